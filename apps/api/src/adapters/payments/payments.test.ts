import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentProvider } from './create-provider';
import { type FakeRazorpay, startFakeRazorpay } from './fake-razorpay.test-kit';
import { PaymentProviderError, signatureMatches } from './payment-provider';
import { RazorpayProvider } from './razorpay';
import { deriveSandboxSecrets, SANDBOX_KEY_ID, SandboxProvider } from './sandbox';

const hmac = (secret: string, data: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(data).digest('hex');

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterAll(() => fake.close());

const razorpay = (overrides: Partial<ConstructorParameters<typeof RazorpayProvider>[0]> = {}) =>
  new RazorpayProvider({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: 'whsec_test_0123456789',
    apiUrl: fake.apiUrl,
    ...overrides,
  });

describe('RazorpayProvider.createOrder', () => {
  it('POSTs /v1/orders with basic auth and the amount in paise, INR and our receipt', async () => {
    fake.requests.length = 0;
    const receipt = crypto.randomUUID();
    const { providerOrderId } = await razorpay().createOrder({
      amountPaise: 49900,
      currency: 'INR',
      receipt,
    });
    expect(providerOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(fake.orders.get(providerOrderId)).toEqual({
      id: providerOrderId,
      amount: 49900,
      currency: 'INR',
      receipt,
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders' });
    const [scheme, encoded] = (request?.authorization ?? '').split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(encoded ?? '', 'base64').toString()).toBe(`${fake.keyId}:${fake.keySecret}`);
    expect(request?.body).toEqual({ amount: 49900, currency: 'INR', receipt });
  });

  it('throws a PaymentProviderError when Razorpay refuses the keys, fails, or cannot be reached', async () => {
    const input = { amountPaise: 69900, currency: 'INR' as const, receipt: 'r1' };
    await expect(razorpay({ keySecret: 'wrong' }).createOrder(input)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 401,
    });
    fake.failNext = 502;
    await expect(razorpay().createOrder(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      razorpay({ apiUrl: 'http://127.0.0.1:1', timeoutMs: 2000 }).createOrder(input),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    // The error message never carries the key secret.
    const err = await razorpay({ keySecret: 'very-secret-value' })
      .createOrder(input)
      .catch((e: Error) => e);
    expect(String((err as Error).message)).not.toContain('very-secret-value');
  });
});

describe('signatures', () => {
  const keySecret = 'EnLs21M47BllR3X8PSFtjtbd';
  const webhookSecret = 'whsec_test_0123456789';
  const provider = new RazorpayProvider({
    keyId: 'rzp_test_1DP5mmOlF5G5ag',
    keySecret,
    webhookSecret,
    apiUrl: 'http://127.0.0.1:1',
  });
  const orderId = 'order_IluGWxBm9U8zJ8';
  const paymentId = 'pay_IluH7k4ZZRbYyD';

  it("verifies a checkout payment as HMAC-SHA256 of 'order_id|payment_id' with the key secret", () => {
    // The vector is computed here with node:crypto, independently of the provider's code.
    const expected = hmac(keySecret, `${orderId}|${paymentId}`);
    expect(provider.verifyPaymentSignature(orderId, paymentId, expected)).toBe(true);
    expect(provider.verifyPaymentSignature(orderId, paymentId, expected.toUpperCase())).toBe(true);
  });

  it('refuses a signature that is wrong, for another payment, or of another length, without throwing', () => {
    const expected = hmac(keySecret, `${orderId}|${paymentId}`);
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    expect(provider.verifyPaymentSignature(orderId, paymentId, flipped)).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, 'pay_Other000000000', expected)).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, paymentId, expected.slice(0, 10))).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, paymentId, `${expected}00`)).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, paymentId, '')).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, paymentId, 'é'.repeat(64))).toBe(false);
    expect(
      provider.verifyPaymentSignature(orderId, paymentId, hmac('other-secret', `${orderId}|${paymentId}`)),
    ).toBe(false);
    expect(signatureMatches(expected, undefined)).toBe(false);
    expect(signatureMatches(expected, 12345)).toBe(false);
  });

  it('verifies a webhook over the exact raw bytes with the webhook secret, and none without one', () => {
    const body = Buffer.from('{"event":"payment.captured","payload":{}}');
    const signature = hmac(webhookSecret, body);
    expect(provider.verifyWebhookSignature(body, signature)).toBe(true);
    expect(
      provider.verifyWebhookSignature(Buffer.from('{"event": "payment.captured","payload":{}}'), signature),
    ).toBe(false);
    expect(provider.verifyWebhookSignature(body, hmac(keySecret, body))).toBe(false);
    const withoutSecret = new RazorpayProvider({
      keyId: 'rzp_test_x',
      keySecret,
      webhookSecret: undefined,
      apiUrl: 'http://127.0.0.1:1',
    });
    expect(withoutSecret.verifyWebhookSignature(body, signature)).toBe(false);
  });
});

describe('SandboxProvider', () => {
  it('makes order_sbx_ ids and signs payments the way Razorpay does, with a key derived by HKDF', async () => {
    const root = crypto.randomBytes(32).toString('hex');
    const sandbox = new SandboxProvider(root);
    expect(sandbox.keyId).toBe(SANDBOX_KEY_ID);
    const { providerOrderId } = await sandbox.createOrder({
      amountPaise: 49900,
      currency: 'INR',
      receipt: 'r',
    });
    expect(providerOrderId).toMatch(/^order_sbx_[A-Za-z0-9]+$/);
    const paymentId = sandbox.newPaymentId();
    expect(paymentId).toMatch(/^pay_sbx_[A-Za-z0-9]+$/);

    const { keySecret, webhookSecret } = deriveSandboxSecrets(root);
    const expectedKey = Buffer.from(
      crypto.hkdfSync('sha256', root, 'jodi-sandbox-payments', 'payment-signature', 32),
    ).toString('hex');
    expect(keySecret).toBe(expectedKey);
    expect(webhookSecret).not.toBe(keySecret);
    const signature = hmac(keySecret, `${providerOrderId}|${paymentId}`);
    expect(sandbox.signPayment(providerOrderId, paymentId)).toBe(signature);
    expect(sandbox.verifyPaymentSignature(providerOrderId, paymentId, signature)).toBe(true);
    expect(sandbox.verifyWebhookSignature(Buffer.from('{}'), hmac(webhookSecret, '{}'))).toBe(true);

    // Another process with the same root agrees; another root does not.
    expect(new SandboxProvider(root).verifyPaymentSignature(providerOrderId, paymentId, signature)).toBe(
      true,
    );
    expect(
      new SandboxProvider(`${root}x`).verifyPaymentSignature(providerOrderId, paymentId, signature),
    ).toBe(false);
  });
});

describe('payment configuration', () => {
  it('uses the sandbox unless Razorpay keys are set, and needs both halves of the key pair', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', secret: undefined });
    const secret = 's'.repeat(32);
    expect(loadConfig({ SANDBOX_PAYMENT_SECRET: secret }).payments).toEqual({ provider: 'sandbox', secret });
    expect(() => loadConfig({ SANDBOX_PAYMENT_SECRET: 'short' })).toThrow(/SANDBOX_PAYMENT_SECRET/);
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'wh',
        RAZORPAY_API_URL: 'https://razorpay.example/',
      }).payments,
    ).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_live_abc',
      keySecret: 'secret',
      webhookSecret: 'wh',
      apiUrl: 'https://razorpay.example',
    });
    expect(loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).payments).toMatchObject({
      provider: 'razorpay',
      webhookSecret: undefined,
      apiUrl: 'https://api.razorpay.com',
    });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k' })).toThrow(/go together/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'razorpay' })).toThrow(/PAYMENTS_PROVIDER=razorpay needs/);
    expect(
      loadConfig({ PAYMENTS_PROVIDER: 'sandbox', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).payments
        .provider,
    ).toBe('sandbox');
    expect(() => loadConfig({ RAZORPAY_API_URL: 'api.razorpay.com' })).toThrow(/RAZORPAY_API_URL/);
  });

  it('builds the provider the settings name', () => {
    expect(createPaymentProvider({ provider: 'sandbox', secret: undefined }, 'j'.repeat(40))).toBeInstanceOf(
      SandboxProvider,
    );
    const provider = createPaymentProvider(
      {
        provider: 'razorpay',
        keyId: 'rzp_test_x',
        keySecret: 's',
        webhookSecret: undefined,
        apiUrl: fake.apiUrl,
      },
      'j'.repeat(40),
    );
    expect(provider).toBeInstanceOf(RazorpayProvider);
    expect(provider.keyId).toBe('rzp_test_x');
  });
});
