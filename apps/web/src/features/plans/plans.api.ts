import type { PaidPlanName, PlanName, PlanPeriod } from '@jodi/contract';
import { http } from '../../api/http';

/** An order of GET /api/v1/order (or v2): the amount is in paise. */
export interface Order {
  id: string;
  amount: number;
  currency: 'INR';
  key: string;
  plan: PaidPlanName;
  period: PlanPeriod;
  provider: 'sandbox' | 'razorpay';
}

/** What a checkout hands back once paid, as Razorpay's handler does. */
export interface CheckoutPayment {
  payment_id: string;
  order_id: string;
  signature: string;
}

export type CheckoutResult = CheckoutPayment | 'cancelled';

export interface PaymentResult {
  plan: PlanName;
  plan_expires_at: string | null;
  payment_id: string;
}

export interface PaymentRecord {
  payment_id: string;
  order_id: string;
  plan: PaidPlanName;
  period: PlanPeriod;
  /** Whole rupees. */
  amount: number;
  currency: string;
  paid_at: string;
}

export interface PaymentHistory {
  plan: PlanName;
  plan_expires_at: string | null;
  payments: PaymentRecord[];
}

/**
 * The buyer: the signed-in member (bearer token, v1 calls) or the account of a member link
 * (`/member?email=`, v2 calls without a token).
 */
export type Buyer = { kind: 'member' } | { kind: 'link'; email: string };

/**
 * GET /api/v2/member?email= (no token): whether a member link's e-mail names an account that may buy,
 * before plans are offered. 404 for an unknown one; 403 on the payment sandbox, for every e-mail.
 */
export function checkMemberLink(email: string, signal?: AbortSignal): Promise<{ valid: true }> {
  const query = new URLSearchParams({ email });
  return http.get<{ valid: true }>(`/api/v2/member?${query.toString()}`, { auth: false, signal });
}

/** GET /api/v1/order?amount= or GET /api/v2/order?amount=&email= (amount in whole rupees). */
export function createOrder(buyer: Buyer, rupees: number): Promise<Order> {
  const query = new URLSearchParams({ amount: String(rupees) });
  if (buyer.kind === 'link') {
    query.set('email', buyer.email);
    return http.get<Order>(`/api/v2/order?${query.toString()}`, { auth: false });
  }
  return http.get<Order>(`/api/v1/order?${query.toString()}`);
}

type SandboxAnswer = CheckoutPayment | { cancelled: true; order_id: string };

/**
 * POST /api/v1/sandbox/checkout: pays or dismisses an order of the sandbox provider, for the
 * signed-in member who made it (the sandbox refuses member links: their v2 order answers 403).
 */
export function sandboxCheckout(orderId: string, outcome: 'success' | 'cancel'): Promise<SandboxAnswer> {
  return http.post<SandboxAnswer>('/api/v1/sandbox/checkout', { order_id: orderId, outcome });
}

/** POST /api/v1/payments/ (or v2 with the link's e-mail): the amount is in paise (spec 7: rupees x 100). */
export function confirmPayment(
  buyer: Buyer,
  payment: CheckoutPayment,
  amountPaise: number,
): Promise<PaymentResult> {
  const body = { ...payment, amount: amountPaise };
  if (buyer.kind === 'link') {
    return http.post<PaymentResult>('/api/v2/payments/', { ...body, email: buyer.email }, { auth: false });
  }
  return http.post<PaymentResult>('/api/v1/payments/', body);
}

/** GET /api/v1/payments: the member's plan and own payments, newest first. */
export function fetchPaymentHistory(signal?: AbortSignal): Promise<PaymentHistory> {
  return http.get<PaymentHistory>('/api/v1/payments', { signal });
}
