import type { Interest, MiniProfile } from '@jodi/contract';
import type { SocialEntry } from '../lib/social';

/** Factory: the short profile of an interest, bookmark or block card. */
export function buildMiniProfile(overrides: Partial<MiniProfile> = {}): MiniProfile {
  return {
    id: 'bride-1',
    name: 'Meera',
    gender: 'female',
    lastName: 'Joshi',
    pics: [{ url: '/m/meera-1.jpg' }, { url: '/m/meera-2.jpg' }],
    primary_profile_pic: '/m/meera-1.jpg',
    photos_blurred: false,
    ...overrides,
  };
}

/** Factory: an interest as the member sees it; `profile` is the other person. */
export function buildInterest(overrides: Partial<Interest> = {}): Interest {
  const profile = overrides.profile ?? buildMiniProfile();
  const me = buildMiniProfile({ id: 'profile-1', name: 'Ravi', lastName: 'Kulkarni', pics: [] });
  return {
    id: 'interest-1',
    from: me.id,
    from_profile: me,
    to: profile.id,
    to_profile: profile,
    profile,
    status: 'pending',
    matched: false,
    created_at: '2025-01-01T10:00:00.000Z',
    sent_by: null,
    ...overrides,
  };
}

/** Factory: a block (or bookmark) entry of GET /api/v1/blocks. */
export function buildBlockEntry(overrides: Partial<SocialEntry> = {}): SocialEntry {
  const profile = overrides.profile ?? buildMiniProfile();
  return { id: 'block-1', to: profile.id, profile, created_at: '2025-01-01T10:00:00.000Z', ...overrides };
}

export const listOf = <T>(data: T[], meta = { total: data.length, limit: 24, offset: 0 }) => ({ data, meta });
