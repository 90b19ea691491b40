// Redis for the server under test when one answers: the Socket.IO Redis adapter and shared rate
// limits, as a multi-process deployment runs. Every key lives under jodi-bench:<run>: and goes at the end.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export async function redisFor(url) {
  if (!url || url === 'off') return null;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch {
    client.disconnect();
    return null;
  }
  const prefix = `jodi-bench:${crypto.randomBytes(4).toString('hex')}:`;
  return {
    url,
    prefix,
    /** Commands Redis has served since it started, every client's (INFO commandstats). */
    async commandsServed() {
      const info = await client.info('commandstats');
      let calls = 0;
      for (const match of info.matchAll(/calls=(\d+)/g)) calls += Number(match[1]);
      return calls;
    },
    async cleanup() {
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        if (keys.length > 0) await client.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      client.disconnect();
    },
  };
}
