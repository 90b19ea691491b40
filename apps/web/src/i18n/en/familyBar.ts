import { icu } from '@jodi/i18n';

/**
 * Family management in the shell (decision 33): the top bar's profile switcher, the band shown while a
 * relative acts for a profile they manage, and what account-only screens say meanwhile. Part of
 * start.ts: the top bar is on the first screen.
 */
export const familyBar = {
  /** The switcher's button: whose profile this device acts for, and that a tap changes it. */
  switcherLabel: icu<{ name: string }>('Acting for {name}. Change profile'),
  menuTitle: 'Whose profile?',
  /** The account's own profile in the switcher's list. */
  ownProfile: icu<{ name: string }>('{name} (my profile)'),
  /** A name not filled in yet. */
  unnamed: 'Profile without a name',
  band: icu<{ name: string }>('You are managing {name}’s profile'),
  backToOwn: 'Back to my profile',
  switched: icu<{ name: string }>('Now acting for {name}'),
  /** A relative whose access the owner removed, while acting for that profile. */
  accessEnded: 'You no longer manage that profile. You are back on your own.',
  ownerOnlyTitle: 'Only the profile’s owner can do this',
  ownerOnlyBody: icu<{ name: string }>(
    'Password, e-mail, deleting the account, data download, privacy, family and payments belong to {name}. Go back to your own profile to see yours.',
  ),
  ownerOnlyBodyNoOwnProfile: icu<{ name: string }>(
    'Privacy, family management and payments stay with {name}, from their own account.',
  ),
};
