import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness';
import type { CreatedProfile } from '../../../test/profile-factory';
import { couple, socialCalls } from './social.test-kit';

let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

async function flags(who: CreatedProfile, other: CreatedProfile) {
  const res = await s.view(who, other.profileId);
  expect(res.statusCode, res.body).toBe(200);
  const { is_bookmarked, is_chat_requested, i_am_interested, profile_interested } = res.json();
  return { is_bookmarked, is_chat_requested, i_am_interested, profile_interested };
}
const none = {
  is_bookmarked: false,
  is_chat_requested: false,
  i_am_interested: false,
  profile_interested: false,
};

describe('GET /api/v1/profiles/{id}: what the two did towards each other (spec 3)', () => {
  it('reads bookmark, chat request and interests from the viewer’s side', async () => {
    const { groom, bride } = await couple(t.app);
    expect(await flags(groom, bride)).toEqual(none);

    await s.bookmark(groom, bride.profileId);
    await s.chatRequest(groom, bride.profileId);
    const interest = (await s.interest(groom, bride.profileId)).json().data;
    expect(await flags(groom, bride)).toEqual({
      is_bookmarked: true,
      is_chat_requested: true,
      i_am_interested: true,
      profile_interested: false,
    });
    // The other side sees only that the groom is interested.
    expect(await flags(bride, groom)).toEqual({ ...none, profile_interested: true });

    // A declined interest was still sent.
    await s.answerInterest(bride, interest.id, 'declined');
    expect((await flags(groom, bride)).i_am_interested).toBe(true);
    expect((await flags(bride, groom)).profile_interested).toBe(true);

    // A request answered either way was still sent.
    const requests = (await s.chatRequests(bride)).json().data;
    await s.answerChatRequest(bride, requests[0].id, { accepted: false, declined: true });
    expect((await flags(groom, bride)).is_chat_requested).toBe(true);
  });

  it('shows a match as interest on both sides, whoever sent first', async () => {
    const { groom, bride } = await couple(t.app);
    await s.interest(bride, groom.profileId);
    await s.interest(groom, bride.profileId);
    const both = { ...none, i_am_interested: true, profile_interested: true };
    expect(await flags(groom, bride)).toEqual(both);
    expect(await flags(bride, groom)).toEqual(both);
  });

  it('is all false on the own profile', async () => {
    const { groom, bride } = await couple(t.app);
    await s.interest(bride, groom.profileId);
    expect(await flags(groom, groom)).toEqual(none);
  });
});
