import { useNavigate } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { PreferencesForm } from './PreferencesForm';

/** /preferences: the member's partner preferences, every one optional. */
export function PreferencesPage() {
  usePageMeta(t.pages.preferences.title, t.pages.preferences.description);
  const navigate = useNavigate();
  return (
    <PageSection
      title={t.pages.preferences.title}
      intro={t.preferences.intro}
      size="sm"
      back
      backFallback={PATHS.matches}
    >
      <PreferencesForm onSaved={() => navigate(PATHS.matches)} />
    </PageSection>
  );
}
