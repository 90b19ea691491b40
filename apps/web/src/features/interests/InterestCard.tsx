import type { Interest } from '@jodi/contract';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AnswerButtons } from '../../components/AnswerButtons';
import { BlurredPhotoNote } from '../../components/BlurredPhotoNote';
import { WithdrawAcceptanceButton } from '../../components/WithdrawAcceptanceButton';
import { t } from '../../i18n';
import { chatPath } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';
import { SentByLine } from '../family';
import { CardCarousel } from './CardCarousel';
import classes from './Interests.module.css';

export type InterestTab = 'sent' | 'received' | 'match';

export interface InterestCardActions {
  onCancel(interest: Interest): void;
  onAnswer(interest: Interest, status: 'accepted' | 'declined'): void;
  /** Either member of a match withdraws it (decision 28), once confirmed. */
  onWithdraw(interest: Interest): Promise<unknown>;
  /** The interest whose call is under way, and which call. */
  busy: { id: string; action: 'cancel' | 'accepted' | 'declined' } | null;
}

interface InterestCardProps extends InterestCardActions {
  interest: Interest;
  tab: InterestTab;
}

/** Spec 2 interest card: photos with previous/next and the name (both open the profile); a heart when matched. */
export function InterestCard({ interest, tab, onCancel, onAnswer, onWithdraw, busy }: InterestCardProps) {
  const nameId = useId();
  const name = miniProfileName(interest.profile);
  const mine = busy?.id === interest.id ? busy.action : null;
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <div className={classes.media}>
        <CardCarousel pics={interest.profile.pics} name={name} />
        {interest.matched ? (
          <span className={classes.heart} role="img" aria-label={t.interests.matched}>
            <IconHeartFilled aria-hidden size={20} />
          </span>
        ) : null}
      </div>
      {interest.profile.photos_blurred && interest.profile.pics.length > 0 ? (
        <BlurredPhotoNote gender={interest.profile.gender} awaitsViewer={tab === 'received'} />
      ) : null}
      <div className={classes.body}>
        <h3 className={classes.name} id={nameId}>
          <Link to={profilePath(interest.profile.id)} className={classes.link}>
            {name}
          </Link>
        </h3>
        <SentByLine sentBy={interest.sent_by} />
        {tab === 'sent' && interest.status === 'pending' ? (
          <Stack gap="xs" className={classes.footer}>
            <Text size="sm" c="dimmed">
              {t.interests.pending}
            </Text>
            <Button
              className={classes.control}
              variant="light"
              color="red.8"
              fullWidth
              aria-describedby={nameId}
              loading={mine === 'cancel'}
              onClick={() => onCancel(interest)}
            >
              {t.interests.cancel}
            </Button>
          </Stack>
        ) : null}
        {tab === 'sent' && interest.status === 'declined' ? (
          <div className={classes.footer}>
            <Badge color="red.8" variant="light">
              {t.interests.declined}
            </Badge>
          </div>
        ) : null}
        {tab === 'match' && interest.matched ? (
          <Stack gap="xs" className={classes.footer}>
            <Button
              component={Link}
              to={chatPath(interest.profile.id)}
              className={classes.control}
              fullWidth
              leftSection={<IconMessageCircle aria-hidden size={18} />}
              aria-describedby={nameId}
            >
              {t.matchMoment.chat}
            </Button>
            <WithdrawAcceptanceButton
              className={classes.control}
              fullWidth
              name={name}
              describedBy={nameId}
              onWithdraw={() => onWithdraw(interest)}
            />
          </Stack>
        ) : null}
        {tab === 'received' && interest.status === 'pending' ? (
          <div className={`${classes.footer} ${classes.answers}`}>
            <AnswerButtons
              className={classes.control}
              acceptColor="green.8"
              describedBy={nameId}
              sending={mine === 'cancel' ? null : mine}
              onAnswer={(answer) => onAnswer(interest, answer)}
              acceptLabel={t.interests.accept}
              declineLabel={t.interests.decline}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
