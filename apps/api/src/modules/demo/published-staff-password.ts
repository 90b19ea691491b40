import type { Database } from '../../db/database';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepository } from '../auth/auth.repository';
import { DEMO_STAFF_EMAIL, demoStaffPassword } from './demo-staff';

/** What the demo staff account's password was before it was generated per install (in old READMEs). */
const PUBLISHED_STAFF_PASSWORD = 'staff1234';

/**
 * Installs seeded before the password was generated still have a staff account anyone can sign in
 * to: it gets this install's generated password (which also ends its sessions). Answers the file
 * now holding the password, or null when there was nothing to change.
 */
export async function retirePublishedStaffPassword(
  db: Database,
  repo: AuthRepository,
  dataDir: string,
): Promise<string | null> {
  const staff = await repo.findSessionUser(db, { email: DEMO_STAFF_EMAIL });
  if (!staff?.isAdmin || !(await verifyPassword(staff.passwordHash, PUBLISHED_STAFF_PASSWORD))) return null;
  const generated = demoStaffPassword(dataDir);
  await repo.setPassword(db, staff.id, await hashPassword(generated.value));
  return generated.file;
}
