import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../test/harness';
import { capturedEvent } from '../adapters/payments/fake-razorpay.test-kit';
import { deriveSandboxSecrets } from '../adapters/payments/sandbox';
import { billingKit } from '../modules/billing/billing.test-kit';

/**
 * Attack: getting a paid plan without paying for it. A tampered amount, a cheap payment shown
 * for a dear order, another account's order, a replayed payment, a forged, re-signed or
 * duplicated webhook. After each, the attacker is still on Hope (or on exactly what they paid for).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const kit = billingKit(() => t);

const HOPE = { plan: 'Hope', planExpiresAt: null };
const expectHope = async (member: SignedUp) => expect(await kit.userPlan(member.user.id)).toEqual(HOPE);

describe('orders and confirmations', () => {
  it('refuses an order for an amount that is not a plan price (0, 1 rupee, negative, fractional, huge)', async () => {
    const member = await signUpMember(t.app);
    for (const amount of ['0', '1', '-499', '498.99', '4.99e2', '1e9', '499;DROP', '']) {
      const res = await kit.order(member, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().error.code, amount).toBe('VALIDATION_FAILED');
    }
  });

  it('ignores a tampered amount: a cheap order stays cheap whatever amount the browser claims', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const paid = await kit.paid(member, order.id);
    for (const [amount, code] of [
      [549_900, 'PAYMENT_NOT_VERIFIED'],
      [1, 'PAYMENT_NOT_VERIFIED'],
      [0, 'VALIDATION_FAILED'],
    ] as const) {
      const res = await kit.confirm(member, { ...paid, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.code, String(amount)).toBe(code);
    }
    await expectHope(member);
    const ok = await kit.confirm(member, { ...paid, amount: order.amount });
    expect(ok.json().data.plan).toBe('Belief');
  });

  it("refuses a cheap order's genuine payment presented for a dear order", async () => {
    const member = await signUpMember(t.app);
    const cheap = await kit.orderFor(member, 499);
    const dear = await kit.orderFor(member, 5499);
    const paid = await kit.paid(member, cheap.id);
    const res = await kit.confirm(member, { ...paid, order_id: dear.id, amount: dear.amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    await expectHope(member);
  });

  it("refuses another account's order and its genuine payment (404), upgrading neither", async () => {
    const owner = await signUpMember(t.app);
    const thief = await signUpMember(t.app);
    const order = await kit.orderFor(owner, 699);
    const paid = await kit.paid(owner, order.id);
    const res = await kit.confirm(thief, { ...paid, amount: order.amount });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    await expectHope(thief);
    await expectHope(owner);
  });

  it('refuses a payment used once to pay for a second order', async () => {
    const member = await signUpMember(t.app);
    const { paid } = await kit.buy(member, 499);
    const before = await kit.userPlan(member.user.id);
    const second = await kit.orderFor(member, 499);
    const res = await kit.confirm(member, { ...paid, order_id: second.id, amount: second.amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    expect(await kit.userPlan(member.user.id)).toEqual(before);
  });

  it('a replayed confirmation extends nothing', async () => {
    const member = await signUpMember(t.app);
    const { order, paid } = await kit.buy(member, 499);
    const before = await kit.userPlan(member.user.id);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => kit.confirm(member, { ...paid, amount: order.amount })),
    );
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(await kit.userPlan(member.user.id)).toEqual(before);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });
});

describe('webhooks', () => {
  const secret = () => deriveSandboxSecrets(t.config.jwtSecret!).webhookSecret;
  const sign = (body: string, key = secret()) => crypto.createHmac('sha256', key).update(body).digest('hex');
  const eventId = () => `evt_${crypto.randomBytes(7).toString('hex')}`;
  const deliver = (body: string, signature: string, id = eventId()) =>
    kit.webhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': id });

  it('refuses a forged webhook: no signature, a wrong key, a signature of another body (400)', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 5499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Forged000001');
    const other = capturedEvent('payment.captured', order, 'pay_sbx_Forged000002');
    const attempts = [
      kit.webhook(body, { 'x-razorpay-event-id': eventId() }),
      deliver(body, sign(body, crypto.randomBytes(32).toString('hex'))),
      deliver(body, sign(other)),
      deliver(body, ''),
      deliver(`${body} `, sign(body)),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_INVALID');
    }
    await expectHope(member);
    expect(await kit.paymentsOfOrder(order.id)).toEqual([]);
  });

  it('ignores a genuinely signed event whose amount does not match its order', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 5499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Underpaid0001', { amount: 100 });
    const res = await deliver(body, sign(body));
    expect(res.statusCode).toBe(200);
    await expectHope(member);
  });

  it('processes a duplicated webhook once, under the same or a new event id', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Duplicate0001');
    const id = eventId();
    const first = await deliver(body, sign(body), id);
    expect(first.json().data.outcome).toBe('upgraded');
    const after = await kit.userPlan(member.user.id);
    const again = await Promise.all([
      deliver(body, sign(body), id),
      deliver(body, sign(body), id),
      deliver(body, sign(body)),
    ]);
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
    expect(await kit.userPlan(member.user.id)).toEqual(after);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });
});
