import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStaffAd } from '../../../test/content';
import { mockFetch } from '../../../test/fetch';
import { renderApp } from '../../../test/render';
import { signInAs } from '../../../test/session';

const AD = buildStaffAd({ status: 'delayed' });

function openAds() {
  signInAs({ is_admin: true });
  return mockFetch({
    'GET /api/v1/admin/ads': { body: { data: [AD] } },
    'POST /api/v1/admin/ads': { status: 201, body: { data: AD } },
    'PUT /api/v1/admin/ads/ad-1': { body: { data: AD } },
    'POST /api/v1/admin/ads/ad-1/push': { body: { data: { sent: 3 } } },
    'DELETE /api/v1/admin/ads/ad-1': { body: { data: { id: 'ad-1' } } },
  });
}

const formOf = (call: { body: unknown }) => Object.fromEntries((call.body as FormData).entries());

describe('/admin/ads (staff)', () => {
  it('lists the ads with status and price', async () => {
    openAds();
    renderApp('/admin/ads');
    const table = await screen.findByRole('table', { name: 'Ads' });
    expect(within(table).getByText('Shubh Mangal Caterers')).toBeTruthy();
    expect(within(table).getByText('Delayed')).toBeTruthy();
    expect(within(table).getByText('₹12,500')).toBeTruthy();
  });

  it('creates an ad as multipart', async () => {
    const calls = openAds();
    renderApp('/admin/ads');
    fireEvent.click(await screen.findByRole('button', { name: 'New ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Mehendi by Asha' } });
    fireEvent.change(within(dialog).getByLabelText('Price (₹)'), { target: { value: '2500' } });
    fireEvent.change(within(dialog).getByLabelText('Advertiser contact'), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ad saved')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/v1/admin/ads');
    expect(post && formOf(post)).toEqual({
      status: 'active',
      title: 'Mehendi by Asha',
      description: '',
      price: '2500',
      advertiser_name: '',
      advertiser_contact: 'asha@example.com',
    });
  });

  it('sends an ad live to the members online', async () => {
    const calls = openAds();
    renderApp('/admin/ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Shubh Mangal Caterers live' }));
    expect(await screen.findByText('Ad sent to the members online')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/v1/admin/ads/ad-1/push')).toBe(true);
  });

  it('previews an ad as members see it', async () => {
    openAds();
    renderApp('/admin/ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Shubh Mangal Caterers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shubh Mangal Caterers' });
    expect(within(dialog).getByRole('timer').textContent).toBe('You can close this in 10 s');
  });

  it('deletes an ad after confirming', async () => {
    const calls = openAds();
    renderApp('/admin/ads');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shubh Mangal Caterers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the ad “Shubh Mangal Caterers”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad deleted')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/admin/ads/ad-1')).toBe(true);
  });
});
