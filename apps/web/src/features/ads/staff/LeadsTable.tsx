import type { Lead } from '@jodi/contract';
import { Anchor, Table, Text } from '@mantine/core';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/dates';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Staff: advert requests with the ways to reach each business. */
export function LeadsTable({ leads }: { leads: Lead[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label={t.staffLeads.listLabel} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.staffLeads.name}</Table.Th>
            <Table.Th>{t.staffLeads.business}</Table.Th>
            <Table.Th>{t.staffLeads.email}</Table.Th>
            <Table.Th>{t.staffLeads.phone}</Table.Th>
            <Table.Th>{t.staffLeads.message}</Table.Th>
            <Table.Th>{t.staffLeads.received}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td fw={600} miw={140}>
                {lead.name}
              </Table.Td>
              <Table.Td>{lead.business ?? ''}</Table.Td>
              <Table.Td style={NOWRAP}>
                <Anchor href={`mailto:${lead.email}`} size="sm">
                  {lead.email}
                </Anchor>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Anchor href={`tel:${lead.phone.replace(/[^+\d]/g, '')}`} size="sm">
                  {lead.phone}
                </Anchor>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {lead.message ?? ''}
                </Text>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
