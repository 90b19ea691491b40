import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { capturedEvent } from '../../adapters/payments/fake-razorpay.test-kit';
import { deriveSandboxSecrets } from '../../adapters/payments/sandbox';
import { billingKit, expectDaysAfter } from './billing.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const kit = billingKit(() => t);

/** The sandbox's webhook secret, derived here from the app's JWT secret as the provider does. */
const webhookSecret = () => deriveSandboxSecrets(t.config.jwtSecret!).webhookSecret;
const sign = (body: string, secret = webhookSecret()) =>
  crypto.createHmac('sha256', secret).update(body).digest('hex');
const eventId = () => `evt_${crypto.randomBytes(7).toString('hex')}`;
const deliver = (body: string, id = eventId(), signature = sign(body)) =>
  kit.webhook(body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': id });

describe('POST /api/v1/payments/webhook', () => {
  it('a genuine payment.captured for an unconfirmed order upgrades once; a redelivery is a no-op', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_FromWebhook01');
    const id = eventId();
    const before = Date.now();

    const first = await deliver(body, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { received: true, outcome: 'upgraded' } });
    const stored = await kit.userPlan(member.user.id);
    expect(stored.plan).toBe('Belief');
    expectDaysAfter(stored.planExpiresAt, before, 30);
    expect(await kit.paymentsOfOrder(order.id)).toEqual([
      expect.objectContaining({
        providerPaymentId: 'pay_sbx_FromWebhook01',
        source: 'webhook',
        amountPaise: 49900,
      }),
    ]);

    const again = await deliver(body, id);
    expect(again.json().data.outcome).toBe('duplicate');
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
    const recorded = (await kit.events()).filter((e) => e.eventId === id);
    expect(recorded).toEqual([
      expect.objectContaining({
        type: 'payment.captured',
        outcome: 'upgraded',
        processedAt: expect.any(Date),
      }),
    ]);

    // order.paid for the same payment (another event id) changes nothing either.
    const paidEvent = await deliver(capturedEvent('order.paid', order, 'pay_sbx_FromWebhook01'));
    expect(paidEvent.json().data.outcome).toBe('already_paid');
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });

  it("after the browser's POST, the webhook of the same payment is a no-op", async () => {
    const member = await signUpMember(t.app);
    const { order, paid } = await kit.buy(member, 699);
    const stored = await kit.userPlan(member.user.id);
    const res = await deliver(capturedEvent('payment.captured', order, paid.payment_id));
    expect(res.json().data.outcome).toBe('already_paid');
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });

  it("after the webhook, the browser's POST of the same payment answers the plan without adding on", async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 4999);
    const paid = await kit.paid(member, order.id);
    await deliver(capturedEvent('order.paid', order, paid.payment_id));
    const stored = await kit.userPlan(member.user.id);
    expect(stored.plan).toBe('Belief');
    const res = await kit.confirm(member, { ...paid, amount: order.amount });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      plan: 'Belief',
      plan_expires_at: stored.planExpiresAt!.toISOString(),
      payment_id: paid.payment_id,
    });
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
  });

  it('a forged webhook: 400, nothing recorded, nothing upgraded', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 5499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Forged000001');
    const eventsBefore = (await kit.events()).length;
    const attempts = [
      kit.webhook(body, { 'x-razorpay-signature': sign(body, 'guessed-secret') }),
      kit.webhook(body, { 'x-razorpay-signature': 'abc' }),
      kit.webhook(body, {}),
      // Signed, then altered: the signature covers the exact bytes.
      kit.webhook(body.replace('"amount":549900', '"amount":549901'), { 'x-razorpay-signature': sign(body) }),
      kit.webhook(` ${body}`, { 'x-razorpay-signature': sign(body) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'WEBHOOK_INVALID',
        message: 'The webhook signature is not valid.',
      });
    }
    expect(await kit.userPlan(member.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
    expect((await kit.orderRow(order.id)).status).toBe('created');
    expect(await kit.paymentsOfOrder(order.id)).toEqual([]);
    expect(await kit.events()).toHaveLength(eventsBefore);
  });

  it('a failed event after the capture never downgrades; other events are recorded and ignored', async () => {
    const member = await signUpMember(t.app);
    const { order, paid } = await kit.buy(member, 499);
    const stored = await kit.userPlan(member.user.id);
    const failed = capturedEvent('payment.captured', order, paid.payment_id, { status: 'failed' }).replace(
      '"event":"payment.captured"',
      '"event":"payment.failed"',
    );
    expect((await deliver(failed)).json().data.outcome).toBe('ignored');
    const refund = JSON.stringify({ entity: 'event', event: 'refund.created', payload: {} });
    expect((await deliver(refund)).json().data.outcome).toBe('ignored');
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
    expect((await kit.orderRow(order.id)).status).toBe('paid');
  });

  it('an unknown order, or a payment that does not match its order, is answered 200 and ignored', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 699);
    const unknown = await deliver(
      capturedEvent('payment.captured', { id: 'order_sbx_NotOurs', amount: 69900 }, 'pay_sbx_x1'),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.outcome).toBe('ignored');
    const short = await deliver(capturedEvent('payment.captured', order, 'pay_sbx_x2', { amount: 100 }));
    expect(short.json().data.outcome).toBe('ignored');
    const usd = await deliver(capturedEvent('payment.captured', order, 'pay_sbx_x3', { currency: 'USD' }));
    expect(usd.json().data.outcome).toBe('ignored');
    expect(await kit.userPlan(member.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
    expect(await kit.paymentsOfOrder(order.id)).toEqual([]);
  });

  it('without an event id header, the same body counts as the same event', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_NoHeader0001');
    const first = await kit.webhook(body, { 'x-razorpay-signature': sign(body) });
    expect(first.json().data.outcome).toBe('upgraded');
    const second = await kit.webhook(body, { 'x-razorpay-signature': sign(body) });
    expect(second.json().data.outcome).toBe('duplicate');
  });

  it('reads the raw bytes whatever the content type says', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Charset00001');
    const res = await kit.webhook(body, {
      'content-type': 'application/json; charset=utf-8',
      'x-razorpay-signature': sign(body),
    });
    expect(res.json().data.outcome).toBe('upgraded');
    const plain = capturedEvent('order.paid', order, 'pay_sbx_Charset00001');
    const text = await kit.webhook(plain, {
      'content-type': 'text/plain',
      'x-razorpay-signature': sign(plain),
    });
    expect(text.json().data.outcome).toBe('already_paid');
  });

  it('refuses a signed body that is not an event with 400', async () => {
    for (const body of ['not json', '[]', '{"payload":{}}']) {
      const res = await kit.webhook(body, { 'x-razorpay-signature': sign(body) });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code, body).toBe('WEBHOOK_INVALID');
    }
  });

  it('refuses a body past its 256 KB limit with 413, recording nothing', async () => {
    const eventsBefore = (await kit.events()).length;
    const body = JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(300 * 1024) });
    const res = await kit.webhook(body, { 'x-razorpay-signature': sign(body) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await kit.events()).toHaveLength(eventsBefore);
  });

  it('many deliveries of one event at once process it once', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 699);
    const body = capturedEvent('payment.captured', order, 'pay_sbx_Concurrent01');
    const id = eventId();
    const answers = await Promise.all([deliver(body, id), deliver(body, id), deliver(body, id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'upgraded']);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });
});
