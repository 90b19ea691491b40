import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-process Razorpay Orders API for tests: POST /v1/orders with basic auth, answering
 * as Razorpay does (amount in paise, `order_...` ids, Razorpay's error shape).
 */
export interface FakeRazorpay {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** Every request: method, path, the Authorization header and the parsed JSON body. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** Orders made, by id. */
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string | undefined }>;
  /** The next order request answers this HTTP status (Razorpay being down) once. */
  failNext: number | undefined;
  close(): Promise<void>;
}

const alnum = (length: number) =>
  Array.from(
    crypto.randomBytes(length),
    (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62],
  ).join('');

export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? `rzp_test_${alnum(14)}`;
  const keySecret = options.keySecret ?? alnum(24);
  const requests: FakeRazorpay['requests'] = [];
  const orders: FakeRazorpay['orders'] = new Map();
  const state: { failNext: number | undefined } = { failNext: undefined };

  function send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const error = (res: http.ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });

    if (req.method !== 'POST' || path !== '/v1/orders')
      return error(res, 404, 'The requested URL was not found');
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'Authentication failed');
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = undefined;
      return error(res, status, 'Something went wrong');
    }
    const order = body as { amount?: unknown; currency?: unknown; receipt?: unknown } | null;
    if (!order || typeof order.amount !== 'number' || !Number.isInteger(order.amount) || order.amount < 100) {
      return error(res, 400, 'The amount must be atleast INR 1.00');
    }
    if (order.currency !== 'INR') return error(res, 400, 'The currency is not supported');
    if (order.receipt !== undefined && (typeof order.receipt !== 'string' || order.receipt.length > 40)) {
      return error(res, 400, 'The receipt may not be greater than 40 characters');
    }
    const id = `order_${alnum(14)}`;
    const receipt = order.receipt as string | undefined;
    orders.set(id, { id, amount: order.amount, currency: order.currency, receipt });
    send(res, 200, {
      id,
      entity: 'order',
      amount: order.amount,
      amount_paid: 0,
      amount_due: order.amount,
      currency: order.currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: [],
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) error(res, 500, 'internal');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    orders,
    get failNext() {
      return state.failNext;
    },
    set failNext(status: number | undefined) {
      state.failNext = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Razorpay webhook body for a captured payment of `order` (what `payment.captured` carries). */
export function capturedEvent(
  type: 'payment.captured' | 'order.paid',
  order: { id: string; amount: number },
  paymentId: string,
  overrides: { status?: string; amount?: number; currency?: string } = {},
): string {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: overrides.amount ?? order.amount,
    currency: overrides.currency ?? 'INR',
    status: overrides.status ?? 'captured',
    order_id: order.id,
    method: 'card',
    captured: true,
    email: 'void@razorpay.com',
    contact: '+919999999999',
    created_at: Math.floor(Date.now() / 1000),
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (type === 'order.paid') {
    payload.order = {
      entity: {
        id: order.id,
        entity: 'order',
        amount: order.amount,
        amount_paid: order.amount,
        status: 'paid',
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event: type,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}
