import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconPhone, IconTimeline } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { displayValue } from '../../lib/display';
import { profilePath } from '../../lib/profileId';
import type { CallLogItemProps } from './CallLogRow';
import { CallRecordingPlayer } from './CallRecordingPlayer';
import { CallStatusBadge } from './CallStatusBadge';
import { breakable, customerName, profileName, telHref } from './callLogNames';
import { WhatsAppInviteCell } from './WhatsAppInviteCell';

/** Every tap target on the card is at least this tall (WCAG 2.5.5). */
const TAP = 44;

/** A labelled value of the card, one cell of its row. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="cell" miw={0} style={{ overflowWrap: 'anywhere' }}>
      <Text size="xs" fw={700}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </Box>
  );
}

/**
 * One call log on a phone, as a card (a row of the call log table to assistive tech): the name with
 * the status beside it, always in view, the phone to dial and the date, the remark, the details, the
 * recording across the card and 44 px actions.
 */
export function CallLogCard({ log, onEdit, onOpenTrail }: CallLogItemProps) {
  const customer = customerName(log);
  const profile = profileName(log);
  const tel = telHref(log.phone);
  return (
    <Paper role="row" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Box role="cell" miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
            <Text fw={700}>{customer}</Text>
          </Box>
          <Box role="cell" maw="45%" style={{ flexShrink: 0, textAlign: 'right' }}>
            <CallStatusBadge status={log.status} />
          </Box>
        </Group>
        <Group justify="space-between" align="center" gap="xs">
          <Box role="cell">
            {tel ? (
              <Anchor
                href={tel}
                underline="always"
                mih={TAP}
                display="inline-flex"
                style={{ alignItems: 'center', gap: 6 }}
              >
                <IconPhone aria-hidden size={18} />
                {log.phone}
              </Anchor>
            ) : (
              <Text size="sm">{displayValue(log.phone)}</Text>
            )}
          </Box>
          <Box role="cell">
            <Text size="sm">{formatDateTime(log.inserted_at)}</Text>
          </Box>
        </Group>
        {log.remark?.trim() ? (
          <Box role="cell" style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm">{log.remark}</Text>
          </Box>
        ) : null}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Field label={t.callLogs.assignee}>
            {breakable(displayValue(log.extra_data.assigned_to_id_name))}
          </Field>
          <Field label={t.callLogs.profile}>
            {log.pid ? (
              <Anchor
                component={Link}
                to={profilePath(log.pid)}
                underline="always"
                mih={TAP}
                display="inline-flex"
                style={{ alignItems: 'center' }}
              >
                {profile}
              </Anchor>
            ) : (
              t.display.notAvailable
            )}
          </Field>
          <Field label={t.callLogs.followup}>{displayValue(log.followup)}</Field>
          <Field label={t.callLogs.payment}>{displayValue(log.payment_done)}</Field>
        </SimpleGrid>
        {log.file_url ? (
          <Box role="cell">
            <CallRecordingPlayer src={log.file_url} label={t.callLogs.recordingOf({ customer })} fullWidth />
          </Box>
        ) : null}
        <Stack role="cell" gap="xs">
          <SimpleGrid cols={log.pid ? 2 : 1} spacing="xs">
            <Button
              h={TAP}
              variant="light"
              color="navy.9"
              leftSection={<IconPencil aria-hidden size={18} />}
              onClick={() => onEdit(log)}
            >
              {t.callLogs.edit}
            </Button>
            {log.pid ? (
              <Button
                h={TAP}
                variant="outline"
                color="navy.9"
                leftSection={<IconTimeline aria-hidden size={18} />}
                onClick={() => onOpenTrail({ pid: log.pid as string, name: profile })}
              >
                {t.callLogs.trail}
              </Button>
            ) : null}
          </SimpleGrid>
          <WhatsAppInviteCell log={log} large />
        </Stack>
      </Stack>
    </Paper>
  );
}
