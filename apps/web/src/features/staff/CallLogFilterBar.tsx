import type { CallStatus } from '@jodi/contract';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { t } from '../../i18n';
import type { CallLogFilterKey, CallLogView } from './callLogQuery';
import { callStatusOptions } from './statusOptions';
import { adminLabel, useAdmins } from './useAdmins';

const ANY = '';
const anyOption = () => ({ value: ANY, label: t.callLogs.any });
const yesNoOptions = () => [
  anyOption(),
  { value: 'true', label: t.callLogs.yes },
  { value: 'false', label: t.callLogs.no },
];

const fromYesNo = (value: string): boolean | undefined => (value === ANY ? undefined : value === 'true');
const toYesNo = (value: boolean | undefined): string => (value === undefined ? ANY : String(value));

interface CallLogFilterBarProps {
  view: CallLogView;
  onFilter<K extends CallLogFilterKey>(key: K, value: CallLogView[K] | undefined): void;
}

/** Status, assignee, follow-up and payment filters of the call log table; each change applies at once. */
export function CallLogFilterBar({ view, onFilter }: CallLogFilterBarProps) {
  const admins = useAdmins();
  const assigneeOptions = [
    anyOption(),
    ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: adminLabel(admin) })),
  ];
  return (
    <SimpleGrid
      component="fieldset"
      aria-label={t.callLogs.filtersLabel}
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <NativeSelect
        label={t.callLogs.status}
        data={[anyOption(), ...callStatusOptions()]}
        value={view.status ?? ANY}
        onChange={(event) =>
          onFilter('status', (event.currentTarget.value || undefined) as CallStatus | undefined)
        }
      />
      <NativeSelect
        label={t.callLogs.assignee}
        data={assigneeOptions}
        value={view.assigned_to_id ?? ANY}
        onChange={(event) => onFilter('assigned_to_id', event.currentTarget.value || undefined)}
      />
      <NativeSelect
        label={t.callLogs.followup}
        data={yesNoOptions()}
        value={toYesNo(view.followup)}
        onChange={(event) => onFilter('followup', fromYesNo(event.currentTarget.value))}
      />
      <NativeSelect
        label={t.callLogs.payment}
        data={yesNoOptions()}
        value={toYesNo(view.payment_done)}
        onChange={(event) => onFilter('payment_done', fromYesNo(event.currentTarget.value))}
      />
    </SimpleGrid>
  );
}
