import { type Badges, type Gender, GUN_MILAN_MAX } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { BIRTHNAME_MISSING, GUN_MILAN_UNAVAILABLE } from '../astro/gun-milan';
import { manglikVerdictLabel } from '../astro/manglik-text';
import { gunMilanTexts } from '../astro/texts';
import {
  fieldLabel,
  fieldText,
  LABELLED_FIELDS,
  type ProfileTextField,
  relationText,
} from '../profiles/profile-text';
import type { PresentedProfile } from '../profiles/profiles.schema';
import { assistantTexts } from './texts';

/**
 * Everything the AI helper knows about one profile, for one asker. It is made only from the
 * profile as `presentProfile` showed it to that asker, so a field the asker may not see (contacts
 * on Hope, a visitor's hidden fields, documents, which are never in a profile) is not here and
 * cannot reach an answer or a model, whatever the question or the profile's own text says.
 */
export interface ProfileFacts {
  /** The language the facts are written in, and the answer is to be: the asker's (topics.ts). */
  language: Language;
  name: string | null;
  gender: Gender | null;
  /** Display text of each filled field the asker may see (free text with contact details masked). */
  fields: Partial<Record<ProfileTextField, string>>;
  /** The stored values an answer turns on (habits 'no' / 'occasionally' / 'yes', income band, count). */
  choices: {
    drinking_habits: string | null;
    smoking_habits: string | null;
    annual_income: string | null;
    number_of_siblings: number | null;
  };
  /** The contacts, only when the asker may see them; else why not. */
  contacts: { name: string; relation: string; phone: string }[] | null;
  contactsHiddenReason: PresentedProfile['contact_hidden_reason'] | null;
  /** Gun Milan between the asker and the profile: points and reading, or why there are none. */
  gunMilan: { total: number; reading: string | null } | { total: null; message: string };
  /** Manglik from the birth chart: the verdict and its explanation in words; null without a chart. */
  manglik: { verdict: string; explanation: string } | null;
  /** Whether the asker's and the profile's Manglik status match, in words; null when not known. */
  manglikMatch: string | null;
  /** The verification badges the asker's plan shows. */
  badges: Badges;
  photos: number;
  hasVideo: boolean;
}

/** Fields the helper talks about: the labelled ones, less the birth coordinates (ids and media apart). */
const COORDINATES = new Set<ProfileTextField>(['birth_lat', 'birth_lon', 'birth_tz']);
const FACT_FIELDS = LABELLED_FIELDS.filter((f) => !COORDINATES.has(f));
const FREE_TEXT_FIELDS = new Set<ProfileTextField>([
  'aboutme',
  'expectation',
  'hobbies_and_interests',
  'career_goals',
  'siblings_details',
  'property_details',
  'work',
  'occupation',
  'degree',
  'father_occupation',
  'mother_occupation',
  'current_city',
  'birth_place',
]);

/** Phone numbers in Latin or Devanagari digits. */
const PHONE_LIKE = /\+?[\d०-९][\d०-९\s().-]{7,}[\d०-९]/g;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** What stands for a hidden contact in English (each language has its own: texts `maskedContact`). */
export const MASKED_CONTACT = assistantTexts('en').maskedContact;

/**
 * Masks phone numbers and e-mail addresses written into free text: contacts are shown only to
 * those whose plan allows and only for verified profiles, so the helper never repeats one typed
 * into "about me" either, unless the asker may see the contacts anyway.
 */
export function maskContactDetails(text: string, language: Language = 'en'): string {
  const masked = assistantTexts(language).maskedContact;
  return text.replace(EMAIL_LIKE, masked).replace(PHONE_LIKE, masked);
}

/**
 * The Gun Milan facts in the language. The profile is presented in the answer's language (its
 * messages in that language, or English); English keeps the view's reading (with the Bhakoot
 * counts); Marathi and Hindi say the grade and the doshas from the points.
 */
function gunMilanOf(profile: PresentedProfile, language: Language): ProfileFacts['gunMilan'] {
  const t = assistantTexts(language).gunMilan;
  const points = profile.points;
  if (!points) {
    const message = profile.points_message;
    const shown = gunMilanTexts(language);
    if (message === BIRTHNAME_MISSING || message === shown.birthnameMissing) {
      return { total: null, message: t.noBirthName };
    }
    if (message === GUN_MILAN_UNAVAILABLE || message === shown.unavailable) {
      return { total: null, message: t.unavailable };
    }
    return { total: null, message: message ?? t.notAvailable };
  }
  if (language === 'en') return { total: points.total, reading: profile.points_reading };
  const grade = points.total >= 28 ? 'excellent' : points.total >= 18 ? 'good' : 'low';
  const reading = [
    t.grade({ grade, total: points.total, max: GUN_MILAN_MAX }),
    points.nadi === 0 ? t.nadiDosh : null,
    points.bhakoot === 0 ? t.bhakootDosh : null,
  ].filter((x): x is string => x !== null);
  return { total: points.total, reading: reading.join(language === 'hi' ? '। ' : '. ') };
}

/** What `profile` (as presented to the asker) tells, written in `language`. */
export function factsFromProfile(profile: PresentedProfile, language: Language): ProfileFacts {
  const contactsVisible = profile.contact !== undefined;
  const fields: ProfileFacts['fields'] = {};
  for (const field of FACT_FIELDS) {
    const text = fieldText(profile, field, language);
    if (text === null) continue;
    fields[field] =
      contactsVisible || !FREE_TEXT_FIELDS.has(field) ? text : maskContactDetails(text, language);
  }
  return {
    language,
    name: profile.name,
    gender: profile.gender,
    fields,
    choices: {
      drinking_habits: profile.drinking_habits ?? null,
      smoking_habits: profile.smoking_habits ?? null,
      annual_income: profile.annual_income ?? null,
      number_of_siblings: profile.number_of_siblings ?? null,
    },
    contacts: profile.contact
      ? profile.contact.map(({ name, relation, phone }) => ({
          name,
          relation: relationText(language, relation),
          phone,
        }))
      : null,
    contactsHiddenReason: profile.contact_hidden_reason ?? null,
    gunMilan: gunMilanOf(profile, language),
    manglik: profile.manglik
      ? {
          verdict: manglikVerdictLabel(profile.manglik.verdict, language),
          explanation: profile.manglik.explanation,
        }
      : null,
    manglikMatch: profile.manglik_match?.text ?? null,
    badges: profile.badges,
    photos: profile.pics.length,
    hasVideo: profile.video_intro !== null,
  };
}

/** Why contacts are hidden, in words a model repeats truthfully (decision 10: not "the plan" when it is acceptance). */
const HIDDEN_CONTACTS_BECAUSE: Record<NonNullable<ProfileFacts['contactsHiddenReason']>, string> = {
  plan: "the asker's plan does not include contact details (Belief and Trust do)",
  unverified: "the profile's identity is not verified yet",
  visitor: 'the asker is not signed in',
  not_accepted:
    "the member shows contact details only after accepting the asker's interest or chat request, and has not accepted yet",
};

/** The facts as labelled lines: what a language model is given as the profile. */
export function factsAsText(facts: ProfileFacts): string {
  const lines: string[] = [];
  for (const [field, text] of Object.entries(facts.fields) as [ProfileTextField, string][]) {
    lines.push(`${fieldLabel(facts.language, field)}: ${text}`);
  }
  lines.push(`Photos: ${facts.photos}`);
  lines.push(`Video introduction: ${facts.hasVideo ? 'yes' : 'no'}`);
  const badges = (Object.entries(facts.badges) as [keyof Badges, boolean][]).filter(([, on]) => on);
  lines.push(`Verified (badges shown to the asker): ${badges.map(([name]) => name).join(', ') || 'none'}`);
  if (facts.gunMilan.total !== null) {
    lines.push(
      `Gun Milan score with the asker: ${facts.gunMilan.total} of 36. ${facts.gunMilan.reading ?? ''}`,
    );
  } else {
    lines.push(`Gun Milan score with the asker: not available (${facts.gunMilan.message})`);
  }
  if (facts.manglik) {
    lines.push(`Manglik, from the birth chart: ${facts.manglik.verdict}. ${facts.manglik.explanation}`);
  }
  if (facts.manglikMatch) lines.push(`Manglik status with the asker: ${facts.manglikMatch}`);
  if (facts.contacts) {
    for (const c of facts.contacts) lines.push(`Contact: ${c.name} (${c.relation}) ${c.phone}`);
  } else {
    const because = facts.contactsHiddenReason
      ? HIDDEN_CONTACTS_BECAUSE[facts.contactsHiddenReason]
      : 'not allowed';
    lines.push(`Contacts: not shown to the asker (${because})`);
  }
  return lines.join('\n');
}
