import type { JobKind, JobQueue } from '../../jobs/job-queue';
import { errorKind } from '../../lib/error-kind';
import type { PhotoCopiesBackfill } from './photo-copies-backfill';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * One batch of the walk that gives photos stored as JPEGs only (before decision 23) their AVIF and WebP copies
 * (decision 23); it sends the next batch itself. Stately: one waiting and one running across all
 * processes, so a start-up in each of them still walks once.
 */
export const MAKE_PHOTO_COPIES: JobKind<{ after?: string }> = {
  name: 'photos-format-copies',
  policy: 'stately',
  retries: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 900,
};

/** A breath between batches, so a long walk leaves the CPU to the site's requests. */
export const BETWEEN_BATCHES_MS = 5_000;
/** Nightly, after the other upkeep: picks up photos a failed batch left. */
export const NIGHTLY_COPIES = { cron: '30 4 * * *', timeZone: 'Asia/Kolkata' };

export interface PhotoCopyJobs {
  /** Start-up: begins the walk when some photo lacks its copies (never throws). */
  queueIfMissing(): Promise<void>;
}

/** Registers the walk and its nightly run on the queue. */
export function definePhotoCopyJobs(
  jobs: JobQueue,
  backfill: PhotoCopiesBackfill,
  log: Logger,
): PhotoCopyJobs {
  jobs.define(MAKE_PHOTO_COPIES, async ({ after }) => {
    const batch = await backfill.runBatch(after);
    if (batch.next) {
      const startAt = new Date(Date.now() + BETWEEN_BATCHES_MS);
      await jobs.send(MAKE_PHOTO_COPIES, { after: batch.next }, { after: startAt });
    }
    return batch;
  });
  jobs.every(MAKE_PHOTO_COPIES, NIGHTLY_COPIES.cron, NIGHTLY_COPIES.timeZone);
  return {
    async queueIfMissing() {
      try {
        if (!(await backfill.pending())) return;
        await jobs.send(MAKE_PHOTO_COPIES, {});
        log.info(
          { job: MAKE_PHOTO_COPIES.name },
          'Queued AVIF and WebP copies of photos stored without them',
        );
      } catch (err) {
        // Start-up goes on: the night's run makes them.
        log.warn({ job: MAKE_PHOTO_COPIES.name, err: errorKind(err) }, 'could not queue the photo copies');
      }
    },
  };
}
