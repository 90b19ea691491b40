import {
  CONTACT_VISIBILITIES,
  type ContactVisibility,
  PHOTO_VISIBILITIES,
  type PhotoVisibility,
  type PrivacySettings,
} from '@jodi/contract';
import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { SettingsSection } from '../../components/SettingsSection';
import { t } from '../../i18n';
import { formatDateLong } from '../../lib/dates';
import { notify } from '../../lib/notify';
import classes from './Privacy.module.css';
import { PAUSE_DAYS, pausedUntil, pauseUntil, usePrivacy, useSavePrivacy } from './privacy.api';

interface TilesProps<V extends string> {
  legend: string;
  name: string;
  values: readonly V[];
  texts: Record<string, { label: string; hint: string }>;
  value: V;
  onChange(value: V): void;
}

/** One question as large radio tiles, each with its choice and a plain line of what it means. */
function Tiles<V extends string>({ legend, name, values, texts, value, onChange }: TilesProps<V>) {
  const id = useId();
  return (
    <fieldset className={classes.options}>
      <legend className={classes.legend}>{legend}</legend>
      {values.map((option) => {
        const text = texts[option];
        return (
          <label key={option} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-labelledby={`${id}-${option}-label`}
              aria-describedby={`${id}-${option}-hint`}
            />
            <span className={classes.optionText}>
              <span className={classes.optionLabel} id={`${id}-${option}-label`}>
                {text?.label ?? option}
              </span>
              <span className={classes.optionHint} id={`${id}-${option}-hint`}>
                {text?.hint}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Photos and contacts, saved together with one Save. A pause still running is sent back as it is;
 * one that is over is sent as null (the server refuses a pause in the past).
 */
function VisibilityForm({ settings }: { settings: PrivacySettings }) {
  const [photos, setPhotos] = useState<PhotoVisibility>(settings.photos);
  const [contacts, setContacts] = useState<ContactVisibility>(settings.contacts);
  const save = useSavePrivacy();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { photos, contacts, paused_until: pausedUntil(settings) },
      { onSuccess: () => notify.success(t.privacy.saved) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Tiles<PhotoVisibility>
          legend={t.privacy.photosLegend}
          name="photos"
          values={PHOTO_VISIBILITIES}
          texts={t.privacy.photos}
          value={photos}
          onChange={setPhotos}
        />
        <Tiles<ContactVisibility>
          legend={t.privacy.contactsLegend}
          name="contacts"
          values={CONTACT_VISIBILITIES}
          texts={t.privacy.contacts}
          value={contacts}
          onChange={setContacts}
        />
        <FormAlert error={save.error} />
        <Button
          type="submit"
          size="lg"
          color="navy.9"
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.privacy.save}
        </Button>
      </Stack>
    </form>
  );
}

/** Pausing: how long and 'Pause my profile'; while paused, until when and 'Turn my profile back on'. */
function PauseControls({ settings }: { settings: PrivacySettings }) {
  const titleId = useId();
  const [days, setDays] = useState<string>(String(PAUSE_DAYS[0]));
  const save = useSavePrivacy();
  const until = pausedUntil(settings);
  const saved = { photos: settings.photos, contacts: settings.contacts };

  const pause = () =>
    save.mutate(
      { ...saved, paused_until: pauseUntil(Number(days)) },
      {
        onSuccess: (answer) =>
          notify.success(
            answer.paused_until
              ? t.privacy.paused({ date: formatDateLong(answer.paused_until) })
              : t.privacy.saved,
          ),
      },
    );
  const resume = () =>
    save.mutate({ ...saved, paused_until: null }, { onSuccess: () => notify.success(t.privacy.resumed) });

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="h4" id={titleId}>
        {t.privacy.pauseTitle}
      </Title>
      {until ? (
        <Stack gap="sm" align="flex-start">
          <Text fw={700} role="status">
            {t.privacy.pausedUntil({ date: formatDateLong(until) })}
          </Text>
          <Text>{t.privacy.pauseExplain}</Text>
          <FormAlert error={save.error} />
          <Button
            size="lg"
            color="navy.9"
            leftSection={<IconPlayerPlay aria-hidden size={20} />}
            loading={save.isPending}
            onClick={resume}
          >
            {t.privacy.resume}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t.privacy.pauseExplain}</Text>
          <NativeSelect
            size="lg"
            label={t.privacy.pauseFor}
            data={PAUSE_DAYS.map((n) => ({
              value: String(n),
              label: t.privacy.pauseLengths[String(n)] ?? '',
            }))}
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
          />
          <FormAlert error={save.error} />
          <Button
            size="lg"
            variant="outline"
            color="navy.9"
            leftSection={<IconPlayerPause aria-hidden size={20} />}
            loading={save.isPending}
            onClick={pause}
          >
            {t.privacy.pause}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function SectionBody() {
  const query = usePrivacy();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) return <LoadFailed title={t.privacy.loadFailed} onRetry={() => query.refetch()} />;
  return (
    <Stack gap="xl">
      <VisibilityForm settings={query.data} />
      <PauseControls settings={query.data} />
    </Stack>
  );
}

/** /settings/privacy "Who can see me" (decision 18): photos, contact details, and pausing the profile. */
export function PrivacySettingsSection() {
  return (
    <SettingsSection title={t.privacy.title}>
      <SectionBody />
    </SettingsSection>
  );
}
