import { describe, expect, it } from 'vitest';
import { type CityRow, foldName, Gazetteer, OTHER_NAMES } from './gazetteer';

const city = (
  name: string,
  country: string,
  admin1: string,
  admin2 = '',
  lat = '10',
  lng = '20',
): CityRow => ({
  name,
  lat,
  lng,
  country,
  admin1,
  admin2,
});

const source = {
  cities: [
    city('Londa', 'IN', '19', '555'),
    city('London', 'CA', '08', '3539'),
    city('London', 'GB', 'ENG', 'GLA'),
    city('Londonderry', 'GB', 'NIR'),
    city('Kolhāpur', 'IN', '16', '530'),
    city('São Paulo', 'BR', '27'),
    city('Navi Mumbai', 'IN', '16', '517'),
    city('Mumbai', 'IN', '16'),
    city('Mumbwa', 'ZM', '06'),
    city('Aurangabad', 'IN', '34', '201'),
    city('Aurangabad', 'IN', '16', '515'),
    city('Satara', 'IN', '19'),
    city('Satara', 'IN', '16', '527'),
    city('Rampur', 'IN', '36', '101'),
    city('Rampur', 'IN', '36', '102'),
    city('Rampur', 'IN', '36', '102'),
    city('Nowhere', 'IN', '16', '', 'x', '1'),
  ],
  admin1: [
    { code: 'IN.16', name: 'Maharashtra' },
    { code: 'IN.19', name: 'Karnataka' },
    { code: 'IN.34', name: 'Bihar' },
    { code: 'IN.36', name: 'Uttar Pradesh' },
    { code: 'GB.ENG', name: 'England' },
    { code: 'GB.NIR', name: 'Northern Ireland' },
    { code: 'CA.08', name: 'Ontario' },
    { code: 'BR.27', name: 'São Paulo' },
    { code: 'ZM.06', name: 'Central' },
  ],
  admin2: [
    { code: 'IN.16.527', name: 'Satara Division' },
    { code: 'IN.36.101', name: 'Rampur' },
    { code: 'IN.36.102', name: 'Bareilly' },
    { code: 'GB.ENG.GLA', name: 'Greater London' },
  ],
};

const gazetteer = Gazetteer.build(source);
const labels = (text: string, limit = 10) => gazetteer.search(text, limit).map((place) => place.label);

describe('foldName', () => {
  it('folds accents, case and punctuation', () => {
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(foldName("  Coeur d'Alene ")).toBe('coeur d alene');
    expect(foldName('Hubballi-Dharwad')).toBe('hubballi dharwad');
    expect(foldName('Großenhain')).toBe('grossenhain');
    expect(foldName('Kolhāpur')).toBe('kolhapur');
    expect(foldName('--')).toBe('');
  });
});

describe('the gazetteer', () => {
  it('labels a place with its state and country, India’s without macrons', () => {
    expect(gazetteer.search('kolhapur', 1)[0]).toMatchObject({
      name: 'Kolhapur',
      region: 'Maharashtra',
      country: 'India',
      label: 'Kolhapur, Maharashtra, India',
      lat: 10,
      lon: 20,
    });
    // A state named as its city is said once.
    expect(labels('sao paulo')).toEqual(['São Paulo, Brazil']);
  });

  it('tells apart places that would read alike by their district, and keeps one of true duplicates', () => {
    expect(labels('rampur')).toEqual([
      'Rampur, Uttar Pradesh, India',
      'Rampur, Bareilly, Uttar Pradesh, India',
    ]);
  });

  it('puts an exact name first, then India, then a beginning before a later word', () => {
    // Of two exact names abroad, the one its district is named after ('Greater London') first.
    expect(labels('london')).toEqual([
      'London, England, United Kingdom',
      'London, Ontario, Canada',
      'Londonderry, Northern Ireland, United Kingdom',
    ]);
    expect(labels('lond')[0]).toBe('Londa, Karnataka, India');
    expect(labels('mumb')).toEqual([
      'Mumbai, Maharashtra, India',
      'Navi Mumbai, Maharashtra, India',
      'Mumbwa, Central, Zambia',
    ]);
    expect(labels('mumbai')).toEqual(['Mumbai, Maharashtra, India', 'Navi Mumbai, Maharashtra, India']);
  });

  it('puts a district seat before a namesake', () => {
    expect(labels('satara')).toEqual(['Satara, Maharashtra, India', 'Satara, Karnataka, India']);
  });

  it('finds a city by a former name, in its own state', () => {
    expect(labels('sambhaji')).toEqual(['Aurangabad, Maharashtra, India']);
    expect(labels('Chhatrapati Sambhajinagar')).toEqual(['Aurangabad, Maharashtra, India']);
    expect(labels('bombay')).toEqual(['Mumbai, Maharashtra, India']);
    expect(OTHER_NAMES.length).toBeGreaterThan(10);
  });

  it('answers nothing for nothing, at most the limit, and skips rows without coordinates', () => {
    expect(labels('')).toEqual([]);
    expect(labels('  -- ')).toEqual([]);
    expect(labels('a', 1)).toHaveLength(1);
    expect(labels('nowhere')).toEqual([]);
    expect(new Set(gazetteer.search('a', 50).map((place) => place.id)).size).toBe(
      gazetteer.search('a', 50).length,
    );
  });
});
