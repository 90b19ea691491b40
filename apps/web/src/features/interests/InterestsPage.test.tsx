import type { Interest } from '@jodi/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch, type RecordedCall } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildInterest, buildMiniProfile, listOf } from '../../test/social';

type Lists = Partial<Record<'sent' | 'received' | 'matched', Interest[]>>;

function typeOf(call: RecordedCall): keyof Lists {
  return (new URL(call.url, 'http://x').searchParams.get('type') ?? 'sent') as keyof Lists;
}

/** A member on /interests; each list answers from `lists`, which handlers may change. */
function openInterests(path: string, lists: Lists, extra: Parameters<typeof mockFetch>[0] = {}) {
  signInAs();
  const calls = mockFetch({
    'GET /api/v1/interests': (call) => ({ body: listOf(lists[typeOf(call)] ?? []) }),
    ...extra,
  });
  const view = renderApp(path);
  return { ...view, calls };
}

const card = (name: string) => screen.findByRole('article', { name });
const interestCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith('/api/v1/interests'));

describe('interests page', () => {
  it('opens on Sent, lists sent interests with photos, previous/next and a link to the profile', async () => {
    const meera = buildMiniProfile({ id: 'bride-1', name: 'Meera', lastName: 'Joshi' });
    const { calls } = openInterests('/interests', {
      sent: [
        buildInterest({ id: 'i-1', profile: meera }),
        buildInterest({
          id: 'i-2',
          status: 'declined',
          profile: buildMiniProfile({ id: 'bride-2', name: 'Kavya', lastName: null, pics: [] }),
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Interests' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sent', 'Received', 'Match']);
    const first = await card('Meera Joshi');
    expect(interestCalls(calls)[0]?.url).toBe('/api/v1/interests?type=sent&limit=24&offset=0');
    expect(within(first).getByRole('link', { name: 'Meera Joshi' }).getAttribute('href')).toBe(
      `/profile/${encodeProfileId('bride-1')}`,
    );
    expect(within(first).getByRole('img', { name: 'Photo 1 of 2 of Meera Joshi' }).getAttribute('src')).toBe(
      '/m/meera-1.jpg',
    );
    fireEvent.click(within(first).getByRole('button', { name: 'Next photo' }));
    expect(within(first).getByRole('img', { name: 'Photo 2 of 2 of Meera Joshi' })).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Previous photo' }));
    expect(within(first).getByRole('img', { name: 'Photo 1 of 2 of Meera Joshi' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Cancel interest' })).toBeTruthy();
    expect(within(first).queryByRole('img', { name: 'Matched' })).toBeNull();

    const declined = await card('Kavya');
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).queryByRole('button', { name: 'Cancel interest' })).toBeNull();
    expect(within(declined).queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Blocked profiles' }).getAttribute('href')).toBe('/blocked');
  });

  it("cancels a pending interest: DELETE, 'Interest removed', and the card leaves", async () => {
    const lists: Lists = { sent: [buildInterest({ id: 'i-1' })] };
    const { calls } = openInterests('/interests', lists, {
      'DELETE /api/v1/interests/i-1': () => {
        lists.sent = [];
        return { body: { data: { id: 'i-1', deleted: true } } };
      },
    });
    fireEvent.click(within(await card('Meera Joshi')).getByRole('button', { name: 'Cancel interest' }));
    expect(await screen.findByText('Interest removed')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/interests/i-1')).toBe(true);
    expect(await screen.findByText('No sent requests')).toBeTruthy();
  });

  it("says 'Error removing Interest' when cancelling fails", async () => {
    openInterests(
      '/interests',
      { sent: [buildInterest({ id: 'i-1' })] },
      {
        'DELETE /api/v1/interests/i-1': {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'Only a pending interest can be cancelled.' } },
        },
      },
    );
    fireEvent.click(within(await card('Meera Joshi')).getByRole('button', { name: 'Cancel interest' }));
    expect(await screen.findByText('Error removing Interest')).toBeTruthy();
  });

  it("says 'No sent requests' and 'Problem getting sent interests'", async () => {
    const empty = openInterests('/interests', {});
    expect(await screen.findByText('No sent requests')).toBeTruthy();
    empty.unmount();
    signInAs();
    mockFetch({ 'GET /api/v1/interests': { status: 500, body: { error: { code: 'X', message: 'Boom' } } } });
    renderApp('/interests');
    expect(await screen.findByText('Problem getting sent interests')).toBeTruthy();
  });

  it('accepts and declines received interests with PUT { status }', async () => {
    const asha = buildMiniProfile({ id: 'bride-1', name: 'Asha', lastName: 'Rao' });
    const kavya = buildMiniProfile({ id: 'bride-2', name: 'Kavya', lastName: 'Patil' });
    const lists: Lists = {
      received: [buildInterest({ id: 'r-1', profile: asha }), buildInterest({ id: 'r-2', profile: kavya })],
    };
    const answer = (id: string) => (call: RecordedCall) => {
      lists.received = (lists.received ?? []).filter((interest) => interest.id !== id);
      const status = (call.body as { status: 'accepted' | 'declined' }).status;
      return { body: { data: buildInterest({ id, status, matched: status === 'accepted' }) } };
    };
    const { calls, router } = openInterests('/interests?tab=received', lists, {
      'PUT /api/v1/interests/r-1': answer('r-1'),
      'PUT /api/v1/interests/r-2': answer('r-2'),
    });
    expect((await screen.findByRole('tab', { name: 'Received' })).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(await card('Asha Rao')).getByRole('button', { name: 'Accept' }));
    // A match is the "It's a match" dialog, not a toast; Later closes it.
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await card('Kavya Patil')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Interest declined')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/interests/r-1', { status: 'accepted' }],
      ['/api/v1/interests/r-2', { status: 'declined' }],
    ]);
    expect(await screen.findByText('No interests received yet')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/v1/interests?type=received'))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says under a blurred photo that it shows after acceptance', async () => {
    const blurred = buildMiniProfile({
      id: 'bride-3',
      name: 'Sneha',
      lastName: 'Kale',
      photos_blurred: true,
    });
    openInterests('/interests', { sent: [buildInterest({ id: 's-3', profile: blurred })] });
    const sneha = await card('Sneha Kale');
    expect(within(sneha).getByText('Photos visible after she accepts your interest')).toBeTruthy();
  });

  it('shows matches with a heart on the Match tab (?tab=match)', async () => {
    const { calls, router } = openInterests('/interests', {
      matched: [buildInterest({ id: 'm-1', status: 'accepted', matched: true })],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Match' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=match'));
    const matched = await card('Meera Joshi');
    expect(within(matched).getByRole('img', { name: 'Matched' })).toBeTruthy();
    expect(interestCalls(calls).at(-1)?.url).toBe('/api/v1/interests?type=matched&limit=24&offset=0');
  });

  it("says 'No matches yet' and loads more pages with 'Load more'", async () => {
    const empty = openInterests('/interests?tab=match', {});
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    empty.unmount();

    signInAs();
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        buildInterest({
          id: `i-${offset + i}`,
          profile: buildMiniProfile({ id: `p-${offset + i}`, name: `Bride ${offset + i}`, lastName: null }),
        }),
      );
    const calls = mockFetch({
      'GET /api/v1/interests': (call) => {
        const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
        const data = offset === 0 ? page(0, 24) : page(24, 2);
        return { body: { data, meta: { total: 26, limit: 24, offset } } };
      },
    });
    renderApp('/interests');
    await card('Bride 0');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card('Bride 25')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(interestCalls(calls).map((c) => c.url)).toEqual([
      '/api/v1/interests?type=sent&limit=24&offset=0',
      '/api/v1/interests?type=sent&limit=24&offset=24',
    ]);
  });
});
