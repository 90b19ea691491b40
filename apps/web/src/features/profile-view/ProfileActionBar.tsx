import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconBan,
  IconBookmark,
  IconCheck,
  IconDownload,
  IconHeart,
  IconLockOpen,
  IconMessageCircle,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../app/lazyNamed';
import { t } from '../../i18n';
import { chatPath, PATHS } from '../../lib/paths';
import { useBiodataDownload } from '../biodata';
import { LazyMoreActions } from './LazyMoreActions';
import classes from './ProfileView.module.css';
import type { ReportDialogProps } from './ReportDialog';
import { type ProfileActions, useProfileActions } from './useProfileActions';

// Dialogs load when first opened: Mantine's Modal (and the report's form) stay out of the first load.
const BlockDialog = lazyNamed(() => import('./BlockDialog'), 'BlockDialog', 'start');
const ReportDialog = lazyNamed<'ReportDialog', ReportDialogProps>(
  () => import('./ReportDialog'),
  'ReportDialog',
);

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

/**
 * 'Chat' once the two may talk (a match, or a chat request accepted either way): opens
 * the conversation, where 'Chat request' would only ask again.
 */
function ChatButton({ profileId }: { profileId: string }) {
  return (
    <Button
      component={Link}
      to={chatPath(profileId)}
      color="lightBlue"
      leftSection={<IconMessageCircle aria-hidden size={18} />}
      className={classes.actionButton}
    >
      {t.profileView.chat}
    </Button>
  );
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

/** The round green tick before a done action. */
function DoneMark() {
  return (
    <span className={classes.doneMark}>
      <IconCheck aria-hidden size={14} />
    </span>
  );
}

/** Their interest in the member: a match, or an interest the member can accept here. */
function InterestLine({ actions, name }: { actions: ProfileActions; name: string }) {
  if (actions.matched) {
    return (
      <Group gap="xs" wrap="nowrap" className={classes.interestLine} data-tone="match">
        <IconHeart aria-hidden size={20} fill="currentColor" className={classes.heart} />
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
          // White on Mantine's green.8 is 3.4:1; this green is 7.9:1 (WCAG AA).
          color="#1b5e20"
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
          <DoneMark />
          <Text size="sm">{t.profileView.interestSentState}</Text>
        </Group>
      ) : null}
      {actions.isChatRequested ? (
        <Group gap={6} role="listitem" wrap="nowrap">
          <DoneMark />
          <Text size="sm">{t.profileView.chatRequestedState}</Text>
          <Anchor component={Link} to={chatPath(profileId)} size="sm" fw={600}>
            {t.profileView.openChat}
          </Anchor>
        </Group>
      ) : null}
      {actions.isBookmarked ? (
        <Group gap={6} role="listitem" wrap="nowrap">
          <IconBookmark aria-hidden size={18} fill="currentColor" className={classes.savedIcon} />
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

  const [blockAsked, setBlockAsked] = useState(false);
  const [reportAsked, setReportAsked] = useState(false);
  const askBlock = (on: boolean) => {
    setConfirmBlock(on);
    if (on) setBlockAsked(true);
  };
  const askReport = (on: boolean) => {
    setReporting(on);
    if (on) setReportAsked(true);
  };

  const more = (
    <LazyMoreActions
      blocked={actions.isBlocked}
      onBlock={() => askBlock(true)}
      onUnblock={() => void actions.unblock()}
      onReport={() => askReport(true)}
    />
  );

  const biodataButton = (
    <BiodataButton
      loading={biodata.pending}
      onClick={() => void biodata.downloadProfile(profileId, firstName, lastName)}
    />
  );

  const chatButton = actions.canChat ? <ChatButton profileId={profileId} /> : null;
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
                {chatButton}
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
                {chatButton}
                <DoneStates actions={actions} profileId={profileId} />
                {biodataButton}
              </Stack>
            )}
            {more}
          </Group>
          {shown.length > 0 ? <DoneStates actions={actions} profileId={profileId} /> : null}
        </Stack>
      )}
      <Suspense fallback={null}>
        {blockAsked ? (
          <BlockDialog
            opened={confirmBlock}
            name={name}
            loading={actions.pending.block}
            onCancel={() => askBlock(false)}
            onConfirm={() => void actions.block().then(() => askBlock(false))}
          />
        ) : null}
        {reportAsked ? (
          <ReportDialog
            opened={reporting}
            onClose={() => askReport(false)}
            profileId={profileId}
            name={name}
          />
        ) : null}
      </Suspense>
    </>
  );
}
