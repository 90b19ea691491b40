import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import {
  api,
  baseUrl,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  type MemberWithProfile,
  profilePath,
  signInAs,
  test,
  untilSettled,
} from '../support/fixtures';

const tag = () => crypto.randomBytes(3).toString('hex');

interface NotificationJson {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read: boolean;
}

/** Counts the browser's reads of the notifications list (the bell's and the screen's one query). */
/** Reads of the list that have finished (an answer still on its way could overwrite a live update). */
function countListReads(page: Page): () => number {
  let reads = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/notifications' && request.method() === 'GET') reads += 1;
  });
  return () => reads;
}

/** axe-core's serious and critical WCAG 2.2 A/AA violations on the screen as it stands (as a11y.spec). */
async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots at the project's size and, on the desktop project, at a 390 px phone width too. */
async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.project.name !== 'desktop') {
    await keepScreenshot(page, testInfo, name);
    return;
  }
  await keepScreenshot(page, testInfo, `${name}-1280`);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

// The app's service worker is what these tests are about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the bell counts interests live, and /notifications opens one, marks it read and marks all read', async ({
  page,
}, testInfo) => {
  const bride = await createMemberWithProfile({ name: `Kavya${tag()}`, gender: 'female' });
  const groom = await createMemberWithProfile({ name: `Rohan${tag()}`, gender: 'male' });
  const other = await createMemberWithProfile({ name: `Aman${tag()}`, gender: 'male' });
  const listReads = countListReads(page);
  await signInAs(page, bride);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  // The first read, then the one on the socket's connect: from here on the socket is live.
  await expect.poll(listReads).toBeGreaterThanOrEqual(2);
  const readsBefore = listReads();

  // He sends an interest through the API: her open screen counts it with no reload and no refetch.
  await api('POST', '/api/v1/interests', groom.token, { to: bride.profileId });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await api('POST', '/api/v1/interests', other.token, { to: bride.profileId });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect(listReads()).toBe(readsBefore);

  const box = await bell.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByRole('list', { name: 'Your notifications' });
  const items = list.getByTestId('notification');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(other.name);
  await expect(items.first()).toContainText('Unread');
  await expect(page.getByText('2 unread notifications')).toBeVisible();
  await screenshots(page, testInfo, 'notifications');
  expect(await axeViolations(page)).toEqual([]);

  // Opening one goes where it leads and marks it read.
  await items.first().click();
  await expect(page).toHaveURL(/\/interests$/);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(items.filter({ hasText: 'Unread' })).toHaveCount(0);
  // The list shows them read at once; the server has them once its answer is in.
  await expect
    .poll(async () =>
      (await api<NotificationJson[]>('GET', '/api/v1/notifications', bride.token)).every((n) => n.read),
    )
    .toBe(true);

  // A new one arrives at the top while the screen is open.
  const third = await createMemberWithProfile({ name: `Vikram${tag()}`, gender: 'male' });
  await api('POST', '/api/v1/interests', third.token, { to: bride.profileId });
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(third.name);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
});

test('notification settings: per kind channels, quiet hours and time zone are saved', async ({
  page,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: `Neha${tag()}`, gender: 'female' });
  await signInAs(page, member);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const messages = page.getByRole('group', { name: 'New messages' });
  await expect(messages.getByRole('switch', { name: 'In the app' })).toBeDisabled();
  await expect(messages.getByRole('switch', { name: 'In the app' })).toBeChecked();
  await screenshots(page, testInfo, 'notification-settings');
  expect(await axeViolations(page)).toEqual([]);

  // The whole switch, label included, is its input (Mantine lays it over the row): a 44 px target.
  await messages.getByRole('switch', { name: 'E-mail' }).click();
  await page.getByRole('switch', { name: 'Keep quiet hours' }).click();
  await page.getByLabel('To', { exact: true }).fill('06:30');
  await page.getByLabel('My time zone').selectOption('Europe/London');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await expect
    .poll(() => api<Record<string, unknown>>('GET', '/api/v1/notification-settings', member.token))
    .toMatchObject({
      message: { in_app: true, push: true, email: false },
      quiet_hours: { from: '22:00', to: '06:30' },
      time_zone: 'Europe/London',
    });
});

test('after the first interest the push offer asks once, in her words, and never again once answered', async ({
  page,
}, testInfo) => {
  const groom = await createMemberWithProfile({ name: `Arjun${tag()}`, gender: 'male' });
  const first = await createMemberWithProfile({ name: `Pooja${tag()}`, gender: 'female' });
  const second = await createMemberWithProfile({ name: `Ritu${tag()}`, gender: 'female' });
  await signInAs(page, groom);
  const permission = await page.evaluate(() => Notification.permission);
  test.skip(permission !== 'default', `this browser starts with notifications ${permission}`);
  // Never on first load.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(profilePath(first.profileId));
  await page
    .getByRole('group', { name: 'Profile actions' })
    .getByRole('button', { name: 'Send interest' })
    .click();
  const offer = page.getByRole('dialog', { name: 'Get a notification when she replies?' });
  await expect(offer).toBeVisible();
  await keepScreenshot(page, testInfo, 'push-offer');
  // The dialog itself (the profile under it is audited by a11y.spec).
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await page.goto(profilePath(second.profileId));
  await page
    .getByRole('group', { name: 'Profile actions' })
    .getByRole('button', { name: 'Send interest' })
    .click();
  await expect(page.getByText('You sent an interest')).toBeVisible();
  // Everything the interest set off has arrived, and no offer came with it.
  await untilSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The page is controlled by the app's service worker (it registers at start; claim takes the page). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The id DevTools gives the app's service worker registration (from ServiceWorker.enable's events). */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => found.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => found.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted)?.registrationId ?? null)
    .not.toBeNull();
  const id = found.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted)?.registrationId ?? '';
  return { cdp, id };
}

type ShownNotification = { title: string; body: string; tag: string; icon: string; data: { link?: string } };

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as { link?: string },
    }));
  }) as Promise<ShownNotification[]>;

/** Two members whose chat request she accepted: he has a 'chat request accepted' notification. */
async function acceptedChat(): Promise<{ groom: MemberWithProfile; bride: MemberWithProfile }> {
  const groom = await createMemberWithProfile({ name: 'Kunal', gender: 'male' });
  const bride = await createMemberWithProfile({ name: `Sneha${tag()}`, gender: 'female' });
  const request = await api<{ id: string }>('POST', '/api/v1/chatrequests', groom.token, {
    to: bride.profileId,
    accepted: false,
    declined: false,
  });
  await api('PUT', `/api/v1/chatrequests/${request.id}/`, bride.token, { accepted: true, declined: false });
  return { groom, bride };
}

test('a push reaches the service worker, shows one notification per id, and a click opens the chat', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const { groom, bride } = await acceptedChat();
  await signInAs(page, groom);
  await controlledBySw(page);

  // What the server would push: his own notification of her acceptance, as the list has it.
  const [accepted] = await api<NotificationJson[]>('GET', '/api/v1/notifications', groom.token);
  expect(accepted).toMatchObject({
    kind: 'chat_request_accepted',
    link: expect.stringMatching(/^\/chat\?pid=/),
  });
  if (!accepted) throw new Error('no notification');

  const { cdp, id } = await registrationId(context, page);
  const deliver = (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: id,
      data: JSON.stringify(payload),
    });

  await deliver(accepted);
  // DevTools hands a push to the worker at most once: under the whole suite's load one was seen
  // lost before the worker took it, so it is handed again while nothing shows. The same id only
  // ever replaces what is shown (as the next step proves), so the answer is still one.
  await expect
    .poll(
      async () => {
        const shown = await shownNotifications(page);
        if (shown.length === 0) await deliver(accepted);
        return shown;
      },
      { timeout: 30_000 },
    )
    .toEqual([
      {
        title: accepted.title,
        body: accepted.body,
        tag: accepted.id,
        icon: `${baseUrl()}/icons/icon-192.png`,
        data: expect.objectContaining({ link: accepted.link }),
      },
    ]);

  // The same notification updated (a thread's newer message): it replaces the one shown.
  await deliver({ ...accepted, body: `${bride.name} is waiting for your hello.` });
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.body))
    .toEqual([`${bride.name} is waiting for your hello.`]);

  // A click: the worker's own handler with the shown notification takes the open tab to the chat.
  await page.goto('/profiles');
  const worker = context.serviceWorkers().find((w) => w.url() === `${baseUrl()}/sw.js`);
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      openNotificationLink(notification: Notification): Promise<unknown>;
    };
    const [shown] = await scope.registration.getNotifications();
    if (!shown) throw new Error('nothing shown');
    shown.close();
    await scope.openNotificationLink(shown);
  });
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(accepted.link);
  await expect(page.getByRole('log', { name: new RegExp(`Messages with ${bride.name}`) })).toBeVisible();
  await keepScreenshot(page, testInfo, 'push-opened-chat');
});
