import { type Gender, LISTING_MINIMUM, MANAGED_BY, type ManagedBy } from '@jodi/contract';
import { LOCALES } from '@jodi/i18n';
import { Anchor, Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { activeLanguage, t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { optionsOf, type Profile } from '../../lib/profile';
import { usePageMeta } from '../../lib/usePageMeta';
import { PreferencesForm } from '../matchmaking';
import { Uploader, usePhotos } from '../photos';
import type { FieldSpec, StepSpec } from '../profile-form';
import { useMyProfile, useUpdateProfile } from '../profile-form';
import classes from './GuidedStart.module.css';
import { StepFields, useStepForm } from './StepFields';

const STEP_KEYS = ['who', 'basics', 'photo', 'birth', 'preferences'] as const;
type StepKey = (typeof STEP_KEYS)[number];

/** The basics, in the order a family fills them in; height is the only optional one. */
const BASICS: StepSpec = {
  key: 'basic',
  get title() {
    return t.guidedStart.steps.basics;
  },
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'given-name' },
    { name: 'birthdate', kind: 'date', autoComplete: 'bday' },
    { name: 'current_city', kind: 'text', autoComplete: 'address-level2' },
    {
      name: 'maritial_status',
      kind: 'select',
      // Read as the step renders: the language can change while the app runs.
      get options() {
        return optionsOf(t.labels.options.maritial_status);
      },
    },
    { name: 'height', kind: 'height' },
  ] satisfies FieldSpec[],
};
const REQUIRED_BASICS = ['name', 'birthdate', 'current_city', 'maritial_status'] as const;

/**
 * Birth details for Gun Milan (optional): the profile form's own fields, the place from
 * its built-in gazetteer (which fills the coordinates and time zone).
 */
const BIRTH: StepSpec = {
  key: 'astrology',
  get title() {
    return t.guidedStart.steps.birth;
  },
  fields: [
    { name: 'birthname', kind: 'text' },
    { name: 'birthdate', kind: 'date', autoComplete: 'bday' },
    { name: 'birth_time', kind: 'time' },
    { name: 'birth_place', kind: 'place' },
  ] satisfies FieldSpec[],
};

/**
 * What the profile still lacks to be shown, worded for who creates it and for whom (not
 * "Add your name" once "A parent" was chosen): "Your daughter’s profile still needs: name and a photo."
 */
function stillNeededText(profile: Profile, missing: readonly string[]): string {
  const words = missing.map((field) =>
    field === 'name' ? t.guidedStart.missingName : (t.listingStatus.missing[field] ?? field),
  );
  return t.guidedStart.stillNeeded({
    managedBy: String(profile.managed_by ?? 'self'),
    gender: profile.gender ?? '',
    fields: new Intl.ListFormat(LOCALES[activeLanguage()], { type: 'conjunction' }).format(words),
  });
}

function Meter({ profile }: { profile: Profile }) {
  const missing = (profile as { missing?: string[] }).missing ?? [];
  const of = LISTING_MINIMUM.length;
  const done = of - missing.length;
  const label = missing.length === 0 ? t.guidedStart.meterDone : t.guidedStart.meter({ done, of });
  return (
    <Stack gap={6}>
      <Text fw={600}>{label}</Text>
      <Progress
        value={(done / of) * 100}
        size="lg"
        color={missing.length === 0 ? 'green.8' : 'navy.7'}
        aria-hidden
      />
      {missing.length > 0 ? (
        <Text size="sm" c="dimmed">
          {stillNeededText(profile, missing)}
        </Text>
      ) : null}
    </Stack>
  );
}

interface RadioCardsProps {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string;
  onChange(value: string): void;
}

function RadioCards({ legend, name, options, value, error, onChange }: RadioCardsProps) {
  return (
    <fieldset className={classes.options} aria-invalid={error ? true : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

interface StepProps {
  profile: Profile;
  next(): void;
  back(): void;
}

function Actions({ back, children }: { back?: () => void; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" mt="sm">
      {back ? (
        <Button variant="default" size="md" onClick={back}>
          {t.guidedStart.back}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">{children}</Group>
    </Group>
  );
}

function WhoStep({ profile, next }: StepProps) {
  const [managedBy, setManagedBy] = useState(String(profile.managed_by ?? 'self'));
  const [gender, setGender] = useState(profile.gender ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateProfile(profile.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!gender) {
      setError(t.guidedStart.chooseOne);
      return;
    }
    update.mutate(
      { managed_by: managedBy as ManagedBy, gender: gender as Gender },
      { onSuccess: next, onError: () => notify.error(t.profileForm.saveFailed) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="start-step-title">
      <Stack gap="lg">
        <FormAlert error={update.error} />
        <RadioCards
          legend={t.guidedStart.managedByLegend}
          name="managed_by"
          options={MANAGED_BY.map((value) => ({ value, label: t.guidedStart.managedBy[value] ?? value }))}
          value={managedBy}
          onChange={setManagedBy}
        />
        <RadioCards
          legend={t.guidedStart.genderLegend}
          name="gender"
          options={['female', 'male'].map((value) => ({
            value,
            label: t.guidedStart.gender[value] ?? value,
          }))}
          value={gender}
          error={error}
          onChange={(value) => {
            setGender(value as 'male' | 'female');
            setError(undefined);
          }}
        />
        <Actions>
          <Button type="submit" size="md" loading={update.isPending}>
            {t.guidedStart.next}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function BasicsStep({ profile, next, back }: StepProps) {
  const form = useStepForm(profile, BASICS, next, (values, problems) => {
    for (const field of REQUIRED_BASICS) {
      if (!values[field].trim() && !problems[field]) problems[field] = t.guidedStart.required;
    }
  });
  const { values, submit, update } = form;
  // "Your daughter’s first name"…: worded for who creates the profile and for whom.
  const whose = { managedBy: values.managed_by, gender: values.gender };
  const labels = t.guidedStart.fields;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="start-step-title">
      <Stack gap="md">
        <FormAlert error={update.error} />
        <StepFields form={form} labelOf={(name) => labels[name as keyof typeof labels]?.(whose)} />
        <Actions back={back}>
          <Button type="submit" size="md" loading={update.isPending}>
            {t.guidedStart.next}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function BirthStep({ profile, next, back }: StepProps) {
  const form = useStepForm(profile, BIRTH, next);
  const { submit, update } = form;
  const whose = { managedBy: String(profile.managed_by ?? 'self'), gender: profile.gender ?? '' };
  const labels = t.guidedStart.birthFields;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="start-step-title">
      <Stack gap="md">
        <Text size="lg">{t.guidedStart.birthIntro}</Text>
        <FormAlert error={update.error} />
        <StepFields form={form} labelOf={(name) => labels[name as keyof typeof labels]?.(whose)} />
        <Actions back={back}>
          <Anchor component="button" type="button" fw={600} onClick={next} style={{ minHeight: 44 }}>
            {t.guidedStart.birthLater}
          </Anchor>
          <Button type="submit" size="md" loading={update.isPending}>
            {t.guidedStart.next}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function PhotoStep({ profile, next, back }: StepProps) {
  const photos = usePhotos();
  const list = photos.data ?? [];
  const primary = list.find((photo) => photo.is_primary) ?? list[0];
  const whose = { managedBy: String(profile.managed_by ?? 'self'), gender: profile.gender ?? '' };
  return (
    <Stack gap="md">
      <Text size="lg">{t.guidedStart.photoIntro(whose)}</Text>
      {photos.isPending ? <CenteredLoader /> : null}
      {primary ? (
        <Stack gap="xs">
          <img className={classes.photo} src={primary.url} alt={t.photos.photo({ n: 1 })} />
          <Text role="status">{t.guidedStart.photoAdded}</Text>
        </Stack>
      ) : null}
      {photos.isSuccess ? <Uploader count={list.length} /> : null}
      <Actions back={back}>
        {primary ? (
          <Button size="md" onClick={next}>
            {t.guidedStart.next}
          </Button>
        ) : (
          <Anchor component="button" type="button" fw={600} onClick={next} style={{ minHeight: 44 }}>
            {t.guidedStart.photoLater}
          </Anchor>
        )}
      </Actions>
    </Stack>
  );
}

function PreferencesStep({ back }: StepProps) {
  const navigate = useNavigate();
  const finish = () => navigate(PATHS.matches);
  return (
    <Stack gap="md">
      <Text size="lg">{t.guidedStart.preferencesIntro}</Text>
      <PreferencesForm
        onSaved={finish}
        submitLabel={t.guidedStart.finish}
        actions={
          <Group gap="sm">
            <Button variant="default" size="md" onClick={back}>
              {t.guidedStart.back}
            </Button>
            <Button variant="subtle" color="navy.9" size="md" onClick={finish}>
              {t.guidedStart.skip}
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}

const STEP_VIEWS: Record<StepKey, (props: StepProps) => ReactNode> = {
  who: WhoStep,
  basics: BasicsStep,
  photo: PhotoStep,
  birth: BirthStep,
  preferences: PreferencesStep,
};

function stepIndex(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= STEP_KEYS.length ? n - 1 : 0;
}

function Steps({ profile }: { profile: Profile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = stepIndex(searchParams.get('step'));
  const key = STEP_KEYS[active] ?? 'who';
  const goTo = (index: number) => {
    setSearchParams({ step: String(index + 1) });
    window.scrollTo({ top: 0 });
  };
  const View = STEP_VIEWS[key];
  return (
    <Stack gap="lg">
      <Meter profile={profile} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="gray.0">
        <Stack gap="md">
          <div>
            <Text c="dimmed">{t.guidedStart.stepOf({ step: active + 1, count: STEP_KEYS.length })}</Text>
            <Title order={2} fz="h3" id="start-step-title">
              {t.guidedStart.steps[key]}
            </Title>
          </div>
          <View
            key={key}
            profile={profile}
            next={() => goTo(Math.min(active + 1, STEP_KEYS.length - 1))}
            back={() => goTo(Math.max(active - 1, 0))}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /start: the guided start of a new member: who creates it, the basics, a photo, birth details (optional), partner preferences. */
export function GuidedStartPage() {
  usePageMeta(t.pages.start.title, t.pages.start.description);
  const query = useMyProfile();
  return (
    <Container size="sm" px="md" py="lg" w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t.guidedStart.title}
        </Title>
        {query.isPending ? <CenteredLoader /> : null}
        {query.isError ? <LoadFailed onRetry={() => query.refetch()} /> : null}
        {query.isSuccess ? <Steps profile={query.data} /> : null}
      </Stack>
    </Container>
  );
}
