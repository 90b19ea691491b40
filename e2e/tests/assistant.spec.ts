import type { WebSocket } from '@playwright/test';
import {
  api,
  buyThroughApi,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  profilePath,
  signInAs,
  test,
} from '../support/fixtures';

const FATHERS_PHONE = '9876512340';

/** Counts the helper's answer parts as they arrive on the live socket. */
function countAnswerParts(socket: WebSocket, counter: { parts: number }) {
  socket.on('framereceived', ({ payload }) => {
    if (typeof payload === 'string' && payload.includes('"bot-')) counter.parts += 1;
  });
}

test('a Belief member asks the AI helper three questions and reads the streamed answers', async ({
  page,
}, testInfo) => {
  const bride = await createMemberWithProfile({
    name: 'Meera',
    gender: 'female',
    current_city: 'Nashik',
    occupation: 'Architect',
    hobbies_and_interests: 'Kathak and trekking in the Sahyadris',
    dietary_preferences: 'veg',
  });
  await api('POST', '/api/v1/contacts', bride.token, {
    contacts: [{ name: 'Vijay Kale', relation: 'Father', phone: FATHERS_PHONE }],
  });
  const groom = await createMemberWithProfile({ name: 'Harsh', gender: 'male' });
  await buyThroughApi(groom.token, 499);

  const counter = { parts: 0 };
  page.on('websocket', (socket) => countAnswerParts(socket, counter));
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  await page.getByRole('button', { name: 'Ask about Meera to the AI helper' }).click();
  const box = page.getByRole('dialog', { name: 'Ask about Meera to the AI helper' });
  await expect(box).toBeVisible();
  const question = box.getByRole('textbox', { name: 'Your question' });
  const log = box.getByRole('log');

  async function ask(text: string, answer: string | RegExp) {
    await expect(question).toBeEnabled();
    await question.fill(text);
    await box.getByRole('button', { name: 'Ask' }).click();
    await expect(log).toContainText(answer);
    // The answer is complete when the box takes the next question.
    await expect(box.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await expect(log.getByLabel('The AI helper is writing…')).toHaveCount(0);
  }

  await ask('Where does she live, and is she vegetarian?', 'Meera lives in Nashik. Her diet: Vegetarian.');
  await ask('What are her hobbies?', 'Her hobbies and interests: Kathak and trekking in the Sahyadris.');
  // Asked in Marathi, answered in Marathi (decision 21), and still without the number.
  await ask('तिचा फोन नंबर द्या', 'संपर्क तपशील फक्त ओळख पडताळलेल्या प्रोफाइलवरच दाखवले जातात');
  await expect(log).not.toContainText(FATHERS_PHONE);
  // Each answer came in parts (a sentence per part, then the closing part), not as one message.
  expect(counter.parts).toBeGreaterThanOrEqual(6);
  await keepScreenshot(page, testInfo, 'ai-helper');

  // The conversation stays with this profile when the box is closed and opened again.
  await box.getByRole('button', { name: 'Close the AI helper' }).click();
  await page.getByRole('button', { name: 'Ask about Meera to the AI helper' }).click();
  await expect(box.getByRole('log')).toContainText('Meera lives in Nashik.');
});

test('a Hope member gets the upgrade prompt and the Buy plan warning', async ({ page }) => {
  const bride = await createMemberWithProfile({ name: 'Kavya', gender: 'female' });
  const groom = await createMemberWithProfile({ name: 'Nikhil', gender: 'male' });
  await signInAs(page, groom);
  await page.goto(profilePath(bride.profileId));
  await page.getByRole('button', { name: 'Ask about Kavya to the AI helper' }).click();
  const box = page.getByRole('dialog', { name: 'Ask about Kavya to the AI helper' });
  await box.getByRole('textbox', { name: 'Your question' }).fill('How tall is she?');
  await box.getByRole('button', { name: 'Ask' }).click();
  await expect(box.getByRole('log')).toContainText('The AI helper is part of the Belief and Trust plans.');
  await expect(page.getByText('Plan upgrade required to use this feature')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/subscription');
});
