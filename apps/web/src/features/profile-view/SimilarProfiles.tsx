import type { Gender } from '@jodi/contract';
import { Box, Skeleton, Stack, Title } from '@mantine/core';
import { ProfileCard } from '../../components/ProfileCard';
import { t } from '../../i18n';
import { profilePath } from '../../lib/profileId';
import classes from './ProfileView.module.css';
import { useSimilarProfiles } from './useSimilarProfiles';

/** Up to six profiles like this one, as a row of small cards (members only). */
export function SimilarProfiles({ gender, profileId }: { gender: Gender | null; profileId: string }) {
  const { data, isPending } = useSimilarProfiles(gender, profileId, true);
  const cards = (data ?? []).filter((card) => card.id !== profileId);
  if (!isPending && cards.length === 0) return null;
  const titleId = 'similar-title';
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t.profileView.similarTitle}
      </Title>
      {isPending ? (
        <Box className={classes.similarRow}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className={classes.similarItem} height={220} radius="lg" />
          ))}
        </Box>
      ) : (
        <ul className={classes.similarRow}>
          {cards.map((card) => (
            <li key={card.id} className={classes.similarItem}>
              <ProfileCard profile={card} href={profilePath(card.id)} compact />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
