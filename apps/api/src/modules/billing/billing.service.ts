import crypto from 'node:crypto';
import {
  type PaidPlanName,
  PLAN_PERIOD_DAYS,
  type PlanPeriod,
  planForPrice,
  recognisePlan,
} from '@jodi/contract';
import { type PaymentProvider, PaymentProviderError } from '../../adapters/payments/payment-provider';
import { SandboxProvider } from '../../adapters/payments/sandbox';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { appError, badRequest, notFound } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { BillingRepository, OrderRow, PlanRow } from './billing.repository';
import {
  type OrderView,
  type PaymentHistory,
  type PaymentInput,
  type PaymentResult,
  type PlanState,
  type SandboxCheckoutResult,
  type WebhookEvent,
  type WebhookResult,
  webhookEventSchema,
} from './billing.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The sandbox pays any order it is shown, so it pays only for the signed-in owner of the order: a
 * member link (v2, by e-mail, no token) would let anyone upgrade any account for free.
 */
export const linkNeedsLiveProvider = () => appError('SANDBOX_NEEDS_SIGN_IN');

/** Unauthenticated member-link calls (v2) per IP, each action counted on its own. */
export const LINK_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };
/** Orders a signed-in member may make; each one is a call to the provider. */
export const ORDER_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BillingServiceDeps {
  db: Database;
  repo: BillingRepository;
  provider: PaymentProvider;
  limits: RateLimitStore;
  log: Logger;
  linkLimit?: Limit;
  orderLimit?: Limit;
}

/** Whose order it is: the signed-in member (v1) or the account of a member link's e-mail (v2). */
export type Buyer = { userId: string } | { email: string; ip: string };

type Settled = 'upgraded' | 'replayed' | 'already_paid';

/** The plan a member has now: a paid plan past its expiry is Hope (as AuthUserRepository decides). */
export function planState(row: PlanRow | null, now = new Date()): PlanState {
  const active = row !== null && (row.planExpiresAt === null || row.planExpiresAt.getTime() > now.getTime());
  return {
    plan: active ? recognisePlan(row.plan) : 'Hope',
    plan_expires_at: active && row.planExpiresAt ? row.planExpiresAt.toISOString() : null,
  };
}

/**
 * The new expiry after buying `plan` for `period`: from the current expiry when the member already
 * has that same plan running (a renewal adds on), otherwise from now.
 */
export function nextExpiry(current: PlanRow, plan: PaidPlanName, period: PlanPeriod, now = new Date()): Date {
  const running =
    recognisePlan(current.plan) === plan &&
    current.planExpiresAt !== null &&
    current.planExpiresAt.getTime() > now.getTime();
  const from = running && current.planExpiresAt ? current.planExpiresAt.getTime() : now.getTime();
  return new Date(from + PLAN_PERIOD_DAYS[period] * DAY_MS);
}

/** Whole rupees from the query, or null for anything that is not a plain whole number. */
function parseRupees(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,7}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Plans are bought through orders (GET /order) whose plan, period and amount come from the price
 * list, and paid when the provider's signature over `order_id|payment_id` verifies, either from
 * the browser (POST /payments) or the provider's webhook; whichever comes first upgrades the
 * account, once, in one transaction.
 */
export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  /** The sandbox checkout exists only while the sandbox provider is active. */
  get sandboxActive(): boolean {
    return this.deps.provider instanceof SandboxProvider;
  }

  /**
   * The account a buyer stands for; an unknown or suspended member-link e-mail is 404, and on the
   * sandbox a member link is refused outright.
   */
  private async buyerId(buyer: Buyer, action: string): Promise<string> {
    if ('userId' in buyer) return buyer.userId;
    if (this.sandboxActive) throw linkNeedsLiveProvider();
    await enforceRateLimit(
      this.deps.limits,
      [`billing:${action}:ip:${buyer.ip}`],
      this.deps.linkLimit ?? LINK_LIMIT,
    );
    const userId = await this.deps.repo.findActiveUserIdByEmail(this.deps.db, buyer.email);
    if (!userId) throw notFound('MEMBER_LINK_INVALID');
    return userId;
  }

  /**
   * Whether a member link's e-mail names an account that may buy, asked before plans are offered:
   * it answers no more than GET /api/v2/order would (404 for an unknown or suspended e-mail with a
   * live provider, 403 for every e-mail on the sandbox), within the same per-IP limit.
   */
  async checkMemberLink(buyer: { email: string; ip: string }): Promise<{ valid: true }> {
    await this.buyerId(buyer, 'check');
    return { valid: true };
  }

  async createOrder(buyer: Buyer, rawAmount: string | undefined): Promise<OrderView> {
    const userId = await this.buyerId(buyer, 'order');
    const rupees = parseRupees(rawAmount);
    const choice = rupees === null ? null : planForPrice(rupees);
    if (!choice || rupees === null) {
      throw badRequest('VALIDATION_FAILED.choosePlan', [
        { path: 'querystring.amount', message: errorMessage('VALIDATION_FAILED.planPrice') },
      ]);
    }
    if ('userId' in buyer) {
      await enforceRateLimit(
        this.deps.limits,
        [`billing:order:user:${userId}`],
        this.deps.orderLimit ?? ORDER_LIMIT,
      );
    }
    const { db, repo, provider, log } = this.deps;
    const id = crypto.randomUUID();
    const amountPaise = rupees * 100;
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({ amountPaise, currency: 'INR', receipt: id }));
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.error({ err: err.message, status: err.status }, 'the payment provider did not make an order');
      throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const order = await repo.insertOrder(db, {
      id,
      userId,
      provider: provider.name,
      providerOrderId,
      plan: choice.plan,
      period: choice.period,
      amountPaise,
      currency: 'INR',
    });
    return {
      id: order.providerOrderId,
      amount: order.amountPaise,
      currency: 'INR',
      key: provider.keyId,
      plan: order.plan,
      period: order.period,
      provider: order.provider,
    };
  }

  /**
   * The browser's confirmation. Nothing changes unless the order is the buyer's, the signature
   * verifies and the amount is the order's; a replayed payment id answers the current plan.
   */
  async confirmPayment(buyer: Buyer, input: PaymentInput): Promise<PaymentResult> {
    const userId = await this.buyerId(buyer, 'payment');
    const { db, repo, provider } = this.deps;
    const order = await repo.findOrder(db, input.order_id, userId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (
      order.provider !== provider.name ||
      !provider.verifyPaymentSignature(order.providerOrderId, input.payment_id, input.signature)
    ) {
      throw badRequest('PAYMENT_NOT_VERIFIED', [
        { path: 'body.signature', message: errorMessage('VALIDATION_FAILED.paymentMismatch') },
      ]);
    }
    if (input.amount !== order.amountPaise) {
      throw badRequest('PAYMENT_NOT_VERIFIED', [
        { path: 'body.amount', message: errorMessage('VALIDATION_FAILED.orderMismatch') },
      ]);
    }
    if (input.currency !== undefined && input.currency !== order.currency) {
      throw badRequest('PAYMENT_NOT_VERIFIED', [
        { path: 'body.currency', message: errorMessage('VALIDATION_FAILED.orderMismatch') },
      ]);
    }
    await db.transaction((tx) =>
      this.settle(tx, order, {
        providerPaymentId: input.payment_id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        source: 'checkout',
      }),
    );
    return { ...planState(await repo.findUserPlan(db, userId)), payment_id: input.payment_id };
  }

  /**
   * Records a verified payment of `order` and upgrades its account, once: the order row is locked,
   * so the browser's confirmation and the webhook never both upgrade, and a payment id already
   * recorded changes nothing.
   */
  private async settle(
    tx: Database,
    order: OrderRow,
    payment: {
      providerPaymentId: string;
      amountPaise: number;
      currency: string;
      source: 'checkout' | 'webhook';
    },
  ): Promise<Settled> {
    const { repo, log } = this.deps;
    const locked = await repo.lockOrder(tx, order.id);
    if (!locked) throw new Error('order vanished while settling');
    if (await repo.findPayment(tx, payment.providerPaymentId)) return 'replayed';
    const values = { orderId: locked.id, userId: locked.userId, ...payment };
    if (locked.status === 'paid') {
      // A second payment for a paid order (the provider should refuse one): keep the record, for a refund.
      await repo.insertPayment(tx, values);
      log.warn(
        { order: locked.providerOrderId, payment: payment.providerPaymentId },
        'a second payment for an order already paid; recorded without upgrading',
      );
      return 'already_paid';
    }
    if (!(await repo.insertPayment(tx, values))) return 'replayed';
    const now = new Date();
    await repo.markOrderPaid(tx, locked.id, now);
    if (locked.userId) {
      const current = await repo.lockUserPlan(tx, locked.userId);
      if (current) {
        const expiry = nextExpiry(current, locked.plan, locked.period, now);
        await repo.setUserPlan(tx, locked.userId, locked.plan, expiry);
      }
    }
    log.info(
      { order: locked.providerOrderId, payment: payment.providerPaymentId, source: payment.source },
      'payment captured',
    );
    return 'upgraded';
  }

  async history(userId: string): Promise<PaymentHistory> {
    const { db, repo } = this.deps;
    const [plan, rows] = await Promise.all([
      repo.findUserPlan(db, userId),
      repo.listPaymentsOf(db, userId, 100),
    ]);
    return {
      ...planState(plan),
      payments: rows.map((row) => ({
        payment_id: row.providerPaymentId,
        order_id: row.providerOrderId,
        plan: row.plan,
        period: row.period,
        amount: row.amountPaise / 100,
        amount_paise: row.amountPaise,
        currency: row.currency,
        paid_at: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * A provider webhook. Forged or unparsable: 400 and nothing recorded. Each event id is processed
   * once (recorded in the same transaction as its effect, so a failure lets the provider retry).
   * Only captures act; nothing here ever lowers a plan, so late or out-of-order events are harmless.
   */
  async handleWebhook(
    rawBody: unknown,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<WebhookResult> {
    const { db, repo, provider, log } = this.deps;
    if (!Buffer.isBuffer(rawBody) || !signature || !provider.verifyWebhookSignature(rawBody, signature)) {
      throw badRequest('WEBHOOK_INVALID.signature');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw badRequest('WEBHOOK_INVALID.notJson');
    }
    const event = webhookEventSchema.safeParse(parsed);
    if (!event.success) throw badRequest('WEBHOOK_INVALID.notEvent');
    const eventId =
      eventIdHeader?.trim() ||
      event.data.id ||
      `sha256:${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
    return db.transaction(async (tx) => {
      const recorded = await repo.recordWebhookEvent(tx, {
        provider: provider.name,
        eventId: eventId.slice(0, 200),
        type: event.data.event.slice(0, 100),
      });
      if (!recorded) return { received: true as const, outcome: 'duplicate' as const };
      const outcome = await this.applyEvent(tx, event.data);
      if (outcome === 'ignored')
        log.info({ event: eventId, type: event.data.event }, 'webhook event ignored');
      await repo.finishWebhookEvent(tx, recorded, outcome);
      return { received: true as const, outcome };
    });
  }

  private async applyEvent(
    tx: Database,
    event: WebhookEvent,
  ): Promise<'upgraded' | 'already_paid' | 'ignored'> {
    if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored';
    const payment = event.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload?.order?.entity.id;
    if (payment?.status !== 'captured' || !providerOrderId) return 'ignored';
    const order = await this.deps.repo.findOrder(tx, providerOrderId);
    if (!order) {
      this.deps.log.warn({ order: providerOrderId, type: event.event }, 'webhook for an unknown order');
      return 'ignored';
    }
    if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
      this.deps.log.warn(
        { order: providerOrderId, payment: payment.id, amount: payment.amount, currency: payment.currency },
        'webhook payment does not match its order; ignored',
      );
      return 'ignored';
    }
    const settled = await this.settle(tx, order, {
      providerPaymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
      source: 'webhook',
    });
    return settled === 'upgraded' ? 'upgraded' : 'already_paid';
  }

  /**
   * The sandbox's stand-in for Razorpay's checkout: for `success` it answers what Razorpay's
   * checkout hands the browser, signed with the sandbox key, so the browser then confirms through
   * the same POST /payments as with Razorpay. Only for the signed-in member who owns the order.
   */
  async sandboxCheckout(
    userId: string,
    providerOrderId: string,
    outcome: 'success' | 'cancel',
  ): Promise<SandboxCheckoutResult> {
    const { db, repo, provider } = this.deps;
    if (!(provider instanceof SandboxProvider)) throw notFound('ROUTE_NOT_FOUND.notServed');
    const order = await repo.findOrder(db, providerOrderId, userId);
    if (order?.provider !== 'sandbox') throw notFound('ORDER_NOT_FOUND');
    if (order.status === 'paid') throw badRequest('ORDER_ALREADY_PAID');
    if (outcome === 'cancel') return { cancelled: true, order_id: order.providerOrderId };
    const paymentId = provider.newPaymentId();
    return {
      payment_id: paymentId,
      order_id: order.providerOrderId,
      signature: provider.signPayment(order.providerOrderId, paymentId),
    };
  }
}
