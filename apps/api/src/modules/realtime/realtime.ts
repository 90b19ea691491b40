import type { Server as HttpServer } from 'node:http';
import {
  botEvent,
  botRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  userRoom,
} from '@jodi/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { handshakeToken, originAllowed, type SocketAuthenticator, type SocketUser } from './socket-auth';

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type InterServerEvents = Record<string, never>;
type JodiServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketUser>;
type JodiSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketUser>;

export type ServerEventName = keyof ServerToClientEvents & string;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** What a client event's handler knows of the socket that sent it. */
export interface ClientEventContext {
  user: SocketUser;
  /**
   * The managed profile the event is for (its payload's `for_profile`), checked on the server
   * against family_managers just now (decision 33); absent for the socket's own profile.
   */
  forProfile?: string;
}

/** How many users' profile ids a process keeps for the managers' rooms (a few MB at most). */
const PROFILE_IDS_KEPT = 50_000;

/** Family management on the socket (decision 33): the policies/acting-profile.ts rule's reads. */
export interface ManagedDeliveries {
  /** The profiles a relative manages, joined at the handshake. */
  managedProfileIds(userId: string): Promise<string[]>;
  /** The user's own profile (null without one): their events go to its managers' room too. */
  profileOf(ownerId: string): Promise<string | null>;
  /** Whether the account manages the profile now (a client event done for it). */
  managesProfile(userId: string, profileId: string): Promise<boolean>;
}

/** Handles one client event; `payload` is whatever the client sent: validate it. */
export type ClientEventHandler = (payload: unknown, context: ClientEventContext) => void | Promise<void>;

export interface RealtimeOptions {
  authenticate: SocketAuthenticator;
  /** Browser origins allowed to connect (plus the same origin); see `originAllowed`. */
  allowedOrigins: readonly string[];
  /** Redis for the adapter, so events reach sockets held by other API processes. */
  redis?: { url: string; prefix: string } | undefined;
  log: Logger;
  /** Events one socket may send per window; over it the socket is disconnected. */
  eventLimit?: { max: number; windowMs: number };
  /** Relatives' sockets also get the events of the profiles they manage (decision 33). */
  managed?: ManagedDeliveries;
}

const DEFAULT_EVENT_LIMIT = { max: 20, windowMs: 10_000 };

/** A server-side room per sign-in session, so signing one device out closes only its sockets. */
const sessionRoom = (sessionId: string) => `session-${sessionId}`;

/** A server-side room per managed profile: its relatives' sockets (never joinable by a client). */
const managedRoom = (profileId: string) => `managed-${profileId}`;

/**
 * The adapter sends these commands without handling their promises; while Redis is down, or while
 * the server closes, such a rejection would be unhandled and end the process. Here a failed command
 * is dropped instead (the publisher has no offline queue, so nothing piles up in memory): sockets
 * on this process still get their events, the others catch up when their client refetches.
 */
const ADAPTER_COMMANDS = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

function guardedAdapterClient(client: Redis): Redis {
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ADAPTER_COMMANDS) {
    const send = commands[name]!.bind(client);
    commands[name] = (...args: unknown[]) => send(...args).catch(() => undefined);
  }
  return client;
}

/** Lets replies already on the way arrive before the connection goes; never waits more than a second. */
async function closeRedis(client: Redis): Promise<void> {
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  client.disconnect();
}

/**
 * The live socket: Socket.IO on the API's HTTP server at /socket.io. A socket is authenticated at
 * the handshake and joins only its own user's rooms (`pub{userId}`, `bot-{userId}`); clients have
 * no way to join others (there is no join event). Modules send with `toUser` and receive client
 * events through `onClientEvent`.
 */
export class Realtime {
  private io: JodiServer | null = null;
  private readonly handlers = new Map<string, ClientEventHandler>();
  private readonly redisClients: Redis[] = [];
  /** User id -> own profile id, for the managers' room of their events (insertion order: oldest first). */
  private readonly profileOfUser = new Map<string, string>();

  constructor(private readonly options: RealtimeOptions) {}

  attach(server: HttpServer): void {
    if (this.io) throw new Error('Realtime is already attached');
    const { allowedOrigins, authenticate, redis, log } = this.options;
    const io: JodiServer = new Server(server, {
      path: SOCKET_PATH,
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
      allowRequest: (req, callback) => {
        const ok = originAllowed(req.headers, allowedOrigins);
        callback(ok ? null : 'origin not allowed', ok);
      },
    });
    if (redis) {
      // Auto-pipelined: the publishes of one turn of the event loop (a message's events, to its
      // members' and their relatives' rooms, for every message sent meanwhile) go in one write.
      const pub = guardedAdapterClient(
        new Redis(redis.url, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          enableAutoPipelining: true,
        }),
      );
      // The subscriber queues its SUBSCRIBE until connected, and resubscribes after a reconnect.
      const sub = guardedAdapterClient(new Redis(redis.url));
      for (const client of [pub, sub]) {
        // A Redis restart must not crash the process; ioredis reconnects by itself.
        client.on('error', () => {});
        this.redisClients.push(client);
      }
      io.adapter(createAdapter(pub, sub, { key: `${redis.prefix}socket.io` }));
    }

    io.use((socket, next) => {
      const token = handshakeToken(socket.handshake);
      if (!token) return next(new Error(SOCKET_UNAUTHORIZED));
      authenticate(token).then(
        async (user) => {
          if (!user) return next(new Error(SOCKET_UNAUTHORIZED));
          const managed = (await this.options.managed?.managedProfileIds(user.id)) ?? [];
          socket.data = managed.length > 0 ? { ...user, managedProfileIds: managed } : user;
          next();
        },
        (err: unknown) => {
          log.error({ err }, 'socket authentication failed');
          next(new Error('unavailable'));
        },
      );
    });

    io.on('connection', (socket) => {
      void socket.join([
        userRoom(socket.data.id),
        botRoom(socket.data.id),
        sessionRoom(socket.data.sessionId),
        ...(socket.data.managedProfileIds ?? []).map(managedRoom),
      ]);
      this.limitEvents(socket);
      socket.onAny((event: string, payload: unknown) => this.dispatch(socket, event, payload));
    });
    this.io = io;
  }

  /**
   * Sends an event to every socket of one user, on every API process: `bot-{userId}` to the room
   * `bot-{userId}`, everything else to `pub{userId}`. A failed send is logged, not thrown: the
   * client refetches on reconnect (see contract/socket.ts). Only another user's bot event throws.
   */
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void {
    const io = this.io;
    if (!io) return;
    const isBot = event.startsWith('bot-');
    if (isBot && event !== botEvent(userId)) throw new Error(`${event} is not the bot event of ${userId}`);
    try {
      const room = isBot ? botRoom(userId) : userRoom(userId);
      (io.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload);
    } catch (err) {
      this.options.log.warn({ err, event }, 'socket event not sent');
    }
    if (!isBot) void this.toManagers(userId, event, payload);
  }

  /**
   * The same event to the room of the relatives who manage the user's profile, on every process,
   * marked `for_profile` (decision 33). Who manages it is the room's business (joined on accepting and
   * at the handshake, left at once on removal), so no query asks it per event; a user's profile id
   * never changes, so it is read once per process and kept.
   */
  private async toManagers(userId: string, event: string, payload: unknown): Promise<void> {
    const { managed, log } = this.options;
    if (!managed || typeof payload !== 'object' || payload === null) return;
    try {
      const profileId = await this.profileOf(userId, managed);
      const io = this.io;
      if (!profileId || !io) return;
      (io.to(managedRoom(profileId)).emit as (event: string, payload: unknown) => boolean)(event, {
        ...payload,
        for_profile: profileId,
      });
    } catch (err) {
      log.warn({ err, event }, 'socket event not sent to the managers');
    }
  }

  private async profileOf(userId: string, managed: ManagedDeliveries): Promise<string | null> {
    const known = this.profileOfUser.get(userId);
    if (known) return known;
    const profileId = await managed.profileOf(userId);
    // Only a found profile is kept (one made later is read then); the oldest go past the cap.
    if (profileId) {
      if (this.profileOfUser.size >= PROFILE_IDS_KEPT) {
        const oldest = this.profileOfUser.keys().next().value;
        if (oldest !== undefined) this.profileOfUser.delete(oldest);
      }
      this.profileOfUser.set(userId, profileId);
    }
    return profileId;
  }

  /** A relative's open sockets, on every process, get the profile's events from now on (accepted). */
  startManaging(relativeId: string, profileId: string): void {
    try {
      this.io?.in(userRoom(relativeId)).socketsJoin(managedRoom(profileId));
    } catch (err) {
      this.options.log.warn({ err }, 'sockets not joined');
    }
  }

  /** A removed relative's open sockets, on every process, stop getting the profile's events at once. */
  stopManaging(relativeId: string, profileId: string): void {
    try {
      this.io?.in(userRoom(relativeId)).socketsLeave(managedRoom(profileId));
    } catch (err) {
      this.options.log.warn({ err }, 'sockets not left');
    }
  }

  /**
   * Sends an event to every connected socket on every API process (every socket belongs to a
   * signed-in member): the `ad` staff push. Never a bot event, which belongs to one user.
   */
  toEveryone<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
    if (event.startsWith('bot-')) throw new Error(`${event} is sent to its own user only`);
    const io = this.io;
    if (!io) return;
    try {
      (io.emit as (event: string, payload: unknown) => boolean)(event, payload);
    } catch (err) {
      this.options.log.warn({ err, event }, 'socket event not sent');
    }
  }

  /**
   * Closes every socket of a user, on every API process, when their sign-ins are revoked (password
   * changed or reset, account deleted or suspended): a socket is authenticated once, at the
   * handshake, so it would otherwise keep receiving events. A client with a new token reconnects.
   */
  endSessions(userId: string): void {
    const io = this.io;
    if (!io) return;
    try {
      io.in(userRoom(userId)).disconnectSockets(true);
    } catch (err) {
      this.options.log.warn({ err }, 'sockets not closed');
    }
  }

  /** Closes the sockets of one signed-out session, on every API process; the user's others stay. */
  endSession(sessionId: string): void {
    const io = this.io;
    if (!io) return;
    try {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    } catch (err) {
      this.options.log.warn({ err }, 'sockets not closed');
    }
  }

  /**
   * Registers the handler of a client event. `name` may hold `{userId}`, replaced by the sending
   * socket's own user id: 'from_user_to_bot-{userId}' answers only a user's own question event.
   */
  onClientEvent(name: string, handler: ClientEventHandler): void {
    if (this.handlers.has(name)) throw new Error(`A handler for ${name} is already registered`);
    this.handlers.set(name, handler);
  }

  /** Live sockets connected to this process (the metrics): signed-in members' tabs and apps. */
  socketCount(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  /**
   * Ends every socket as a transport close, which clients answer by reconnecting (to another
   * process, if any). With `keepServer` the HTTP server is left open for its owner to close:
   * socket.io's own close waits for the server, and so for every HTTP connection still open,
   * which would stall a graceful shutdown with requests in flight or idle keep-alive connections.
   */
  async close(options: { keepServer?: boolean } = {}): Promise<void> {
    const io = this.io;
    this.io = null;
    if (io && options.keepServer) {
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    } else if (io) {
      await io.close();
    }
    await Promise.all(this.redisClients.map(closeRedis));
  }

  private dispatch(socket: JodiSocket, event: string, payload: unknown): void {
    for (const [name, handler] of this.handlers) {
      if (name.replaceAll('{userId}', socket.data.id) !== event) continue;
      Promise.resolve()
        .then(async () => {
          const context = await this.contextOf(socket.data, payload);
          if (context) await handler(payload, context);
        })
        .catch((err: unknown) => this.options.log.error({ err, event: name }, 'socket event handler failed'));
      return;
    }
  }

  /**
   * An event done for another profile (`for_profile` in its payload) is handled only when the
   * socket's account manages that profile now, checked in the database (never trusted from the
   * client, nor from the handshake's list); otherwise it is dropped.
   */
  private async contextOf(user: SocketUser, payload: unknown): Promise<ClientEventContext | null> {
    const forProfile =
      typeof payload === 'object' && payload !== null
        ? (payload as { for_profile?: unknown }).for_profile
        : undefined;
    if (forProfile === undefined || forProfile === null || forProfile === user.profileId) return { user };
    if (typeof forProfile !== 'string' || !this.options.managed) return null;
    return (await this.options.managed.managesProfile(user.id, forProfile)) ? { user, forProfile } : null;
  }

  /** A fixed window per socket; a socket sending more is disconnected. */
  private limitEvents(socket: JodiSocket): void {
    const { max, windowMs } = this.options.eventLimit ?? DEFAULT_EVENT_LIMIT;
    let windowEnds = 0;
    let count = 0;
    socket.use((_packet, next) => {
      const now = Date.now();
      if (now >= windowEnds) {
        windowEnds = now + windowMs;
        count = 0;
      }
      count += 1;
      if (count > max) {
        socket.disconnect(true);
        return;
      }
      next();
    });
  }
}
