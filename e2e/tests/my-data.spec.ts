import { createMemberWithProfile, expect, keepScreenshot, signInAs, test } from '../support/fixtures';
import { makeJpeg } from '../support/images';

test('a member opens Privacy and your data from the avatar menu, prepares the download and gets the zip', async ({
  page,
}, testInfo) => {
  const member = await createMemberWithProfile({ name: 'Meera', gender: 'female' }, [
    await makeJpeg('Meera', 40),
  ]);
  await signInAs(page, member);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Privacy and your data' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and your data' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section.getByText('The download link works for 24 hours.')).toBeVisible();

  await section.getByRole('button', { name: 'Prepare my download' }).click();
  const link = section.getByRole('link', { name: 'Download (zip)' });
  // The archive is made after the answer; the screen asks again every 2 s until it is ready.
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText(/^The link works until /)).toBeVisible();
  await keepScreenshot(page, testInfo, 'my-data-ready');

  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(await link.getAttribute('download')).not.toBeNull();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/v1\/my-data\/download\?token=/);

  // The link is the credential: it works without the sign-in header.
  const zip = await page.request.get(href ?? '');
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString('latin1')).toBe('PK');
});
