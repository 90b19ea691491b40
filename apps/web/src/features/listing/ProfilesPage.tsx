import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconHeart } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { lazyNamed } from '../../app/lazyNamed';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { NoRecords, nextStepLinkStyle } from '../../components/NoRecords';
import { OutlineLinkButton } from '../../components/OutlineLinkButton';
import { ProfileCard, ProfileCardSkeleton } from '../../components/ProfileCard';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { useProfileCompletion } from '../../lib/profileCompletion';
import { profilePath } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn } from '../../session';
import { ListingStatusBanner } from '../matchmaking';
import { PausedBanner } from '../privacy';
import { CardInterestButton } from '../profile-view';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilters,
  type ListingFilters,
  type ListingMode,
} from './listingQuery';
import { useProfilesList } from './useProfilesList';

/** Cards whose photos load first: the first row on any screen width (the largest paint of the page). */
const PRIORITY_CARDS = 4;

/** Only /filtered/profiles shows the filter form: its inputs stay out of the other listings' chunk. */
const FilterPanel = lazyNamed(() => import('./FilterPanel'), 'FilterPanel');

const PAGE_KEYS = { all: 'profiles', saved: 'savedProfiles', filtered: 'filteredProfiles' } as const;

function SkeletonGrid({ cols }: { cols: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="lg" role="status" aria-label={t.app.loading}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProfileCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

function Results({
  mode,
  filters,
  cols,
}: {
  mode: ListingMode;
  filters: ListingFilters;
  cols: Record<string, number>;
}) {
  const list = useProfilesList(mode, filters);
  const { data: completion } = useProfileCompletion();
  const birthnameMissing = completion?.remaining_personal.includes('birthname') ?? false;

  if (list.isPending) return <SkeletonGrid cols={cols} />;
  if (list.isError) {
    return <LoadFailed title={t.listing.loadFailed} onRetry={() => list.refetch()} />;
  }

  const cards = list.data.pages.flatMap((page) => page.data);
  const total = list.data.pages.at(-1)?.meta?.total ?? cards.length;
  if (cards.length === 0) {
    return (
      <Paper p="xl" radius="lg" withBorder bg="gray.0" ta="center">
        {mode === 'saved' ? (
          <NoRecords
            align="center"
            hint={t.listing.savedEmptyHint}
            action={
              <Anchor component={Link} to={PATHS.matches} fw={600} style={nextStepLinkStyle}>
                {t.listing.savedEmptyLink}
              </Anchor>
            }
          />
        ) : (
          <Text>{t.common.noRecords}</Text>
        )}
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t.listing.count({ shown: cards.length, total })}
      </Text>
      <SimpleGrid cols={cols} spacing="lg">
        {cards.map((card, index) => (
          <ProfileCard
            key={card.id}
            profile={card}
            href={profilePath(card.id, birthnameMissing ? 'birthname=missing' : undefined)}
            priority={index < PRIORITY_CARDS}
            action={CardInterestButton}
          />
        ))}
      </SimpleGrid>
      <LoadMoreButton query={list} />
    </Stack>
  );
}

/**
 * A visitor on the listing learns in one line what Jodi is and finds 'Register free' (to
 * spec 2's /signup) in the first screen of a phone.
 */
function VisitorWelcome() {
  return (
    <Paper p="md" radius="lg" withBorder bg="gray.0" component="section" aria-label={t.topBar.register}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="md" style={{ flex: '1 1 16rem' }}>
          {t.listing.welcome}
        </Text>
        <Button component={Link} to={PATHS.signup} size="md" color="navy.9">
          {t.topBar.register}
        </Button>
      </Group>
    </Paper>
  );
}

/** /, /profiles, /saved/profiles and /filtered/profiles: one listing screen in three modes. */
export function ProfilesPage({ mode }: { mode: ListingMode }) {
  const page = t.pages[PAGE_KEYS[mode]];
  usePageMeta(page.title, page.description);
  const signedIn = useIsSignedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const filterQuery = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the filters' identity
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [filterQuery]);
  const wide = useMediaQuery('(min-width: 62em)');
  const [filtersOpen, setFiltersOpen] = useState(() => !hasFilters(filters));

  const apply = (next: ListingFilters) => {
    setSearchParams(filtersToSearchParams(next));
    if (!wide) setFiltersOpen(false);
  };

  const heading = (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {page.title}
      </Title>
      <Group gap="sm" wrap="nowrap">
        {signedIn ? (
          <OutlineLinkButton to={PATHS.interests} icon={IconHeart}>
            {t.listing.interestsLink}
          </OutlineLinkButton>
        ) : null}
        {mode === 'filtered' ? (
          <Anchor component={Link} to={PATHS.profiles} fw={600}>
            {t.listing.allLink}
          </Anchor>
        ) : (
          <OutlineLinkButton to={PATHS.filteredProfiles} icon={IconAdjustmentsHorizontal} size="sm">
            {t.listing.filterLink}
          </OutlineLinkButton>
        )}
      </Group>
    </Group>
  );

  if (mode !== 'filtered') {
    return (
      <Container size="lg" py="lg" w="100%">
        <Stack gap="lg">
          {heading}
          {signedIn ? null : <VisitorWelcome />}
          {signedIn ? <ListingStatusBanner /> : null}
          {signedIn ? <PausedBanner /> : null}
          <Results mode={mode} filters={{}} cols={{ base: 1, xs: 2, md: 3, lg: 4 }} />
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="lg">
        {heading}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper p="md" radius="lg" withBorder bg="gray.0">
              {wide ? null : (
                <Button
                  variant="subtle"
                  color="navy.9"
                  fullWidth
                  justify="space-between"
                  rightSection={<IconAdjustmentsHorizontal aria-hidden size={18} />}
                  onClick={() => setFiltersOpen((open) => !open)}
                  aria-expanded={filtersOpen}
                >
                  {filtersOpen ? t.filters.hide : t.filters.show}
                </Button>
              )}
              {wide || filtersOpen ? (
                <Box pt={wide ? 0 : 'sm'}>
                  <Suspense fallback={<CenteredLoader />}>
                    <FilterPanel filters={filters} onApply={apply} withGender={!signedIn} />
                  </Suspense>
                </Box>
              ) : null}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Results mode="filtered" filters={filters} cols={{ base: 1, xs: 2, lg: 3 }} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
