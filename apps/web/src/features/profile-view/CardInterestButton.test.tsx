import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProfileCard } from '../../components/ProfileCard';
import { mockFetch } from '../../test/fetch';
import { buildCard } from '../../test/profiles';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest } from '../../test/social';
import { currentMatchMoment } from '../match-moment';
import { CardInterestButton } from './CardInterestButton';

const CARD = buildCard({ id: 'card-1', name: 'Meera' });
const sendButton = () => screen.getByRole('button', { name: 'Send interest to Meera' });
const interestCalls = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/interests');

function showCard(card = CARD, props: { compact?: boolean } = {}) {
  return renderWithApp(
    <ProfileCard profile={card} href="/profile/x" action={CardInterestButton} {...props} />,
  );
}

describe("a listing card's 'Send interest'", () => {
  it('is a control of its own beside the link that opens the profile, not inside it', () => {
    signInAs();
    mockFetch();
    showCard();
    const link = screen.getByRole('link', { name: 'Meera' });
    const card = link.closest('article') as HTMLElement;
    const button = within(card).getByRole('button', { name: 'Send interest to Meera' });
    expect(button.textContent).toBe('Send interest');
    expect(link.contains(button)).toBe(false);
    expect(button.closest('a')).toBeNull();
    expect(link.getAttribute('href')).toBe('/profile/x');
  });

  it("sends { to } with one tap, says 'Interest sent' and then reads 'You sent an interest'", async () => {
    signInAs();
    const calls = mockFetch({
      'POST /api/v1/interests': { status: 201, body: { data: buildInterest({ to: CARD.id }) } },
    });
    showCard();
    const button = sendButton();
    fireEvent.click(button);
    expect(await screen.findByText('Interest sent')).toBeTruthy();
    expect(interestCalls(calls).map((call) => call.body)).toEqual([{ to: CARD.id }]);
    // The same button, so the keyboard keeps its place; a second tap sends nothing.
    expect(button.textContent).toBe('You sent an interest');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(interestCalls(calls)).toHaveLength(1);
  });

  it("says It's a match when her interest was waiting", async () => {
    signInAs();
    mockFetch({
      'POST /api/v1/interests': { body: { data: buildInterest({ to: CARD.id, matched: true }) } },
    });
    showCard();
    fireEvent.click(sendButton());
    // A match opens the layout's "It's a match" dialog (the card alone is rendered here).
    await vi.waitFor(() =>
      expect(currentMatchMoment()).toMatchObject({ kind: 'match', profileId: CARD.id, name: 'Meera' }),
    );
  });

  it("warns 'Interest already sent' on 424, as the profile view does, and shows it sent", async () => {
    signInAs();
    mockFetch({
      'POST /api/v1/interests': {
        status: 424,
        body: { error: { code: 'INTEREST_ALREADY_SENT', message: 'Interest already sent' } },
      },
    });
    showCard();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Interest already sent')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'You sent an interest' })).toBeTruthy();
  });

  it('shows the error on any other failure and stays ready to try again', async () => {
    signInAs();
    mockFetch({
      'POST /api/v1/interests': { status: 500, body: { error: { code: 'ERROR', message: 'Try later' } } },
    });
    showCard();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Try later')).toBeTruthy();
    expect(sendButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('is not offered to visitors, staff, on the own profile, or on compact cards', () => {
    const visitor = showCard();
    expect(screen.queryByRole('button')).toBeNull();
    visitor.unmount();

    signInAs({ is_admin: true });
    const staff = showCard();
    expect(screen.queryByRole('button')).toBeNull();
    staff.unmount();

    signInAs({ profile_id: CARD.id });
    const own = showCard();
    expect(screen.queryByRole('button')).toBeNull();
    own.unmount();

    signInAs();
    showCard(CARD, { compact: true });
    expect(screen.getByRole('link', { name: 'Meera' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
