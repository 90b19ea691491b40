import { describe, expect, it } from 'vitest';
import { CITIES, findCity, findPlace, PLACES, placeLabel, suggestCities } from './places';

describe('birth place gazetteer', () => {
  it('holds about a hundred Indian cities and a few abroad, each with valid coordinates and zone', () => {
    expect(PLACES.filter((place) => place.tz === 'Asia/Kolkata').length).toBeGreaterThanOrEqual(100);
    expect(PLACES.some((place) => place.tz !== 'Asia/Kolkata')).toBe(true);
    for (const place of PLACES) {
      expect(place.lat).toBeGreaterThanOrEqual(-90);
      expect(place.lat).toBeLessThanOrEqual(90);
      expect(place.lon).toBeGreaterThanOrEqual(-180);
      expect(place.lon).toBeLessThanOrEqual(180);
      expect(place.tz).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
      // A zone the browser knows.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.tz })).not.toThrow();
    }
  });

  it('gives every place a unique id and label', () => {
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map(placeLabel)).size).toBe(PLACES.length);
  });

  it('finds a stored place by its label or its bare name', () => {
    expect(findPlace('Pune, Maharashtra')?.id).toBe('pune');
    expect(findPlace('pune')?.lat).toBe(18.52);
    expect(findPlace('Aurangabad')).toBeUndefined();
    expect(findPlace('Chhatrapati Sambhajinagar')?.id).toBe('chhatrapati-sambhajinagar');
    expect(findPlace('Atlantis')).toBeUndefined();
    expect(findPlace(null)).toBeUndefined();
  });
});

describe('city suggestions', () => {
  const names = (typed: string) => suggestCities(typed).map((city) => city.name);

  it('suggest real cities as a family types, beginnings first', () => {
    expect(names('Mumb')).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(names('pun')[0]).toBe('Pune');
    expect(names('nagar')).toContain('Ahilyanagar');
    expect(names('')).toEqual([]);
    expect(names('Atlantis')).toEqual([]);
    expect(suggestCities('a').length).toBeLessThanOrEqual(8);
  });

  it('know a renamed city by both names, each name once', () => {
    expect(findCity('aurangabad')).toEqual({ name: 'Aurangabad', region: 'Maharashtra' });
    expect(findCity('Chhatrapati Sambhajinagar')?.region).toBe('Maharashtra');
    expect(findCity('London')?.region).toBe('United Kingdom');
    expect(findCity('Mumb')).toBeUndefined();
    expect(CITIES.some((city) => city.name.includes('('))).toBe(false);
    const lower = CITIES.map((city) => city.name.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});
