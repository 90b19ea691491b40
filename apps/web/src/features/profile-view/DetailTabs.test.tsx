import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { buildProfile } from '../../test/profiles';
import { renderWithApp } from '../../test/render';
import { DetailTabs } from './DetailTabs';

const TABS = [
  'Personal Details',
  'Work & Education',
  'Family Details',
  'Preferences & Expectations',
  'Astrology Details',
];

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(async () => {
  await applyLanguage('en');
});

describe('the detail tabs', () => {
  it('offers all five tabs in one tab list, none hidden in a sideways scroller', () => {
    renderWithApp(<DetailTabs profile={buildProfile()} />);
    const list = screen.getByRole('tablist', { name: 'Profile details' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(TABS);
    expect(tab('Personal Details').getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    // The list sits straight in the tabs beside the panel, with no scrolling box around it.
    expect(list.parentElement).toBe(panel.parentElement);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Personal Details').id);
  });

  it('moves between the tabs with the arrow keys, and wraps round from the last', () => {
    renderWithApp(<DetailTabs profile={buildProfile()} />);
    tab('Personal Details').focus();
    fireEvent.keyDown(tab('Personal Details'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Work & Education'));
    expect(tab('Work & Education').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Work & Education').id);

    fireEvent.keyDown(tab('Work & Education'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Personal Details'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Astrology Details'));
    expect(screen.getByText('Rashi', { selector: 'dt' })).toBeTruthy();
  });

  it('writes the birth time in Devanagari digits in Marathi, as typed in English', async () => {
    const profile = buildProfile({ birth_time: '14:30' });
    const first = renderWithApp(<DetailTabs profile={profile} />);
    fireEvent.click(tab('Astrology Details'));
    expect(screen.getByText('Birth time', { selector: 'dt' }).nextElementSibling?.textContent).toBe('14:30');
    first.unmount();

    await applyLanguage('mr');
    renderWithApp(<DetailTabs profile={profile} />);
    fireEvent.click(screen.getByRole('tab', { name: 'पत्रिका / जन्मतपशील' }));
    expect(screen.getByText('जन्मवेळ', { selector: 'dt' }).nextElementSibling?.textContent).toBe('१४:३०');
  });
});
