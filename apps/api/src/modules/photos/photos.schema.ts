import { photoSchema } from '@jodi/contract';
import { z } from 'zod';

export { photoSchema };

export const listMetaSchema = z.object({ total: z.number(), limit: z.number(), offset: z.number() });

/** The member's own photos, primary first. */
export const photoListResponse = z.object({ data: z.array(photoSchema), meta: listMetaSchema });

export const photoIdParams = z.object({ id: z.string() });

/** `PUT /api/v1/set/profile/pic` (spec 3: "set profile pic: id"). */
export const setPrimaryBody = z.object({
  id: z.union([z.string().min(1).max(100), z.number()]).transform(String),
});

export const defaultPicQuery = z.object({ pid: z.string().max(200).optional() });
export const defaultPicResponse = z.object({ data: z.object({ url: z.string() }) });
