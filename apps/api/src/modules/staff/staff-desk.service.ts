import type { StaffDesk } from '@jodi/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import type { StaffDeskRepository } from './staff-desk.repository';

/** The staff home: what waits for staff today, counted in the default community. */
export class StaffDeskService {
  constructor(private readonly deps: { db: Database; repo: StaffDeskRepository; appIds: string[] }) {}

  today(user: AuthUser): Promise<StaffDesk> {
    const { db, repo, appIds } = this.deps;
    return repo.counts(db, appIds[0]!, user.id);
  }
}
