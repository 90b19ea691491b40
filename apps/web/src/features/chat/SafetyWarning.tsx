import type { MessageSafetyConcern } from '@jodi/contract';
import { Alert, Button, Text } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { t } from '../../i18n';
import classes from './Chat.module.css';
import type { SafetyReport } from './useSafetyReport';

/**
 * A calm note under a received message the server flagged (money, or moving to another app), for a
 * reader who may be an older relative: what to watch for, and a one-tap Report of the sender.
 */
export function SafetyWarning({ concern, report }: { concern: MessageSafetyConcern; report: SafetyReport }) {
  const { state, file } = report;
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      classNames={{ root: classes.safety, icon: classes.safetyIcon }}
      icon={<IconShield aria-hidden size={20} />}
    >
      <Text size="sm">{t.chat.safety[concern]}</Text>
      {state === 'reported' || state === 'already' ? (
        <Text size="sm" fw={600} mt="xs" role="status">
          {state === 'reported' ? t.chat.safety.reported : t.report.already}
        </Text>
      ) : (
        <Button
          mt="xs"
          h={44}
          variant="outline"
          color="navy.9"
          loading={state === 'sending'}
          onClick={() => file(concern)}
        >
          {t.chat.safety.report}
        </Button>
      )}
    </Alert>
  );
}
