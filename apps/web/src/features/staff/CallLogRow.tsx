import type { CallLog } from '@jodi/contract';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { displayValue } from '../../lib/display';
import { profilePath } from '../../lib/profileId';
import { CallRecordingPlayer } from './CallRecordingPlayer';
import { CallStatusBadge } from './CallStatusBadge';
import { breakable, customerName, profileName } from './callLogNames';
import type { TrailTarget } from './trailTarget';
import { WhatsAppInviteCell } from './WhatsAppInviteCell';

export interface CallLogItemProps {
  log: CallLog;
  onEdit(log: CallLog): void;
  onOpenTrail(target: TrailTarget): void;
}

/** Long words (an e-mail address, a run of digits) break rather than widen the table. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One call log on a wide screen: who was called (with the phone and the remark under the name), how
 * it went and when, who follows up, the profile, the recording, and the actions with the WhatsApp
 * invite.
 */
export function CallLogRow({ log, onEdit, onOpenTrail }: CallLogItemProps) {
  const customer = customerName(log);
  const profile = profileName(log);
  return (
    <Table.Tr>
      <Table.Td style={WRAP}>
        <Text fw={600} size="sm">
          {customer}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {displayValue(log.phone)}
        </Text>
        {log.remark?.trim() ? (
          <Text size="xs" mt={4}>
            {log.remark}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <CallStatusBadge status={log.status} />
        <Text size="xs" mt={4}>
          {formatDateTime(log.inserted_at)}
        </Text>
      </Table.Td>
      <Table.Td style={WRAP}>{breakable(displayValue(log.extra_data.assigned_to_id_name))}</Table.Td>
      <Table.Td style={WRAP}>
        {log.pid ? (
          <Anchor component={Link} to={profilePath(log.pid)} size="sm" underline="always">
            {profile}
          </Anchor>
        ) : (
          t.display.notAvailable
        )}
      </Table.Td>
      <Table.Td>{displayValue(log.followup)}</Table.Td>
      <Table.Td>{displayValue(log.payment_done)}</Table.Td>
      <Table.Td>
        {log.file_url ? (
          <CallRecordingPlayer src={log.file_url} label={t.callLogs.recordingOf({ customer })} />
        ) : null}
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
              onClick={() => onOpenTrail({ pid: log.pid as string, name: profile })}
            >
              {t.callLogs.trail}
            </Button>
          ) : null}
          <WhatsAppInviteCell log={log} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
