import { Container, Stack, Text, Title } from '@mantine/core';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { SettingsSection } from '../../components/SettingsSection';
import { t } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { FamilyInvites } from './FamilyInvites';
import { FamilyMembers } from './FamilyMembers';
import { useFamily } from './family.api';
import { InviteRelativeForm } from './InviteRelativeForm';
import { WhatRelativesDo } from './WhatRelativesDo';

/**
 * /family (decision 33): the owner sees who manages the profile and removes a relative at once, sees
 * the invitations still open and cancels one, and invites a parent, sibling or relative by e-mail.
 */
export function FamilyPage() {
  usePageMeta(t.family.title, t.family.metaDescription);
  const family = useFamily();
  return (
    <Container size="sm" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t.family.title}</Title>
        <Text>{t.family.intro}</Text>
        {family.isPending ? <CenteredLoader /> : null}
        {family.isError ? <LoadFailed title={t.family.loadFailed} onRetry={() => family.refetch()} /> : null}
        {family.data ? (
          <SettingsSection title={t.family.managersTitle}>
            <FamilyMembers managers={family.data.managers} />
          </SettingsSection>
        ) : null}
        {family.data && family.data.invites.length > 0 ? (
          <SettingsSection title={t.family.invitesTitle}>
            <FamilyInvites invites={family.data.invites} />
          </SettingsSection>
        ) : null}
        <SettingsSection title={t.family.inviteTitle}>
          <WhatRelativesDo />
          <InviteRelativeForm />
        </SettingsSection>
      </Stack>
    </Container>
  );
}
