import type { Language } from '@jodi/i18n';
import type { MailMessage } from '../../adapters/mail';
import { authTexts } from './texts';

/** The mail with a password reset link (valid one hour), in the member's language. */
export function resetMail(to: string, publicUrl: string, token: string, language: Language): MailMessage {
  const link = `${publicUrl}/reset-password?token=${token}`;
  const t = authTexts(language).resetMail;
  return {
    to,
    subject: t.subject,
    text: `${t.asked}\n\n${t.openLink}\n${link}\n\n${t.notYou}`,
    headers: { 'Content-Language': language },
  };
}
