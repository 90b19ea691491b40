import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { t } from '../../i18n';

export interface BlockDialogProps {
  opened: boolean;
  name: string;
  loading: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Blocking asks first: it removes what the two share, and hides them from each other. */
export function BlockDialog({ opened, name, loading, onCancel, onConfirm }: BlockDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={t.profileView.blockTitle({ name })} centered size="sm">
      <Stack gap="md">
        <Text size="sm">{t.profileView.blockText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="navy.9" onClick={onCancel}>
            {t.profileView.cancel}
          </Button>
          <Button
            color="red.8"
            leftSection={<IconBan aria-hidden size={16} />}
            loading={loading}
            onClick={onConfirm}
          >
            {t.profileView.blockConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
