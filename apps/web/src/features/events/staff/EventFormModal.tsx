import { type CommunityEvent, EVENT_CAPACITY_MAX, EVENT_FEE_MAX } from '@jodi/contract';
import { Button, Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { useSaveEvent } from '../events.api';
import { type EventFormValues, formValuesOf, inputOf } from './eventForm';

/** Staff create an event (`event` null) or change one: every field, each time. */
export function EventFormModal({ event, onClose }: { event: CommunityEvent | null; onClose(): void }) {
  const texts = t.events.staff;
  const [values, setValues] = useState<EventFormValues>(() => formValuesOf(event));
  const [timesWrong, setTimesWrong] = useState(false);
  const save = useSaveEvent();
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const input = inputOf(values);
    setTimesWrong(input === null);
    if (!input) return;
    save.mutate(
      { id: event?.id ?? null, input },
      {
        onSuccess: () => {
          notify.success(texts.saved);
          onClose();
        },
        onError: () => notify.error(texts.saveFailed),
      },
    );
  };
  const f = texts.fields;
  return (
    <Modal opened onClose={onClose} title={event ? texts.editTitle : texts.newEvent} size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={f.title}
            required
            value={values.title}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <Textarea
            label={f.description}
            required
            autosize
            minRows={3}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={f.startsAt}
              required
              value={values.startsAt}
              onChange={(e) => set('startsAt', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={f.endsAt}
              required
              value={values.endsAt}
              onChange={(e) => set('endsAt', e.currentTarget.value)}
              error={timesWrong ? texts.endsBeforeStart : undefined}
            />
          </Group>
          <TextInput
            label={f.city}
            required
            value={values.city}
            onChange={(e) => set('city', e.currentTarget.value)}
          />
          <Switch
            label={f.online}
            size="md"
            checked={values.online}
            onChange={(e) => set('online', e.currentTarget.checked)}
          />
          <TextInput
            label={values.online ? f.link : f.venue}
            required
            value={values.venue}
            onChange={(e) => set('venue', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={f.fee}
              min={0}
              max={EVENT_FEE_MAX}
              allowDecimal={false}
              value={values.fee}
              onChange={(v) => set('fee', typeof v === 'number' ? v : 0)}
            />
            <NumberInput
              label={f.capacity}
              required
              min={1}
              max={EVENT_CAPACITY_MAX}
              allowDecimal={false}
              value={values.capacity}
              onChange={(v) => set('capacity', typeof v === 'number' ? v : 1)}
            />
          </Group>
          {save.isError ? <Text c="red.9">{texts.saveFailed}</Text> : null}
          <Group justify="flex-end">
            <Button type="submit" color="navy.9" size="md" loading={save.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
