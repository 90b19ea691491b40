import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A staff list's 'New …' button, at the right above the list. */
export function NewItemButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Group justify="flex-end">
      <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
