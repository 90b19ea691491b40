import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import {
  capturedEvent,
  type FakeRazorpay,
  startFakeRazorpay,
} from '../../adapters/payments/fake-razorpay.test-kit';
import { RazorpayProvider } from '../../adapters/payments/razorpay';
import { orders } from '../../db/schema';
import { billingKit, expectDaysAfter } from './billing.test-kit';

const WEBHOOK_SECRET = 'whsec_jodi_test_0123456789';
const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

let razorpay: FakeRazorpay;
let t: TestApp;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await buildTestApp({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.apiUrl,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});
const kit = billingKit(() => t);

describe('billing on Razorpay', () => {
  it('uses the Razorpay provider, has no sandbox checkout, and lets the checkout script through the CSP', async () => {
    expect(t.app.ctx.payments).toBeInstanceOf(RazorpayProvider);
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const res = await kit.checkout(member, { order_id: order.id, outcome: 'success' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src[^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/api\.razorpay\.com/);
  });

  it("makes the order at Razorpay (basic auth, paise, INR, our receipt) and answers Razorpay's id and key", async () => {
    const member = await signUpMember(t.app);
    razorpay.requests.length = 0;
    const res = await kit.order(member, 5499);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 549900,
      currency: 'INR',
      key: razorpay.keyId,
      plan: 'Trust',
      period: 'yearly',
      provider: 'razorpay',
    });
    expect(razorpay.requests).toHaveLength(1);
    const [request] = razorpay.requests;
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
    );
    const stored = await kit.orderRow(data.id);
    expect(request?.body).toEqual({ amount: 549900, currency: 'INR', receipt: stored.id });
    expect(stored).toMatchObject({ provider: 'razorpay', userId: member.user.id, amountPaise: 549900 });
  });

  it("confirms a payment signed with the key secret as Razorpay's checkout signs it", async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const paymentId = 'pay_Rzp0000000001A';
    const forged = await kit.confirm(member, {
      payment_id: paymentId,
      order_id: order.id,
      signature: hmac('not-the-secret', `${order.id}|${paymentId}`),
      amount: order.amount,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    expect((await kit.userPlan(member.user.id)).plan).toBe('Hope');

    const before = Date.now();
    const res = await kit.confirm(member, {
      payment_id: paymentId,
      order_id: order.id,
      signature: hmac(razorpay.keySecret, `${order.id}|${paymentId}`),
      amount: order.amount,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ plan: 'Belief', payment_id: paymentId });
    expectDaysAfter(res.json().data.plan_expires_at, before, 30);
  });

  it('takes a webhook signed with the webhook secret, and refuses one signed with the key secret', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 699);
    const body = capturedEvent('payment.captured', order, 'pay_Rzp0000000002B');
    const withKeySecret = await kit.webhook(body, { 'x-razorpay-signature': hmac(razorpay.keySecret, body) });
    expect(withKeySecret.statusCode).toBe(400);
    expect(withKeySecret.json().error.code).toBe('WEBHOOK_INVALID');
    const res = await kit.webhook(body, {
      'x-razorpay-signature': hmac(WEBHOOK_SECRET, body),
      'x-razorpay-event-id': 'evt_Rzp0000000001',
    });
    expect(res.json().data.outcome).toBe('upgraded');
    expect((await kit.userPlan(member.user.id)).plan).toBe('Trust');
  });

  it('answers 502 and stores no order when Razorpay cannot make one', async () => {
    const member = await signUpMember(t.app);
    razorpay.failNext = 503;
    const res = await kit.order(member, 699);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Something went wrong. Please try again later',
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, member.user.id))).toEqual([]);
  });
});
