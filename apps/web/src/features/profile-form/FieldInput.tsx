import { type MantineSize, NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { t } from '../../i18n';
import { heightOptions } from '../../lib/height';
import type { FormValues } from './formValues';
import { PlaceSelect } from './PlaceSelect';
import type { FieldSpec } from './steps';
import type { Place } from './usePlaceSearch';

interface FieldInputProps {
  field: FieldSpec;
  values: FormValues;
  error?: string;
  onChange(name: keyof FormValues, value: string): void;
  /** A birth place chosen from the gazetteer, or null when cleared. */
  onPlace(place: Place | null): void;
  today: string;
  /** A label other than the field's usual one (the guided start names whose detail it is). */
  label?: string;
  /** Input size (the guided start uses large fields). */
  size?: MantineSize;
}

/** One profile field, edited with the input its kind calls for. */
export function FieldInput({
  field,
  values,
  error,
  onChange,
  onPlace,
  today,
  label: labelOverride,
  size,
}: FieldInputProps) {
  const { name } = field;
  const label = labelOverride ?? t.labels.fields[name];
  const value = values[name];
  const setText = (next: string) => onChange(name, next);

  switch (field.kind) {
    case 'select':
      return (
        <NativeSelect
          size={size}
          label={label}
          data={[
            ...(name === 'managed_by' ? [] : [{ value: '', label: t.common.select }]),
            ...(field.options ?? []),
          ]}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'yesNo':
      return (
        <NativeSelect
          size={size}
          label={label}
          data={[
            { value: '', label: t.common.select },
            { value: 'true', label: t.display.yes },
            { value: 'false', label: t.display.no },
          ]}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'height':
      // Feet and inches to pick on a phone, not centimetres to type; the value is in centimetres.
      return (
        <NativeSelect
          size={size}
          label={label}
          data={[{ value: '', label: t.common.select }, ...heightOptions(value ? Number(value) : null)]}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'count':
      return (
        <NumberInput
          size={size}
          label={label}
          min={0}
          max={20}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={value}
          onChange={(next) => setText(String(next))}
          error={error}
        />
      );
    case 'date':
      return (
        <TextInput
          size={size}
          label={label}
          type="date"
          max={today}
          autoComplete={field.autoComplete}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'time':
      return (
        <TextInput
          size={size}
          label={label}
          type="time"
          description={t.profileForm.birthTimeHint}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Textarea
          size={size}
          label={label}
          autosize
          minRows={3}
          maxRows={8}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
    case 'place':
      return (
        <PlaceSelect
          birthPlace={values.birth_place}
          lat={values.birth_lat}
          lon={values.birth_lon}
          tz={values.birth_tz}
          error={error ?? undefined}
          onChange={onPlace}
          label={labelOverride}
          size={size}
        />
      );
    default:
      return (
        <TextInput
          size={size}
          label={label}
          autoComplete={field.autoComplete}
          description={name === 'birthname' ? t.profileForm.birthnameHint : undefined}
          value={value}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
      );
  }
}
