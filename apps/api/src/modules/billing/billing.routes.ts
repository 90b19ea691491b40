import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  memberLinkQuery,
  memberLinkResponse,
  orderQuery,
  orderQueryByEmail,
  orderResponse,
  paymentBody,
  paymentBodyByEmail,
  paymentHistoryResponse,
  paymentResponse,
  sandboxCheckoutBody,
  sandboxCheckoutResponse,
  webhookResponse,
} from './billing.schema';
import type { BillingService } from './billing.service';

export interface BillingRoutesOptions {
  billing: BillingService;
  guards: Guards;
}

const tags = ['Payments'];
const security = [{ bearer: [] }];

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (
  app,
  { billing, guards },
) => {
  app.get(
    '/api/v1/order',
    {
      config: { errors: ['PAYMENT_PROVIDER_UNAVAILABLE', 'RATE_LIMITED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Makes an order for the plan whose price is `amount` rupees (499, 4999, 699, 5499); answers the ' +
          'provider order id, the amount in paise and the checkout key.',
        querystring: orderQuery,
        response: { 200: orderResponse },
      },
    },
    signedIn(async (req) => ({ data: await billing.createOrder({ userId: req.user.id }, req.query.amount) })),
  );

  app.get(
    '/api/v2/member',
    {
      config: { errors: ['MEMBER_LINK_INVALID', 'RATE_LIMITED', 'SANDBOX_NEEDS_SIGN_IN'] },
      schema: {
        tags,
        description:
          'Checks the e-mail of a member link (`/member?email=`) before plans are offered, without a token: ' +
          '200 for an account that may buy, 404 `Expired or invalid link` otherwise; on the sandbox 403 ' +
          '`SANDBOX_NEEDS_SIGN_IN` for every e-mail, as `/api/v2/order` answers.',
        querystring: memberLinkQuery,
        response: { 200: memberLinkResponse },
      },
    },
    async (req) => ({ data: await billing.checkMemberLink({ email: req.query.email, ip: req.ip }) }),
  );

  app.get(
    '/api/v2/order',
    {
      config: {
        errors: [
          'MEMBER_LINK_INVALID',
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'RATE_LIMITED',
          'SANDBOX_NEEDS_SIGN_IN',
        ],
      },
      schema: {
        tags,
        description:
          'The same for the account of a member link (`/member?email=`), without a token. Razorpay only: ' +
          'on the sandbox 403 `SANDBOX_NEEDS_SIGN_IN`.',
        querystring: orderQueryByEmail,
        response: { 200: orderResponse },
      },
    },
    async (req) => ({
      data: await billing.createOrder({ email: req.query.email, ip: req.ip }, req.query.amount),
    }),
  );

  app.post(
    '/api/v1/payments',
    {
      config: { errors: ['ORDER_NOT_FOUND', 'PAYMENT_NOT_VERIFIED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'Confirms a checkout: `payment_id`, `order_id` and `signature` as the checkout returned them, ' +
          'and `amount` in paise. Idempotent on `payment_id`.',
        body: paymentBody,
        response: { 200: paymentResponse },
      },
    },
    signedIn(async (req) => ({ data: await billing.confirmPayment({ userId: req.user.id }, req.body) })),
  );

  app.post(
    '/api/v2/payments',
    {
      config: {
        errors: [
          'MEMBER_LINK_INVALID',
          'ORDER_NOT_FOUND',
          'PAYMENT_NOT_VERIFIED',
          'RATE_LIMITED',
          'SANDBOX_NEEDS_SIGN_IN',
        ],
      },
      schema: {
        tags,
        description:
          'The same for the account of a member link, without a token. Razorpay only: on the sandbox 403 ' +
          '`SANDBOX_NEEDS_SIGN_IN`.',
        body: paymentBodyByEmail,
        response: { 200: paymentResponse },
      },
    },
    async (req) => ({ data: await billing.confirmPayment({ email: req.body.email, ip: req.ip }, req.body) }),
  );

  app.get(
    '/api/v1/payments',
    {
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description: "The member's current plan and own payments, newest first.",
        response: { 200: paymentHistoryResponse },
      },
    },
    signedIn(async (req) => ({ data: await billing.history(req.user.id) })),
  );

  // The webhook signs the exact bytes sent, so this route alone keeps the body as a raw Buffer.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/api/v1/payments/webhook',
      {
        // PAYLOAD_TOO_LARGE: past this route's own bodyLimit.
        config: { errors: ['PAYLOAD_TOO_LARGE', 'WEBHOOK_INVALID'] },
        bodyLimit: 256 * 1024,
        schema: {
          tags,
          description:
            'Provider events (Razorpay `payment.captured`, `order.paid`), verified by `X-Razorpay-Signature` ' +
            'over the raw body; each event id is processed once.',
          response: { 200: webhookResponse },
        },
      },
      async (req) => ({
        data: await billing.handleWebhook(
          req.body,
          header(req.headers['x-razorpay-signature']),
          header(req.headers['x-razorpay-event-id']),
        ),
      }),
    );
  });

  if (billing.sandboxActive) {
    app.post(
      '/api/v1/sandbox/checkout',
      {
        config: { errors: ['ORDER_ALREADY_PAID', 'ORDER_NOT_FOUND'] },
        preValidation: guards.requireAccountHolder,
        schema: {
          tags,
          security,
          description:
            'Sandbox provider only (404 with Razorpay): pays (`success`) or dismisses (`cancel`) an order ' +
            "of the signed-in member the way Razorpay's checkout would. Member links (v2) answer 403 " +
            '`SANDBOX_NEEDS_SIGN_IN` on the sandbox.',
          body: sandboxCheckoutBody,
          response: { 200: sandboxCheckoutResponse },
        },
      },
      signedIn(async (req) => ({
        data: await billing.sandboxCheckout(req.user.id, req.body.order_id, req.body.outcome),
      })),
    );
  }
};
