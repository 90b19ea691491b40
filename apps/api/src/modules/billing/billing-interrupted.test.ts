import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';
import { billingKit } from './billing.test-kit';

/**
 * Faults: a payment cut short between recording it and upgrading the plan (the
 * process dies, the database connection drops, a bug throws) leaves nothing half-written: the
 * payment, the paid order and the plan change are one transaction. The browser's retry of the
 * same payment then upgrades the account, once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const kit = billingKit(() => t);

/** The real repository, except that upgrading a plan fails, after the payment row is written. */
class PlanUpdateFails extends BillingRepository {
  override async setUserPlan(): Promise<void> {
    throw new Error('connection lost while upgrading the plan');
  }
}

it('leaves no payment, no paid order and no plan change when the plan update fails; the retry pays once', async () => {
  const member = await signUpMember(t.app);
  const { ctx } = t.app;
  const interrupted = new BillingService({
    db: t.database.db,
    repo: new PlanUpdateFails(),
    provider: ctx.payments,
    limits: ctx.limits,
    log: t.app.log,
  });
  const order = await kit.orderFor(member, 699);
  const paid = await kit.paid(member, order.id);
  const confirmation = { ...paid, amount: order.amount };

  await expect(interrupted.confirmPayment({ userId: member.user.id }, confirmation)).rejects.toThrow(
    'connection lost',
  );
  expect(await kit.paymentsOfOrder(order.id)).toEqual([]);
  expect(await kit.orderRow(order.id)).toMatchObject({ status: 'created', paidAt: null });
  expect(await kit.userPlan(member.user.id)).toEqual({ plan: 'Hope', planExpiresAt: null });

  const retry = await kit.confirm(member, confirmation);
  expect(retry.statusCode, retry.body).toBe(200);
  expect(retry.json().data).toMatchObject({ plan: 'Trust', payment_id: paid.payment_id });
  const again = await kit.confirm(member, confirmation);
  expect(again.statusCode, again.body).toBe(200);
  expect(await kit.paymentsOfOrder(order.id)).toHaveLength(1);
  expect(await kit.orderRow(order.id)).toMatchObject({ status: 'paid' });
  expect((await kit.userPlan(member.user.id)).plan).toBe('Trust');
});
