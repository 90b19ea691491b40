import type { Lead } from '@jodi/contract';
import { Anchor, Table, Text } from '@mantine/core';
import { DateCell, NoWrapCell } from '../../../components/staff/StaffCells';
import { StaffTable } from '../../../components/staff/StaffTable';
import { t } from '../../../i18n';

const columns = () => [
  t.staffLeads.name,
  t.staffLeads.business,
  t.staffLeads.email,
  t.staffLeads.phone,
  t.staffLeads.message,
  t.staffLeads.received,
];

/** Staff: advert requests with the ways to reach each business. */
export function LeadsTable({ leads }: { leads: Lead[] }) {
  return (
    <StaffTable label={t.staffLeads.listLabel} columns={columns()} minWidth={900}>
      {leads.map((lead) => (
        <Table.Tr key={lead.id}>
          <Table.Td fw={600} miw={140}>
            {lead.name}
          </Table.Td>
          <Table.Td>{lead.business ?? ''}</Table.Td>
          <NoWrapCell>
            <Anchor href={`mailto:${lead.email}`} size="sm">
              {lead.email}
            </Anchor>
          </NoWrapCell>
          <NoWrapCell>
            <Anchor href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`} size="sm">
              {lead.phone}
            </Anchor>
          </NoWrapCell>
          <Table.Td maw={320}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {lead.message ?? ''}
            </Text>
          </Table.Td>
          <DateCell iso={lead.created_at} />
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
