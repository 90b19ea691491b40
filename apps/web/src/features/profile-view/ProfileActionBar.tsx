import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBookmark, IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { t } from '../../i18n';
import { useProfileActions } from './useProfileActions';

const ACTIONS = [
  { key: 'interest', label: t.profileView.sendInterest, icon: IconHeart },
  { key: 'chat', label: t.profileView.chatRequest, icon: IconMessageCircle },
  { key: 'save', label: t.profileView.saveProfile, icon: IconBookmark },
] as const;

type ActionKey = (typeof ACTIONS)[number]['key'];

function Bar({ shown, onClick, disabled }: { shown: ActionKey[]; onClick?(): void; disabled: boolean }) {
  return (
    <Group gap="xs" role="group" aria-label={t.profileView.actionsLabel} grow preventGrowOverflow={false}>
      {ACTIONS.filter((action) => shown.includes(action.key)).map(({ key, label, icon: Icon }) => (
        <Button
          key={key}
          variant={key === 'interest' ? 'filled' : 'outline'}
          color={key === 'interest' ? 'lightBlue' : 'navy.9'}
          leftSection={<Icon aria-hidden size={18} />}
          onClick={onClick}
          disabled={disabled}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** Visitors: every action shows 'Join now' and leads to /signup (spec 6, 8). */
export function VisitorActionBar({ onJoinNow }: { onJoinNow(): void }) {
  return <Bar shown={['interest', 'chat', 'save']} onClick={onJoinNow} disabled={false} />;
}

/** Members: the buttons hide once their flag is true (spec 4); the calls arrive with the social issue. */
export function MemberActionBar({ profileId }: { profileId: string }) {
  const actions = useProfileActions(profileId);
  const shown: ActionKey[] = [];
  if (actions.showSendInterest) shown.push('interest');
  if (actions.showChatRequest) shown.push('chat');
  if (actions.showSaveProfile) shown.push('save');
  return (
    <Stack gap={6}>
      {actions.profileInterested ? (
        <Text size="sm" c="green.8" fw={600}>
          {t.profileView.theyAreInterested}
        </Text>
      ) : null}
      {shown.length > 0 ? <Bar shown={shown} disabled={!actions.actionsAvailable} /> : null}
      {actions.actionsAvailable || shown.length === 0 ? null : (
        <Text size="xs" c="dimmed">
          {t.profileView.actionsSoon}
        </Text>
      )}
    </Stack>
  );
}
