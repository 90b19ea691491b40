import { type PlanFeature, type PlanName, planHasFeature } from '@jodi/contract';

/**
 * What a plan unlocks (spec 6): the plan-feature table is the contract's (`PLAN_FEATURES`, shown
 * on the plans page too); the API reads it only through here. Routes behind a feature use
 * `requireFeature` (plugins/auth.ts, 402); what a feature changes inside an answer is below.
 * How many of something a plan allows (daily sends, boosts a month) are limits, not unlocks:
 * `social/send-limits.ts`, `boost/boost.service.ts`.
 */

/** Whether the plan unlocks the feature (the AI helper, the contact finder, a route's `requireFeature`). */
export function planUnlocks(plan: PlanName, feature: PlanFeature): boolean {
  return planHasFeature(plan, feature);
}

/** Which verification badges a viewer is shown on other profiles. */
export interface BadgesShown {
  /** The identity badge. */
  identity: boolean;
  /** The job, income and property badges. */
  jobIncomeProperty: boolean;
}

/**
 * The free plan sees no badge; paid plans see the identity badge; only Trust sees job, income and
 * property. The owner and staff see the profile's own flags; visitors none.
 */
export function badgesShownTo(viewer: {
  kind: 'owner' | 'staff' | 'member' | 'visitor';
  plan: PlanName;
}): BadgesShown {
  const all = viewer.kind === 'owner' || viewer.kind === 'staff';
  const member = viewer.kind === 'member';
  return {
    identity: all || (member && planHasFeature(viewer.plan, 'identity_verified_matches')),
    jobIncomeProperty: all || (member && planHasFeature(viewer.plan, 'job_income_verified_matches')),
  };
}

/** A member's plan lets them read contacts at all (contact-access.ts adds the profile's own conditions). */
export function planReadsContacts(plan: PlanName): boolean {
  return planHasFeature(plan, 'contact_details');
}
