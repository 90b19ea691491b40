import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { FIXTURE_CHART } from '../../test/kundli';
import { renderWithApp } from '../../test/render';
import { NorthIndianChart } from './NorthIndianChart';
import { SouthIndianChart } from './SouthIndianChart';

afterEach(async () => {
  await applyLanguage('en');
});

/** The labels drawn in a house's (North) or sign's (South) group, in drawing order. */
function labelsIn(selector: string): string[] {
  const group = document.querySelector(selector);
  if (!group) throw new Error(`no ${selector}`);
  return [...group.querySelectorAll('text[data-body]')].map((text) => text.textContent ?? '');
}

const signNumberIn = (selector: string) =>
  document.querySelector(`${selector} text[data-sign-number]`)?.textContent;

describe('the North Indian chart', () => {
  it('draws each graha in its house, the Lagna in house 1, and each house its sign', () => {
    renderWithApp(<NorthIndianChart chart={FIXTURE_CHART} />);
    expect(labelsIn('[data-house="1"]')).toEqual(['Asc', 'Mo']);
    expect(labelsIn('[data-house="2"]')).toEqual(['Ke']);
    expect(labelsIn('[data-house="3"]')).toEqual(['Sa']);
    expect(labelsIn('[data-house="4"]')).toEqual(['Ma']);
    expect(labelsIn('[data-house="6"]')).toEqual(['Su', 'Me']);
    expect(labelsIn('[data-house="7"]')).toEqual(['Ve']);
    expect(labelsIn('[data-house="8"]')).toEqual(['Ra']);
    expect(labelsIn('[data-house="10"]')).toEqual(['Ju']);
    for (const empty of [5, 9, 11, 12]) expect(labelsIn(`[data-house="${empty}"]`)).toEqual([]);
    // Leo rises: house 1 is sign 5, house 8 sign 12, house 9 sign 1.
    expect(signNumberIn('[data-house="1"]')).toBe('5');
    expect(signNumberIn('[data-house="8"]')).toBe('12');
    expect(signNumberIn('[data-house="9"]')).toBe('1');
  });

  it('is one image with a name, and says every house in words for screen readers', () => {
    renderWithApp(<NorthIndianChart chart={FIXTURE_CHART} />);
    expect(
      screen.getByRole('img', { name: 'North Indian birth chart: ascendant (Lagna) in Leo' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'The grahas in each house' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toHaveLength(12);
    expect(items[0]).toBe('House 1 (Leo): Ascendant (Lagna), Moon');
    expect(items[5]).toBe('House 6 (Capricorn): Sun, Mercury');
    expect(items[10]).toBe('House 11 (Gemini): empty');
  });

  it('writes the grahas and numbers in Marathi', async () => {
    await applyLanguage('mr');
    renderWithApp(<NorthIndianChart chart={FIXTURE_CHART} />);
    expect(labelsIn('[data-house="1"]')).toEqual(['ल', 'चं']);
    expect(labelsIn('[data-house="6"]')).toEqual(['सू', 'बु']);
    expect(signNumberIn('[data-house="8"]')).toBe('१२');
    expect(screen.getByRole('img', { name: 'उत्तर भारतीय जन्मकुंडली: लग्न सिंह राशीत' })).toBeTruthy();
    expect(screen.getByText('स्थान ६ (मकर): सूर्य, बुध')).toBeTruthy();
  });
});

describe('the South Indian chart', () => {
  it('draws each graha in the fixed cell of its sign and marks the Lagna’s cell', () => {
    renderWithApp(<SouthIndianChart chart={FIXTURE_CHART} />);
    expect(labelsIn('[data-sign="5"]')).toEqual(['Asc', 'Mo']); // Leo
    expect(labelsIn('[data-sign="10"]')).toEqual(['Su', 'Me']); // Capricorn
    expect(labelsIn('[data-sign="8"]')).toEqual(['Ma']); // Scorpio
    expect(labelsIn('[data-sign="2"]')).toEqual(['Ju']); // Taurus
    expect(labelsIn('[data-sign="11"]')).toEqual(['Ve']); // Aquarius
    expect(labelsIn('[data-sign="7"]')).toEqual(['Sa']); // Libra
    expect(labelsIn('[data-sign="12"]')).toEqual(['Ra']); // Pisces
    expect(labelsIn('[data-sign="6"]')).toEqual(['Ke']); // Virgo
    expect(labelsIn('[data-sign="1"]')).toEqual([]);
    const lagna = document.querySelectorAll('[data-lagna]');
    expect([...lagna].map((cell) => cell.getAttribute('data-sign'))).toEqual(['5']);
    expect(lagna[0]?.querySelector('line')).not.toBeNull();
    // Pisces at the top left, Leo on the right side's third row.
    const cellRect = (sign: number) => document.querySelector(`[data-sign="${sign}"] rect`);
    expect([cellRect(12)?.getAttribute('x'), cellRect(12)?.getAttribute('y')]).toEqual(['0', '0']);
    expect([cellRect(5)?.getAttribute('x'), cellRect(5)?.getAttribute('y')]).toEqual(['225', '150']);
    expect(screen.getByText('Rashi chart')).toBeTruthy();
  });

  it('has a name and the houses in words', () => {
    renderWithApp(<SouthIndianChart chart={FIXTURE_CHART} />);
    expect(
      screen.getByRole('img', { name: 'South Indian birth chart: ascendant (Lagna) in Leo' }),
    ).toBeTruthy();
    expect(screen.getByText('House 4 (Scorpio): Mars')).toBeTruthy();
  });
});
