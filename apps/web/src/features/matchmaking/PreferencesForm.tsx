import { INCOME_MINIMUMS, MAX_PREFERRED_CITIES, PREFERENCE_AGE_RANGE } from '@jodi/contract';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { t } from '../../i18n';
import { heightOptions } from '../../lib/height';
import { notify } from '../../lib/notify';
import { localNumber } from '../../lib/numbers';
import { CitiesInput } from './CitiesInput';
import classes from './Matchmaking.module.css';
import { NO_PREFERENCES, type PreferencesData, usePreferences, useSavePreferences } from './matchmaking.api';

const ANY = '';
const AGES = Array.from(
  { length: 80 - PREFERENCE_AGE_RANGE.min + 1 },
  (_, i) => PREFERENCE_AGE_RANGE.min + i,
);
const GUN_MILAN_MINIMUMS = [12, 18, 20, 24, 28];

const anyOption = () => ({ value: ANY, label: t.preferences.doesntMatter });
const numberOrNull = (value: string) => (value === ANY ? null : Number(value));

interface ChoicesProps {
  legend: string;
  labels: Record<string, string>;
  value: string[];
  onChange(next: string[]): void;
}

/** A preference over a closed list: "Doesn't matter" (no value chosen) or any of the options. */
function Choices({ legend, labels, value, onChange }: ChoicesProps) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className={classes.choices}>
      <legend className={classes.legend}>{legend}</legend>
      <label className={classes.option}>
        <input type="checkbox" checked={value.length === 0} onChange={() => onChange([])} />
        {t.preferences.doesntMatter}
      </label>
      {Object.entries(labels).map(([option, label]) => (
        <label key={option} className={classes.option}>
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.currentTarget.checked)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

interface RangeProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  options: { value: string; label: string }[];
  min: number | null;
  max: number | null;
  error?: string;
  onChange(min: number | null, max: number | null): void;
}

function Range({ legend, fromLabel, toLabel, options, min, max, error, onChange }: RangeProps) {
  const errorId = useId();
  const data = [anyOption(), ...options];
  return (
    <fieldset className={classes.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {/* From and to one under the other on phones: side by side at 390 px the selects cut
          "Doesn't matter" to "Doesn't ma", and the heights too. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
        <NativeSelect
          size="lg"
          label={fromLabel}
          data={data}
          value={min === null ? ANY : String(min)}
          onChange={(event) => onChange(numberOrNull(event.currentTarget.value), max)}
        />
        <NativeSelect
          size="lg"
          label={toLabel}
          data={data}
          value={max === null ? ANY : String(max)}
          onChange={(event) => onChange(min, numberOrNull(event.currentTarget.value))}
          error={error ? true : undefined}
        />
      </SimpleGrid>
      {error ? (
        <Text c="red.8" size="sm" id={errorId} role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

const only = <T extends string>(labels: Record<string, string>, keys: readonly T[]) =>
  Object.fromEntries(keys.map((key) => [key, labels[key] ?? key]));

/** The preferences answered by picking any number of options. */
type ListKey = 'maritial_statuses' | 'educations' | 'diets' | 'smoking' | 'drinking' | 'mangal_dosh';

interface FormProps {
  initial: PreferencesData;
  onSaved?(saved: PreferencesData): void;
  /** Extra buttons beside Save (the guided start's Back and Skip). */
  actions?: ReactNode;
  submitLabel?: string;
}

function Form({ initial, onSaved, actions, submitLabel = t.preferences.save }: FormProps) {
  const [values, setValues] = useState<PreferencesData>(initial);
  const save = useSavePreferences();
  const set = <K extends keyof PreferencesData>(key: K, value: PreferencesData[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A "doesn't matter or any of these" question bound to one list of the preferences. */
  const { options } = t.labels;
  const choices = (key: ListKey, legend: string, labels: Record<string, string>) => (
    <Choices legend={legend} labels={labels} value={values[key]} onChange={(next) => set(key, next)} />
  );
  const ageError =
    values.age_min !== null && values.age_max !== null && values.age_min > values.age_max
      ? t.preferences.rangeOrder
      : undefined;
  const heightError =
    values.height_min !== null && values.height_max !== null && values.height_min > values.height_max
      ? t.preferences.rangeOrder
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ageError || heightError) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(t.preferences.saved);
        onSaved?.(saved);
      },
      onError: () => notify.error(t.preferences.saveFailed),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.pages.preferences.title}>
      <Stack gap="lg">
        <FormAlert error={save.error} />
        <Range
          legend={t.preferences.age}
          fromLabel={t.preferences.ageFrom}
          toLabel={t.preferences.ageTo}
          options={AGES.map((age) => ({ value: String(age), label: localNumber(age) }))}
          min={values.age_min}
          max={values.age_max}
          error={ageError}
          onChange={(min, max) => setValues((v) => ({ ...v, age_min: min, age_max: max }))}
        />
        <Range
          legend={t.preferences.height}
          fromLabel={t.preferences.heightFrom}
          toLabel={t.preferences.heightTo}
          options={heightOptions()}
          min={values.height_min}
          max={values.height_max}
          error={heightError}
          onChange={(min, max) => setValues((v) => ({ ...v, height_min: min, height_max: max }))}
        />
        {choices('maritial_statuses', t.preferences.maritalStatuses, options.maritial_status)}
        {choices('educations', t.preferences.educations, options.education)}
        <NativeSelect
          size="lg"
          label={t.preferences.incomeMin}
          data={[
            anyOption(),
            ...INCOME_MINIMUMS.map((band) => ({ value: band, label: options.annual_income[band] })),
          ]}
          value={values.annual_income_min ?? ANY}
          onChange={(event) => set('annual_income_min', event.currentTarget.value || null)}
        />
        <CitiesInput
          label={t.preferences.cities}
          description={t.preferences.citiesHint}
          placeholder={
            values.cities.length === 0 ? t.preferences.doesntMatter : t.preferences.citiesPlaceholder
          }
          value={values.cities}
          onChange={(next) => set('cities', next)}
          max={MAX_PREFERRED_CITIES}
        />
        {choices('diets', t.preferences.diets, options.dietary_preferences)}
        {choices('smoking', t.preferences.smoking, options.habit)}
        {choices('drinking', t.preferences.drinking, options.habit)}
        {choices('mangal_dosh', t.preferences.mangalDosh, only(options.mangal_dosh, ['no', 'anshik', 'yes']))}
        <NativeSelect
          size="lg"
          label={t.preferences.minGunMilan}
          data={[
            anyOption(),
            ...GUN_MILAN_MINIMUMS.map((points) => ({
              value: String(points),
              label: t.preferences.gunMilanOption({ points }),
            })),
          ]}
          value={
            values.min_gunmilan === null || values.min_gunmilan === 0 ? ANY : String(values.min_gunmilan)
          }
          onChange={(event) => set('min_gunmilan', numberOrNull(event.currentTarget.value))}
        />
        <Group justify="space-between" gap="sm">
          {actions ?? <span />}
          <Button type="submit" size="md" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The partner preferences form, loaded from GET /api/v1/preferences and saved with PUT. */
export function PreferencesForm(props: Omit<FormProps, 'initial'>) {
  const query = usePreferences();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    return <LoadFailed onRetry={() => query.refetch()} />;
  }
  return <Form initial={{ ...NO_PREFERENCES, ...query.data }} {...props} />;
}
