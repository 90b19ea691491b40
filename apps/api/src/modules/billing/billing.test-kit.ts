import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SignedUp, TestApp } from '../../../test/harness';
import { SandboxProvider } from '../../adapters/payments/sandbox';
import { orders, payments, users, webhookEvents } from '../../db/schema';

/** Route helpers and database reads shared by the billing tests (each test file has its own app). */
export function billingKit(t: () => TestApp) {
  const kit = {
    order: (member: SignedUp, amount: string | number) =>
      t().app.inject({ method: 'GET', url: `/api/v1/order?amount=${amount}`, headers: member.auth }),

    /** A created order's wire answer (asserts 200). */
    async orderFor(member: SignedUp, amount: number) {
      const res = await kit.order(member, amount);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: string; amount: number; currency: string; key: string; plan: string };
    },

    checkout: (member: SignedUp | null, payload: Record<string, unknown>) =>
      t().app.inject({
        method: 'POST',
        url: '/api/v1/sandbox/checkout',
        headers: member?.auth ?? {},
        payload,
      }),

    /** What the sandbox checkout hands the browser for a successful payment. */
    async paid(member: SignedUp, orderId: string) {
      const res = await kit.checkout(member, { order_id: orderId, outcome: 'success' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { payment_id: string; order_id: string; signature: string };
    },

    confirm: (member: SignedUp, payload: Record<string, unknown>) =>
      t().app.inject({ method: 'POST', url: '/api/v1/payments/', headers: member.auth, payload }),

    /** Order, sandbox checkout and confirmation: a bought plan (asserts 200). */
    async buy(member: SignedUp, rupees: number) {
      const order = await kit.orderFor(member, rupees);
      const paid = await kit.paid(member, order.id);
      const res = await kit.confirm(member, { ...paid, amount: order.amount });
      expect(res.statusCode, res.body).toBe(200);
      return {
        order,
        paid,
        result: res.json().data as { plan: string; plan_expires_at: string; payment_id: string },
      };
    },

    webhook: (body: string, headers: Record<string, string>) =>
      t().app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      }),

    sandbox(): SandboxProvider {
      const provider = t().app.ctx.payments;
      if (!(provider instanceof SandboxProvider)) throw new Error('not the sandbox provider');
      return provider;
    },

    async userPlan(userId: string) {
      const [row] = await t()
        .database.db.select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
        .from(users)
        .where(eq(users.id, userId));
      return row!;
    },

    async orderRow(providerOrderId: string) {
      const [row] = await t()
        .database.db.select()
        .from(orders)
        .where(eq(orders.providerOrderId, providerOrderId));
      return row!;
    },

    async paymentsOfOrder(providerOrderId: string) {
      const order = await kit.orderRow(providerOrderId);
      return t().database.db.select().from(payments).where(eq(payments.orderId, order.id));
    },

    async events() {
      return t().database.db.select().from(webhookEvents);
    },

    async setPlan(userId: string, plan: string, planExpiresAt: Date | null) {
      await t().database.db.update(users).set({ plan, planExpiresAt }).where(eq(users.id, userId));
    },
  };
  return kit;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Asserts `iso` is `days` after `from` (ms), within a minute. */
export function expectDaysAfter(iso: string | Date | null | undefined, from: number, days: number) {
  expect(iso).toBeTruthy();
  const at = new Date(iso!).getTime();
  expect(Math.abs(at - (from + days * DAY_MS))).toBeLessThan(60_000);
}
