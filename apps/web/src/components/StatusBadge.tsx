import { Badge } from '@mantine/core';

const VISIBLE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** A status in a staff table: a light badge that keeps its whole label even in a narrow column. */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  // Mantine cuts a badge's label with an ellipsis when the column is narrow (phones).
  return (
    <Badge variant="light" color={color} styles={VISIBLE}>
      {label}
    </Badge>
  );
}
