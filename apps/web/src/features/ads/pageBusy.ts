/** An open dialog: Mantine's Modal and Drawer (role="dialog"), a popover, a native <dialog>. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** Where the member is typing or choosing: a field, or anything inside a form. */
const FORM_FIELD = 'input, textarea, select, [contenteditable="true"], form';

/**
 * True while an ad would get in the member's way: a dialog is open, or the focus is in a field or a
 * form (the member is filling it in). The ad waits until neither is so.
 */
export function isPageBusy(doc: Document = document): boolean {
  if (doc.querySelector(OPEN_DIALOG)) return true;
  const active = doc.activeElement;
  return active instanceof Element && active !== doc.body && active.closest(FORM_FIELD) !== null;
}
