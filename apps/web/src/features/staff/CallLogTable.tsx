import type { CallLog } from '@jodi/contract';
import { StaffTable } from '../../components/staff/StaffTable';
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
    <StaffTable label={t.callLogs.listLabel} columns={COLUMNS} minWidth={1000} horizontalSpacing="xs">
      {logs.map((log) => (
        <CallLogRow key={log.id} log={log} onEdit={onEdit} onOpenTrail={onOpenTrail} />
      ))}
    </StaffTable>
  );
}
