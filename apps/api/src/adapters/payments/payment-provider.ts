import crypto from 'node:crypto';

export type PaymentProviderName = 'sandbox' | 'razorpay';

export interface CreateOrderInput {
  /** In paise (rupees x 100). */
  amountPaise: number;
  currency: 'INR';
  /** Our own reference for the order (at most 40 characters). */
  receipt: string;
}

/**
 * A card payment provider as Razorpay shapes it: the server makes an order, the browser's checkout
 * pays it and hands back `{ payment_id, order_id, signature }`, and the provider also reports
 * captured payments to a webhook. Both the checkout's answer and the webhook are trusted only
 * through their HMAC signatures.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  /** Origins the web page must allow scripts and frames from for the checkout (CSP). */
  readonly checkoutOrigins: readonly string[];
  createOrder(input: CreateOrderInput): Promise<{ providerOrderId: string }>;
  /** HMAC-SHA256(`order_id|payment_id`, key secret) as hex, Razorpay's documented scheme. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256(raw body, webhook secret) as hex; false when no webhook secret is configured. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

export function hmacSha256Hex(secret: string | Buffer, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time. Anything that is not
 * the same length (including non-strings and empty values) is false; it never throws.
 */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || received.length === 0) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(received.trim().toLowerCase(), 'utf8');
  if (expected.length !== given.length) return false;
  return crypto.timingSafeEqual(expected, given);
}

/** `order_id|payment_id`, the message Razorpay signs for a checkout payment. */
export function paymentSignaturePayload(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}

/** Thrown when the provider cannot make an order (down, refused our keys, odd answer). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
