import { icu } from '@jodi/i18n';

/** Family management's screens (decision 33): /family, the invitation page, and "sent by" lines. */
export const family = {
  title: 'Family',
  metaDescription: 'Who helps you look for a match, and inviting a parent or relative to help.',
  intro:
    'Invite a parent, brother, sister or relative to help you look for a match. They sign in with their own account.',
  manage: 'Manage your family',
  canTitle: 'What they can do',
  can: 'See your matches, send interests and chat requests, and chat. Everything they send shows who sent it.',
  cannotTitle: 'What they cannot do',
  cannot:
    'Change your password or e-mail, delete your account, download your data, change your privacy, manage your family or pay.',
  managersTitle: 'Who manages your profile',
  noManagers: 'Nobody else manages your profile yet.',
  managerLine: icu<{ relation: string; date: string }>('{relation} · since {date}'),
  remove: 'Remove',
  removeNamed: icu<{ name: string }>('Remove {name}'),
  removeTitle: icu<{ name: string }>('Remove {name}?'),
  removeBody: icu<{ name: string }>(
    '{name} will at once stop seeing your matches and acting for you. You can invite them again later.',
  ),
  removed: icu<{ name: string }>('{name} no longer manages your profile'),
  removeFailed: 'Could not remove. Please try again.',
  invitesTitle: 'Invitations not yet accepted',
  inviteLine: icu<{ relation: string; date: string }>('{relation} · link works until {date}'),
  cancelInvite: 'Cancel invitation',
  cancelInviteNamed: icu<{ email: string }>('Cancel the invitation to {email}'),
  inviteCancelled: 'Invitation cancelled',
  inviteTitle: 'Invite a family member',
  email: 'Their e-mail',
  relation: 'They are your',
  relationPlaceholder: 'Choose a relation',
  relationRequired: 'Choose how they are related to you.',
  emailRequired: 'Enter their e-mail.',
  send: 'Send invitation',
  sent: icu<{ email: string }>('Invitation sent to {email}'),
  sendFailed: 'The invitation was not sent.',
  loadFailed: 'Your family could not be loaded.',
  acceptTitle: 'Help manage a profile',
  acceptIntro:
    'You were invited to help a family member look for a match. Sign in with your own account, or register free, and come back here.',
  signIn: 'Sign in',
  register: 'Register free',
  callYou: 'How does the family call you?',
  callYouHint: 'Shown with everything you send for them, for example “sent by Aai, mother”.',
  accept: 'Accept',
  accepted: icu<{ name: string }>('You now manage {name}’s profile'),
  invalidLink: 'This invitation link does not work any more. Ask for a new one.',
  /** Who sent an interest, a chat request or a message for a managed profile. */
  sentBy: icu<{ name: string; relation: string }>('sent by {name}, {relation}'),
  /** The same when the family calls them by the relation itself ("Mother"). */
  sentByRelation: icu<{ name: string }>('sent by {name}'),
};
