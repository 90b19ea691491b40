import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { t } from '../../i18n';
import { useSession } from '../../session';
import { useSwitchBackToOwn } from './useSwitchBackToOwn';

export interface OwnerOnlyProps {
  /**
   * The signed-in account's own screen (its password, its deletion): shown while acting to an
   * account with no profile of its own, whose calls there never name the profile it manages.
   */
  accountOwn?: boolean;
}

/**
 * Screens that belong to an account's owner (password and e-mail, deletion, data download,
 * privacy, family, payments): while the device acts for a managed profile (decision 33) they say so
 * and lead back to the relative's own profile, instead of showing or changing anything.
 */
export function OwnerOnly({ accountOwn = false }: OwnerOnlyProps) {
  const { actingFor, hasOwnProfile } = useSession();
  const backToOwn = useSwitchBackToOwn();
  if (!actingFor || (accountOwn && !hasOwnProfile)) return <Outlet />;
  const name = actingFor.name?.trim() || t.familyBar.unnamed;
  return (
    <Container size="xs" px="md" py="xl" w="100%">
      <Paper bg="gray.0" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t.familyBar.ownerOnlyTitle}
          </Title>
          {hasOwnProfile ? (
            <>
              <Text>{t.familyBar.ownerOnlyBody({ name })}</Text>
              <Button mih={44} onClick={backToOwn}>
                {t.familyBar.backToOwn}
              </Button>
            </>
          ) : (
            <Text>{t.familyBar.ownerOnlyBodyNoOwnProfile({ name })}</Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
