import { api } from '../../api/client';
import type { Data } from '../../api/schema';

/** An order of GET /api/v1/order (or v2): the amount is in paise. */
export type Order = Data<'/api/v1/order'>;

/** What a checkout hands back once paid, as Razorpay's handler does. */
export interface CheckoutPayment {
  payment_id: string;
  order_id: string;
  signature: string;
}

export type CheckoutResult = CheckoutPayment | 'cancelled';

/** POST /api/v1/payments: the member's plan once paid. */
export type PaymentResult = Data<'/api/v1/payments', 'post'>;

/** GET /api/v1/payments: the member's plan and own payments (amounts in whole rupees). */
export type PaymentHistory = Data<'/api/v1/payments'>;
export type PaymentRecord = PaymentHistory['payments'][number];

/**
 * The buyer: the signed-in member (bearer token, v1 calls) or the account of a member link
 * (`/member?email=`, v2 calls without a token).
 */
export type Buyer = { kind: 'member' } | { kind: 'link'; email: string };

/**
 * GET /api/v2/member?email= (no token): whether a member link's e-mail names an account that may buy,
 * before plans are offered. 404 for an unknown one; 403 on the payment sandbox, for every e-mail.
 */
export function checkMemberLink(email: string, signal?: AbortSignal) {
  return api.get('/api/v2/member', { query: { email }, auth: false, signal });
}

/** GET /api/v1/order?amount= or GET /api/v2/order?amount=&email= (amount in whole rupees). */
export function createOrder(buyer: Buyer, rupees: number): Promise<Order> {
  if (buyer.kind === 'link') {
    return api.get('/api/v2/order', { query: { amount: String(rupees), email: buyer.email }, auth: false });
  }
  return api.get('/api/v1/order', { query: { amount: String(rupees) } });
}

/**
 * POST /api/v1/sandbox/checkout: pays or dismisses an order of the sandbox provider, for the
 * signed-in member who made it (the sandbox refuses member links: their v2 order answers 403).
 */
export function sandboxCheckout(orderId: string, outcome: 'success' | 'cancel') {
  return api.post('/api/v1/sandbox/checkout', { body: { order_id: orderId, outcome } });
}

/** POST /api/v1/payments (or v2 with the link's e-mail): the amount is in paise (spec 7: rupees x 100). */
export function confirmPayment(
  buyer: Buyer,
  payment: CheckoutPayment,
  amountPaise: number,
): Promise<PaymentResult> {
  const body = { ...payment, amount: amountPaise };
  if (buyer.kind === 'link') {
    return api.post('/api/v2/payments', { body: { ...body, email: buyer.email }, auth: false });
  }
  return api.post('/api/v1/payments', { body });
}

/** GET /api/v1/payments: the member's plan and own payments, newest first. */
export function fetchPaymentHistory(signal?: AbortSignal): Promise<PaymentHistory> {
  return api.get('/api/v1/payments', { signal });
}
