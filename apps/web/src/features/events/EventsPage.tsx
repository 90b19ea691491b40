import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { QueryList } from '../../components/QueryList';
import { t } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { EventCard } from './EventCard';
import { useEvents } from './events.api';

/** /events (public): the community's upcoming events, soonest first; cancelled ones marked. */
export function EventsPage() {
  usePageMeta(t.events.title, t.events.metaDescription);
  const events = useEvents();
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.events.title}
          </Title>
          <Text mt={4}>{t.events.intro}</Text>
        </div>
        <QueryList
          query={events}
          count={rows.length}
          errorText={t.events.loadFailed}
          emptyText={t.events.empty}
        >
          <SimpleGrid
            component="ul"
            aria-label={t.events.listLabel}
            cols={{ base: 1, sm: 2 }}
            spacing="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {rows.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </SimpleGrid>
        </QueryList>
        <LoadMoreButton query={events} />
      </Stack>
    </Container>
  );
}
