import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { authApi } from './auth.api';
import { PasswordPairFields } from './PasswordPairFields';
import { usePasswordPair } from './usePasswordPair';

/** Sets a new password with the token from the mailed link, then sends the person to the login. */
export function NewPasswordForm({ token }: { token: string }) {
  const pair = usePasswordPair();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => authApi.resetPassword(token, pair.password),
    onSuccess: () => {
      notify.success(t.notices.passwordUpdated);
      navigate(PATHS.login, { replace: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pair.check()) mutation.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text c="dimmed">{t.resetPassword.newIntro}</Text>
        <FormAlert error={mutation.error} />
        <PasswordPairFields {...pair.fields} />
        <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
          {t.resetPassword.newSubmit}
        </Button>
      </Stack>
    </form>
  );
}
