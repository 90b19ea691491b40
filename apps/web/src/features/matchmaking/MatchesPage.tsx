import type { MatchCard, ProfileCard as ProfileCardData } from '@jodi/contract';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { OutlineLinkButton } from '../../components/OutlineLinkButton';
import { ProfileCard, ProfileCardSkeleton } from '../../components/ProfileCard';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { PausedBanner } from '../privacy';
import { CardInterestButton } from '../profile-view';
import { FitLine } from './FitLine';
import { ListingStatusBanner } from './ListingStatusBanner';
import classes from './Matchmaking.module.css';
import { useMatches, useSkip, useSkipped, useTodayPicks } from './matchmaking.api';

const COLS = { base: 1, xs: 2, md: 3, lg: 4 };

function Skeletons() {
  return (
    <SimpleGrid cols={COLS} spacing="lg" role="status" aria-label={t.app.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProfileCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

interface SkipState {
  skippedIds: ReadonlySet<string>;
  notNow(card: ProfileCardData): void;
  undo(card: ProfileCardData): void;
  pending: boolean;
}

/** 'Not now' hides a card in place, leaving an Undo where it was (nothing pops over the screen). */
function useSkipState(): SkipState {
  const { skip, unskip } = useSkip();
  const [skippedIds, setSkippedIds] = useState<ReadonlySet<string>>(new Set());
  const set = (id: string, on: boolean) =>
    setSkippedIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    skippedIds,
    pending: skip.isPending || unskip.isPending,
    notNow: (card) => {
      set(card.id, true);
      skip.mutate(card.id, {
        onError: (error) => {
          set(card.id, false);
          notify.error(errorMessage(error));
        },
      });
    },
    undo: (card) => {
      unskip.mutate(card.id, {
        onSuccess: () => set(card.id, false),
        onError: (error) => notify.error(errorMessage(error)),
      });
    },
  };
}

function MatchItem({
  card,
  skips,
  isNew = false,
  priority = false,
}: {
  card: MatchCard;
  skips: SkipState;
  isNew?: boolean;
  priority?: boolean;
}) {
  const name = card.name || t.listing.unnamed;
  if (skips.skippedIds.has(card.id)) {
    return (
      <Paper withBorder radius="lg" p="md" bg="gray.0" role="status">
        <Stack gap="sm">
          <Text>{t.matches.skipped({ name })}</Text>
          <Button
            variant="outline"
            color="navy.9"
            size="md"
            onClick={() => skips.undo(card)}
            disabled={skips.pending}
          >
            {t.matches.undo}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <ProfileCard
      profile={card}
      href={profilePath(card.id)}
      priority={priority}
      action={CardInterestButton}
      flag={
        isNew ? (
          <Badge color="navy.9" size="lg" tt="none">
            {t.matches.new}
          </Badge>
        ) : null
      }
    >
      <FitLine fit={card.fit} gender={card.gender} subject={card} />
      <Button
        variant="default"
        size="md"
        onClick={() => skips.notNow(card)}
        aria-label={t.matches.notNowLabel({ name })}
      >
        {t.matches.notNow}
      </Button>
    </ProfileCard>
  );
}

function TodayPicks({ skips }: { skips: SkipState }) {
  const picks = useTodayPicks();
  return (
    <Stack gap="sm" component="section" aria-labelledby="today-title">
      <Title order={2} fz="h3" id="today-title">
        {t.matches.todayTitle}
      </Title>
      {picks.isPending ? <Skeletons /> : null}
      {picks.isError ? <LoadFailed title={t.matches.loadFailed} onRetry={() => picks.refetch()} /> : null}
      {picks.isSuccess && picks.data.length === 0 ? <Text>{t.matches.todayEmpty}</Text> : null}
      {picks.isSuccess && picks.data.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways on phones must take the keyboard
        <ul className={classes.picks} aria-label={t.matches.todayTitle} tabIndex={0}>
          {picks.data.map((card, index) => (
            <li key={card.id}>
              <MatchItem card={card} skips={skips} isNew={card.is_new} priority={index < 2} />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

/**
 * The ranked list, without the profiles today's picks already show above: they are left
 * out on the web, so the server's pages and offsets stay as they are (a page may show fewer cards).
 */
function RankedList({ skips }: { skips: SkipState }) {
  const list = useMatches();
  const picks = useTodayPicks();
  const pickIds = new Set((picks.data ?? []).map((card) => card.id));
  const all = list.data?.pages.flatMap((page) => page.data) ?? [];
  const cards = all.filter((card) => !pickIds.has(card.id));
  return (
    <Stack gap="sm" component="section" aria-labelledby="ranked-title">
      <Title order={2} fz="h3" id="ranked-title">
        {t.matches.listTitle}
      </Title>
      {list.isPending ? <Skeletons /> : null}
      {list.isError ? <LoadFailed title={t.matches.loadFailed} onRetry={() => list.refetch()} /> : null}
      {list.isSuccess && all.length === 0 ? (
        <Paper p="xl" radius="lg" withBorder bg="gray.0" ta="center">
          <Text>{t.matches.empty}</Text>
        </Paper>
      ) : null}
      {list.isSuccess && all.length > 0 && cards.length === 0 && !list.hasNextPage ? (
        <Text>{t.matches.allInPicks}</Text>
      ) : null}
      {cards.length > 0 || list.hasNextPage ? (
        <>
          <SimpleGrid cols={COLS} spacing="lg" data-testid="ranked-matches">
            {cards.map((card) => (
              <MatchItem key={card.id} card={card} skips={skips} />
            ))}
          </SimpleGrid>
          <LoadMoreButton query={list} />
        </>
      ) : null}
    </Stack>
  );
}

function SkippedList() {
  const skipped = useSkipped();
  const { unskip } = useSkip();
  if (skipped.isPending) return <Skeletons />;
  if (skipped.isError) return <LoadFailed title={t.matches.loadFailed} onRetry={() => skipped.refetch()} />;
  const cards = skipped.data.pages.flatMap((page) => page.data);
  if (cards.length === 0) return <Text>{t.matches.skippedEmpty}</Text>;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={COLS} spacing="lg">
        {cards.map((card) => {
          const name = card.name || t.listing.unnamed;
          return (
            <ProfileCard key={card.id} profile={card} href={profilePath(card.id)} action={CardInterestButton}>
              <Button
                variant="outline"
                color="navy.9"
                size="md"
                aria-label={t.matches.bringBackLabel({ name })}
                loading={unskip.isPending && unskip.variables === card.id}
                onClick={() =>
                  unskip.mutate(card.id, {
                    onSuccess: () => {
                      notify.success(t.matches.broughtBack({ name }));
                      void skipped.refetch();
                    },
                    onError: (error) => notify.error(errorMessage(error)),
                  })
                }
              >
                {t.matches.bringBack}
              </Button>
            </ProfileCard>
          );
        })}
      </SimpleGrid>
      <LoadMoreButton query={skipped} />
    </Stack>
  );
}

/** /matches: today's picks, then the ranked list, each card with its fit and 'Not now'; skipped profiles below. */
export function MatchesPage() {
  usePageMeta(t.pages.matches.title, t.pages.matches.description);
  const skips = useSkipState();
  const [showSkipped, setShowSkipped] = useState(false);
  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.pages.matches.title}
          </Title>
          <Group gap="sm">
            <OutlineLinkButton to={PATHS.preferences} icon={IconAdjustmentsHorizontal}>
              {t.matches.editPreferences}
            </OutlineLinkButton>
            <OutlineLinkButton to={PATHS.visitors} icon={IconEye}>
              {t.matches.visitorsLink}
            </OutlineLinkButton>
          </Group>
        </Stack>
        <ListingStatusBanner />
        <PausedBanner />
        <TodayPicks skips={skips} />
        <RankedList skips={skips} />
        <Stack gap="sm" component="section" aria-labelledby="skipped-title">
          <Title order={2} fz="h3" id="skipped-title">
            {t.matches.skippedTitle}
          </Title>
          <Anchor
            component="button"
            type="button"
            fw={600}
            style={{ alignSelf: 'flex-start', minHeight: 44 }}
            aria-expanded={showSkipped}
            onClick={() => setShowSkipped((s) => !s)}
          >
            {showSkipped ? t.matches.hideSkipped : t.matches.showSkipped}
          </Anchor>
          {showSkipped ? <SkippedList /> : null}
        </Stack>
      </Stack>
    </Container>
  );
}
