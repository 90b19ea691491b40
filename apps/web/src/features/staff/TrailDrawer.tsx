import { Drawer, Stack } from '@mantine/core';
import { t } from '../../i18n';
import { AddTrailNote } from './AddTrailNote';
import { ListStatus } from './ListStatus';
import { TrailList } from './TrailList';
import type { TrailTarget } from './trailTarget';
import { useSmallScreen } from './useSmallScreen';
import { useTrail } from './useTrail';

function TrailPanel({ pid }: { pid: string }) {
  const trail = useTrail(pid);
  const entries = trail.data ?? [];
  return (
    <Stack gap="md">
      <AddTrailNote pid={pid} />
      <ListStatus query={trail} empty={trail.isSuccess && entries.length === 0} hint={t.emptyHints.trail} />
      {entries.length > 0 ? <TrailList entries={entries} /> : null}
    </Stack>
  );
}

/** A profile's timeline beside the staff screen (full screen on a phone), with 'Add note' on top. */
export function TrailDrawer({ target, onClose }: { target: TrailTarget | null; onClose(): void }) {
  const small = useSmallScreen();
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={small ? '100%' : 'md'}
      title={target ? t.trail.title({ name: target.name }) : ''}
    >
      {target ? <TrailPanel key={target.pid} pid={target.pid} /> : null}
    </Drawer>
  );
}
