import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { profiles } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const choices = { photos: 'members', contacts: 'plan' };

describe('GET/PUT /api/v1/privacy', () => {
  it('answers 400 VALIDATION_FAILED for a pause that ends in the past', async () => {
    const member = await signUpMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/privacy',
      headers: member.auth,
      payload: { ...choices, paused_until: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose a time in the future to pause until.',
    });
  });

  it('answers 404 PROFILE_REQUIRED to an account without a profile', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, member.user.profile_id!));
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/v1/privacy', headers: member.auth }),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/privacy',
        headers: member.auth,
        payload: { ...choices, paused_until: null },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
  });
});
