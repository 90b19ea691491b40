import { Button, Loader } from '@mantine/core';
import { IconCheck, IconHeart } from '@tabler/icons-react';
import { t } from '../../i18n';
import { useIsSignedIn, useSession } from '../../session';
import { useInterestAction } from './useInterestAction';

interface CardInterestButtonProps {
  profileId: string;
  /** The profile's name, for the button's accessible name. */
  name: string;
  /** The card's box for the button (it sits above the card's link, not inside it). */
  className?: string;
  /** The profile's gender, for the push offer's "when she replies". */
  gender?: string | null;
}

/**
 * One tap 'Send interest' on a listing card, with the profile view's notices. Once sent (or when the
 * server says it was sent before) it reads 'You sent an interest'. It stays one focusable button
 * throughout (never `disabled`), so the keyboard keeps its place.
 */
function InterestButton({ profileId, name, className, gender }: CardInterestButtonProps) {
  const interest = useInterestAction(profileId, gender, { name });
  const idle = !interest.pending && !interest.sent;
  const icon = interest.pending ? (
    <Loader size={16} color="currentColor" />
  ) : interest.sent ? (
    <IconCheck aria-hidden size={18} />
  ) : (
    <IconHeart aria-hidden size={18} />
  );
  return (
    <div className={className}>
      <Button
        fullWidth
        h={44}
        variant={interest.sent ? 'light' : 'filled'}
        color={interest.sent ? 'green' : 'lightBlue'}
        // Dark green on the pale green, as the badges (7:1); navy on light blue otherwise (8.2:1).
        c={interest.sent ? '#1b5e20' : undefined}
        leftSection={icon}
        aria-label={interest.sent ? undefined : t.listing.sendInterestTo({ name })}
        aria-disabled={idle ? undefined : true}
        aria-busy={interest.pending || undefined}
        onClick={() => {
          if (idle) void interest.send();
        }}
      >
        {interest.sent ? t.profileView.interestSentState : t.profileView.sendInterest}
      </Button>
    </div>
  );
}

/** Only for a signed-in member on someone else's card: never visitors, staff or the member's own. */
export function CardInterestButton(props: CardInterestButtonProps) {
  const signedIn = useIsSignedIn();
  const { isAdmin, profileId } = useSession();
  if (!signedIn || isAdmin || profileId === props.profileId) return null;
  return <InterestButton {...props} />;
}
