import type { CallLog } from '@jodi/contract';
import { Table } from '@mantine/core';
import { t } from '../../i18n';
import { CallLogRow } from './CallLogRow';
import type { TrailTarget } from './trailTarget';

const COLUMNS = [
  t.callLogs.customer,
  t.callLogs.phone,
  t.callLogs.status,
  t.callLogs.assignee,
  t.callLogs.profile,
  t.callLogs.followup,
  t.callLogs.payment,
  t.callLogs.audio,
  t.callLogs.whatsapp,
  t.callLogs.actions,
];

interface CallLogTableProps {
  logs: readonly CallLog[];
  onEdit(log: CallLog): void;
  onOpenTrail(target: TrailTarget): void;
}

/** The call logs of one page; on a phone the table scrolls sideways inside its own container. */
export function CallLogTable({ logs, onEdit, onOpenTrail }: CallLogTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table aria-label={t.callLogs.listLabel} verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
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
