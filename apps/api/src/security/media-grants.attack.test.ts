import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { type CreatedProfile, createProfile } from '../../test/profile-factory';
import { users } from '../db/schema';

/**
 * Attack (decision 18): the owner's and staff's signed photo URLs were never checked
 * against anyone's account: a staff URL outlived the staff role, and an owner's URL kept serving
 * after the owner was suspended. Every grant is checked when the file is asked for: an owner URL
 * opens only while the owner's account is active; a staff URL only while its staff member is still
 * active staff (staff may still review a suspended member's photos).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (url: string, who?: CreatedProfile) =>
  t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
const setStatus = (who: CreatedProfile, status: 'active' | 'suspended') =>
  db().update(users).set({ status }).where(eq(users.id, who.user.id));
const setStaff = (who: CreatedProfile, isAdmin: boolean) =>
  db().update(users).set({ isAdmin }).where(eq(users.id, who.user.id));

/** The clear (signed) photo URLs of `owner` in an answer. */
function clearUrls(body: string, owner: CreatedProfile): string[] {
  const urls = [...body.matchAll(new RegExp(`/media/p/${owner.profileId}/[^"\\\\]+`, 'g'))].map((m) => m[0]);
  const clear = urls.filter((url) => url.includes('?v='));
  expect(clear.length, body).toBeGreaterThan(0);
  return clear;
}

/** Fetched with no session, as an `<img>` does: the answer's statuses. */
const statuses = async (urls: string[]) => Promise.all(urls.map(async (url) => (await get(url)).statusCode));

async function staffAndMember(): Promise<{ staff: CreatedProfile; bride: CreatedProfile; urls: string[] }> {
  const staff = await createProfile(t.app, { gender: 'male' });
  await setStaff(staff, true);
  const bride = await createProfile(t.app, { gender: 'female' });
  const view = await get(`/api/v1/profiles/${bride.profileId}`, staff);
  expect(view.statusCode, view.body).toBe(200);
  return { staff, bride, urls: clearUrls(view.body, bride) };
}

describe("owner's and staff's photo URLs", () => {
  it("lets staff review a suspended member's photos with a URL made for them", async () => {
    const { bride, urls } = await staffAndMember();
    await setStatus(bride, 'suspended');
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
  });

  it('stops a staff URL once its staff member is no longer staff, or is suspended', async () => {
    const { staff, bride, urls } = await staffAndMember();
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
    await setStaff(staff, false);
    expect(await statuses(urls)).toEqual(urls.map(() => 404));
    // Staff again: the same URL opens; a suspended staff account's does not.
    await setStaff(staff, true);
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
    await setStatus(staff, 'suspended');
    expect(await statuses(urls)).toEqual(urls.map(() => 404));
    // Never an owner's grant: the member's own status does not decide for staff.
    await setStatus(bride, 'suspended');
    expect(await statuses(urls)).toEqual(urls.map(() => 404));
  });

  it("stops the owner's own URLs while the owner is suspended", async () => {
    const bride = await createProfile(t.app, { gender: 'female' });
    const pics = await get('/api/v1/pics', bride);
    expect(pics.statusCode, pics.body).toBe(200);
    const urls = clearUrls(pics.body, bride);
    expect(urls.every((url) => url.includes('?v=o&'))).toBe(true);
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
    await setStatus(bride, 'suspended');
    expect(await statuses(urls)).toEqual(urls.map(() => 404));
    await setStatus(bride, 'active');
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
  });

  it("never opens a member's file with a URL signed for staff that names someone who is not staff", async () => {
    const { urls } = await staffAndMember();
    const member = await createProfile(t.app, { gender: 'male' });
    // The grant is inside the signature: putting another id in it breaks the URL.
    for (const url of urls) {
      const forged = url.replace(/([?&]v=)[^&]+/, `$1s.${member.user.id}`);
      expect((await get(forged)).statusCode).toBe(404);
    }
  });
});
