import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { fieldError } from '../../lib/errors';
import { authApi } from './auth.api';

/** Asks for a reset link. The answer never tells whether the e-mail has an account. */
export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const mutation = useMutation({ mutationFn: authApi.requestPasswordReset });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(email.trim());
  };

  if (mutation.isSuccess) {
    return (
      <Alert color="lightBlue" variant="light" role="status">
        {t.resetPassword.requestSent}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text c="dimmed">{t.resetPassword.requestIntro}</Text>
        <FormAlert error={mutation.error} />
        <TextInput
          label={t.auth.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError(mutation.error, 'email')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
          {t.resetPassword.requestSubmit}
        </Button>
      </Stack>
    </form>
  );
}
