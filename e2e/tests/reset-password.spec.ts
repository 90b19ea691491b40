import { createMember, expect, keepScreenshot, lastMailTo, test } from '../support/fixtures';

test('a member resets a forgotten password through the mailed link', async ({ page }, testInfo) => {
  const member = await createMember();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The login form stays on screen until the lazily loaded page arrives; wait for the new page.
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that e-mail, we have sent a link to reset the password.'),
  ).toBeVisible();

  // The server writes the mail just after answering (so the answer's time tells nothing).
  const mailedLink = () =>
    /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(lastMailTo(member.email) ?? '')?.[0];
  await expect.poll(mailedLink).toBeDefined();
  const link = mailedLink();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New Password').fill('reset-pass-1');
  await page.getByLabel('Confirm Password').fill('reset-pass-1');
  await keepScreenshot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('reset-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
});
