import { contactSchema, contactsInputSchema, MAX_CONTACTS } from '@jodi/contract';
import { z } from 'zod';

export { contactSchema, contactsInputSchema, MAX_CONTACTS };

export const contactListResponse = z.object({
  data: z.array(contactSchema),
  meta: z.object({ total: z.number(), limit: z.number(), offset: z.number() }),
});
