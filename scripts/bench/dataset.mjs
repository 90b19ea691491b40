// Generates a community in bulk, in SQL (INSERT ... SELECT over generate_series), so 100,000
// profiles and 1,000,000 messages take a minute or two rather than hours of API calls.
//
// Profiles are stamped from templates made by the demo generator (apps/api/src/modules/demo), so
// every field has the demo's realistic distribution, and each template's Moon is computed by the
// astro module itself. Profile n is a man when n is odd, a woman when even; every pair between
// two profiles is built with an odd offset below n/2, so it is always a man and a woman, never
// the same pair twice, and never both directions.
import path from 'node:path';
import { ROOT } from './config.mjs';
import { tsModule } from './ts.mjs';

export const BENCH_PASSWORD = 'bench-pass-1';
export const BENCH_EMAIL_DOMAIN = 'bench.jodi.example';

const demoFile = (name) => path.join(ROOT, 'apps/api/src/modules/demo', name);

const MESSAGE_TEXTS = [
  'Namaste! I liked your profile.',
  'Hi, how was your day?',
  'Would your family be free for a call this weekend?',
  'I also love trekking in the Sahyadris. Which fort did you visit last?',
  'My parents would like to speak with yours.',
  'Thank you for accepting my request.',
  'Sure, Sunday evening works for me.',
  'I work in Pune too, near Hinjewadi.',
  'What kind of books do you like to read?',
  'Let us meet for coffee at a place your family is comfortable with.',
  'Haha, that is a good one!',
  'I will share my biodata with you.',
  'Good morning! Hope your week is going well.',
  'Do you prefer living in Pune or Mumbai after marriage?',
  'Yes, I am fine with that.',
  'My sister says hello.',
];

/** Seed portrait `i` of `gender` as the JPEG a member would upload (the demo's portrait renderer). */
export async function seedPortrait(gender, i) {
  const { portraitSpec, renderPortrait } = await tsModule(demoFile('portraits.ts'));
  const { createRng } = await tsModule(demoFile('prng.ts'));
  const rng = createRng(`bench:portrait:${gender}:${i}`);
  return renderPortrait(portraitSpec(rng, gender), rng);
}

/**
 * Seed portraits (four per gender), stored once under public/bench/ as the photos module stores a
 * photo (every size a JPEG with its AVIF and WebP copies beside it); every photo row points at them.
 */
export async function writeSeedImages(mediaRoot) {
  const { makeImageVariants } = await tsModule(
    path.join(ROOT, 'apps/api/src/modules/media/image-variants.ts'),
  );
  const { LocalDiskStorage } = await tsModule(path.join(ROOT, 'apps/api/src/adapters/storage.ts'));
  const { storePhotoSize } = await tsModule(path.join(ROOT, 'apps/api/src/modules/media/photo-files.ts'));
  const storage = new LocalDiskStorage(mediaRoot);
  for (const gender of ['female', 'male']) {
    for (let i = 0; i < 4; i++) {
      const { variants } = await makeImageVariants(await seedPortrait(gender, i));
      for (const [size, encoded] of Object.entries(variants)) {
        await storePhotoSize(storage, `public/bench/${gender}-${i}-${size}.jpg`, encoded);
      }
    }
  }
}

/** About 600 profile templates per gender from the demo generator, with the Moon the astro module computes. */
async function templates() {
  const { generateDemoCommunity } = await tsModule(demoFile('demo-profiles.ts'));
  const { createRng } = await tsModule(demoFile('prng.ts'));
  const { astroColumnsFor } = await tsModule(
    path.join(ROOT, 'apps/api/src/modules/astro/chart-of-profile.ts'),
  );
  const today = new Date();
  const rows = [];
  const index = { male: 0, female: 0 };
  for (let round = 0; round < 20; round++) {
    for (const person of generateDemoCommunity(createRng(`bench:${round}`), today, 30)) {
      const p = person.profile;
      const moon = astroColumnsFor(p);
      rows.push({
        gender: person.gender,
        idx: index[person.gender]++,
        name: p.name,
        last_name: p.lastName,
        managed_by: p.managedBy,
        maritial_status: p.maritialStatus,
        height: p.height,
        birthdate: p.birthdate,
        current_city: p.currentCity,
        bloodgroup: p.bloodgroup,
        work: p.work,
        occupation: p.occupation,
        annual_income: p.annualIncome,
        education: p.education,
        degree: p.degree,
        career_goals: p.careerGoals,
        property_details: p.propertyDetails,
        number_of_siblings: p.numberOfSiblings,
        siblings_details: p.siblingsDetails,
        father_occupation: p.fatherOccupation,
        mother_occupation: p.motherOccupation,
        mamkul: p.mamkul,
        family_financial_status: p.familyFinancialStatus,
        family_type: p.familyType,
        family_values: p.familyValues,
        hobbies_and_interests: p.hobbiesAndInterests,
        aboutme: p.aboutme,
        dietary_preferences: p.dietaryPreferences,
        drinking_habits: p.drinkingHabits,
        smoking_habits: p.smokingHabits,
        expectation: p.expectation,
        type_of_marriage_ceremony: p.typeOfMarriageCeremony,
        interest_in_continuing_education: p.interestInContinuingEducation,
        rashi: p.rashi,
        gotra: p.gotra,
        mangal_dosh: p.mangalDosh,
        birthname: p.birthname,
        birth_time: p.birthTime,
        birth_place: p.birthPlace,
        birth_lat: p.birthLat,
        birth_lon: p.birthLon,
        birth_tz: p.birthTz,
        moon_nakshatra: moon.moonNakshatra,
        moon_pada: moon.moonPada,
        moon_source: moon.moonSource,
        kundli: moon.kundli,
        chart_mangal_dosh: moon.chartMangalDosh,
      });
    }
  }
  return { rows, perGender: Math.min(index.male, index.female) };
}

const TEMPLATE_COLUMNS = `gender text, idx int, name text, last_name text, managed_by text, maritial_status text,
  height smallint, birthdate date, current_city text, bloodgroup text, work text, occupation text,
  annual_income text, education text, degree text, career_goals text, property_details text,
  number_of_siblings smallint, siblings_details text, father_occupation text, mother_occupation text,
  mamkul text, family_financial_status text, family_type text, family_values text,
  hobbies_and_interests text, aboutme text, dietary_preferences text, drinking_habits text,
  smoking_habits text, expectation text, type_of_marriage_ceremony text,
  interest_in_continuing_education boolean, rashi text, gotra text, mangal_dosh text, birthname text,
  birth_time text, birth_place text, birth_lat double precision, birth_lon double precision,
  birth_tz text, moon_nakshatra smallint, moon_pada smallint, moon_source text, kundli jsonb,
  chart_mangal_dosh text`;

const PROFILE_COPY = `name, last_name, managed_by, maritial_status, height, birthdate, current_city, bloodgroup,
  work, occupation, annual_income, education, degree, career_goals, property_details, number_of_siblings,
  siblings_details, father_occupation, mother_occupation, mamkul, family_financial_status, family_type,
  family_values, hobbies_and_interests, aboutme, dietary_preferences, drinking_habits, smoking_habits,
  expectation, type_of_marriage_ceremony, interest_in_continuing_education, rashi, gotra, mangal_dosh,
  birthname, birth_time, birth_place, birth_lat, birth_lon, birth_tz, moon_nakshatra, moon_pada, moon_source,
  kundli, chart_mangal_dosh`;

/** Tables loaded in bulk; their non-unique indexes are dropped for the load and built afterwards. */
const BULK_TABLES = [
  'users',
  'profiles',
  'photos',
  'contacts',
  'bookmarks',
  'blocks',
  'interests',
  'chat_requests',
  'messages',
  'partner_preferences',
  'profile_views',
  'notifications',
];

/** The preference columns of jodi_accept_terms (migration 0026), in its argument order. */
const ACCEPT_TERMS_ARGS = [
  ['age_min', 'smallint'],
  ['age_max', 'smallint'],
  ['height_min', 'smallint'],
  ['height_max', 'smallint'],
  ['maritial_statuses', 'text[]'],
  ['educations', 'text[]'],
  ['annual_income_min', 'text'],
  ['cities', 'text[]'],
  ['diets', 'text[]'],
  ['smoking', 'text[]'],
  ['drinking', 'text[]'],
  ['mangal_dosh', 'text[]'],
];

/**
 * What the database's triggers would have done, had the load not skipped them: each profile's
 * accept terms (decision 35) and copy of the preferences follow its preferences row, and its copy
 * of the account's last sign-in its user (decision 40). One set-based
 * statement when jodi_accept_terms has the signature this file knows (the trigger, row by row,
 * took twice as long); else any triggers fired by touching every row; then the profiles
 * rewritten without the dead rows, as if loaded once.
 */
async function preferencesFollowed(db, step) {
  const signature = `jodi_accept_terms(${ACCEPT_TERMS_ARGS.map(([, type]) => type).join(',')})`;
  const { rows } = await db.query(
    `SELECT to_regprocedure($1) IS NOT NULL AS known,
            EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'partner_preferences'::regclass AND NOT tgisinternal) AS triggers`,
    [signature],
  );
  if (rows[0].known) {
    await step(
      'accept terms',
      `UPDATE profiles p SET accept_terms = jodi_accept_terms(${ACCEPT_TERMS_ARGS.map(([c]) => `pp.${c}`).join(', ')}),
                             partner_prefs = to_jsonb(pp)
         FROM partner_preferences pp WHERE pp.profile_id = p.id`,
    );
    // And the profile's copy of its account's last sign-in (migration 0030).
    await step(
      'last sign-in copies',
      'UPDATE profiles p SET last_login_at = u.last_login_at FROM users u WHERE u.id = p.user_id AND u.last_login_at IS NOT NULL',
    );
  } else if (rows[0].triggers) {
    await db.query('SET session_replication_role = DEFAULT').catch(() => {});
    await step('preference triggers', 'UPDATE partner_preferences SET profile_id = profile_id');
    await db.query('SET session_replication_role = replica').catch(() => {});
  } else {
    return;
  }
  await step('vacuum full profiles', 'VACUUM FULL profiles');
}

/**
 * Fills an empty, migrated database with `profiles` profiles and `messages` messages. `db` is one
 * session (`query(text, params)`); `log(step, ms)` is told how long each step took.
 */
export async function generateDataset(db, { profiles: N, messages: M, passwordHash }, log) {
  if (N < 100) throw new Error('the dataset needs 100+ profiles');
  const step = async (name, sql, params) => {
    const started = performance.now();
    const result = await db.query(sql, params);
    log(name, performance.now() - started);
    return result;
  };
  // Deterministic: random() is seeded per session.
  await db.query('SELECT setseed(0.42)');
  // Foreign keys are satisfied by construction; skipping their triggers (superuser only) saves time.
  await db.query('SET session_replication_role = replica').catch(() => {});
  await db.query("SET maintenance_work_mem = '256MB'").catch(() => {});
  await db.query('SET synchronous_commit = off').catch(() => {});

  const { rows: indexRows } = await db.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      JOIN pg_class c ON c.relname = i.indexname
      JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[]) AND NOT x.indisunique`,
    [BULK_TABLES],
  );
  for (const { indexname } of indexRows) await db.query(`DROP INDEX ${indexname}`);

  const tpl = await templates();
  await db.query(`CREATE TEMP TABLE bench_templates (${TEMPLATE_COLUMNS})`);
  await db.query(
    `INSERT INTO bench_templates SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(${TEMPLATE_COLUMNS})`,
    [JSON.stringify(tpl.rows)],
  );

  // n -> ids and per-profile facts. Kept (not temporary) so the scenarios can sample from it.
  const quarter = Math.max(1, Math.floor(N / 4) - 1);
  await step(
    'map',
    `CREATE TABLE bench_map AS
     SELECT n, gen_random_uuid() AS user_id, gen_random_uuid() AS profile_id, gen_random_uuid() AS photo0,
            CASE WHEN n % 2 = 1 THEN 'male' ELSE 'female' END AS gender,
            ((n - 1) / 2) % $2 AS t,
            CASE WHEN n % 20 < 3 THEN 0 WHEN n % 20 < 14 THEN 1 WHEN n % 20 < 18 THEN 2 ELSE 3 END AS photos,
            floor(power(random(), 2) * 4)::int AS threads,
            now() - ((($1 - n)::float / $1) * interval '1095 days') - random() * interval '1 day' AS created_at,
            n % 50 = 0 AS hidden,
            n % 200 = 7 AS suspended
       FROM generate_series(1, $1) AS n`,
    [N, tpl.perGender],
  );
  await db.query('ALTER TABLE bench_map ADD PRIMARY KEY (n)');

  await step(
    'users',
    `INSERT INTO users (id, email, password_hash, plan, plan_expires_at, status, created_at, updated_at, last_login_at)
     SELECT user_id, 'bench' || n || '@${BENCH_EMAIL_DOMAIN}', $1,
            CASE WHEN n % 10 < 7 THEN 'Hope' WHEN n % 10 < 9 THEN 'Belief' ELSE 'Trust' END,
            CASE WHEN n % 10 < 7 THEN NULL ELSE now() + interval '180 days' END,
            CASE WHEN suspended THEN 'suspended' ELSE 'active' END,
            created_at, created_at, created_at + interval '1 day'
       FROM bench_map`,
    [passwordHash],
  );

  await step(
    'profiles',
    `INSERT INTO profiles (id, user_id, gender, primary_photo_id, hidden, identity_verified, job_verified,
                           income_verified, property_verified, created_at, updated_at, ${PROFILE_COPY})
     SELECT m.profile_id, m.user_id, m.gender, CASE WHEN m.photos > 0 THEN m.photo0 END, m.hidden,
            m.n % 10 < 3, m.n % 20 < 3, m.n % 10 = 1, m.n % 10 = 2, m.created_at, m.created_at,
            ${PROFILE_COPY.replace(/(\w+)/g, 't.$1')}
       FROM bench_map m JOIN bench_templates t ON t.gender = m.gender AND t.idx = m.t`,
  );

  await step(
    'photos',
    `INSERT INTO photos (id, profile_id, variants, width, height, position, format_copies, created_at)
     SELECT CASE WHEN k = 0 THEN m.photo0 ELSE gen_random_uuid() END, m.profile_id,
            jsonb_build_object(
              'thumb', 'public/bench/' || m.gender || '-' || ((m.n + k) % 4) || '-thumb.jpg',
              'medium', 'public/bench/' || m.gender || '-' || ((m.n + k) % 4) || '-medium.jpg',
              'large', 'public/bench/' || m.gender || '-' || ((m.n + k) % 4) || '-large.jpg'),
            800, 1000, k, true, m.created_at + k * interval '1 minute'
       FROM bench_map m CROSS JOIN LATERAL generate_series(0, m.photos - 1) AS k`,
  );

  await step(
    'contacts',
    `INSERT INTO contacts (profile_id, name, relation, phone, occupation, current_city, position)
     SELECT m.profile_id, p.last_name || ' family', CASE WHEN m.n % 3 = 0 THEN 'Mother' ELSE 'Father' END,
            '98' || lpad((m.n % 100000000)::text, 8, '0'), p.father_occupation, p.current_city, 0
       FROM bench_map m JOIN profiles p ON p.id = m.profile_id
      WHERE m.n % 10 < 6`,
  );

  // The pair of profile n at offset family (mul, add): odd offset below n/2, so the other gender.
  const partner = (mul, add) => `((a.n - 1 + 2 * ((a.n * ${mul} + ${add}) % ${quarter}) + 1) % ${N}) + 1`;

  await step(
    'bookmarks',
    `INSERT INTO bookmarks (from_profile_id, to_profile_id, created_at)
     SELECT DISTINCT ON (a.n, b.n) a.profile_id, b.profile_id, a.created_at + random() * interval '30 days'
       FROM bench_map a CROSS JOIN LATERAL generate_series(1, a.n % 7) AS k
       JOIN bench_map b ON b.n = ${partner(53, 'k * 2003')}`,
  );

  await step(
    'blocks',
    `INSERT INTO blocks (blocker_profile_id, blocked_profile_id)
     SELECT a.profile_id, b.profile_id FROM bench_map a JOIN bench_map b ON b.n = ${partner(97, 11)}
      WHERE a.n % 50 = 3`,
  );

  await step(
    'interests',
    `INSERT INTO interests (from_profile_id, to_profile_id, status, created_at, updated_at)
     SELECT DISTINCT ON (a.n, b.n) a.profile_id, b.profile_id,
            CASE WHEN (a.n * 7 + k * 13) % 100 < 60 THEN 'pending'
                 WHEN (a.n * 7 + k * 13) % 100 < 85 THEN 'accepted' ELSE 'declined' END,
            now() - random() * interval '365 days', now() - random() * interval '30 days'
       FROM bench_map a CROSS JOIN LATERAL generate_series(1, a.n % 9) AS k
       JOIN bench_map b ON b.n = ${partner(37, 'k * 1009')}`,
  );

  // Conversations: men start them; each has 0-3 (mean about 1), so ~N/2 pairs.
  await step(
    'pairs',
    `CREATE TABLE bench_pairs AS
     SELECT row_number() OVER (ORDER BY a, b)::int AS p, a, b FROM (
       SELECT DISTINCT a.n AS a, ${partner(31, 'k * 7919')} AS b
         FROM bench_map a CROSS JOIN LATERAL generate_series(1, a.threads) AS k
        WHERE a.gender = 'male') x`,
  );
  await db.query('ALTER TABLE bench_pairs ADD PRIMARY KEY (p)');
  const { rows: pairCount } = await db.query('SELECT count(*)::int AS c FROM bench_pairs');
  const P = pairCount[0].c;

  await step(
    'chat_requests',
    `INSERT INTO chat_requests (from_profile_id, to_profile_id, status, created_at, updated_at)
     SELECT pa.profile_id, pb.profile_id, 'accepted', now() - interval '200 days', now() - interval '190 days'
       FROM bench_pairs bp JOIN bench_map pa ON pa.n = bp.a JOIN bench_map pb ON pb.n = bp.b`,
  );
  await step(
    'chat_requests (open)',
    `INSERT INTO chat_requests (from_profile_id, to_profile_id, status, created_at, updated_at)
     SELECT a.profile_id, b.profile_id, CASE WHEN a.n % 8 = 1 THEN 'declined' ELSE 'pending' END,
            now() - random() * interval '60 days', now()
       FROM bench_map a JOIN bench_map b ON b.n = ${partner(71, 4099)}
      WHERE a.n % 4 = 1
     ON CONFLICT DO NOTHING`,
  );

  await step(
    'messages',
    `INSERT INTO messages (from_profile_id, to_profile_id, body, created_at, read_at)
     SELECT CASE WHEN s.dir THEN pa.profile_id ELSE pb.profile_id END,
            CASE WHEN s.dir THEN pb.profile_id ELSE pa.profile_id END,
            ($2::text[])[s.text], s.ts,
            CASE WHEN s.ts < now() - interval '3 days' THEN s.ts + interval '10 minutes' END
       FROM (SELECT 1 + floor(random() * $1)::int AS p, random() < 0.5 AS dir,
                    now() - random() * interval '180 days' AS ts,
                    1 + floor(random() * ${MESSAGE_TEXTS.length})::int AS text
               FROM generate_series(1, ${M})) s
       JOIN bench_pairs bp ON bp.p = s.p
       JOIN bench_map pa ON pa.n = bp.a
       JOIN bench_map pb ON pb.n = bp.b`,
    [P, MESSAGE_TEXTS],
  );

  // Partner preferences (decision 16) for about 60% of the members, around their own age and
  // height, as the demo community draws them: most leave many fields open, some are narrow.
  const { CURRENT_CITIES_INDIA } = await tsModule(demoFile('demo-data.ts'));
  const r = (i) => `s.r[${i}]`;
  await step(
    'partner_preferences',
    `INSERT INTO partner_preferences (profile_id, age_min, age_max, height_min, height_max, maritial_statuses,
                                      educations, annual_income_min, cities, diets, smoking, drinking,
                                      mangal_dosh, min_gunmilan, updated_at)
     SELECT s.profile_id,
            CASE WHEN ${r(1)} < 0.8 THEN CASE WHEN s.female THEN greatest(21, s.age - 1 + floor(${r(2)} * 3)::int)
                                             ELSE greatest(18, s.age - 3 - floor(${r(2)} * 6)::int) END END,
            CASE WHEN ${r(1)} < 0.8 THEN CASE WHEN s.female THEN s.age + 3 + floor(${r(3)} * 6)::int
                                             ELSE s.age + floor(${r(3)} * 3)::int END END,
            CASE WHEN ${r(4)} < 0.6 THEN CASE WHEN s.female THEN s.height + floor(${r(5)} * 11)::int
                                             WHEN ${r(6)} < 0.5 THEN 148 + floor(${r(5)} * 7)::int END END,
            CASE WHEN ${r(4)} < 0.6 THEN CASE WHEN NOT s.female THEN s.height - floor(${r(7)} * 7)::int
                                             WHEN ${r(6)} < 0.5 THEN s.height + floor(${r(5)} * 11)::int + 12 + floor(${r(7)} * 14)::int END END,
            CASE WHEN ${r(8)} < 0.5 THEN '{never_married}'::text[] ELSE '{}' END,
            CASE WHEN ${r(9)} < 0.3 THEN '{bachelors,masters,doctorate,professional}'::text[] ELSE '{}' END,
            CASE WHEN s.female AND ${r(10)} < 0.35
                 THEN (ARRAY['5_to_10_lakh', '10_to_15_lakh', '15_to_25_lakh'])[1 + floor(${r(11)} * 3)::int] END,
            CASE WHEN ${r(12)} < 0.5
                 THEN ($1::text[])[1 + floor(${r(13)} * cardinality($1::text[]))::int : 1 + floor(${r(13)} * cardinality($1::text[]))::int + floor(${r(14)} * 3)::int]
                 ELSE '{}' END,
            CASE WHEN ${r(15)} >= 0.35 THEN '{}'::text[] WHEN s.diet = 'veg' THEN '{veg,jain}' ELSE '{veg,non_veg,eggetarian}' END,
            CASE WHEN ${r(16)} < 0.4 THEN '{no}'::text[] ELSE '{}' END,
            CASE WHEN ${r(17)} >= 0.25 THEN '{}'::text[] WHEN ${r(18)} < 0.5 THEN '{no}' ELSE '{no,occasionally}' END,
            CASE WHEN ${r(19)} < 0.15 THEN '{no,anshik}'::text[] ELSE '{}' END,
            CASE WHEN ${r(20)} < 0.2 THEN 14 + floor(${r(21)} * 9)::int END,
            s.created_at
       FROM (SELECT m.profile_id, m.gender = 'female' AS female, m.created_at, p.height,
                    p.dietary_preferences AS diet, date_part('year', age(p.birthdate))::int AS age,
                    ARRAY(SELECT random() FROM generate_series(0, 21) WHERE m.n > 0) AS r
               FROM bench_map m JOIN profiles p ON p.id = m.profile_id
              WHERE random() < 0.6) s`,
    [[...new Set(CURRENT_CITIES_INDIA)]],
  );
  await preferencesFollowed(db, step);

  // Who viewed whom (one row per viewer, profile and India day) over the last 30 days: most
  // profiles a few views, one in 97 about 300 (the visitors list and count of a popular member).
  await step(
    'profile_views',
    `INSERT INTO profile_views (viewer_profile_id, viewed_profile_id, day, viewed_at)
     SELECT b.profile_id, a.profile_id, (v.at AT TIME ZONE 'Asia/Kolkata')::date, v.at
       FROM bench_map a
       CROSS JOIN LATERAL generate_series(1, CASE WHEN a.n % 97 = 0 THEN 300
                                                  ELSE floor(power(random(), 2) * 25)::int END) AS k
       JOIN bench_map b ON b.n = ${partner(41, 'k * 3001')}
       CROSS JOIN LATERAL (SELECT now() - random() * interval '30 days' AS at WHERE k > 0) v
     ON CONFLICT DO NOTHING`,
  );

  // Notifications (decision 20) over the last 60 days: most members up to 30, one in 97 about 300;
  // about 60% read.
  await step(
    'notifications',
    `INSERT INTO notifications (user_id, kind, title, body, link, created_at, read_at)
     SELECT a.user_id, (ARRAY['interest_received','interest_accepted','chat_request_received',
                              'new_matches','document_reviewed'])[1 + k % 5],
            'New interest', 'A member has sent you an interest.', '/interests', v.at,
            CASE WHEN random() < 0.6 THEN v.at + interval '1 hour' END
       FROM bench_map a
       CROSS JOIN LATERAL generate_series(1, CASE WHEN a.n % 97 = 0 THEN 300
                                                  ELSE floor(power(random(), 2) * 30)::int END) AS k
       CROSS JOIN LATERAL (SELECT now() - random() * interval '60 days' AS at WHERE k > 0) v`,
  );

  // Community events (decision 34): a melava about every three days over a year, half of it past,
  // each with up to 150 seats of which members hold most (the events list counts seats left).
  await step(
    'community_events',
    `INSERT INTO community_events (title, description, starts_at, ends_at, city, venue, online, fee, capacity)
     SELECT 'Vadhu-var parichay melava ' || k, 'Meet families of the community in person.',
            date_trunc('day', now()) + (k - 60) * interval '3 days' + interval '10 hours',
            date_trunc('day', now()) + (k - 60) * interval '3 days' + interval '16 hours',
            ($1::text[])[1 + k % cardinality($1::text[])], 'Community hall ' || k, k % 5 = 0,
            CASE WHEN k % 3 = 0 THEN 0 ELSE 300 END, 150
       FROM generate_series(1, 120) AS k`,
    [[...new Set(CURRENT_CITIES_INDIA)].slice(0, 12)],
  );
  await step(
    'event_registrations',
    `INSERT INTO event_registrations (event_id, profile_id)
     SELECT e.id, m.profile_id
       FROM community_events e
       CROSS JOIN LATERAL (SELECT profile_id FROM bench_map
                            WHERE n > (hashtext(e.id::text) & 65535) % greatest(1, $1 - 150)
                            ORDER BY n LIMIT 60 + (hashtext(e.title) & 63)) m
     ON CONFLICT DO NOTHING`,
    [N],
  );

  for (const { indexname, indexdef } of indexRows) {
    await step(`index ${indexname}`, indexdef);
  }
  await db.query('SET session_replication_role = DEFAULT').catch(() => {});
  await step('vacuum analyze', 'VACUUM ANALYZE');

  const { rows: counts } = await db.query(
    `SELECT (SELECT count(*) FROM profiles)::int AS profiles, (SELECT count(*) FROM photos)::int AS photos,
            (SELECT count(*) FROM messages)::int AS messages, (SELECT count(*) FROM interests)::int AS interests,
            (SELECT count(*) FROM bookmarks)::int AS bookmarks, (SELECT count(*) FROM chat_requests)::int AS chat_requests,
            (SELECT count(*) FROM contacts)::int AS contacts, (SELECT count(*) FROM blocks)::int AS blocks,
            (SELECT count(*) FROM partner_preferences)::int AS partner_preferences,
            (SELECT count(*) FROM profile_views)::int AS profile_views,
            (SELECT count(*) FROM notifications)::int AS notifications,
            (SELECT count(*) FROM community_events)::int AS events,
            (SELECT count(*) FROM event_registrations)::int AS event_registrations`,
  );
  return { ...counts[0], pairs: P };
}
