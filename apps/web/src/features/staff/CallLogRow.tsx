import { CALL_STATUS_LABELS, type CallLog } from '@jodi/contract';
import { Anchor, Button, Stack, Table } from '@mantine/core';
import { IconPencil, IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { displayValue } from '../../lib/display';
import { profilePath } from '../../lib/profileId';
import { CallRecordingPlayer } from './CallRecordingPlayer';
import type { TrailTarget } from './trailTarget';
import { WhatsAppInviteCell } from './WhatsAppInviteCell';

interface CallLogRowProps {
  log: CallLog;
  onEdit(log: CallLog): void;
  onOpenTrail(target: TrailTarget): void;
}

/** One call log: who was called, how it went, who follows up, the recording and the row's actions. */
export function CallLogRow({ log, onEdit, onOpenTrail }: CallLogRowProps) {
  const customer = log.customer_name?.trim() || t.callLogs.unnamedCustomer;
  const profileName = log.extra_data.pid_name?.trim() || t.listing.unnamed;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{customer}</Table.Td>
      <Table.Td>{displayValue(log.phone)}</Table.Td>
      <Table.Td>{CALL_STATUS_LABELS[log.status] ?? log.status}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {displayValue(log.extra_data.assigned_to_id_name)}
      </Table.Td>
      <Table.Td>
        {log.pid ? (
          <Anchor component={Link} to={profilePath(log.pid)}>
            {profileName}
          </Anchor>
        ) : (
          t.display.notAvailable
        )}
      </Table.Td>
      <Table.Td>{displayValue(log.followup)}</Table.Td>
      <Table.Td>{displayValue(log.payment_done)}</Table.Td>
      <Table.Td>
        {log.file_url ? (
          <CallRecordingPlayer src={log.file_url} label={t.callLogs.recordingOf(customer)} />
        ) : null}
      </Table.Td>
      <Table.Td>
        <WhatsAppInviteCell log={log} />
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <Button
            size="compact-sm"
            variant="light"
            color="navy.9"
            leftSection={<IconPencil aria-hidden size={14} />}
            onClick={() => onEdit(log)}
          >
            {t.callLogs.edit}
          </Button>
          {log.pid ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="navy.9"
              leftSection={<IconTimeline aria-hidden size={14} />}
              onClick={() => onOpenTrail({ pid: log.pid as string, name: profileName })}
            >
              {t.callLogs.trail}
            </Button>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
