import crypto from 'node:crypto';
import sharp from 'sharp';
import {
  baseUrl,
  createMember,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg, makeJpegWithGps } from '../support/images';
import { makeMp4 } from '../support/videos';

const TABS = [
  'Personal Details',
  'Work & Education',
  'Family Details',
  'Preferences & Expectations',
  'Astrology Details',
];

async function myProfile(token: string) {
  const res = await fetch(`${baseUrl()}/api/v1/myprofile`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data;
}

test('a new member fills the profile form step by step, and go=4 opens the birth name', async ({
  page,
}, testInfo) => {
  const member = await createMember();
  await signInAs(page, member);
  await page.goto('/info');
  await page.getByLabel('First name').fill('Anaya');
  await page.getByLabel('Last name').fill('Deshpande');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByLabel('Date of birth').fill('1998-05-10');
  await page.getByLabel('Marital status').selectOption({ label: 'Never married' });
  await page.getByLabel('Height').selectOption('163');
  await page.getByLabel('Current city').fill('Pune');
  await keepScreenshot(page, testInfo, 'info-step-1');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(page.getByLabel('Education', { exact: true })).toBeVisible();

  await page.goto('/info?go=4');
  await expect(page.getByLabel('Birth name')).toBeVisible();
  await page.getByLabel('Birth name').fill('Chaitrali');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();

  const saved = await myProfile(member.token);
  expect(saved).toMatchObject({
    name: 'Anaya',
    lastName: 'Deshpande',
    gender: 'female',
    birthname: 'Chaitrali',
  });
  expect(saved.height).toBe(163);
});

test('the form refuses an under-age groom before saving', async ({ page }) => {
  const member = await createMember();
  await signInAs(page, member);
  await page.goto('/info');
  await page.getByLabel('First name').fill('Kabir');
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 19}-01-01`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(/at least 21/)).toBeVisible();
  expect((await myProfile(member.token)).birthdate).toBeNull();
});

test('photos: upload two, the GPS EXIF is gone, set primary, remove one', async ({ page }, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Ira', gender: 'female' });
  await signInAs(page, member);
  await page.goto('/upload/pics');
  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'with-gps.jpg', mimeType: 'image/jpeg', buffer: await makeJpegWithGps('one') },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg('two', 120) },
  ]);
  await expect(page.getByRole('listitem', { name: 'Photo 2' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'upload-pics');

  const pics = (await myProfile(member.token)).pics as { url: string; large: string }[];
  expect(pics).toHaveLength(2);
  for (const pic of pics) {
    const bytes = Buffer.from(await (await fetch(`${baseUrl()}${pic.large}`)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  }

  await page
    .getByRole('listitem', { name: 'Photo 2' })
    .getByRole('button', { name: 'Set as primary' })
    .click();
  await expect
    .poll(
      async () =>
        (await myProfile(member.token)).pics.find((p: { is_primary: boolean }) => p.is_primary)?.url,
    )
    .toBe(pics[1]?.url);
  await page.getByRole('listitem', { name: 'Photo 2' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('listitem', { name: 'Photo 2' })).toBeHidden();
  await expect.poll(async () => (await myProfile(member.token)).pics.length).toBe(1);
});

test('video introduction: upload, then delete', async ({ page }, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Veer', gender: 'male' });
  await signInAs(page, member);
  await page.goto('/upload/intro');
  const mp4 = makeMp4();
  await page
    .getByLabel('Choose video')
    .setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('button', { name: 'Delete video' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'upload-intro');
  // The member's own files come signed for them (decision 18).
  expect((await myProfile(member.token)).video_intro).toMatch(/^\/media\/.+\.mp4\?v=o&e=\d+&s=/);
  // The player shows the poster the server made from the video: a JPEG served beside it.
  const poster = await page.locator('video[aria-label="Your video introduction"]').getAttribute('poster');
  expect(poster).toMatch(/^\/media\/.+\.poster\.jpg\?v=o&e=\d+&s=/);
  const posterFile = await page.request.get(poster!);
  expect(posterFile.status()).toBe(200);
  expect(posterFile.headers()['content-type']).toBe('image/jpeg');
  await page.getByRole('button', { name: 'Delete video' }).click();
  await expect.poll(async () => (await myProfile(member.token)).video_intro).toBeNull();
});

test('contacts: the remove control shows only with two forms; required fields; then Contacts updated', async ({
  page,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Meera', gender: 'female' });
  await signInAs(page, member);
  await page.goto('/add/contacts');
  await expect(page.getByRole('button', { name: 'Remove contact 1' })).toBeHidden();
  const first = page.getByRole('group', { name: 'Contact 1' });
  await first.getByLabel('Name').fill('Suresh Joshi');
  await first.getByLabel('Relation').selectOption('Father');
  await first.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Add More' }).click();
  await expect(page.getByRole('button', { name: 'Remove contact 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Contacts' }).click();
  await expect(
    page
      .getByRole('group', { name: 'Contact 2' })
      .getByText(/required/i)
      .first(),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'add-contacts');
  await page.getByRole('button', { name: 'Remove contact 2' }).click();
  await expect(page.getByRole('button', { name: 'Remove contact 1' })).toBeHidden();
  await page.getByRole('button', { name: 'Save Contacts' }).click();
  await expect(page.getByText('Contacts updated')).toBeVisible();
  await expect(page).toHaveURL(/\/profiles$/);
  expect((await myProfile(member.token)).contact).toEqual([
    expect.objectContaining({ name: 'Suresh Joshi', relation: 'Father', phone: '9876543210' }),
  ]);
});

test('a member browses, filters by city and opens a profile with all five tabs', async ({
  page,
}, testInfo) => {
  const city = `Testpur${crypto.randomBytes(3).toString('hex')}`;
  const bride = await createMemberWithProfile(
    { name: 'Gauri', lastName: 'Patwardhan', gender: 'female', current_city: city, occupation: 'Architect' },
    [await makeJpeg('Gauri', 330), await makeJpeg('Gauri 2', 280)],
  );
  await createMemberWithProfile({ name: 'Sayali', gender: 'female', current_city: city }, [
    await makeJpeg('S', 40),
  ]);
  await createMemberWithProfile({ name: 'Nikhil', gender: 'male', current_city: city });
  const groom = await createMemberWithProfile({ name: 'Aditya', gender: 'male' });
  await signInAs(page, groom);

  await page.goto('/profiles');
  await expect(page.getByRole('link', { name: /Gauri/ }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'listing');

  await page.goto('/filtered/profiles');
  const showFilters = page.getByRole('button', { name: 'Show filters' });
  if (await showFilters.isVisible()) await showFilters.click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('City').fill(city);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`city=${city}`));
  await expect(page.getByRole('link', { name: /Gauri/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Sayali/ })).toHaveCount(1);
  // Members see the opposite gender only.
  await expect(page.getByRole('link', { name: /Nikhil/ })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'filtered');

  await page.getByRole('link', { name: /Gauri/ }).click();
  await expect(page).toHaveURL(new RegExp(profilePath(bride.profileId).replace(/[+/=]/g, '.')));
  await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Personal Details', exact: true }).click();
  await expect(page.getByText('Patwardhan').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'profile-view');
});

test("the page's own script asks for the listing as the HTML arrives, the CSP allows it, and the app reuses the answer", async ({
  page,
}) => {
  await createMemberWithProfile({ name: 'Rutuja', gender: 'female' });
  const groom = await createMemberWithProfile({ name: 'Omkar', gender: 'male' });
  await signInAs(page, groom);
  // Away from the listing the sign-in opened, so only the fresh page's requests are counted.
  await page.goto('about:blank');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  const listingCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/profiles') listingCalls.push(request.url());
  });

  await page.goto('/profiles');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => 'jodiEarlyRequests' in window)).toBe(true);
  expect(blocked).toEqual([]);
  expect(listingCalls).toHaveLength(1);
});

test('visitors get the limited public profile and are asked to join for actions', async ({ page }) => {
  const bride = await createMemberWithProfile({ name: 'Tanvi', lastName: 'Kulkarni', gender: 'female' }, [
    await makeJpeg('T', 200),
  ]);
  await page.goto(profilePath(bride.profileId));
  await expect(page.getByRole('heading', { name: /Tanvi/ })).toBeVisible();
  await expect(page.getByText('Kulkarni')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText(/Join now/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
