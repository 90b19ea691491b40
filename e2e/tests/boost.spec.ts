import {
  buyThroughApi,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  otherPage,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

test('a Belief member boosts her profile and sees it running; a groom finds her card marked Boosted on top', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the boost is checked on a phone');
  const name = `Boostee${Date.now().toString(36)}`;
  const bride = await createMemberWithProfile({ name, gender: 'female' }, [await makeJpeg('boost')]);
  await buyThroughApi(bride.token, 499);
  await signInAs(page, bride);

  await page.goto('/info');
  const card = page.getByRole('region', { name: 'Boost my profile' });
  await expect(card.getByText('2 boosts left this month')).toBeVisible();
  await card.getByRole('button', { name: 'Boost now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Boost your profile?' });
  await expect(dialog.getByText(/For the next 24 hours your profile is shown first/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Boost', exact: true }).click();
  await expect(card.getByText(/^Boosted until .+ · not seen by anyone yet$/)).toBeVisible();
  await expect(card.getByText('1 boost left this month')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Boost now' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'boost-running');

  const groom = await createMemberWithProfile({ name: 'Vikram', gender: 'male' }, [await makeJpeg('groom')]);
  const groomPage = await otherPage(browser, page, groom);
  const boosted = groomPage.getByRole('article').filter({ hasText: name });
  await expect(boosted.getByText('Boosted')).toBeVisible();
  // In one of the boosted places at the top of the first page.
  const names = await groomPage.getByRole('article').getByRole('heading').allTextContents();
  expect(names.slice(0, 3)).toContain(name);
  await keepScreenshot(groomPage, testInfo, 'boosted-card');
  await groomPage.context().close();

  // The bride's card counts him once he has seen it.
  await page.reload();
  await expect(card.getByText(/seen by 1 member$/)).toBeVisible();
});
