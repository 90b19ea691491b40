/** Plans of spec section 9. Prices are whole rupees; payments send paise (rupees x 100). */
export const PLAN_NAMES = ['Hope', 'Belief', 'Trust'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const FREE_PLAN: PlanName = 'Hope';

export const PLAN_FEATURES = [
  'search',
  'chat',
  'quick_gunmilan',
  'parent_management',
  'boost',
  'contact_finder',
  'ai_help',
  'events',
  'contact_details',
  'identity_verified_matches',
  'job_income_verified_matches',
  /** Who viewed my profile (decision 16); the count is shown on every plan. */
  'profile_visitors',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  name: PlanName;
  monthly: number;
  yearly: number;
  /** Yearly saving in percent, as printed in spec 9. */
  yearlySaving: number;
  features: readonly PlanFeature[];
}

const BASE: readonly PlanFeature[] = ['search', 'chat', 'quick_gunmilan', 'parent_management'];
const PAID: readonly PlanFeature[] = [
  ...BASE,
  'boost',
  'contact_finder',
  'ai_help',
  'events',
  'contact_details',
  'profile_visitors',
];

export const PLANS: Record<PlanName, Plan> = {
  Hope: { name: 'Hope', monthly: 0, yearly: 0, yearlySaving: 100, features: BASE },
  Belief: {
    name: 'Belief',
    monthly: 499,
    yearly: 4999,
    yearlySaving: 15,
    features: [...PAID, 'identity_verified_matches'],
  },
  Trust: {
    name: 'Trust',
    monthly: 699,
    yearly: 5499,
    yearlySaving: 12,
    features: [...PAID, 'identity_verified_matches', 'job_income_verified_matches'],
  },
};

/**
 * How many interests and how many chat requests a member may send in any 24 hours, by plan (issue
 * 34): each is a notification for someone, so the free plan sends fewer. Asking back (accepting the
 * other side's pending interest) is not a send.
 */
export const DAILY_SEND_LIMITS: Record<PlanName, { interest: number; chat_request: number }> = {
  Hope: { interest: 20, chat_request: 20 },
  Belief: { interest: 50, chat_request: 50 },
  Trust: { interest: 100, chat_request: 100 },
};

/** The window of the daily send limits: a rolling 24 hours, in seconds. */
export const DAILY_SEND_WINDOW_SECONDS = 24 * 60 * 60;

export const PLAN_PERIOD_DAYS = { monthly: 30, yearly: 365 } as const;
export type PlanPeriod = keyof typeof PLAN_PERIOD_DAYS;

/** The plans that are bought (Hope is free). */
export const PAID_PLAN_NAMES = ['Belief', 'Trust'] as const satisfies readonly PlanName[];
export type PaidPlanName = (typeof PAID_PLAN_NAMES)[number];

/**
 * The plan and period a price in whole rupees buys (spec 9: 499, 4999, 699, 5499), or null for
 * any other amount, including 0 (Hope is never bought).
 */
export function planForPrice(rupees: number): { plan: PaidPlanName; period: PlanPeriod } | null {
  if (!Number.isInteger(rupees) || rupees <= 0) return null;
  for (const plan of PAID_PLAN_NAMES) {
    if (PLANS[plan].monthly === rupees) return { plan, period: 'monthly' };
    if (PLANS[plan].yearly === rupees) return { plan, period: 'yearly' };
  }
  return null;
}

/** The price in whole rupees of a plan for a period. */
export function planPrice(plan: PaidPlanName, period: PlanPeriod): number {
  return PLANS[plan][period];
}

export function planHasFeature(plan: PlanName, feature: PlanFeature): boolean {
  return PLANS[plan].features.includes(feature);
}

/**
 * Spec 6: "plan names beginning with Free, Belief or Trust are recognised". Anything else,
 * including a missing plan, is the free tier.
 */
export function recognisePlan(name: string | null | undefined): PlanName {
  if (!name) return FREE_PLAN;
  if (name.startsWith('Trust')) return 'Trust';
  if (name.startsWith('Belief')) return 'Belief';
  return FREE_PLAN;
}

export function isPaidPlan(plan: PlanName): boolean {
  return plan !== FREE_PLAN;
}

/**
 * Profile boosts a plan includes in each of its 30-day months (decision 32): a boost puts the profile
 * in one of BOOSTED_PLACES places at the top of the first page of the listing and of /matches, for
 * BOOST_HOURS. Hope has none (the plans page offers the upgrade).
 */
export const BOOSTS_PER_MONTH: Record<PlanName, number> = { Hope: 0, Belief: 2, Trust: 4 };
/** How long one boost runs. */
export const BOOST_HOURS = 24;
/** How many boosted profiles at most take the top of a first page. */
export const BOOSTED_PLACES = 3;
/** The plan's month a boost allowance counts in: the 30-day windows counted back from the plan's end. */
export const BOOST_MONTH_DAYS = 30;
