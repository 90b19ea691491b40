import type { CommunityEvent } from '@jodi/contract';
import { Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { QueryList } from '../../../components/QueryList';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/usePageMeta';
import { EventFacts, EventStatus } from '../EventCard';
import { downloadAttendeesCsv, useCancelEvent, useEvents } from '../events.api';
import { eventPath } from '../eventText';
import { EventFormModal } from './EventFormModal';

const BUTTON = { size: 'sm', mih: 44 } as const;

function DeskEventCard({
  event,
  onEdit,
  onCancel,
}: {
  event: CommunityEvent;
  onEdit(): void;
  onCancel(): void;
}) {
  const texts = t.events.staff;
  const exportCsv = () => downloadAttendeesCsv(event.id).catch(() => notify.error(texts.exportFailed));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {event.title}
        </Title>
        <EventFacts event={event} />
        <EventStatus event={event} />
        <Text fw={600}>
          {texts.taken({ taken: event.capacity - event.seats_left, capacity: event.capacity })}
        </Text>
        <Group gap="xs">
          <Button {...BUTTON} component={Link} to={eventPath(event.id)} variant="outline" color="navy.9">
            {texts.attendees}
          </Button>
          <Button {...BUTTON} variant="outline" color="navy.9" onClick={exportCsv}>
            {texts.exportCsv}
          </Button>
          {event.cancelled ? null : (
            <>
              <Button {...BUTTON} variant="outline" color="navy.9" onClick={onEdit}>
                {texts.edit}
              </Button>
              <Button {...BUTTON} variant="outline" color="red.9" onClick={onCancel}>
                {texts.cancelEvent}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/events (staff): list, create, edit and cancel events; see attendees and export them. */
export function EventsDeskPage() {
  const texts = t.events.staff;
  usePageMeta(texts.title, t.events.metaDescription);
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [editing, setEditing] = useState<CommunityEvent | null | 'new'>(null);
  const [cancelling, setCancelling] = useState<CommunityEvent | null>(null);
  const events = useEvents(when);
  const cancel = useCancelEvent();
  const rows = events.data?.pages.flatMap((page) => page.data) ?? [];
  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        notify.success(texts.cancelDone);
        setCancelling(null);
      },
      onError: () => notify.error(texts.cancelFailed),
    });
  };
  return (
    <Stack maw={960} mx="auto" px="md" py="xl" gap="lg" w="100%">
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        <Button color="navy.9" size="md" onClick={() => setEditing('new')}>
          {texts.newEvent}
        </Button>
      </Group>
      <SegmentedControl
        value={when}
        onChange={(value) => setWhen(value as 'upcoming' | 'past')}
        data={[
          { value: 'upcoming', label: texts.upcoming },
          { value: 'past', label: texts.past },
        ]}
        size="md"
        w="fit-content"
      />
      <QueryList
        query={events}
        count={rows.length}
        errorText={t.events.loadFailed}
        emptyText={t.events.empty}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {rows.map((event) => (
            <DeskEventCard
              key={event.id}
              event={event}
              onEdit={() => setEditing(event)}
              onCancel={() => setCancelling(event)}
            />
          ))}
        </SimpleGrid>
      </QueryList>
      <LoadMoreButton query={events} />
      {editing ? (
        <EventFormModal event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={cancelling !== null}
        title={texts.cancelTitle}
        confirmLabel={texts.cancelEvent}
        cancelLabel={texts.keep}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {texts.cancelText}
      </ConfirmDialog>
    </Stack>
  );
}
