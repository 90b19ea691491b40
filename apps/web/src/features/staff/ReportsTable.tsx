import type { StaffReport } from '@jodi/contract';
import { Table } from '@mantine/core';
import { t } from '../../i18n';
import { ReportRow, type ReportRowActions } from './ReportRow';

const COLUMNS = [
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
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label={t.moderation.listLabel} verticalSpacing="sm" highlightOnHover>
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
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
