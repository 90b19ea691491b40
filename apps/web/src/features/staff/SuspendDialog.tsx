import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { t } from '../../i18n';

/** The longest suspension reason the API keeps. */
export const SUSPEND_REASON_MAX = 500;

interface SuspendDialogProps {
  /** The name of the profile to suspend; null keeps the dialog closed. */
  name: string | null;
  loading: boolean;
  onCancel(): void;
  onConfirm(reason: string | undefined): void;
}

/** Confirms a suspension, with an optional reason for the profile's trail. */
export function SuspendDialog({ name, loading, onCancel, onConfirm }: SuspendDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      opened={name !== null}
      title={t.moderation.suspendTitle({ name: name ?? '' })}
      confirmLabel={t.moderation.suspend}
      cancelLabel={t.moderation.cancel}
      loading={loading}
      onConfirm={() => onConfirm(reason.trim() || undefined)}
      onCancel={onCancel}
    >
      <Text size="sm">{t.moderation.suspendText}</Text>
      <Textarea
        label={t.moderation.suspendReason}
        autosize
        minRows={2}
        maxLength={SUSPEND_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
}
