import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLegal } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

describe('/terms-and-conditions', () => {
  it('shows the terms with their title and last update, from the sanitised HTML', async () => {
    const calls = mockFetch({ 'GET /api/v1/legal': { body: { data: buildLegal() } } });
    renderApp('/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText('Last updated: 5 Mar 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Who may join' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/v1/legal')?.headers.get('Authorization')).toBeNull();
  });
});
