import {
  type FamilyInvite,
  type FamilyManager,
  type ManagedProfile,
  type Relation,
  recognisePlan,
} from '@jodi/contract';
import type { MediaLens } from '../privacy/media-lens';
import type { InviteRecord, ManagedProfileRow, ManagerRecord } from './family.repository';

export function presentInvite(row: InviteRecord): FamilyInvite {
  return {
    id: row.id,
    email: row.email,
    relation: row.relation as Relation,
    expires_at: row.expiresAt.toISOString(),
  };
}

export function presentManager(row: ManagerRecord): FamilyManager {
  return {
    user_id: row.userId,
    name: row.name,
    relation: row.relation as Relation,
    since: row.createdAt.toISOString(),
  };
}

/** A profile of the switcher: its name, its thumbnail as its owner sees it, its plan now. */
export function presentManagedProfile(row: ManagedProfileRow, lens: MediaLens): ManagedProfile {
  const name = [row.name, row.lastName].filter(Boolean).join(' ');
  return {
    profile_id: row.profileId,
    name: name || null,
    photo: lens.photo({ id: row.profileId, photoVisibility: row.photoVisibility }, row.thumbKey)?.url ?? null,
    relation: (row.relation as Relation | null) ?? null,
    plan: row.planActive ? recognisePlan(row.plan) : 'Hope',
    own: row.relation === null,
  };
}
