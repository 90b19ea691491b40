import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeProfileId } from '../../lib/profileId';
import { mockFetch } from '../../test/fetch';
import { buildProfile, buildProfileView } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { profileBiodataFileName } from './downloadBiodata';

const saved: { name: string; href: string }[] = [];
const SIGNED = '/api/v1/biodata/file?t=signed-token';

beforeEach(() => {
  saved.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn(() => 'blob:biodata');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('biodata download', () => {
  it("'Download my biodata' saves biodata.pdf from the signed url", async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/biodata': { body: { data: { url: SIGNED } } },
      'GET /api/v1/biodata/file': { body: '%PDF-1.7 fake' },
    });
    renderApp('/profiles');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download my biodata' }));
    expect(await screen.findByText('Download successful')).toBeTruthy();
    expect(saved).toEqual([{ name: 'biodata.pdf', href: 'blob:biodata' }]);
    const biodataCalls = calls.filter((c) => c.url.startsWith('/api/v1/biodata'));
    expect(biodataCalls.map((c) => c.url)).toEqual(['/api/v1/biodata', SIGNED]);
    expect(biodataCalls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(biodataCalls[1]?.headers.get('Authorization')).toBeNull();
  });

  const profile = buildProfile({ name: 'Asha', lastName: 'Rao' });
  const openProfile = (reply: Parameters<typeof mockFetch>[0] = {}) => {
    signInAs({ profile_id: 'me-1' });
    const calls = mockFetch({
      [`GET /api/v1/profiles/${profile.id}`]: () => ({ body: buildProfileView(profile) }),
      ...reply,
    });
    renderApp(`/profile/${encodeProfileId(profile.id)}`);
    return calls;
  };

  it("'Download biodata' on a profile saves {name}_{lastName}.pdf", async () => {
    const calls = openProfile({
      'GET /api/v1/profile/biodata': { body: { data: { url: SIGNED } } },
      'GET /api/v1/biodata/file': { body: '%PDF-1.7 fake' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download biodata' }));
    expect(await screen.findByText('Download successful')).toBeTruthy();
    expect(saved.map((s) => s.name)).toEqual(['Asha_Rao.pdf']);
    expect(calls.some((c) => c.url === `/api/v1/profile/biodata?pid=${profile.id}`)).toBe(true);
  });

  it("423 warns 'This profile is not verified' and saves nothing", async () => {
    openProfile({
      'GET /api/v1/profile/biodata': {
        status: 423,
        body: { error: { code: 'PROFILE_NOT_VERIFIED', message: 'This profile is not verified' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download biodata' }));
    expect(await screen.findByText('This profile is not verified')).toBeTruthy();
    expect(screen.queryByText('Download successful')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('other failures show a generic error', async () => {
    openProfile({
      'GET /api/v1/profile/biodata': { body: { data: { url: SIGNED } } },
      'GET /api/v1/biodata/file': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download biodata' }));
    expect(await screen.findByText('The biodata could not be downloaded. Please try again.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('visitors get Join now and go to /signup', async () => {
    const pid = encodeProfileId(profile.id);
    const calls = mockFetch({ [`GET /api/v1/view/profiles/${pid}`]: { body: { data: profile } } });
    const { router } = renderApp(`/profile/${pid}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download biodata' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(calls.some((c) => c.url.includes('biodata'))).toBe(false);
  });

  it('file names keep safe characters only', () => {
    expect(profileBiodataFileName('Asha', 'Rao')).toBe('Asha_Rao.pdf');
    expect(profileBiodataFileName('Ré/..\\ne', "D'Souza <x>")).toBe('Ré_.._ne_D_Souza_x.pdf');
    expect(profileBiodataFileName(null, null)).toBe('biodata.pdf');
    expect(profileBiodataFileName('../../etc', '')).toBe('etc.pdf');
  });
});
