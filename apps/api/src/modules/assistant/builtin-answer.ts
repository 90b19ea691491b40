import { GUN_MILAN_MAX } from '@jodi/contract';
import type { Language, Messages } from '@jodi/i18n';
import { fieldLabel, type ProfileTextField } from '../profiles/profile-text';
import type { ProfileFacts } from './profile-facts';
import { assistantTexts, type VoiceGender } from './texts';
import type { assistantTextsEn } from './texts/en';
import { type Topic, topicsOf } from './topics';

/** Topics answered per question; a longer list gets a pointer to ask the rest separately. */
const MAX_TOPICS = 4;

type Texts = Messages<typeof assistantTextsEn>;

/** Who an answer is about, as the texts take it: the first name (or "This person") and the gender. */
interface Voice {
  name: string;
  gender: VoiceGender;
}

/** Hindi ends a sentence with a danda; English and Marathi with a full stop. */
const FULL_STOP: Record<Language, string> = { en: '.', mr: '.', hi: '।' };

/** A sentence as the language ends it: the first letter capitalised (Latin), a full stop if none. */
function sentenceIn(language: Language) {
  return (text: string) => {
    const trimmed = text.trim();
    const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return /[.!?।]$/.test(capitalised) ? capitalised : `${capitalised}${FULL_STOP[language]}`;
  };
}

interface Context {
  facts: ProfileFacts;
  v: Voice;
  t: Texts;
  sentence: (text: string) => string;
}

type Answerer = (c: Context) => string[];

/** "Label: value." for each given field, or one sentence saying the profile does not tell. */
function fieldsOrMissing(
  { facts, t, sentence }: Context,
  fields: readonly ProfileTextField[],
  missing: string,
): string[] {
  const told = fields.flatMap((field) => {
    const value = facts.fields[field];
    return value ? [sentence(t.labelled({ label: fieldLabel(facts.language, field), value }))] : [];
  });
  return told.length > 0 ? told : [sentence(missing)];
}

function habit({ facts, v, t, sentence }: Context, field: 'drinking_habits' | 'smoking_habits') {
  const says = field === 'drinking_habits' ? t.drinking : t.smoking;
  const value = facts.choices[field];
  if (!value || !facts.fields[field]) return [sentence(says.unknown(v))];
  if (value === 'no') return [sentence(says.no(v))];
  if (value === 'occasionally') return [sentence(says.occasionally(v))];
  return [sentence(says.yes(v))];
}

const ANSWERS: Record<Topic, Answerer> = {
  contact: ({ facts, v, t, sentence }) => {
    if (facts.contacts && facts.contacts.length > 0) {
      return facts.contacts.map((c) => sentence(t.contact.line(c)));
    }
    if (facts.contacts) return [sentence(t.contact.none(v))];
    if (facts.contactsHiddenReason === 'unverified') return [sentence(t.contact.unverified(v))];
    // The member's own choice (contacts after acceptance), not the asker's plan (decision 10).
    if (facts.contactsHiddenReason === 'not_accepted') return [sentence(t.contact.notAccepted(v))];
    return [sentence(t.contact.plan)];
  },
  age: ({ facts, v, t, sentence }) => {
    const { age, birthdate } = facts.fields;
    if (!age) return [sentence(t.age.unknown(v))];
    return [sentence(birthdate ? t.age.isBorn({ ...v, age, birthdate }) : t.age.is({ ...v, age }))];
  },
  height: ({ facts, v, t, sentence }) =>
    facts.fields.height
      ? [sentence(t.height.is({ ...v, height: facts.fields.height }))]
      : [sentence(t.height.unknown(v))],
  city: ({ facts, v, t, sentence }) =>
    facts.fields.current_city
      ? [sentence(t.city.is({ ...v, city: facts.fields.current_city }))]
      : [sentence(t.city.unknown(v))],
  marital_status: (c) => fieldsOrMissing(c, ['maritial_status'], c.t.maritalStatus.unknown(c.v)),
  education: (c) =>
    fieldsOrMissing(
      c,
      ['education', 'degree', 'interest_in_continuing_education'],
      c.t.education.unknown(c.v),
    ),
  work: ({ facts, v, t, sentence }) => {
    const { occupation, work, career_goals: goals } = facts.fields;
    const told: string[] = [];
    if (occupation && work) told.push(sentence(t.work.asAt({ ...v, occupation, work })));
    else if (occupation) told.push(sentence(t.work.as({ ...v, occupation })));
    else if (work) told.push(sentence(t.work.at({ ...v, work })));
    if (goals)
      told.push(sentence(t.labelled({ label: fieldLabel(facts.language, 'career_goals'), value: goals })));
    if (facts.badges.job) told.push(sentence(t.work.verified(v)));
    return told.length > 0 ? told : [sentence(t.work.unknown(v))];
  },
  income: ({ facts, v, t, sentence }) => {
    const income = facts.fields.annual_income;
    const told: string[] = [];
    if (!income) told.push(sentence(t.income.unknown(v)));
    else if (facts.choices.annual_income === 'not_disclosed') told.push(sentence(t.income.notDisclosed(v)));
    else told.push(sentence(t.income.is({ ...v, income })));
    if (facts.badges.income) told.push(sentence(t.income.verified(v)));
    if (facts.fields.property_details) {
      told.push(sentence(t.income.property({ property: facts.fields.property_details })));
    }
    return told;
  },
  family: (c) =>
    fieldsOrMissing(
      c,
      [
        'father_occupation',
        'mother_occupation',
        'family_type',
        'family_values',
        'family_financial_status',
        'mamkul',
      ],
      c.t.family.unknown(c.v),
    ),
  siblings: ({ facts, v, t, sentence }) => {
    const count = facts.choices.number_of_siblings;
    const details = facts.fields.siblings_details;
    const told: string[] = [];
    if (count !== null && facts.fields.number_of_siblings) {
      told.push(sentence(t.siblings.count({ name: v.name, count })));
    }
    if (details) told.push(sentence(details));
    return told.length > 0 ? told : [sentence(t.siblings.unknown(v))];
  },
  diet: ({ facts, v, t, sentence }) =>
    facts.fields.dietary_preferences
      ? [sentence(t.diet.is({ ...v, diet: facts.fields.dietary_preferences }))]
      : [sentence(t.diet.unknown(v))],
  drinking: (c) => habit(c, 'drinking_habits'),
  smoking: (c) => habit(c, 'smoking_habits'),
  hobbies: ({ facts, v, t, sentence }) =>
    facts.fields.hobbies_and_interests
      ? [sentence(t.hobbies.is({ ...v, hobbies: facts.fields.hobbies_and_interests }))]
      : [sentence(t.hobbies.unknown(v))],
  expectations: ({ facts, v, t, sentence }) =>
    facts.fields.expectation
      ? [sentence(t.expectations.is({ ...v, expectation: facts.fields.expectation }))]
      : [sentence(t.expectations.unknown(v))],
  ceremony: ({ facts, v, t, sentence }) =>
    facts.fields.type_of_marriage_ceremony
      ? [sentence(t.ceremony.is({ ceremony: facts.fields.type_of_marriage_ceremony }))]
      : [sentence(t.ceremony.unknown(v))],
  manglik: ({ facts, v, t, sentence }) => {
    const told = facts.manglik
      ? [sentence(t.manglik.fromChart({ ...v, verdict: facts.manglik.verdict })), facts.manglik.explanation]
      : facts.fields.mangal_dosh
        ? [sentence(t.manglik.declared({ ...v, value: facts.fields.mangal_dosh }))]
        : [sentence(t.manglik.unknown(v))];
    if (facts.manglikMatch) told.push(sentence(facts.manglikMatch));
    return told;
  },
  horoscope: (c) =>
    fieldsOrMissing(
      c,
      ['rashi', 'gotra', 'mangal_dosh', 'birthname', 'birth_time', 'birth_place'],
      c.t.horoscope.unknown(c.v),
    ),
  gun_milan: ({ facts, t, sentence }) => {
    const gm = facts.gunMilan;
    if (gm.total === null) return [sentence(gm.message)];
    const told = [sentence(t.gunMilan.score({ total: gm.total, max: GUN_MILAN_MAX }))];
    if (gm.reading) told.push(sentence(gm.reading));
    return told;
  },
  verification: ({ facts, v, t, sentence }) => {
    const verified = (['identity', 'job', 'income', 'property'] as const)
      .filter((badge) => facts.badges[badge])
      .map((badge) => t.verification.badges[badge]);
    if (verified.length === 0) return [sentence(t.verification.none(v))];
    return [sentence(t.verification.some({ ...v, list: verified.join(', ') }))];
  },
  photos: ({ facts, v, t, sentence }) =>
    facts.photos > 0
      ? [sentence(t.photos.some({ ...v, count: facts.photos }))]
      : [sentence(t.photos.none(v))],
  video: ({ facts, v, t, sentence }) =>
    facts.hasVideo ? [sentence(t.video.yes(v))] : [sentence(t.video.none(v))],
  blood_group: ({ facts, v, t, sentence }) =>
    facts.fields.bloodgroup
      ? [sentence(t.bloodGroup.is({ ...v, bloodgroup: facts.fields.bloodgroup }))]
      : [sentence(t.bloodGroup.unknown(v))],
  managed_by: ({ facts, t, sentence }) =>
    facts.fields.managed_by
      ? [sentence(t.managedBy.is({ managedBy: facts.fields.managed_by }))]
      : [sentence(t.managedBy.unknown)],
  about: ({ facts, v, t, sentence }) => {
    const { age, height, current_city: city, occupation, education, aboutme } = facts.fields;
    const parts = [
      age && t.about.age({ age }),
      height && t.about.height({ height }),
      city && t.about.city({ ...v, city }),
      occupation && t.about.occupation({ ...v, occupation }),
      education && t.about.education({ education }),
    ].filter((x): x is string => Boolean(x));
    const told =
      parts.length > 0 ? [sentence(t.about.summary({ name: v.name, parts: parts.join(', ') }))] : [];
    if (aboutme) told.push(sentence(t.about.words({ ...v, aboutme })));
    return told.length > 0 ? told : [sentence(t.about.empty(v))];
  },
};

/**
 * The built-in helper: finds what the question asks about and answers each part in sentences
 * made only from the facts, saying plainly what the profile does not tell, in the facts' language
 * (the asker's). Works offline.
 */
export function builtInAnswer(question: string, facts: ProfileFacts): string[] {
  const t = assistantTexts(facts.language);
  const gender: VoiceGender = facts.gender ?? 'other';
  const v: Voice = { name: facts.name ?? t.someone({ gender }), gender };
  const c: Context = { facts, v, t, sentence: sentenceIn(facts.language) };
  const topics = topicsOf(question);
  if (topics.length === 0) return [c.sentence(t.notSure(v)), t.askList];
  const answered = topics.slice(0, MAX_TOPICS).flatMap((topic) => ANSWERS[topic](c));
  if (topics.length > MAX_TOPICS) answered.push(t.askRest);
  return answered;
}
