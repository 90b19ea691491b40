import {
  api,
  buyThroughApi,
  createMember,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';

/** A demo bride who is identity-verified and has contacts, found as a paying member sees her. */
async function verifiedBrideWithContacts(): Promise<{ id: string; phone: string }> {
  const scout = await createMember();
  const me = await api<{ id: string }>('GET', '/api/v1/myprofile', scout.token);
  await api('PUT', `/api/v1/profiles/${me.id}/`, scout.token, {
    id: me.id,
    profile: { name: 'Scout', gender: 'male', birthdate: '1994-01-01' },
  });
  await buyThroughApi(scout.token, 499);
  const cards = await api<{ id: string; badges: { identity: boolean } }[]>(
    'GET',
    '/api/v1/profiles?limit=100',
    scout.token,
  );
  for (const card of cards.filter((c) => c.badges.identity)) {
    const view = await api<{ contact?: { phone: string }[] }>(
      'GET',
      `/api/v1/profiles/${card.id}`,
      scout.token,
    );
    const phone = view.contact?.[0]?.phone;
    if (phone) return { id: card.id, phone };
  }
  throw new Error('the demo community has no verified bride with contacts');
}

test('a member cancels a checkout, then buys Belief in the sandbox and sees contacts and the ID badge', async ({
  page,
}, testInfo) => {
  const bride = await verifiedBrideWithContacts();
  const groom = await createMemberWithProfile({ name: 'Harsh', gender: 'male' });
  await signInAs(page, groom);

  await page.goto(profilePath(bride.id));
  await expect(page.getByText('Contact details are hidden. Upgrade your plan to view.')).toBeVisible();
  await expect(page.getByText('Upgrade plan to see identity, job & income verifications')).toBeVisible();
  await expect(page.getByText(bride.phone)).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByText('₹499').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'subscription');
  await page.getByRole('button', { name: 'Choose Belief' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(dialog).toBeVisible();
  await keepScreenshot(page, testInfo, 'sandbox-checkout');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Payment process was cancelled')).toBeVisible();

  await page.getByRole('button', { name: 'Choose Belief' }).click();
  await page
    .getByRole('dialog', { name: 'Sandbox checkout' })
    .getByRole('button', { name: /^Pay ₹499/ })
    .click();
  await expect(page.getByText('Payment was successful')).toBeVisible();
  await expect(page.getByText('Please sign in to continue')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, groom);
  expect(await page.evaluate(() => localStorage.getItem('myplan'))).toBe('Belief');
  await page.goto(profilePath(bride.id));
  await expect(page.getByText(bride.phone).first()).toBeVisible();
  await expect(page.getByText('ID verified').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'contacts-after-belief');
});

test('the membership link without an e-mail says the link is invalid', async ({ page }) => {
  await page.goto('/member');
  await expect(page.getByText('Invalid link').first()).toBeVisible();
});

test('a membership link on the payment sandbox asks to sign in, and upgrades nobody', async ({ page }) => {
  const member = await createMember();
  await page.goto(`/member?email=${encodeURIComponent(member.email)}`);
  await page.getByRole('button', { name: 'Choose Belief' }).click();
  await expect(
    page.getByText('Membership links take live payments only. Please sign in to choose a plan.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toHaveCount(0);
  expect((await api<{ plan: string }>('GET', '/api/v1/user', member.token)).plan).toBe('Hope');
});
