// The staff desk's fixed values, without zod: the web app imports these (see values.ts).

/** Spec 4, in the spec's order. */
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

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  not_called: 'Not called',
  not_signedup: 'Not signed up',
  call_failed: 'Call failed',
  call_completed: 'Call completed',
  call_successful: 'Call successful',
  interested_in_service: 'Interested in service',
  interested_in_profile: 'Interested in a profile',
  not_interested: 'Not interested',
  already_registered: 'Already registered',
  already_married: 'Already married',
  match_already_fixed: 'Match already fixed',
  call_back_later: 'Call back later',
  follow_up_required: 'Follow-up required',
  shared_contact: 'Shared contact',
  meeting_planned: 'Meeting planned',
  do_not_disturb: 'Do not disturb',
  invalid_number: 'Invalid number',
  language_barrier: 'Language barrier',
  forwarded_to_family: 'Forwarded to family',
  info_sent_on_whatsapp: 'Info sent on WhatsApp',
  needs_profile_update: 'Needs profile update',
};

/** Largest call recording accepted (decision 9). */
export const CALL_AUDIO_MAX_BYTES = 20 * 1024 * 1024;
/** Rows per page of GET /api/v1/calllogs. */
export const CALL_LOGS_PAGE_SIZE = 20;

/** Rows per page of GET /api/v1/admin/profiles and GET /api/v1/admin/reports. */
export const GROUP_PROFILES_PAGE_SIZE = 50;
export const STAFF_REPORTS_PAGE_SIZE = 20;

/** A user group name (GET /api/v1/migrate?usergroup=, GET /api/v1/admin/profiles?usergroup=). */
export const USERGROUP_PATTERN = /^[a-z0-9_-]{1,40}$/;

/** Longest staff note in a trail (POST /api/v1/trail). */
export const TRAIL_NOTE_MAX = 2000;
/** The trail of a profile answers at most this many entries, newest first. */
export const TRAIL_MAX_ENTRIES = 200;
