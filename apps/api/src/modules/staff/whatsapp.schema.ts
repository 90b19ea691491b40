import { waMessageSchema } from '@jodi/contract';
import { z } from 'zod';

/**
 * An Indian mobile number as staff type it: 10 digits, spaces, dashes, dots and brackets
 * tolerated, a leading 0, 91 or +91 dropped. The invite goes to 91 + these 10 digits.
 */
export function nationalNumber(raw: string): string | null {
  const digits = raw.replace(/[\s\-.()]/g, '');
  const match = /^(?:\+91|0091|91|0)?(\d{10})$/.exec(digits);
  return match ? match[1]! : null;
}

export const whatsappQuery = z.object({
  number: z
    .string()
    .max(30)
    .transform((raw, ctx) => {
      const number = nationalNumber(raw);
      if (number) return number;
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit mobile number' });
      return z.NEVER;
    }),
  /** The call log the invite is for; it then appears in that log's `wamsgs`. */
  calllog: z.string().max(100).optional(),
});

export const waMessageResponse = z.object({ data: waMessageSchema });
