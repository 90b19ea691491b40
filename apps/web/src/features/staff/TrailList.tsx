import type { Trail } from '@jodi/contract';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { TRAIL_KIND_ICONS } from './trailKindIcons';

function TrailEntry({ entry }: { entry: Trail }) {
  const Icon = TRAIL_KIND_ICONS[entry.kind] ?? IconNote;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="navy.9" radius="xl" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t.trail.kinds[entry.kind] ?? entry.kind}
            </Text>
            <Text size="xs" component="time" dateTime={entry.inserted_at}>
              {formatDateTime(entry.inserted_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.text}
          </Text>
          <Text size="xs">{entry.by?.email ?? t.trail.byMember}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A profile's trail, newest first: what kind of entry, when, what it says and who wrote it. */
export function TrailList({ entries }: { entries: readonly Trail[] }) {
  return (
    <Stack component="ol" aria-label={t.trail.listLabel} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <TrailEntry key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
