import type { ReportReason, StaffReport } from '@jodi/contract';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconEyeOff, IconFlagOff, IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';

export interface ReportRowActions {
  busy: boolean;
  onSuspend(report: StaffReport): void;
  onReinstate(report: StaffReport): void;
  onDismiss(report: StaffReport): void;
  onOpenTrail(report: StaffReport): void;
}

const reasonLabel = (reason: string) => t.labels.reportReasons[reason as ReportReason] ?? reason;

/** One report: why, by whom, against which profile (a link to open it), when, and what staff can do. */
export function ReportRow({ report, actions }: { report: StaffReport; actions: ReportRowActions }) {
  const { busy } = actions;
  const suspended = report.reported.status === 'suspended';
  return (
    <Table.Tr>
      <Table.Td>{reasonLabel(report.reason)}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.details ?? t.display.notAvailable}
        </Text>
      </Table.Td>
      <Table.Td>{miniProfileName({ name: report.reporter.name, lastName: null })}</Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Anchor component={Link} to={profilePath(report.reported.id)} fw={600}>
            {miniProfileName(report.reported)}
          </Anchor>
          {suspended ? (
            <Badge color="red" variant="light">
              {t.moderation.suspended}
            </Badge>
          ) : null}
          {report.reported.held ? (
            <Badge
              color="yellow.4"
              variant="filled"
              autoContrast
              leftSection={<IconEyeOff aria-hidden size={12} />}
            >
              {t.moderation.held}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
      </Table.Td>
      <Table.Td>{t.moderation.statuses[report.status] ?? report.status}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {suspended ? (
            <Button
              size="compact-sm"
              variant="light"
              color="green.8"
              leftSection={<IconArrowBackUp aria-hidden size={14} />}
              disabled={busy}
              onClick={() => actions.onReinstate(report)}
            >
              {t.moderation.reinstate}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              color="red.8"
              leftSection={<IconBan aria-hidden size={14} />}
              disabled={busy}
              onClick={() => actions.onSuspend(report)}
            >
              {t.moderation.suspend}
            </Button>
          )}
          {report.status === 'open' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="navy.9"
              leftSection={<IconFlagOff aria-hidden size={14} />}
              disabled={busy}
              onClick={() => actions.onDismiss(report)}
            >
              {t.moderation.dismiss}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            color="navy.9"
            leftSection={<IconTimeline aria-hidden size={14} />}
            onClick={() => actions.onOpenTrail(report)}
          >
            {t.moderation.trail}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
