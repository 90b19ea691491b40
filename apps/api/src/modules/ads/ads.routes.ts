import {
  AD_ADVERTISER_MAX,
  AD_DESCRIPTION_MAX,
  AD_IMAGE_MAX_BYTES,
  AD_PRICE_MAX,
  AD_TITLE_MAX,
} from '@jodi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ImageFormOptions, readImageFormAs } from '../../lib/image-form';
import type { Guards } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import {
  AD_IMAGE_FIELD,
  adCreateFormSchema,
  adIdParams,
  adPageQuery,
  adTestResponse,
  adUpdateFormSchema,
  deletedAdResponse,
  staffAdListResponse,
  staffAdResponse,
} from './ads.schema';
import type { AdsService } from './ads.service';

export interface AdsRoutesOptions {
  ads: AdsService;
  guards: Guards;
}

const tags = ['Ads'];
const security = [{ bearer: [] }];
const IMAGE_MB = AD_IMAGE_MAX_BYTES / 1024 / 1024;
const FORM = `Multipart text fields status ('active' | 'delayed' | 'inactive'), title (≤ ${AD_TITLE_MAX}), description (≤ ${AD_DESCRIPTION_MAX}), price (whole rupees ≤ ${AD_PRICE_MAX}), advertiser_name and advertiser_contact (≤ ${AD_ADVERTISER_MAX}); blank clears an optional field; remove_image ('true'); an optional picture in the file field ${AD_IMAGE_FIELD} (JPEG, PNG or WebP by its bytes, ≤ ${IMAGE_MB} MB; stored re-encoded as JPEG).`;

const AD_FORM: ImageFormOptions = { field: AD_IMAGE_FIELD, maxBytes: AD_IMAGE_MAX_BYTES };

export const adsRoutes: FastifyPluginAsyncZod<AdsRoutesOptions> = async (app, { ads, guards }) => {
  app.get(
    '/api/v1/ad/test',
    {
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        description: 'The next active or delayed ad in turn (members), or null when none is active.',
        response: { 200: adTestResponse },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await ads.next() };
    },
  );

  app.get(
    '/api/v1/admin/ads',
    {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Every ad, newest first (staff).',
        querystring: adPageQuery,
        response: { 200: staffAdListResponse },
      },
    },
    async (req) => ads.list(req.query),
  );

  app.post(
    '/api/v1/admin/ads',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'VALIDATION_FAILED'],
      },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Makes an ad (staff). ${FORM} title is required; status defaults to inactive.`,
        response: { 201: staffAdResponse },
      },
    },
    async (req, reply) => {
      const { form, image } = await readImageFormAs(req, adCreateFormSchema, AD_FORM);
      return reply.status(201).send({ data: await ads.create(form, image) });
    },
  );

  app.put(
    '/api/v1/admin/ads/:id',
    {
      config: { errors: [...MULTIPART_ERRORS, 'AD_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: adIdParams,
        description: `Changes the fields sent (staff). ${FORM} A new picture replaces the old one.`,
        response: { 200: staffAdResponse },
      },
    },
    async (req) => {
      const { form, image } = await readImageFormAs(req, adUpdateFormSchema, AD_FORM);
      return { data: await ads.update(req.params.id, form, image) };
    },
  );

  app.delete(
    '/api/v1/admin/ads/:id',
    {
      config: { errors: ['AD_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: { tags, security, params: adIdParams, response: { 200: deletedAdResponse } },
    },
    async (req) => ({ data: await ads.remove(req.params.id) }),
  );

  app.post(
    '/api/v1/admin/ads/:id/push',
    {
      config: { errors: ['AD_INACTIVE', 'AD_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        params: adIdParams,
        description:
          'Sends the ad to every member online now as the `ad` socket event (staff); 409 for an inactive ad.',
        response: { 200: staffAdResponse },
      },
    },
    async (req) => ({ data: await ads.push(req.params.id) }),
  );
};
