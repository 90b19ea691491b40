import { errorKind } from '../lib/error-kind';

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Work done in this process after the answer has gone (the reset mail, a my-data archive), so a
 * caller cannot time it and need not wait. Unlike a job (`job-queue.ts`) it is not kept: a process
 * that dies loses it. Failures are logged with the task's name only: never its arguments, which
 * hold addresses and links.
 * `idle()` waits for what is under way (tests, and the app's close before the database goes).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => this.log.error({ task: name, err: errorKind(err) }, 'background work failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
