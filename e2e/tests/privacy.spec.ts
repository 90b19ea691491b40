import crypto from 'node:crypto';
import {
  api,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

const tag = () => crypto.randomBytes(3).toString('hex');

test('a visitor sees blurred photos; once she accepts his interest, his open view shows them clearly without a reload', async ({
  page,
  browser,
}, testInfo) => {
  const bride = await createMemberWithProfile({ name: `Kavya${tag()}`, gender: 'female' }, [
    await makeJpeg('Kavya', 330),
  ]);
  const photo = page.getByRole('img', { name: new RegExp(`^Photo 1 of 1 of ${bride.name}`) });

  // A visitor: photos are for signed-in members by default, so the blurred copy and why.
  const visitor = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await visitor.goto(profilePath(bride.profileId));
  const visitorPhoto = visitor.getByRole('img', { name: new RegExp(`^Photo 1 of 1 of ${bride.name}`) });
  await expect(visitorPhoto).toHaveAttribute('src', /-blur\.jpg$/);
  await expect(visitorPhoto).toHaveAccessibleDescription('Sign in to see photos');
  await keepScreenshot(visitor, testInfo, 'visitor-blurred');
  await visitor.close();

  // She keeps photos for members she accepts.
  await api('PUT', '/api/v1/privacy', bride.token, {
    photos: 'accepted',
    contacts: 'plan',
    paused_until: null,
  });
  const groom = await createMemberWithProfile({ name: `Aditya${tag()}`, gender: 'male' }, [
    await makeJpeg('Aditya', 210),
  ]);
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  await expect(photo).toHaveAttribute('src', /-blur\.jpg$/);
  // The note under the photo is read with it (other brides' cards below may carry notes of their own).
  await expect(photo).toHaveAccessibleDescription('Photos visible after she accepts your interest');
  await keepScreenshot(page, testInfo, 'member-blurred');

  await api('POST', '/api/v1/interests', groom.token, { to: bride.profileId });
  const received = await api<{ id: string; from: string }[]>(
    'GET',
    '/api/v1/interests?type=received',
    bride.token,
  );
  const interest = received.find((i) => i.from === groom.profileId);
  await api('PUT', `/api/v1/interests/${interest?.id}`, bride.token, { status: 'accepted' });

  // The accepted event reaches his open screen: the clear photo, signed for him, with no reload.
  await expect(photo).toHaveAttribute('src', /-(?:medium|large)\.jpg\?v=[0-9a-f-]{36}&e=\d+&s=/);
  await expect(photo).toHaveAccessibleDescription('');
  const clear = await page.request.get((await photo.getAttribute('src')) ?? '');
  expect(clear.status()).toBe(200);
  await keepScreenshot(page, testInfo, 'member-clear');
});

test('a member chooses who sees her photos and pauses her profile from Privacy and your data', async ({
  page,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: `Neha${tag()}`, gender: 'female' }, [
    await makeJpeg('Neha', 20),
  ]);
  await signInAs(page, member);
  await page.goto('/settings/privacy');
  await page.getByRole('radio', { name: /Only members I have accepted/ }).check();
  await page.getByRole('radio', { name: /Only after I accept/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await expect
    .poll(async () => api<{ photos: string; contacts: string }>('GET', '/api/v1/privacy', member.token))
    .toMatchObject({ photos: 'accepted', contacts: 'accepted' });

  await page.getByRole('button', { name: 'Pause my profile' }).click();
  await expect(page.getByText(/Your profile is paused until /).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'privacy-paused');
  const paused = await api<{ paused_until: string | null }>('GET', '/api/v1/privacy', member.token);
  expect(paused.paused_until).not.toBeNull();

  await page.goto('/profiles');
  await expect(page.getByText(/Your profile is paused until /)).toBeVisible();
  await page.goto('/settings/privacy');
  await page.getByRole('button', { name: 'Turn my profile back on' }).click();
  await expect(page.getByRole('button', { name: 'Pause my profile' })).toBeVisible();
  expect(
    (await api<{ paused_until: string | null }>('GET', '/api/v1/privacy', member.token)).paused_until,
  ).toBeNull();
});
