import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../i18n/error-messages';
import { openSingleFile } from '../../lib/uploads';
import { type Guards, signedIn } from '../../plugins/auth';
import { MULTIPART_ERRORS } from '../../plugins/multipart';
import { requireOwnProfileId } from '../../policies/own-profile';
import {
  docIdParams,
  docTypeQuery,
  ownDocumentListResponse,
  ownDocumentResponse,
  rejectBody,
  reviewListQuery,
  reviewListResponse,
} from './verification.schema';
import { MAX_DOCUMENT_BYTES, type VerificationService } from './verification.service';

export interface VerificationRoutesOptions {
  verification: VerificationService;
  guards: Guards;
}

const tags = ['Verification'];
const security = [{ bearer: [] }];

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { verification, guards },
) => {
  app.post(
    '/api/v1/verification/doc',
    {
      config: {
        errors: [...MULTIPART_ERRORS, 'FILE_REQUIRED', 'PROFILE_REQUIRED'],
      },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        querystring: docTypeQuery,
        description: `Uploads one verification document (multipart, one file): PDF, JPEG or PNG, at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB. Replaces a pending document of the same type.`,
        response: { 200: ownDocumentResponse },
      },
    },
    signedIn(async (req) => {
      const profileId = requireOwnProfileId(req.user);
      const file = await openSingleFile(req, {
        maxBytes: MAX_DOCUMENT_BYTES,
        tooLargeMessage: errorMessage('PAYLOAD_TOO_LARGE.document', { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 }),
      });
      return { data: await verification.upload(profileId, req.query.docType, file) };
    }),
  );

  app.get(
    '/api/v1/verification/docs',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireUser,
      schema: { tags, security, response: { 200: ownDocumentListResponse } },
    },
    signedIn(async (req) => ({ data: await verification.listOwn(requireOwnProfileId(req.user)) })),
  );

  app.get(
    '/api/v1/verification/docs/:id/file',
    {
      config: { errors: ['DOCUMENT_NOT_FOUND'] },
      preValidation: guards.requireUser,
      schema: {
        tags,
        security,
        params: docIdParams,
        description: 'The file of an own document (or any, for staff).',
      },
    },
    signedIn(async (req, reply) => {
      const { row, body } = await verification.file(req.user, req.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    }),
  );

  app.get(
    '/api/v1/admin/verification/docs',
    {
      preValidation: guards.requireAdmin,
      schema: { tags, security, querystring: reviewListQuery, response: { 200: reviewListResponse } },
    },
    async (req) => {
      const { status, limit, offset } = req.query;
      return verification.listForReview(status, { limit, offset });
    },
  );

  app.post(
    '/api/v1/admin/verification/docs/:id/approve',
    {
      config: { errors: ['DOCUMENT_ALREADY_REVIEWED', 'DOCUMENT_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: { tags, security, params: docIdParams, response: { 200: ownDocumentResponse } },
    },
    signedIn(async (req) => ({
      data: await verification.review(req.user, req.params.id, { approve: true }),
    })),
  );

  app.post(
    '/api/v1/admin/verification/docs/:id/reject',
    {
      config: { errors: ['DOCUMENT_ALREADY_REVIEWED', 'DOCUMENT_NOT_FOUND'] },
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        security,
        params: docIdParams,
        body: rejectBody,
        response: { 200: ownDocumentResponse },
      },
    },
    signedIn(async (req) => ({
      data: await verification.review(req.user, req.params.id, { approve: false, reason: req.body.reason }),
    })),
  );
};
