import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { reports } from '../../db/schema';
import { REPORT_LIMIT } from './reports.service';
import { couple, socialCalls, uuid } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reportsBy = (profileId: string) =>
  db().select().from(reports).where(eq(reports.reporterProfileId, profileId));

describe('POST /api/v1/user/report', () => {
  it('keeps an open report for staff, without blocking anyone', async () => {
    const { groom, bride } = await couple(t.app);
    const res = await s.report(groom, { user_to_id: bride.profileId, reason: 'fake_profile' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      user_to_id: bride.profileId,
      reason: 'fake_profile',
      details: null,
      status: 'open',
      created_at: expect.any(String),
    });
    const [row] = await reportsBy(groom.profileId);
    expect(row).toMatchObject({ reportedProfileId: bride.profileId, reason: 'fake_profile', status: 'open' });
    expect((await s.view(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.isBlocked(groom, bride.profileId)).json().data.is_blocked).toBe(false);
  });

  it('takes one open report per profile (409); once staff closed it, another may be filed', async () => {
    const { groom, bride } = await couple(t.app);
    await s.report(groom, { user_to_id: bride.profileId, reason: 'harassment' });
    const again = await s.report(groom, { user_to_id: bride.profileId, reason: 'asking_for_money' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_REPORTED',
      message: 'You have already reported this profile.',
    });
    // Someone else may report the same profile.
    const other = await createProfile(t.app, { gender: 'male' });
    expect((await s.report(other, { user_to_id: bride.profileId, reason: 'harassment' })).statusCode).toBe(
      201,
    );

    await db()
      .update(reports)
      .set({ status: 'dismissed' })
      .where(eq(reports.reporterProfileId, groom.profileId));
    const later = await s.report(groom, { user_to_id: bride.profileId, reason: 'asking_for_money' });
    expect(later.statusCode).toBe(201);
    expect(await reportsBy(groom.profileId)).toHaveLength(2);
  });

  it('asks for details with reason other, trims them, and limits their length', async () => {
    const { groom, bride } = await couple(t.app);
    for (const details of [undefined, null, '', '    ']) {
      const res = await s.report(groom, { user_to_id: bride.profileId, reason: 'other', details });
      expect(res.statusCode, String(details)).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'body.details', message: 'Tell us what is wrong' }]);
    }
    const long = await s.report(groom, {
      user_to_id: bride.profileId,
      reason: 'other',
      details: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    const ok = await s.report(groom, {
      user_to_id: bride.profileId,
      reason: 'other',
      details: '  Photos are of a film actress.  ',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.details).toBe('Photos are of a film actress.');
    const [row] = await reportsBy(groom.profileId);
    expect(row?.details).toBe('Photos are of a film actress.');
  });

  it('refuses unknown reasons and missing ids (400), the own profile (400) and unknown profiles (404)', async () => {
    const { groom, bride } = await couple(t.app);
    for (const payload of [
      { user_to_id: bride.profileId, reason: 'ugly' },
      { user_to_id: bride.profileId },
      { reason: 'harassment' },
    ]) {
      expect((await s.report(groom, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const self = await s.report(groom, { user_to_id: groom.profileId, reason: 'harassment' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot report your own profile.',
    });
    const unknown = await s.report(groom, { user_to_id: uuid(), reason: 'harassment' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PROFILE_NOT_FOUND');
    expect(
      (await s.report(undefined, { user_to_id: bride.profileId, reason: 'harassment' })).statusCode,
    ).toBe(401);
    expect(await reportsBy(groom.profileId)).toEqual([]);
  });

  it(`limits each reporter to ${REPORT_LIMIT.max} reports an hour (429 with Retry-After)`, async () => {
    const { groom, bride } = await couple(t.app);
    expect((await s.report(groom, { user_to_id: bride.profileId, reason: 'harassment' })).statusCode).toBe(
      201,
    );
    for (let i = 1; i < REPORT_LIMIT.max; i++) {
      expect((await s.report(groom, { user_to_id: uuid(), reason: 'harassment' })).statusCode).toBe(404);
    }
    const other = await createProfile(t.app);
    const limited = await s.report(groom, { user_to_id: other.profileId, reason: 'harassment' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REPORT_LIMIT.windowSeconds);
    expect(await reportsBy(groom.profileId)).toHaveLength(1);
    // Another reporter is not affected.
    expect((await s.report(bride, { user_to_id: other.profileId, reason: 'harassment' })).statusCode).toBe(
      201,
    );
  });
});
