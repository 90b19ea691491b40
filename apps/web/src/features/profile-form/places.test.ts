import { describe, expect, it } from 'vitest';
import { findPlace, PLACES, placeLabel } from './places';

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
