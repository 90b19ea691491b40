import type { Database } from '../db/database';
import { errorKind } from '../lib/error-kind';
import type { JobKind, JobQueue, SendOptions } from './job-queue';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * What one transaction sets off (decision 29): jobs written by it, so they exist exactly when
 * what they follow from does, and live events for the member's open tabs, sent once it has
 * committed (a socket event must reach an online member at once, not at the queue's next poll;
 * a tab that missed one reads again on reconnect).
 */
export interface Effects {
  /** The transaction: what the action writes, and the notification rows it sets off. */
  readonly tx: Database;
  /** Writes a job in the transaction; it is worked after the commit, by any process. */
  send<T extends object>(
    kind: JobKind<T>,
    data: T,
    options?: Omit<SendOptions, 'transaction'>,
  ): Promise<void>;
  /** Runs after the commit (never if the transaction rolls back); a failure is logged, not thrown. */
  afterCommit(emit: () => void | Promise<void>): void;
}

/**
 * The transactional outbox: runs an action's transaction with an `Effects` for what it sets off.
 * A process killed right after the commit loses nothing: its jobs are in the queue's table, and
 * another process (or this one restarted) works them.
 */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly jobs: Pick<JobQueue, 'send'>,
    private readonly log: Logger,
  ) {}

  async transaction<T>(work: (effects: Effects) => Promise<T>): Promise<T> {
    const live: Array<() => void | Promise<void>> = [];
    const result = await this.db.transaction(async (tx) =>
      work({
        tx,
        send: async (kind, data, options = {}) => {
          await this.jobs.send(kind, data, { ...options, transaction: tx });
        },
        afterCommit: (emit) => {
          live.push(emit);
        },
      }),
    );
    for (const emit of live) {
      try {
        await emit();
      } catch (err) {
        this.log.warn({ err: errorKind(err) }, 'live event not sent after commit');
      }
    }
    return result;
  }
}
