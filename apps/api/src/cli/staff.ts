// Creates or promotes a staff account: npm run staff -- --email a@b.c --password secret
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { AuthRepository } from '../modules/auth/auth.repository';
import { ensureStaffAccount } from '../modules/auth/staff-accounts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password || values.password.length < 6) {
  console.error('Usage: npm run staff -- --email someone@example.com --password <at least 6 characters>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await ensureStaffAccount(
    database.db,
    new AuthRepository(),
    values.email,
    values.password,
    true,
  );
  console.info(`Staff account ${values.email}: ${result}.`);
} finally {
  await database.close();
}
