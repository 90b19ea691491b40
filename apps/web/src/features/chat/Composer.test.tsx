import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../test/matchMedia';
import { renderWithApp } from '../../test/render';
import { Composer, KEYBOARD_LIKELY } from './Composer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat composer', () => {
  it('tells "Enter sends, Shift+Enter…" where a physical keyboard is likely', () => {
    vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, query === KEYBOARD_LIKELY));
    renderWithApp(<Composer onSend={() => {}} />);
    expect(screen.getByText('Enter sends, Shift+Enter starts a new line')).toBeTruthy();
  });

  it('does not tell it on a phone (a coarse pointer on a narrow screen)', () => {
    vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, false));
    renderWithApp(<Composer onSend={() => {}} />);
    expect(screen.queryByText(/Shift\+Enter/)).toBeNull();
  });
});
