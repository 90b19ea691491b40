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
 * Runs `next(i)` (a request description, or an async function doing the whole exchange and
 * resolving when it is over) from `concurrency` workers. Answers the summary of the measured
 * window: throughput, p50/p90/p99/max in milliseconds, status counts, mean response bytes.
 */
export async function runLoad({ origin, concurrency, durationMs, warmupMs, next, check }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  let completed = 0;
  let firstError = null;
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      const i = sent++;
      const t0 = performance.now();
      let status = 0;
      let size = 0;
      try {
        const request = next(i);
        if (typeof request === 'function') {
          status = await request(agent);
        } else {
          const res = await send(agent, origin, request);
          status = res.status;
          size = res.body.length;
          if (check && !check(res)) status = -1;
        }
      } catch (err) {
        errors++;
        firstError ??= err;
      }
      const t1 = performance.now();
      completed++;
      if (t0 >= measureFrom && t1 <= end) {
        latencies.push(t1 - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        bytes += size;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const summary = summarise(latencies, durationMs / 1000, {
    statuses,
    errors,
    bytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
    completed,
  });
  if (firstError) summary.firstError = String(firstError.message ?? firstError);
  return summary;
}
