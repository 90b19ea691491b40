import { isPaidPlan, type PlanName } from '@jodi/contract';
import { useSession } from '../session';
import { ProfileBadges } from './ProfileBadges';

/** Which verifications of the signed-in member are confirmed (live `score` event, spec 3). */
export interface VerificationBadgesProps {
  identity?: boolean;
  job?: boolean;
  income?: boolean;
  property?: boolean;
}

/** Spec 6: the identity badge for paid plans; job, income and property badges only on Trust. */
export function badgesForPlan(plan: PlanName, flags: VerificationBadgesProps) {
  const paid = isPaidPlan(plan);
  const trust = plan === 'Trust';
  return {
    identity: paid && flags.identity === true,
    job: trust && flags.job === true,
    income: trust && flags.income === true,
    property: trust && flags.property === true,
  };
}

/** The top bar's verification badges: the member's confirmed verifications their plan shows. */
export function VerificationBadges(props: VerificationBadgesProps) {
  const { plan } = useSession();
  return <ProfileBadges badges={badgesForPlan(plan, props)} iconsOnPhone />;
}
