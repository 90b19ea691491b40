import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp, uniqueEmail } from '../../../test/harness';
import { type FakeRazorpay, startFakeRazorpay } from '../../adapters/payments/fake-razorpay.test-kit';
import { orders, users } from '../../db/schema';
import { LINK_LIMIT } from './billing.service';
import { billingKit, expectDaysAfter } from './billing.test-kit';

/** Member links pay through a live provider only (the sandbox refuses them): here, a fake Razorpay. */
let razorpay: FakeRazorpay;
let t: TestApp;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  t = await buildTestApp({
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_API_URL: razorpay.apiUrl,
  });
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});
const kit = billingKit(() => t);

/** What Razorpay's checkout hands the browser once `orderId` is paid: signed with the key secret. */
function paidAtRazorpay(orderId: string) {
  const paymentId = `pay_${crypto.randomBytes(7).toString('hex')}`;
  const signature = crypto
    .createHmac('sha256', razorpay.keySecret)
    .update(`${orderId}|${paymentId}`)
    .digest('hex');
  return { payment_id: paymentId, order_id: orderId, signature };
}

/** Each test its own client address, so the per-IP limit of one never trips another. */
let ipCounter = 10;
const nextIp = () => `203.0.113.${ipCounter++}`;

const orderByEmail = (email: string, amount: number | string, ip = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/order?amount=${amount}&email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
const checkLink = (email: string, ip = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/member?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });
const payByEmail = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/payments/', payload, remoteAddress: ip });

describe('member link payments (v2, by e-mail, without a token)', () => {
  it("order, Razorpay's checkout and payment by e-mail upgrade that account", async () => {
    const member = await signUpMember(t.app);
    const ip = nextIp();
    // The link's e-mail may arrive in another case or with spaces: it is normalised.
    const res = await orderByEmail(`  ${member.user.email.toUpperCase()} `, 699, ip);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({ amount: 69900, currency: 'INR', key: razorpay.keyId, plan: 'Trust' });
    expect((await kit.orderRow(order.id)).userId).toBe(member.user.id);
    const paid = paidAtRazorpay(order.id);

    const before = Date.now();
    const confirmed = await payByEmail({ ...paid, amount: order.amount, email: member.user.email }, ip);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ plan: 'Trust', payment_id: paid.payment_id });
    expectDaysAfter(confirmed.json().data.plan_expires_at, before, 30);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json().data.user.plan).toBe('Trust');

    // A replay by e-mail changes nothing.
    const stored = await kit.userPlan(member.user.id);
    const replay = await payByEmail({ ...paid, amount: order.amount, email: member.user.email }, ip);
    expect(replay.statusCode).toBe(200);
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
  });

  it('an unknown e-mail answers 404 "Expired or invalid link" and makes no account and no order', async () => {
    const email = uniqueEmail('stranger');
    const ordersBefore = (await t.database.db.select().from(orders)).length;
    const res = await orderByEmail(email, 499);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'MEMBER_LINK_INVALID',
      message: 'Expired or invalid link',
    });
    const pay = await payByEmail({
      payment_id: 'pay_Rzp0000000001',
      order_id: 'order_Rzp0000000001',
      signature: 'ab',
      amount: 49900,
      email,
    });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().error).toMatchObject({
      code: 'MEMBER_LINK_INVALID',
      message: 'Expired or invalid link',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.database.db.select().from(orders)).toHaveLength(ordersBefore);
  });

  it("cannot pay another account's order by naming a different e-mail", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const order = (await orderByEmail(owner.user.email, 499)).json().data;
    const paid = paidAtRazorpay(order.id);
    const res = await payByEmail({ ...paid, amount: order.amount, email: other.user.email });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    expect(await kit.userPlan(other.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
    expect(await kit.userPlan(owner.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
  });

  it('refuses other amounts and wrong signatures as v1 does', async () => {
    const member = await signUpMember(t.app);
    expect((await orderByEmail(member.user.email, 100)).json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose one of the plans.',
    });
    const order = (await orderByEmail(member.user.email, 5499)).json().data;
    const paid = paidAtRazorpay(order.id);
    const wrongSig = await payByEmail({
      ...paid,
      signature: '0'.repeat(64),
      amount: order.amount,
      email: member.user.email,
    });
    expect(wrongSig.json().error).toMatchObject({
      code: 'PAYMENT_NOT_VERIFIED',
      message: 'Payment could not be verified.',
    });
    const wrongAmount = await payByEmail({ ...paid, amount: 54900, email: member.user.email });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    expect(await kit.userPlan(member.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
  });

  it('checks the link before plans are offered: 200 for an account, 404 "Expired or invalid link" otherwise', async () => {
    const member = await signUpMember(t.app);
    const known = await checkLink(`  ${member.user.email.toUpperCase()} `);
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toEqual({ data: { valid: true } });

    const email = uniqueEmail('stranger');
    const unknown = await checkLink(email);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'MEMBER_LINK_INVALID',
      message: 'Expired or invalid link',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const blank = await checkLink('');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('VALIDATION_FAILED');
  });

  it(`limits each client address to ${LINK_LIMIT.max} link checks per window (429 with Retry-After)`, async () => {
    const ip = nextIp();
    const email = uniqueEmail('probe');
    for (let i = 0; i < LINK_LIMIT.max; i++) expect((await checkLink(email, ip)).statusCode).toBe(404);
    const limited = await checkLink(email, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`limits each client address to ${LINK_LIMIT.max} link orders per window (429 with Retry-After)`, async () => {
    const ip = nextIp();
    const email = uniqueEmail('probe');
    for (let i = 0; i < LINK_LIMIT.max; i++)
      expect((await orderByEmail(email, 499, ip)).statusCode).toBe(404);
    const limited = await orderByEmail(email, 499, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await orderByEmail(email, 499)).statusCode).toBe(404);
  });
});
