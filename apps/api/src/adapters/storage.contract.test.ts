import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage, type Storage } from './storage';

/** The same behaviour, proven against every Storage implementation. */
interface Subject {
  storage: Storage;
  close(): Promise<void>;
}

const implementations: [string, () => Promise<Subject>][] = [
  [
    'LocalDiskStorage',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jodi-storage-'));
      return {
        storage: new LocalDiskStorage(root),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3Storage (fake S3 server)',
    async () => {
      const s3: FakeS3 = await startFakeS3({ pageSize: 3 });
      const storage = new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      });
      return { storage, close: () => s3.close() };
    },
  ],
];

const read = async (storage: Storage, key: string, range?: { start: number; end: number }) =>
  text(await storage.read(key, range));

describe.each(implementations)('%s', (_name, make) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('puts a buffer and reads it back, whole and by inclusive byte range', async () => {
    const key = 'public/p/one/photos/a-thumb.jpg';
    expect(await storage.put(key, Buffer.from('0123456789'))).toEqual({ size: 10 });
    expect(await storage.stat(key)).toEqual({ size: 10 });
    expect(await read(storage, key)).toBe('0123456789');
    expect(await read(storage, key, { start: 2, end: 5 })).toBe('2345');
    expect(await read(storage, key, { start: 9, end: 9 })).toBe('9');
  });

  it('puts a stream, and a second put replaces the object', async () => {
    const key = 'public/p/one/video/v.mp4';
    const stream = Readable.from([Buffer.from('hello '), Buffer.from('streamed '), Buffer.from('world')]);
    expect(await storage.put(key, stream)).toEqual({ size: 20 });
    expect(await read(storage, key)).toBe('hello streamed world');
    await storage.put(key, Buffer.from('short'));
    expect(await read(storage, key)).toBe('short');
    expect(await storage.stat(key)).toEqual({ size: 5 });
  });

  it('keeps nothing when the stream fails part-way', async () => {
    const key = 'public/p/one/video/broken.mp4';
    async function* failing() {
      yield Buffer.from('first bytes');
      throw new Error('client went away');
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow();
    expect(await storage.stat(key)).toBeNull();
  });

  it('answers null for a missing object and refuses to read it', async () => {
    expect(await storage.stat('public/p/none/photos/x.jpg')).toBeNull();
    await expect(storage.read('public/p/none/photos/x.jpg')).rejects.toThrow();
  });

  it('deletes one object, and deleting a missing one is fine', async () => {
    const key = 'private/p/two/docs/id.jpg';
    await storage.put(key, Buffer.from('x'));
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('deletes a whole folder (across list pages) and nothing that merely starts alike', async () => {
    const inside = Array.from({ length: 7 }, (_, i) => `public/p/abc/photos/${i}-thumb.jpg`);
    inside.push('public/p/abc/video/v.webm');
    const outside = [
      'public/p/abcd/photos/0-thumb.jpg',
      'public/p/ab/photos/0-thumb.jpg',
      'private/p/abc/x.pdf',
    ];
    for (const key of [...inside, ...outside]) await storage.put(key, Buffer.from(key));
    await storage.deletePrefix('public/p/abc');
    for (const key of inside) expect(await storage.stat(key), key).toBeNull();
    for (const key of outside) expect(await storage.stat(key), key).toEqual({ size: key.length });
    await storage.deletePrefix('public/p/abcd/');
    expect(await storage.stat(outside[0]!)).toBeNull();
    await expect(storage.deletePrefix('public/p/nothing-here')).resolves.toBeUndefined();
  });

  it('refuses keys that are not server-made (traversal, other roots, odd characters)', async () => {
    const bad = [
      '../etc/passwd',
      'public/../private/x.jpg',
      'public/p/../../x.jpg',
      'other/p/x.jpg',
      '/public/p/x.jpg',
      'public//x.jpg',
      'public/p/x y.jpg',
      'public/p/x.jpg%00.html',
      'public/',
      '',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid storage key/);
    }
    for (const prefix of ['../x', 'public/..', 'elsewhere']) {
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(/invalid storage key/);
    }
  });
});
