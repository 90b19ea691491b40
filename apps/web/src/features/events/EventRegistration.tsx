import type { CommunityEvent } from '@jodi/contract';
import { planHasFeature } from '@jodi/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';
import { useRegistration } from './events.api';

const BUTTON = { size: 'md', mih: 44 } as const;

/**
 * What the reader can do about their seat: visitors sign in or register free; Hope members are
 * shown the plans; members of a plan with events register, or cancel once registered. A cancelled,
 * begun or full event says so instead.
 */
export function EventRegistration({ event, started }: { event: CommunityEvent; started: boolean }) {
  const { isAuthenticated, isAdmin, plan } = useSession();
  const registration = useRegistration(event.id);
  const act = (register: boolean) =>
    registration.mutate(register, {
      onError: (error) => {
        // A 402 shows the 'Buy plan' warning on its own (api/http.ts).
        if (hasCode(error, 'PLAN_UPGRADE_REQUIRED')) return;
        if (hasCode(error, 'EVENT_FULL')) notify.error(t.events.fullText);
        else if (hasCode(error, 'EVENT_OVER')) notify.error(t.events.overText);
        else if (hasCode(error, 'EVENT_CANCELLED')) notify.error(t.events.cancelledText);
        else notify.error(register ? t.events.registerFailed : t.events.cancelFailed);
      },
    });

  if (event.cancelled) return <Alert color="red.9" title={t.events.cancelledText} />;
  if (event.registered) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t.events.registeredText}</Text>
        {started ? null : (
          <Button
            {...BUTTON}
            variant="outline"
            color="red.9"
            loading={registration.isPending}
            onClick={() => act(false)}
          >
            {t.events.cancelRegistration}
          </Button>
        )}
      </Stack>
    );
  }
  if (started) return <Text fw={600}>{t.events.overText}</Text>;
  if (event.seats_left === 0) return <Text fw={600}>{t.events.fullText}</Text>;
  if (!isAuthenticated) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t.events.visitorText}</Text>
        <Group gap="sm">
          <Button {...BUTTON} component={Link} to={PATHS.login} color="navy.9">
            {t.events.signIn}
          </Button>
          <Button {...BUTTON} component={Link} to={PATHS.signup} variant="outline" color="navy.9">
            {t.events.registerFree}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (isAdmin) return null;
  if (!planHasFeature(plan, 'events')) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t.events.upgradeText}</Text>
        <Button {...BUTTON} component={Link} to={PATHS.subscription} color="navy.9">
          {t.events.upgrade}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t.events.registerNote}</Text>
      <Button {...BUTTON} color="navy.9" loading={registration.isPending} onClick={() => act(true)}>
        {t.events.register}
      </Button>
    </Stack>
  );
}
