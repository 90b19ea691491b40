import type { FastifyPluginAsync } from 'fastify';
import { contentTypeOf, isValidKey, type Storage } from '../../adapters/storage';
import { AppError, notFound } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { parseRange } from '../../lib/http-range';
import type { SignedMediaQuery } from '../privacy/media-signing';
import type { MemberMedia } from '../privacy/member-media';
import { isBlurKey, memberOfKey } from '../privacy/member-media-keys';
import { ensureBlurredCopy } from './blurred-copy';
import { hasFormatCopies, isFormatCopy } from './photo-copy-keys';
import { type ChosenFile, negotiatePhotoFile } from './photo-negotiation';

/** Only what can be uploaded publicly is served: photos and videos. */
const SERVED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/** How long a browser keeps a blurred copy, blog cover or ad (public files). */
const PUBLIC_MAX_AGE = 86_400;

export interface MediaRouteOptions {
  storage: Storage;
  media: Pick<MemberMedia, 'opens'>;
}

/** The file at `key` as it is stored, or null. */
async function storedFile(storage: Storage, key: string, type: string): Promise<ChosenFile | null> {
  const stat = await storage.stat(key);
  return stat ? { key, type, stat } : null;
}

/**
 * Media by their server-made keys: blog covers and ads to anyone; a member's photos and video only
 * through a URL signed for the viewer (checked, with the member's current choices, on every
 * request), except the blurred copy of a photo, which anyone may have (decision 18). Private keys
 * are never reachable here. Supports single byte ranges so videos can seek.
 *
 * A photo size answers, at its JPEG's URL and only once that URL passed its checks, with its AVIF
 * or WebP copy when the request's `Accept` prefers one and it exists (decision 23). A copy has no
 * URL of its own.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRouteOptions> = async (app, { storage, media }) => {
  app.get<{ Params: { '*': string }; Querystring: SignedMediaQuery }>(
    '/media/*',
    { logLevel: 'warn', config: { errors: ['FILE_NOT_FOUND', 'RANGE_NOT_SATISFIABLE'] } },
    async (req, reply) => {
      const rest = req.params['*'];
      const key = `public/${rest}`;
      const type = contentTypeOf(rest);
      if (!type || !SERVED_TYPES.has(type) || !isValidKey(key) || isFormatCopy(key)) {
        throw notFound('FILE_NOT_FOUND');
      }
      let cacheControl = `public, max-age=${PUBLIC_MAX_AGE}`;
      const owner = memberOfKey(key);
      if (owner && isBlurKey(key)) {
        await ensureBlurredCopy(storage, key);
      } else if (owner) {
        const secondsLeft = await media.opens(`/media/${rest}`, req.query, owner);
        // Unsigned, forged, expired, or no longer allowed: as if there were no such file.
        if (secondsLeft === null) throw notFound('FILE_NOT_FOUND');
        cacheControl = `private, max-age=${secondsLeft}`;
      }
      const negotiated = hasFormatCopies(key);
      const file = negotiated
        ? await negotiatePhotoFile(storage, key, req.headers.accept)
        : await storedFile(storage, key, type);
      if (!file) throw notFound('FILE_NOT_FOUND');
      const { stat } = file;
      // Set before a 416 too: any answer at this URL depends on Accept.
      if (negotiated) void reply.header('vary', 'Accept');
      const range = parseRange(req.headers.range, stat.size);
      if (range === null) {
        throw new AppError(errorMessage('RANGE_NOT_SATISFIABLE'), undefined, {
          'content-range': `bytes */${stat.size}`,
          'accept-ranges': 'bytes',
        });
      }
      void reply
        .type(file.type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff');
      // Deleted between stat and read (a replaced video): not found rather than a 500.
      const body = await storage.read(file.key, range).catch(() => {
        throw notFound('FILE_NOT_FOUND');
      });
      if (!range) return reply.header('content-length', stat.size).send(body);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    },
  );
};
