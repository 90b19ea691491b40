/** What the auth module writes to a member, in English: the source the translations follow. */
export const authTextsEn = {
  /** The mail with a password reset link (the link stands on its own line after `openLink`). */
  resetMail: {
    subject: 'Reset your Jodi password',
    asked: 'Someone asked to reset the password of your Jodi account.',
    openLink: 'Open this link within one hour to choose a new password:',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
  },
};
