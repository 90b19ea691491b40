import { Button, Container, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { t } from '../../i18n';
import { useSession } from '../../session';
import classes from './ManagingBand.module.css';
import { useSwitchBackToOwn } from './useSwitchBackToOwn';

/**
 * While a relative acts for a profile they manage (decision 33), a band under the top bar says so on
 * every screen ("You are managing Priya's profile"), with the way back to their own profile when
 * they have one.
 */
export function ManagingBand() {
  const { actingFor, hasOwnProfile } = useSession();
  const backToOwn = useSwitchBackToOwn();
  if (!actingFor) return null;
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
          {/* A parent with no profile of their own has nothing to go back to; the switcher changes profile. */}
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
