import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp, uniqueEmail } from '../../../test/harness';
import { orders, payments } from '../../db/schema';
import { billingKit, DAY_MS, expectDaysAfter } from './billing.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const kit = billingKit(() => t);

describe('GET /api/v1/order', () => {
  it('makes an order for each plan price, in paise and INR, with the sandbox key', async () => {
    const member = await signUpMember(t.app);
    const cases = [
      [499, 'Belief', 'monthly'],
      [4999, 'Belief', 'yearly'],
      [699, 'Trust', 'monthly'],
      [5499, 'Trust', 'yearly'],
    ] as const;
    for (const [rupees, plan, period] of cases) {
      const res = await kit.order(member, rupees);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        id: expect.stringMatching(/^order_sbx_[A-Za-z0-9]+$/),
        amount: rupees * 100,
        currency: 'INR',
        key: 'rzp_test_sandbox',
        plan,
        period,
        provider: 'sandbox',
      });
      expect(await kit.orderRow(data.id)).toMatchObject({
        userId: member.user.id,
        provider: 'sandbox',
        plan,
        period,
        amountPaise: rupees * 100,
        currency: 'INR',
        status: 'created',
        paidAt: null,
      });
    }
  });

  it('answers 400 "Choose one of the plans." for any other amount, and stores nothing', async () => {
    const member = await signUpMember(t.app);
    for (const amount of ['0', '500', '49900', '499.5', '-499', 'abc', '', '1e3']) {
      const res = await kit.order(member, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Choose one of the plans.',
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/order', headers: member.auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, member.user.id));
    expect(rows).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/v1/order?amount=499' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments',
        payload: { payment_id: 'pay_1', order_id: 'order_1', signature: 'ab', amount: 49900 },
      }),
      await t.app.inject({ method: 'GET', url: '/api/v1/payments' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('buying a plan through the sandbox checkout', () => {
  it('order, checkout, POST /payments: Belief for 30 days, and sign-in answers Belief', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const paid = await kit.paid(member, order.id);
    expect(paid).toEqual({
      payment_id: expect.stringMatching(/^pay_sbx_[A-Za-z0-9]+$/),
      order_id: order.id,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const before = Date.now();
    const res = await kit.confirm(member, { ...paid, amount: 49900 });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ plan: 'Belief', payment_id: paid.payment_id });
    expectDaysAfter(data.plan_expires_at, before, 30);

    expect(await kit.orderRow(order.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await kit.paymentsOfOrder(order.id)).toEqual([
      expect.objectContaining({
        providerPaymentId: paid.payment_id,
        userId: member.user.id,
        amountPaise: 49900,
        currency: 'INR',
        status: 'captured',
        source: 'checkout',
      }),
    ]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in',
      payload: { email: member.user.email, password: member.password },
    });
    expect(signIn.json().data.user).toMatchObject({ plan: 'Belief', plan_expires_at: data.plan_expires_at });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: member.auth });
    expect(me.json().data.plan).toBe('Belief');
  });

  it('Trust yearly lasts 365 days', async () => {
    const member = await signUpMember(t.app);
    const before = Date.now();
    const { result } = await kit.buy(member, 5499);
    expect(result.plan).toBe('Trust');
    expectDaysAfter(result.plan_expires_at, before, 365);
  });

  it('renewing the same plan adds on from the current expiry; another plan starts from now', async () => {
    const member = await signUpMember(t.app);
    const before = Date.now();
    await kit.buy(member, 499);
    const renewed = await kit.buy(member, 499);
    expectDaysAfter(renewed.result.plan_expires_at, before, 60);
    const yearly = await kit.buy(member, 4999);
    expectDaysAfter(yearly.result.plan_expires_at, before, 425);

    const switched = await kit.buy(member, 699);
    expect(switched.result.plan).toBe('Trust');
    expectDaysAfter(switched.result.plan_expires_at, Date.now(), 30);
  });

  it('a plan that ran out is renewed from now, not from the old expiry', async () => {
    const member = await signUpMember(t.app);
    await kit.setPlan(member.user.id, 'Belief', new Date(Date.now() - 10 * DAY_MS));
    const before = Date.now();
    const { result } = await kit.buy(member, 499);
    expectDaysAfter(result.plan_expires_at, before, 30);
  });

  it('a cancelled checkout answers cancelled and changes nothing', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 699);
    const res = await kit.checkout(member, { order_id: order.id, outcome: 'cancel' });
    expect(res.json()).toEqual({ data: { cancelled: true, order_id: order.id } });
    expect((await kit.orderRow(order.id)).status).toBe('created');
    expect((await kit.userPlan(member.user.id)).plan).toBe('Hope');
  });

  it("the sandbox checkout refuses another account's order and a paid one", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const { order } = await kit.buy(owner, 499);
    const refusal = async (who: typeof owner | null) => {
      const res = await kit.checkout(who, { order_id: order.id, outcome: 'success' });
      return [res.statusCode, res.json().error.code];
    };
    expect(await refusal(other)).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(await refusal(owner)).toEqual([400, 'ORDER_ALREADY_PAID']);
    expect(await refusal(null)).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('the sandbox pays only for the signed-in owner of an order', () => {
  const linkOrder = (email: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2/order?amount=499&email=${encodeURIComponent(email)}` });

  it("refuses the issue's attack: no token, another member's e-mail, sandbox checkout, v2 payment", async () => {
    const victim = await signUpMember(t.app);
    const ordersBefore = (await t.database.db.select().from(orders)).length;

    const order = await linkOrder(victim.user.email);
    expect(order.statusCode).toBe(403);
    expect(order.json()).toEqual({
      error: {
        code: 'SANDBOX_NEEDS_SIGN_IN',
        message:
          'Membership links take live payments only, and this site runs the payment sandbox. Please sign in to choose a plan.',
      },
    });
    expect(await t.database.db.select().from(orders)).toHaveLength(ordersBefore);

    // Even with an order of the victim's own, naming their e-mail pays nothing without their token.
    const own = await kit.orderFor(victim, 499);
    const checkout = await kit.checkout(null, {
      order_id: own.id,
      outcome: 'success',
      email: victim.user.email,
    });
    expect(checkout.statusCode).toBe(401);
    expect(checkout.json().error.code).toBe('UNAUTHENTICATED');

    // A payment the owner's checkout signed still cannot be confirmed by e-mail on the sandbox.
    const paid = await kit.paid(victim, own.id);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payments/',
      payload: { ...paid, amount: own.amount, email: victim.user.email },
    });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error.code).toBe('SANDBOX_NEEDS_SIGN_IN');
    expect(await kit.userPlan(victim.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
    expect(await kit.paymentsOfOrder(own.id)).toEqual([]);
  });

  it('answers member links the same for known and unknown e-mails, so nothing is learnt about accounts', async () => {
    const member = await signUpMember(t.app);
    const known = await linkOrder(member.user.email);
    const unknown = await linkOrder(uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    // The link check before plans are offered tells no more.
    const check = (email: string) =>
      t.app.inject({ method: 'GET', url: `/api/v2/member?email=${encodeURIComponent(email)}` });
    const knownCheck = await check(member.user.email);
    const unknownCheck = await check(uniqueEmail('nobody'));
    expect(knownCheck.statusCode).toBe(403);
    expect(knownCheck.json().error.code).toBe('SANDBOX_NEEDS_SIGN_IN');
    expect(unknownCheck.statusCode).toBe(403);
    expect(unknownCheck.json()).toEqual(knownCheck.json());
  });
});

describe('POST /api/v1/payments refuses what it cannot verify, and changes nothing', () => {
  async function expectUnchanged(memberId: string, orderId: string) {
    expect(await kit.userPlan(memberId)).toEqual({ plan: 'Hope', planExpiresAt: null });
    expect((await kit.orderRow(orderId)).status).toBe('created');
    expect(await kit.paymentsOfOrder(orderId)).toEqual([]);
  }

  it('a wrong signature: 400 "Payment could not be verified."', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 499);
    const paid = await kit.paid(member, order.id);
    const forged = [
      { ...paid, signature: `${paid.signature.slice(0, -1)}${paid.signature.endsWith('a') ? 'b' : 'a'}` },
      { ...paid, signature: 'deadbeef' },
      { ...paid, payment_id: 'pay_sbx_SomethingElse' },
    ];
    for (const attempt of forged) {
      const res = await kit.confirm(member, { ...attempt, amount: order.amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'PAYMENT_NOT_VERIFIED',
        message: 'Payment could not be verified.',
      });
    }
    await expectUnchanged(member.user.id, order.id);
  });

  it('a tampered amount, or another currency: 400', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 5499);
    const paid = await kit.paid(member, order.id);
    for (const amount of [49900, 5499, 549_900 + 100, 1]) {
      const res = await kit.confirm(member, { ...paid, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    }
    const currency = await kit.confirm(member, { ...paid, amount: order.amount, currency: 'USD' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    await expectUnchanged(member.user.id, order.id);
  });

  it("another account's order: 404, even with its genuine payment", async () => {
    const owner = await signUpMember(t.app);
    const thief = await signUpMember(t.app);
    const order = await kit.orderFor(owner, 699);
    const paid = await kit.paid(owner, order.id);
    const res = await kit.confirm(thief, { ...paid, amount: order.amount });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    await expectUnchanged(owner.user.id, order.id);
    expect(await kit.userPlan(thief.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });
  });

  it('invalid bodies: 400 with field details', async () => {
    const member = await signUpMember(t.app);
    const res = await kit.confirm(member, { payment_id: 'pay_1', amount: 49900 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body.order_id' })]),
    );
    const unknown = await kit.confirm(member, {
      payment_id: 'pay_1',
      order_id: 'order_sbx_unknown',
      signature: 'ab',
      amount: 49900,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('a replayed payment id', () => {
  it('answers 200 with the current plan and upgrades nothing again', async () => {
    const member = await signUpMember(t.app);
    const { order, paid, result } = await kit.buy(member, 499);
    const stored = await kit.userPlan(member.user.id);

    for (let i = 0; i < 3; i++) {
      const again = await kit.confirm(member, { ...paid, amount: order.amount });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(result);
    }
    expect(await kit.userPlan(member.user.id)).toEqual(stored);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });

  it('sent twice at once, still upgrades once', async () => {
    const member = await signUpMember(t.app);
    const order = await kit.orderFor(member, 699);
    const paid = await kit.paid(member, order.id);
    const before = Date.now();
    const answers = await Promise.all([
      kit.confirm(member, { ...paid, amount: order.amount }),
      kit.confirm(member, { ...paid, amount: order.amount }),
      kit.confirm(member, { ...paid, amount: order.amount }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expectDaysAfter((await kit.userPlan(member.user.id)).planExpiresAt, before, 30);
    expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/payments', () => {
  it("lists the member's own payments, newest first, with the current plan", async () => {
    const member = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    await kit.buy(other, 699);
    const empty = await t.app.inject({ method: 'GET', url: '/api/v1/payments', headers: member.auth });
    expect(empty.json()).toEqual({ data: { plan: 'Hope', plan_expires_at: null, payments: [] } });

    const first = await kit.buy(member, 499);
    const second = await kit.buy(member, 4999);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      plan: 'Belief',
      plan_expires_at: second.result.plan_expires_at,
      payments: [
        {
          payment_id: second.paid.payment_id,
          order_id: second.order.id,
          plan: 'Belief',
          period: 'yearly',
          amount: 4999,
          amount_paise: 499900,
          currency: 'INR',
          paid_at: expect.any(String),
        },
        expect.objectContaining({ payment_id: first.paid.payment_id, period: 'monthly', amount: 499 }),
      ],
    });
  });
});

describe('account deletion', () => {
  it('keeps orders and payments, without the account', async () => {
    const member = await signUpMember(t.app);
    const { order, paid } = await kit.buy(member, 499);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/delete/profile',
      headers: member.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect(await kit.orderRow(order.id)).toMatchObject({ userId: null, status: 'paid', amountPaise: 49900 });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paid.payment_id));
    expect(payment).toMatchObject({ userId: null, amountPaise: 49900 });
  });
});
