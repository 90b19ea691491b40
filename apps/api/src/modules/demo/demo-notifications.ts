import type { Language } from '@jodi/i18n';
import { notificationDrafts as drafts, wordedIn } from '../notifications/notification-texts';
import type { NotificationDraft } from '../notifications/notifications.repository';
import { todayIso } from '../profiles/age';

interface Person {
  userId: string;
  profileId: string;
  /** The account's language: its notifications are written in it, as MemberNotifier writes them. */
  language: Language;
  profile: { name?: string | null };
}

export interface DemoBells {
  /** The sign-in member (English) and the bride of his mutual fits who sent him an interest. */
  member: Person;
  suitor: Person;
  /** The bride on the Belief plan. */
  paid: Person;
  /** The Marathi family (their language is Marathi) and the groom who sent their daughter an interest. */
  marathi?: { member: Person; suitor: Person };
}

const HOUR_MS = 3_600_000;

/**
 * What the demo's members find in their bell (decision 20): the member has an interest from one of
 * his mutual fits waiting (the interest row is real, so Interests shows it too) and the night's
 * new matches; the paid bride has her new matches; the Marathi family has an interest from the
 * groom who fits their daughter best and their new matches. Each is written by the notifications'
 * own drafts in the recipient's language, as a real notification is: the member's and the bride's
 * in English, the Marathi family's in Marathi.
 */
export function demoNotifications({ member, suitor, paid, marathi }: DemoBells, now: Date) {
  const day = todayIso(now);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const row = (to: Person, draft: NotificationDraft, createdAt: Date) => ({
    userId: to.userId,
    ...wordedIn(to.language, { ...draft, title: '', body: '' }),
    groupKey: draft.groupKey ?? null,
    aboutProfileId: draft.aboutProfileId ?? null,
    createdAt,
  });
  const interestFrom = (from: Person) => drafts.interestReceived(from.profile.name ?? null, from.profileId);
  return {
    interests: [
      { fromProfileId: suitor.profileId, toProfileId: member.profileId, createdAt: at(2) },
      ...(marathi
        ? [
            {
              fromProfileId: marathi.suitor.profileId,
              toProfileId: marathi.member.profileId,
              createdAt: at(1),
            },
          ]
        : []),
    ],
    notifications: [
      row(member, drafts.newMatches(6, day), at(5)),
      row(member, interestFrom(suitor), at(2)),
      row(paid, drafts.newMatches(4, day), at(5)),
      ...(marathi
        ? [
            row(marathi.member, drafts.newMatches(4, day), at(6)),
            row(marathi.member, interestFrom(marathi.suitor), at(1)),
          ]
        : []),
    ],
  };
}
