import {
  createMember,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  lastMailTo,
  otherPage,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

test('a mother invited by e-mail sends an interest for her daughter, and the groom sees who sent it', async ({
  page,
  browser,
}, testInfo) => {
  const daughter = await createMemberWithProfile({ name: 'Priya', gender: 'female' }, [
    await makeJpeg('Priya', 330),
  ]);
  const groom = await createMemberWithProfile({ name: 'Sanket', gender: 'male' }, [
    await makeJpeg('Sanket', 200),
  ]);
  const mother = await createMember();

  // The daughter invites her mother from the family screen, reached from the menu.
  await signInAs(page, daughter);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Family' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await page.getByRole('textbox', { name: 'Their e-mail' }).fill(mother.email);
  await page.getByRole('combobox', { name: 'They are your' }).selectOption('Mother');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${mother.email}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations not yet accepted' })).toContainText(
    mother.email,
  );

  // The mail carries the link; the mother opens it as a visitor and signs in with her own account.
  const mailedLink = () =>
    /https?:\/\/\S+\/family\/accept\/[\w.-]+\?relation=\w+/.exec(lastMailTo(mother.email) ?? '')?.[0];
  await expect.poll(mailedLink).toBeDefined();
  const motherPage = await otherPage(browser, page, null);
  const link = new URL(mailedLink()!);
  await motherPage.goto(link.pathname + link.search);
  await motherPage.getByRole('link', { name: 'Sign in' }).click();
  await motherPage.getByLabel('Email').fill(mother.email);
  await motherPage.getByLabel('Password', { exact: true }).fill(mother.password);
  await motherPage.getByRole('button', { name: 'Login' }).click();

  // Back on the invitation: how the family calls her, then Accept; she lands acting for Priya.
  await expect(motherPage).toHaveURL(/\/family\/accept\//);
  // The link names the relation, so the family's word for it is offered first.
  const callName = motherPage.getByRole('textbox', { name: 'How does the family call you?' });
  await expect(callName).toHaveValue('Mother');
  await callName.fill('Aai');
  await motherPage.getByRole('button', { name: 'Accept' }).click();
  await expect(motherPage).toHaveURL(/\/matches$/);
  await expect(motherPage.getByText('You are managing Priya’s profile')).toBeVisible();

  // One tap on the band takes her back to her own profile; one tap in the switcher to Priya's again.
  await motherPage.getByRole('button', { name: 'Back to my profile' }).click();
  await expect(motherPage.getByText('You are managing Priya’s profile')).toBeHidden();
  await motherPage.getByRole('button', { name: /^Acting for .+\. Change profile$/ }).click();
  await motherPage.getByRole('menuitem', { name: 'Priya' }).click();
  await expect(motherPage.getByText('You are managing Priya’s profile')).toBeVisible();
  await expect(motherPage.getByRole('button', { name: 'Acting for Priya. Change profile' })).toBeVisible();
  await keepScreenshot(motherPage, testInfo, 'family-acting-for');

  // She sends an interest to the groom for her daughter.
  await motherPage.goto(profilePath(groom.profileId));
  const actions = motherPage.getByRole('group', { name: 'Profile actions' });
  await actions.getByRole('button', { name: 'Send interest' }).click();
  await expect(motherPage.getByText('Interest sent')).toBeVisible();

  // The groom sees Priya's interest and who sent it.
  const groomPage = await otherPage(browser, page, groom);
  await groomPage.goto('/interests?tab=received');
  const card = groomPage.getByRole('article', { name: 'Priya' });
  await expect(card.getByText('sent by Aai, mother')).toBeVisible();
  await keepScreenshot(groomPage, testInfo, 'family-sent-by');
});
