import { MIN_MARRIAGE_AGE, PLANS } from '@jodi/contract';

/** When the built-in terms were last changed (shown as their date until staff write their own). */
export const DEFAULT_TERMS_DATE = '2026-11-21T00:00:00.000Z';

/**
 * The terms shown until staff write their own (PUT /api/v1/admin/legal): a plain-language text
 * for a community matrimony service. Staff should have it reviewed for their own situation.
 */
export function defaultTermsMarkdown(contactEmail: string): string {
  const paid = Object.values(PLANS)
    .filter((p) => p.monthly > 0)
    .map((p) => p.name)
    .join(' and ');
  return `These terms apply to everyone who uses Jodi: members, the parents, relatives and friends who
manage a profile for someone, and visitors. By creating an account you accept them.

## 1. Who may use Jodi

- Jodi is a service for finding a life partner for marriage. It is not a dating or social site.
- A profile may be created only for a person who is of legal marriage age: at least
  ${MIN_MARRIAGE_AGE.male} years for a groom and ${MIN_MARRIAGE_AGE.female} years for a bride.
- A person must be legally free to marry: unmarried, divorced or widowed, as the profile says.
- Parents, relatives and friends may manage a profile only with the consent of the person it
  describes, and must say so on the profile.

## 2. One true profile per person

- Each person may have one profile. Duplicate profiles may be removed without notice.
- Everything on a profile (name, age, education, work, income, family, photos) must be true and
  current, and the photos must be of the person themselves.
- Do not put phone numbers, e-mail addresses or links in free-text fields; use the contacts
  section, which Jodi shows only where the plan and verification allow.

## 3. Verification

- Members may upload identity, job and income documents. Jodi staff check them and mark the
  profile as verified; a badge means the document was seen, not that Jodi guarantees the person.
- Documents are kept privately: only the member and Jodi staff can open them, and they are never
  shown to other members.
- Always make your own enquiries before any commitment. Meet in public places, tell your family,
  and never send money to someone you met on Jodi.

## 4. Privacy

- Contact details and documents are shown only as the plans and verification rules allow.
- Members may not copy, share or publish another member's details, photos or conversations.
- Jodi does not sell personal data. Visits to profiles are counted without storing visitors'
  network addresses.

## 5. Paid plans and refunds

- Hope is free. The ${paid} plans are paid in Indian rupees, monthly or yearly, through our card
  payment provider, and start as soon as the payment is confirmed.
- A plan is for the account that bought it and cannot be transferred.
- Payments are not refunded once a plan has started, except where the law requires it or the
  plan could not be used because of a fault on our side. Write to ${contactEmail} within 7 days.

## 6. Conduct

- Be respectful. Harassment, abusive language, threats, requests for money, commercial
  messages and fake profiles are not allowed.
- Use the block and report buttons when someone behaves badly. Jodi staff review reports and may
  suspend or remove accounts, without refund for paid plans in serious cases.
- Dowry demands are illegal and are not tolerated on Jodi.

## 7. Deleting your account

- You can delete your account at any time from the menu (Delete my account), or by writing to
  ${contactEmail} with the subject 'Account Deletion Request'.
- Deleting an account removes the profile, photos, video, contacts, documents and messages.
  Payment records are kept without personal details, as accounting law requires.

## 8. Changes and contact

- Jodi may change these terms; the date above shows the latest version. Continuing to use Jodi
  after a change means accepting it.
- Questions about these terms: ${contactEmail}.
`;
}
