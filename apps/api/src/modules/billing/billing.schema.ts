import { PAID_PLAN_NAMES, PLAN_NAMES } from '@jodi/contract';
import { z } from 'zod';

const providerId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a valid id');

/** The e-mail of a member link, normalised like sign-up's; anything unknown answers 404 later. */
const linkEmail = z.string().trim().toLowerCase().min(1).max(254);

/** `amount` is whole rupees; it is checked against the price list by the service. */
export const orderQuery = z.object({ amount: z.string().max(20).optional() });
export const orderQueryByEmail = orderQuery.extend({ email: linkEmail });
export const memberLinkQuery = z.object({ email: linkEmail });

/** What Razorpay's checkout hands the browser, plus the amount in paise (spec 7). */
export const paymentBody = z.object({
  payment_id: providerId,
  order_id: providerId,
  signature: z.string().trim().min(1).max(256),
  amount: z.coerce.number().int().positive(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
});
export const paymentBodyByEmail = paymentBody.extend({ email: linkEmail });
export type PaymentInput = z.infer<typeof paymentBody>;

export const sandboxCheckoutBody = z.object({
  order_id: providerId,
  outcome: z.enum(['success', 'cancel']),
});

const planName = z.enum(PLAN_NAMES);
const paidPlan = z.enum(PAID_PLAN_NAMES);
const period = z.enum(['monthly', 'yearly']);

export const orderView = z.object({
  /** The provider's order id, which the checkout is opened with. */
  id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** The provider's public key for the checkout. */
  key: z.string(),
  plan: paidPlan,
  period,
  provider: z.enum(['sandbox', 'razorpay']),
});
export type OrderView = z.infer<typeof orderView>;

export const planStateSchema = z.object({
  plan: planName,
  plan_expires_at: z.string().nullable(),
});
export type PlanState = z.infer<typeof planStateSchema>;

export const paymentResult = planStateSchema.extend({ payment_id: z.string() });
export type PaymentResult = z.infer<typeof paymentResult>;

export const paymentListItem = z.object({
  payment_id: z.string(),
  order_id: z.string(),
  plan: paidPlan,
  period,
  /** Whole rupees. */
  amount: z.number(),
  amount_paise: z.number().int(),
  currency: z.string(),
  paid_at: z.string(),
});
export const paymentHistory = planStateSchema.extend({ payments: z.array(paymentListItem) });
export type PaymentHistory = z.infer<typeof paymentHistory>;

export const sandboxCheckoutResult = z.union([
  z.object({ payment_id: z.string(), order_id: z.string(), signature: z.string() }),
  z.object({ cancelled: z.literal(true), order_id: z.string() }),
]);
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResult>;

export const webhookResult = z.object({
  received: z.literal(true),
  outcome: z.enum(['upgraded', 'already_paid', 'ignored', 'duplicate']),
});
export type WebhookResult = z.infer<typeof webhookResult>;

/**
 * The part of a Razorpay webhook event billing reads (`payment.captured`, `order.paid`); other
 * fields pass through unchecked.
 */
export const webhookEventSchema = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            amount: z.number(),
            currency: z.string(),
            status: z.string(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const memberLinkResponse = z.object({ data: z.object({ valid: z.literal(true) }) });
export const orderResponse = z.object({ data: orderView });
export const paymentResponse = z.object({ data: paymentResult });
export const paymentHistoryResponse = z.object({ data: paymentHistory });
export const sandboxCheckoutResponse = z.object({ data: sandboxCheckoutResult });
export const webhookResponse = z.object({ data: webhookResult });
