import { interestSchema } from '@jodi/contract';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpMember, type TestApp } from '../../../test/harness';
import { createProfile } from '../../../test/profile-factory';
import { interests, photos, profiles, users } from '../../db/schema';
import { signedUrl } from '../privacy/media-lens.test-kit';
import { couple, idsOf, profilesOf, socialCalls, uuid } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsBetween = (a: string, b: string) =>
  db()
    .select()
    .from(interests)
    .where(
      or(
        eq(interests.fromProfileId, a),
        eq(interests.toProfileId, a),
        eq(interests.fromProfileId, b),
        eq(interests.toProfileId, b),
      ),
    );

describe('POST /api/v1/interests', () => {
  it('sends a pending interest (201) in the contract shape, and a second one is 424', async () => {
    const { groom, bride } = await couple(t.app, { photo: false });
    const res = await s.interest(groom, bride.profileId);
    expect(res.statusCode, res.body).toBe(201);
    const interest = interestSchema.parse(res.json().data);
    expect(interest).toEqual({
      id: expect.any(String),
      to: bride.profileId,
      to_profile: {
        id: bride.profileId,
        name: 'Asha',
        gender: 'female',
        lastName: 'Kulkarni',
        pics: [],
        primary_profile_pic: null,
        photos_blurred: false,
      },
      from: groom.profileId,
      from_profile: {
        id: groom.profileId,
        name: 'Rohan',
        gender: 'male',
        lastName: 'Kulkarni',
        pics: [],
        primary_profile_pic: null,
        photos_blurred: false,
      },
      profile: expect.objectContaining({ id: bride.profileId }),
      status: 'pending',
      matched: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sent_by: null,
    });

    const again = await s.interest(groom, bride.profileId);
    expect(again.statusCode).toBe(424);
    expect(again.json().error).toEqual({ code: 'INTEREST_ALREADY_SENT', message: 'Interest already sent' });
    expect(await rowsBetween(groom.profileId, bride.profileId)).toHaveLength(1);
  });

  it('refuses the own profile (400) and profiles the caller may not know (404)', async () => {
    const { groom, bride } = await couple(t.app);
    const self = await s.interest(groom, groom.profileId);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({
      code: 'OWN_PROFILE_NOT_ALLOWED',
      message: 'You cannot send an interest to your own profile.',
    });

    const hidden = await createProfile(t.app);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, hidden.profileId));
    const suspended = await createProfile(t.app);
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    for (const to of [uuid(), 'not-a-uuid', hidden.profileId, suspended.profileId]) {
      const res = await s.interest(groom, to);
      expect(res.statusCode, to).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'Profile not found.' });
    }
    expect((await s.interest(undefined, bride.profileId)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/interests', headers: groom.auth, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a profile to act from, on every social call', async () => {
    const { groom, bride } = await couple(t.app);
    const bare = await signUpMember(t.app);
    await db().delete(profiles).where(eq(profiles.id, bare.user.profile_id!));
    const sent = (await s.interest(groom, bride.profileId)).json().data.id;
    for (const res of [
      await s.interest(bare, bride.profileId),
      await s.interests(bare, 'sent'),
      await s.answerInterest(bare, sent, 'accepted'),
      await s.cancelInterest(bare, sent),
      await s.chatRequest(bare, bride.profileId),
      await s.chatRequests(bare),
      await s.answerChatRequest(bare, uuid(), { accepted: true, declined: false }),
      await s.cancelChatRequest(bare, uuid()),
      await s.bookmark(bare, bride.profileId),
      await s.bookmarks(bare),
      await s.unbookmark(bare, bride.profileId),
      await s.block(bare, bride.profileId),
      await s.unblock(bare, bride.profileId),
      await s.isBlocked(bare, bride.profileId),
      await s.report(bare, { user_to_id: bride.profileId, reason: 'harassment' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toEqual({ code: 'PROFILE_REQUIRED', message: 'Create your profile first.' });
    }
    const blockedList = await t.app.inject({ method: 'GET', url: '/api/v1/blocks', headers: bare.auth });
    expect(blockedList.json().error.code).toBe('PROFILE_REQUIRED');
  });

  it('makes a match of mutual interest: the second sender accepts the first (200, matched)', async () => {
    const { groom, bride } = await couple(t.app);
    const first = (await s.interest(groom, bride.profileId)).json().data;
    const back = await s.interest(bride, groom.profileId);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({
      id: first.id,
      from: groom.profileId,
      to: bride.profileId,
      status: 'accepted',
      matched: true,
      profile: { id: groom.profileId },
    });
    for (const [who, other] of [
      [groom, bride],
      [bride, groom],
    ] as const) {
      const matched = (await s.interests(who, 'matched')).json();
      expect(idsOf(matched)).toEqual([first.id]);
      expect(profilesOf(matched)).toEqual([other.profileId]);
      expect((await s.interests(who, 'sent')).json().data).toEqual([]);
      expect((await s.interests(who, 'received')).json().data).toEqual([]);
      // Either side sending again: already sent.
      const again = await s.interest(who, other.profileId);
      expect(again.statusCode).toBe(424);
      expect(again.json().error.code).toBe('INTEREST_ALREADY_SENT');
    }
    expect(await rowsBetween(groom.profileId, bride.profileId)).toHaveLength(1);
  });

  it('makes exactly one match when both send at the same moment', async () => {
    const { groom, bride } = await couple(t.app);
    const answers = await Promise.all([
      s.interest(groom, bride.profileId),
      s.interest(bride, groom.profileId),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await rowsBetween(groom.profileId, bride.profileId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('accepted');
  });

  it('lets a receiver who declined send their own interest later (a new pending one)', async () => {
    const { groom, bride } = await couple(t.app);
    const theirs = (await s.interest(groom, bride.profileId)).json().data;
    expect((await s.answerInterest(bride, theirs.id, 'declined')).statusCode).toBe(200);
    const mine = await s.interest(bride, groom.profileId);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ from: bride.profileId, status: 'pending', matched: false });
    expect(idsOf((await s.interests(groom, 'received')).json())).toEqual([mine.json().data.id]);
  });
});

describe('GET /api/v1/interests', () => {
  it('lists sent (default), received and matched from the caller’s side, newest first, paged', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const brides = [await createProfile(t.app), await createProfile(t.app), await createProfile(t.app)];
    const sent = [];
    for (const bride of brides) sent.push((await s.interest(groom, bride.profileId)).json().data);
    const [b0, b1] = brides as [(typeof brides)[number], (typeof brides)[number]];
    await s.answerInterest(b0, sent[0].id, 'declined');

    const byDefault = (await s.interests(groom)).json();
    expect(idsOf(byDefault)).toEqual([sent[2].id, sent[1].id, sent[0].id]);
    expect(byDefault.data.map((i: { status: string }) => i.status)).toEqual([
      'pending',
      'pending',
      'declined',
    ]);
    expect(byDefault.meta).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(profilesOf(byDefault)).toEqual([brides[2]?.profileId, b1.profileId, b0.profileId]);

    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/interests?type=sent&limit=1&offset=1',
        headers: groom.auth,
      })
    ).json();
    expect(idsOf(page)).toEqual([sent[1].id]);
    expect(page.meta).toEqual({ total: 3, limit: 1, offset: 1 });

    const received = (await s.interests(b1, 'received')).json();
    expect(idsOf(received)).toEqual([sent[1].id]);
    expect(received.data[0].profile.id).toBe(groom.profileId);
    // Declined ones are not waiting any more.
    expect((await s.interests(b0, 'received')).json().data).toEqual([]);
    expect((await s.interests(b1, 'sent')).json().data).toEqual([]);

    await s.answerInterest(b1, sent[1].id, 'accepted');
    expect(idsOf((await s.interests(groom, 'matched')).json())).toEqual([sent[1].id]);
    expect(idsOf((await s.interests(b1, 'matched')).json())).toEqual([sent[1].id]);
    expect(idsOf((await s.interests(groom, 'sent')).json())).toEqual([sent[2].id, sent[0].id]);

    expect((await s.interests(groom, 'everything')).statusCode).toBe(400);
    expect((await s.interests(undefined, 'sent')).statusCode).toBe(401);
  });

  it('shows public photos on the cards, primary first, in the same answer', async () => {
    const { groom, bride } = await couple(t.app, { photo: false });
    const key = (n: number, size: string) => `public/p/${bride.profileId}/photos/${n}-${size}.jpg`;
    const variants = (n: number) => ({
      thumb: key(n, 'thumb'),
      medium: key(n, 'medium'),
      large: key(n, 'large'),
    });
    const [one, two] = await db()
      .insert(photos)
      .values([
        { profileId: bride.profileId, variants: variants(1), width: 10, height: 10, position: 0 },
        { profileId: bride.profileId, variants: variants(2), width: 10, height: 10, position: 1 },
      ])
      .returning();
    await db().update(profiles).set({ primaryPhotoId: two!.id }).where(eq(profiles.id, bride.profileId));
    expect(one).toBeDefined();
    await s.interest(groom, bride.profileId);
    const [card] = (await s.interests(groom, 'sent')).json().data;
    const url = (n: number) =>
      expect.stringMatching(signedUrl(`/media/p/${bride.profileId}/photos/${n}-medium.jpg`, groom.profileId));
    expect(card.to_profile).toEqual({
      id: bride.profileId,
      name: 'Asha',
      gender: 'female',
      lastName: 'Kulkarni',
      pics: [{ url: url(2) }, { url: url(1) }],
      primary_profile_pic: url(2),
      photos_blurred: false,
    });
  });

  it('leaves out interests with hidden or suspended profiles', async () => {
    const { groom, bride } = await couple(t.app);
    await s.interest(groom, bride.profileId);
    await db().update(profiles).set({ hidden: true }).where(eq(profiles.id, bride.profileId));
    expect((await s.interests(groom, 'sent')).json()).toEqual({
      data: [],
      meta: { total: 0, limit: 20, offset: 0 },
    });
    await db().update(profiles).set({ hidden: false }).where(eq(profiles.id, bride.profileId));
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, bride.user.id));
    expect((await s.interests(groom, 'sent')).json().data).toEqual([]);
  });
});

describe('PUT /api/v1/interests/{id}', () => {
  it('lets the receiver accept a pending interest: a match', async () => {
    const { groom, bride } = await couple(t.app);
    const sent = (await s.interest(groom, bride.profileId)).json().data;
    const res = await s.answerInterest(bride, sent.id, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: sent.id, status: 'accepted', matched: true });
    expect(res.json().data.profile.id).toBe(groom.profileId);
  });

  it('lets the receiver decline; answered interests cannot be answered again (409)', async () => {
    const { groom, bride } = await couple(t.app);
    const sent = (await s.interest(groom, bride.profileId)).json().data;
    const declined = await s.answerInterest(bride, sent.id, 'declined');
    expect(declined.json().data).toMatchObject({ status: 'declined', matched: false });
    for (const status of ['accepted', 'declined']) {
      const again = await s.answerInterest(bride, sent.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'INTEREST_ALREADY_ANSWERED',
        message: 'This interest has already been answered.',
      });
    }
    const other = await createProfile(t.app);
    const accepted = (await s.interest(groom, other.profileId)).json().data;
    await s.answerInterest(other, accepted.id, 'accepted');
    expect((await s.answerInterest(other, accepted.id, 'declined')).statusCode).toBe(409);
  });

  it('refuses the sender (403), strangers and unknown ids (404), and bad statuses (400)', async () => {
    const { groom, bride } = await couple(t.app);
    const stranger = await createProfile(t.app);
    const sent = (await s.interest(groom, bride.profileId)).json().data;
    const own = await s.answerInterest(groom, sent.id, 'accepted');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toEqual({
      code: 'INTEREST_RECEIVER_ONLY',
      message: 'Only the receiver can answer an interest.',
    });
    const strangers = await s.answerInterest(stranger, sent.id, 'accepted');
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error).toEqual({ code: 'INTEREST_NOT_FOUND', message: 'Interest not found.' });
    expect((await s.answerInterest(bride, uuid(), 'accepted')).statusCode).toBe(404);
    expect((await s.answerInterest(bride, 'nope', 'accepted')).statusCode).toBe(404);
    expect((await s.answerInterest(bride, sent.id, 'pending')).statusCode).toBe(400);
    expect((await s.answerInterest(undefined, sent.id, 'accepted')).statusCode).toBe(401);
    const [row] = await rowsBetween(groom.profileId, bride.profileId);
    expect(row?.status).toBe('pending');
  });
});

describe('DELETE /api/v1/interests/{id}', () => {
  it('lets the sender cancel a pending interest, and then send again', async () => {
    const { groom, bride } = await couple(t.app);
    const sent = (await s.interest(groom, bride.profileId)).json().data;
    const res = await s.cancelInterest(groom, sent.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: sent.id, deleted: true } });
    expect(await rowsBetween(groom.profileId, bride.profileId)).toEqual([]);
    expect((await s.interests(bride, 'received')).json().data).toEqual([]);
    expect((await s.cancelInterest(groom, sent.id)).statusCode).toBe(404);
    expect((await s.interest(groom, bride.profileId)).statusCode).toBe(201);
  });

  it('refuses the receiver (403) and strangers (404), changing nothing; answered ones stay (409)', async () => {
    const { groom, bride } = await couple(t.app);
    const stranger = await createProfile(t.app, { gender: 'male' });
    const sent = (await s.interest(groom, bride.profileId)).json().data;
    const receiver = await s.cancelInterest(bride, sent.id);
    expect(receiver.statusCode).toBe(403);
    expect(receiver.json().error).toEqual({
      code: 'INTEREST_SENDER_ONLY',
      message: 'Only the sender can cancel an interest.',
    });
    const strangers = await s.cancelInterest(stranger, sent.id);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json().error.code).toBe('INTEREST_NOT_FOUND');
    expect(await rowsBetween(groom.profileId, bride.profileId)).toHaveLength(1);

    await s.answerInterest(bride, sent.id, 'declined');
    const answered = await s.cancelInterest(groom, sent.id);
    expect(answered.statusCode).toBe(409);
    expect(answered.json().error).toEqual({
      code: 'INTEREST_NOT_PENDING',
      message: 'Only a pending interest can be cancelled.',
    });
    expect(await rowsBetween(groom.profileId, bride.profileId)).toHaveLength(1);
  });
});
