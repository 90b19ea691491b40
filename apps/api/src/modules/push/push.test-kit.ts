import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';

/** What a push service is asked to do with a push: the path says how it answers. */
export type PushAnswer = 'ok' | 'gone' | 'missing' | 'fail' | 'hold';
const STATUS: Record<PushAnswer, number> = { ok: 201, gone: 410, missing: 404, fail: 500, hold: 201 };

export interface ReceivedPush {
  endpoint: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (RFC 8030's push resource): `/ok/…` answers 201, `/gone/…` 410,
 * `/missing/…` 404, `/fail/…` 500; it keeps every push it was sent. `/hold/…` never answers its
 * first push (kept in `held`, not taken: a sender killed meanwhile), and takes the next with 201.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const held: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const answer = (path.split('/')[1] ?? '') as PushAnswer;
      const push = { endpoint: `${origin}${path}`, headers: req.headers, body: Buffer.concat(chunks) };
      if (answer === 'hold' && !held.some((p) => p.endpoint === push.endpoint)) {
        held.push(push);
        return;
      }
      received.push(push);
      res.writeHead(req.method === 'POST' ? (STATUS[answer] ?? 400) : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** A fresh endpoint that answers as asked. */
    endpoint: (answer: PushAnswer) => `${origin}/${answer}/${crypto.randomUUID()}`,
    /** The pushes sent to `endpoint`, oldest first. */
    at: (endpoint: string) => received.filter((push) => push.endpoint === endpoint),
    /** Pushes to a `/hold/` endpoint left unanswered. */
    heldAt: (endpoint: string) => held.filter((push) => push.endpoint === endpoint),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushServiceFake = Awaited<ReturnType<typeof startPushService>>;

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/**
 * Opens an aes128gcm push (RFC 8188 records, keys of RFC 8291) with the browser's P-256 private
 * key and auth secret, as a browser does; throws when it was not encrypted for them.
 */
export function decryptPush(body: Buffer, browser: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not the sender’s P-256 key');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey]);
  const ikm = hkdf(browser.computeSecret(senderKey), authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idLength);
  const text: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq += 1, at += recordSize) {
    const record = records.subarray(at, at + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = at + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    text.push(padded.subarray(0, end));
  }
  return Buffer.concat(text).toString('utf8');
}

/** A browser's push keys as PushManager.subscribe() makes them, and what opens its pushes. */
export function browserKeys() {
  const browser = crypto.createECDH('prime256v1');
  browser.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    open: (push: ReceivedPush) =>
      JSON.parse(decryptPush(push.body, browser, auth)) as Record<string, unknown>,
  };
}

/** The VAPID claim of a push (RFC 8292), checked against its key: the key and the JWT's claims. */
export async function vapidOf(push: ReceivedPush) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error('no VAPID authorization');
  const [, token = '', k = ''] = match;
  const raw = Buffer.from(k, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), {
    audience: new URL(push.endpoint).origin,
  });
  return { publicKey: k, subject: payload.sub };
}

/** Subscribes the member's browser to pushes at an endpoint of `service` that answers `answer`. */
export async function subscribeBrowser(
  app: FastifyInstance,
  who: { auth: Record<string, string> },
  service: PushServiceFake,
  answer: PushAnswer = 'ok',
) {
  const { keys, open } = browserKeys();
  const endpoint = service.endpoint(answer);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: who.auth,
    payload: { endpoint, expirationTime: null, keys },
  });
  if (res.statusCode !== 201) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
  return { endpoint, keys, open };
}

/** Waits until `probe` holds (a job worked by the app's queue). */
export async function until(probe: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out waiting for the push');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
