/**
 * Writes src/kundli.vectors.json: random births with the chart Swiss Ephemeris computes for them
 * (Moshier ephemeris, Lahiri ayanamsa, mean node; Ketu is Rahu + 180), against which
 * kundli.test.ts checks kundliFromBirth. Swiss Ephemeris is AGPL: it generates the vectors here
 * and is never a dependency of the app. To run it:
 *
 *   npm install --no-save sweph@2.10.3-b-1 && node packages/gunmilan/scripts/kundli-vectors.mjs
 *
 * The local time of each birth comes from a random UTC minute through Intl (the IANA database),
 * so the vectors also check the package's local-to-UTC step. Births at a local time that happens
 * twice or not at all (clock changes), or whose zone offset has seconds, are drawn again.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { default: sweph } = await import('sweph').catch(() => {
  console.error('sweph is not installed: npm install --no-save sweph@2.10.3-b-1');
  process.exit(1);
});
const C = sweph.constants;

const COUNT = 3000;
const MANGLIK_HOUSES = [1, 2, 4, 7, 8, 12];
const PLANETS = {
  sun: C.SE_SUN,
  moon: C.SE_MOON,
  mars: C.SE_MARS,
  mercury: C.SE_MERCURY,
  jupiter: C.SE_JUPITER,
  venus: C.SE_VENUS,
  saturn: C.SE_SATURN,
  rahu: C.SE_MEAN_NODE,
};
/** Places abroad where families live, with their zones (about a third of the births). */
const ABROAD = [
  [40.71, -74.01, 'America/New_York'],
  [37.77, -122.42, 'America/Los_Angeles'],
  [43.65, -79.38, 'America/Toronto'],
  [51.51, -0.13, 'Europe/London'],
  [52.52, 13.4, 'Europe/Berlin'],
  [25.2, 55.27, 'Asia/Dubai'],
  [1.35, 103.82, 'Asia/Singapore'],
  [27.72, 85.32, 'Asia/Kathmandu'],
  [-33.87, 151.21, 'Australia/Sydney'],
  [-36.85, 174.76, 'Pacific/Auckland'],
  [-26.2, 28.05, 'Africa/Johannesburg'],
  [-1.29, 36.82, 'Africa/Nairobi'],
  [-20.16, 57.5, 'Indian/Mauritius'],
  [6.93, 79.85, 'Asia/Colombo'],
];

// A seeded generator, so that running the script again writes the same file.
let seed = 20261207;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

function localParts(utcMs, tz) {
  const parts = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const p of format.formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  return parts;
}

const offsetOf = (utcMs, tz) => {
  const p = localParts(utcMs, tz);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - utcMs;
};

function drawBirth() {
  for (;;) {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2015, 11, 31);
    const utcMs = Math.floor((from + random() * (to - from)) / 60_000) * 60_000;
    const abroad = random() < 0.3;
    const [lat, lon, tz] = abroad
      ? ABROAD[Math.floor(random() * ABROAD.length)]
      : [8 + random() * 26, 69 + random() * 28, 'Asia/Kolkata'];
    const offset = offsetOf(utcMs, tz);
    const hours = 3 * 3_600_000;
    if (offset % 60_000 !== 0) continue;
    if (offsetOf(utcMs - hours, tz) !== offset || offsetOf(utcMs + hours, tz) !== offset) continue;
    const p = localParts(utcMs, tz);
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      time: `${p.hour}:${p.minute}`,
      lat: Math.round(lat * 1e4) / 1e4,
      lon: Math.round(lon * 1e4) / 1e4,
      tz,
      utc: new Date(utcMs),
    };
  }
}

sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
const flags = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL;
const signOf = (lon) => Math.floor(lon / 30) + 1;
const houseFrom = (from, sign) => ((((sign - from) % 12) + 12) % 12) + 1;
const round = (deg) => Math.round(deg * 1e5) / 1e5;

const births = [];
for (let i = 0; i < COUNT; i++) {
  const { utc, ...birth } = drawBirth();
  const hours = utc.getUTCHours() + utc.getUTCMinutes() / 60;
  const jd = sweph.julday(
    utc.getUTCFullYear(),
    utc.getUTCMonth() + 1,
    utc.getUTCDate(),
    hours,
    C.SE_GREG_CAL,
  );
  const longitudes = {};
  for (const [name, body] of Object.entries(PLANETS)) {
    const result = sweph.calc_ut(jd, body, flags);
    if (result.error) throw new Error(result.error);
    longitudes[name] = result.data[0];
  }
  const ascendant = sweph.houses_ex2(jd, flags, birth.lat, birth.lon, 'W').data.points[0];
  const mars = signOf(longitudes.mars);
  const doshaFrom = (lon) => MANGLIK_HOUSES.includes(houseFrom(signOf(lon), mars));
  births.push({
    ...birth,
    ascendant: round(ascendant),
    planets: Object.fromEntries(Object.entries(longitudes).map(([k, v]) => [k, round(v)])),
    manglik: {
      fromLagna: doshaFrom(ascendant),
      fromMoon: doshaFrom(longitudes.moon),
      fromVenus: doshaFrom(longitudes.venus),
    },
  });
}

const out = fileURLToPath(new URL('../src/kundli.vectors.json', import.meta.url));
writeFileSync(
  out,
  `{\n"generator": "Swiss Ephemeris ${sweph.version()} (Moshier, SE_SIDM_LAHIRI, mean node) via packages/gunmilan/scripts/kundli-vectors.mjs",\n"births": [\n${births.map((b) => JSON.stringify(b)).join(',\n')}\n]\n}\n`,
);
console.info(`wrote ${births.length} births to ${out}`);
