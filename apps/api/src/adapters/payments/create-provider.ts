import type { PaymentSettings } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay';
import { SandboxProvider } from './sandbox';

/** Razorpay when configured, else the sandbox keyed from SANDBOX_PAYMENT_SECRET or the JWT secret. */
export function createPaymentProvider(settings: PaymentSettings, jwtSecret: string): PaymentProvider {
  if (settings.provider === 'razorpay') return new RazorpayProvider(settings);
  return new SandboxProvider(settings.secret ?? jwtSecret);
}
