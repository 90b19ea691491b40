import { acceptedLanguages, type Language, pickLanguage } from '@jodi/i18n';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a request in: the signed-in member's own choice (kept on the server), else
 * the browser's Accept-Language, else English.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { user?: { language?: Language } | null },
): Language {
  return request.user?.language ?? pickLanguage(acceptedLanguages(request.headers['accept-language']));
}
