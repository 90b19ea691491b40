import { notificationTexts } from '../notifications/notification-texts';
import type { NotificationDraft } from '../notifications/notifications.repository';
import { todayIso } from '../profiles/age';

interface Person {
  userId: string;
  profileId: string;
  profile: { name?: string | null };
}

const HOUR_MS = 3_600_000;

/**
 * What the demo's two members find in their bell (issue 22): the member has an interest from one
 * of his mutual fits waiting (the interest row is real, so Interests shows it too) and the
 * night's new matches; the paid bride has her new matches. The demo accounts speak English (the
 * default language), so their notifications are in English.
 */
export function demoNotifications(member: Person, suitor: Person, paid: Person, now: Date) {
  const day = todayIso(now);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const texts = notificationTexts('en');
  const row = (userId: string, draft: NotificationDraft, createdAt: Date) => ({
    userId,
    ...draft,
    groupKey: draft.groupKey ?? null,
    aboutProfileId: draft.aboutProfileId ?? null,
    createdAt,
  });
  return {
    interests: [{ fromProfileId: suitor.profileId, toProfileId: member.profileId, createdAt: at(2) }],
    notifications: [
      row(member.userId, texts.newMatches(6, day), at(5)),
      row(member.userId, texts.interestReceived(texts.nameOr(suitor.profile.name), suitor.profileId), at(2)),
      row(paid.userId, texts.newMatches(4, day), at(5)),
    ],
  };
}
