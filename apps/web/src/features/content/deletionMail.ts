import { t } from '../../i18n';

/** Spec 2: a mail to the support address with the subject 'Account Deletion Request' (URL-encoded). */
export function accountDeletionMailto(supportEmail: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(t.deleteAccount.mailSubject)}`;
}
