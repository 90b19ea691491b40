import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { buildBlockEntry, buildMiniProfile, listOf } from '../../test/social';

describe('blocked profiles page', () => {
  it('lists the blocked profiles with a link to each and unblocks one', async () => {
    signInAs();
    let blocks = [
      buildBlockEntry({
        id: 'b-1',
        profile: buildMiniProfile({ id: 'bride-1', name: 'Meera', lastName: 'Joshi' }),
      }),
      buildBlockEntry({
        id: 'b-2',
        profile: buildMiniProfile({ id: 'bride-2', name: 'Kavya', lastName: null }),
      }),
    ];
    const calls = mockFetch({
      'GET /api/v1/blocks': () => ({ body: listOf(blocks) }),
      'POST /api/v1/unblock': (call) => {
        const { profileId } = call.body as { profileId: string };
        blocks = blocks.filter((entry) => entry.to !== profileId);
        return { body: { data: { is_blocked: false } } };
      },
    });
    renderApp('/blocked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blocked profiles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Meera Joshi' });
    expect(link.getAttribute('href')).toBe(`/profile/${encodeProfileId('bride-1')}`);
    const row = link.closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked user')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ profileId: 'bride-1' });
    await screen.findByRole('link', { name: 'Kavya' });
    expect(calls.filter((c) => c.url.startsWith('/api/v1/blocks')).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Meera Joshi' })).toBeNull());
  });

  it("says 'Unblock user failed' on failure and 'No records found.' when empty", async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/blocks': { body: listOf([buildBlockEntry()]) },
      'POST /api/v1/unblock': { status: 500, body: { error: { code: 'X', message: 'Boom' } } },
    });
    const view = renderApp('/blocked');
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblock user failed')).toBeTruthy();
    view.unmount();

    signInAs();
    mockFetch({ 'GET /api/v1/blocks': { body: listOf([]) } });
    renderApp('/blocked');
    expect(await screen.findByText('No records found.')).toBeTruthy();
  });
});
