import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Storage } from '../../adapters/storage';
import type { VideoDemuxer, VideoTools } from '../../adapters/video-tools/video-tools';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { peekBytes, SNIFF_BYTES, sniffVideo, unsupportedVideo, VIDEO_EXTENSIONS } from '../../lib/uploads';
import type { MemberMedia } from '../privacy/member-media';
import { demuxerFor, type PlayableVideo, playableVideo } from './playable-video';
import type { VideoRepository, VideoRow } from './video.repository';
import type { VideoIntro } from './video.schema';
import { makePoster, posterKeyOf } from './video-poster';
import type { VideoStaging } from './video-staging';

export interface VideoDeps {
  db: Database;
  repo: VideoRepository;
  storage: Storage;
  tools: VideoTools;
  staging: VideoStaging;
  /** Signs the member's own video URLs. */
  media: Pick<MemberMedia, 'ownUrl'>;
}

interface CheckedVideo {
  video: PlayableVideo;
  poster: Buffer;
}

function present(row: VideoRow, hasPoster: boolean, media: Pick<MemberMedia, 'ownUrl'>): VideoIntro {
  return {
    url: media.ownUrl(row.key) ?? '',
    mime: row.mime as VideoIntro['mime'],
    size: row.size,
    poster_url: hasPoster ? media.ownUrl(posterKeyOf(row.key)) : null,
  };
}

/** The one video introduction a profile may have (spec 1, 7, 9). */
export class VideoService {
  constructor(private readonly deps: VideoDeps) {}

  async get(profileId: string): Promise<VideoIntro | null> {
    const { db, repo, storage } = this.deps;
    const row = await repo.get(db, profileId);
    if (!row) return null;
    // Videos stored before posters were made have none.
    return present(row, (await storage.stat(posterKeyOf(row.key))) !== null, this.deps.media);
  }

  /**
   * Receives an upload into a local staging file (its first bytes must claim MP4, WebM or
   * QuickTime; the rest is streamed, never held in memory), checks that it is a video a browser
   * plays and makes its poster, and only then puts both in storage. Anything else answers 415 and
   * leaves nothing behind; so does a stream that fails (over the size limit, cut off). The
   * previous video and its poster are deleted once the new one is saved.
   */
  async upload(profileId: string, source: Readable): Promise<VideoIntro> {
    const { staging } = this.deps;
    const { head, stream } = await peekBytes(source, SNIFF_BYTES);
    const sniffed = sniffVideo(head);
    if (!sniffed) {
      stream.destroy();
      throw unsupportedVideo();
    }
    const file = await staging.receive(stream);
    try {
      return await this.publish(profileId, file, await this.check(file, demuxerFor(sniffed)));
    } finally {
      await staging.discard(file);
    }
  }

  /** Deletes the video introduction; its only id is 1 (spec 9), any other is 404. */
  async remove(profileId: string, id: string): Promise<void> {
    if (id !== '1') throw notFound('VIDEO_NOT_FOUND');
    const { db, repo } = this.deps;
    const replaced = await repo.replace(db, profileId, null);
    if (replaced) await this.deleteFiles(replaced);
  }

  /** Removes the staged uploads a crashed process left behind. */
  removeStaleUploads(): Promise<number> {
    return this.deps.staging.removeStale();
  }

  /** The staged file's playable video and its poster; 415 for anything a browser would not play. */
  private async check(file: string, demuxer: VideoDemuxer): Promise<CheckedVideo> {
    const { tools } = this.deps;
    const facts = await tools.inspect(file, demuxer);
    const video = facts && playableVideo(facts);
    const poster = video && (await makePoster(tools, file, demuxer, video));
    if (!video || !poster) throw unsupportedVideo();
    return { video, poster };
  }

  private async publish(
    profileId: string,
    file: string,
    { video, poster }: CheckedVideo,
  ): Promise<VideoIntro> {
    const { db, repo, storage } = this.deps;
    const key = `public/p/${profileId}/video/${crypto.randomUUID()}.${VIDEO_EXTENSIONS[video.mime]}`;
    let row: VideoRow;
    let replaced: string | null;
    try {
      const { size } = await storage.put(key, fs.createReadStream(file));
      await storage.put(posterKeyOf(key), poster);
      row = { key, mime: video.mime, size };
      replaced = await repo.replace(db, profileId, row);
    } catch (err) {
      await this.deleteFiles(key);
      throw err;
    }
    if (replaced && replaced !== key) await this.deleteFiles(replaced);
    return present(row, true, this.deps.media);
  }

  /** A video and its poster; a failure to delete is not the member's problem. */
  private async deleteFiles(videoKey: string): Promise<void> {
    const { storage } = this.deps;
    await Promise.all([videoKey, posterKeyOf(videoKey)].map((key) => storage.delete(key).catch(() => {})));
  }
}
