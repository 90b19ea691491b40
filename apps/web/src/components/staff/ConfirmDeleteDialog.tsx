import { t } from '../../i18n';
import { ConfirmDialog } from '../ConfirmDialog';
import type { ConfirmedDelete } from './useConfirmedDelete';

interface ConfirmDeleteDialogProps<T extends { id: string }> {
  deletion: ConfirmedDelete<T>;
  /** The question, naming the item, e.g. 'Delete the ad “Diwali offer”?'. */
  title: string;
}

/** 'This cannot be undone.' with 'Cancel' and a red 'Delete', while a row's deletion is asked about. */
export function ConfirmDeleteDialog<T extends { id: string }>({
  deletion,
  title,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      opened={deletion.item !== null}
      title={title}
      confirmLabel={t.staffContent.delete}
      loading={deletion.pending}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    >
      {t.staffContent.deleteText}
    </ConfirmDialog>
  );
}
