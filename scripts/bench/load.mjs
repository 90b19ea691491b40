// A closed-loop load generator on loopback: `concurrency` keep-alive connections, each sending its
// next request as soon as the last answer has been read, for a warm-up and then a fixed window.
// Every latency in the window is kept, so percentiles are exact, not estimated from buckets.
import http from 'node:http';

/** Exact percentile (nearest rank) of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function summarise(latencies, seconds, extra = {}) {
  const sorted = Float64Array.from(latencies).sort();
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    requests: sorted.length,
    throughput: sorted.length / seconds,
    mean: sorted.length ? sum / sorted.length : null,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    ...extra,
  };
}

/** One request on `agent`; resolves with the status and the body once it is fully read. */
export function send(agent, origin, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          'x-app': 'jodi',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Performs request `i` of `next` (a request description, or an async function doing the whole
 * exchange and answering its status) and answers { status, size, error }.
 */
async function exchange(agent, origin, next, check, i) {
  try {
    const request = next(i);
    if (typeof request === 'function') return { status: await request(agent), size: 0 };
    const res = await send(agent, origin, request);
    return { status: check && !check(res) ? -1 : res.status, size: res.body.length };
  } catch (error) {
    return { status: 0, size: 0, error };
  }
}

/**
 * Collects the exchanges of the measured window [from, to]: those that started and ended in it, or
 * with `dueInWindow` every one due in it, however late it ends (an open loop must not drop the
 * slowest answers at the end of its window).
 */
function recorder(from, to, { dueInWindow = false } = {}) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let bytes = 0;
  let completed = 0;
  let firstError = null;
  return {
    record(startedAt, outcome) {
      const endedAt = performance.now();
      completed++;
      if (outcome.error) {
        errors++;
        firstError ??= outcome.error;
      }
      if (startedAt >= from && (dueInWindow ? startedAt < to : endedAt <= to)) {
        latencies.push(endedAt - startedAt);
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
        bytes += outcome.size;
      }
    },
    summary(seconds, extra = {}) {
      const summary = summarise(latencies, seconds, {
        statuses,
        errors,
        bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
        completed,
        ...extra,
      });
      if (firstError) summary.firstError = String(firstError.message ?? firstError);
      return summary;
    },
  };
}

/**
 * A closed loop: `concurrency` workers, each sending its next request (`next(i)`) as soon as the
 * last one is answered. Answers the summary of the measured window: throughput, p50/p90/p99/max in
 * milliseconds, status counts, mean response bytes.
 */
export async function runLoad({ origin, concurrency, durationMs, warmupMs, next, check }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + durationMs;
  const results = recorder(measureFrom, end);
  let sent = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      results.record(t0, await exchange(agent, origin, next, check, sent++));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return results.summary(durationMs / 1000);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An open loop: request i is due at start + i / rate whatever the earlier ones are doing, and its
 * latency counts from when it was due, so queueing in the server cannot hide behind a generator
 * that waits for it (no "coordinated omission"). Answers the same summary as runLoad.
 */
export async function runOpenLoop({ origin, rate, durationMs, warmupMs, next, check }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + durationMs;
  const results = recorder(measureFrom, end, { dueInWindow: true });
  const total = Math.floor(((warmupMs + durationMs) / 1000) * rate);
  const inFlight = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    inFlight.push(exchange(agent, origin, next, check, i).then((outcome) => results.record(due, outcome)));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return results.summary(durationMs / 1000, { rate });
}
