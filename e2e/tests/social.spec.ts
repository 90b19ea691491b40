import crypto from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import {
  baseUrl,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  type MemberWithProfile,
  openSecondWindow,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

async function secondBrowser(browser: Browser, page: Page, member: MemberWithProfile): Promise<Page> {
  const context = await openSecondWindow(browser, page);
  const other = await context.newPage();
  await signInAs(other, member);
  return other;
}

const card = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(name) });

async function cityListing(page: Page, city: string) {
  await page.goto(`/filtered/profiles?city=${city}`);
  await expect(page.getByText(/Showing \d+ of \d+ profiles|No records found\./)).toBeVisible();
}

test('interest, match with a heart on both sides, block hides the pair, unblock restores them', async ({
  page,
  browser,
}, testInfo) => {
  const city = `Milan${crypto.randomBytes(3).toString('hex')}`;
  const groom = await createMemberWithProfile({ name: 'Omkar', gender: 'male', current_city: city }, [
    await makeJpeg('Omkar', 200),
  ]);
  const bride = await createMemberWithProfile({ name: 'Radhika', gender: 'female', current_city: city }, [
    await makeJpeg('Radhika', 330),
  ]);

  // The groom sends an interest.
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  const actions = page.getByRole('group', { name: 'Profile actions' });
  await actions.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText('Interest sent')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Send interest' })).toBeHidden();

  // The bride accepts it: a match, with a heart on both sides.
  const bridePage = await secondBrowser(browser, page, bride);
  await bridePage.goto('/interests?tab=received');
  await card(bridePage, 'Omkar').getByRole('button', { name: 'Accept' }).click();
  // Leaving the page before the answer arrives could cancel the request: the match's dialog says it came.
  const moment = bridePage.getByRole('dialog', { name: "It's a match!" });
  await expect(moment).toBeVisible();
  await moment.getByRole('button', { name: 'Later' }).click();
  await bridePage.goto('/interests?tab=match');
  await expect(card(bridePage, 'Omkar').getByRole('img', { name: 'Matched' })).toBeVisible();
  await keepScreenshot(bridePage, testInfo, 'interests-match');
  await page.goto('/interests?tab=match');
  await expect(card(page, 'Radhika').getByRole('img', { name: 'Matched' })).toBeVisible();

  // The groom blocks the bride: each disappears from the other's screens.
  await page.goto(profilePath(bride.profileId));
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('User blocked')).toBeVisible();
  await expect(page.getByText('You have blocked this profile.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'blocked-banner');

  await cityListing(page, city);
  await expect(page.getByRole('link', { name: /Radhika/ })).toHaveCount(0);
  await page.goto('/interests?tab=match');
  await expect(page.getByText('No matches yet')).toBeVisible();

  await cityListing(bridePage, city);
  await expect(bridePage.getByRole('link', { name: /Omkar/ })).toHaveCount(0);
  await bridePage.goto('/interests?tab=match');
  await expect(bridePage.getByText('No matches yet')).toBeVisible();
  await bridePage.goto(profilePath(groom.profileId));
  await expect(bridePage.getByText('Page not found')).toBeVisible();

  // Unblocking restores both sides, and the match survives.
  await page.goto('/blocked');
  await page.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('Unblocked user')).toBeVisible();
  await cityListing(page, city);
  await expect(page.getByRole('link', { name: /Radhika/ })).toHaveCount(1);
  await cityListing(bridePage, city);
  await expect(bridePage.getByRole('link', { name: /Omkar/ })).toHaveCount(1);
  await bridePage.goto('/interests?tab=match');
  await expect(card(bridePage, 'Omkar').getByRole('img', { name: 'Matched' })).toBeVisible();
  await bridePage.context().close();
});

test('a sent interest hides its button; chat request and save show their notices; saved lists her', async ({
  page,
}) => {
  const groom = await createMemberWithProfile({ name: 'Sahil', gender: 'male' });
  // Saved profiles are a listing: she needs the listing minimum, a photo included.
  const bride = await createMemberWithProfile({ name: 'Pooja', gender: 'female' }, [await makeJpeg('Pooja')]);
  await fetch(`${baseUrl()}/api/v1/interests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${groom.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: bride.profileId }),
  });
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  const actions = page.getByRole('group', { name: 'Profile actions' });
  await expect(actions.getByRole('button', { name: 'Send interest' })).toBeHidden();
  await actions.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.goto('/saved/profiles');
  await expect(page.getByRole('link', { name: /Pooja/ })).toHaveCount(1);
  await actions
    .getByRole('button', { name: 'Chat request' })
    .waitFor({ state: 'detached' })
    .catch(() => {});
});
