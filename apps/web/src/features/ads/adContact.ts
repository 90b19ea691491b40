import { isWebUrl } from '../../lib/urls';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

/** A link for an advertiser's contact: mailto for an e-mail, tel for a phone, a web address as is; else none. */
export function contactHref(contact: string): string | null {
  const value = contact.trim();
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (PHONE.test(value)) return `tel:${value.replace(/[^+\d]/g, '')}`;
  return isWebUrl(value) ? value : null;
}
