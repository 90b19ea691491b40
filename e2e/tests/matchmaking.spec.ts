import crypto from 'node:crypto';
import {
  api,
  buyThroughApi,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
  uniqueEmail,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

const tag = () => crypto.randomBytes(3).toString('hex');
const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-03-15`;

test('a new member goes from sign-up through the guided start to /matches, a mutual match ranked first', async ({
  page,
}, testInfo) => {
  const city = `Wardha${tag()}`;
  // The bride lives in a city only this test uses; her preferences are met by the groom made below.
  const bride = await createMemberWithProfile(
    { name: `Anaya${tag()}`, gender: 'female', current_city: city, dietary_preferences: 'veg' },
    [await makeJpeg('Anaya', 330)],
  );
  await api('PUT', '/api/v1/preferences', bride.token, {
    age_min: 25,
    age_max: 35,
    maritial_statuses: ['never_married'],
    cities: ['Pune'],
  });

  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('start'));
  await page.getByLabel('Password', { exact: true }).fill('start-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/start$/);
  // Until the minimum is there, the listing says why the profile is not shown and leads back.
  await page.goto('/profiles');
  await expect(page.getByText('Your profile is not shown to others yet')).toBeVisible();
  await page.getByRole('link', { name: 'Complete my profile' }).click();

  await expect(page).toHaveURL(/\/start/);
  await expect(page.getByText('Needed before families can see the profile: 0 of 6 done')).toBeVisible();
  await page.getByRole('radio', { name: 'Myself — it is my profile' }).check();
  await page.getByRole('radio', { name: 'A groom' }).check();
  await keepScreenshot(page, testInfo, 'start-who');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Your first name').fill('Vikram');
  await page.getByLabel('Your birth date').fill(yearsAgo(29));
  await page.getByLabel('Your city').fill('Pune');
  await page.getByLabel('Your marital status').selectOption('never_married');
  await page.getByLabel('Your height (optional)').selectOption('175');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  await expect(page.getByText('Needed before families can see the profile: 5 of 6 done')).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles({
    name: 'vikram.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg('Vikram', 210),
  });
  await expect(page.getByText('Your profile can be shown to families')).toBeVisible();
  await keepScreenshot(page, testInfo, 'start-photo');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Birth details for Gun Milan are optional.
  await expect(page.getByRole('heading', { name: 'Birth details for Gun Milan' })).toBeVisible();
  await page.getByRole('button', { name: 'Add birth details later' }).click();

  await expect(page.getByRole('heading', { name: 'Partner preferences' })).toBeVisible();
  const cities = page.getByRole('textbox', { name: 'Cities' });
  await cities.fill(city);
  // A town off the suggestions' list is added only by choosing it as typed.
  await page.getByRole('option', { name: `Use “${city}” as typed` }).click();
  await expect(cities).toHaveValue('');
  await expect(page.getByText(city, { exact: true })).toBeVisible();
  await page
    .getByRole('group', { name: 'Diet' })
    .getByRole('checkbox', { name: 'Vegetarian', exact: true })
    .check();
  await page.getByRole('button', { name: 'See my matches' }).click();

  await expect(page).toHaveURL(/\/matches$/);
  // A profile in today's picks is left out of Best matches, so she is in one of the two.
  const first = page.getByRole('article').filter({ has: page.getByRole('link', { name: bride.name }) });
  await expect(first.getByRole('link', { name: bride.name })).toBeVisible();
  await expect(first.getByText('Good match both ways')).toBeVisible();
  await expect(first.getByText(/Meets 2 of your 2 preferences · You meet 3 of her 3/)).toBeVisible();
  await expect(page.getByText('Your profile is not shown to others yet')).toBeHidden();
  await keepScreenshot(page, testInfo, 'matches');

  // 'Not now' leaves an Undo in the card's place; Undo brings the card back.
  await first.getByRole('button', { name: `Not now: ${bride.name}` }).click();
  await expect(page.getByText(`${bride.name} will not be suggested again`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('link', { name: bride.name })).toBeVisible();
});

test('the profile view shows the fit both ways, item by item', async ({ page }, testInfo) => {
  const city = `Akola${tag()}`;
  const groom = await createMemberWithProfile({ name: `Rohan${tag()}`, gender: 'male', current_city: city }, [
    await makeJpeg('Rohan', 200),
  ]);
  const bride = await createMemberWithProfile(
    { name: `Ishita${tag()}`, gender: 'female', current_city: city, dietary_preferences: 'veg' },
    [await makeJpeg('Ishita', 330)],
  );
  await api('PUT', '/api/v1/preferences', groom.token, {
    diets: ['veg'],
    maritial_statuses: ['never_married'],
    smoking: ['no'],
  });
  await api('PUT', '/api/v1/preferences', bride.token, { age_min: 25, age_max: 35 });

  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  const panel = page.getByRole('region', { name: 'How you fit' });
  await expect(
    panel.getByText('Meets 2 of your 3 preferences (1 detail not filled in) · You meet 1 of her 1'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Show each preference' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Diet: Meets' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Smoking: Not given' })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Age: Meets' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'profile-fit');

  await page.getByRole('tab', { name: 'Preferences & Expectations' }).click();
  await expect(page.getByRole('region', { name: `${bride.name}'s partner preferences` })).toContainText(
    '25 – 35',
  );
});

test('/visitors: Hope sees the count and a prompt to upgrade; a paid plan sees who viewed', async ({
  page,
}, testInfo) => {
  const city = `Latur${tag()}`;
  const viewer = await createMemberWithProfile(
    { name: `Kabir${tag()}`, gender: 'male', current_city: city },
    [await makeJpeg('Kabir', 200)],
  );
  const owner = await createMemberWithProfile(
    { name: `Tara${tag()}`, gender: 'female', current_city: city },
    [await makeJpeg('Tara', 330)],
  );
  await api('GET', `/api/v1/profiles/${owner.profileId}`, viewer.token);
  // The view is recorded after the answer is sent.
  await expect
    .poll(async () => (await api<{ total: number }>('GET', '/api/v1/visitors/count', owner.token)).total)
    .toBe(1);

  await signInAs(page, owner);
  await page.goto('/visitors');
  await expect(page.getByText('1 family viewed your profile')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'See who viewed your profile' })).toBeVisible();
  await expect(page.getByText('Plan upgrade required to use this feature')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('link', { name: viewer.name })).toBeHidden();
  await keepScreenshot(page, testInfo, 'visitors-hope');

  await buyThroughApi(owner.token, 499);
  await page.reload();
  await expect(page.getByRole('link', { name: viewer.name })).toBeVisible();
  await expect(page.getByText(/^Viewed (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'See who viewed your profile' })).toBeHidden();
  await keepScreenshot(page, testInfo, 'visitors-paid');
});
