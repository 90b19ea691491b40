import type { Badges, Gender } from '@jodi/contract';
import { FIELD_LABELS, fieldText, type ProfileTextField } from '../profiles/profile-text';
import type { PresentedProfile } from '../profiles/profiles.schema';

/**
 * Everything the AI helper knows about one profile, for one asker. It is made only from the
 * profile as `presentProfile` showed it to that asker, so a field the asker may not see (contacts
 * on Hope, a visitor's hidden fields, documents, which are never in a profile) is not here and
 * cannot reach an answer or a model, whatever the question or the profile's own text says.
 */
export interface ProfileFacts {
  name: string | null;
  gender: Gender | null;
  /** Display text of each filled field the asker may see (free text with contact details masked). */
  fields: Partial<Record<ProfileTextField, string>>;
  /** The contacts, only when the asker may see them; else why not. */
  contacts: { name: string; relation: string; phone: string }[] | null;
  contactsHiddenReason: PresentedProfile['contact_hidden_reason'] | null;
  /** Gun Milan between the asker and the profile: points and reading, or why there are none. */
  gunMilan: { total: number; reading: string | null } | { total: null; message: string };
  /** The verification badges the asker's plan shows. */
  badges: Badges;
  photos: number;
  hasVideo: boolean;
}

/** Fields the helper talks about: the labelled ones, less the birth coordinates (ids and media apart). */
const COORDINATES = new Set<ProfileTextField>(['birth_lat', 'birth_lon', 'birth_tz']);
const FACT_FIELDS = (Object.keys(FIELD_LABELS) as ProfileTextField[]).filter((f) => !COORDINATES.has(f));
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

const PHONE_LIKE = /\+?\d[\d\s().-]{7,}\d/g;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
export const MASKED_CONTACT = '[contact details hidden]';

/**
 * Masks phone numbers and e-mail addresses written into free text: contacts are shown only to
 * those whose plan allows and only for verified profiles, so the helper never repeats one typed
 * into "about me" either, unless the asker may see the contacts anyway.
 */
export function maskContactDetails(text: string): string {
  return text.replace(EMAIL_LIKE, MASKED_CONTACT).replace(PHONE_LIKE, MASKED_CONTACT);
}

export function factsFromProfile(profile: PresentedProfile): ProfileFacts {
  const contactsVisible = profile.contact !== undefined;
  const fields: ProfileFacts['fields'] = {};
  for (const field of FACT_FIELDS) {
    const text = fieldText(profile, field);
    if (text === null) continue;
    fields[field] = contactsVisible || !FREE_TEXT_FIELDS.has(field) ? text : maskContactDetails(text);
  }
  return {
    name: profile.name,
    gender: profile.gender,
    fields,
    contacts: profile.contact
      ? profile.contact.map(({ name, relation, phone }) => ({ name, relation, phone }))
      : null,
    contactsHiddenReason: profile.contact_hidden_reason ?? null,
    gunMilan: profile.points
      ? { total: profile.points.total, reading: profile.points_reading }
      : { total: null, message: profile.points_message ?? 'Gun Milan score not available.' },
    badges: profile.badges,
    photos: profile.pics.length,
    hasVideo: profile.video_intro !== null,
  };
}

/** The facts as labelled lines: what a language model is given as the profile. */
export function factsAsText(facts: ProfileFacts): string {
  const lines: string[] = [];
  for (const [field, text] of Object.entries(facts.fields) as [ProfileTextField, string][]) {
    lines.push(`${FIELD_LABELS[field] ?? field}: ${text}`);
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
  if (facts.contacts) {
    for (const c of facts.contacts) lines.push(`Contact: ${c.name} (${c.relation}) ${c.phone}`);
  } else {
    lines.push(`Contacts: not shown to the asker (${facts.contactsHiddenReason ?? 'not allowed'})`);
  }
  return lines.join('\n');
}
