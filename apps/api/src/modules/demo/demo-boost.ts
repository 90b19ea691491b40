import { BOOST_HOURS } from '@jodi/contract';

const HOUR_MS = 3_600_000;

/**
 * The demo community's profile boost (decision 32): the paid demo member (a Belief bride) boosted her
 * profile three hours before the seed, so the demo member (a Hope groom) finds her marked
 * 'Boosted' at the top of his first listing page, and she finds on /info when it runs until and
 * that the grooms in `seenBy` have seen it. The boost's id is fixed, so a test can name it.
 */
export const DEMO_BOOST_ID = '5e0d3a52-7a6b-4c1e-9b1d-0000000b0057';

export function demoBoost(
  { boosted, seenBy }: { boosted: { profileId: string }; seenBy: readonly { profileId: string }[] },
  now: Date,
) {
  const startedAt = new Date(now.getTime() - 3 * HOUR_MS);
  const boost = {
    id: DEMO_BOOST_ID,
    profileId: boosted.profileId,
    startedAt,
    endsAt: new Date(startedAt.getTime() + BOOST_HOURS * HOUR_MS),
  };
  const impressions = seenBy.map((viewer) => ({ boostId: DEMO_BOOST_ID, viewerProfileId: viewer.profileId }));
  return { boost, impressions };
}
