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
  await panel.getByRole('link', { name: 'Update your birthname for Gunmilan score' }).click();
  await expect(page).toHaveURL(/\/info\?go=4$/);
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
