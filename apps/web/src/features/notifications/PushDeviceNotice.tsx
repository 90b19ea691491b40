import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import {
  currentPushSubscription,
  disablePush,
  enablePush,
  type PushPermission,
  pushPermission,
  rememberPushOffer,
} from './push';

/** Where this device stands for pushes: the browser's permission and, once allowed, its subscription. */
function usePushDevice() {
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (permission !== 'granted') return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [permission]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      // The offer after the first interest has nothing left to ask.
      rememberPushOffer('accepted');
      setPermission(pushPermission());
      if (outcome === 'subscribed') {
        setSubscribed(true);
        notify.success(t.notifications.pushOn);
      }
    } catch {
      notify.error(t.notifications.pushFailed);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await disablePush();
      setSubscribed(false);
      notify.success(t.notificationSettings.pushOffDevice);
    } catch {
      notify.error(t.notices.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return { permission, subscribed, busy, turnOn, turnOff };
}

/**
 * Above the push switches: whether pushes can reach this browser, and the way to turn them on (the
 * browser's prompt) or off for this device. A blocked browser is only told where to allow them.
 */
export function PushDeviceNotice() {
  const { permission, subscribed, busy, turnOn, turnOff } = usePushDevice();
  const texts = t.notificationSettings;

  const turnOnButton = (
    <Button
      size="lg"
      color="navy.9"
      leftSection={<IconBellRinging aria-hidden size={20} />}
      loading={busy}
      onClick={() => void turnOn()}
      style={{ alignSelf: 'flex-start' }}
    >
      {texts.turnOnPush}
    </Button>
  );

  let body: { color: string; text: string; action?: ReactNode };
  if (permission === 'unsupported') body = { color: 'gray', text: texts.pushUnsupported };
  else if (permission === 'denied') body = { color: 'yellow', text: texts.pushBlocked };
  else if (permission === 'default')
    body = { color: 'yellow', text: texts.pushNotAllowed, action: turnOnButton };
  else if (subscribed === null) return null;
  else if (!subscribed) body = { color: 'lightBlue', text: texts.pushNotOnDevice, action: turnOnButton };
  else {
    body = {
      color: 'green',
      text: texts.pushOnDevice,
      action: (
        <Button
          size="lg"
          variant="outline"
          color="navy.9"
          leftSection={<IconBellOff aria-hidden size={20} />}
          loading={busy}
          onClick={() => void turnOff()}
          style={{ alignSelf: 'flex-start' }}
        >
          {texts.turnOffPush}
        </Button>
      ),
    };
  }

  return (
    // A note, not an alert: it is read in its place, not announced when the screen opens.
    <Alert color={body.color} variant="light" role="note" data-testid="push-device">
      <Stack gap="sm">
        <Text c="var(--mantine-color-text)">{body.text}</Text>
        {body.action}
      </Stack>
    </Alert>
  );
}
