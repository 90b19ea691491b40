// The exhaustive side of recall (decisions 35 to 41): every profile /matches could show, read once through a
// cursor, checked against each sampled member with the server's own fit function. Memory stays
// one batch of rows whatever the size of the community.
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

const api = (file) => tsModule(path.join(ROOT, 'apps/api/src', file));

const BATCH = 10_000;

/** The fit columns (birthdate as text: ageOn reads YYYY-MM-DD), the Moon and the preferences. */
const FIT_ROW = `p.id, p.gender, p.moon_nakshatra, p.moon_pada, p.birthdate::text AS birthdate, p.height,
  p.maritial_status, p.education, p.annual_income, p.current_city, p.dietary_preferences,
  p.smoking_habits, p.drinking_habits, p.mangal_dosh, p.name, p.last_name,
  (SELECT to_jsonb(pp) FROM partner_preferences pp WHERE pp.profile_id = p.id) AS prefs`;

/** Who may be shown from /matches: the listing's rules (profiles.repository `listable`) without the viewer's own. */
const SHOWABLE = `p.listable AND NOT p.hidden AND p.held_for_review_at IS NULL
  AND (p.paused_until IS NULL OR p.paused_until <= now())
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.status <> 'active')`;

async function fitTools() {
  const [{ fitBetween }, { astroSideOf, scoreBetween }, { preferencesFromJson }, { todayIso }] =
    await Promise.all([
      api('modules/matchmaking/fit.ts'),
      api('modules/astro/gun-milan.ts'),
      api('modules/matchmaking/matchmaking.repository.ts'),
      api('modules/profiles/age.ts'),
    ]);
  const today = todayIso();
  /** A row of FIT_ROW as the fit function's side, with its Moon. */
  const sideOf = (row) => ({
    id: row.id,
    gender: row.gender,
    astro: astroSideOf({ gender: row.gender, moonNakshatra: row.moon_nakshatra, moonPada: row.moon_pada }),
    prefs: preferencesFromJson(row.prefs),
    subject: {
      birthdate: row.birthdate,
      height: row.height,
      maritialStatus: row.maritial_status,
      education: row.education,
      annualIncome: row.annual_income,
      currentCity: row.current_city,
      dietaryPreferences: row.dietary_preferences,
      smokingHabits: row.smoking_habits,
      drinkingHabits: row.drinking_habits,
      mangalDosh: row.mangal_dosh,
    },
  });
  const mutual = (me, them) =>
    fitBetween(me, them, scoreBetween(me.astro, them.astro)?.total ?? null, today).mutual;
  return { sideOf, mutual };
}

/**
 * For each of `profileIds` (members with a gender), how many profiles of the other gender the
 * community holds that /matches may show them (showable, not across a block either way, not
 * skipped) and that are a mutual fit; and one such profile's row (`example`, with the fit columns,
 * name and gender), which the fresh-placement step copies. Answers Map id -> { count, example }.
 */
export async function mutualFitCounts(databaseUrl, profileIds) {
  const { sideOf, mutual } = await fitTools();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: own } = await client.query(
      `SELECT ${FIT_ROW} FROM profiles p WHERE p.id = ANY($1::uuid[])`,
      [profileIds],
    );
    const members = own.filter((r) => r.gender).map((r) => ({ ...sideOf(r), excluded: new Set([r.id]) }));
    const byId = new Map(members.map((m) => [m.id, m]));
    const { rows: blocked } = await client.query(
      `SELECT blocker_profile_id AS a, blocked_profile_id AS b FROM blocks
        WHERE blocker_profile_id = ANY($1::uuid[]) OR blocked_profile_id = ANY($1::uuid[])`,
      [profileIds],
    );
    for (const { a, b } of blocked) {
      byId.get(a)?.excluded.add(b);
      byId.get(b)?.excluded.add(a);
    }
    const { rows: skipped } = await client.query(
      'SELECT from_profile_id AS a, to_profile_id AS b FROM match_skips WHERE from_profile_id = ANY($1::uuid[])',
      [profileIds],
    );
    for (const { a, b } of skipped) byId.get(a)?.excluded.add(b);
    const out = new Map(members.map((m) => [m.id, { count: 0, example: null }]));
    const byGender = {
      male: members.filter((m) => m.gender === 'female'),
      female: members.filter((m) => m.gender === 'male'),
    };
    let scanned = 0;
    await client.query('BEGIN READ ONLY');
    await client.query(
      `DECLARE fit_scan NO SCROLL CURSOR FOR SELECT ${FIT_ROW} FROM profiles p WHERE ${SHOWABLE}`,
    );
    for (;;) {
      const { rows } = await client.query(`FETCH ${BATCH} FROM fit_scan`);
      if (rows.length === 0) break;
      scanned += rows.length;
      for (const row of rows) {
        const askers = byGender[row.gender];
        if (!askers?.length) continue;
        const them = sideOf(row);
        for (const me of askers) {
          if (me.excluded.has(row.id) || !mutual(me, them)) continue;
          const entry = out.get(me.id);
          entry.count++;
          entry.example ??= row;
        }
      }
    }
    await client.query('COMMIT');
    return { counts: out, scanned };
  } finally {
    await client.end();
  }
}
