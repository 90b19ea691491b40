import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { trackRequests } from './settled';

export const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${crypto.randomBytes(4).toString('hex')}@example.com`;
}

export interface Member {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Factory: a member made through the real API. */
export async function createMember(password = 'member-pass-1'): Promise<Member> {
  const email = uniqueEmail();
  const res = await fetch(`${baseUrl()}/api/v1/sign_up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string; user: { id: string } } };
  return { email, password, token: data.token, userId: data.user.id };
}

export async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-app': 'jodi' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export interface MemberWithProfile extends Member {
  profileId: string;
  name: string;
}

/** Factory: a member whose profile is filled through the real API (and, optionally, photos). */
export async function createMemberWithProfile(
  profile: Record<string, unknown> & { name: string; gender: 'male' | 'female' },
  photos: Buffer[] = [],
): Promise<MemberWithProfile> {
  const member = await createMember();
  const me = await api<{ id: string }>('GET', '/api/v1/myprofile', member.token);
  const age = profile.gender === 'male' ? 28 : 26;
  const birthdate = `${new Date().getFullYear() - age}-03-15`;
  await api('PUT', `/api/v1/profiles/${me.id}/`, member.token, {
    id: me.id,
    profile: { birthdate, height: 168, current_city: 'Pune', maritial_status: 'never_married', ...profile },
  });
  if (photos.length > 0) {
    const form = new FormData();
    for (const [i, photo] of photos.entries()) {
      form.append('pics', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    }
    await api('POST', '/api/v1/bulk/picb', member.token, form);
  }
  return { ...member, profileId: me.id, name: profile.name };
}

/** Buys a plan through the real API and the sandbox checkout, as the web app does. */
export async function buyThroughApi(token: string, rupees: number): Promise<void> {
  const order = await api<{ id: string; amount: number }>('GET', `/api/v1/order?amount=${rupees}`, token);
  const paid = await api<{ payment_id: string; order_id: string; signature: string }>(
    'POST',
    '/api/v1/sandbox/checkout',
    token,
    { order_id: order.id, outcome: 'success' },
  );
  await api('POST', '/api/v1/payments/', token, { ...paid, amount: order.amount });
}

/** Signs the browser in by storing the session as the login screen would. */
export async function signInAs(page: Page, member: Member): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Members land on the profiles, staff on their desk.
  await page.waitForURL(member.email === staffAccount().email ? /\/desk$/ : /\/profiles$/);
}

/** Base64 of a profile id, as the web route /profile/{pid} carries it. */
export const profilePath = (profileId: string) => `/profile/${Buffer.from(profileId).toString('base64')}`;

/** The newest mail the server's outbox kept for this address (the server runs without SMTP). */
export function lastMailTo(email: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(dir)) return undefined;
  const mails = fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .filter((text) => text.startsWith(`To: ${email}\n`));
  return mails.at(-1);
}

/** Saves a screenshot of a key screen under e2e/screenshots/<project>/ for people to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(path.dirname(testInfo.file), '..', 'screenshots', testInfo.project.name);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The web app's sessionStorage flag that the tab already showed the session's ad. Signed-in members
 * get an ad on the listing a few seconds in; tests that do not test ads set this flag so that no
 * dialog covers their screen (`test.use({ showListingAd: true })` to see it).
 */
export const LISTING_AD_SHOWN_KEY = 'jodi.ad-shown';

const keepListingAdAway = (context: BrowserContext) =>
  context.addInitScript((key) => sessionStorage.setItem(key, '1'), LISTING_AD_SHOWN_KEY);

/** A second browser window (another member, or staff) the size of `page`, without the listing ad. */
export async function openSecondWindow(browser: Browser, page: Page): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    baseURL: baseUrl(),
    serviceWorkers: 'block',
  });
  trackRequests(context);
  await keepListingAdAway(context);
  return context;
}

/** A second browser window of the same size, signed in as `as` or left as a visitor. */
export async function otherPage(browser: Browser, page: Page, as: Member | null): Promise<Page> {
  const context = await openSecondWindow(browser, page);
  const other = await context.newPage();
  if (as) await signInAs(other, as);
  return other;
}

/** The staff account the server creates at start (global-setup's ADMIN_EMAIL / ADMIN_PASSWORD). */
export const staffAccount = (): Member => ({
  email: process.env.E2E_STAFF_EMAIL ?? '',
  password: process.env.E2E_STAFF_PASSWORD ?? '',
  token: '',
  userId: '',
});

/** A token of the staff account, for setting things up through the API. */
export async function staffToken(): Promise<string> {
  const { email, password } = staffAccount();
  return (await api<{ token: string }>('POST', '/api/v1/sign_in', null, { email, password })).token;
}

/** A second window signed in as staff. */
export const staffPage = (browser: Browser, page: Page): Promise<Page> =>
  otherPage(browser, page, staffAccount());

export const test = base.extend<{ showListingAd: boolean }>({
  showListingAd: [false, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(baseUrl()),
  context: async ({ context, showListingAd }, use) => {
    trackRequests(context);
    if (!showListingAd) await keepListingAdAway(context);
    await use(context);
  },
});
export { untilSettled } from './settled';
export { expect };
