import {
  buyThroughApi,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  openSecondWindow,
  signInAs,
  test,
} from '../support/fixtures';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a member uploads an identity document, staff approve it, and the badge appears without a reload', async ({
  page,
  browser,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Prajakta', lastName: 'Sathe', gender: 'female' });
  await buyThroughApi(member.token, 499);
  await signInAs(page, member);

  await page.goto('/upload/doc');
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  await expect(page.getByText('Passport / Aadhar Card / PAN Card etc.')).toBeVisible();
  await page
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'aadhar.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Pending review')).toBeVisible();
  await keepScreenshot(page, testInfo, 'upload-doc');

  const staffContext = await openSecondWindow(browser, page);
  const staff = await staffContext.newPage();
  await signInAs(staff, {
    email: process.env.E2E_STAFF_EMAIL ?? '',
    password: process.env.E2E_STAFF_PASSWORD ?? '',
    token: '',
    userId: '',
  });
  await staff.goto('/admin/verification');
  const row = staff.getByRole('row', { name: /Prajakta/ });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Document approved')).toBeVisible();
  await keepScreenshot(staff, testInfo, 'review-documents');
  await staffContext.close();

  // No reload: the score event updates the top bar and the document's state.
  await expect(page.getByRole('list', { name: 'Verifications' }).getByText('ID verified')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'verified-live');
});

test('the member downloads their own biodata as biodata.pdf', async ({ page }) => {
  const member = await createMemberWithProfile({ name: 'Vaibhav', lastName: 'Kale', gender: 'male' });
  await signInAs(page, member);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download my biodata' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('biodata.pdf');
  const bytes = await (await import('node:fs')).promises.readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Download successful')).toBeVisible();
});
