/** Which verifications of the signed-in member are confirmed (live `score` event, spec 3). */
export interface VerificationBadgesProps {
  identity?: boolean;
  job?: boolean;
  income?: boolean;
  property?: boolean;
}

/**
 * The top bar's verification badges slot. It renders nothing until the verification issue fills it
 * (spec 6: the identity badge for paid plans, job, income and property badges for Trust).
 */
export function VerificationBadges(_props: VerificationBadgesProps) {
  return null;
}
