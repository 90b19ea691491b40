import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channels the database announces changes on (NOTIFY from triggers, sent when the change
 * commits). `jodi_auth_changed` carries a user id: something a signed-in request knows of that user
 * changed (migration 0033, decision 42).
 */
export const SIGNAL_CHANNELS = ['jodi_auth_changed'] as const;
export type SignalChannel = (typeof SIGNAL_CHANNELS)[number];

export interface SignalListener {
  /** The database announced a change on the channel. */
  signal(channel: SignalChannel, payload: string): void;
  /** Signals may have been missed (the listening connection dropped): forget what they would have corrected. */
  lost(): void;
}

/**
 * Where a process hears the database's change signals. While `live` is false, signals may be going
 * unheard, so nothing that relies on them should be trusted (a cache should not answer).
 */
export class ChangeSignals {
  private readonly listeners = new Set<SignalListener>();
  private heard = false;

  get live(): boolean {
    return this.heard;
  }

  subscribe(listener: SignalListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the database handle. */
  deliver(channel: string, payload: string | undefined): void {
    if (!isSignalChannel(channel) || payload === undefined) return;
    for (const listener of this.listeners) listener.signal(channel, payload);
  }

  /** Called by the database handle when it starts or stops hearing every signal. */
  hearing(live: boolean): void {
    if (this.heard && !live) for (const listener of this.listeners) listener.lost();
    this.heard = live;
  }
}

function isSignalChannel(channel: string): channel is SignalChannel {
  return (SIGNAL_CHANNELS as readonly string[]).includes(channel);
}

const listenStatements = SIGNAL_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');

/**
 * The embedded database: one connection in this process, which hears its own NOTIFY before the
 * statement that sent it resolves. Always live.
 */
export async function listenOnPglite(client: PGlite, signals: ChangeSignals): Promise<void> {
  for (const channel of SIGNAL_CHANNELS) {
    await client.listen(channel, (payload) => signals.deliver(channel, payload));
  }
  signals.hearing(true);
}

/** Waits between attempts to reconnect the listening connection: 0.5 s, doubling, at most 10 s. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MOST_MS = 10_000;

/**
 * A PostgreSQL server, heard two ways:
 * - every connection of the app's pool listens too (`listenOnConnect`, the pool's `onConnect`), so
 *   a change this process writes is heard on the connection that wrote it before the write's
 *   COMMIT resolves (PostgreSQL sends a session its own notifications ahead of the command's
 *   completion): a caller reads its own writes;
 * - one connection of its own listens for every other process's changes, and reconnects when it
 *   drops. Until it listens again the signals are not live (`lost` is told once).
 */
export class PostgresSignalListener {
  private stopped = false;
  private current: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private wait = RECONNECT_FIRST_MS;
  private started: Promise<void> | undefined;

  constructor(
    private readonly url: string,
    private readonly signals: ChangeSignals,
  ) {}

  private readonly hear = (message: pg.Notification) =>
    this.signals.deliver(message.channel, message.payload);

  /** For the pool's `onConnect`: the new connection listens before it serves a query. */
  readonly listenOnConnect = async (client: pg.ClientBase): Promise<void> => {
    client.on('notification', this.hear);
    await client.query(listenStatements);
  };

  start(): void {
    this.started ??= this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.started;
    const client = this.current;
    this.current = undefined;
    this.signals.hearing(false);
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'jodi-signals' });
    this.current = client;
    client.on('notification', this.hear);
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(listenStatements);
      if (this.stopped || this.current !== client) return;
      this.wait = RECONNECT_FIRST_MS;
      this.signals.hearing(true);
    } catch {
      this.dropped(client);
    }
  }

  private dropped(client: pg.Client): void {
    if (this.current !== client) return;
    this.current = undefined;
    this.signals.hearing(false);
    client.end().catch(() => {});
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.started = this.connect();
    }, this.wait);
    this.retry.unref();
    this.wait = Math.min(this.wait * 2, RECONNECT_MOST_MS);
  }
}
