import {
  familyAcceptInputSchema,
  familyInviteInputSchema,
  familyInviteSchema,
  familySchema,
  managedProfileSchema,
} from '@jodi/contract';
import { z } from 'zod';

export { familyAcceptInputSchema, familyInviteInputSchema };

/** An id or token from the path; a malformed one answers as unknown (404), never 500. */
const pathText = z.string().min(1).max(200);

export const tokenParams = z.object({ token: pathText });
export const userIdParams = z.object({ user_id: pathText });
export const inviteIdParams = z.object({ id: pathText });

export const inviteResponse = z.object({ data: familyInviteSchema });
export const familyResponse = z.object({ data: familySchema });
export const managedProfileResponse = z.object({ data: managedProfileSchema });
export const managedProfilesResponse = z.object({ data: z.array(managedProfileSchema) });
export const managerRemovedResponse = z.object({
  data: z.object({ user_id: z.string(), deleted: z.literal(true) }),
});
export const inviteCancelledResponse = z.object({
  data: z.object({ id: z.string(), deleted: z.literal(true) }),
});
