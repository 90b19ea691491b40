import { type MantineSize, Select } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../i18n';
import { PLACE_QUERY_MAX, type Place, usePlaceSearch } from './usePlaceSearch';

/** The option of the place the profile holds now (chosen before, or saved by an older form). */
const CURRENT = '__current';

/** Full-size tap targets (44 px) for the box and each place; the empty message in the text colour. */
const STYLES = {
  input: { minHeight: 44 },
  option: { minHeight: 44, display: 'flex', alignItems: 'center' },
  empty: { color: 'var(--mantine-color-text)' },
} as const;

interface PlaceSelectProps {
  birthPlace: string;
  lat: string;
  lon: string;
  tz: string;
  error?: string;
  /** A place chosen from the server's gazetteer, or null when the choice is cleared. */
  onChange(place: Place | null): void;
  /** A label other than the field's (the guided start names whose birth place it is). */
  label?: string;
  size?: MantineSize;
}

/**
 * Birth place: typed, searched in the server's gazetteer (GET /api/v1/places, a quarter of a second
 * after typing stops) and chosen from its answer, which fills latitude, longitude and zone. The
 * place the profile holds stays the box's value until another is chosen, whether or not the search
 * knows it (a birth place saved before the gazetteer, say); leaving the box with a half-typed name
 * shows it again.
 */
export function PlaceSelect({ birthPlace, lat, lon, tz, error, onChange, label, size }: PlaceSelectProps) {
  const [search, setSearch] = useState(birthPlace);
  // The box showing the chosen place is not a search for it.
  const showsCurrent = birthPlace !== '' && search.trim() === birthPlace.trim();
  const { places, searching, failed } = usePlaceSearch(search, { enabled: !showsCurrent });
  const found = places.filter((place) => place.label !== birthPlace);
  const data = [
    ...(birthPlace ? [{ value: CURRENT, label: birthPlace }] : []),
    ...found.map((place) => ({ value: place.id, label: place.label })),
  ];
  const description =
    birthPlace && lat && lon && tz
      ? t.profileForm.birthPlaceCoordinates({
          lat: Number(lat).toFixed(2),
          lon: Number(lon).toFixed(2),
          tz,
        })
      : t.profileForm.birthPlaceHint;
  const nothingFound =
    search.trim() === ''
      ? t.profileForm.birthPlaceHint
      : searching
        ? t.app.loading
        : failed
          ? t.common.loadFailed
          : t.profileForm.birthPlaceNothing;

  return (
    <Select
      label={label ?? t.labels.fields.birth_place}
      size={size}
      description={description}
      placeholder={t.profileForm.birthPlaceHint}
      data={data}
      value={birthPlace ? CURRENT : null}
      onChange={(next) => {
        if (next === null) onChange(null);
        else if (next !== CURRENT) {
          const place = found.find((candidate) => candidate.id === next);
          if (place) onChange(place);
        }
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the names (accents folded, former names too): its answer, as it is,
      // with the current place only while the box shows it.
      filter={({ options }) =>
        showsCurrent ? options : options.filter((option) => !('value' in option) || option.value !== CURRENT)
      }
      allowDeselect={false}
      nothingFoundMessage={nothingFound}
      clearable
      // Mantine hides the clear button from screen readers and the keyboard; both may use it.
      clearButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': t.profileForm.birthPlaceClear }}
      maxLength={PLACE_QUERY_MAX}
      autoComplete="off"
      maxDropdownHeight={320}
      error={error}
      styles={STYLES}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
