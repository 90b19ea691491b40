import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundContent } from '../../components/NotFoundContent';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { isWebUrl } from '../../lib/urls';
import { usePageMeta } from '../../lib/usePageMeta';
import { useSession } from '../../session';
import { EventAttendees } from './EventAttendees';
import { EventFacts, EventStatus } from './EventCard';
import { EventRegistration } from './EventRegistration';
import { downloadCalendar, useEvent } from './events.api';

function CalendarButton({ id }: { id: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCalendar(id);
    } catch {
      notify.error(t.events.calendarFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      color="navy.9"
      size="md"
      mih={44}
      leftSection={<IconCalendarPlus size={20} aria-hidden />}
      loading={busy}
      onClick={download}
    >
      {t.events.addToCalendar}
    </Button>
  );
}

/** An online event's link, for those who may see it; others are told when they will. */
function JoinLink({ venue }: { venue: string | null }) {
  if (!venue) return <Text>{t.events.joinLinkHidden}</Text>;
  return isWebUrl(venue) ? (
    <Anchor href={venue} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
      {venue}
    </Anchor>
  ) : (
    <Text>{venue}</Text>
  );
}

/**
 * /events/:id: the event, what the reader can do about a seat, 'Add to calendar', and once
 * registered (or for staff) the other registered members' cards.
 */
export function EventPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const { isAdmin } = useSession();
  usePageMeta(event.data?.title ?? t.events.title, t.events.metaDescription);
  if (event.isPending) return <CenteredLoader />;
  if (event.isError) {
    return hasCode(event.error, 'EVENT_NOT_FOUND') ? (
      <NotFoundContent />
    ) : (
      <LoadFailed title={t.events.notFound} onRetry={() => event.refetch()} />
    );
  }
  const data = event.data;
  const started = new Date(data.starts_at).getTime() <= Date.now();
  return (
    <Container size="md" px="md" py="lg" w="100%">
      <Anchor component={Link} to={PATHS.events} fw={600} display="inline-block" py={10}>
        {t.events.back}
      </Anchor>
      <Stack gap="lg" mt="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {data.title}
        </Title>
        <EventStatus event={data} />
        <EventFacts event={data} />
        {data.online ? (
          <Stack gap={2}>
            <Text fw={700}>{t.events.place}</Text>
            <JoinLink venue={data.venue} />
          </Stack>
        ) : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md" align="flex-start">
            <EventRegistration event={data} started={started} />
            <CalendarButton id={data.id} />
          </Stack>
        </Paper>
        {data.registered || isAdmin ? <EventAttendees eventId={data.id} /> : null}
      </Stack>
    </Container>
  );
}
