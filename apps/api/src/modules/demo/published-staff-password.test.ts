import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { AuthRepository } from '../auth/auth.repository';
import { ensureStaffAccount } from '../auth/staff-accounts';
import { DEMO_STAFF_EMAIL } from './demo-staff';
import { retirePublishedStaffPassword } from './published-staff-password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sign_in', payload: { email: DEMO_STAFF_EMAIL, password } });

it('gives a staff account still on the published demo password the generated one, once', async () => {
  const repo = new AuthRepository();
  const { db } = t.database;
  expect(await retirePublishedStaffPassword(db, repo, t.dataDir)).toBeNull(); // no such account
  await ensureStaffAccount(db, repo, DEMO_STAFF_EMAIL, 'staff1234');
  expect((await signIn('staff1234')).statusCode).toBe(200);

  const file = await retirePublishedStaffPassword(db, repo, t.dataDir);
  expect(file).toBeTruthy();
  expect(fs.statSync(file!).mode & 0o777).toBe(0o600);
  const retired = await signIn('staff1234');
  expect(retired.statusCode).toBe(401);
  expect(retired.json().error.code).toBe('WRONG_CREDENTIALS');
  expect((await signIn(fs.readFileSync(file!, 'utf8'))).json().data.user.is_admin).toBe(true);
  // Once changed, later starts leave it alone.
  expect(await retirePublishedStaffPassword(db, repo, t.dataDir)).toBeNull();
});
