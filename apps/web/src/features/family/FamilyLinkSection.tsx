import { Button, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SettingsSection } from '../../components/SettingsSection';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';

/** The way to /family from the settings screens: who helps manage the profile, and inviting them. */
export function FamilyLinkSection() {
  return (
    <SettingsSection title={t.family.title}>
      <Text>{t.family.intro}</Text>
      <Button
        component={Link}
        to={PATHS.family}
        variant="outline"
        color="navy.9"
        mih={44}
        leftSection={<IconUsers aria-hidden size={18} />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.family.manage}
      </Button>
    </SettingsSection>
  );
}
