import type { ErrorCode, ErrorEnvelope } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../errors';
import { type ErrorMessage, errorMessage, ownText, schemaText } from '../i18n/error-messages';
import { requestLanguage } from '../i18n/request-language';
import { type ErrorDeclarations, routeKey } from './declared-errors';

function envelopeOf(code: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * Fastify's own client errors (bad JSON, too large, wrong media type) by their status: too large is
 * ours to word, the others keep Fastify's wording.
 */
function clientErrorMessage(status: number, fastifyText: string): ErrorMessage {
  if (status === 413) return errorMessage('PAYLOAD_TOO_LARGE.upload');
  return ownText(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'MALFORMED_REQUEST', fastifyText);
}

/** Field issues (`[{ path, message }]`) with each message in the request's language. */
const localizeDetails = (details: readonly FieldIssue[] | undefined, language: Language) =>
  details?.map((issue) => ({ ...issue, message: issue.message.in(language) }));

/**
 * PostgreSQL's "invalid byte sequence" (22021): text holding a NUL, which a `text` column cannot
 * store. It comes from the client's input (a search, a form field), so it is a 400, not a 500.
 */
function isUnstorableText(err: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return codeOf(err) === '22021' || codeOf((err as { cause?: unknown } | null)?.cause) === '22021';
}

/**
 * Turns every error into the contract's envelope; nothing internal ever reaches a 5xx body. The
 * message (and each field issue's) is named by its code (i18n/error-messages) and answered in the
 * request's language (`requestLanguage`); zod's and Fastify's own wording stays as they wrote it.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  declarations: ErrorDeclarations,
  options: { strict: boolean },
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const envelope = (message: ErrorMessage, details?: readonly FieldIssue[]): ErrorEnvelope =>
      envelopeOf(message.code, message.in(language), localizeDetails(details, language));
    if (err instanceof AppError) {
      const declared = declarations.get(routeKey(request.method, request.routeOptions.url ?? ''));
      if (declared && !declared.has(err.code)) {
        // The route's OpenAPI answers would be wrong: tests fail loudly, production answers anyway.
        request.log.error(
          { code: err.code, route: request.routeOptions.url },
          'error code not declared by its route',
        );
        if (options.strict) {
          const internal = errorMessage('INTERNAL');
          return reply
            .status(500)
            .send(envelopeOf(internal.code, internal.in(language), { undeclared: err.code }));
        }
      }
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(envelope(err.errorMessage, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => ({
        path: [err.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: schemaText(issue.message ?? ''),
      }));
      return reply.status(400).send(envelope(errorMessage('VALIDATION_FAILED.fields'), details));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(envelope(errorMessage('INTERNAL')));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, too large, wrong media type, too many parts.
      return reply.status(status).send(envelope(clientErrorMessage(status, err.message)));
    }
    if (isUnstorableText(err)) {
      return reply.status(400).send(envelope(errorMessage('VALIDATION_FAILED.textWithNul')));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(errorMessage('INTERNAL')));
  });
}
