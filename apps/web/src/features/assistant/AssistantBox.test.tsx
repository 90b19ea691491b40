import { botEvent, botQuestionEvent } from '@jodi/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { sessionStore } from '../../session';
import { mockFetch } from '../../test/fetch';
import { buildCard, buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { currentSocket, serverEmit, socketConnects } from '../../test/socket';

const BRIDE = buildProfile({ id: 'bride-1', name: 'Sunita', lastName: 'Patil' });
const USER = 'user-belief';

async function openProfile(plan: 'Hope' | 'Belief' = 'Belief', profile = BRIDE) {
  signInAs({ id: USER, plan, profile_id: 'groom-1' });
  mockFetch({
    [`GET /api/v1/profiles/${profile.id}`]: { body: buildProfileView(profile) },
    'GET /api/v1/gender': { body: { data: [buildCard({ id: 'other' })], meta: {} } },
    'GET /api/v1/counts/subscribe': { body: { data: { chat_count: 0 } } },
  });
  const view = renderApp(`/profile/${encodeProfileId(profile.id)}`);
  await screen.findByRole('heading', { level: 1, name: `${profile.name} Patil` });
  socketConnects();
  fireEvent.click(screen.getByRole('button', { name: `Ask about ${profile.name} to the AI helper` }));
  // The panel's code loads on the first opening.
  await screen.findByRole('dialog', { name: `Ask about ${profile.name} to the AI helper` });
  return view;
}

const dialog = () => screen.getByRole('dialog', { name: 'Ask about Sunita to the AI helper' });
const input = () => within(dialog()).getByRole('textbox', { name: 'Your question' });
const askButton = () => within(dialog()).getByRole('button', { name: 'Ask' });
const questionsSent = () => currentSocket().sent.filter((s) => s.event === botQuestionEvent(USER));

function ask(question: string) {
  fireEvent.change(input(), { target: { value: question } });
  fireEvent.click(askButton());
}

const part = (message: string, done = false, extra: object = {}) =>
  serverEmit(botEvent(USER), { pid: BRIDE.id, message, done, ...extra });

describe('the AI helper box', () => {
  it('sends the question over the socket and shows the answer as it streams in', async () => {
    await openProfile();
    ask('  Where does she live?  ');
    expect(questionsSent()).toEqual([
      {
        event: botQuestionEvent(USER),
        payload: { message: 'Where does she live?', from: 'tell_me_about', pid: BRIDE.id },
      },
    ]);
    const log = within(dialog()).getByRole('log');
    expect(within(log).getByText('Where does she live?')).toBeTruthy();
    expect(within(log).getByLabelText('The AI helper is writing…')).toBeTruthy();
    // Waiting for the answer: no second question meanwhile.
    fireEvent.change(input(), { target: { value: 'And her height?' } });
    expect((askButton() as HTMLButtonElement).disabled).toBe(true);

    part('Sunita lives ');
    expect(within(log).getByText('Sunita lives')).toBeTruthy();
    part('in Nashik.');
    part('', true);
    expect(within(log).getByText('Sunita lives in Nashik.')).toBeTruthy();
    expect((askButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores blank questions', async () => {
    await openProfile();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect((askButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(questionsSent()).toEqual([]);
  });

  it('shows answers as text, never as HTML', async () => {
    await openProfile();
    ask('About me?');
    part('<img src=x onerror=alert(1)><b>bold</b>', true);
    const log = within(dialog()).getByRole('log');
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeTruthy();
  });

  it("gives a Hope member the upgrade prompt and the 'Buy plan' warning", async () => {
    await openProfile('Hope');
    ask('How tall is she?');
    part('The AI helper is part of the Belief and Trust plans.', true, { code: 'PLAN_UPGRADE_REQUIRED' });
    expect(await screen.findByText('Plan upgrade required to use this feature')).toBeTruthy();
    expect(screen.getByText('Buy plan', { selector: '.mantine-Notification-title' })).toBeTruthy();
    const link = within(dialog()).getByRole('link', { name: 'Buy plan' });
    expect(link.getAttribute('href')).toBe('/subscription');
  });

  it('keeps the conversation of each profile when the box is closed and opened again', async () => {
    await openProfile();
    ask('Does she smoke?');
    part('Sunita does not smoke.', true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close the AI helper' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask about Sunita to the AI helper' }));
    expect(within(dialog()).getByText('Sunita does not smoke.')).toBeTruthy();
  });

  it('closes on Escape and hands the keyboard back to its button', async () => {
    await openProfile();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Ask about Sunita to the AI helper' }),
    );
  });

  it('forgets every conversation on logout', async () => {
    await openProfile();
    ask('Does she smoke?');
    part('Sunita does not smoke.', true);
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('jodi.assistant.'))).toBe(true);
    act(() => sessionStore.logout());
    expect(Object.keys(sessionStorage).some((key) => key.startsWith('jodi.assistant.'))).toBe(false);
  });

  it('stops waiting when the connection drops mid-answer', async () => {
    await openProfile();
    ask('Gun milan?');
    act(() => {
      currentSocket().connected = false;
      currentSocket().fire('disconnect', 'transport close');
    });
    expect(within(dialog()).getByText('The AI helper did not answer. Please ask again.')).toBeTruthy();
  });

  it('offers starter questions', async () => {
    await openProfile();
    fireEvent.click(within(dialog()).getByText('Tell me about Sunita'));
    expect(questionsSent().map((s) => (s.payload as { message: string }).message)).toEqual([
      'Tell me about Sunita',
    ]);
  });
});
