import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Which item a form dialog is open for: a new one (`item: null`), an existing one, or none (closed). */
export type Editing<T> = { item: T | null } | null;

interface FormModalProps<T> extends Omit<ModalProps, 'opened' | 'title' | 'children'> {
  editing: Editing<T>;
  titles: { new: string; edit: string };
  /** The form for the item being edited, or for a new one (null). */
  children(item: T | null): ReactNode;
}

/** A create-or-edit form in a dialog: open while `editing` is set, titled for a new or an existing item. */
export function FormModal<T>({ editing, titles, children, ...modal }: FormModalProps<T>) {
  return (
    <Modal opened={editing !== null} title={editing?.item ? titles.edit : titles.new} {...modal}>
      {editing ? children(editing.item) : null}
    </Modal>
  );
}
