import { type KeptSecret, keptSecret, randomSecret } from '../../lib/kept-secret';

/** The demo's staff account. Its password is this install's own (never published), unlike the member's. */
export const DEMO_STAFF_EMAIL = 'staff@jodi.example';

/** Where the demo staff password is kept in DATA_DIR (0600), generated at the first seed. */
export const DEMO_STAFF_PASSWORD_FILE = 'demo-staff-password';

/** The demo staff password of the install in `dataDir`: generated once, then read back. */
export function demoStaffPassword(dataDir: string): KeptSecret {
  // 16 random bytes: 22 characters, easy to copy from the console.
  return keptSecret(dataDir, DEMO_STAFF_PASSWORD_FILE, () => randomSecret(16));
}

/**
 * The demo community's accounts have published passwords (the member's is in the README), so it
 * is never seeded in production; this one line says why.
 */
export function refuseDemoInProduction(env: string | undefined): void {
  if (env === 'production') {
    throw new Error(
      'Refusing to seed the demo community: NODE_ENV=production (its accounts have published passwords); create staff with npm run staff instead',
    );
  }
}
