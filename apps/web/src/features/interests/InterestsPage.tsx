import type { Interest, InterestType } from '@jodi/contract';
import { Anchor, Container, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { miniProfileName } from '../../lib/social';
import { usePageMeta } from '../../lib/usePageMeta';
import { showMatchMoment } from '../match-moment';
import { InterestCard, type InterestCardActions, type InterestTab } from './InterestCard';
import classes from './Interests.module.css';
import { type InterestAnswer, useAnswerInterest } from './useAnswerInterest';
import { useCancelInterest } from './useCancelInterest';
import { useInterests } from './useInterests';
import { useWithdrawInterest } from './useWithdrawInterest';

const TABS: readonly { value: InterestTab; type: InterestType }[] = [
  { value: 'sent', type: 'sent' },
  { value: 'received', type: 'received' },
  { value: 'match', type: 'matched' },
];

/** `?tab=received|match`; anything else is the default, Sent (spec 2). */
function tabFrom(value: string | null): InterestTab {
  return value === 'received' || value === 'match' ? value : 'sent';
}

function Loading() {
  return (
    <div className={classes.grid} role="status" aria-label={t.app.loading}>
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} height={340} radius="lg" />
      ))}
    </div>
  );
}

/** Cancel, accept (the match dialog), decline and withdraw, with their notices; the lists refetch once the call is done. */
function useCardActions(): InterestCardActions {
  const cancel = useCancelInterest();
  const answer = useAnswerInterest();
  const withdraw = useWithdrawInterest();
  const [busy, setBusy] = useState<InterestCardActions['busy']>(null);

  const onCancel = async (interest: Interest) => {
    setBusy({ id: interest.id, action: 'cancel' });
    try {
      await cancel.mutateAsync(interest);
      notify.success(t.social.interestRemoved);
    } catch {
      notify.error(t.social.interestRemoveFailed);
    } finally {
      setBusy(null);
    }
  };

  const onAnswer = async (interest: Interest, status: InterestAnswer) => {
    setBusy({ id: interest.id, action: status });
    try {
      await answer.mutateAsync({ interest, status });
      // A match is a moment with next steps (Start chat, contacts, Later), not a toast.
      if (status === 'accepted') {
        const { profile } = interest;
        showMatchMoment({
          kind: 'match',
          profileId: profile.id,
          name: miniProfileName(profile),
          photo: profile.photos_blurred
            ? null
            : (profile.primary_profile_pic ?? profile.pics[0]?.url ?? null),
        });
      } else notify.success(t.social.interestDeclined);
    } catch {
      notify.error(t.social.answerFailed);
    } finally {
      setBusy(null);
    }
  };

  return {
    onCancel: (interest) => void onCancel(interest),
    onAnswer: (interest, status) => void onAnswer(interest, status),
    onWithdraw: (interest) => withdraw.mutateAsync(interest),
    busy,
  };
}

function InterestList({ tab, type }: { tab: InterestTab; type: InterestType }) {
  const list = useInterests(type);
  const actions = useCardActions();

  if (list.isPending) return <Loading />;
  if (list.isError) {
    return <LoadFailed title={t.interests.loadFailed[type]} onRetry={() => list.refetch()} />;
  }
  const interests = list.data.pages.flatMap((page) => page.data);
  if (interests.length === 0) {
    return (
      <Paper p="xl" radius="lg" withBorder bg="gray.0" ta="center">
        <Text>{t.interests.empty[type]}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <ul className={classes.grid}>
        {interests.map((interest) => (
          <li key={interest.id}>
            <InterestCard interest={interest} tab={tab} {...actions} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={list} />
    </Stack>
  );
}

/** /interests: tabs Sent, Received and Match (spec 2); the tab stays in the URL (`?tab=`). */
export function InterestsPage() {
  usePageMeta(t.pages.interests.title, t.pages.interests.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFrom(searchParams.get('tab'));

  const select = (value: string | null) => {
    const next = tabFrom(value);
    setSearchParams(next === 'sent' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.pages.interests.title}
          </Title>
          <Anchor component={Link} to={PATHS.blocked} fw={600} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconBan aria-hidden size={16} />
              {t.interests.blockedLink}
            </Group>
          </Anchor>
        </Group>
        <Tabs value={tab} onChange={select} keepMounted={false}>
          <Tabs.List aria-label={t.interests.tabsLabel} mb="lg">
            {TABS.map(({ value }) => (
              <Tabs.Tab key={value} value={value} fw={600}>
                {t.interests.tabs[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map(({ value, type }) => (
            <Tabs.Panel key={value} value={value}>
              <InterestList tab={value} type={type} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
