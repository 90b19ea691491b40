import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import { mockFetch } from '../../test/fetch';
import { searchPlaces } from '../../test/places';
import { buildProfile } from '../../test/profiles';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { NO_PREFERENCES } from '../matchmaking';

const MISSING = ['name', 'gender', 'birthdate', 'current_city', 'maritial_status', 'photo'];

function setup() {
  signInAs();
  let profile = {
    ...buildProfile({
      name: null,
      gender: null,
      birthdate: null,
      current_city: null,
      maritial_status: null,
      height: null,
    }),
    managed_by: 'self',
    listable: false,
    missing: MISSING,
  } as Record<string, unknown>;
  const calls = mockFetch({
    'GET /api/v1/myprofile': () => ({ body: { data: profile } }),
    [`PUT /api/v1/profiles/${profile.id}`]: (call) => {
      const patch = (call.body as { profile: Record<string, unknown> }).profile;
      profile = { ...profile, ...patch };
      profile.missing = MISSING.filter((field) => field === 'photo' || !profile[field]);
      return { body: { data: profile } };
    },
    'GET /api/v1/pics': { body: { data: [] } },
    'GET /api/v1/preferences': { body: { data: NO_PREFERENCES } },
    'GET /api/v1/places': searchPlaces(),
  });
  return calls;
}

/** Four steps of forms under a loaded CI machine: more than the default 5 s. */
describe('guided start', { timeout: 20_000 }, () => {
  it('words each label for who creates the profile and for whom', () => {
    const name = t.guidedStart.fields.name;
    expect(name({ managedBy: 'self', gender: 'male' })).toBe('Your first name');
    expect(name({ managedBy: 'parent', gender: 'female' })).toBe('Your daughter\u2019s first name');
    expect(name({ managedBy: 'parent', gender: 'male' })).toBe('Your son\u2019s first name');
    expect(name({ managedBy: 'sibling', gender: 'female' })).toBe('Your sister\u2019s first name');
    expect(name({ managedBy: 'relative', gender: 'male' })).toBe('The groom\u2019s first name');
    expect(name({ managedBy: 'friend', gender: '' })).toBe('Their first name');
    expect(name({ managedBy: '', gender: 'female' })).toBe('Your first name');
    expect(t.guidedStart.photoIntro({ managedBy: 'parent', gender: 'male' })).toMatch(
      /^Your son\u2019s photo helps families decide\./,
    );
  });

  it('asks who creates the profile, then the basics in their words, with a meter and saves through PUT', async () => {
    const calls = setup();
    const { router } = renderApp('/start');
    expect(await screen.findByText('Needed before families can see the profile: 0 of 6 done')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please choose one.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'A parent — for my son or daughter' }));
    fireEvent.click(screen.getByRole('radio', { name: 'A bride' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    const name = await screen.findByLabelText('Your daughter\u2019s first name');
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    // The helper line follows "A parent", not "Add your name".
    expect(screen.getByText(/^Your daughter\u2019s profile still needs: name, /)).toBeTruthy();
    expect(screen.queryByText(/your name/i)).toBeNull();
    expect(screen.getByText('Needed before families can see the profile: 1 of 6 done')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      profile: { managed_by: 'parent', gender: 'female' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(4);

    fireEvent.change(name, { target: { value: 'Priya' } });
    fireEvent.change(screen.getByLabelText('Your daughter\u2019s birth date'), {
      target: { value: '1998-04-12' },
    });
    fireEvent.change(screen.getByLabelText('Your daughter\u2019s city'), { target: { value: 'Pune' } });
    fireEvent.change(screen.getByLabelText('Your daughter\u2019s marital status'), {
      target: { value: 'never_married' },
    });
    // The height is picked in feet and inches; the server gets centimetres.
    const height = screen.getByLabelText('Your daughter\u2019s height (optional)');
    expect(within(height).getByRole('option', { name: '5′ 4″ (163 cm)' })).toBeTruthy();
    fireEvent.change(height, { target: { value: '163' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Add a photo' })).toBeTruthy();
    expect(screen.getByText('Needed before families can see the profile: 5 of 6 done')).toBeTruthy();
    expect(screen.getByText('Your daughter\u2019s profile still needs: a photo.')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts[1]?.body).toMatchObject({
      profile: {
        name: 'Priya',
        birthdate: '1998-04-12',
        current_city: 'Pune',
        maritial_status: 'never_married',
        height: 163,
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add a photo later' }));
    // Birth details for Gun Milan, optional: their own fields, the gazetteer for the place.
    expect(await screen.findByRole('heading', { name: 'Birth details for Gun Milan' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your daughter\u2019s birth name (naamkaran)'), {
      target: { value: 'Chaitrali' },
    });
    fireEvent.change(screen.getByLabelText('Your daughter\u2019s birth time'), {
      target: { value: '06:30' },
    });
    // The place is searched on the server and brings its coordinates and zone.
    const place = screen.getByRole('textbox', { name: 'Your daughter\u2019s birth place' });
    fireEvent.click(place);
    fireEvent.change(place, { target: { value: 'satara' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Satara, Maharashtra, India' }));
    expect(screen.getByText('17.69, 73.99 · Asia/Kolkata')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Partner preferences' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')[2]?.body).toMatchObject({
      profile: {
        birthname: 'Chaitrali',
        birth_time: '06:30',
        birthdate: '1998-04-12',
        birth_place: 'Satara, Maharashtra, India',
        birth_lat: 17.68589,
        birth_lon: 73.99333,
        birth_tz: 'Asia/Kolkata',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
  });
});
