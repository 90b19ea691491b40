import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';

const siteResponse = z.object({
  data: z.object({
    contact_email: z.string(),
    contact_phone: z.string(),
    social: z.array(z.object({ label: z.string(), url: z.string() })),
    analytics_id: z.string().nullable(),
    analytics_url: z.string().nullable(),
  }),
});

const keysResponse = z.object({
  data: z.object({
    analytics_id: z.string().nullable(),
    payment_key_id: z.string().nullable(),
    /** The OAuth client id the contact finder asks Google for a token with; null when it is off. */
    google_client_id: z.string().nullable(),
  }),
});

export interface SiteRoutesOptions {
  config: Config;
  /** The payment provider's public key id (Razorpay's `rzp_…`, or the sandbox's). */
  paymentKeyId: string;
}

/** Public facts the web app needs before anyone signs in. Never a secret. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, { config, paymentKeyId }) => {
  app.get('/api/v1/site', { schema: { tags: ['Site'], response: { 200: siteResponse } } }, async () => ({
    data: {
      contact_email: config.contact.email,
      contact_phone: config.contact.phone,
      social: config.contact.social,
      analytics_id: config.analyticsId ?? null,
      analytics_url: config.analyticsId ? config.analyticsUrl : null,
    },
  }));

  app.get('/api/v1/keys', { schema: { tags: ['Site'], response: { 200: keysResponse } } }, async () => ({
    data: {
      analytics_id: config.analyticsId ?? null,
      payment_key_id: paymentKeyId,
      google_client_id: config.google.clientId ?? null,
    },
  }));
};
