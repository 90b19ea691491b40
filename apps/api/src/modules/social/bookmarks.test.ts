import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { bookmarks, profiles } from '../../db/schema';
import { couple, idsOf, profilesOf, socialCalls, uuid } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const bookmarkRows = (from: string, to: string) =>
  db()
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.fromProfileId, from), eq(bookmarks.toProfileId, to)));

describe('bookmarks (GET/POST /api/v1/bookmarks/, DELETE /api/v1/bookmarks/{id})', () => {
  it('bookmarks a profile (201), and bookmarking it again answers the same bookmark (200)', async () => {
    const { groom, bride } = await couple(t.app);
    const res = await s.bookmark(groom, bride.profileId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      to: bride.profileId,
      profile: {
        id: bride.profileId,
        name: 'Asha',
        gender: 'female',
        lastName: 'Kulkarni',
        pics: [
          {
            url: expect.stringMatching(
              `^/media/p/${bride.profileId}/photos/.+-medium\\.jpg\\?v=${groom.profileId}&`,
            ),
          },
        ],
        primary_profile_pic: expect.stringMatching(
          `^/media/p/${bride.profileId}/photos/.+-medium\\.jpg\\?v=`,
        ),
        photos_blurred: false,
      },
      created_at: expect.any(String),
    });
    const again = await s.bookmark(groom, bride.profileId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(res.json().data.id);
    expect(await bookmarkRows(groom.profileId, bride.profileId)).toHaveLength(1);
    expect((await s.view(groom, bride.profileId)).json().is_bookmarked).toBe(true);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles?saved=true',
      headers: groom.auth,
    });
    expect(saved.json().data.map((c: { id: string }) => c.id)).toEqual([bride.profileId]);
  });

  it('lists the caller’s bookmarks newest first with paging', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const brides = [await createProfile(t.app), await createProfile(t.app), await createProfile(t.app)];
    const made = [];
    for (const bride of brides) made.push((await s.bookmark(groom, bride.profileId)).json().data.id);
    const body = (await s.bookmarks(groom)).json();
    expect(idsOf(body)).toEqual([...made].reverse());
    expect(profilesOf(body)).toEqual(brides.map((b) => b.profileId).reverse());
    expect(body.meta).toEqual({ total: 3, limit: 20, offset: 0 });
    const page = (await s.bookmarks(groom, '?limit=2&offset=2')).json();
    expect(idsOf(page)).toEqual([made[0]]);
    expect(page.meta).toEqual({ total: 3, limit: 2, offset: 2 });
    // Another member's bookmarks are their own.
    expect((await s.bookmarks(brides[0])).json().data).toEqual([]);
    expect((await s.bookmarks(undefined)).statusCode).toBe(401);
  });

  it('removes a bookmark by the bookmark id or by the bookmarked profile id', async () => {
    const { groom, bride } = await couple(t.app);
    const byId = (await s.bookmark(groom, bride.profileId)).json().data.id;
    const res = await s.unbookmark(groom, byId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: byId, deleted: true } });
    expect(await bookmarkRows(groom.profileId, bride.profileId)).toEqual([]);

    const second = (await s.bookmark(groom, bride.profileId)).json().data.id;
    const byProfile = await s.unbookmark(groom, bride.profileId);
    expect(byProfile.json()).toEqual({ data: { id: second, deleted: true } });
    expect((await s.bookmarks(groom)).json().data).toEqual([]);
    expect((await s.unbookmark(groom, bride.profileId)).statusCode).toBe(404);
    expect((await s.unbookmark(groom, 'not-an-id')).statusCode).toBe(404);
  });

  it('answers 404 for another member’s bookmark, by either id, and keeps it', async () => {
    const { groom, bride } = await couple(t.app);
    const other = await createProfile(t.app, { gender: 'male' });
    const id = (await s.bookmark(groom, bride.profileId)).json().data.id;
    for (const ref of [id, bride.profileId]) {
      const res = await s.unbookmark(other, ref);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'BOOKMARK_NOT_FOUND', message: 'Bookmark not found.' });
    }
    expect(await bookmarkRows(groom.profileId, bride.profileId)).toHaveLength(1);
  });

  it('refuses the own profile (400) and profiles the caller may not know (404)', async () => {
    const { groom } = await couple(t.app);
    const self = await s.bookmark(groom, groom.profileId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot bookmark your own profile.',
    });
    const hidden = await createProfile(t.app);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    for (const to of [uuid(), hidden.profileId, '']) {
      const res = await s.bookmark(groom, to);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookmarks',
      headers: groom.auth,
      payload: { to: hidden.profileId },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves bookmarks of profiles that became hidden out of the list', async () => {
    const { groom, bride } = await couple(t.app);
    await s.bookmark(groom, bride.profileId);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, bride.profileId));
    expect((await s.bookmarks(groom)).json()).toEqual({ data: [], meta: { total: 0, limit: 20, offset: 0 } });
  });
});
