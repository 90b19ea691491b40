import { SimpleGrid, Stack, Title } from '@mantine/core';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ProfileCard } from '../../components/ProfileCard';
import { QueryList } from '../../components/QueryList';
import { t } from '../../i18n';
import { profilePath } from '../../lib/profileId';
import { CardInterestButton } from '../profile-view';
import { useAttendees } from './events.api';

/** The other registered members' cards, as the server lets the reader see them (registered or staff). */
export function EventAttendees({ eventId }: { eventId: string }) {
  const attendees = useAttendees(eventId, true);
  const rows = attendees.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t.events.attendeesTitle}
      </Title>
      <QueryList
        query={attendees}
        count={rows.length}
        errorText={t.events.attendeesFailed}
        emptyText={t.events.attendeesEmpty}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {rows.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              href={profilePath(profile.id)}
              action={CardInterestButton}
            />
          ))}
        </SimpleGrid>
      </QueryList>
      <LoadMoreButton query={attendees} />
    </Stack>
  );
}
