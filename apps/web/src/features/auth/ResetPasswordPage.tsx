import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

/** /reset-password asks for a link; /reset-password?token=... sets the new password. */
export function ResetPasswordPage() {
  usePageMeta(t.pages.resetPassword.title, t.pages.resetPassword.description);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PageSection title={t.resetPassword.title}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
      <Anchor component={Link} to={PATHS.login} size="sm">
        {t.resetPassword.backToLogin}
      </Anchor>
    </PageSection>
  );
}
