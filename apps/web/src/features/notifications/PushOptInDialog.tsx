import { Button, Flex, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { enablePush } from './push';
import { answerPushOffer } from './pushOffer';

/**
 * "Get a notification when she replies?": shown once, after the member's first interest. Yes asks
 * the browser's permission and signs this device up; Not now (or closing) is remembered as well.
 */
export function PushOptInDialog({ gender }: { gender: string | null }) {
  const [busy, setBusy] = useState(false);

  const dismiss = () => {
    if (!busy) answerPushOffer('dismissed');
  };
  const accept = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      if (outcome === 'subscribed') notify.success(t.notifications.pushOn);
      else notify.info(t.notifications.pushStillOff);
    } catch {
      notify.error(t.notifications.pushFailed);
    } finally {
      answerPushOffer('accepted');
    }
  };

  return (
    <Modal
      opened
      onClose={dismiss}
      title={t.notifications.offerTitle({ gender: gender ?? 'other' })}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t.common.close, size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBellRinging aria-hidden size={32} style={{ flexShrink: 0 }} />
          <Text size="lg">{t.notifications.offerBody({ gender: gender ?? 'other' })}</Text>
        </Group>
        <Text>{t.notifications.offerLater}</Text>
        {/* Side by side on wider screens; on phones stacked, full width, the answer asked for on top. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button size="lg" variant="outline" color="navy.9" onClick={dismiss} disabled={busy}>
            {t.notifications.offerNo}
          </Button>
          <Button size="lg" color="navy.9" onClick={() => void accept()} loading={busy} data-autofocus>
            {t.notifications.offerYes}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
