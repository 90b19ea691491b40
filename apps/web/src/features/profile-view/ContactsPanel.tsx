import type { Contact } from '@jodi/contract';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BlurredText } from '../../components/BlurredText';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import type { ContactHiddenReason } from '../../lib/profile';
import { relationLabel } from '../../lib/relations';
import classes from './ProfileView.module.css';

interface ContactsPanelProps {
  contacts: readonly Contact[] | undefined;
  hiddenReason: ContactHiddenReason | undefined;
  /** The profile's gender, for 'she' or 'he' in the 'not_accepted' line. */
  gender: string | null;
  visitor: boolean;
  onJoinNow(): void;
}

/** Stand-in rows behind the blur: the shape of contacts, none of their content. */
const blurredContacts = () =>
  [1, 2].map((n) => (
    <div key={n}>
      <Text fw={600}>{t.profileView.blurredName}</Text>
      <Text>{t.profileView.blurredPhone}</Text>
    </div>
  ));

function ContactList({ contacts }: { contacts: readonly Contact[] }) {
  if (contacts.length === 0) return <Text c="dimmed">{t.profileView.noContacts}</Text>;
  return (
    <Stack gap="sm" component="ul" className={classes.contactList}>
      {contacts.map((contact) => (
        <li key={`${contact.name}-${contact.phone}`}>
          <Text fw={600}>
            {contact.name} ({relationLabel(contact.relation)})
          </Text>
          <Anchor href={`tel:${contact.phone}`}>{contact.phone}</Anchor>
          {[contact.occupation, contact.current_city, contact.address].filter(Boolean).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </li>
      ))}
    </Stack>
  );
}

function Body({ contacts, hiddenReason, gender, visitor, onJoinNow }: ContactsPanelProps) {
  if (visitor || hiddenReason === 'visitor') {
    return (
      <Stack gap="xs" align="flex-start">
        <Text>{t.notices.joinNowToContinue}</Text>
        <Button onClick={onJoinNow}>{t.profileView.joinNow}</Button>
      </Stack>
    );
  }
  if (hiddenReason === 'plan') {
    return (
      <BlurredText
        label={t.profileView.contactsHiddenPlan}
        placeholder={blurredContacts()}
        action={
          <Button component={Link} to={PATHS.subscription} size="md">
            {t.profileView.upgradePlan}
          </Button>
        }
      />
    );
  }
  if (hiddenReason === 'not_accepted')
    return <Text>{t.privacy.contactsAfterAccept({ gender: gender ?? '' })}</Text>;
  if (hiddenReason === 'unverified') return <Text c="dimmed">{t.profileView.contactsUnverified}</Text>;
  return <ContactList contacts={contacts ?? []} />;
}

/** The profile's contacts, or why they are not shown (spec 6). */
export function ContactsPanel(props: ContactsPanelProps) {
  const titleId = 'contacts-title';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t.profileView.contactsTitle}
        </Title>
        <Body {...props} />
      </Stack>
    </Paper>
  );
}
