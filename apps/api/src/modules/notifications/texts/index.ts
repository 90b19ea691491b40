import { localized } from '../../../i18n/localized';
import { notificationTextsEn } from './en';
import { notificationTextsHi } from './hi';
import { notificationTextsMr } from './mr';

/** The notifications module's texts in a member's language: `notificationsText('mr').digest.heading`. */
export const notificationsText = localized({
  en: notificationTextsEn,
  mr: notificationTextsMr,
  hi: notificationTextsHi,
});
export type NotificationsText = ReturnType<typeof notificationsText>;
