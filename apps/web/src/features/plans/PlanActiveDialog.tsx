import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { t } from '../../i18n';
import { useCountdown } from '../../lib/useCountdown';

/** How long the explanation stays before the member is taken to sign in. */
export const PLAN_ACTIVE_REDIRECT_S = 5;

/**
 * After a payment (spec 7: then 'Please sign in to continue' and to /logout): says why the member
 * must sign in again, for a few seconds or until 'Sign in now' (or Escape).
 */
export function PlanActiveDialog({ onContinue }: { onContinue(): void }) {
  const left = useCountdown(PLAN_ACTIVE_REDIRECT_S);
  const textId = useId();
  // Once: the button, Escape and the end of the countdown may meet.
  const continued = useRef(false);
  const proceed = () => {
    if (continued.current) return;
    continued.current = true;
    onContinue();
  };
  const onTimeUp = useEffectEvent(proceed);
  useEffect(() => {
    if (left <= 0) onTimeUp();
  }, [left]);
  return (
    <Modal
      opened
      onClose={proceed}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck aria-hidden size={24} color="var(--mantine-color-green-8)" />
          {t.plans.planActiveTitle}
        </Group>
      }
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      aria-describedby={textId}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text id={textId}>{t.plans.planActiveText}</Text>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" role="timer">
            {t.plans.signInIn({ seconds: Math.max(left, 0) })}
          </Text>
          <Button onClick={proceed} mih={44} data-autofocus>
            {t.plans.signInNow}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
