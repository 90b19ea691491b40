import crypto from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { blocks, bookmarks, chatRequests, interests, profiles, users } from '../../db/schema';
import { canMessage } from './social';
import { idsOf, socialCalls, uuid } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, who: CreatedProfile) => t.app.inject({ method: 'GET', url, headers: who.auth });
const cardIds = async (url: string, who: CreatedProfile) => {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((c) => c.id);
};

/** A groom and a bride in a town of their own, with a unique surname to search for. */
async function townCouple() {
  const city = `Gaon${crypto.randomBytes(4).toString('hex')}`;
  const surname = `Zz${crypto.randomBytes(4).toString('hex')}`;
  const groom = await createProfile(t.app, { gender: 'male', current_city: city, lastName: surname });
  const bride = await createProfile(t.app, { current_city: city, lastName: surname });
  // Suggestions are profiles like a reference one; each side gets a reference of its own gender.
  const brideRef = await createProfile(t.app, { current_city: city });
  const groomRef = await createProfile(t.app, { gender: 'male', current_city: city });
  return { city, surname, groom, bride, brideRef, groomRef };
}

/** Everything each side of the pair can see of the other, as the web client asks for it. */
async function sightings(pair: Awaited<ReturnType<typeof townCouple>>) {
  const { city, surname, groom, bride, brideRef, groomRef } = pair;
  const seen = async (who: CreatedProfile, other: CreatedProfile, ref: CreatedProfile, gender: string) => {
    const has = (ids: string[]) => ids.includes(other.profileId);
    const interestLists = await Promise.all(
      ['sent', 'received', 'matched'].map(async (type) => (await s.interests(who, type)).json()),
    );
    const requestLists = await Promise.all(
      ['?accepted=false&from=0', '?accepted=true'].map(async (q) => (await s.chatRequests(who, q)).json()),
    );
    return {
      listing: has(await cardIds(`/api/v1/profiles?city=${city}`, who)),
      search: has(await cardIds(`/api/v1/profiles?q=${surname}`, who)),
      suggestions: has(await cardIds(`/api/v1/gender/?gender=${gender}&pid=${ref.profileId}`, who)),
      view: (await s.view(who, other.profileId)).statusCode,
      interests: interestLists.some((l) =>
        l.data.some((i: { profile: { id: string } }) => i.profile.id === other.profileId),
      ),
      chatRequests: requestLists.some((l) =>
        l.data.some((r: { profile: { id: string } }) => r.profile.id === other.profileId),
      ),
    };
  };
  return {
    groom: await seen(groom, bride, brideRef, 'female'),
    bride: await seen(bride, groom, groomRef, 'male'),
  };
}

const visible = {
  listing: true,
  search: true,
  suggestions: true,
  view: 200,
  interests: true,
  chatRequests: true,
};
const gone = {
  listing: false,
  search: false,
  suggestions: false,
  view: 404,
  interests: false,
  chatRequests: false,
};

describe('POST /api/v1/block/, POST /api/v1/unblock/, GET /api/v1/isblock/', () => {
  it('hides the pair from each other everywhere, and unblocking restores them', async () => {
    const pair = await townCouple();
    const { groom, bride } = pair;
    // Something in every list: a match, and a request accepted.
    await s.interest(groom, bride.profileId);
    await s.interest(bride, groom.profileId);
    const request = (await s.chatRequest(bride, groom.profileId)).json().data;
    await s.answerChatRequest(groom, request.id, { accepted: true, declined: false });
    expect(await sightings(pair)).toEqual({ groom: visible, bride: visible });

    const res = await s.block(bride, groom.profileId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { is_blocked: true } });
    // The blocker may still open the profile (to unblock it); the blocked side gets 404.
    expect(await sightings(pair)).toEqual({ groom: gone, bride: { ...gone, view: 200 } });
    expect((await s.view(bride, groom.profileId)).json().is_blocked).toBe(true);
    expect(await canMessage(db(), groom.profileId, bride.profileId)).toBe(false);
    const mine = await get('/api/v1/blocks', bride);
    expect(mine.json().data.map((b: { to: string }) => b.to)).toEqual([groom.profileId]);
    expect((await get('/api/v1/blocks', groom)).json().data).toEqual([]);

    expect((await s.isBlocked(bride, groom.profileId)).json()).toEqual({ data: { is_blocked: true } });
    // The blocked side is never told: to him she is as unknown.
    expect((await s.isBlocked(groom, bride.profileId)).json().error.code).toBe('PROFILE_NOT_FOUND');

    const undo = await s.unblock(bride, groom.profileId);
    expect(undo.json()).toEqual({ data: { is_blocked: false } });
    expect((await s.isBlocked(bride, groom.profileId)).json().data.is_blocked).toBe(false);
    // Answered interests and requests survived the block.
    expect(await sightings(pair)).toEqual({ groom: visible, bride: visible });
    expect(await canMessage(db(), groom.profileId, bride.profileId)).toBe(true);
  });

  it('removes bookmarks both ways and cancels pending interests and requests, in one go', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    await s.bookmark(groom, bride.profileId);
    await s.bookmark(bride, groom.profileId);
    await s.interest(groom, bride.profileId);
    await s.chatRequest(groom, bride.profileId);
    const answered = (await s.chatRequest(bride, groom.profileId)).json().data;
    await s.answerChatRequest(groom, answered.id, { accepted: false, declined: true });

    await s.block(groom, bride.profileId);
    const between = (table: typeof bookmarks | typeof interests | typeof chatRequests) =>
      db()
        .select()
        .from(table)
        .where(
          or(
            and(eq(table.fromProfileId, groom.profileId), eq(table.toProfileId, bride.profileId)),
            and(eq(table.fromProfileId, bride.profileId), eq(table.toProfileId, groom.profileId)),
          ),
        );
    expect(await between(bookmarks)).toEqual([]);
    expect(await between(interests)).toEqual([]);
    expect((await between(chatRequests)).map((r) => r.id)).toEqual([answered.id]);
    expect((await s.bookmarks(groom)).json().data).toEqual([]);
  });

  it('refuses interests, chat requests and bookmarks across a block with 404, both ways', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    const matched = (await s.interest(groom, bride.profileId)).json().data;
    await s.answerInterest(bride, matched.id, 'accepted');
    await s.block(groom, bride.profileId);
    for (const [who, other] of [
      [groom, bride],
      [bride, groom],
    ] as const) {
      for (const res of [
        await s.interest(who, other.profileId),
        await s.chatRequest(who, other.profileId),
        await s.bookmark(who, other.profileId),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' });
      }
      expect((await s.answerInterest(who, matched.id, 'declined')).statusCode).toBe(404);
      expect((await s.cancelInterest(who, matched.id)).statusCode).toBe(404);
    }
    // The blocked side cannot report the blocker (that would reveal the block)...
    const hiddenReport = await s.report(bride, { user_to_id: groom.profileId, reason: 'harassment' });
    expect(hiddenReport.statusCode).toBe(404);
    expect(hiddenReport.json().error.code).toBe('PROFILE_NOT_FOUND');
    // ...but the blocker may still report the profile they blocked.
    const report = await s.report(groom, { user_to_id: bride.profileId, reason: 'harassment' });
    expect(report.statusCode).toBe(201);
  });

  it('is idempotent, and refuses the own profile (400) and unknown or hidden profiles (404)', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    expect((await s.block(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.block(groom, bride.profileId)).statusCode).toBe(200);
    const rows = await db().select().from(blocks).where(eq(blocks.blockerProfileId, groom.profileId));
    expect(rows).toHaveLength(1);
    expect((await s.unblock(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.unblock(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: false } });

    const self = await s.block(groom, groom.profileId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot block your own profile.',
    });
    const unblockSelf = await s.unblock(groom, groom.profileId);
    expect(unblockSelf.statusCode).toBe(400);
    expect(unblockSelf.json().error.code).toBe('OWN_PROFILE_NOT_ALLOWED');
    expect((await s.isBlocked(groom, groom.profileId)).json()).toEqual({ data: { is_blocked: false } });

    const hidden = await createProfile(t.app);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    const suspended = await createProfile(t.app);
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    for (const id of [uuid(), 'x', hidden.profileId, suspended.profileId]) {
      for (const res of [
        await s.block(groom, id),
        await s.unblock(groom, id),
        await s.isBlocked(groom, id),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code, id).toBe('PROFILE_NOT_FOUND');
      }
    }
    expect((await s.block(undefined, bride.profileId)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/block', headers: groom.auth, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('reads and undoes the caller’s block even when the blocked profile is hidden now', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    await s.block(groom, bride.profileId);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, bride.profileId));
    expect((await s.isBlocked(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: true } });
    expect((await s.block(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.unblock(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: false } });
    expect(await db().select().from(blocks).where(eq(blocks.blockerProfileId, groom.profileId))).toEqual([]);
    // Once unblocked, a hidden profile is simply unknown.
    expect((await s.isBlocked(groom, bride.profileId)).statusCode).toBe(404);
  });

  it('answers a member blocked by someone as for an unknown profile: no block back, nothing to undo', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app);
    await s.block(bride, groom.profileId);
    for (const res of [
      await s.block(groom, bride.profileId),
      await s.unblock(groom, bride.profileId),
      await s.isBlocked(groom, bride.profileId),
      await s.view(groom, bride.profileId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PROFILE_NOT_FOUND');
    }
    expect(await db().select().from(blocks).where(eq(blocks.blockerProfileId, groom.profileId))).toEqual([]);
    // The bride, the blocker, may open his profile and reads her own block.
    expect((await s.view(bride, groom.profileId)).json().is_blocked).toBe(true);
    expect((await s.isBlocked(bride, groom.profileId)).json().data.is_blocked).toBe(true);

    await s.unblock(bride, groom.profileId);
    expect((await s.view(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.isBlocked(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: false } });
    expect(idsOf((await s.interests(groom)).json())).toEqual([]);
  });
});
