import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  api,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  openSecondWindow,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

/**
 * What the match moment must do (the member part): on a phone, by taps alone after the first URL, a member
 * accepts an interest, reaches the conversation with that person from what the acceptance shows
 * (the "It's a match" dialog's Start chat), sends a message, and the other side receives it.
 */
const tag = () => Math.random().toString(36).slice(2, 7);

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a member accepts an interest, starts the chat from the match dialog, and the other side receives the message', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const bride = await createMemberWithProfile(
    { name: `Gauri${tag()}`, lastName: 'Deshmukh', gender: 'female' },
    [await makeJpeg('G', 20)],
  );
  const groom = await createMemberWithProfile({ name: `Nikhil${tag()}`, lastName: 'Joshi', gender: 'male' }, [
    await makeJpeg('N', 210),
  ]);
  await api('POST', '/api/v1/interests', groom.token, { to: bride.profileId });

  // The other side is already on his chat list.
  const context = await openSecondWindow(browser, page);
  const groomPage = await context.newPage();
  await signInAs(groomPage, groom);

  // She signs in (the first URL) and goes on by taps: the bell, the interest, Received, Accept.
  // (Her bell may also count him among her new matches: he was placed in her list as he joined.)
  await signInAs(page, bride);
  await page.getByTestId('notification-bell').click();
  await page
    .getByRole('list', { name: 'Your notifications' })
    .getByTestId('notification')
    .filter({ hasText: 'New interest' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/interests/);
  await page.getByRole('tab', { name: 'Received' }).click();
  const card = page.getByRole('article', { name: `${groom.name} Joshi` });
  await card.getByRole('button', { name: 'Accept' }).click();

  // The acceptance is a moment with next steps, not a toast.
  const dialog = page.getByRole('dialog', { name: "It's a match!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`You and ${groom.name} Joshi have accepted each other.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Later' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'match-dialog');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'Start chat' }).click();

  // The conversation with him: she says hello.
  await expect(page).toHaveURL(/\/chat\?pid=/);
  const log = page.getByRole('log', { name: new RegExp(`Messages with ${groom.name}`) });
  await expect(log).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Namaste, happy to connect.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Namaste, happy to connect.')).toBeVisible();

  // He receives it: the unread badge, then the conversation from his chat list.
  await expect(groomPage.getByTestId('unread-chats-badge')).toHaveText('1');
  await groomPage.getByRole('link', { name: 'Chats' }).click();
  await groomPage.getByRole('link', { name: `${bride.name} Deshmukh` }).click();
  const hisLog = groomPage.getByRole('log', { name: new RegExp(`Messages with ${bride.name}`) });
  await expect(hisLog.getByText('Namaste, happy to connect.')).toBeVisible();
  await context.close();
});

test("a match with no message yet: 'Chat' on the Match card and 'Say hello' on /chats; nobody yet says what to do next", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const loner = await createMemberWithProfile({ name: `Mira${tag()}`, gender: 'female' }, [
    await makeJpeg('M', 300),
  ]);
  await signInAs(page, loner);
  await page.goto('/chats');
  await expect(page.getByText('No records found.')).toBeVisible();
  await expect(page.getByText('Chats open when a family accepts your interest.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your matches' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'chats-nobody');
  expect(await seriousViolations(page)).toEqual([]);

  const bride = await createMemberWithProfile(
    { name: `Rutuja${tag()}`, lastName: 'Pawar', gender: 'female' },
    [await makeJpeg('R', 40)],
  );
  const groom = await createMemberWithProfile({ name: `Aditya${tag()}`, lastName: 'Kale', gender: 'male' }, [
    await makeJpeg('A', 180),
  ]);
  const sent = await api<{ id: string }>('POST', '/api/v1/interests', groom.token, { to: bride.profileId });
  await api('PUT', `/api/v1/interests/${sent.id}`, bride.token, { status: 'accepted' });

  const other = await (await openSecondWindow(page.context().browser()!, page)).newPage();
  await signInAs(other, bride);
  await other.goto('/interests?tab=match');
  const card = other.getByRole('article', { name: `${groom.name} Kale` });
  await expect(card.getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw acceptance' })).toBeVisible();
  await keepScreenshot(other, testInfo, 'match-card');
  expect(await seriousViolations(other)).toEqual([]);

  await other.goto('/chats');
  const list = other.getByRole('list', { name: 'Matches and accepted chat requests without a message yet' });
  await expect(list.getByRole('link', { name: 'Say hello' })).toBeVisible();
  await keepScreenshot(other, testInfo, 'chats-say-hello');
  expect(await seriousViolations(other)).toEqual([]);
  await list.getByRole('link', { name: 'Say hello' }).click();
  await expect(other.getByRole('log', { name: new RegExp(`Messages with ${groom.name}`) })).toBeVisible();
});
