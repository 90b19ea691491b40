import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness';

const secret = () => crypto.randomBytes(24).toString('hex');

describe('GET /api/v1/keys', () => {
  it('answers the public keys only: the sandbox key id, no Google client, no secret', async () => {
    const sandboxSecret = secret();
    const t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: sandboxSecret });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/keys' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { analytics_id: null, payment_key_id: 'rzp_test_sandbox', google_client_id: null },
      });
      expect(res.body).not.toContain(sandboxSecret);
      expect(res.body).not.toContain(t.config.jwtSecret!);
    } finally {
      await t.close();
    }
  });

  it("answers Razorpay's key id and the Google client id, never a secret", async () => {
    const keySecret = secret();
    const webhookSecret = secret();
    const t = await buildTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      GOOGLE_CLIENT_ID: '1234567890-abc.apps.googleusercontent.com',
      ANALYTICS_ID: 'G-TEST123',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/keys' });
      expect(res.json().data).toEqual({
        analytics_id: 'G-TEST123',
        payment_key_id: 'rzp_test_1DP5mmOlF5G5ag',
        google_client_id: '1234567890-abc.apps.googleusercontent.com',
      });
      for (const value of [keySecret, webhookSecret, t.config.jwtSecret!])
        expect(res.body).not.toContain(value);
    } finally {
      await t.close();
    }
  });
});
