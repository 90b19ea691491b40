import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { profiles, profileViews } from '../../db/schema';
import { MatchmakingRepository } from './matchmaking.repository';
import { VIEW_FLUSH_MS, ViewRecorder } from './view-recorder';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const viewsOf = (ids: string[]) =>
  db().select().from(profileViews).where(inArray(profileViews.viewedProfileId, ids));

describe('ViewRecorder', () => {
  it('writes the views of a moment in one statement, one row a day per pair at the latest time', async () => {
    const [a, b, c] = [await createProfile(t.app), await createProfile(t.app), await createProfile(t.app)];
    const repo = new MatchmakingRepository();
    const write = vi.spyOn(repo, 'recordViews');
    const recorder = new ViewRecorder({ db: db(), repo });
    const day = '2026-11-27';
    recorder.record({ viewer: a.profileId, viewed: b.profileId, day, at: new Date('2026-11-27T10:00:00Z') });
    recorder.record({ viewer: a.profileId, viewed: b.profileId, day, at: new Date('2026-11-27T10:05:00Z') });
    recorder.record({ viewer: a.profileId, viewed: b.profileId, day, at: new Date('2026-11-27T10:01:00Z') });
    recorder.record({ viewer: b.profileId, viewed: c.profileId, day, at: new Date('2026-11-27T10:02:00Z') });
    expect(await viewsOf([b.profileId, c.profileId])).toEqual([]);

    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1), { timeout: VIEW_FLUSH_MS * 8 });
    await recorder.flush();
    const rows = await viewsOf([b.profileId, c.profileId]);
    expect(rows.map((r) => [r.viewerProfileId, r.viewedProfileId, r.viewedAt.toISOString()]).sort()).toEqual(
      [
        [a.profileId, b.profileId, '2026-11-27T10:05:00.000Z'],
        [b.profileId, c.profileId, '2026-11-27T10:02:00.000Z'],
      ].sort(),
    );

    // A later batch never moves a day's time backwards.
    recorder.record({ viewer: a.profileId, viewed: b.profileId, day, at: new Date('2026-11-27T09:00:00Z') });
    await recorder.flush();
    const [kept] = await viewsOf([b.profileId]);
    expect(kept!.viewedAt.toISOString()).toBe('2026-11-27T10:05:00.000Z');
  });

  it('keeps the other views when one profile was erased meanwhile, and logs only a count', async () => {
    const [a, b, gone] = [await createProfile(t.app), await createProfile(t.app), await createProfile(t.app)];
    const error = vi.fn();
    const recorder = new ViewRecorder({ db: db(), repo: new MatchmakingRepository(), log: { error } });
    const day = '2026-11-27';
    const at = new Date('2026-11-27T11:00:00Z');
    recorder.record({ viewer: a.profileId, viewed: gone.profileId, day, at });
    recorder.record({ viewer: a.profileId, viewed: b.profileId, day, at });
    await db().delete(profiles).where(eq(profiles.id, gone.profileId));
    await recorder.flush();
    expect((await viewsOf([b.profileId])).map((r) => r.viewerProfileId)).toEqual([a.profileId]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed write without the ids of who viewed whom', async () => {
    const error = vi.fn();
    const repo = { recordViews: vi.fn().mockRejectedValue(new Error('database gone')) };
    const recorder = new ViewRecorder({ db: db(), repo, log: { error } });
    const viewer = crypto.randomUUID();
    recorder.record({ viewer, viewed: crypto.randomUUID(), day: '2026-11-27', at: new Date() });
    await recorder.flush();
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls[0]![0])).not.toContain(viewer);
    expect(error.mock.calls[0]![0]).toMatchObject({ views: 1 });
  });

  it('writes pending views when the server closes', async () => {
    const app = await buildTestApp();
    const [a, b] = [await createProfile(app.app), await createProfile(app.app, { gender: 'male' })];
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${a.profileId}`,
      headers: b.auth,
    });
    expect(res.statusCode).toBe(200);
    const database = app.database;
    await app.app.close();
    const rows = await database.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.viewedProfileId, a.profileId));
    expect(rows.map((r) => r.viewerProfileId)).toEqual([b.profileId]);
    await database.close();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  });
});
