import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { searchPlaces } from '../../test/places';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const PROFILE = buildProfile({ birthname: null, rashi: 'Simha', gotra: 'Kashyap' });
const PUT = `PUT /api/v1/profiles/${PROFILE.id}`;

function setup(put: NonNullable<Parameters<typeof mockFetch>[0]>[string], profile: object = PROFILE) {
  signInAs();
  return mockFetch({
    'GET /api/v1/myprofile': { body: { data: profile } },
    'GET /api/v1/places': searchPlaces(),
    'GET /api/v1/profile_completion': {
      body: { data: { remaining_personal: ['birthname'], completion: {}, profile_score: 40 } },
    },
    [PUT]: put,
  });
}

/** A five-step form loaded lazily, under a loaded two-core machine: more than the default 5 s. */
describe('/info profile form', { timeout: 15_000 }, () => {
  it('opens the astrology step with ?go=4 and saves it with PUT { id, profile }', async () => {
    const calls = setup((call) => ({
      body: { data: { ...PROFILE, ...(call.body as { profile: object }).profile } },
    }));
    const { router } = renderApp('/info?go=4');
    const birthname = await screen.findByLabelText('Birth name');
    expect(screen.getByRole('heading', { level: 2, name: 'Astrology' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect((screen.getByLabelText('Gotra') as HTMLInputElement).value).toBe('Kashyap');

    fireEvent.change(birthname, { target: { value: 'Chaitali' } });
    fireEvent.change(screen.getByLabelText('Birth time'), { target: { value: '06:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Profile saved')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/v1/profiles/${PROFILE.id}`);
    expect(put?.body).toEqual({
      id: PROFILE.id,
      profile: {
        birthname: 'Chaitali',
        rashi: 'Simha',
        gotra: 'Kashyap',
        mangal_dosh: 'no',
        birth_time: '06:45',
        birth_place: null,
        birth_lat: null,
        birth_lon: null,
        birth_tz: null,
      },
    });
    // On to step 5.
    expect(await screen.findByRole('heading', { level: 2, name: 'Lifestyle & Preferences' })).toBeTruthy();
    expect(router.state.location.search).toBe('?go=5');
  });

  it("shows 'Profile save failed' and the server's message under the field", async () => {
    setup({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'A bride must be at least 18 years old.',
          details: [{ path: 'body.profile.birthdate', message: 'A bride must be at least 18 years old.' }],
        },
      },
    });
    renderApp('/info');
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Profile save failed')).toBeTruthy();
    const birthdate = screen.getByLabelText('Date of birth');
    expect(birthdate.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A bride must be at least 18 years old.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Basic details' })).toBeTruthy();
  });

  it('checks the legal age before calling', async () => {
    const calls = setup({ body: { data: PROFILE } });
    renderApp('/info?go=1');
    await screen.findByLabelText('First name');
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'male' } });
    const year = new Date().getFullYear() - 20;
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: `${year}-01-01` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('A groom must be at least 21 years old.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers the height in feet and inches, from 4′6″ to 7′0″, and sends centimetres', async () => {
    const calls = setup((call) => ({
      body: { data: { ...PROFILE, ...(call.body as { profile: object }).profile } },
    }));
    renderApp('/info?go=1');
    const height = (await screen.findByLabelText('Height')) as HTMLSelectElement;
    const labels = [...height.options].map((option) => option.textContent);
    expect(labels[1]).toBe('4′ 6″ (137 cm)');
    expect(labels.at(-1)).toBe('7′ 0″ (213 cm)');
    expect(labels).toContain('5′ 6″ (168 cm)');
    fireEvent.change(height, { target: { value: '168' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Profile saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ profile: { height: 168 } });
  });

  it('keeps a saved height that is not a whole inch, in its place among the choices', async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/myprofile': { body: { data: { ...PROFILE, height: 169 } } },
      'GET /api/v1/profile_completion': {
        body: { data: { remaining_personal: [], completion: {}, profile_score: 40 } },
      },
      [PUT]: (call) => ({ body: { data: { ...PROFILE, ...(call.body as { profile: object }).profile } } }),
    });
    renderApp('/info?go=1');
    const height = (await screen.findByLabelText('Height')) as HTMLSelectElement;
    expect(height.selectedOptions[0]?.textContent).toBe('5′ 7″ (169 cm)');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Profile saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ profile: { height: 169 } });
  });

  it("fills latitude, longitude and zone from a place the server's gazetteer finds as one types", async () => {
    const calls = setup((call) => ({
      body: { data: { ...PROFILE, ...(call.body as { profile: object }).profile } },
    }));
    renderApp('/info?go=4');
    const place = await screen.findByRole('textbox', { name: 'Birth place' });
    fireEvent.click(place);
    fireEvent.change(place, { target: { value: 'Nash' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Nashik, Maharashtra, India' }));
    // Asked once typing paused, for what was typed.
    const searches = calls.filter((call) => call.url.startsWith('/api/v1/places'));
    expect(searches.map((call) => call.url)).toEqual(['/api/v1/places?q=Nash']);
    expect((place as HTMLInputElement).value).toBe('Nashik, Maharashtra, India');
    expect(screen.getByText('20.00, 73.79 · Asia/Kolkata')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Profile saved');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      profile: {
        birth_place: 'Nashik, Maharashtra, India',
        birth_lat: 19.99727,
        birth_lon: 73.79096,
        birth_tz: 'Asia/Kolkata',
      },
    });
  });

  it('keeps a saved birth place the search does not know, until another is chosen', async () => {
    const saved = {
      ...PROFILE,
      birth_place: 'Wai, Satara',
      birth_lat: 17.95,
      birth_lon: 73.89,
      birth_tz: 'Asia/Kolkata',
    };
    const calls = setup(
      (call) => ({ body: { data: { ...saved, ...(call.body as { profile: object }).profile } } }),
      saved,
    );
    renderApp('/info?go=4');
    const place = (await screen.findByRole('textbox', { name: 'Birth place' })) as HTMLInputElement;
    expect(place.value).toBe('Wai, Satara');
    expect(screen.getByText('17.95, 73.89 · Asia/Kolkata')).toBeTruthy();
    // A search that finds nothing, then leaving the box: the saved place is shown again.
    fireEvent.click(place);
    fireEvent.change(place, { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No city matches')).toBeTruthy();
    fireEvent.blur(place);
    expect(place.value).toBe('Wai, Satara');
    // Saving without a new choice keeps it as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Profile saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      profile: { birth_place: 'Wai, Satara', birth_lat: 17.95, birth_lon: 73.89, birth_tz: 'Asia/Kolkata' },
    });
  });

  it('clears the birth place and its details with the clear button', async () => {
    const saved = {
      ...PROFILE,
      birth_place: 'Pune, Maharashtra',
      birth_lat: 18.52,
      birth_lon: 73.86,
      birth_tz: 'Asia/Kolkata',
    };
    const calls = setup(
      (call) => ({ body: { data: { ...saved, ...(call.body as { profile: object }).profile } } }),
      saved,
    );
    renderApp('/info?go=4');
    const place = (await screen.findByRole('textbox', { name: 'Birth place' })) as HTMLInputElement;
    expect(place.value).toBe('Pune, Maharashtra');
    expect(screen.getByText('18.52, 73.86 · Asia/Kolkata')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the birth place' }));
    expect(place.value).toBe('');
    expect(screen.queryByText('18.52, 73.86 · Asia/Kolkata')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByText('Profile saved');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      profile: { birth_place: null, birth_lat: null, birth_lon: null, birth_tz: null },
    });
  });

  it('has a Back button and the five steps', async () => {
    setup({ body: { data: PROFILE } });
    renderApp('/info');
    await screen.findByLabelText('First name');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const main = screen.getByRole('main');
    for (const step of [
      'Basic details',
      'Work & Education',
      'Family',
      'Astrology',
      'Lifestyle & Preferences',
    ]) {
      expect(within(main).getByRole('button', { name: step })).toBeTruthy();
    }
  });
});
