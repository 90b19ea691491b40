import type { CallLog } from '@jodi/contract';
import { Stack, Table } from '@mantine/core';
import { t } from '../../i18n';
import { CallLogCard } from './CallLogCard';
import { CallLogRow } from './CallLogRow';
import type { TrailTarget } from './trailTarget';
import { useSmallScreen } from './useSmallScreen';

/**
 * The headings, and their widths (padding included): 862 px, leaving the customer, with the phone and
 * the remark under the name, the rest of the page's 1,042 px at 1280 px. Long words wrap in their column.
 */
const columns = (): readonly { label: string; width?: number }[] => [
  { label: t.callLogs.customer },
  { label: t.callLogs.status, width: 150 },
  { label: t.callLogs.assignee, width: 120 },
  { label: t.callLogs.profile, width: 120 },
  { label: t.callLogs.followup, width: 76 },
  { label: t.callLogs.payment, width: 76 },
  { label: t.callLogs.audio, width: 180 },
  { label: t.callLogs.actions, width: 140 },
];

/** The fixed columns (862 px) and a customer column of 138 px: within the 1,042 px the page has at 1280 px. */
const MIN_WIDTH = 1000;

interface CallLogTableProps {
  logs: readonly CallLog[];
  onEdit(log: CallLog): void;
  onOpenTrail(target: TrailTarget): void;
}

/**
 * The call logs of one page. On a wide screen a table that fits the page (1280 px without
 * scrolling sideways); on a phone one card per log, still a table with a row per log to assistive tech.
 */
export function CallLogTable({ logs, onEdit, onOpenTrail }: CallLogTableProps) {
  const small = useSmallScreen();
  if (small) {
    return (
      <Stack role="table" aria-label={t.callLogs.listLabel} gap="sm">
        {logs.map((log) => (
          <CallLogCard key={log.id} log={log} onEdit={onEdit} onOpenTrail={onOpenTrail} />
        ))}
      </Stack>
    );
  }
  return (
    // Between a phone and a desktop (a tablet), the table scrolls sideways inside its own container.
    <Table.ScrollContainer minWidth={MIN_WIDTH}>
      <Table
        aria-label={t.callLogs.listLabel}
        verticalSpacing="sm"
        horizontalSpacing="xs"
        highlightOnHover
        bg="white"
      >
        <Table.Thead>
          <Table.Tr>
            {columns().map((column) => (
              <Table.Th key={column.label} scope="col" w={column.width}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <CallLogRow key={log.id} log={log} onEdit={onEdit} onOpenTrail={onOpenTrail} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
