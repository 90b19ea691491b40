export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MANAGED_BY = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export type ManagedBy = (typeof MANAGED_BY)[number];

/** Call status values of spec 4, in the spec's order. */
export const CALL_STATUSES = [
  'not_called',
  'not_signedup',
  'call_failed',
  'call_completed',
  'call_successful',
  'interested_in_service',
  'interested_in_profile',
  'not_interested',
  'already_registered',
  'already_married',
  'match_already_fixed',
  'call_back_later',
  'follow_up_required',
  'shared_contact',
  'meeting_planned',
  'do_not_disturb',
  'invalid_number',
  'language_barrier',
  'forwarded_to_family',
  'info_sent_on_whatsapp',
  'needs_profile_update',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** 'call_back_later' -> 'Call back later' */
export function readableLabel(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
