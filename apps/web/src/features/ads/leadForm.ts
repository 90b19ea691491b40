import type { LeadInput } from '@jodi/contract';
import { t } from '../../i18n';
import type { FormErrors } from '../../lib/useFormDraft';

export type LeadField = 'name' | 'business' | 'email' | 'phone' | 'message';
export type LeadDraft = Record<LeadField, string>;

export const EMPTY_LEAD: LeadDraft = { name: '', business: '', email: '', phone: '', message: '' };

/** What the form can tell before sending: the required fields. The server checks the formats. */
export function validateLead(draft: LeadDraft): FormErrors<LeadField> {
  const errors: FormErrors<LeadField> = {};
  if (!draft.name.trim()) errors.name = t.leads.nameRequired;
  if (!draft.email.trim().includes('@')) errors.email = t.leads.emailRequired;
  if (!draft.phone.trim()) errors.phone = t.leads.phoneRequired;
  return errors;
}

/** The body of POST /api/v1/leads: `{ lead }`, optional fields left out when empty. */
export function toLeadBody(draft: LeadDraft): { lead: LeadInput } {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    lead: {
      name: draft.name.trim(),
      business: optional(draft.business),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      message: optional(draft.message),
    },
  };
}
