import { ActionIcon, Alert, Anchor, Button, Group, Menu, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBan,
  IconBookmark,
  IconBookmarkFilled,
  IconCheck,
  IconDots,
  IconDownload,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconLockOpen,
  IconMessageCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { chatPath, PATHS } from '../../lib/paths';
import { useBiodataDownload } from '../biodata/useBiodataDownload';
import classes from './ProfileView.module.css';
import { ReportDialog } from './ReportDialog';
import { type ProfileActions, useProfileActions } from './useProfileActions';

const ACTIONS = [
  { key: 'interest', icon: IconHeart },
  { key: 'chat', icon: IconMessageCircle },
  { key: 'save', icon: IconBookmark },
] as const;

/** An action's words, read as the buttons render. */
function actionLabel(key: ActionKey): string {
  if (key === 'interest') return t.profileView.sendInterest;
  if (key === 'chat') return t.profileView.chatRequest;
  return t.profileView.saveProfile;
}

type ActionKey = (typeof ACTIONS)[number]['key'];

interface ActionButtonsProps {
  shown: readonly ActionKey[];
  onAction(key: ActionKey): void;
  loading?: Partial<Record<ActionKey, boolean>>;
}

function ActionButtons({ shown, onAction, loading = {} }: ActionButtonsProps) {
  return ACTIONS.filter((action) => shown.includes(action.key)).map(({ key, icon: Icon }) => (
    <Button
      key={key}
      variant={key === 'interest' ? 'filled' : 'outline'}
      color={key === 'interest' ? 'lightBlue' : 'navy.9'}
      leftSection={<Icon aria-hidden size={18} />}
      onClick={() => onAction(key)}
      loading={loading[key] ?? false}
      className={classes.actionButton}
    >
      {actionLabel(key)}
    </Button>
  ));
}

/** 'Download biodata' (spec 7): members save the PDF; visitors get 'Join now' like the other actions. */
function BiodataButton({ onClick, loading = false }: { onClick(): void; loading?: boolean }) {
  return (
    <Button
      variant="outline"
      color="navy.9"
      leftSection={<IconDownload aria-hidden size={18} />}
      onClick={onClick}
      loading={loading}
      className={classes.actionButton}
    >
      {t.biodata.download}
    </Button>
  );
}

/** Visitors: every action shows 'Join now' and leads to /signup (spec 6, 8). */
export function VisitorActionBar({ onJoinNow }: { onJoinNow(): void }) {
  return (
    <Group gap="xs" role="group" aria-label={t.profileView.actionsLabel} className={classes.actions}>
      <ActionButtons shown={['interest', 'chat', 'save']} onAction={onJoinNow} />
      <BiodataButton onClick={onJoinNow} />
    </Group>
  );
}

interface MoreActionsProps {
  blocked: boolean;
  onBlock(): void;
  onUnblock(): void;
  onReport(): void;
}

/** 'More actions': Block (or Unblock when blocked, spec 4) and Report. */
function MoreActions({ blocked, onBlock, onUnblock, onReport }: MoreActionsProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="outline"
          color="navy.9"
          size={44}
          radius="md"
          aria-label={t.profileView.moreActions}
          className={classes.moreActions}
        >
          <IconDots aria-hidden size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {blocked ? (
          <Menu.Item leftSection={<IconLockOpen aria-hidden size={16} />} onClick={onUnblock}>
            {t.profileView.unblock}
          </Menu.Item>
        ) : (
          <Menu.Item color="red.8" leftSection={<IconBan aria-hidden size={16} />} onClick={onBlock}>
            {t.profileView.block}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFlag aria-hidden size={16} />} onClick={onReport}>
          {t.profileView.report}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface BlockDialogProps {
  opened: boolean;
  name: string;
  loading: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Blocking asks first: it removes what the two share, and hides them from each other. */
function BlockDialog({ opened, name, loading, onCancel, onConfirm }: BlockDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={t.profileView.blockTitle({ name })} centered size="sm">
      <Stack gap="md">
        <Text size="sm">{t.profileView.blockText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="navy.9" onClick={onCancel}>
            {t.profileView.cancel}
          </Button>
          <Button
            color="red.8"
            leftSection={<IconBan aria-hidden size={16} />}
            loading={loading}
            onClick={onConfirm}
          >
            {t.profileView.blockConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Their interest in the member: a match, or an interest the member can accept here. */
function InterestLine({ actions, name }: { actions: ProfileActions; name: string }) {
  if (actions.matched) {
    return (
      <Group gap="xs" wrap="nowrap" className={classes.interestLine} data-tone="match">
        <IconHeartFilled aria-hidden size={20} className={classes.heart} />
        <Text size="sm" fw={600} style={{ flex: 1 }}>
          {t.profileView.matched({ name })}
        </Text>
        <Anchor component={Link} to={`${PATHS.interests}?tab=match`} size="sm" fw={600}>
          {t.profileView.seeInterests}
        </Anchor>
      </Group>
    );
  }
  if (!actions.profileInterested) return null;
  return (
    <Group gap="xs" wrap="wrap" className={classes.interestLine}>
      <IconHeart aria-hidden size={20} className={classes.heart} />
      <Text size="sm" fw={600} style={{ flex: 1, minWidth: 160 }}>
        {t.profileView.theyAreInterested({ name })}
      </Text>
      {actions.incomingInterestId ? (
        <Button
          size="compact-sm"
          color="green.8"
          leftSection={<IconCheck aria-hidden size={16} />}
          loading={actions.pending.accept}
          onClick={() => void actions.acceptInterest()}
        >
          {t.profileView.acceptInterest}
        </Button>
      ) : (
        <Anchor component={Link} to={`${PATHS.interests}?tab=received`} size="sm" fw={600}>
          {t.profileView.seeInterests}
        </Anchor>
      )}
    </Group>
  );
}

/** What the member already did: quiet marks where the hidden buttons were, and a way to unsave. */
function DoneStates({ actions, profileId }: { actions: ProfileActions; profileId: string }) {
  const sentInterest = actions.iAmInterested && !actions.matched;
  if (!sentInterest && !actions.isChatRequested && !actions.isBookmarked) return null;
  return (
    <Group gap="md" role="list" aria-label={t.profileView.statusLabel} className={classes.done}>
      {sentInterest ? (
        <Group gap={6} role="listitem" wrap="nowrap">
          <ThemeIcon size={20} radius="xl" color="green.7" variant="light">
            <IconCheck aria-hidden size={14} />
          </ThemeIcon>
          <Text size="sm">{t.profileView.interestSentState}</Text>
        </Group>
      ) : null}
      {actions.isChatRequested ? (
        <Group gap={6} role="listitem" wrap="nowrap">
          <ThemeIcon size={20} radius="xl" color="green.7" variant="light">
            <IconCheck aria-hidden size={14} />
          </ThemeIcon>
          <Text size="sm">{t.profileView.chatRequestedState}</Text>
          <Anchor component={Link} to={chatPath(profileId)} size="sm" fw={600}>
            {t.profileView.openChat}
          </Anchor>
        </Group>
      ) : null}
      {actions.isBookmarked ? (
        <Group gap={6} role="listitem" wrap="nowrap">
          <IconBookmarkFilled aria-hidden size={18} className={classes.savedIcon} />
          <Text size="sm">{t.profileView.saved}</Text>
          <Button
            variant="subtle"
            color="navy.9"
            size="compact-xs"
            loading={actions.pending.unsave}
            onClick={() => void actions.removeBookmark()}
          >
            {t.profileView.removeSaved}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}

/**
 * Members: Send interest, Chat request and Save profile, each hidden once done (spec 4); Block or
 * Unblock and Report under 'More actions'. A blocked profile shows a banner with Unblock instead.
 */
export function MemberActionBar({
  profileId,
  name,
  firstName,
  lastName,
}: {
  profileId: string;
  name: string;
  /** The profile's own name parts, for the biodata file name `{name}_{lastName}.pdf`. */
  firstName?: string | null;
  lastName?: string | null;
}) {
  const actions = useProfileActions(profileId);
  const biodata = useBiodataDownload();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);

  const more = (
    <MoreActions
      blocked={actions.isBlocked}
      onBlock={() => setConfirmBlock(true)}
      onUnblock={() => void actions.unblock()}
      onReport={() => setReporting(true)}
    />
  );

  const biodataButton = (
    <BiodataButton
      loading={biodata.pending}
      onClick={() => void biodata.downloadProfile(profileId, firstName, lastName)}
    />
  );

  const shown: ActionKey[] = [];
  if (actions.showSendInterest) shown.push('interest');
  if (actions.showChatRequest) shown.push('chat');
  if (actions.showSaveProfile) shown.push('save');
  const run: Record<ActionKey, () => Promise<void>> = {
    interest: actions.sendInterest,
    chat: actions.requestChat,
    save: actions.saveProfile,
  };

  return (
    <>
      {actions.isBlocked ? (
        <Alert color="red" variant="light" icon={<IconBan aria-hidden size={20} />} role="status">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{t.profileView.blockedBanner}</Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="white"
                color="red.8"
                leftSection={<IconLockOpen aria-hidden size={16} />}
                loading={actions.pending.unblock}
                onClick={() => void actions.unblock()}
              >
                {t.profileView.unblock}
              </Button>
              {more}
            </Group>
          </Group>
        </Alert>
      ) : (
        <Stack gap="sm">
          <InterestLine actions={actions} name={name} />
          <Group
            role="group"
            aria-label={t.profileView.actionsLabel}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="xs"
          >
            {shown.length > 0 ? (
              <Group gap="xs" className={classes.actions}>
                <ActionButtons
                  shown={shown}
                  onAction={(key) => void run[key]()}
                  loading={{
                    interest: actions.pending.interest,
                    chat: actions.pending.chat,
                    save: actions.pending.save,
                  }}
                />
                {biodataButton}
              </Group>
            ) : (
              <Stack gap="sm" align="flex-start">
                <DoneStates actions={actions} profileId={profileId} />
                {biodataButton}
              </Stack>
            )}
            {more}
          </Group>
          {shown.length > 0 ? <DoneStates actions={actions} profileId={profileId} /> : null}
        </Stack>
      )}
      <BlockDialog
        opened={confirmBlock}
        name={name}
        loading={actions.pending.block}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => void actions.block().then(() => setConfirmBlock(false))}
      />
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        profileId={profileId}
        name={name}
      />
    </>
  );
}
