import crypto from 'node:crypto';
import type { Relation } from '@jodi/contract';
import { formatDate } from '@jodi/i18n';
import { profileLabelsEn } from '@jodi/i18n/labels/en';
import { profileLabelsHi } from '@jodi/i18n/labels/hi';
import { profileLabelsMr } from '@jodi/i18n/labels/mr';
import type { MailMessage } from '../../adapters/mail';
import { deriveLinkKey } from '../../lib/signed-link';
import type { InviteMailFacts } from './family.repository';
import { familyTexts } from './texts';

/** The key that seals invitation tokens in job data (SEND_FAMILY_INVITE's, `family.jobs.ts`). */
export function inviteSealKey(jwtSecret: string): Uint8Array {
  return deriveLinkKey(jwtSecret, 'jodi:family-invite-token:v1');
}

export function sealToken(key: Uint8Array, token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function openToken(key: Uint8Array, sealed: string): string | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const RELATION_WORDS = { en: profileLabelsEn, mr: profileLabelsMr, hi: profileLabelsHi } as const;

/**
 * The accept page's address: the web app's /family/accept/<token>, naming the relation so the page
 * can offer the family's word for it ("Aai") as the name to sign with.
 */
export const acceptLink = (publicUrl: string, token: string, relation: string) =>
  `${publicUrl}/family/accept/${token}?relation=${encodeURIComponent(relation)}`;

export function inviteMail(facts: InviteMailFacts, publicUrl: string, token: string): MailMessage {
  const { language } = facts;
  const t = familyTexts(language).inviteMail;
  const name = facts.ownerName?.trim() || t.someone;
  const relation = RELATION_WORDS[language].relations[facts.relation as Relation] ?? facts.relation;
  const until = formatDate(language, facts.expiresAt, 'Asia/Kolkata');
  return {
    to: facts.email,
    subject: t.subject({ name }),
    text: `${t.invited({ name, relation })}\n\n${t.openLink}\n${acceptLink(publicUrl, token, facts.relation)}\n(${until})\n\n${t.notYou({ name })}`,
    headers: { 'Content-Language': language },
  };
}
