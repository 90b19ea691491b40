import type { CommunityEvent } from '@jodi/contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { eventFee, eventPath, eventPlace, eventWhen } from './eventText';

const ICON = { size: 18, 'aria-hidden': true, style: { flexShrink: 0, marginTop: 3 } } as const;

/** The facts every event shows: when, where, the fee and the seats left (or that it was cancelled). */
export function EventFacts({ event }: { event: CommunityEvent }) {
  return (
    <Stack gap={6}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconCalendarEvent {...ICON} />
        <Text>{eventWhen(event)}</Text>
      </Group>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconMapPin {...ICON} />
        <Text>{eventPlace(event)}</Text>
      </Group>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconTicket {...ICON} />
        <Text>{eventFee(event.fee)}</Text>
      </Group>
    </Stack>
  );
}

/** The event's state in a word: cancelled, registered, or the seats left. */
export function EventStatus({ event }: { event: CommunityEvent }) {
  if (event.cancelled) {
    return (
      <Badge color="red.9" variant="light" size="lg">
        {t.events.cancelled}
      </Badge>
    );
  }
  return (
    <Group gap="xs">
      {event.registered ? (
        <Badge color="green.9" variant="light" size="lg">
          {t.events.youAreRegistered}
        </Badge>
      ) : null}
      <Badge color={event.seats_left === 0 ? 'red.9' : 'navy.9'} variant="light" size="lg">
        {t.events.seatsLeft({ count: event.seats_left })}
      </Badge>
    </Group>
  );
}

/** One event in the list: its title links to its page. */
export function EventCard({ event }: { event: CommunityEvent }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          <Link
            to={eventPath(event.id)}
            aria-label={t.events.open({ title: event.title })}
            style={{ color: 'inherit', display: 'inline-block', minHeight: 44, paddingBlock: 8 }}
          >
            {event.title}
          </Link>
        </Title>
        <EventFacts event={event} />
        <EventStatus event={event} />
      </Stack>
    </Card>
  );
}
