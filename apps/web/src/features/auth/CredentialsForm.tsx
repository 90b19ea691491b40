import type { Credentials } from '@jodi/contract';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { fieldError } from '../../lib/errors';

interface CredentialsFormProps {
  submitLabel: string;
  onSubmit(credentials: Credentials): void;
  pending: boolean;
  error: unknown;
  /** Sign-up checks the new password before calling; sign-in leaves it to the server. */
  validatePassword?(password: string): string | undefined;
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** E-mail and password, as sign-in and sign-up take them. */
export function CredentialsForm(props: CredentialsFormProps) {
  const { submitLabel, onSubmit, pending, error, validatePassword, passwordAutoComplete } = props;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validatePassword?.(password);
    setPasswordProblem(problem);
    if (!problem) onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert error={error} />
        <TextInput
          label={t.auth.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError(error, 'email')}
        />
        <PasswordInput
          label={t.auth.password}
          autoComplete={passwordAutoComplete}
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordProblem ?? fieldError(error, 'password')}
        />
        <Button type="submit" loading={pending} fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
