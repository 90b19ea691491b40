import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { activeLanguage, applyLanguage } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/session';
import { LanguageSwitch } from './LanguageSwitch';

/** A text the server writes in the reader's language: how often it was read. */
let serverReads = 0;
function ServerText() {
  const { data } = useQuery({ queryKey: ['server-text'], queryFn: async () => ++serverReads });
  return <p>read {data}</p>;
}

afterEach(async () => {
  await applyLanguage('en');
});

describe('LanguageSwitch', () => {
  it('switches a visitor to Marathi in one tap, with <html lang>, without calling the server', async () => {
    const put = vi.spyOn(api, 'put');
    renderWithApp(<LanguageSwitch variant="all" />);
    fireEvent.click(screen.getByRole('button', { name: 'मराठी' }));
    await waitFor(() => expect(activeLanguage()).toBe('mr'));
    expect(document.documentElement.lang).toBe('mr');
    expect(screen.getByRole('button', { name: 'मराठी' }).getAttribute('aria-pressed')).toBe('true');
    expect(put).not.toHaveBeenCalled();
  });

  it("saves a member's choice on the server", async () => {
    signInAs();
    const put = vi.spyOn(api, 'put').mockResolvedValue({ user: {} } as never);
    renderWithApp(<LanguageSwitch variant="bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/v1/user', { body: { user: { language: 'hi' } } }),
    );
    expect(activeLanguage()).toBe('hi');
  });

  it('reads what the server wrote again once the new language is saved', async () => {
    signInAs();
    vi.spyOn(api, 'put').mockResolvedValue({ user: {} } as never);
    serverReads = 0;
    renderWithApp(
      <>
        <LanguageSwitch variant="bar" />
        <ServerText />
      </>,
    );
    expect(await screen.findByText('read 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'मराठी' }));
    expect(await screen.findByText('read 2')).toBeTruthy();
  });
});
