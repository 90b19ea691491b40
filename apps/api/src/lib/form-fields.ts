import type { z } from 'zod';
import { badRequest } from '../errors';
import { schemaText } from '../i18n/error-messages';

/**
 * The text fields of a multipart form through a zod schema: the parsed value, or 400 in the
 * envelope with each field and why (as JSON bodies are answered).
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: schemaText(issue.message),
  }));
  throw badRequest('VALIDATION_FAILED.fields', details);
}
