import { type MantineSpacing, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface StaffTableProps {
  /** The table's accessible name, e.g. 'Ads'. */
  label: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** Below this width the table scrolls sideways inside its own container (phones). */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /** The rows (`<Table.Tr>`s). */
  children: ReactNode;
}

/** A staff list as a table: named, with a heading row, scrolling sideways on a narrow screen. */
export function StaffTable({ label, columns, minWidth, horizontalSpacing, children }: StaffTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label} verticalSpacing="sm" horizontalSpacing={horizontalSpacing} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
