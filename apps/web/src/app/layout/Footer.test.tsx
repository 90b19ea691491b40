import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { renderWithApp } from '../../test/render';
import { Footer } from './Footer';

describe('footer', () => {
  it('shows the contact e-mail, the phone and the social links of GET /api/v1/site', async () => {
    mockFetch({
      'GET /api/v1/site': {
        body: {
          data: {
            contact_email: 'hello@jodi.example',
            contact_phone: '+91 98765 43210',
            social: [
              { label: 'Instagram', url: 'https://instagram.com/jodi' },
              { label: 'Evil', url: 'javascript:alert(1)' },
            ],
            analytics_id: null,
          },
        },
      },
    });
    renderWithApp(<Footer />);
    const email = await screen.findByRole('link', { name: 'hello@jodi.example' });
    expect(email.getAttribute('href')).toBe('mailto:hello@jodi.example');
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/jodi');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
  });

  it('still shows its site links when the call fails', async () => {
    mockFetch();
    renderWithApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
  });
});
