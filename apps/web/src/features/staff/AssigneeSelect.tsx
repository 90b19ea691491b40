import { NativeSelect } from '@mantine/core';
import { t } from '../../i18n';
import type { AssigneeChoice } from './callLogForm';
import { adminLabel, useAdmins } from './useAdmins';

interface AssigneeSelectProps {
  value: AssigneeChoice | null;
  onChange(choice: AssigneeChoice | null): void;
}

/** Who follows the call up: one of the staff accounts (GET /api/v1/admins), or nobody. */
export function AssigneeSelect({ value, onChange }: AssigneeSelectProps) {
  const admins = useAdmins();
  const choices: AssigneeChoice[] = (admins.data ?? []).map((admin) => ({
    id: admin.id,
    label: adminLabel(admin),
  }));
  // Keep an assignee the list no longer holds (or has not loaded yet) selectable as it is.
  if (value && !choices.some((choice) => choice.id === value.id)) choices.unshift(value);
  return (
    <NativeSelect
      label={t.callLogForm.assignee}
      data={[
        { value: '', label: t.callLogForm.nobody },
        ...choices.map((c) => ({ value: c.id, label: c.label })),
      ]}
      value={value?.id ?? ''}
      onChange={(event) => {
        const id = event.currentTarget.value;
        onChange(choices.find((choice) => choice.id === id) ?? null);
      }}
    />
  );
}
