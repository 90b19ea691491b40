import type { CallLog } from '@jodi/contract';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { latestInvite, useSendInvite } from './useSendInvite';
import { whatsappNumber } from './whatsappNumber';

/** A row's WhatsApp invite: the button (off without a usable phone) and the latest invite's status and time. */
export function WhatsAppInviteCell({ log }: { log: CallLog }) {
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
    <Stack gap={4} align="flex-start" maw={150}>
      <Button
        size="compact-sm"
        variant="light"
        color="green.8"
        leftSection={<IconBrandWhatsapp aria-hidden size={14} />}
        disabled={!number}
        loading={invite.isPending}
        onClick={send}
      >
        {t.callLogs.sendInvite}
      </Button>
      {latest ? (
        <Text size="xs" c="dimmed">
          {t.callLogs.lastInvite(
            t.callLogs.inviteStatus[latest.status] ?? latest.status,
            formatDateTime(latest.inserted_at),
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
