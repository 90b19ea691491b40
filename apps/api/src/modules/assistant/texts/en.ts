import { icu } from '@jodi/i18n';
import { BIRTHNAME_MISSING, GUN_MILAN_UNAVAILABLE } from '../../astro/gun-milan';

/** The person an answer is about: female, male, or `other` when the profile does not say. */
export type VoiceGender = 'female' | 'male' | 'other';
type G = { gender: VoiceGender };
type N = { name: string };
type NG = N & G;

/**
 * English says the same whoever it is about; Marathi and Hindi bend their words to the person, so
 * the English messages name `gender` too (every translation has the source's placeholders).
 */
const same = (text: string) => `{gender, select, female {${text}} male {${text}} other {${text}}}`;
const her = '{gender, select, female {her} male {his} other {their}}';

/**
 * The AI helper's own words (the built-in answerer's sentences and the helper's refusals). Each
 * answer sentence is written without its full stop: the answerer ends it as the language does.
 */
export const assistantTextsEn = {
  /** The name of someone whose profile has none. */
  someone: icu<G>(same('This person')),
  notSure: icu<N>('I am not sure what you would like to know about {name}'),
  askList:
    'You can ask about age, height, city, education, work, income, family, siblings, diet, drinking, smoking, hobbies, expectations, marriage ceremony, horoscope, Gun Milan, verification, photos or video.',
  askRest: 'Please ask about the rest in another question.',
  /** A field's name and its value: "Education: Master's degree". */
  labelled: icu<{ label: string; value: string }>('{label}: {value}'),
  contact: {
    line: icu<{ relation: string; name: string; phone: string }>('{relation}: {name}, {phone}'),
    none: icu<N>('{name} has not added contact details yet'),
    unverified: icu<N>(
      "Contact details are shown only for identity-verified profiles, and {name}'s identity is not verified yet",
    ),
    plan: 'Contact details are shown on the Belief and Trust plans, not to you',
    /** The member shows contacts only to those whose interest or chat request they accepted. */
    notAccepted: icu<N>(
      '{name} shows contact details only after accepting your interest or chat request, and has not accepted yet',
    ),
  },
  age: {
    is: icu<NG & { age: string }>(same('{name} is {age} years old')),
    isBorn: icu<NG & { age: string; birthdate: string }>(
      same('{name} is {age} years old (born on {birthdate})'),
    ),
    unknown: icu<G>(`The profile does not tell ${her} age`),
  },
  height: {
    is: icu<N & { height: string }>('{name} is {height} tall'),
    unknown: icu<G>(`The profile does not tell ${her} height`),
  },
  city: {
    is: icu<NG & { city: string }>(same('{name} lives in {city}')),
    unknown: icu<G>(
      'The profile does not tell where {gender, select, female {she lives} male {he lives} other {they live}}',
    ),
  },
  maritalStatus: { unknown: icu<G>(`The profile does not tell ${her} marital status`) },
  education: { unknown: icu<G>(`The profile does not tell ${her} education`) },
  work: {
    asAt: icu<NG & { occupation: string; work: string }>(same('{name} works as {occupation} ({work})')),
    as: icu<NG & { occupation: string }>(same('{name} works as {occupation}')),
    at: icu<NG & { work: string }>(same('{name} works at {work}')),
    verified: icu<G>(`${her} job is verified`),
    unknown: icu<G>(
      'The profile does not tell what {gender, select, female {she does} male {he does} other {they do}} for work',
    ),
  },
  income: {
    is: icu<G & { income: string }>(`${her} annual income is {income}`),
    notDisclosed: icu<NG>(`{name} prefers not to disclose ${her} income`),
    verified: icu<G>(`${her} income is verified`),
    property: icu<{ property: string }>('Property: {property}'),
    unknown: icu<G>(`The profile does not tell ${her} income`),
  },
  family: { unknown: icu<G>(`The profile does not tell about ${her} family`) },
  siblings: {
    count: icu<N & { count: number }>(
      '{count, plural, =0 {{name} has no siblings} one {{name} has # sibling} other {{name} has # siblings}}',
    ),
    unknown: icu<G>(`The profile does not tell about ${her} siblings`),
  },
  diet: {
    is: icu<G & { diet: string }>(`${her} diet: {diet}`),
    unknown: icu<G>(`The profile does not tell ${her} diet`),
  },
  drinking: {
    no: icu<NG>('{name} {gender, select, female {does} male {does} other {do}} not drink'),
    occasionally: icu<NG>(
      '{name} {gender, select, female {drinks} male {drinks} other {drink}} occasionally',
    ),
    yes: icu<NG>('{name} {gender, select, female {drinks} male {drinks} other {drink}}'),
    unknown: icu<NG>(
      'The profile does not say whether {name} {gender, select, female {drinks} male {drinks} other {drink}}',
    ),
  },
  smoking: {
    no: icu<NG>('{name} {gender, select, female {does} male {does} other {do}} not smoke'),
    occasionally: icu<NG>(
      '{name} {gender, select, female {smokes} male {smokes} other {smoke}} occasionally',
    ),
    yes: icu<NG>('{name} {gender, select, female {smokes} male {smokes} other {smoke}}'),
    unknown: icu<NG>(
      'The profile does not say whether {name} {gender, select, female {smokes} male {smokes} other {smoke}}',
    ),
  },
  hobbies: {
    is: icu<G & { hobbies: string }>(`${her} hobbies and interests: {hobbies}`),
    unknown: icu<G>(`The profile does not tell ${her} hobbies`),
  },
  expectations: {
    is: icu<G & { expectation: string }>(
      'What {gender, select, female {she looks} male {he looks} other {they look}} for in a partner: {expectation}',
    ),
    unknown: icu<G>(
      'The profile does not tell what {gender, select, female {she looks} male {he looks} other {they look}} for in a partner',
    ),
  },
  ceremony: {
    is: icu<{ ceremony: string }>('Preferred marriage ceremony: {ceremony}'),
    unknown: icu<G>(
      'The profile does not tell what kind of marriage ceremony {gender, select, female {she prefers} male {he prefers} other {they prefer}}',
    ),
  },
  manglik: {
    /** `verdict`: the chart's verdict in words (astro/manglik-text.ts). */
    fromChart: icu<G & { verdict: string }>(`From ${her} birth chart: {verdict}`),
    /** `value`: the declared mangal_dosh option in words. */
    declared: icu<G & { value: string }>(
      `The profile does not give ${her} birth time and place, so there is no chart to read; Mangal dosh as declared: {value}`,
    ),
    unknown: icu<G>(
      `The profile says nothing about ${her} Mangal dosh and gives no birth time and place to read it from`,
    ),
  },
  horoscope: { unknown: icu<G>(`The profile does not give ${her} horoscope details`) },
  gunMilan: {
    score: icu<{ total: number; max: number }>(
      'Your Gun Milan score together is {total, number} out of {max, number}',
    ),
    /** The reading of a score (English takes the profile view's own, with the Bhakoot counts). */
    grade: icu<{ grade: 'excellent' | 'good' | 'low'; total: number; max: number }>(
      '{grade, select, excellent {Excellent match} good {Good match} other {Below the traditional minimum of 18}}: {total, number} of {max, number} points',
    ),
    nadiDosh: 'Nadi dosha: both Moons are in the same nadi',
    bhakootDosh: 'Bhakoot dosha: the two Moon signs sit in an unfavourable position to each other',
    /** The profile view's messages (astro/gun-milan.ts), word for word in English. */
    noBirthName: BIRTHNAME_MISSING,
    unavailable: GUN_MILAN_UNAVAILABLE,
    notAvailable: 'Gun Milan score not available.',
  },
  verification: {
    none: icu<N>('{name} has no verification badge you can see'),
    some: icu<N & { list: string }>('{name} is verified for: {list}'),
    badges: { identity: 'identity', job: 'job', income: 'income', property: 'property' },
  },
  photos: {
    some: icu<N & { count: number }>(
      '{name} has {count, plural, one {# photo} other {# photos}} on the profile',
    ),
    none: icu<N>('{name} has not added photos yet'),
  },
  video: {
    yes: icu<N>('{name} has a video introduction; you can watch it on the profile'),
    none: icu<N>('{name} has not added a video introduction yet'),
  },
  bloodGroup: {
    is: icu<G & { bloodgroup: string }>(`${her} blood group is {bloodgroup}`),
    unknown: icu<G>(`The profile does not tell ${her} blood group`),
  },
  managedBy: {
    is: icu<{ managedBy: string }>('The profile is managed by: {managedBy}'),
    unknown: 'The profile does not tell who manages it',
  },
  about: {
    summary: icu<{ name: string; parts: string }>('{name}: {parts}'),
    age: icu<{ age: string }>('{age} years old'),
    height: icu<{ height: string }>('{height} tall'),
    city: icu<G & { city: string }>(same('lives in {city}')),
    occupation: icu<G & { occupation: string }>(same('works as {occupation}')),
    education: icu<{ education: string }>('education: {education}'),
    words: icu<G & { aboutme: string }>(`In ${her} words: {aboutme}`),
    empty: icu<N>('{name} has not written much in the profile yet'),
  },
  /** What stands in free text for a phone number or e-mail address the asker may not see. */
  maskedContact: '[contact details hidden]',
  refusals: {
    PLAN_UPGRADE_REQUIRED:
      'The AI helper is part of the Belief and Trust plans. Buy a plan to ask it about profiles.',
    RATE_LIMITED: 'You have asked many questions in a short time. Please wait a few minutes and ask again.',
    PROFILE_NOT_FOUND: 'I cannot answer about this profile.',
    UNAVAILABLE: 'The AI helper stopped before finishing. Please ask again.',
  },
};
