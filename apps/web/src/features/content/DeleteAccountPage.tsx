import {
  Button,
  Container,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMail, IconMenu2 } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn, useSession } from '../../session';
import { accountDeletionMailto } from './deletionMail';
import { useAbTexts } from './useAbTexts';
import { useDeleteAccount } from './useDeleteAccount';
import { useSiteInfo } from './useSiteInfo';

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const id = `way-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size="xl" radius="xl" variant="light" color="navy">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The confirmation: members with a password type it (the server also accepts a sign-in within the
 * last 15 minutes, which is all that accounts without a password have); a refusal shows the
 * server's message and keeps the dialog open.
 */
function DeleteDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { hasPassword } = useSession();
  const [password, setPassword] = useState('');
  const deletion = useDeleteAccount();
  const close = () => {
    deletion.reset();
    setPassword('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t.deleteAccount.confirmTitle}
      confirmLabel={t.deleteAccount.confirm}
      cancelLabel={t.deleteAccount.cancel}
      loading={deletion.isPending}
      onCancel={close}
      onConfirm={() => deletion.mutate(password || undefined)}
    >
      <Stack gap="sm">
        <Text>{t.deleteAccount.confirmText}</Text>
        {hasPassword ? (
          <PasswordInput
            label={t.deleteAccount.passwordLabel}
            description={t.deleteAccount.passwordHint}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        ) : null}
        {deletion.error ? (
          <Text c="red.8" role="alert">
            {deletion.error.message || t.deleteAccount.failed}
          </Text>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

/** Way 1: the menu item; signed-in members can delete right here (the menu item leads to this page). */
function MenuWay() {
  const signedIn = useIsSignedIn();
  const menuLabel = useAbTexts()['NAV-DA'] ?? t.avatarMenu.deleteAccount;
  const [confirming, setConfirming] = useState(false);
  return (
    <Way icon={<IconMenu2 aria-hidden size={24} />} title={t.deleteAccount.menuTitle}>
      <Text>{t.deleteAccount.menuSteps({ label: menuLabel })}</Text>
      {signedIn ? (
        <>
          <Text>{t.deleteAccount.menuMember}</Text>
          <Button color="red.8" onClick={() => setConfirming(true)}>
            {t.deleteAccount.menuButton}
          </Button>
          <DeleteDialog opened={confirming} onClose={() => setConfirming(false)} />
        </>
      ) : (
        <>
          <Text>{t.deleteAccount.menuVisitor}</Text>
          <Button component={Link} to={PATHS.login}>
            {t.deleteAccount.logInToDelete}
          </Button>
        </>
      )}
    </Way>
  );
}

/** Way 2: an e-mail to the support address with the subject 'Account Deletion Request'. */
function MailWay() {
  const site = useSiteInfo();
  const email = site.data?.contact_email;
  return (
    <Way icon={<IconMail aria-hidden size={24} />} title={t.deleteAccount.mailTitle}>
      {email ? (
        <>
          <Text>{t.deleteAccount.mailText({ email })}</Text>
          <Button
            component="a"
            href={accountDeletionMailto(email)}
            leftSection={<IconMail aria-hidden size={18} />}
          >
            {t.deleteAccount.mailButton}
          </Button>
        </>
      ) : (
        <Text c="dimmed">{site.isPending ? t.app.loading : t.deleteAccount.mailUnavailable}</Text>
      )}
    </Way>
  );
}

/** /delete/account (public): spec 2's two ways to delete an account. */
export function DeleteAccountPage() {
  const { title, description } = t.pages.deleteAccount;
  usePageMeta(title, description);
  return (
    <Container size="md" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <Text c="dimmed" mt="xs">
            {t.deleteAccount.intro}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <MenuWay />
          <MailWay />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
