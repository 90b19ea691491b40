import { DAILY_SEND_LIMITS } from '@jodi/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { type CreatedProfile, createProfile } from '../../../test/profile-factory';
import { requestSends, users } from '../../db/schema';
import { memberKit } from '../assistant/assistant.test-kit';
import { socialCalls } from './social.test-kit';

/**
 * Decision 28: a member sends at most their plan's number of interests, and of chat
 * requests, in any 24 hours (Hope 20 of each); the next is 429 DAILY_LIMIT_REACHED with
 * Retry-After, counted in the database so cancelling and sending again does not evade it.
 */
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
const kit = memberKit(() => t);
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

const HOPE = DAILY_SEND_LIMITS.Hope;
const db = () => t.database.db;

async function brides(count: number): Promise<CreatedProfile[]> {
  const made: CreatedProfile[] = [];
  for (let i = 0; i < count; i++) made.push(await createProfile(t.app, { gender: 'female', photo: false }));
  return made;
}

/** Sends already counted for `who`, `minutesAgo` each (as if made earlier today). */
async function sentEarlier(who: CreatedProfile, kind: 'interest' | 'chat_request', minutesAgo: number[]) {
  await db()
    .insert(requestSends)
    .values(
      minutesAgo.map((m) => ({
        senderProfileId: who.profileId,
        kind,
        sentAt: sql`now() - make_interval(mins => ${m})`,
      })),
    );
}

function expectDailyLimit(res: Awaited<ReturnType<typeof s.interest>>, limit: number, what: string) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().error).toEqual({
    code: 'DAILY_LIMIT_REACHED',
    message: `You have sent ${limit} ${what} in the last 24 hours, the most your plan allows. You can send more once 24 hours have passed since the earliest of them.`,
  });
}

describe('daily limits of interests and chat requests', () => {
  it('a free (Hope) member sends 20 interests and 20 chat requests a day; the 21st of each is 429', async () => {
    expect(HOPE).toEqual({ interest: 20, chat_request: 20 });
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    const targets = await brides(HOPE.interest + 1);
    const interestIds: string[] = [];
    for (const bride of targets.slice(0, HOPE.interest)) {
      const res = await s.interest(groom, bride.profileId);
      expect(res.statusCode, res.body).toBe(201);
      interestIds.push(res.json().data.id);
    }
    const last = targets[HOPE.interest]!;
    const over = await s.interest(groom, last.profileId);
    expectDailyLimit(over, 20, 'interests');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(24 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Cancelling one and sending it again is still a send over the limit.
    expect((await s.cancelInterest(groom, interestIds[0]!)).statusCode).toBe(200);
    expectDailyLimit(await s.interest(groom, targets[0]!.profileId), 20, 'interests');

    // Chat requests have a count of their own.
    for (const bride of targets.slice(0, HOPE.chat_request)) {
      expect((await s.chatRequest(groom, bride.profileId)).statusCode).toBe(201);
    }
    const overChat = await s.chatRequest(groom, last.profileId);
    expectDailyLimit(overChat, 20, 'chat requests');
    expect(Number(overChat.headers['retry-after'])).toBeGreaterThan(0);
    // In the member's language.
    await db().update(users).set({ language: 'mr' }).where(eq(users.id, groom.user.id));
    const marathi = await s.chatRequest(groom, last.profileId);
    expect(marathi.statusCode).toBe(429);
    expect(marathi.json().error.message).toContain('२० चॅटच्या विनंत्या');
  }, 120_000);

  it('is a rolling 24 hours: Retry-After is until the earliest send leaves it, and then one more goes', async () => {
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    const [bride] = await brides(1);
    // 20 sends today, the earliest 23 hours ago, one older than a day (no longer counted).
    await sentEarlier(groom, 'interest', [25 * 60, 23 * 60, ...Array.from({ length: 19 }, () => 30)]);
    const over = await s.interest(groom, bride!.profileId);
    expectDailyLimit(over, 20, 'interests');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // An hour later the earliest has left the window.
    await db()
      .update(requestSends)
      .set({ sentAt: sql`${requestSends.sentAt} - interval '1 hour'` })
      .where(eq(requestSends.senderProfileId, groom.profileId));
    expect((await s.interest(groom, bride!.profileId)).statusCode).toBe(201);
    // Sends older than the window are pruned by the member's next send.
    const [kept] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(requestSends)
      .where(and(eq(requestSends.senderProfileId, groom.profileId), eq(requestSends.kind, 'interest')));
    expect(kept?.n).toBe(20);
  });

  it('does not count asking back (accepting their pending interest) as a send', async () => {
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    const [bride] = await brides(1);
    expect((await s.interest(bride!, groom.profileId)).statusCode).toBe(201);
    await sentEarlier(
      groom,
      'interest',
      Array.from({ length: 20 }, () => 10),
    );
    const back = await s.interest(groom, bride!.profileId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.matched).toBe(true);
  });

  it('gives Belief and Trust higher limits', async () => {
    expect(DAILY_SEND_LIMITS.Belief.interest).toBeGreaterThan(HOPE.interest);
    expect(DAILY_SEND_LIMITS.Trust.interest).toBeGreaterThan(DAILY_SEND_LIMITS.Belief.interest);
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    await kit.setPlan(groom, 'Trust');
    const [first, second] = await brides(2);
    await sentEarlier(
      groom,
      'chat_request',
      Array.from({ length: 20 }, () => 10),
    );
    expect((await s.chatRequest(groom, first!.profileId)).statusCode).toBe(201);
    await sentEarlier(
      groom,
      'chat_request',
      Array.from({ length: DAILY_SEND_LIMITS.Trust.chat_request - 21 }, () => 10),
    );
    expectDailyLimit(
      await s.chatRequest(groom, second!.profileId),
      DAILY_SEND_LIMITS.Trust.chat_request,
      'chat requests',
    );
  });

  it('lets only one of two sends at once take the last one', async () => {
    const groom = await createProfile(t.app, { gender: 'male', photo: false });
    const [a, b] = await brides(2);
    await sentEarlier(
      groom,
      'interest',
      Array.from({ length: 19 }, () => 10),
    );
    const answers = await Promise.all([s.interest(groom, a!.profileId), s.interest(groom, b!.profileId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 429]);
  });
});
