import { icu } from '@jodi/i18n';

/** Decision 32, profile boost: the card on the member's own profile page. */
export const boost = {
  title: 'Boost my profile',
  explain:
    'A boost shows your profile first, in one of the top three places of the profile list and of Matches, to every member whose search it fits, for 24 hours.',
  /** `until` is a day and time written for India ('12 Mar 2026, 6:30 pm'). */
  runningUntil: icu<{ until: string }>('Boosted until {until}'),
  seenBy: icu<{ count: number }>(
    '{count, plural, =0 {not seen by anyone yet} one {seen by # member} other {seen by # members}}',
  ),
  lastSeenBy: icu<{ count: number }>(
    '{count, plural, =0 {Your last boost was not seen by anyone} one {Your last boost was seen by # member} other {Your last boost was seen by # members}}',
  ),
  left: icu<{ count: number }>(
    '{count, plural, =0 {No boosts left this month} one {# boost left this month} other {# boosts left this month}}',
  ),
  button: 'Boost now',
  confirmTitle: 'Boost your profile?',
  confirmText:
    'For the next 24 hours your profile is shown first to members it suits, marked "Boosted". This uses one of this month’s boosts.',
  confirm: 'Boost',
  cancel: 'Not now',
  started: 'Your profile is boosted for 24 hours',
  upgrade:
    'Belief and Trust plans include profile boosts: your profile is shown first to the members it suits for 24 hours.',
  seePlans: 'See the plans',
  loadFailed: 'Your boost could not be loaded.',
};
