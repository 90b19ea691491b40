import type { CallLog, CallStatus } from '@jodi/contract';
import { Group, NativeSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../../components/FormActions';
import { t } from '../../i18n';
import { fieldError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { AssigneeSelect } from './AssigneeSelect';
import { type CallLogFormValues, callLogFormData, initialFormValues } from './callLogForm';
import { ProfileSelect } from './ProfileSelect';
import { RecordingField } from './RecordingField';
import { callStatusOptions } from './statusOptions';
import { useSaveCallLog } from './useSaveCallLog';

interface CallLogFormProps {
  /** The log to edit; null for a new one. */
  log: CallLog | null;
  onSaved(): void;
  onCancel(): void;
}

/** Creates or edits a call log (spec 2): no field is required (spec 5); the audio is checked before sending. */
export function CallLogForm({ log, onSaved, onCancel }: CallLogFormProps) {
  const [values, setValues] = useState<CallLogFormValues>(() => initialFormValues(log));
  const save = useSaveCallLog();
  const set = <K extends keyof CallLogFormValues>(key: K, value: CallLogFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { id: log?.id, form: callLogFormData(values, log) },
      {
        onSuccess: () => {
          notify.success(t.callLogs.saved);
          onSaved();
        },
        onError: () => notify.error(t.callLogs.saveFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t.callLogForm.customerName}
            value={values.customer_name}
            onChange={(event) => set('customer_name', event.currentTarget.value)}
            error={fieldError(save.error, 'customer_name')}
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            label={t.callLogForm.phone}
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(event) => set('phone', event.currentTarget.value)}
            error={fieldError(save.error, 'phone')}
            autoComplete="off"
          />
          <NativeSelect
            label={t.callLogForm.status}
            data={callStatusOptions()}
            value={values.status}
            onChange={(event) => set('status', event.currentTarget.value as CallStatus)}
          />
          <AssigneeSelect value={values.assignee} onChange={(choice) => set('assignee', choice)} />
        </SimpleGrid>
        <ProfileSelect value={values.profile} onChange={(choice) => set('profile', choice)} />
        <Textarea
          label={t.callLogForm.remark}
          autosize
          minRows={2}
          maxRows={6}
          value={values.remark}
          onChange={(event) => set('remark', event.currentTarget.value)}
          error={fieldError(save.error, 'remark')}
        />
        <Group gap="xl">
          <Switch
            label={t.callLogForm.followup}
            checked={values.followup}
            onChange={(event) => set('followup', event.currentTarget.checked)}
          />
          <Switch
            label={t.callLogForm.paymentDone}
            checked={values.payment_done}
            onChange={(event) => set('payment_done', event.currentTarget.checked)}
          />
        </Group>
        <RecordingField
          currentUrl={log?.file_url ?? null}
          value={values.recording}
          onChange={(file) => set('recording', file)}
        />
        <FormActions
          error={save.error}
          saving={save.isPending}
          onCancel={onCancel}
          saveLabel={t.callLogForm.save}
          cancelLabel={t.callLogForm.cancel}
        />
      </Stack>
    </form>
  );
}
