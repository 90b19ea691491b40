import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What happens when confirmed. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the confirm button spins and the dialog stays. */
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a destructive action (delete a post, an ad, an account); the confirm button is red. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = t.staffContent.cancel,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm">
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="navy.9" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color="red.8" onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
