import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const SAVED = [
  {
    name: 'Ramesh Rao',
    relation: 'Father',
    phone: '9876543210',
    occupation: 'Teacher',
    current_city: 'Pune',
    address: null,
  },
];

function contactGroup(n: number) {
  return screen.getByRole('group', { name: `Contact ${n}` });
}

function fill(group: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // The relation is a select (role combobox); the others are text boxes.
    const input =
      within(group).queryByRole('combobox', { name: label }) ?? within(group).getByLabelText(label);
    fireEvent.change(input, { target: { value } });
  }
}

afterEach(async () => {
  await applyLanguage('en');
});

describe('/add/contacts', () => {
  it('keeps one form without a remove control, and shows remove controls once there are two', async () => {
    signInAs();
    mockFetch({ 'GET /api/v1/contacts': { body: { data: [], meta: { total: 0, limit: 10, offset: 0 } } } });
    renderApp('/add/contacts');
    expect(await screen.findByRole('group', { name: 'Contact 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove contact/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add More' }));
    expect(contactGroup(2)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove contact 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove contact 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(screen.queryByRole('group', { name: 'Contact 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove contact/ })).toBeNull();
  });

  it('asks for name, relation and phone before calling', async () => {
    signInAs();
    const calls = mockFetch({ 'GET /api/v1/contacts': { body: { data: [] } } });
    renderApp('/add/contacts');
    await screen.findByRole('group', { name: 'Contact 1' });
    fill(contactGroup(1), { Occupation: 'Doctor' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Relation is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    fill(contactGroup(1), { Phone: '12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("prefills the saved contacts, saves the list, says 'Contacts updated' and goes to /profiles", async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/contacts': { body: { data: SAVED, meta: { total: 1, limit: 10, offset: 0 } } },
      'POST /api/v1/contacts': (call) => ({
        body: { data: (call.body as { contacts: unknown[] }).contacts },
      }),
      'GET /api/v1/profiles': { body: { data: [], meta: { total: 0, limit: 24, offset: 0 } } },
    });
    const { router } = renderApp('/add/contacts');
    await screen.findByRole('group', { name: 'Contact 1' });
    expect((within(contactGroup(1)).getByLabelText('Name') as HTMLInputElement).value).toBe('Ramesh Rao');

    fireEvent.click(screen.getByRole('button', { name: 'Add More' }));
    fill(contactGroup(2), { Name: ' Sunita Rao ', Relation: 'Mother', Phone: '+91 98765 43211' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));

    expect(await screen.findByText('Contacts updated')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profiles');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contacts: [
        SAVED[0],
        {
          name: 'Sunita Rao',
          relation: 'Mother',
          phone: '+91 98765 43211',
          occupation: null,
          current_city: null,
          address: null,
        },
      ],
    });
  });

  it("says 'Error contacts not updated' and shows the server's field messages", async () => {
    signInAs();
    mockFetch({
      'GET /api/v1/contacts': { body: { data: SAVED } },
      'POST /api/v1/contacts': {
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST',
            message: 'Some fields are not valid.',
            details: [{ path: 'body.contacts.0.phone', message: 'This number is already used.' }],
          },
        },
      },
    });
    const { router } = renderApp('/add/contacts');
    await screen.findByRole('group', { name: 'Contact 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));
    expect(await screen.findByText('Error contacts not updated')).toBeTruthy();
    expect(within(contactGroup(1)).getByText('This number is already used.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/add/contacts');
  });

  it('offers the relations as choices in the reader’s language and stores the English word', async () => {
    await applyLanguage('mr');
    signInAs({ language: 'mr' });
    const calls = mockFetch({
      'GET /api/v1/contacts': { body: { data: [] } },
      'POST /api/v1/contacts': (call) => ({
        body: { data: (call.body as { contacts: unknown[] }).contacts },
      }),
      'GET /api/v1/profiles': { body: { data: [], meta: { total: 0, limit: 24, offset: 0 } } },
    });
    renderApp('/add/contacts');
    const relation = (await screen.findByRole('combobox', { name: 'नाते' })) as HTMLSelectElement;
    const labels = [...relation.options].map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['आई', 'वडील', 'भाऊ', 'बहीण', 'आजी', 'इतर']));
    expect(labels).not.toContain('Mother');
    const mother = [...relation.options].find((option) => option.textContent === 'आई');
    fireEvent.change(relation, { target: { value: mother?.value } });
    fireEvent.change(screen.getByLabelText('नाव'), { target: { value: 'Sunita Rao' } });
    fireEvent.change(screen.getByLabelText('फोन नंबर'), { target: { value: '9876543211' } });
    fireEvent.click(screen.getByRole('button', { name: 'संपर्क जतन करा' }));
    await screen.findByText('संपर्क जतन झाले');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      contacts: [{ name: 'Sunita Rao', relation: 'Mother', phone: '9876543211' }],
    });
  });

  it('takes a relation off the list only under "Other", typed, and keeps a saved one as typed', async () => {
    signInAs();
    const calls = mockFetch({
      'GET /api/v1/contacts': { body: { data: [{ ...SAVED[0], relation: 'Mama' }] } },
      'POST /api/v1/contacts': (call) => ({
        body: { data: (call.body as { contacts: unknown[] }).contacts },
      }),
      'GET /api/v1/profiles': { body: { data: [], meta: { total: 0, limit: 24, offset: 0 } } },
    });
    renderApp('/add/contacts');
    await screen.findByRole('group', { name: 'Contact 1' });
    // The saved 'Mama' is not a listed relation: "Other", with the word as typed.
    const first = contactGroup(1);
    expect(
      (within(first).getByRole('combobox', { name: 'Relation' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('Other');
    expect((within(first).getByLabelText('Relation, in your words') as HTMLInputElement).value).toBe('Mama');

    fireEvent.click(screen.getByRole('button', { name: 'Add More' }));
    const second = contactGroup(2);
    expect(within(second).queryByLabelText('Relation, in your words')).toBeNull();
    fill(second, { Name: 'Asha Rao', Phone: '9876543212', Relation: '__other' });
    // Chosen "Other" but left empty: the typed relation is asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));
    expect(await within(second).findByText('Relation is required')).toBeTruthy();
    // A listed relation typed under "Other" is stored as the listed word.
    fill(second, { 'Relation, in your words': ' grandmother ' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contacts' }));
    await screen.findByText('Contacts updated');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      contacts: [
        { name: 'Ramesh Rao', relation: 'Mama' },
        { name: 'Asha Rao', relation: 'Grandmother' },
      ],
    });
  });
});
