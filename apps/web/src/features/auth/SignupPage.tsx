import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { validatePasswordLength } from '../../lib/password';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { LanguageSwitch } from '../language';
import { authApi } from './auth.api';
import { CredentialsForm } from './CredentialsForm';
import { safeNextPath, withNext } from './nextPath';
import { useSignInMutation } from './useSignInMutation';

export function SignupPage() {
  usePageMeta(t.pages.signup.title, t.pages.signup.description);
  // A new account has no profile yet: the guided start builds it, step by step, unless a page sent
  // the visitor here to come back (a family invitation, whose relative needs no profile of their own).
  const next = safeNextPath(useSearchParams()[0]);
  const mutation = useSignInMutation(authApi.signUp, next ?? PATHS.start);
  return (
    <PageSection title={t.auth.signupTitle}>
      {/* The account keeps the language it is created in (sent as Accept-Language). */}
      <Text fw={600}>{t.language.choose}</Text>
      <LanguageSwitch variant="all" />
      <CredentialsForm
        submitLabel={t.auth.signupSubmit}
        onSubmit={mutation.mutate}
        pending={mutation.isPending}
        error={mutation.error}
        validatePassword={(password) => validatePasswordLength(password).password}
        passwordAutoComplete="new-password"
      />
      <Text size="sm">
        {t.auth.haveAccount}{' '}
        <Anchor component={Link} to={withNext(PATHS.login, next)}>
          {t.auth.goToLogin}
        </Anchor>
      </Text>
    </PageSection>
  );
}
