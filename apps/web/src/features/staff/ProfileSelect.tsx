import type { GroupProfile } from '@jodi/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { t } from '../../i18n';
import { miniProfileName } from '../../lib/social';
import type { ProfileChoice } from './callLogForm';
import { useGroupProfiles } from './useGroupProfiles';

/** How long typing must pause before the name search asks the server. */
export const PROFILE_SEARCH_DEBOUNCE_MS = 300;

const choiceOf = (profile: GroupProfile): ProfileChoice => ({
  id: profile.id,
  label: miniProfileName(profile),
  gender: profile.gender,
});

interface ProfileSelectProps {
  value: ProfileChoice | null;
  onChange(choice: ProfileChoice | null): void;
}

/** The call log's profile: a dropdown searched by name on the server (GET /api/v1/admin/profiles?q=). */
export function ProfileSelect({ value, onChange }: ProfileSelectProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, PROFILE_SEARCH_DEBOUNCE_MS);
  // Once a profile is chosen the box shows its name: list everyone again rather than searching for it.
  const query = value && debounced === value.label ? '' : debounced;
  const profiles = useGroupProfiles(query, opened);
  const choices = (profiles.data?.data ?? []).map(choiceOf);
  if (value && !choices.some((choice) => choice.id === value.id)) choices.unshift(value);

  return (
    <Select
      label={t.callLogForm.profile}
      placeholder={t.callLogForm.profileHint}
      data={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(choices.find((choice) => choice.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the names; show its answer as it is.
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={profiles.isFetching ? t.app.loading : t.callLogForm.profileNothing}
      clearable
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
