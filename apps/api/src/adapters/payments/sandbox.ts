import crypto from 'node:crypto';
import {
  type CreateOrderInput,
  hmacSha256Hex,
  type PaymentProvider,
  paymentSignaturePayload,
  signatureMatches,
} from './payment-provider';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

const randomId = (prefix: string) =>
  `${prefix}${crypto.randomBytes(10).toString('base64url').replace(/[-_]/g, '')}`;

/**
 * The two sandbox secrets, derived with HKDF-SHA256 from one root: SANDBOX_PAYMENT_SECRET when
 * set, else the JWT secret. Every API process already shares the JWT secret (JWT_SECRET, or the
 * file in DATA_DIR), so orders signed by one process verify in another without a new file or
 * setting, and neither derived key reveals the root.
 */
export function deriveSandboxSecrets(root: string): { keySecret: string; webhookSecret: string } {
  const derive = (info: string) =>
    Buffer.from(crypto.hkdfSync('sha256', root, 'jodi-sandbox-payments', info, 32)).toString('hex');
  return { keySecret: derive('payment-signature'), webhookSecret: derive('webhook-signature') };
}

/**
 * The offline provider: makes `order_sbx_...` ids locally, and "pays" through the sandbox checkout
 * endpoint, which answers what Razorpay's checkout would (`pay_sbx_...` plus a signature), so the
 * server verifies a sandbox payment on exactly the same path as a real one.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;
  readonly checkoutOrigins = [] as const;
  private readonly keySecret: string;
  private readonly webhookSecret: string;

  constructor(root: string) {
    ({ keySecret: this.keySecret, webhookSecret: this.webhookSecret } = deriveSandboxSecrets(root));
  }

  async createOrder(_input: CreateOrderInput): Promise<{ providerOrderId: string }> {
    return { providerOrderId: randomId('order_sbx_') };
  }

  newPaymentId(): string {
    return randomId('pay_sbx_');
  }

  /** What the checkout hands the browser for a successful payment. */
  signPayment(orderId: string, paymentId: string): string {
    return hmacSha256Hex(this.keySecret, paymentSignaturePayload(orderId, paymentId));
  }

  /** The `X-Razorpay-Signature` the sandbox's webhooks carry. */
  signWebhook(rawBody: Buffer | string): string {
    return hmacSha256Hex(this.webhookSecret, rawBody);
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.signPayment(orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(this.signWebhook(rawBody), signature);
  }
}
