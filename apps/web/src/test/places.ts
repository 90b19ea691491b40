import type { Place } from '@jodi/contract';
import type { RecordedCall } from './fetch';

const place = (
  id: string,
  name: string,
  region: string,
  country: string,
  lat: number,
  lon: number,
  tz: string,
): Place => ({ id, name, region, country, label: [name, region, country].join(', '), lat, lon, tz });

/** A few places of the server's gazetteer, in its order (India first), with their coordinates and zones. */
export const TEST_PLACES: Place[] = [
  place('IN.16.mumbai', 'Mumbai', 'Maharashtra', 'India', 19.07283, 72.88261, 'Asia/Kolkata'),
  place('IN.16.517.navi-mumbai', 'Navi Mumbai', 'Maharashtra', 'India', 19.03681, 73.01582, 'Asia/Kolkata'),
  place('IN.16.516.nashik', 'Nashik', 'Maharashtra', 'India', 19.99727, 73.79096, 'Asia/Kolkata'),
  place('IN.16.505.nagpur', 'Nagpur', 'Maharashtra', 'India', 21.14631, 79.08491, 'Asia/Kolkata'),
  place('IN.16.515.aurangabad', 'Aurangabad', 'Maharashtra', 'India', 19.87757, 75.34226, 'Asia/Kolkata'),
  place('IN.34.aurangabad', 'Aurangabad', 'Bihar', 'India', 24.75204, 84.3742, 'Asia/Kolkata'),
  place('IN.16.521.pune', 'Pune', 'Maharashtra', 'India', 18.51957, 73.85535, 'Asia/Kolkata'),
  place('IN.16.527.satara', 'Satara', 'Maharashtra', 'India', 17.68589, 73.99333, 'Asia/Kolkata'),
  place('GB.ENG.H4.leicester', 'Leicester', 'England', 'United Kingdom', 52.6386, -1.13169, 'Europe/London'),
  place('US.NJ.023.edison', 'Edison', 'New Jersey', 'United States', 40.51872, -74.4121, 'America/New_York'),
];

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * `GET /api/v1/places` as the server answers it, over `places`: those whose name or a later word of
 * it begins with `q` (accents and case ignored), at most `limit` (10).
 */
export function searchPlaces(places: readonly Place[] = TEST_PLACES) {
  return (call: RecordedCall) => {
    const query = new URL(call.url, 'http://jodi.test').searchParams;
    const wanted = fold(query.get('q') ?? '');
    const limit = Number(query.get('limit') ?? 10);
    const data = places
      .filter((candidate) => {
        const words = fold(candidate.name).split(' ');
        return words.some((_, i) => words.slice(i).join(' ').startsWith(wanted));
      })
      .slice(0, limit);
    return { body: { data } };
  };
}
