import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { publicMediaUrl } from '../../lib/media-url';
import { peekBytes, SNIFF_BYTES, sniffVideo, unsupportedVideo, VIDEO_EXTENSIONS } from '../../lib/uploads';
import type { VideoRepository, VideoRow } from './video.repository';
import type { VideoIntro } from './video.schema';

export interface VideoDeps {
  db: Database;
  repo: VideoRepository;
  storage: Storage;
}

function present(row: VideoRow): VideoIntro {
  return {
    url: publicMediaUrl(row.key) ?? '',
    mime: row.mime as VideoIntro['mime'],
    size: row.size,
  };
}

/** The one video introduction a profile may have (spec 1, 7, 9). */
export class VideoService {
  constructor(private readonly deps: VideoDeps) {}

  async get(profileId: string): Promise<VideoIntro | null> {
    const row = await this.deps.repo.get(this.deps.db, profileId);
    return row && present(row);
  }

  /**
   * Streams an upload to storage: its first bytes decide the type (MP4, WebM or QuickTime), the
   * rest is piped on without being held in memory. A stream that fails (over the size limit,
   * cut off) leaves nothing behind. The previous video is deleted once the new one is saved.
   */
  async upload(profileId: string, source: Readable): Promise<VideoIntro> {
    const { db, repo, storage } = this.deps;
    const { head, stream } = await peekBytes(source, SNIFF_BYTES);
    const mime = sniffVideo(head);
    if (!mime) {
      stream.destroy();
      throw unsupportedVideo();
    }
    const key = `public/p/${profileId}/video/${crypto.randomUUID()}.${VIDEO_EXTENSIONS[mime]}`;
    let row: VideoRow;
    let replaced: string | null;
    try {
      const { size } = await storage.put(key, stream);
      row = { key, mime, size };
      replaced = await repo.replace(db, profileId, row);
    } catch (err) {
      stream.destroy();
      await storage.delete(key).catch(() => {});
      throw err;
    }
    if (replaced && replaced !== key) await storage.delete(replaced).catch(() => {});
    return present(row);
  }

  /** Deletes the video introduction; its only id is 1 (spec 9), any other is 404. */
  async remove(profileId: string, id: string): Promise<void> {
    if (id !== '1') throw notFound('No such video introduction.');
    const { db, repo, storage } = this.deps;
    const replaced = await repo.replace(db, profileId, null);
    if (replaced) await storage.delete(replaced).catch(() => {});
  }
}
