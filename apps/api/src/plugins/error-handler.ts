import type { ErrorCode, ErrorEnvelope } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { ApiMessage, localizeMessage } from '../i18n/api-messages';
import { requestLanguage } from '../i18n/request-language';
import { type ErrorDeclarations, routeKey } from './declared-errors';

function envelopeOf(code: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Fastify's own client errors (bad JSON, too large, wrong media type) by their status. */
function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'MALFORMED_REQUEST';
}

/**
 * Field issues (`[{ path, message }]`) with each message in the request's language; a message that
 * is not a catalogue text (zod's own wording) stays as it is. Other details are left alone.
 */
function localizeDetails(details: unknown, language: Language): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((issue: unknown) => {
    if (!issue || typeof issue !== 'object') return issue;
    const { message } = issue as { message?: unknown };
    if (typeof message !== 'string' && !(message instanceof ApiMessage)) return issue;
    return { ...issue, message: localizeMessage(message, language) };
  });
}

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
 * message (and each field issue's) is in the request's language (`requestLanguage`) when it is one
 * of the catalogue's (i18n/api-messages); anything else, such as zod's own wording, stays English.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  declarations: ErrorDeclarations,
  options: { strict: boolean },
): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const envelope = (code: ErrorCode, message: string | ApiMessage, details?: unknown): ErrorEnvelope =>
      envelopeOf(code, localizeMessage(message, language), localizeDetails(details, language));
    if (err instanceof AppError) {
      const declared = declarations.get(routeKey(request.method, request.routeOptions.url ?? ''));
      if (declared && !declared.has(err.code)) {
        // The route's OpenAPI answers would be wrong: tests fail loudly, production answers anyway.
        request.log.error(
          { code: err.code, route: request.routeOptions.url },
          'error code not declared by its route',
        );
        if (options.strict) {
          return reply
            .status(500)
            .send(
              envelope('INTERNAL', 'Something went wrong. Please try again later', { undeclared: err.code }),
            );
        }
      }
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send(envelope(err.code, err.apiMessage ?? err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((issue) => ({
        path: [err.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.status(400).send(envelope('VALIDATION_FAILED', 'Some fields are not valid.', details));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(envelope('INTERNAL', 'Something went wrong. Please try again later'));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, too large, wrong media type, too many parts.
      const message = status === 413 ? 'The upload is too large.' : err.message;
      return reply.status(status).send(envelope(clientErrorCode(status), message));
    }
    if (isUnstorableText(err)) {
      return reply.status(400).send(envelope('VALIDATION_FAILED', 'Text cannot contain NUL characters.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope('INTERNAL', 'Something went wrong. Please try again later'));
  });
}
