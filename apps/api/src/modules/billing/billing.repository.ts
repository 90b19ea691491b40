import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, payments, users, webhookEvents } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentProviderName = OrderRow['provider'];

export interface PlanRow {
  plan: string;
  planExpiresAt: Date | null;
}

export interface PaymentListRow {
  providerPaymentId: string;
  providerOrderId: string;
  plan: OrderRow['plan'];
  period: OrderRow['period'];
  amountPaise: number;
  currency: string;
  createdAt: Date;
}

/** The SQL of billing; every method takes the database or transaction explicitly. */
export class BillingRepository {
  async insertOrder(db: Database, values: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  }

  /** The order by the provider's id, limited to one account when `userId` is given. */
  async findOrder(db: Database, providerOrderId: string, userId?: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        userId
          ? and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId))
          : eq(orders.providerOrderId, providerOrderId),
      )
      .limit(1);
    return row ?? null;
  }

  /** Locks the order row until the transaction ends, so one payment settles it at a time. */
  async lockOrder(tx: Database, orderId: string): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    return row ?? null;
  }

  async findPayment(db: Database, providerPaymentId: string): Promise<{ orderId: string } | null> {
    const [row] = await db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId))
      .limit(1);
    return row ?? null;
  }

  /** Inserts the payment; false when that provider payment id is already recorded. */
  async insertPayment(
    tx: Database,
    values: {
      orderId: string;
      userId: string | null;
      providerPaymentId: string;
      amountPaise: number;
      currency: string;
      source: 'checkout' | 'webhook';
    },
  ): Promise<boolean> {
    const rows = await tx
      .insert(payments)
      .values(values)
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  async markOrderPaid(tx: Database, orderId: string, paidAt: Date): Promise<void> {
    await tx.update(orders).set({ status: 'paid', paidAt }).where(eq(orders.id, orderId));
  }

  /** The user's stored plan and expiry, locked so two upgrades of one account never interleave. */
  async lockUserPlan(tx: Database, userId: string): Promise<PlanRow | null> {
    const [row] = await tx
      .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async findUserPlan(db: Database, userId: string): Promise<PlanRow | null> {
    const [row] = await db
      .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  async setUserPlan(tx: Database, userId: string, plan: string, planExpiresAt: Date): Promise<void> {
    await tx.update(users).set({ plan, planExpiresAt, updatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** An active account by its normalised e-mail (the member link of /member?email=). */
  async findActiveUserIdByEmail(db: Database, email: string): Promise<string | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), eq(users.status, 'active')))
      .limit(1);
    return row?.id ?? null;
  }

  async listPaymentsOf(db: Database, userId: string, limit: number): Promise<PaymentListRow[]> {
    return db
      .select({
        providerPaymentId: payments.providerPaymentId,
        providerOrderId: orders.providerOrderId,
        plan: orders.plan,
        period: orders.period,
        amountPaise: payments.amountPaise,
        currency: payments.currency,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  }

  /** Records a webhook event and answers its row id; null when it was already recorded (a redelivery). */
  async recordWebhookEvent(
    tx: Database,
    values: { provider: PaymentProviderName; eventId: string; type: string },
  ): Promise<string | null> {
    const rows = await tx
      .insert(webhookEvents)
      .values(values)
      .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
      .returning({ id: webhookEvents.id });
    return rows[0]?.id ?? null;
  }

  async finishWebhookEvent(tx: Database, id: string, outcome: string): Promise<void> {
    await tx.update(webhookEvents).set({ outcome, processedAt: sql`now()` }).where(eq(webhookEvents.id, id));
  }
}
