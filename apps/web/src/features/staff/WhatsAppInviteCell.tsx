import type { CallLog } from '@jodi/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { latestInvite, useSendInvite } from './useSendInvite';
import { whatsappNumber } from './whatsappNumber';

/**
 * A log's WhatsApp invite: the button (off without a usable phone) and the latest invite's status
 * and time. `large` is the phone card's: a 44 px button across the card.
 */
export function WhatsAppInviteCell({ log, large = false }: { log: CallLog; large?: boolean }) {
  const invite = useSendInvite(log);
  const number = whatsappNumber(log.phone);
  const latest = latestInvite(log.wamsgs);
  const send = () => {
    if (!number) return;
    invite.mutate(number, {
      onSuccess: () => notify.success(t.callLogs.inviteSent),
      onError: () => notify.error(t.callLogs.inviteFailed),
    });
  };
  return (
    <Stack gap={4} align={large ? 'stretch' : 'flex-start'} maw={large ? undefined : 150}>
      <Button
        size={large ? 'md' : 'compact-sm'}
        h={large ? 44 : undefined}
        fullWidth={large}
        variant="light"
        color="green.9"
        // Navy words on the pale green (Mantine's own green text there is under 4.5:1).
        c="navy.9"
        leftSection={
          <IconBrandWhatsapp aria-hidden size={large ? 18 : 14} color="var(--mantine-color-green-9)" />
        }
        disabled={!number}
        loading={invite.isPending}
        onClick={send}
      >
        {t.callLogs.sendInvite}
      </Button>
      {latest ? (
        <Text size="xs">
          {t.callLogs.lastInvite({
            status: t.callLogs.inviteStatus[latest.status] ?? latest.status,
            when: formatDateTime(latest.inserted_at),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
