import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LazyAvatarMenu } from './LazyAvatarMenu';

describe('avatar menu loaded on first use', () => {
  it('shows the same button before the menu loads, then opens the menu on its first click', async () => {
    renderWithApp(<LazyAvatarMenu name="Asha Rao" userPic={null} isAdmin={false} />);
    const standIn = screen.getByRole('button', { name: 'Account menu' });
    expect(standIn.textContent).toBe('AR');
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(standIn);
    const menu = await screen.findByRole('menu');
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    // The menu took the button's place: closing it still returns the focus there.
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('closes on a click outside and opens again on the next click', async () => {
    renderWithApp(<LazyAvatarMenu name="Asha Rao" userPic={null} isAdmin={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menu');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});
