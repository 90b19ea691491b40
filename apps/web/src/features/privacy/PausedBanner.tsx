import { Alert, Button, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateLong } from '../../lib/dates';
import { PATHS } from '../../lib/paths';
import { useIsSignedIn } from '../../session';
import { pausedUntil, usePrivacy } from './privacy.api';

/**
 * While the member's own profile is paused (decision 18): until when, that others cannot find it, and
 * the way to the privacy settings. Calm, like the not-listed banner beside it; nothing on failure.
 */
export function PausedBanner() {
  const signedIn = useIsSignedIn();
  const { data } = usePrivacy({ enabled: signedIn });
  const until = pausedUntil(data);
  if (!signedIn || !until) return null;
  return (
    <Alert color="navy" variant="light" icon={<IconPlayerPause aria-hidden size={22} />}>
      <Text fw={600} mb="sm">
        {t.privacy.pausedBanner({ date: formatDateLong(until) })}
      </Text>
      <Button component={Link} to={PATHS.privacy} size="md" color="navy.9">
        {t.privacy.pausedBannerLink}
      </Button>
    </Alert>
  );
}
