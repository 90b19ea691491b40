import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/errors';

/** The failure of a form's call, as the server worded it. */
export function FormAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden size={18} />}>
      {errorMessage(error)}
    </Alert>
  );
}
