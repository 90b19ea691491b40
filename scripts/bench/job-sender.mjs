// A sender into the running server's job queue (pg-boss, decision 19): the API's own JobQueue,
// not working jobs itself, so the server's worker does the work being measured.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

const quiet = { info() {}, warn() {}, error() {} };

/** A started sender of the job kind `kind`; `stop()` when done. */
export async function jobSender(databaseUrl, kind) {
  const { JobQueue } = await tsModule(path.join(ROOT, 'apps/api/src/jobs/job-queue.ts'));
  const sender = new JobQueue({ connectionString: databaseUrl }, quiet, { work: false });
  sender.define(kind, async () => {});
  await sender.start();
  return {
    /** One job per profile, keyed by it (a stately kind keeps one waiting per key). */
    sendFor: (profileIds) =>
      sender.sendMany(
        kind,
        profileIds.map((profileId) => ({ data: { profileId }, key: profileId })),
      ),
    stop: () => sender.stop(0),
  };
}
