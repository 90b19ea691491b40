import { Anchor, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { authApi } from './auth.api';
import { CredentialsForm } from './CredentialsForm';
import { safeNextPath, withNext } from './nextPath';
import { useSignInMutation } from './useSignInMutation';

export function LoginPage() {
  usePageMeta(t.pages.login.title, t.pages.login.description);
  // A page that sent the visitor here (a family invitation) is where signing in returns.
  const next = safeNextPath(useSearchParams()[0]);
  const mutation = useSignInMutation(authApi.signIn, next ?? undefined);
  return (
    <PageSection title={t.auth.loginTitle}>
      <CredentialsForm
        submitLabel={t.auth.loginSubmit}
        onSubmit={mutation.mutate}
        pending={mutation.isPending}
        error={mutation.error}
        passwordAutoComplete="current-password"
      />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={PATHS.resetPassword} size="sm">
          {t.auth.forgotPassword}
        </Anchor>
        <Text size="sm">
          {t.auth.noAccount}{' '}
          <Anchor component={Link} to={withNext(PATHS.signup, next)}>
            {t.auth.createAccount}
          </Anchor>
        </Text>
      </Group>
    </PageSection>
  );
}
