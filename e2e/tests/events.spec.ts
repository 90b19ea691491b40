import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  api,
  buyThroughApi,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  signInAs,
  staffToken,
  test,
  untilSettled,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

/**
 * Community events (decision 34) on a phone: a Belief member finds Events in the account menu, takes a
 * seat at a melava and adds it to her calendar; a Hope member is shown the plans instead of
 * Register; no screen of either (nor a visitor's) has a serious axe violation.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CAPACITY = 30;
const DAY_MS = 86_400_000;

/** Serious or critical WCAG A/AA violations on the screen as it is now, with its data. */
async function violations(page: Page): Promise<string[]> {
  await page.locator('main').waitFor();
  await untilSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze();
  const where = new URL(page.url()).pathname;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

async function expectAccessible(page: Page): Promise<void> {
  const found = await violations(page);
  expect(found, found.join('\n')).toEqual([]);
}

/** A phone's touch target: at least 44 px high. */
async function expectTouchTarget(target: Locator): Promise<void> {
  expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** 10:30 am India time (UTC+5:30) two days ahead: before the demo's events, and within one day. */
function twoDaysAheadMorning(): Date {
  const day = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T05:00:00Z`));
}

/** An event of this test's own, made by staff through the API. */
async function createEvent(title: string): Promise<string> {
  const startsAt = twoDaysAheadMorning();
  const event = await api<{ id: string }>('POST', '/api/v1/events', await staffToken(), {
    title,
    description: 'Families of the community meet in the hall; bring two printed copies of the biodata.',
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 5 * 3_600_000).toISOString(),
    city: 'Nashik',
    venue: 'Kalidas Kala Mandir, Shalimar, Nashik 422001',
    online: false,
    fee: 200,
    capacity: CAPACITY,
  });
  return event.id;
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const onPhoneOnly = (projectName: string) =>
  test.skip(projectName !== 'phone', 'events are checked on a phone');

test('a Belief member goes from the menu to an event, registers, sees her seat taken and adds it to her calendar', async ({
  page,
}, testInfo) => {
  onPhoneOnly(testInfo.project.name);
  const title = `Nashik Parichay Melava ${suffix()}`;
  const eventId = await createEvent(title);
  // Someone else already holds a seat, so the registered member has a card under 'Who else is coming'.
  const [bride, other] = await Promise.all([
    createMemberWithProfile({ name: 'Gauri', gender: 'female', current_city: 'Nashik' }, [
      await makeJpeg('Gauri', 330),
    ]),
    createMemberWithProfile({ name: 'Aniket', gender: 'male', current_city: 'Nashik' }, [
      await makeJpeg('Aniket', 200),
    ]),
  ]);
  await Promise.all([buyThroughApi(bride.token, 499), buyThroughApi(other.token, 499)]);
  await api('POST', `/api/v1/events/${eventId}/registrations`, other.token);
  await signInAs(page, bride);

  // From the account menu to the list, then the event's page: taps only.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community events' })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Upcoming events' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card.getByText(`${CAPACITY - 1} seats left`)).toBeVisible();
  await expect(card.getByText('₹200, paid at the venue')).toBeVisible();
  await expectTouchTarget(card.getByRole('link', { name: `See ${title}` }));
  await card.getByRole('link', { name: `See ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${CAPACITY - 1} seats left`)).toBeVisible();
  await expect(page.getByText('You are registered')).toHaveCount(0);
  await expectAccessible(page);

  // Register: the seat is hers, one fewer is left, and she may give it back.
  const registered = page.waitForResponse(
    (res) =>
      res.url().endsWith(`/api/v1/events/${eventId}/registrations`) && res.request().method() === 'POST',
  );
  for (const name of ['Register', 'Add to calendar']) {
    await expectTouchTarget(page.getByRole('button', { name, exact: true }));
  }
  await expectTouchTarget(page.getByRole('link', { name: 'All events' }));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByText(`${CAPACITY - 2} seats left`)).toBeVisible();
  await expect(page.getByText('You are registered')).toBeVisible();
  await expect(page.getByText('You have a seat at this event.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Who else is coming' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Aniket' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-registered');
  await expectAccessible(page);

  // Add to calendar: an iCalendar file with the event in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await fs.promises.readFile(await file.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);

  // Back on the list, her card says so and counts her seat.
  await page.getByRole('link', { name: 'All events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(card.getByText('You are registered')).toBeVisible();
  await expect(card.getByText(`${CAPACITY - 2} seats left`)).toBeVisible();
  await expectAccessible(page);
});

test('a visitor is asked to sign in, and a Hope member is shown the plans instead of Register', async ({
  page,
}, testInfo) => {
  onPhoneOnly(testInfo.project.name);
  const title = `Kolhapur Parichay Melava ${suffix()}`;
  const eventId = await createEvent(title);
  const member = await createMemberWithProfile({ name: 'Rohan', gender: 'male' }, [
    await makeJpeg('Rohan', 120),
  ]);

  // A visitor: the list and the event's page, with the way to sign in or register.
  await page.goto('/events');
  await expect(page.getByRole('link', { name: `See ${title}` })).toBeVisible();
  await expectAccessible(page);
  // The demo's online melava: its link to join is kept for the registered.
  await page.getByRole('link', { name: 'See Online Parichay Melava for families abroad' }).click();
  await expect(page.getByText('The link to join is shown once you have registered.')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register free' })).toBeVisible();
  await expectAccessible(page);

  // A Hope member: the plans, not Register; the calendar is still there.
  await signInAs(page, member);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText('Registering for community events is part of the Belief and Trust plans.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(page.getByText(`${CAPACITY} seats left`)).toBeVisible();
  await keepScreenshot(page, testInfo, 'event-hope');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
