import { t } from '../../i18n';
import { planName } from './money';
import type { CheckoutResult, Order } from './plans.api';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  handler(response: RazorpayResponse): void;
  modal: { ondismiss(): void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script once; a failed load may be tried again. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading) return loading;
  loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's checkout for an order; resolves with the payment, or 'cancelled' when dismissed. */
export async function razorpayCheckout(order: Order): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutResult>((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: t.app.name,
      description: `${planName(order.plan)} · ${t.plans.periodName({ period: order.period })}`,
      handler(response) {
        resolve({
          payment_id: response.razorpay_payment_id,
          order_id: response.razorpay_order_id,
          signature: response.razorpay_signature,
        });
      },
      modal: { ondismiss: () => resolve('cancelled') },
    });
    checkout.open();
  });
}
