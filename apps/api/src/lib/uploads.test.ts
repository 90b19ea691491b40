import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { peekBytes, sniffImage, sniffVideo } from './uploads';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('image/jpeg');
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes and short buffers', () => {
    for (const b of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<!doctype html>'),
      bytes('GIF89a'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes([0xff, 0xd8]),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImage(b)).toBeNull();
    }
  });
});

describe('sniffVideo', () => {
  it('tells MP4, QuickTime and WebM apart', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0]))).toBe('video/mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x1c], 'ftypmp42'))).toBe('video/mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
  });

  it('refuses text, images and truncated headers', () => {
    expect(sniffVideo(bytes('hello world, not a video'))).toBeNull();
    expect(sniffVideo(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffVideo(bytes([0, 0, 0]))).toBeNull();
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf]))).toBeNull();
  });
});

describe('peekBytes', () => {
  it('reads the head across small chunks and replays the whole stream', async () => {
    const source = Readable.from([Buffer.from('ab'), Buffer.from('cdef'), Buffer.from('ghij')], {
      objectMode: false,
    });
    const { head, stream } = await peekBytes(source, 5);
    expect(head.toString()).toBe('abcdef');
    expect((await buffer(stream)).toString()).toBe('abcdefghij');
  });

  it('copes with a stream shorter than the head, or empty', async () => {
    const short = await peekBytes(Readable.from([Buffer.from('xy')]), 12);
    expect(short.head.toString()).toBe('xy');
    expect((await buffer(short.stream)).toString()).toBe('xy');
    const empty = await peekBytes(Readable.from([]), 12);
    expect(empty.head.length).toBe(0);
    expect((await buffer(empty.stream)).length).toBe(0);
  });

  it('passes on an error from the rest of the source, and destroying the result destroys the source', async () => {
    async function* failing() {
      yield Buffer.from('0123456789abcdef');
      throw new Error('cut off');
    }
    const { stream } = await peekBytes(Readable.from(failing()), 4);
    await expect(buffer(stream)).rejects.toThrow('cut off');

    const source = Readable.from([Buffer.from('0123456789abcdef'), Buffer.from('more')]);
    const peeked = await peekBytes(source, 4);
    peeked.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.destroyed).toBe(true);
  });
});
