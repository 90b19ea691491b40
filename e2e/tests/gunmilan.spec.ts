import type { Locator } from '@playwright/test';
import {
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';

test('a member with a birth name sees the Gun Milan panel with a total out of 36', async ({
  page,
}, testInfo) => {
  const bride = await createMemberWithProfile({
    name: 'Chaitrali',
    gender: 'female',
    birthname: 'Chaitrali',
  });
  const groom = await createMemberWithProfile({ name: 'Aniket', gender: 'male', birthname: 'Aniket' });
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  const panel = page.getByRole('region', { name: 'Gun Milan' });
  await expect(panel.getByLabel(/^Total: [\d.]+ \/ 36$/)).toBeVisible();
  for (const koota of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) {
    await expect(panel.getByRole('rowheader', { name: koota, exact: true })).toBeVisible();
  }
  await panel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'gun-milan');
});

test('a member without a birth name sees the message and reaches step 4 of /info', async ({ page }) => {
  const bride = await createMemberWithProfile({ name: 'Mrunal', gender: 'female', birthname: 'Mrunal' });
  const groom = await createMemberWithProfile({ name: 'Yash', gender: 'male' });
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  const panel = page.getByRole('region', { name: 'Gun Milan' });
  await expect(panel.getByText('Update your birthname for Gunmilan score', { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Add birth details' }).click();
  await expect(page).toHaveURL(/\/info\?go=4&from=/);
  await expect(page.getByLabel('Birth name')).toBeVisible();
});

test('the other profile without birth details gives the spec message', async ({ page }) => {
  const bride = await createMemberWithProfile({ name: 'Ketaki', gender: 'female' });
  const groom = await createMemberWithProfile({ name: 'Shantanu', gender: 'male', birthname: 'Shantanu' });
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  await expect(
    page
      .getByRole('region', { name: 'Gun Milan' })
      .getByText('Due to less information by profile Gun Milan score not available.'),
  ).toBeVisible();
});

test('a new family adds birth details from the Gun Milan notice by taps and sees the score', async ({
  page,
}, testInfo) => {
  const bride = await createMemberWithProfile({ name: 'Gauri', gender: 'female', birthname: 'Gauri' });
  const groom = await createMemberWithProfile({ name: 'Nikhil', gender: 'male' });
  await signInAs(page, groom);
  // A tap on the phone (touch), a click on the desktop.
  const press = (target: Locator) => (testInfo.project.name === 'phone' ? target.tap() : target.click());
  // The only URL typed: the profile; from here on, taps (and the birth name typed in its box).
  await page.goto(profilePath(bride.profileId));
  const panel = page.getByRole('region', { name: 'Gun Milan' });
  await expect(panel.getByText('Update your birthname for Gunmilan score', { exact: true })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'gun-milan-notice');
  await press(panel.getByRole('link', { name: 'Add birth details' }));

  await expect(page).toHaveURL(/\/info\?go=4&from=/);
  await press(page.getByLabel('Birth name'));
  await page.getByLabel('Birth name').fill('Nikhil');
  await press(page.getByRole('button', { name: 'Save and see Gun Milan' }));

  await expect.poll(() => new URL(page.url()).pathname).toBe(profilePath(bride.profileId));
  const scored = page.getByRole('region', { name: 'Gun Milan' });
  await expect(scored.getByLabel(/^Total: [\d.]+ \/ 36$/)).toBeVisible();
  await expect(scored.getByText('Update your birthname for Gunmilan score')).toBeHidden();
  await scored.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'gun-milan-score');
});
