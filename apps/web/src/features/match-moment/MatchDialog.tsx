import { Avatar, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { chatPath } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { useProfileView } from '../profile-view';
import classes from './MatchDialog.module.css';
import { closeMatchMoment, type MatchMoment } from './matchMoment';

/** The id of the contacts panel's title on the profile view (its `#` target). */
export const CONTACTS_ANCHOR = 'contacts-title';

/**
 * "It's a match" (or a chat request accepted) as a full dialog with the next steps:
 * Start chat (the conversation), See contact details (only when the server shows this member's
 * contacts to the viewer now: read from the profile view) and Later.
 */
export function MatchDialog({ moment }: { moment: MatchMoment }) {
  const view = useProfileView(moment.profileId);
  const profile = view.data?.data;
  const contactsShown =
    profile !== undefined && !profile.contact_hidden_reason && (profile.contact?.length ?? 0) > 0;
  const photo = moment.photo ?? null;
  const match = moment.kind === 'match';
  const texts = t.matchMoment;
  return (
    <Modal.Root opened onClose={closeMatchMoment} centered size="md" radius="lg">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body className={classes.body}>
          <Stack gap="lg" align="center" ta="center">
            <div className={classes.portrait}>
              <Avatar src={photo} alt="" size={96} radius={999} color="navy" aria-hidden>
                {initials(moment.name)}
              </Avatar>
              <span className={classes.heart} aria-hidden>
                <IconHeartFilled size={28} />
              </span>
            </div>
            <Stack gap={6}>
              <Modal.Title className={classes.title}>
                {match ? t.social.itsAMatch : t.chat.accepted}
              </Modal.Title>
              <Text size="lg">
                {match ? texts.matchText({ name: moment.name }) : texts.chatText({ name: moment.name })}
              </Text>
              <Text size="sm" c="dimmed">
                {texts.acceptedNote}
              </Text>
            </Stack>
            <Stack gap="sm" w="100%">
              <Button
                component={Link}
                to={chatPath(moment.profileId)}
                size="lg"
                fullWidth
                leftSection={<IconMessageCircle aria-hidden size={20} />}
                onClick={closeMatchMoment}
                data-autofocus
              >
                {texts.startChat}
              </Button>
              {contactsShown ? (
                <Button
                  component={Link}
                  to={`${profilePath(moment.profileId)}#${CONTACTS_ANCHOR}`}
                  size="lg"
                  fullWidth
                  variant="outline"
                  color="navy.9"
                  leftSection={<IconAddressBook aria-hidden size={20} />}
                  onClick={closeMatchMoment}
                >
                  {texts.seeContacts}
                </Button>
              ) : null}
              <Button size="lg" fullWidth variant="subtle" color="navy.9" onClick={closeMatchMoment}>
                {texts.later}
              </Button>
            </Stack>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
