import { pushSubscriptionSchema } from '@jodi/contract';
import { z } from 'zod';

export { pushSubscriptionSchema };

export const pushKeyResponse = z.object({ data: z.object({ public_key: z.string() }) });
export const subscribedResponse = z.object({ data: z.object({ endpoint: z.string() }) });
export const unsubscribeBody = z.object({ endpoint: z.string().min(1).max(2000) });
/** `deleted: false`: the caller had no such subscription (removing twice is fine). */
export const unsubscribedResponse = z.object({ data: z.object({ deleted: z.boolean() }) });
