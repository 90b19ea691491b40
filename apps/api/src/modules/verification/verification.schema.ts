import { z } from 'zod';
import { listMetaSchema } from '../photos/photos.schema';

export const docTypeQuery = z.object({ docType: z.enum(['GovID', 'JobID', 'SalaryID', 'PropertyID']) });

export const ownDocumentSchema = z.object({
  id: z.string(),
  doc_type: z.enum(['GovID', 'JobID', 'SalaryID', 'PropertyID']),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The member's own file (owner or staff only). */
  file_url: z.string(),
});

export const reviewDocumentSchema = ownDocumentSchema.extend({
  profile_id: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const ownDocumentResponse = z.object({ data: ownDocumentSchema });
export const ownDocumentListResponse = z.object({ data: z.array(ownDocumentSchema) });
export const reviewListResponse = z.object({ data: z.array(reviewDocumentSchema), meta: listMetaSchema });

export const docIdParams = z.object({ id: z.string().max(100) });

export const reviewListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const rejectBody = z.object({
  reason: z.string().trim().min(1, 'Give a reason').max(500, 'At most 500 characters'),
});
