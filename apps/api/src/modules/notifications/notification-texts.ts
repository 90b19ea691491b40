import type { NotificationKind } from '@jodi/contract';
import { formatDate, formatTime, type Language, planName } from '@jodi/i18n';
import type { NotificationParams } from '../../db/schema';
import type { NotificationDraft, NotificationRow } from './notifications.repository';
import { type NotificationsText, notificationsText } from './texts';

/** The web path of a profile (`/profile/{base64 id}`) and of its conversation, as the web app writes them. */
const publicId = (profileId: string) => Buffer.from(profileId).toString('base64');
export const profileLink = (profileId: string) => `/profile/${publicId(profileId)}`;
/** The web page of a community event (decision 34). */
export const eventLink = (eventId: string) => `/events/${eventId}`;
export const chatLink = (profileId: string) => `/chat?pid=${encodeURIComponent(publicId(profileId))}`;

/** Where the member sees each reviewed document. */
const DOCUMENT_LINKS = {
  GovID: '/upload/doc',
  JobID: '/upload/job/doc',
  SalaryID: '/upload/income/doc',
  PropertyID: '/upload/income/doc',
} as const;
export type ReviewedDocument = keyof typeof DOCUMENT_LINKS;

/** A plan's end as members read it: 10 June 2026 · १० जून २०२६ (the day in India). */
const longDate = (language: Language, d: Date) => formatDate(language, d, 'Asia/Kolkata');

type Texts = NotificationsText['notification'];
interface Wording {
  title: string;
  body: string;
}

/**
 * The other member as the texts name them: their profile's first name as typed, or 'someone' when
 * it has none, which each language words its own way ("A member…", "एका सदस्याने…").
 */
function sender(params: NotificationParams): { name: string; sender: 'named' | 'someone' } {
  const name = params.name?.trim();
  return name ? { name, sender: 'named' } : { name: '', sender: 'someone' };
}

/** How each kind is worded from what it is about, in the reader's language. */
const WORDINGS: Record<
  NotificationKind,
  (t: Texts, params: NotificationParams, language: Language) => Wording
> = {
  interest_received: (t, p) => ({
    title: t.interestReceived.title,
    body: t.interestReceived.body(sender(p)),
  }),
  interest_accepted: (t, p) => ({
    title: t.interestAccepted.title,
    body: t.interestAccepted.body(sender(p)),
  }),
  chat_request_received: (t, p) => ({
    title: t.chatRequestReceived.title,
    body: t.chatRequestReceived.body(sender(p)),
  }),
  chat_request_accepted: (t, p) => ({
    title: t.chatRequestAccepted.title,
    body: t.chatRequestAccepted.body(sender(p)),
  }),
  message: (t, p) => ({
    title: t.message.title(sender(p)),
    body: t.message.body(sender(p)),
  }),
  new_matches: (t, p) => ({ title: t.newMatches.title, body: t.newMatches.body({ count: p.count ?? 0 }) }),
  document_reviewed: (t, p) => {
    const texts = p.approved ? t.documentVerified : t.documentRejected;
    return { title: texts.title, body: texts.body[p.document ?? 'GovID'] };
  },
  plan_expiring: (t, p, language) => ({
    title: t.planExpiring.title,
    body: t.planExpiring.body({
      plan: planName(language, p.plan ?? ''),
      date: longDate(language, new Date(p.at ?? 0)),
    }),
  }),
  plan_expired: (t, p, language) => ({
    title: t.planExpired.title,
    body: t.planExpired.body({
      plan: planName(language, p.plan ?? ''),
      date: longDate(language, new Date(p.at ?? 0)),
    }),
  }),
  event_reminder: (t, p, language) => ({
    title: t.eventReminder.title,
    body: t.eventReminder.body({
      title: p.title ?? '',
      date: longDate(language, new Date(p.at ?? 0)),
      time: formatTime(language, new Date(p.at ?? 0), 'Asia/Kolkata'),
    }),
  }),
  event_cancelled: (t, p, language) => ({
    title: t.eventCancelled.title,
    body: t.eventCancelled.body({ title: p.title ?? '', date: longDate(language, new Date(p.at ?? 0)) }),
  }),
};

/**
 * A notification's title and body in `language`: worded from its kind and what it is about, so a
 * member who changes language reads every notification, old ones too, in the new one (decision 30).
 * Rows written before `params` existed keep the words they were stored with.
 */
export function wordedIn<T extends Pick<NotificationRow, 'kind' | 'params' | 'title' | 'body'>>(
  language: Language,
  row: T,
): T {
  if (!row.params) return row;
  return { ...row, ...WORDINGS[row.kind](notificationsText(language).notification, row.params, language) };
}

/**
 * The notifications members are sent, by what they are about. Names are what members typed and
 * stay as they are; message text never appears here. The repository words a draft in the
 * recipient's language when it stores it; readers get it in theirs (`wordedIn`).
 */
export const notificationDrafts = {
  interestReceived: (name: string | null, profileId: string): NotificationDraft => ({
    kind: 'interest_received',
    params: { name },
    link: '/interests',
    aboutProfileId: profileId,
  }),
  interestAccepted: (name: string | null, profileId: string): NotificationDraft => ({
    kind: 'interest_accepted',
    params: { name },
    // The match leads to the conversation (earlier notifications keep the profile's link).
    link: chatLink(profileId),
    aboutProfileId: profileId,
  }),
  chatRequestReceived: (name: string | null, profileId: string): NotificationDraft => ({
    kind: 'chat_request_received',
    params: { name },
    link: '/chats',
    aboutProfileId: profileId,
  }),
  chatRequestAccepted: (name: string | null, profileId: string): NotificationDraft => ({
    kind: 'chat_request_accepted',
    params: { name },
    link: chatLink(profileId),
    aboutProfileId: profileId,
  }),
  /** One per conversation: a newer message updates it. */
  message: (name: string | null, profileId: string): NotificationDraft => ({
    kind: 'message',
    params: { name },
    link: chatLink(profileId),
    groupKey: `message:${profileId}`,
    aboutProfileId: profileId,
  }),
  /** One per day: a later batch that day updates it. */
  newMatches: (count: number, day: string): NotificationDraft => ({
    kind: 'new_matches',
    params: { count },
    link: '/matches',
    groupKey: `new_matches:${day}`,
  }),
  /** A profile placed in the member's list as it joined or changed: counted into the day's one entry. */
  newMatchPlaced: (day: string): NotificationDraft & { groupKey: string; addsToCount: true } => ({
    kind: 'new_matches',
    params: { count: 1 },
    link: '/matches',
    groupKey: `new_matches:${day}`,
    addsToCount: true,
  }),
  documentReviewed: (document: ReviewedDocument, approved: boolean): NotificationDraft => ({
    kind: 'document_reviewed',
    params: { document, approved },
    link: DOCUMENT_LINKS[document],
  }),
  planExpiring: (plan: string, endsAt: Date): NotificationDraft => ({
    kind: 'plan_expiring',
    params: { plan, at: endsAt.toISOString() },
    link: '/subscription',
    groupKey: `plan_expiring:${endsAt.toISOString().slice(0, 10)}`,
  }),
  planExpired: (plan: string, endedAt: Date): NotificationDraft => ({
    kind: 'plan_expired',
    params: { plan, at: endedAt.toISOString() },
    link: '/subscription',
    groupKey: `plan_expired:${endedAt.toISOString().slice(0, 10)}`,
  }),
  /** The day before an event the member registered for: one per event. */
  eventReminder: (event: { id: string; title: string; startsAt: Date }): NotificationDraft => ({
    kind: 'event_reminder',
    params: { title: event.title, at: event.startsAt.toISOString() },
    link: eventLink(event.id),
    groupKey: `event_reminder:${event.id}`,
  }),
  /** Staff cancelled an event the member registered for: one per event. */
  eventCancelled: (event: { id: string; title: string; startsAt: Date }): NotificationDraft => ({
    kind: 'event_cancelled',
    params: { title: event.title, at: event.startsAt.toISOString() },
    link: eventLink(event.id),
    groupKey: `event_cancelled:${event.id}`,
  }),
};
