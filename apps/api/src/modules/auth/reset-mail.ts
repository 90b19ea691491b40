import type { MailMessage } from '../../adapters/mail';

/** The mail with a password reset link (valid one hour). */
export function resetMail(to: string, publicUrl: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?token=${token}`;
  return {
    to,
    subject: 'Reset your Jodi password',
    text:
      `Someone asked to reset the password of your Jodi account.\n\n` +
      `Open this link within one hour to choose a new password:\n${link}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.`,
  };
}
