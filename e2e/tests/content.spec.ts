import crypto from 'node:crypto';
import type { Locator } from '@playwright/test';
import {
  api,
  baseUrl,
  createMember,
  expect,
  keepScreenshot,
  LISTING_AD_SHOWN_KEY,
  otherPage,
  signInAs,
  staffAccount,
  staffToken,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

const unique = () => crypto.randomBytes(3).toString('hex');

/** The left edge of a box on the page. */
async function left(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.x ?? Number.NaN;
}

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.y ?? Number.NaN;
}

test('a visitor reads the blog list and a post', async ({ page }, testInfo) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Blog posts' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'blogs');

  const firstTitle = list.getByRole('listitem').first().getByRole('heading', { level: 2 });
  const title = (await firstTitle.textContent()) ?? '';
  await firstTitle.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article').locator('p').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'blog-post');

  await page.getByRole('link', { name: 'All blogs' }).first().click();
  await expect(page).toHaveURL(/\/blogs$/);
});

test('a visitor sees the features page with alternating blocks and Join now', async ({ page }, testInfo) => {
  await page.goto('/featured');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  const blocks = page.getByTestId('feature-block');
  await expect(blocks.nth(1)).toBeVisible();
  const [firstImage, firstTitle] = [blocks.nth(0).locator('img'), blocks.nth(0).getByRole('heading')];
  const [secondImage, secondTitle] = [blocks.nth(1).locator('img'), blocks.nth(1).getByRole('heading')];
  if (testInfo.project.name === 'phone') {
    // Stacked: the picture above its text in every block.
    expect(await top(firstImage)).toBeLessThan(await top(firstTitle));
    expect(await top(secondImage)).toBeLessThan(await top(secondTitle));
  } else {
    // Side by side, the picture left then right.
    expect(await left(firstImage)).toBeLessThan(await left(firstTitle));
    expect(await left(secondImage)).toBeGreaterThan(await left(secondTitle));
  }
  await keepScreenshot(page, testInfo, 'featured');
  await page.getByRole('link', { name: 'Join now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a visitor reads the terms and the two ways to delete an account', async ({ page }, testInfo) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await keepScreenshot(page, testInfo, 'terms');

  await page.goto('/delete/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
  const mail = page.getByRole('link', { name: 'Write the e-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Account%20Deletion%20Request$/);
  await expect(page.getByRole('region', { name: 'Delete My Account' })).toContainText('Delete my account');
  await expect(page.getByRole('link', { name: 'Log in to delete' })).toHaveAttribute('href', '/login');
  await keepScreenshot(page, testInfo, 'delete-account-visitor');
});

test('a member deletes their account from the delete page', async ({ page }, testInfo) => {
  const member = await createMember();
  await signInAs(page, member);
  await page.goto('/delete/account');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, testInfo, 'delete-account-confirm');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(
    page.getByText(
      'Your account has been successfully deleted. You may create a new account at any time to resume access to our services.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const res = await fetch(`${baseUrl()}/api/v1/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(res.status).toBe(401);
});

test.describe('the listing ad', () => {
  test.use({ showListingAd: true });

  test("a member sees a 'delayed' ad that can be closed only after 10 s", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const prefix = 'E2E delayed ad';
    const title = `${prefix} ${unique()}`;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      status: 'delayed',
      title,
      description: 'Mehendi designs for the bride and the family, at home.',
      price: '2500',
      advertiser_name: 'Asha Mehendi Arts',
      advertiser_contact: 'asha.mehendi@example.com',
    })) {
      form.append(name, value);
    }
    form.append(
      'image',
      new Blob([new Uint8Array(await makeJpeg('Mehendi', 20))], { type: 'image/jpeg' }),
      'ad.jpg',
    );
    await api('POST', '/api/v1/admin/ads', await staffToken(), form);

    const member = await createMember();
    // A member who first came long ago, and on every load a day without an ad yet (the cap of
    // the ad's cap allows one a day, never in a first visit's first minute).
    await page.addInitScript((uid) => {
      localStorage.setItem(`jodi.first-visit.${uid}`, '1');
      localStorage.removeItem(`jodi.ad-day.${uid}`);
    }, member.userId);
    await signInAs(page, member);
    // The listing asks for the session's ad a few seconds in; ads take turns, so another active ad
    // may come first: close it and ask again until a delayed e2e ad shows.
    const dialog = page.getByRole('dialog');
    for (let attempt = 0; ; attempt += 1) {
      await expect(dialog).toBeVisible();
      const shown = (await dialog.getByRole('heading').first().textContent()) ?? '';
      if (shown.startsWith(prefix) || attempt === 5) break;
      await dialog.getByRole('button', { name: 'Close ad' }).click();
      await expect(dialog).toBeHidden();
      await page.evaluate((key) => sessionStorage.removeItem(key), LISTING_AD_SHOWN_KEY);
      await page.reload();
    }
    await expect(dialog.getByRole('heading').first()).toHaveText(new RegExp(`^${prefix}`));
    const close = dialog.getByRole('button', { name: 'Close ad' });
    await expect(close).toBeDisabled();
    await expect(dialog.getByRole('timer')).toHaveText(/^You can close this in \d+ s$/);
    await expect(dialog.getByText('Sponsored')).toBeVisible();
    await keepScreenshot(page, testInfo, 'ad-delayed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await expect(close).toBeEnabled();
    await expect(dialog.getByRole('timer')).toHaveCount(0);
    await close.click();
    await expect(dialog).toBeHidden();

    // Staff see it among the ads.
    const staff = await otherPage(browser, page, staffAccount());
    await staff.goto('/admin/ads');
    await expect(
      staff.getByRole('table', { name: 'Ads' }).getByRole('row', { name: new RegExp(title) }),
    ).toBeVisible();
    await keepScreenshot(staff, testInfo, 'admin-ads');
    await staff.context().close();
  });
});

test('a member asks to advertise and staff see the lead', async ({ page, browser }, testInfo) => {
  const member = await createMember();
  const name = `Ravi ${unique()}`;
  await signInAs(page, member);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Advertise with us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advertise with us' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Business').fill('Kulkarni Jewellers');
  await page.getByLabel('Email').fill('ravi.jewellers@example.com');
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('What would you like to advertise?').fill('Bridal sets for the wedding season.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The server's word on the phone, under the field.
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Phone').fill('+91 98220 12345');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! We will contact you soon.')).toBeVisible();
  await expect(page.getByText('Request sent')).toBeVisible();
  await keepScreenshot(page, testInfo, 'advertise');

  const staff = await otherPage(browser, page, staffAccount());
  await staff.goto('/admin/leads');
  const row = staff.getByRole('table', { name: 'Advert leads' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'ravi.jewellers@example.com' })).toHaveAttribute(
    'href',
    'mailto:ravi.jewellers@example.com',
  );
  await keepScreenshot(staff, testInfo, 'admin-leads');
  await staff.context().close();
});

test('staff write a blog post that a visitor then reads', async ({ page, browser }, testInfo) => {
  const title = `Choosing a muhurat ${unique()}`;
  const staff = await otherPage(browser, page, staffAccount());
  await staff.goto('/admin/blogs');
  await expect(staff.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await staff.getByRole('button', { name: 'New post' }).click();
  const dialog = staff.getByRole('dialog', { name: 'New blog post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('How families pick the wedding date and time.');
  await dialog
    .getByLabel('Content (Markdown)')
    .fill(
      '## Ask the elders\n\nTalk to both families first.\n\n- Check the calendar\n- Book the hall\n\n<script>window.hacked = true</script>',
    );
  await dialog.getByRole('textbox', { name: 'Status' }).click();
  await staff.getByRole('option', { name: 'Published' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg('Muhurat', 45),
  });
  await keepScreenshot(staff, testInfo, 'admin-blog-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Post saved')).toBeVisible();
  await expect(
    staff.getByRole('table', { name: 'Blog posts' }).getByRole('link', { name: `View ${title}` }),
  ).toBeVisible();
  await keepScreenshot(staff, testInfo, 'admin-blogs');

  await staff.goto('/admin/texts');
  await expect(staff.getByRole('textbox', { name: 'Edit My Profile (NAV-EP)' })).toBeVisible();
  await expect(staff.getByLabel('Terms (Markdown)')).not.toBeEmpty();
  await keepScreenshot(staff, testInfo, 'admin-texts');
  await staff.context().close();

  const visitor = await otherPage(browser, page, null);
  await visitor.goto('/blogs');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = visitor.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Ask the elders' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(2);
  await expect(article.locator('script')).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await keepScreenshot(visitor, testInfo, 'blog-post-new');
  await visitor.context().close();
});
