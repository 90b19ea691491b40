import crypto from 'node:crypto';
import {
  FAMILY_INVITE_TTL_DAYS,
  type Family,
  type FamilyAcceptInput,
  type FamilyInvite,
  type FamilyInviteInput,
  type ManagedProfile,
  type Relation,
} from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../errors';
import type { Outbox } from '../../jobs/outbox';
import { parseUuid } from '../../lib/ids';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { MemberMedia } from '../privacy/member-media';
import type { Realtime } from '../realtime/realtime';
import { SEND_FAMILY_INVITE } from './family.jobs';
import type { FamilyRepository } from './family.repository';
import { presentInvite, presentManagedProfile, presentManager } from './family-presenter';
import { sealToken } from './invite-mail';
import { familyTexts } from './texts';

export interface FamilyDeps {
  db: Database;
  repo: FamilyRepository;
  /** The invitation and its mail job in one transaction. */
  outbox: Outbox;
  limits: RateLimitStore;
  media: Pick<MemberMedia, 'ownLens'>;
  /** A relative's open sockets join or leave the managed profile's events at once, on every process. */
  realtime: Pick<Realtime, 'startManaging' | 'stopManaging'>;
  /** Seals the token in the mail job's data (invite-mail.ts). */
  sealKey: Uint8Array;
  /** Invitations one owner may send (default 10 a day). */
  inviteLimit?: Limit;
}

export const INVITE_LIMIT: Limit = { max: 10, windowSeconds: 24 * 3600 };
const DAY_MS = 24 * 3600 * 1000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const inviteInvalid = () => notFound('INVITE_INVALID');

/**
 * Family management (decision 33): the owner invites relatives by e-mail, sees who manages the
 * profile and removes them; a relative accepts with their own account. Acting for the profile
 * afterwards is the guards' (policies/acting-profile.ts), not this module's.
 */
export class FamilyService {
  constructor(private readonly deps: FamilyDeps) {}

  /** Invites `email` as `relation`: a token whose hash is kept, and its mail, in one transaction. */
  async invite(owner: AuthUser, input: FamilyInviteInput): Promise<FamilyInvite> {
    const { outbox, repo, limits, sealKey } = this.deps;
    const profileId = requireOwnProfileId(owner);
    if (input.email === owner.email.trim().toLowerCase()) {
      throw badRequest('FAMILY_SELF');
    }
    await enforceRateLimit(limits, [`family:invite:${owner.id}`], this.deps.inviteLimit ?? INVITE_LIMIT);
    const token = crypto.randomBytes(32).toString('base64url');
    return outbox.transaction(async (effects) => {
      const { tx } = effects;
      if (await repo.emailManages(tx, profileId, input.email)) {
        throw conflict('ALREADY_MANAGER');
      }
      const invite = await repo.insertInvite(tx, {
        profileId,
        email: input.email,
        relation: input.relation,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + FAMILY_INVITE_TTL_DAYS * DAY_MS),
      });
      await effects.send(SEND_FAMILY_INVITE, { inviteId: invite.id, sealedToken: sealToken(sealKey, token) });
      return presentInvite(invite);
    });
  }

  /** The owner's family: who manages the profile, and the invitations still open. */
  async family(owner: AuthUser): Promise<Family> {
    const { db, repo } = this.deps;
    const profileId = requireOwnProfileId(owner);
    const [managers, invites] = await Promise.all([
      repo.managers(db, profileId),
      repo.openInvites(db, profileId),
    ]);
    return { managers: managers.map(presentManager), invites: invites.map(presentInvite) };
  }

  /**
   * The signed-in account (never the profile's owner) accepts: it manages the profile from now on,
   * under the name the family calls it (default: the relation's word in its language).
   */
  async accept(account: AuthUser, token: string, input: FamilyAcceptInput): Promise<ManagedProfile> {
    const { outbox, repo } = this.deps;
    if (token.length > 200) throw inviteInvalid();
    const profileId = await outbox.transaction(async ({ tx }) => {
      const invite = await repo.inviteForUpdate(tx, sha256(token));
      if (!invite || invite.acceptedAt || invite.expiresAt.getTime() <= Date.now()) throw inviteInvalid();
      if (invite.ownerId === account.id) {
        throw badRequest('INVITE_OWN_PROFILE');
      }
      const relation = invite.relation as Relation;
      const name = input?.name ?? familyTexts(account.language ?? 'en').callNames[relation] ?? relation;
      const added = await repo.insertManager(tx, {
        profileId: invite.profileId,
        userId: account.id,
        name,
        relation,
      });
      if (!added) throw conflict('ALREADY_MANAGER');
      if (!(await repo.markAccepted(tx, invite.id, account.id))) throw inviteInvalid();
      return invite.profileId;
    });
    this.deps.realtime.startManaging(account.id, profileId);
    const profile = (await this.managedProfiles(account)).find((p) => p.profile_id === profileId);
    if (!profile) throw inviteInvalid();
    return profile;
  }

  /** The owner removes a relative: their next request and their open sockets lose the profile at once. */
  async remove(owner: AuthUser, rawUserId: string): Promise<{ user_id: string; deleted: true }> {
    const profileId = requireOwnProfileId(owner);
    const userId = parseUuid(rawUserId);
    if (!userId || !(await this.deps.repo.deleteManager(this.deps.db, profileId, userId))) {
      throw notFound('FAMILY_MEMBER_NOT_FOUND');
    }
    this.deps.realtime.stopManaging(userId, profileId);
    return { user_id: userId, deleted: true };
  }

  /** The owner cancels an invitation not yet accepted; its link then answers as invalid. */
  async cancelInvite(owner: AuthUser, rawId: string): Promise<{ id: string; deleted: true }> {
    const profileId = requireOwnProfileId(owner);
    const inviteId = parseUuid(rawId);
    if (!inviteId || !(await this.deps.repo.deleteOpenInvite(this.deps.db, profileId, inviteId))) {
      throw notFound('INVITE_NOT_FOUND');
    }
    return { id: inviteId, deleted: true };
  }

  /** The account's own profile (if any, `own: true`) and every profile it manages. */
  async managedProfiles(account: AuthUser): Promise<ManagedProfile[]> {
    const rows = await this.deps.repo.managedProfiles(this.deps.db, account.id);
    // The relative manages these profiles: their photos are shown to them as to the owner.
    const lens = this.deps.media.ownLens();
    return rows.map((row) => presentManagedProfile(row, lens));
  }
}
