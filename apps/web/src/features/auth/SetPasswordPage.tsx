import { Button, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { fieldError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSession } from '../../session';
import { authApi } from './auth.api';
import { PasswordPairFields } from './PasswordPairFields';
import { usePasswordPair } from './usePasswordPair';

/** 'Set Password(Optional)': set a first password, or change it ("change" mode asks for the old one). */
export function SetPasswordPage() {
  usePageMeta(t.pages.setPassword.title, t.pages.setPassword.description);
  const { hasPassword, signIn, updateUser } = useSession();
  const pair = usePasswordPair();
  const [oldPassword, setOldPassword] = useState('');
  const mutation = useMutation({
    mutationFn: () => authApi.updatePassword(pair.password, hasPassword ? oldPassword : undefined),
    onSuccess: ({ token, user }) => {
      // A password change answers a new token (older ones are revoked); without one the session's stays.
      if (token) signIn(token, { ...user, has_password: true });
      else updateUser({ ...user, has_password: true });
      pair.reset();
      setOldPassword('');
      notify.success(t.notices.passwordUpdated);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pair.check()) mutation.mutate();
  };

  return (
    <PageSection
      title={t.password.setTitle}
      intro={hasPassword ? t.password.changeIntro : t.password.setIntro}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert error={mutation.error} />
          {hasPassword ? (
            <PasswordInput
              label={t.password.oldPassword}
              autoComplete="current-password"
              required
              value={oldPassword}
              onChange={(event) => setOldPassword(event.currentTarget.value)}
              error={fieldError(mutation.error, 'old_password')}
            />
          ) : null}
          <PasswordPairFields {...pair.fields} />
          <Button type="submit" loading={mutation.isPending} fullWidth mt="xs">
            {hasPassword ? t.password.changeSubmit : t.password.setSubmit}
          </Button>
        </Stack>
      </form>
    </PageSection>
  );
}
