import { Button, Container, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { t } from '../../i18n';
import { useSession } from '../../session';
import classes from './ManagingBand.module.css';
import { useManagedProfiles } from './useManagedProfiles';
import { useSwitchBackToOwn } from './useSwitchBackToOwn';

/**
 * While a relative acts for a profile they manage (issue 36), a band under the top bar says so on
 * every screen ("You are managing Priya's profile"), with the way back to their own profile when
 * they have one.
 */
export function ManagingBand() {
  const { actingFor } = useSession();
  const backToOwn = useSwitchBackToOwn();
  const { list } = useManagedProfiles();
  if (!actingFor) return null;
  // A parent with no profile of their own has nothing to go back to; the switcher changes profile.
  const hasOwnProfile = list?.some((profile) => profile.own) ?? true;
  return (
    <div className={classes.band} role="status">
      <Container size="lg">
        <Group justify="space-between" gap="xs" wrap="wrap" py={4}>
          <Group gap="xs" wrap="nowrap">
            <IconUsers aria-hidden size={18} />
            <Text fw={700} size="sm">
              {t.familyBar.band({ name: actingFor.name?.trim() || t.familyBar.unnamed })}
            </Text>
          </Group>
          {hasOwnProfile ? (
            <Button size="compact-md" color="navy.9" mih={44} onClick={backToOwn}>
              {t.familyBar.backToOwn}
            </Button>
          ) : null}
        </Group>
      </Container>
    </div>
  );
}
