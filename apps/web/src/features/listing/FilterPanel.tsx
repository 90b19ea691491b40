import { HEIGHT_RANGE_CM } from '@jodi/contract';
import { Button, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { optionsOf } from '../../lib/profile';
import type { FilterKey, ListingFilters } from './listingQuery';

const AGE_RANGE = { min: 18, max: 100 };

const anyOf = (labels: Record<string, string>) => [{ value: '', label: t.filters.any }, ...optionsOf(labels)];

/** The option filters, labelled in the active language. */
function selects(): { key: FilterKey; label: string; data: { value: string; label: string }[] }[] {
  const { options } = t.labels;
  return [
    { key: 'education', label: t.filters.education, data: anyOf(options.education) },
    { key: 'maritial_status', label: t.filters.maritalStatus, data: anyOf(options.maritial_status) },
    { key: 'rashi', label: t.filters.rashi, data: anyOf(options.rashi) },
    { key: 'mangal_dosh', label: t.filters.mangalDosh, data: anyOf(options.mangal_dosh) },
  ];
}

/** The range filters, labelled in the active language. */
const ranges = (): {
  min: FilterKey;
  max: FilterKey;
  minLabel: string;
  maxLabel: string;
  bounds: typeof AGE_RANGE;
}[] => [
  {
    min: 'min_age',
    max: 'max_age',
    minLabel: t.filters.minAge,
    maxLabel: t.filters.maxAge,
    bounds: AGE_RANGE,
  },
  {
    min: 'min_height',
    max: 'max_height',
    minLabel: t.filters.minHeight,
    maxLabel: t.filters.maxHeight,
    bounds: HEIGHT_RANGE_CM,
  },
];

interface FilterPanelProps {
  filters: ListingFilters;
  onApply(filters: ListingFilters): void;
  /** Visitors may choose brides or grooms; members always see the opposite gender. */
  withGender: boolean;
}

/** The filter form of /filtered/profiles; applying writes the filters into the page URL. */
export function FilterPanel({ filters, onApply, withGender }: FilterPanelProps) {
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const [rangeErrors, setRangeErrors] = useState<Partial<Record<FilterKey, string>>>({});

  // Back/forward or a shared link changes the URL: show what it holds.
  useEffect(() => setDraft(filters), [filters]);

  const set = (key: FilterKey, value: string | number) => {
    setDraft((current) => ({ ...current, [key]: String(value) }));
    setRangeErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<FilterKey, string>> = {};
    for (const range of ranges()) {
      const min = Number(draft[range.min] || Number.NaN);
      const max = Number(draft[range.max] || Number.NaN);
      if (min > max) errors[range.max] = t.filters.rangeError;
    }
    setRangeErrors(errors);
    if (Object.keys(errors).length === 0) onApply(draft);
  };

  const clear = () => {
    setDraft({});
    setRangeErrors({});
    onApply({});
  };

  return (
    <form onSubmit={submit} aria-label={t.filters.title} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t.filters.title}
        </Title>
        <TextInput
          label={t.filters.q}
          placeholder={t.filters.qHint}
          type="search"
          value={draft.q ?? ''}
          onChange={(event) => set('q', event.currentTarget.value)}
        />
        {withGender ? (
          <NativeSelect
            label={t.filters.lookingFor}
            data={anyOf(t.labels.options.gender)}
            value={draft.gender ?? ''}
            onChange={(event) => set('gender', event.currentTarget.value)}
          />
        ) : null}
        {ranges().map((range) => (
          <SimpleGrid key={range.min} cols={2} spacing="sm">
            <NumberInput
              label={range.minLabel}
              min={range.bounds.min}
              max={range.bounds.max}
              clampBehavior="blur"
              allowDecimal={false}
              allowNegative={false}
              value={draft[range.min] ?? ''}
              onChange={(value) => set(range.min, value)}
            />
            <NumberInput
              label={range.maxLabel}
              min={range.bounds.min}
              max={range.bounds.max}
              clampBehavior="blur"
              allowDecimal={false}
              allowNegative={false}
              value={draft[range.max] ?? ''}
              onChange={(value) => set(range.max, value)}
              error={rangeErrors[range.max]}
            />
          </SimpleGrid>
        ))}
        <TextInput
          label={t.filters.city}
          value={draft.city ?? ''}
          onChange={(event) => set('city', event.currentTarget.value)}
        />
        {selects().map((select) => (
          <NativeSelect
            key={select.key}
            label={select.label}
            data={select.data}
            value={draft[select.key] ?? ''}
            onChange={(event) => set(select.key, event.currentTarget.value)}
          />
        ))}
        <TextInput
          label={t.filters.gotra}
          value={draft.gotra ?? ''}
          onChange={(event) => set('gotra', event.currentTarget.value)}
        />
        <Stack gap="xs" mt="xs">
          <Button type="submit" fullWidth>
            {t.filters.apply}
          </Button>
          <Button type="button" variant="subtle" color="navy.9" fullWidth onClick={clear}>
            {t.filters.clear}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
