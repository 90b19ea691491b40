import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildLead } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { signInAs } from '../../test/session';

const SITE = {
  'GET /api/v1/site': {
    body: {
      data: {
        contact_email: 'ads@jodi.example',
        contact_phone: '+91 20 4000 1234',
        social: [],
        analytics_id: null,
      },
    },
  },
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const FILLED = {
  'Your name': 'Ravi Kulkarni',
  Business: 'Kulkarni Jewellers',
  Email: 'ravi@example.com',
  Phone: '+91 98220 12345',
  'What would you like to advertise?': 'Bridal sets',
};

describe('/advertise', () => {
  it('is for members: visitors go to the login', async () => {
    mockFetch();
    const { router } = renderApp('/advertise');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the advertising contacts, sends `{ lead }` and thanks the member', async () => {
    signInAs();
    const calls = mockFetch({ ...SITE, 'POST /api/v1/leads': { status: 201, body: { data: buildLead() } } });
    renderApp('/advertise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advertise with us' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect((await within(main).findByRole('link', { name: 'ads@jodi.example' })).getAttribute('href')).toBe(
      'mailto:ads@jodi.example',
    );
    expect(within(main).getByRole('link', { name: '+91 20 4000 1234' }).getAttribute('href')).toBe(
      'tel:+912040001234',
    );

    fill(FILLED);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! We will contact you soon.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      lead: {
        name: 'Ravi Kulkarni',
        business: 'Kulkarni Jewellers',
        email: 'ravi@example.com',
        phone: '+91 98220 12345',
        message: 'Bridal sets',
      },
    });
    expect(screen.getByRole('button', { name: 'Send another request' })).toBeTruthy();
  });

  it('asks for the required fields before sending', async () => {
    signInAs();
    const calls = mockFetch(SITE);
    renderApp('/advertise');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's field errors under their fields, and a 429 above the button", async () => {
    signInAs();
    let answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          details: [{ path: 'body.lead.phone', message: 'Phone looks wrong' }],
        },
      },
    };
    mockFetch({ ...SITE, 'POST /api/v1/leads': () => answer });
    renderApp('/advertise');
    await screen.findByRole('button', { name: 'Send' });
    fill({ ...FILLED, Phone: '12' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone looks wrong')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');

    answer = {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests.' } },
    } as never;
    fill({ Phone: '+91 98220 12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Too many requests.')).toBeTruthy();
  });
});
