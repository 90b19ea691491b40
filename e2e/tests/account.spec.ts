import AxeBuilder from '@axe-core/playwright';
import {
  baseUrl,
  createMember,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  signInAs,
  test,
  uniqueEmail,
} from '../support/fixtures';

const MENU_LABELS = [
  'Buy Plan',
  'Download my biodata',
  'Terms & Conditions',
  'Set Password(Optional)',
  'Sign out of all devices',
  'Logout',
];
const PROFILE_SUBMENU = [
  'Edit My Profile',
  'Add/Remove Photos',
  'Complete ID Verification',
  'Complete Job Verification',
  'Complete Income Verification',
  'Video Introduction',
  'Add/Remove Contacts',
  'Delete my account',
];

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
}

test('a visitor signs up and lands on the guided start, signed in', async ({ page }, testInfo) => {
  // From the first screen, by a tap: "/" says what Jodi is and offers 'Register free'.
  await page.goto('/');
  const welcome = page.getByRole('main').getByRole('link', { name: 'Register free' });
  await expect(welcome).toBeInViewport();
  await keepScreenshot(page, testInfo, 'visitor-home');
  await welcome.click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'signup');
  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('secret-pass');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  expect(await page.evaluate(() => localStorage.getItem('myplan'))).toBe('Hope');
});

test('sign-in refuses a wrong password with the server message, then signs in', async ({ page }) => {
  const member = await createMember();
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
});

test('the avatar menu holds every item of spec 2 and closes on a click outside', async ({
  page,
}, testInfo) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  for (const label of ['Profile', ...MENU_LABELS]) {
    await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  for (const label of PROFILE_SUBMENU) {
    await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  }
  await keepScreenshot(page, testInfo, 'avatar-menu');
  await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Set Password(Optional)' }).click();
  await expect(page).toHaveURL(/\/set-password$/);
});

test("'Profile Score: N' opens its note on a tap, and the note leads to improving the profile", async ({
  page,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Score Reader', gender: 'female' });
  await signInAs(page, member);
  // The note's code is not in the first load: it comes with the first tap (or hover, or focus).
  const score = page.getByRole('button', { name: /^Profile Score: \d+$/ });
  await expect(score).toHaveAttribute('aria-haspopup', 'dialog');
  await score.click();
  await expect(page.getByText('What is the Profile Score?')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Profile Score: \d+$/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await keepScreenshot(page, testInfo, 'profile-score-note');
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('link', { name: 'Improve my profile' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByText('What is the Profile Score?')).toBeHidden();
});

test('change password: the messages of spec 5, then the new password works', async ({ page }, testInfo) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  await page.goto('/set-password');
  await page.getByLabel('Old Password').fill(member.password);
  await page.getByLabel('New Password').fill('new-secret');
  await page.getByLabel('Confirm Password').fill('new-secreT');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match.')).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'set-password');
  await page.getByLabel('New Password').fill('new-secret');
  await page.getByLabel('Confirm Password').fill('new-secret');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, member.email, 'new-secret');
});

/** The status `GET /api/v1/user` answers a token with: 200 while its session lives, 401 after. */
async function tokenStatus(token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/v1/user`, {
    headers: { 'x-app': 'jodi', authorization: `Bearer ${token}` },
  });
  return res.status;
}

test('logout ends the session on the server, clears the session keys and shows the visitor links', async ({
  page,
}) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  expect(await tokenStatus(token)).toBe(200);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const keys = await page.evaluate(() =>
    ['token', 'userId', 'name', 'userPic', 'isAdmin'].map((k) => localStorage.getItem(k)),
  );
  expect(keys).toEqual([null, null, null, null, null]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blogs' })).toBeVisible();
  expect(await tokenStatus(token)).toBe(401);
  // The member's other session (the one made at sign-up) is untouched.
  expect(await tokenStatus(member.token)).toBe(200);
});

test('logout without network still clears the session keys', async ({ page, context }) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  await context.route('**/api/v1/sign_out', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('Sign out of all devices ends every session of the account and logs this tab out', async ({ page }) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await tokenStatus(token)).toBe(401);
  expect(await tokenStatus(member.token)).toBe(401);
});

test('an expired token is dropped on the next route change', async ({ page }) => {
  const member = await createMember();
  await signIn(page, member.email, member.password);
  await page.evaluate(() => {
    const b64 = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const expired = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
    localStorage.setItem('token', expired);
  });
  await page.getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('visitors who press the bottom bar are asked to join', async ({ page }) => {
  await page.goto('/profiles');
  await page.getByRole('link', { name: 'Chats' }).click();
  await expect(page.getByText('Join now', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('any other path shows the 404 image', async ({ page }, testInfo) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeVisible();
  await keepScreenshot(page, testInfo, 'not-found');
});
