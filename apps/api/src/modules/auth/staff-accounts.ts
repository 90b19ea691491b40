import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import type { AuthRepository } from './auth.repository';

/**
 * Makes sure a staff account exists for the e-mail: creates it with the password, or promotes an
 * existing account (setting the password only when `resetPassword` is asked or none is set).
 */
export async function ensureStaffAccount(
  db: Database,
  repo: AuthRepository,
  email: string,
  password: string,
  resetPassword = false,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalised = email.trim().toLowerCase();
  const existing = await repo.findSessionUser(db, { email: normalised });
  if (!existing) {
    await repo.createAccount(db, {
      email: normalised,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      usergroup: 'staff',
    });
    return 'created';
  }
  const needsPassword = resetPassword || existing.passwordHash === null;
  if (needsPassword) await repo.setPassword(db, existing.id, await hashPassword(password));
  if (!existing.isAdmin) await repo.setAdmin(db, existing.id, true);
  return existing.isAdmin && !needsPassword ? 'unchanged' : 'promoted';
}
