import { icu } from '@jodi/i18n';

type Owner = { name: string };

/** What the family module writes, in English: the source the translations follow. */
export const familyTextsEn = {
  /** The invitation mail: the link stands on its own line after `openLink`. */
  inviteMail: {
    subject: icu<Owner>('{name} asks you to help on Jodi'),
    invited: icu<Owner & { relation: string }>(
      '{name} has added you to their Jodi profile as family ({relation}). With your own Jodi account you can look at their matches, send interests and chat for them, and the other family always sees that you sent it.',
    ),
    openLink:
      'Open this link within 7 days to accept. Sign in with your own account, or create one with this e-mail address:',
    notYou: icu<Owner>('If you do not know {name}, you can ignore this mail: nothing changes.'),
    /** When the profile has no name yet. */
    someone: 'A Jodi member',
  },
  /**
   * What a family calls a relative of each relation, the name an accepted relative gets when they
   * give none (they can choose their own, e.g. "Aai").
   */
  callNames: {
    Mother: 'Mother',
    Father: 'Father',
    Brother: 'Brother',
    Sister: 'Sister',
    Uncle: 'Uncle',
    Aunt: 'Aunt',
    Grandfather: 'Grandfather',
    Grandmother: 'Grandmother',
    Cousin: 'Cousin',
    Self: 'Self',
    Friend: 'Friend',
  },
};
