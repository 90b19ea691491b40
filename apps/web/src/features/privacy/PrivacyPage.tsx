import { DATA_EXPORT_TTL_HOURS } from '@jodi/contract';
import { Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BackButton } from '../../components/BackButton';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { SettingsSection } from '../../components/SettingsSection';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { usePageMeta } from '../../lib/usePageMeta';
import { FamilyLinkSection } from '../family';
import { useMyData, usePrepareMyData } from './myData.api';
import { PrivacySettingsSection } from './PrivacySettingsSection';

/** Where the archive stands: the button, the progress line, the link, or the failure and a retry. */
function ExportState() {
  const state = useMyData();
  const prepare = usePrepareMyData();
  if (state.isPending) return <CenteredLoader />;
  if (state.isError) return <LoadFailed title={t.myData.loadFailed} onRetry={() => state.refetch()} />;

  const { status, url, expires_at: expiresAt } = state.data;
  if (status === 'preparing') {
    return (
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" color="navy.9" aria-hidden />
        <Text fw={600}>{t.myData.preparing}</Text>
      </Group>
    );
  }
  if (status === 'ready' && url) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t.myData.ready}</Text>
        <Button
          component="a"
          href={url}
          download
          size="lg"
          color="navy.9"
          leftSection={<IconDownload aria-hidden size={22} />}
        >
          {t.myData.download}
        </Button>
        {expiresAt ? <Text>{t.myData.expires({ when: formatDateTime(expiresAt) })}</Text> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      {status === 'failed' ? <Text>{t.myData.failed}</Text> : null}
      <FormAlert error={prepare.error} />
      <Button size="lg" color="navy.9" loading={prepare.isPending} onClick={() => prepare.mutate()}>
        {status === 'failed' ? t.myData.tryAgain : t.myData.prepare}
      </Button>
    </Stack>
  );
}

/**
 * /settings/privacy (decision 18): "Who can see me" (photos, contact details, pausing the profile), then
 * "Download my data", a copy of everything the member gave Jodi.
 */
export function PrivacyPage() {
  usePageMeta(t.pages.privacy.title, t.pages.privacy.description);
  return (
    <Container size="sm" px="md" py="lg" w="100%">
      <BackButton />
      <Stack gap="lg" mt="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t.pages.privacy.title}
        </Title>
        <PrivacySettingsSection />
        <SettingsSection title={t.myData.title}>
          <Text>{t.myData.intro}</Text>
          <List spacing={4}>
            {t.myData.holds.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text>{t.myData.othersByNumber}</Text>
          <Text>{t.myData.linkHours({ hours: DATA_EXPORT_TTL_HOURS })}</Text>
          {/* Read out as it changes: preparing, then ready (or failed). */}
          <div aria-live="polite">
            <ExportState />
          </div>
        </SettingsSection>
        {/* Decision 33: who helps manage the profile, from the settings as from the menu. */}
        <FamilyLinkSection />
      </Stack>
    </Container>
  );
}
