import type { CONTACT_HIDDEN_REASONS, ContactVisibility, PlanName } from '@jodi/contract';
import { planReadsContacts } from './plan-features';

/**
 * Who reads a member's contact details (spec 6, decision 18): the owner and staff always; a member
 * whose plan has 'contact_details' (plan-features.ts), and only for an identity-verified profile,
 * and, when the member keeps contacts for those they accepted, only once accepted (an accepted
 * interest or chat request either way, no block: `acceptedBetween`, messaging.ts); visitors never.
 * Services ask before loading contacts, so hidden contacts are never even read; the presenter
 * (profiles/profile-presenter.ts) says why they are hidden.
 */

export type ContactHiddenReason = (typeof CONTACT_HIDDEN_REASONS)[number];
export type ContactAccess = { visible: true } | { visible: false; reason: ContactHiddenReason };

/** Who looks, as far as contacts go. */
export interface ContactViewer {
  kind: 'owner' | 'staff' | 'member' | 'visitor';
  plan: PlanName;
}

/** Whether acceptance decides the owner's contacts for a member (so whether to look it up). */
export function contactsNeedAcceptance(owner: { contactVisibility?: ContactVisibility }): boolean {
  return owner.contactVisibility === 'accepted';
}

/**
 * The member's own condition on their contacts, on top of the plan rules (which `contactAccess`
 * applies first): 'accepted' keeps them from members not accepted.
 */
export function contactsWithheldUntilAccepted(
  viewer: Pick<ContactViewer, 'kind'>,
  owner: { contactVisibility: ContactVisibility; acceptedByViewer: boolean },
): boolean {
  return viewer.kind === 'member' && contactsNeedAcceptance(owner) && !owner.acceptedByViewer;
}

/** Whether the viewer (the presenter's `Viewer`, or any with its kind and plan) may read the profile's contacts, and if not, why. */
export function contactAccess<V extends ContactViewer>(
  viewer: V,
  row: { identityVerified: boolean; contactVisibility: ContactVisibility },
  acceptedByViewer: boolean,
): ContactAccess {
  if (viewer.kind === 'owner' || viewer.kind === 'staff') return { visible: true };
  if (viewer.kind === 'visitor') return { visible: false, reason: 'visitor' };
  if (!planReadsContacts(viewer.plan)) return { visible: false, reason: 'plan' };
  if (!row.identityVerified) return { visible: false, reason: 'unverified' };
  if (contactsWithheldUntilAccepted(viewer, { contactVisibility: row.contactVisibility, acceptedByViewer }))
    return { visible: false, reason: 'not_accepted' };
  return { visible: true };
}
