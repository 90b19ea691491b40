import {
  type Admin,
  type App,
  GROUP_PROFILES_PAGE_SIZE,
  type GroupProfile,
  type GroupProfilePage,
} from '@jodi/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { StaffDirectoryRepository } from './staff-directory.repository';
import type { GroupProfilesQuery } from './staff-directory.schema';
import { fullName, type ProfileWithOwner, type StaffLookupsRepository } from './staff-lookups.repository';
import type { TrailsRepository } from './trails.repository';

export interface StaffDirectoryDeps {
  db: Database;
  repo: StaffDirectoryRepository;
  lookups: StaffLookupsRepository;
  trails: TrailsRepository;
  appIds: string[];
}

export const presentGroupProfile = (p: ProfileWithOwner): GroupProfile => ({
  id: p.id,
  name: p.name,
  lastName: p.lastName,
  gender: p.gender,
  usergroup: p.usergroup,
  status: p.status,
});

/** Who is staff, which communities exist, the profiles of user groups, and moving between groups. */
export class StaffDirectoryService {
  constructor(private readonly deps: StaffDirectoryDeps) {}

  async admins(): Promise<Admin[]> {
    const rows = await this.deps.repo.admins(this.deps.db);
    return rows.map((r) => ({ id: r.id, email: r.email, name: fullName(r) }));
  }

  apps(): App[] {
    return this.deps.appIds.map((id) => ({ id, name: id }));
  }

  async groupProfiles(query: GroupProfilesQuery): Promise<GroupProfilePage> {
    const { rows, total } = await this.deps.repo.groupProfiles(
      this.deps.db,
      { usergroup: query.usergroup, name: query.q?.toLowerCase() || undefined },
      { limit: GROUP_PROFILES_PAGE_SIZE, offset: (query.page - 1) * GROUP_PROFILES_PAGE_SIZE },
    );
    return { data: rows, meta: { page: query.page, page_size: GROUP_PROFILES_PAGE_SIZE, total } };
  }

  /** Moves the profile's account to `usergroup` (a trail entry says from where); 404 for an unknown profile. */
  async migrate(staff: AuthUser, rawPid: string, usergroup: string): Promise<GroupProfile> {
    const { db, repo, lookups, trails } = this.deps;
    const pid = parseUuid(rawPid);
    if (!pid) throw notFound('PROFILE_NOT_FOUND');
    return db.transaction(async (tx) => {
      const profile = await lookups.lockProfileWithOwner(tx, pid);
      if (!profile) throw notFound('PROFILE_NOT_FOUND');
      if (profile.usergroup === usergroup) return presentGroupProfile(profile);
      await repo.setUsergroup(tx, profile.userId, usergroup);
      await trails.insert(tx, {
        profileId: profile.id,
        kind: 'moved_to_group',
        text: `Moved from group ${profile.usergroup} to ${usergroup}`,
        byUserId: staff.id,
      });
      return presentGroupProfile({ ...profile, usergroup });
    });
  }
}
