import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAd } from '../../test/content';
import { mockFetch } from '../../test/fetch';
import { renderWithApp } from '../../test/render';
import { AdDialog } from './AdDialog';

const closeButton = () => screen.getByRole('button', { name: 'Close ad' }) as HTMLButtonElement;

describe('AdDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the ad: title, description, price in rupees, advertiser and contact', async () => {
    mockFetch();
    renderWithApp(<AdDialog ad={buildAd()} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Shubh Mangal Caterers' })).toBeTruthy();
    expect(screen.getByText('Wedding feasts for 50 to 2000 guests.')).toBeTruthy();
    expect(screen.getByText('₹12,500')).toBeTruthy();
    expect(screen.getByText('Shubh Mangal')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'Advertise with us' }).getAttribute('href')).toBe('/advertise');
  });

  it('can be closed at once when not delayed', async () => {
    mockFetch();
    const onClose = vi.fn();
    renderWithApp(<AdDialog ad={buildAd({ status: 'active' })} onClose={onClose} />);
    await screen.findByRole('dialog');
    expect(closeButton().disabled).toBe(false);
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps a 'delayed' ad's close button disabled for 10 s, counting down", async () => {
    vi.useFakeTimers();
    mockFetch();
    const onClose = vi.fn();
    renderWithApp(<AdDialog ad={buildAd({ status: 'delayed' })} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Shubh Mangal Caterers' })).toBeTruthy();
    expect(closeButton().disabled).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('You can close this in 10 s');

    fireEvent.click(closeButton());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    for (let second = 1; second < 10; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(screen.getByRole('timer').textContent).toBe('You can close this in 1 s');
    expect(closeButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(closeButton().disabled).toBe(false);
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
