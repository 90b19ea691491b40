// Live delivery: a message sent over HTTP until the receiver's socket has it, and fan-out to many
// connected clients (socket.io-client, as the web app connects: websocket only, token in auth).
import crypto from 'node:crypto';
import { io } from 'socket.io-client';
import { runLoad, runOpenLoop, send, summarise } from './load.mjs';

/** Connects one socket per token, `batch` handshakes at a time; rejects if any fails. */
export async function connectClients(origin, tokens, batch = 50) {
  const sockets = [];
  for (let i = 0; i < tokens.length; i += batch) {
    const group = tokens.slice(i, i + batch).map(
      (token) =>
        new Promise((resolve, reject) => {
          const socket = io(origin, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            forceNew: true,
            reconnection: false,
            timeout: 20_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', (err) => {
            socket.close();
            reject(err);
          });
        }),
    );
    sockets.push(...(await Promise.all(group)));
  }
  return sockets;
}

export function closeClients(sockets) {
  for (const socket of sockets) socket.close();
}

const brief = ({ throughput, p50, p90, p99, max, statuses }) => ({
  throughput,
  p50,
  p90,
  p99,
  max,
  statuses,
});

/**
 * Message to the receiver's socket: `POST /api/v1/message` for the next pair, timed until the
 * receiver's socket emits `message` with that text. Every receiver of `pairs` is connected first,
 * so this runs with that many clients online. Measured three ways: at a chat load of
 * `options.rate` messages a second (an open loop, the latency members feel: the headline), at
 * saturation (`options.concurrency` senders back to back: the throughput), and one at a time (the
 * path without any queueing). The saturated run also answers what one message costs: the server's
 * and the database's CPU (`meter`), the commands Redis served (`redis`: the rate limit and the
 * Socket.IO adapter's publishes) and the socket events the receivers were sent.
 */
export async function measureMessageDelivery(origin, pairs, tokens, options, log) {
  const { meter, redis } = options;
  const receivers = [...new Set(pairs.map((p) => p.b_user))];
  const started = performance.now();
  const sockets = await connectClients(
    origin,
    receivers.map((id) => tokens.get(id)),
  );
  const connectSeconds = (performance.now() - started) / 1000;
  const waiters = new Map();
  let delivered = 0;
  let receiverEvents = 0;
  for (const socket of sockets) {
    socket.onAny(() => {
      receiverEvents++;
    });
    socket.on('message', (message) => {
      delivered++;
      const resolve = waiters.get(message.message);
      if (resolve) {
        waiters.delete(message.message);
        resolve();
      }
    });
  }
  const run = crypto.randomBytes(3).toString('hex');
  let sent = 0;
  // Senders take turns across the three runs, so none goes over the 30-a-minute limit.
  const sendOne = () => async (agent) => {
    const i = sent++;
    const pair = pairs[i % pairs.length];
    const text = `Bench ${run} message ${i}`;
    const arrived = new Promise((resolve) => waiters.set(text, resolve));
    const res = await send(agent, origin, {
      method: 'POST',
      path: '/api/v1/message',
      headers: { authorization: `Bearer ${tokens.get(pair.a_user)}` },
      body: { to: pair.b_profile, message: text },
    });
    if (res.status !== 201) {
      waiters.delete(text);
      return res.status;
    }
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve('late'), 5000);
    });
    const outcome = await Promise.race([arrived, late]);
    clearTimeout(timer);
    waiters.delete(text);
    return outcome === 'late' ? 'socket timeout' : 201;
  };
  const window = { origin, durationMs: options.durationMs, warmupMs: options.warmupMs, next: sendOne };
  const atRate = await runOpenLoop({ ...window, rate: options.rate });
  const before = { cpu: await meter?.sample(), redis: await redis?.commandsServed(), receiverEvents };
  const saturated = await runLoad({ ...window, concurrency: options.concurrency });
  const perMessage = await costPerMessage(saturated.completed, before, { meter, redis, receiverEvents });
  const alone = await runLoad({ ...window, concurrency: 1, durationMs: Math.min(options.durationMs, 5000) });
  closeClients(sockets);
  const summary = {
    ...atRate,
    clients: sockets.length,
    connectSeconds,
    delivered,
    saturated: { ...brief(saturated), concurrency: options.concurrency, perMessage },
    oneAtATime: brief(alone),
  };
  log(`message → socket at ${options.rate}/s`, summary);
  log(`message, ${options.concurrency} senders`, saturated);
  log('message, one at a time', alone);
  return summary;
}

/** What the messages sent since `before` cost each: CPU, the server's writes, Redis commands, events to receivers. */
async function costPerMessage(messages, before, { meter, redis, receiverEvents }) {
  if (messages === 0) return null;
  const cpu = meter
    ? await meter.since(before.cpu)
    : { serverMs: null, databaseMs: null, serverWrites: null };
  const per = (v) => (v === null || v === undefined ? null : v / messages);
  const redisCommands = redis ? (await redis.commandsServed()) - before.redis : null;
  return {
    serverMs: per(cpu.serverMs),
    databaseMs: per(cpu.databaseMs),
    serverWrites: per(cpu.serverWrites),
    redisCommands: per(redisCommands),
    receiverEvents: per(receiverEvents - before.receiverEvents),
  };
}

/**
 * Fan-out: `clients` sockets online; staff pushes an ad (`toEveryone`) again and again; each push
 * is timed until the last client has it. Answers deliveries per second and per-push latency.
 */
export async function measureFanOut(origin, { clientTokens, staffToken, adId, durationMs }, log) {
  const started = performance.now();
  const sockets = await connectClients(origin, clientTokens);
  const connectSeconds = (performance.now() - started) / 1000;
  let waiting = null;
  let count = 0;
  for (const socket of sockets) {
    socket.on('ad', () => {
      count++;
      if (waiting && count >= sockets.length) waiting();
    });
  }
  const latencies = [];
  let deliveries = 0;
  let failures = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < durationMs) {
    count = 0;
    const all = new Promise((resolve) => {
      waiting = resolve;
    });
    const p0 = performance.now();
    const res = await fetch(`${origin}/api/v1/admin/ads/${adId}/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'x-app': 'jodi' },
    });
    if (!res.ok) {
      failures++;
      break;
    }
    let timer;
    const outcome = await Promise.race([
      all,
      new Promise((resolve) => {
        timer = setTimeout(() => resolve('late'), 10_000);
      }),
    ]);
    clearTimeout(timer);
    waiting = null;
    deliveries += count;
    if (outcome === 'late') failures++;
    else latencies.push(performance.now() - p0);
  }
  const seconds = (performance.now() - t0) / 1000;
  closeClients(sockets);
  const summary = {
    ...summarise(latencies, seconds),
    clients: sockets.length,
    connectSeconds,
    deliveries,
    deliveriesPerSecond: deliveries / seconds,
    failures,
  };
  log('fan-out', summary);
  return summary;
}
