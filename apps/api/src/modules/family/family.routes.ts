import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guards, signedIn } from '../../plugins/auth';
import {
  familyAcceptInputSchema,
  familyInviteInputSchema,
  familyResponse,
  inviteCancelledResponse,
  inviteIdParams,
  inviteResponse,
  managedProfileResponse,
  managedProfilesResponse,
  managerRemovedResponse,
  tokenParams,
  userIdParams,
} from './family.schema';
import type { FamilyService } from './family.service';

export interface FamilyRoutesOptions {
  family: FamilyService;
  guards: Guards;
}

const tags = ['Family'];
const security = [{ bearer: [] }];

/**
 * Family management (decision 33). The owner's calls refuse a relative acting for the profile
 * (`requireAccountHolder`: a relative never manages the family); accepting and the list of managed
 * profiles are the signed-in account's own, whatever `X-Profile` says (`requireOwnAccount`).
 */
export const familyRoutes: FastifyPluginAsyncZod<FamilyRoutesOptions> = async (app, { family, guards }) => {
  app.post(
    '/api/v1/family/invites',
    {
      config: { errors: ['ALREADY_MANAGER', 'FAMILY_SELF', 'PROFILE_REQUIRED', 'RATE_LIMITED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description: `The owner invites a relative by e-mail (201): a mail with a link to /family/accept/<token>, valid 7 days, in the invitee's language when an account has that address, else the owner's. Own address: 400 \`FAMILY_SELF\`; that account already manages the profile: 409. At most 10 a day.`,
        body: familyInviteInputSchema,
        response: { 201: inviteResponse },
      },
    },
    signedIn(async (req, reply) => reply.status(201).send({ data: await family.invite(req.user, req.body) })),
  );

  app.get(
    '/api/v1/family',
    {
      config: { errors: ['PROFILE_REQUIRED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'The owner: who manages the profile (oldest first) and the invitations still open (newest first).',
        response: { 200: familyResponse },
      },
    },
    signedIn(async (req) => ({ data: await family.family(req.user) })),
  );

  app.post(
    '/api/v1/family/invites/:token/accept',
    {
      config: { errors: ['ALREADY_MANAGER', 'INVITE_INVALID', 'INVITE_OWN_PROFILE'] },
      preValidation: guards.requireOwnAccount,
      schema: {
        tags,
        security,
        description:
          'The signed-in account (not the owner: 400 `INVITE_OWN_PROFILE`) accepts an invitation and manages the profile from now on; `name` is how the family calls them (default: the relation’s word in their language). Unknown, used, cancelled or expired link: 404 `INVITE_INVALID`. Answers the managed profile.',
        params: tokenParams,
        body: familyAcceptInputSchema,
        response: { 200: managedProfileResponse },
      },
    },
    signedIn(async (req) => ({ data: await family.accept(req.user, req.params.token, req.body) })),
  );

  app.delete(
    '/api/v1/family/invites/:id',
    {
      config: { errors: ['INVITE_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'The owner cancels an invitation not yet accepted; its link then answers 404 `INVITE_INVALID`.',
        params: inviteIdParams,
        response: { 200: inviteCancelledResponse },
      },
    },
    signedIn(async (req) => ({ data: await family.cancelInvite(req.user, req.params.id) })),
  );

  app.delete(
    '/api/v1/family/:user_id',
    {
      config: { errors: ['FAMILY_MEMBER_NOT_FOUND', 'PROFILE_REQUIRED'] },
      preValidation: guards.requireAccountHolder,
      schema: {
        tags,
        security,
        description:
          'The owner removes a relative at once: from their next request `X-Profile` for this profile is 403 `NOT_MANAGER`, and their open sockets stop receiving its events.',
        params: userIdParams,
        response: { 200: managerRemovedResponse },
      },
    },
    signedIn(async (req) => ({ data: await family.remove(req.user, req.params.user_id) })),
  );

  app.get(
    '/api/v1/managed-profiles',
    {
      preValidation: guards.requireOwnAccount,
      schema: {
        tags,
        security,
        description:
          'The profiles the signed-in account can act for: its own first (`own: true`), then each it manages (send `X-Profile: <profile_id>` to act for one). `X-Profile` is not read here.',
        response: { 200: managedProfilesResponse },
      },
    },
    signedIn(async (req) => ({ data: await family.managedProfiles(req.user) })),
  );
};
