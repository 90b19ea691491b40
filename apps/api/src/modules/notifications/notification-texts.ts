import { formatDate, type Language } from '@jodi/i18n';
import type { NotificationDraft } from './notifications.repository';
import { notificationsText } from './texts';

/** The web path of a profile (`/profile/{base64 id}`) and of its conversation, as the web app writes them. */
const publicId = (profileId: string) => Buffer.from(profileId).toString('base64');
export const profileLink = (profileId: string) => `/profile/${publicId(profileId)}`;
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

function draftsIn(language: Language) {
  const t = notificationsText(language).notification;
  return {
    /** The name of the other member: their profile's first name, else "A member" in the language. */
    nameOr: (name: string | null | undefined) => name?.trim() || t.someone,
    interestReceived: (name: string, profileId: string): NotificationDraft => ({
      kind: 'interest_received',
      title: t.interestReceived.title,
      body: t.interestReceived.body({ name }),
      link: '/interests',
      aboutProfileId: profileId,
    }),
    interestAccepted: (name: string, profileId: string): NotificationDraft => ({
      kind: 'interest_accepted',
      title: t.interestAccepted.title,
      body: t.interestAccepted.body({ name }),
      // Issue 35: the match leads to the conversation (earlier notifications keep the profile's link).
      link: chatLink(profileId),
      aboutProfileId: profileId,
    }),
    chatRequestReceived: (name: string, profileId: string): NotificationDraft => ({
      kind: 'chat_request_received',
      title: t.chatRequestReceived.title,
      body: t.chatRequestReceived.body({ name }),
      link: '/chats',
      aboutProfileId: profileId,
    }),
    chatRequestAccepted: (name: string, profileId: string): NotificationDraft => ({
      kind: 'chat_request_accepted',
      title: t.chatRequestAccepted.title,
      body: t.chatRequestAccepted.body({ name }),
      link: chatLink(profileId),
      aboutProfileId: profileId,
    }),
    /** One per conversation: a newer message updates it. */
    message: (name: string, profileId: string): NotificationDraft => ({
      kind: 'message',
      title: t.message.title({ name }),
      body: t.message.body({ name }),
      link: chatLink(profileId),
      groupKey: `message:${profileId}`,
      aboutProfileId: profileId,
    }),
    /** One per day: a later batch that day updates it. */
    newMatches: (count: number, day: string): NotificationDraft => ({
      kind: 'new_matches',
      title: t.newMatches.title,
      body: t.newMatches.body({ count }),
      link: '/matches',
      groupKey: `new_matches:${day}`,
    }),
    documentReviewed: (document: ReviewedDocument, approved: boolean): NotificationDraft => {
      const texts = approved ? t.documentVerified : t.documentRejected;
      return {
        kind: 'document_reviewed',
        title: texts.title,
        body: texts.body[document],
        link: DOCUMENT_LINKS[document],
      };
    },
    planExpiring: (plan: string, endsAt: Date): NotificationDraft => ({
      kind: 'plan_expiring',
      title: t.planExpiring.title,
      body: t.planExpiring.body({ plan, date: longDate(language, endsAt) }),
      link: '/subscription',
      groupKey: `plan_expiring:${endsAt.toISOString().slice(0, 10)}`,
    }),
    planExpired: (plan: string, endedAt: Date): NotificationDraft => ({
      kind: 'plan_expired',
      title: t.planExpired.title,
      body: t.planExpired.body({ plan, date: longDate(language, endedAt) }),
      link: '/subscription',
      groupKey: `plan_expired:${endedAt.toISOString().slice(0, 10)}`,
    }),
  };
}

export type NotificationDrafts = ReturnType<typeof draftsIn>;
const drafts = new Map<Language, NotificationDrafts>();

/**
 * What each notification says, in the recipient's language (texts/: English is the source, Marathi
 * and Hindi follow it). Names are what members typed and stay as they are; message text never
 * appears here. The title and body are stored in that language when the notification is made.
 */
export function notificationTexts(language: Language): NotificationDrafts {
  let made = drafts.get(language);
  if (!made) {
    made = draftsIn(language);
    drafts.set(language, made);
  }
  return made;
}
