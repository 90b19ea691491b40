import type { Page } from '@playwright/test';
import {
  api,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  type MemberWithProfile,
  openSecondWindow,
  otherPage,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

const chatPath = (profileId: string) => `/chat?pid=${Buffer.from(profileId).toString('base64url')}`;

/** Two members whose chat request was accepted, through the real API. */
async function connectedPair(): Promise<{ groom: MemberWithProfile; bride: MemberWithProfile }> {
  const groom = await createMemberWithProfile({ name: 'Kunal', lastName: 'Bapat', gender: 'male' }, [
    await makeJpeg('K', 190),
  ]);
  const bride = await createMemberWithProfile({ name: 'Sneha', lastName: 'Gokhale', gender: 'female' }, [
    await makeJpeg('S', 340),
  ]);
  const request = await api<{ id: string }>('POST', '/api/v1/chatrequests', groom.token, {
    to: bride.profileId,
    accepted: false,
    declined: false,
  });
  await api('PUT', `/api/v1/chatrequests/${request.id}/`, bride.token, { accepted: true, declined: false });
  return { groom, bride };
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('two members chat live; the receiver gets the badge and the notice when the chat is not open', async ({
  page,
  browser,
}, testInfo) => {
  const { groom, bride } = await connectedPair();
  await signInAs(page, groom);
  await page.goto(chatPath(bride.profileId));
  const groomLog = page.getByRole('log', { name: /Messages with Sneha/ });
  await expect(groomLog).toBeVisible();

  const context = await openSecondWindow(browser, page);
  const bridePage = await context.newPage();
  await signInAs(bridePage, bride);
  await expect(bridePage.getByTestId('unread-chats-badge')).toBeHidden();

  // Blank messages are ignored; text is shown as text, never as HTML.
  await send(page, '   ');
  await send(page, 'Namaste Sneha!');
  await expect(groomLog.getByText('Namaste Sneha!')).toBeVisible();
  // The first message may arrive before her socket is up: the count is then fetched on connect,
  // and a count fetched on connect is the starting point, not announced. Once it shows, she is live.
  await expect(bridePage.getByTestId('unread-chats-badge')).toHaveText('1');

  await send(page, 'Namaste Sneha! <b>not bold</b> <script>window.pwned = 1</script>');
  await expect(groomLog.getByText('Namaste Sneha! <b>not bold</b>', { exact: false })).toBeVisible();
  await expect(bridePage.getByText('You have a new message').first()).toBeVisible();
  await expect(bridePage.getByTestId('unread-chats-badge')).toHaveText('2');
  await keepScreenshot(bridePage, testInfo, 'chat-badge');

  await bridePage.getByRole('link', { name: 'Chats' }).click();
  await expect(bridePage).toHaveURL(/\/chats$/);
  await bridePage.getByRole('link', { name: 'Kunal Bapat' }).click();
  const brideLog = bridePage.getByRole('log', { name: /Messages with Kunal/ });
  await expect(brideLog.getByText(/<script>window\.pwned = 1<\/script>/)).toBeVisible();
  expect(await bridePage.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

  await send(bridePage, 'Hello Kunal, nice to meet you.');
  await expect(groomLog.getByText('Hello Kunal, nice to meet you.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'chat-conversation');

  // Opening the conversation marked it read.
  await expect
    .poll(
      async () =>
        (await api<{ chat_count: number }>('GET', '/api/v1/counts/subscribe', bride.token)).chat_count,
    )
    .toBe(0);
  await context.close();
});

test('members without an accepted request cannot chat, and /chats is empty', async ({ page }) => {
  const groom = await createMemberWithProfile({ name: 'Ritesh', gender: 'male' });
  const bride = await createMemberWithProfile({ name: 'Aarti', gender: 'female' });
  await signInAs(page, groom);
  await page.goto('/chats');
  await expect(page.getByText('No records found.')).toBeVisible();
  await page.goto(chatPath(bride.profileId));
  await send(page, 'Hello?');
  await expect(page.getByRole('alert')).toContainText('You can chat once your chat request is accepted.');
});

test('a message asking for money before a match warns the receiver, who reports it in one tap', async ({
  page,
  browser,
}, testInfo) => {
  const ask = "Please send 5000 rupees on my UPI ramesh@okaxis for my mother's hospital";
  // Chatting through an accepted chat request; their interests have not matched.
  const { groom, bride } = await connectedPair();
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, bride);
  await page.goto(chatPath(groom.profileId));
  const brideLog = page.getByRole('log', { name: /Messages with Kunal/ });
  await expect(brideLog).toBeVisible();

  const groomPage = await otherPage(browser, page, groom);
  await groomPage.goto(chatPath(bride.profileId));
  const groomLog = groomPage.getByRole('log', { name: /Messages with Sneha/ });
  await send(groomPage, ask);
  await expect(groomLog.getByText(ask)).toBeVisible();

  // She gets the message with a calm note under it (live, or fetched when her socket connects).
  await expect(brideLog.getByText(ask)).toBeVisible();
  const note = brideLog.getByRole('note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Never send money to someone you have not met.');
  const report = note.getByRole('button', { name: 'Report' });
  await expect(report).toBeVisible();
  const button = await report.boundingBox();
  expect(button?.height).toBeGreaterThanOrEqual(44);
  const box = await note.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await keepScreenshot(page, testInfo, 'chat-safety-warning');
  // The sender never sees it.
  await expect(groomLog.getByRole('note')).toHaveCount(0);

  await report.click();
  await expect(note).toContainText('Reported. Thank you: our team will look at it.');
  await expect(report).toBeHidden();
  await groomPage.context().close();
});
