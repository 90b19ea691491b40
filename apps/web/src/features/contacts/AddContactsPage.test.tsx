import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    fireEvent.change(within(group).getByLabelText(label), { target: { value } });
  }
}

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
});
