import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-process WhatsApp Cloud API for tests: POST /{phone-number-id}/messages with a bearer
 * token, answering as the Graph API does (`wamid.` ids, its error shape).
 */
export interface FakeWhatsAppCloud {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** Every request: method, path, Authorization header and JSON body. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** The next message request answers this HTTP status once (the number is not on WhatsApp...). */
  failNext: number | undefined;
  close(): Promise<void>;
}

export async function startFakeWhatsAppCloud(): Promise<FakeWhatsAppCloud> {
  const token = `EAAG${crypto.randomBytes(12).toString('hex')}`;
  const phoneNumberId = '106540352242922';
  const requests: FakeWhatsAppCloud['requests'] = [];
  const state: { failNext: number | undefined } = { failNext: undefined };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string) =>
    send(res, status, { error: { message, type: 'OAuthException', code: status === 401 ? 190 : 131030 } });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = null;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || path !== `/v21.0/${phoneNumberId}/messages`)
      return error(res, 404, 'Unknown path');
    if (req.headers.authorization !== `Bearer ${token}`)
      return error(res, 401, 'Invalid OAuth access token.');
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = undefined;
      return error(res, status, 'Recipient phone number not in allowed list');
    }
    const to = (body as { to?: unknown } | null)?.to;
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: `wamid.${crypto.randomBytes(16).toString('base64url')}` }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    token,
    phoneNumberId,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(status) {
      state.failNext = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
