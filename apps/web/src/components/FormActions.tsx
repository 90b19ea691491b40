import { Button, Group } from '@mantine/core';
import { t } from '../i18n';
import { FormAlert } from './FormAlert';

interface FormActionsProps {
  /** The failed call, worded above the buttons; nothing while null. */
  error: unknown;
  saving: boolean;
  onCancel(): void;
  saveLabel?: string;
  cancelLabel?: string;
}

/** The end of a dialog's form: the server's failure if any, then 'Cancel' and 'Save'. */
export function FormActions({
  error,
  saving,
  onCancel,
  saveLabel = t.staffContent.save,
  cancelLabel = t.staffContent.cancel,
}: FormActionsProps) {
  return (
    <>
      <FormAlert error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="subtle" color="navy.9" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}
