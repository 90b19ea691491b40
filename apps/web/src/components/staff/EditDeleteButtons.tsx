import { Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { t } from '../../i18n';

const KINDS = {
  edit: { color: 'navy.9', ButtonIcon: IconEdit },
  delete: { color: 'red.8', ButtonIcon: IconTrash },
};

interface RowButtonProps {
  kind: keyof typeof KINDS;
  /** The accessible name, which says which row. */
  label: string;
  onClick(): void;
}

function RowButton({ kind, label, onClick }: RowButtonProps) {
  const { color, ButtonIcon } = KINDS[kind];
  const text = t.staffContent[kind];
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={color}
      leftSection={<ButtonIcon aria-hidden size={14} />}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}

interface EditDeleteButtonsProps {
  /** Accessible names that say which row, e.g. 'Edit Diwali offer'. */
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}

/** A staff row's 'Edit' and 'Delete' buttons. */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <RowButton kind="edit" label={editLabel} onClick={onEdit} />
      <RowButton kind="delete" label={deleteLabel} onClick={onDelete} />
    </>
  );
}
