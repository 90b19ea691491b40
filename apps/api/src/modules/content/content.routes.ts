import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { requestLanguage } from '../../i18n/request-language';
import type { Guards } from '../../plugins/auth';
import type { AbTextsService } from './ab-texts.service';
import {
  abTextsBody,
  abTextsResponse,
  featureImageParams,
  featuresResponse,
  legalBody,
  legalResponse,
  staffLegalResponse,
} from './content.schema';
import { listFeatures, readFeatureImage } from './features';
import type { LegalService } from './legal.service';

export interface ContentRoutesOptions {
  legal: LegalService;
  abTexts: AbTextsService;
  guards: Guards;
}

const tags = ['Content'];
const security = [{ bearer: [] }];

/** The public pages' content (features, terms) and the A/B menu texts; staff edit the last two. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (
  app,
  { legal, abTexts, guards },
) => {
  app.get(
    '/api/v1/features',
    {
      schema: {
        tags,
        description:
          "The features page blocks, in order, written in the reader's language (Accept-Language: en, mr or hi; else English).",
        response: { 200: featuresResponse },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      return { data: listFeatures(requestLanguage(req)) };
    },
  );

  app.get(
    '/api/v1/features/:file',
    {
      config: { errors: ['FILE_NOT_FOUND'] },
      logLevel: 'warn',
      schema: { tags, description: "A feature's illustration (`<id>.svg`).", params: featureImageParams },
    },
    async (req, reply) => {
      const svg = await readFeatureImage(req.params.file);
      if (!svg) throw notFound('FILE_NOT_FOUND');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(svg);
    },
  );

  app.get(
    '/api/v1/legal',
    {
      schema: {
        tags,
        description: 'The terms and conditions; `content` is sanitised HTML (no token needed).',
        response: { 200: legalResponse },
      },
    },
    async () => ({ data: await legal.get() }),
  );

  app.get(
    '/api/v1/admin/legal',
    { preValidation: guards.requireAdmin, schema: { tags, security, response: { 200: staffLegalResponse } } },
    async () => ({ data: await legal.getForEditing() }),
  );

  app.put(
    '/api/v1/admin/legal',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Replaces the terms (Markdown, rendered and sanitised once here); blank restores the built-in terms.',
        body: legalBody,
        response: { 200: staffLegalResponse },
      },
    },
    async (req) => ({ data: await legal.update(req.body.markdown) }),
  );

  app.get(
    '/api/v2/ab',
    {
      schema: {
        tags,
        description: 'The A/B menu texts by key (no token needed).',
        response: { 200: abTextsResponse },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return { data: await abTexts.get() };
    },
  );

  app.put(
    '/api/v1/admin/ab',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Sets A/B menu texts `{ texts: { "NAV-EP": "…" } }` (keys NAV-EP, NAV-UP, NAV-DA, NAV-PP, NAV-DL, NAV-TC, NAV-LO); a blank text removes its key, keys not sent stay. Answers every text.',
        body: abTextsBody,
        response: { 200: abTextsResponse },
      },
    },
    async (req) => ({ data: await abTexts.update(req.body.texts) }),
  );
};
