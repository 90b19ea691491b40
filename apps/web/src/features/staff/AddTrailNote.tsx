import { TRAIL_NOTE_MAX } from '@jodi/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useAddTrailNote } from './useAddTrailNote';

/** 'Add note': a staff note on the profile's trail (POST /api/v1/trail). */
export function AddTrailNote({ pid }: { pid: string }) {
  const add = useAddTrailNote(pid);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError(t.trail.noteRequired);
      return;
    }
    add.mutate(note, {
      onSuccess: () => {
        setText('');
        notify.success(t.trail.noteAdded);
      },
      onError: (failure) => notify.error(errorMessage(failure), { title: t.trail.noteFailed }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t.trail.note}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={TRAIL_NOTE_MAX}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t.trail.addNote}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
