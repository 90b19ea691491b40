import {
  type CreateOrderInput,
  hmacSha256Hex,
  type PaymentProvider,
  PaymentProviderError,
  paymentSignaturePayload,
  signatureMatches,
} from './payment-provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** https://api.razorpay.com, or a fake in tests. */
  apiUrl: string;
  /** Milliseconds before an order request is given up (default 10 s). */
  timeoutMs?: number;
}

interface RazorpayOrder {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
}

/** Razorpay's Orders API (POST /v1/orders with basic auth) and its two signature schemes. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly checkoutOrigins = ['https://checkout.razorpay.com', 'https://api.razorpay.com'] as const;

  constructor(private readonly settings: RazorpaySettings) {
    this.keyId = settings.keyId;
  }

  async createOrder(input: CreateOrderInput): Promise<{ providerOrderId: string }> {
    const { keyId, keySecret, apiUrl, timeoutMs } = this.settings;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ amount: input.amountPaise, currency: input.currency, receipt: input.receipt }),
        signal: AbortSignal.timeout(timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new PaymentProviderError(`Razorpay order request failed: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as RazorpayOrder | null;
    if (!res.ok)
      throw new PaymentProviderError(`Razorpay refused the order (HTTP ${res.status})`, res.status);
    if (
      typeof body?.id !== 'string' ||
      !/^order_[A-Za-z0-9]+$/.test(body.id) ||
      body.amount !== input.amountPaise ||
      body.currency !== input.currency
    ) {
      throw new PaymentProviderError('Razorpay answered the order request with an unexpected body');
    }
    return { providerOrderId: body.id };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    const expected = hmacSha256Hex(this.settings.keySecret, paymentSignaturePayload(orderId, paymentId));
    return signatureMatches(expected, signature);
  }

  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
    const secret = this.settings.webhookSecret;
    if (!secret) return false;
    return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
  }
}
