import type { NotificationDraft } from './notifications.repository';

/** The web path of a profile (`/profile/{base64 id}`) and of its conversation, as the web app writes them. */
const publicId = (profileId: string) => Buffer.from(profileId).toString('base64');
export const profileLink = (profileId: string) => `/profile/${publicId(profileId)}`;
export const chatLink = (profileId: string) => `/chat?pid=${encodeURIComponent(publicId(profileId))}`;

const DOCUMENTS = {
  GovID: { name: 'identity document', link: '/upload/doc' },
  JobID: { name: 'job document', link: '/upload/job/doc' },
  SalaryID: { name: 'income document', link: '/upload/income/doc' },
  PropertyID: { name: 'property document', link: '/upload/income/doc' },
} as const;
export type ReviewedDocument = keyof typeof DOCUMENTS;

const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(d);

/**
 * What each notification says (English; issue 23 gives the catalogue its languages). A name is the
 * other member's first name as their profile shows it; message text never appears here.
 */
export const notificationTexts = {
  interestReceived: (name: string, profileId: string): NotificationDraft => ({
    kind: 'interest_received',
    title: 'New interest',
    body: `${name} has sent you an interest.`,
    link: '/interests',
    aboutProfileId: profileId,
  }),
  interestAccepted: (name: string, profileId: string): NotificationDraft => ({
    kind: 'interest_accepted',
    title: 'It’s a match!',
    body: `${name} accepted your interest. You can now chat.`,
    link: profileLink(profileId),
    aboutProfileId: profileId,
  }),
  chatRequestReceived: (name: string, profileId: string): NotificationDraft => ({
    kind: 'chat_request_received',
    title: 'New chat request',
    body: `${name} would like to chat with you.`,
    link: '/chats',
    aboutProfileId: profileId,
  }),
  chatRequestAccepted: (name: string, profileId: string): NotificationDraft => ({
    kind: 'chat_request_accepted',
    title: 'Chat request accepted',
    body: `${name} accepted your chat request. Say hello!`,
    link: chatLink(profileId),
    aboutProfileId: profileId,
  }),
  /** One per conversation: a newer message updates it. */
  message: (name: string, profileId: string): NotificationDraft => ({
    kind: 'message',
    title: `Message from ${name}`,
    body: `${name} sent you a message.`,
    link: chatLink(profileId),
    groupKey: `message:${profileId}`,
    aboutProfileId: profileId,
  }),
  /** One per day: a later batch that day updates it. */
  newMatches: (count: number, day: string): NotificationDraft => ({
    kind: 'new_matches',
    title: 'New matches for you',
    body:
      count === 1
        ? 'One new profile matches your preferences.'
        : `${count} new profiles match your preferences.`,
    link: '/matches',
    groupKey: `new_matches:${day}`,
  }),
  documentReviewed: (document: ReviewedDocument, approved: boolean): NotificationDraft => ({
    kind: 'document_reviewed',
    title: approved ? 'Document verified' : 'Document not accepted',
    body: approved
      ? `Your ${DOCUMENTS[document].name} is verified. Your profile now shows the badge.`
      : `Your ${DOCUMENTS[document].name} could not be verified. Please upload a clearer copy.`,
    link: DOCUMENTS[document].link,
  }),
  planExpiring: (plan: string, endsAt: Date): NotificationDraft => ({
    kind: 'plan_expiring',
    title: 'Your plan ends soon',
    body: `Your ${plan} plan ends on ${longDate(endsAt)}. Renew it to keep contacts and chats open.`,
    link: '/subscription',
    groupKey: `plan_expiring:${endsAt.toISOString().slice(0, 10)}`,
  }),
  planExpired: (plan: string, endedAt: Date): NotificationDraft => ({
    kind: 'plan_expired',
    title: 'Your plan has ended',
    body: `Your ${plan} plan ended on ${longDate(endedAt)}. Choose a plan to open contacts and chats again.`,
    link: '/subscription',
    groupKey: `plan_expired:${endedAt.toISOString().slice(0, 10)}`,
  }),
};
