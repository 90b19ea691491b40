import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  api,
  createMemberWithProfile,
  expect,
  type MemberWithProfile,
  profilePath,
  signInAs,
  staffAccount,
  test,
  untilSettled,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

/**
 * Accessibility: every screen of spec 2 and the later ones, as a visitor, a member and
 * staff, at the project's size (phone and desktop), has no serious or critical axe-core violation
 * of the WCAG 2.2 A/AA rules. A failure lists each violation with the elements it found.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BOTTOM_BAR = 'Profiles navigation';
/** What one screen may take on a loaded two-core machine: load it, let its data arrive, audit it. */
const SCREEN_BUDGET_MS = 20_000;
/** Signing in through the login screen, before the screens of a member or staff. */
const SIGN_IN_BUDGET_MS = 20_000;

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('main').waitFor();
  // Audit the screen with its data, not its loader.
  await untilSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Audits each screen in turn, within a budget that grows with the number of screens. */
async function check(page: Page, paths: string[], before: () => Promise<void> = async () => {}) {
  test.setTimeout(SIGN_IN_BUDGET_MS + paths.length * SCREEN_BUDGET_MS);
  await before();
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found, found.join('\n')).toEqual([]);
}

let other: MemberWithProfile;
/** A member who sent `other` an interest, so the member screens have something to show. */
let member: MemberWithProfile;
test.beforeAll(async () => {
  other = await createMemberWithProfile({ name: 'Sakshi', gender: 'female', current_city: 'Pune' }, [
    await makeJpeg('Sakshi', 330),
  ]);
  member = await createMemberWithProfile({ name: 'Varun', gender: 'male', current_city: 'Pune' }, [
    await makeJpeg('Varun', 210),
  ]);
  await api('POST', '/api/v1/interests', member.token, { to: other.profileId });
});

test('a visitor meets no serious accessibility violation on the listing, a profile and signing in', async ({
  page,
}) => {
  await check(page, ['/', '/profiles', profilePath(other.profileId), '/login', '/signup', '/reset-password']);
});

test('a visitor meets no serious accessibility violation on the public pages', async ({ page }) => {
  const blogs = await api<{ id: string }[]>('GET', '/api/v1/blogs?limit=1', null);
  await check(page, [
    '/featured',
    '/subscription',
    '/blogs',
    ...(blogs[0] ? [`/blog/${blogs[0].id}`] : []),
    '/terms-and-conditions',
    '/advertise',
    '/member',
  ]);
});

/** The member screens, in groups that share the work between the test workers. */
const MEMBER_SCREENS: Record<string, () => string[]> = {
  'the listings and a profile': () => [
    '/profiles',
    '/filtered/profiles',
    '/saved/profiles',
    profilePath(other.profileId),
    '/matches',
    '/preferences',
  ],
  'visitors, the guided start, interests and chats': () => [
    '/visitors',
    '/start',
    '/info',
    '/interests',
    '/blocked',
    '/chats',
  ],
  'the uploads and contacts': () => [
    '/upload/pics',
    '/upload/intro',
    '/upload/doc',
    '/upload/job/doc',
    '/upload/income/doc',
    '/add/contacts',
  ],
  'plans, settings and notifications': () => [
    '/subscription',
    '/settings/privacy',
    '/notifications',
    '/settings/notifications',
    '/delete/account',
  ],
};

for (const [screens, paths] of Object.entries(MEMBER_SCREENS)) {
  test(`a member meets no serious accessibility violation on ${screens}`, async ({ page }) => {
    await check(page, paths(), () => signInAs(page, member));
  });
}

test('staff meet no serious accessibility violation on their home, call logs, documents and reports', async ({
  page,
}) => {
  await check(page, ['/desk', '/calllogs', '/admin/verification', '/admin/reports'], () =>
    signInAs(page, staffAccount()),
  );
});

test('staff meet no serious accessibility violation on the blog, ads, leads and site texts', async ({
  page,
}) => {
  await check(page, ['/admin/blogs', '/admin/ads', '/admin/leads', '/admin/texts'], () =>
    signInAs(page, staffAccount()),
  );
});

test('on a phone, keyboard focus never stops under the bottom bar (WCAG 2.4.11)', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the bottom bar is on phones only');
  // The filters form is long, so tabbing through it reaches fields that start under the bar.
  await page.goto('/filtered/profiles');
  await page.locator('main').waitFor();
  await untilSettled(page);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate((barLabel) => {
      const focused = document.activeElement;
      const bar = document.querySelector(`nav[aria-label="${barLabel}"]`);
      if (!focused || !bar || bar.contains(focused) || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      return box.bottom > bar.getBoundingClientRect().top + 1 ? focused.outerHTML.slice(0, 120) : null;
    }, BOTTOM_BAR);
    expect(hidden, `focus under the bottom bar after ${i + 1} Tab presses`).toBeNull();
  }
});
