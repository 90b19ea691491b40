import { GUN_MILAN_MAX } from '@jodi/contract';
import type { ProfileTextField } from '../profiles/profile-text';
import type { ProfileFacts } from './profile-facts';
import { type Topic, topicsOf } from './topics';

/** Topics answered per question; a longer list gets a pointer to ask the rest separately. */
const MAX_TOPICS = 4;

interface Voice {
  /** The first name, or "This person". */
  name: string;
  /** she / he / they */
  subject: string;
  /** her / his / their */
  possessive: string;
  /** "does not" with the right verb form for the subject. */
  verb: (singular: string, plural: string) => string;
}

function voiceOf(facts: ProfileFacts): Voice {
  const they = facts.gender === null;
  return {
    name: facts.name ?? 'This person',
    subject: facts.gender === 'female' ? 'she' : facts.gender === 'male' ? 'he' : 'they',
    possessive: facts.gender === 'female' ? 'her' : facts.gender === 'male' ? 'his' : 'their',
    verb: (singular, plural) => (they ? plural : singular),
  };
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

type Answerer = (facts: ProfileFacts, v: Voice) => string[];

/** "Label: value." for each given field, or one sentence saying the profile does not tell. */
function fieldsOrMissing(
  facts: ProfileFacts,
  fields: readonly [ProfileTextField, string][],
  missing: string,
): string[] {
  const told = fields.flatMap(([field, label]) => {
    const value = facts.fields[field];
    return value ? [sentence(`${label}: ${value}`)] : [];
  });
  return told.length > 0 ? told : [sentence(missing)];
}

const habit = (facts: ProfileFacts, v: Voice, field: 'drinking_habits' | 'smoking_habits', act: string) => {
  const value = facts.fields[field];
  if (!value) return [sentence(`The profile does not say whether ${v.name} ${v.verb(`${act}s`, act)}`)];
  if (value === 'No') return [sentence(`${v.name} ${v.verb('does', 'do')} not ${act}`)];
  if (value === 'Occasionally') return [sentence(`${v.name} ${v.verb(`${act}s`, act)} occasionally`)];
  return [sentence(`${v.name} ${v.verb(`${act}s`, act)}`)];
};

const ANSWERS: Record<Topic, Answerer> = {
  contact: (facts, v) => {
    if (facts.contacts && facts.contacts.length > 0) {
      return facts.contacts.map((c) => sentence(`${c.relation}: ${c.name}, ${c.phone}`));
    }
    if (facts.contacts) return [sentence(`${v.name} has not added contact details yet`)];
    if (facts.contactsHiddenReason === 'unverified') {
      return [
        sentence(
          `Contact details are shown only for identity-verified profiles, and ${v.name}'s identity is not verified yet`,
        ),
      ];
    }
    return [sentence('Contact details are shown on the Belief and Trust plans, not to you')];
  },
  age: (facts, v) => {
    const age = facts.fields.age;
    if (!age) return [sentence(`The profile does not tell ${v.possessive} age`)];
    const born = facts.fields.birthdate ? ` (born on ${facts.fields.birthdate})` : '';
    return [sentence(`${v.name} is ${age} years old${born}`)];
  },
  height: (facts, v) =>
    facts.fields.height
      ? [sentence(`${v.name} is ${facts.fields.height} tall`)]
      : [sentence(`The profile does not tell ${v.possessive} height`)],
  city: (facts, v) =>
    facts.fields.current_city
      ? [sentence(`${v.name} lives in ${facts.fields.current_city}`)]
      : [sentence(`The profile does not tell where ${v.subject} ${v.verb('lives', 'live')}`)],
  marital_status: (facts, v) =>
    fieldsOrMissing(
      facts,
      [['maritial_status', 'Marital status']],
      `The profile does not tell ${v.possessive} marital status`,
    ),
  education: (facts, v) =>
    fieldsOrMissing(
      facts,
      [
        ['education', 'Education'],
        ['degree', 'Degree'],
        ['interest_in_continuing_education', 'Interested in continuing education'],
      ],
      `The profile does not tell ${v.possessive} education`,
    ),
  work: (facts, v) => {
    const { occupation, work, career_goals: goals } = facts.fields;
    const told: string[] = [];
    if (occupation && work) told.push(sentence(`${v.name} works as ${occupation} (${work})`));
    else if (occupation) told.push(sentence(`${v.name} works as ${occupation}`));
    else if (work) told.push(sentence(`${v.name} works at ${work}`));
    if (goals) told.push(sentence(`Career goals: ${goals}`));
    if (facts.badges.job) told.push(sentence(`${v.possessive} job is verified`));
    return told.length > 0
      ? told
      : [sentence(`The profile does not tell what ${v.subject} ${v.verb('does', 'do')} for work`)];
  },
  income: (facts, v) => {
    const income = facts.fields.annual_income;
    const told: string[] = [];
    if (!income) told.push(sentence(`The profile does not tell ${v.possessive} income`));
    else if (income === 'Prefer not to say')
      told.push(sentence(`${v.name} prefers not to disclose ${v.possessive} income`));
    else told.push(sentence(`${v.possessive} annual income is ${income}`));
    if (facts.badges.income) told.push(sentence(`${v.possessive} income is verified`));
    if (facts.fields.property_details) told.push(sentence(`Property: ${facts.fields.property_details}`));
    return told;
  },
  family: (facts, v) =>
    fieldsOrMissing(
      facts,
      [
        ['father_occupation', "Father's occupation"],
        ['mother_occupation', "Mother's occupation"],
        ['family_type', 'Family type'],
        ['family_values', 'Family values'],
        ['family_financial_status', 'Family financial status'],
        ['mamkul', 'Mamkul'],
      ],
      `The profile does not tell about ${v.possessive} family`,
    ),
  siblings: (facts, v) => {
    const count = facts.fields.number_of_siblings;
    const details = facts.fields.siblings_details;
    const told: string[] = [];
    if (count === '0') told.push(sentence(`${v.name} has no siblings`));
    else if (count) told.push(sentence(`${v.name} has ${count} sibling${count === '1' ? '' : 's'}`));
    if (details) told.push(sentence(details));
    return told.length > 0 ? told : [sentence(`The profile does not tell about ${v.possessive} siblings`)];
  },
  diet: (facts, v) =>
    facts.fields.dietary_preferences
      ? [sentence(`${v.possessive} diet: ${facts.fields.dietary_preferences}`)]
      : [sentence(`The profile does not tell ${v.possessive} diet`)],
  drinking: (facts, v) => habit(facts, v, 'drinking_habits', 'drink'),
  smoking: (facts, v) => habit(facts, v, 'smoking_habits', 'smoke'),
  hobbies: (facts, v) =>
    facts.fields.hobbies_and_interests
      ? [sentence(`${v.possessive} hobbies and interests: ${facts.fields.hobbies_and_interests}`)]
      : [sentence(`The profile does not tell ${v.possessive} hobbies`)],
  expectations: (facts, v) =>
    facts.fields.expectation
      ? [
          sentence(
            `What ${v.subject} ${v.verb('looks', 'look')} for in a partner: ${facts.fields.expectation}`,
          ),
        ]
      : [sentence(`The profile does not tell what ${v.subject} ${v.verb('looks', 'look')} for in a partner`)],
  ceremony: (facts, v) =>
    facts.fields.type_of_marriage_ceremony
      ? [sentence(`Preferred marriage ceremony: ${facts.fields.type_of_marriage_ceremony}`)]
      : [
          sentence(
            `The profile does not tell what kind of marriage ceremony ${v.subject} ${v.verb('prefers', 'prefer')}`,
          ),
        ],
  horoscope: (facts, v) =>
    fieldsOrMissing(
      facts,
      [
        ['rashi', 'Rashi'],
        ['gotra', 'Gotra'],
        ['mangal_dosh', 'Mangal dosh'],
        ['birthname', 'Birth name'],
        ['birth_time', 'Birth time'],
        ['birth_place', 'Birth place'],
      ],
      `The profile does not give ${v.possessive} horoscope details`,
    ),
  gun_milan: (facts) => {
    const gm = facts.gunMilan;
    if (gm.total === null) return [sentence(gm.message)];
    const told = [sentence(`Your Gun Milan score together is ${gm.total} out of ${GUN_MILAN_MAX}`)];
    if (gm.reading) told.push(sentence(gm.reading));
    return told;
  },
  verification: (facts, v) => {
    const { identity, job, income, property } = facts.badges;
    const verified = [
      identity && 'identity',
      job && 'job',
      income && 'income',
      property && 'property',
    ].filter((x): x is string => Boolean(x));
    if (verified.length === 0) return [sentence(`${v.name} has no verification badge you can see`)];
    return [sentence(`${v.name} is verified for: ${verified.join(', ')}`)];
  },
  photos: (facts, v) =>
    facts.photos > 0
      ? [sentence(`${v.name} has ${facts.photos} photo${facts.photos === 1 ? '' : 's'} on the profile`)]
      : [sentence(`${v.name} has not added photos yet`)],
  video: (facts, v) =>
    facts.hasVideo
      ? [sentence(`${v.name} has a video introduction; you can watch it on the profile`)]
      : [sentence(`${v.name} has not added a video introduction yet`)],
  blood_group: (facts, v) =>
    facts.fields.bloodgroup
      ? [sentence(`${v.possessive} blood group is ${facts.fields.bloodgroup}`)]
      : [sentence(`The profile does not tell ${v.possessive} blood group`)],
  managed_by: (facts) =>
    facts.fields.managed_by
      ? [sentence(`The profile is managed by: ${facts.fields.managed_by}`)]
      : [sentence('The profile does not tell who manages it')],
  about: (facts, v) => {
    const { age, height, current_city: city, occupation, education, aboutme } = facts.fields;
    const parts = [
      age && `${age} years old`,
      height && `${height} tall`,
      city && `lives in ${city}`,
      occupation && `works as ${occupation}`,
      education && `education: ${education}`,
    ].filter((x): x is string => Boolean(x));
    const told = parts.length > 0 ? [sentence(`${v.name}: ${parts.join(', ')}`)] : [];
    if (aboutme) told.push(sentence(`In ${v.possessive} words: ${aboutme}`));
    return told.length > 0 ? told : [sentence(`${v.name} has not written much in the profile yet`)];
  },
};

const ASK_LIST =
  'You can ask about age, height, city, education, work, income, family, siblings, diet, drinking, smoking, hobbies, expectations, marriage ceremony, horoscope, Gun Milan, verification, photos or video.';

/**
 * The built-in helper: finds what the question asks about and answers each part in sentences
 * made only from the facts, saying plainly what the profile does not tell. Works offline.
 */
export function builtInAnswer(question: string, facts: ProfileFacts): string[] {
  const voice = voiceOf(facts);
  const topics = topicsOf(question);
  if (topics.length === 0) {
    return [sentence(`I am not sure what you would like to know about ${voice.name}`), ASK_LIST];
  }
  const answered = topics.slice(0, MAX_TOPICS).flatMap((topic) => ANSWERS[topic](facts, voice));
  if (topics.length > MAX_TOPICS) answered.push('Please ask about the rest in another question.');
  return answered;
}
