import { type MantineSize, Select } from '@mantine/core';
import { useMemo } from 'react';
import { t } from '../../i18n';
import { findPlace, PLACES, placeLabel } from './places';

/** A birth place stored before (or by another client) that is not in the gazetteer. */
const SAVED_VALUE = '__saved';

const PLACE_OPTIONS = PLACES.map((place) => ({ value: place.id, label: placeLabel(place) }));

interface PlaceSelectProps {
  birthPlace: string;
  lat: string;
  lon: string;
  tz: string;
  error?: string;
  onChange(placeId: string | null): void;
  /** A label other than the field's (the guided start names whose birth place it is). */
  label?: string;
  size?: MantineSize;
}

/** Birth place: a searchable select over the built-in gazetteer; choosing one fills lat, lon and zone. */
export function PlaceSelect({ birthPlace, lat, lon, tz, error, onChange, label, size }: PlaceSelectProps) {
  const known = findPlace(birthPlace);
  const data = useMemo(
    () =>
      birthPlace && !known ? [{ value: SAVED_VALUE, label: birthPlace }, ...PLACE_OPTIONS] : PLACE_OPTIONS,
    [birthPlace, known],
  );
  const value = known ? known.id : birthPlace ? SAVED_VALUE : null;
  const description =
    birthPlace && lat && lon && tz
      ? t.profileForm.birthPlaceCoordinates({
          lat: Number(lat).toFixed(2),
          lon: Number(lon).toFixed(2),
          tz,
        })
      : t.profileForm.birthPlaceHint;
  return (
    <Select
      label={label ?? t.labels.fields.birth_place}
      size={size}
      description={description}
      placeholder={t.profileForm.birthPlaceHint}
      data={data}
      value={value}
      onChange={(next) => {
        if (next !== SAVED_VALUE) onChange(next);
      }}
      searchable
      clearable
      nothingFoundMessage={t.profileForm.birthPlaceNothing}
      maxDropdownHeight={260}
      limit={60}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
