import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { blocks } from '../db/schema';
import { savePrivacy } from '../modules/privacy/privacy.test-kit';
import { socialCalls } from '../modules/social/social.test-kit';

/**
 * Attack: a member tries to learn whether someone blocked them by the block
 * routes (isblock, block, unblock) and the default picture. Each must answer for the blocker
 * exactly as for a profile that does not exist: same status, code, body and headers.
 */
let t: TestApp;
let s: ReturnType<typeof socialCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  s = socialCalls(t.app);
});
afterAll(() => t.close());

/** The headers an answer's meaning may hide in (not the date, the request id or the length). */
const STABLE_HEADERS = ['content-type', 'cache-control', 'retry-after', 'vary', 'location', 'etag'];
const shape = (res: Awaited<ReturnType<typeof s.isBlocked>>) => ({
  status: res.statusCode,
  body: res.json(),
  headers: Object.fromEntries(STABLE_HEADERS.map((h) => [h, res.headers[h]])),
});

/** A bride with a photo everyone may see, who blocked the groom. */
async function blockedByBride(): Promise<{ groom: CreatedProfile; bride: CreatedProfile }> {
  const groom = await createProfile(t.app, { gender: 'male' });
  const bride = await createProfile(t.app, { gender: 'female' });
  await savePrivacy(t.app, bride, { photos: 'everyone' });
  expect((await s.block(bride, groom.profileId)).statusCode).toBe(200);
  return { groom, bride };
}

const defaultPic = (who: CreatedProfile, pid: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/default/pic?pid=${pid}`, headers: who.auth });

describe('a blocked member asking about the blocker', () => {
  it.each([
    ['GET /isblock', (who: CreatedProfile, id: string) => s.isBlocked(who, id)],
    ['POST /block', (who: CreatedProfile, id: string) => s.block(who, id)],
    ['POST /unblock', (who: CreatedProfile, id: string) => s.unblock(who, id)],
    ['GET /default/pic', defaultPic],
  ])('%s answers as for an unknown profile', async (_name, call) => {
    const { groom, bride } = await blockedByBride();
    const unknown = shape(await call(groom, crypto.randomUUID()));
    expect(shape(await call(groom, bride.profileId))).toEqual(unknown);
  });

  it('changes nothing by trying: the blocked member holds no block of his own', async () => {
    const { groom, bride } = await blockedByBride();
    await s.block(groom, bride.profileId);
    // The bride unblocks: had his block gone through, she would now be hidden from him.
    expect((await s.unblock(bride, groom.profileId)).statusCode).toBe(200);
    expect((await s.view(groom, bride.profileId)).statusCode).toBe(200);
    expect((await s.isBlocked(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: false } });
  });

  it('still tells the blocker her own block, and lets her undo it (spec: the button reads Unblock)', async () => {
    const { groom, bride } = await blockedByBride();
    expect((await s.isBlocked(bride, groom.profileId)).json()).toEqual({ data: { is_blocked: true } });
    expect((await s.unblock(bride, groom.profileId)).json()).toEqual({ data: { is_blocked: false } });
    expect((await s.isBlocked(bride, groom.profileId)).json()).toEqual({ data: { is_blocked: false } });
  });

  it('lets a member read and undo his own block when the other blocked him too (blocks made before the fix)', async () => {
    const groom = await createProfile(t.app, { gender: 'male' });
    const bride = await createProfile(t.app, { gender: 'female' });
    expect((await s.block(groom, bride.profileId)).statusCode).toBe(200);
    // Now she cannot block him back (to her he is as unknown); earlier installs may hold both rows.
    expect((await s.block(bride, groom.profileId)).statusCode).toBe(404);
    await t.database.db
      .insert(blocks)
      .values({ blockerProfileId: bride.profileId, blockedProfileId: groom.profileId });
    expect((await s.isBlocked(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: true } });
    expect((await s.block(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: true } });
    expect((await s.unblock(groom, bride.profileId)).json()).toEqual({ data: { is_blocked: false } });
    // His block gone, hers stands: to him she is now as unknown.
    expect((await s.isBlocked(groom, bride.profileId)).statusCode).toBe(404);
  });
});
