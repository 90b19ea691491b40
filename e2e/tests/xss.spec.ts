import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  api,
  baseUrl,
  createMemberWithProfile,
  expect,
  openSecondWindow,
  profilePath,
  signInAs,
  staffPage,
  staffToken,
  test,
  untilSettled,
} from '../support/fixtures';

/**
 * Attack: stored XSS. Scripts go into every free-text field a member or staff can fill (about me,
 * a chat message, a report's details, a blog post, a call log's name and remark) and each page
 * that shows them is opened in the real browser: the text must show as text, no element or
 * script is made from it, and nothing runs. The CSP would block inline scripts anyway.
 */
const unique = () => crypto.randomBytes(3).toString('hex');
const payload = (marker: string) =>
  `${marker} <img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1">`;

/** Nothing from the payload became markup or ran. */
async function expectInert(page: Page) {
  // Give an injected handler every chance to run first: every request of the page (an injected
  // image's error included) has finished.
  await untilSettled(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  const injectedScripts = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('__xss')).length);
  expect(injectedScripts).toBe(0);
}

test('the CSP allows no inline script', async ({ page }) => {
  for (const path of ['/', '/blogs', '/login']) {
    const res = await page.goto(path);
    const csp = res?.headers()['content-security-policy'] ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    const scriptSrc = directives['script-src'] ?? directives['default-src'];
    expect(scriptSrc, `${path}: ${csp}`).toBeTruthy();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
  }
});

test('about me and a chat message with scripts are shown as text', async ({ page, browser }) => {
  const marker = `XSS-${unique()}`;
  const bride = await createMemberWithProfile({
    name: 'Asha',
    gender: 'female',
    aboutme: payload(`${marker}-about`),
  });
  const groom = await createMemberWithProfile({ name: 'Rohan', gender: 'male' });
  const request = await api<{ id: string }>('POST', '/api/v1/chatrequests', groom.token, {
    to: bride.profileId,
  });
  await api('PUT', `/api/v1/chatrequests/${request.id}/`, bride.token, { accepted: true, declined: false });
  await api('POST', '/api/v1/message/', groom.token, {
    to: bride.profileId,
    message: payload(`${marker}-chat`),
  });

  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  await page.getByRole('tab', { name: 'Preferences & Expectations' }).click();
  await expect(page.getByText(`${marker}-about`)).toBeVisible();
  await expect(page.getByText(`${marker}-about`)).toContainText('<script>');
  await expectInert(page);

  const brideWindow = await (await openSecondWindow(browser, page)).newPage();
  await signInAs(brideWindow, bride);
  await brideWindow.goto(`/chat?pid=${Buffer.from(groom.profileId).toString('base64url')}`);
  await expect(brideWindow.getByText(`${marker}-chat`)).toBeVisible();
  await expect(brideWindow.getByText(`${marker}-chat`)).toContainText('<img src=x');
  await expectInert(brideWindow);
});

test("a report's details and a call log with scripts are shown as text to staff", async ({
  page,
  browser,
}) => {
  const marker = `XSS-${unique()}`;
  const bride = await createMemberWithProfile({ name: 'Asha', gender: 'female' });
  const groom = await createMemberWithProfile({ name: 'Rohan', gender: 'male' });
  await api('POST', '/api/v1/user/report', groom.token, {
    user_to_id: bride.profileId,
    reason: 'other',
    details: payload(`${marker}-report`),
  });
  const token = await staffToken();
  const form = new FormData();
  form.append('customer_name', payload(`${marker}-caller`));
  form.append('phone', `98${crypto.randomInt(10_000_000, 99_999_999)}`);
  form.append('remark', payload(`${marker}-remark`));
  await api('POST', '/api/v1/calllogs', token, form);

  const staff = await staffPage(browser, page);
  await staff.goto('/admin/reports');
  await expect(staff.getByText(`${marker}-report`)).toBeVisible();
  await expect(staff.getByText(`${marker}-report`)).toContainText('<script>');
  await expectInert(staff);

  await staff.goto('/calllogs');
  const row = staff.getByRole('row', { name: new RegExp(`${marker}-caller`) });
  await expect(row).toBeVisible();
  await expectInert(staff);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = staff.getByRole('dialog', { name: 'Edit call log' });
  await expect(edit.getByLabel('Remark')).toHaveValue(payload(`${marker}-remark`));
  await expectInert(staff);
});

test('a blog post with scripts in its title and body is shown safely to a visitor', async ({ page }) => {
  const marker = `XSS-${unique()}`;
  const token = await staffToken();
  const form = new FormData();
  form.append('title', payload(`${marker}-title`));
  form.append('summary', payload(`${marker}-summary`));
  form.append(
    'markdown',
    `${payload(`${marker}-body`)}\n\n[click](javascript:window.__xss=1)\n\n<iframe src="javascript:window.__xss=1"></iframe>`,
  );
  form.append('status', 'published');
  const post = await api<{ id: string }>('POST', '/api/v1/admin/blogs', token, form);

  await page.goto(`${baseUrl()}/blog/${post.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`${marker}-title`) })).toBeVisible();
  await expect(page.getByText(`${marker}-body`)).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectInert(page);
});
