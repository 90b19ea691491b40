import { z } from 'zod';
import { GENDERS } from './enums';
import { CALL_STATUSES, type CallStatus } from './staff-values';

/**
 * The staff desk (spec 2 "Call-log screen", 3 "Call log", 4 "Call status values", 7 "Trails and
 * call logs"): the wire shapes shared by the API and the /calllogs screen.
 */

/** One WhatsApp invite sent for a call log (spec 3 `wamsgs`). */
export const waMessageSchema = z.object({
  id: z.string(),
  /** `sent` by the WhatsApp Cloud API, `queued` in the offline outbox, `failed` when refused. */
  status: z.enum(['sent', 'queued', 'failed']),
  inserted_at: z.string(),
});
export type WaMessage = z.infer<typeof waMessageSchema>;

/** Spec 3 `extra_data`: names resolved for the table, kept with the log. */
export const callLogExtraSchema = z.object({
  Gender: z.enum(GENDERS).nullable().optional(),
  Phone: z.string().nullable().optional(),
  pid_name: z.string().nullable().optional(),
  assigned_to_id_name: z.string().nullable().optional(),
});
export type CallLogExtra = z.infer<typeof callLogExtraSchema>;

/** A call log as the API answers it. `file_url` is a short-lived signed link to the private audio. */
export const callLogSchema = z.object({
  id: z.string(),
  customer_name: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(CALL_STATUSES),
  file_url: z.string().nullable(),
  remark: z.string().nullable(),
  pid: z.string().nullable(),
  assigned_to_id: z.string().nullable(),
  app_name: z.string(),
  followup: z.boolean(),
  payment_done: z.boolean(),
  extra_data: callLogExtraSchema,
  wamsgs: z.array(waMessageSchema),
  inserted_at: z.string(),
  updated_at: z.string(),
});
export type CallLog = z.infer<typeof callLogSchema>;

/** GET /api/v1/calllogs: one page, newest first, with the filters applied. */
export const callLogPageSchema = z.object({
  data: z.array(callLogSchema),
  meta: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
});
export type CallLogPage = z.infer<typeof callLogPageSchema>;

/** Filters of the /calllogs table (query parameters of GET /api/v1/calllogs and its CSV export). */
export interface CallLogFilters {
  app_name?: string;
  page?: number;
  status?: CallStatus;
  assigned_to_id?: string;
  followup?: boolean;
  payment_done?: boolean;
}

/** A staff account, for the assignee dropdown (GET /api/v1/admins). */
export const adminSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
export type Admin = z.infer<typeof adminSchema>;

/** A profile in a user group (GET /api/v1/admin/profiles?usergroup=), for the profile dropdown. */
export const groupProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  usergroup: z.string(),
  status: z.enum(['active', 'suspended']),
});
export type GroupProfile = z.infer<typeof groupProfileSchema>;

/** What a trail entry records: staff notes and the profile's events. */
export const TRAIL_KINDS = [
  'note',
  'signed_up',
  'profile_completed',
  'plan_bought',
  'documents_approved',
  'call',
  'whatsapp_invite',
  'suspended',
  'report_dismissed',
  'moved_to_group',
] as const;
export type TrailKind = (typeof TRAIL_KINDS)[number];

export const trailSchema = z.object({
  id: z.string(),
  pid: z.string(),
  kind: z.enum(TRAIL_KINDS),
  text: z.string(),
  /** The staff member who wrote it or acted; null for the member's own events. */
  by: z.object({ id: z.string(), email: z.string() }).nullable(),
  inserted_at: z.string(),
});
export type Trail = z.infer<typeof trailSchema>;

/** A member's report as staff see it in moderation. */
export const staffReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  reporter: z.object({ id: z.string(), name: z.string().nullable() }),
  reported: z.object({
    id: z.string(),
    name: z.string().nullable(),
    lastName: z.string().nullable(),
    status: z.enum(['active', 'suspended']),
    /** Held for staff review after reports from several members: unlisted until staff decide. */
    held: z.boolean(),
  }),
  created_at: z.string(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

/** One community the staff desk can file call logs under (GET /api/v1/apps); the first is the default. */
export const appSchema = z.object({ id: z.string(), name: z.string() });
export type App = z.infer<typeof appSchema>;

/** Paging of the staff desk's other page-based lists, shaped like the call logs' meta. */
export const staffPageMetaSchema = z.object({ page: z.number(), page_size: z.number(), total: z.number() });
export type StaffPageMeta = z.infer<typeof staffPageMetaSchema>;

export const groupProfilePageSchema = z.object({
  data: z.array(groupProfileSchema),
  meta: staffPageMetaSchema,
});
export type GroupProfilePage = z.infer<typeof groupProfilePageSchema>;

export const staffReportPageSchema = z.object({
  data: z.array(staffReportSchema),
  meta: staffPageMetaSchema,
});
export type StaffReportPage = z.infer<typeof staffReportPageSchema>;

/**
 * GET /api/v1/admin/desk: what waits for staff today, each a link to its list. Follow-ups are the
 * call logs marked for a follow-up in the default community (`mine`: assigned to the caller).
 */
export const staffDeskSchema = z.object({
  follow_ups: z.number().int(),
  my_follow_ups: z.number().int(),
  documents_waiting: z.number().int(),
  reports_open: z.number().int(),
});
export type StaffDesk = z.infer<typeof staffDeskSchema>;
