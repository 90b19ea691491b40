import type { StaffReport } from '@jodi/contract';
import { StaffTable } from '../../components/staff/StaffTable';
import { t } from '../../i18n';
import { ReportRow, type ReportRowActions } from './ReportRow';

const columns = () => [
  t.moderation.reason,
  t.moderation.details,
  t.moderation.reporter,
  t.moderation.reported,
  t.moderation.date,
  t.moderation.status,
  t.moderation.actions,
];

/** Members' reports of one page; scrolls sideways on a phone. */
export function ReportsTable({
  reports,
  actions,
}: {
  reports: readonly StaffReport[];
  actions: ReportRowActions;
}) {
  return (
    <StaffTable label={t.moderation.listLabel} columns={columns()} minWidth={960}>
      {reports.map((report) => (
        <ReportRow key={report.id} report={report} actions={actions} />
      ))}
    </StaffTable>
  );
}
