import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { StatusBadge } from '../StatusBadge';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A staff table cell kept on one line (prices, dates, badges, buttons). */
export function NoWrapCell({ children }: { children: ReactNode }) {
  return <Table.Td style={NOWRAP}>{children}</Table.Td>;
}

/** A server date as a day, e.g. '12 Mar 2026', machine-readable in `<time>`. */
export function DateCell({ iso }: { iso: string }) {
  return (
    <NoWrapCell>
      <time dateTime={iso}>{formatDate(iso)}</time>
    </NoWrapCell>
  );
}

/** A row's status as a badge that keeps its whole label. */
export function StatusCell({ label, color }: { label: string; color: string }) {
  return (
    <NoWrapCell>
      <StatusBadge label={label} color={color} />
    </NoWrapCell>
  );
}

/** A row's buttons, side by side on one line. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <NoWrapCell>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </NoWrapCell>
  );
}
