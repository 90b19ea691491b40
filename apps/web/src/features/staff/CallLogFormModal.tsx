import type { CallLog } from '@jodi/contract';
import { type Editing, FormModal } from '../../components/FormModal';
import { t } from '../../i18n';
import { CallLogForm } from './CallLogForm';
import { useSmallScreen } from './useSmallScreen';

interface CallLogFormModalProps {
  editing: Editing<CallLog>;
  onClose(): void;
}

/** The call-log form in a dialog; full screen on a phone. */
export function CallLogFormModal({ editing, onClose }: CallLogFormModalProps) {
  const small = useSmallScreen();
  return (
    <FormModal
      editing={editing}
      titles={{ new: t.callLogForm.newTitle, edit: t.callLogForm.editTitle }}
      onClose={onClose}
      size="lg"
      fullScreen={small}
      centered={!small}
    >
      {(log) => <CallLogForm key={log?.id ?? 'new'} log={log} onSaved={onClose} onCancel={onClose} />}
    </FormModal>
  );
}
