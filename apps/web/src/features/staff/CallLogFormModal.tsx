import type { CallLog } from '@jodi/contract';
import { Modal } from '@mantine/core';
import { t } from '../../i18n';
import { CallLogForm } from './CallLogForm';
import { useSmallScreen } from './useSmallScreen';

/** Which log the form is open for: a new one, an existing one, or none (closed). */
export type CallLogEditing = { log: CallLog | null } | null;

interface CallLogFormModalProps {
  editing: CallLogEditing;
  onClose(): void;
}

/** The call-log form in a dialog; full screen on a phone. */
export function CallLogFormModal({ editing, onClose }: CallLogFormModalProps) {
  const small = useSmallScreen();
  const log = editing?.log ?? null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={log ? t.callLogForm.editTitle : t.callLogForm.newTitle}
      size="lg"
      fullScreen={small}
      centered={!small}
    >
      {editing ? <CallLogForm key={log?.id ?? 'new'} log={log} onSaved={onClose} onCancel={onClose} /> : null}
    </Modal>
  );
}
