import {
  DEFAULT_TIME_ZONE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@jodi/contract';
import { Button, Container, Group, NativeSelect, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { BackButton } from '../../components/BackButton';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FormAlert } from '../../components/FormAlert';
import { LoadFailed } from '../../components/LoadFailed';
import { OutlineLinkButton } from '../../components/OutlineLinkButton';
import { SettingsSection } from '../../components/SettingsSection';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import classes from './Notifications.module.css';
import { useNotificationSettings, useSaveNotificationSettings } from './notifications.api';
import { PushDeviceNotice } from './PushDeviceNotice';

/** Quiet hours offered when the member turns them on. */
const DEFAULT_QUIET = { from: '22:00', to: '07:00' };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A switch with its text as one target at least 44 px tall; the text keeps the full colour. */
const SWITCH_CLASSES = { root: classes.switchRoot, track: classes.switchTrack, label: classes.switchText };
/** A kind's channel switch: beside its name on wide screens, the name under it on phones. */
const KIND_SWITCH_CLASSES = {
  root: `${classes.switchRoot} ${classes.kindSwitchRoot}`,
  body: classes.kindSwitchBody,
  track: classes.switchTrack,
  label: classes.switchText,
};

/** One on/off choice: large on its own line, or a kind's channel (`kind`) in the kinds' grid. */
function ChoiceSwitch(props: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  kind?: boolean;
}) {
  return (
    <Switch
      color="navy.9"
      size={props.kind ? 'md' : 'lg'}
      label={props.label}
      description={props.description}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      classNames={props.kind ? KIND_SWITCH_CLASSES : SWITCH_CLASSES}
    />
  );
}

/** The zones offered: the common ones, plus the saved one and this device's when they are others. */
export function timeZoneOptions(saved: string, device?: string): { value: string; label: string }[] {
  const options = Object.entries(t.notificationSettings.timeZones).map(([zone, place]) => ({
    value: zone,
    label: t.notificationSettings.timeZoneOption({ place, zone }),
  }));
  for (const zone of [saved, device]) {
    if (zone && !options.some((option) => option.value === zone)) options.push({ value: zone, label: zone });
  }
  return options;
}

function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** What is wrong with the quiet hours as typed, per field; empty when they may be saved. */
export function quietHoursErrors(quiet: { from: string; to: string } | null): { from?: string; to?: string } {
  if (!quiet) return {};
  const errors: { from?: string; to?: string } = {};
  if (!CLOCK.test(quiet.from)) errors.from = t.notificationSettings.quietTime;
  if (!CLOCK.test(quiet.to)) errors.to = t.notificationSettings.quietTime;
  if (!errors.from && !errors.to && quiet.from === quiet.to) errors.to = t.notificationSettings.quietSame;
  return errors;
}

interface KindRowProps {
  kind: NotificationKind;
  channels: { push: boolean; email: boolean };
  onChange(channels: { push: boolean; email: boolean }): void;
}

/** One kind: its name and what it means, then In the app (always on), Push and E-mail. */
function KindRow({ kind, channels, onChange }: KindRowProps) {
  const id = useId();
  const text = t.notificationSettings.kinds[kind];
  return (
    <fieldset aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className={classes.kindRow}>
      <div>
        <span className={classes.kindLabel} id={`${id}-label`}>
          {text?.label ?? kind}
        </span>
        <span className={classes.kindHint} id={`${id}-hint`}>
          {text?.hint}
        </span>
      </div>
      <div className={classes.switches}>
        <Switch
          color="navy.9"
          size="md"
          label={t.notificationSettings.inApp}
          checked
          disabled
          readOnly
          classNames={KIND_SWITCH_CLASSES}
        />
        <ChoiceSwitch
          kind
          label={t.notificationSettings.push}
          checked={channels.push}
          onChange={(push) => onChange({ ...channels, push })}
        />
        <ChoiceSwitch
          kind
          label={t.notificationSettings.email}
          checked={channels.email}
          onChange={(email) => onChange({ ...channels, email })}
        />
      </div>
    </fieldset>
  );
}

/** The whole settings object, edited here and saved with one PUT. */
function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const [draft, setDraft] = useState<NotificationSettings>(settings);
  /** The last times typed, kept while quiet hours are off so that turning them on again restores them. */
  const [quietTimes, setQuietTimes] = useState(settings.quiet_hours ?? DEFAULT_QUIET);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveNotificationSettings();
  const quietErrors = quietHoursErrors(draft.quiet_hours);
  const zones = timeZoneOptions(draft.time_zone, deviceTimeZone());

  const setQuiet = (next: { from: string; to: string }) => {
    setQuietTimes(next);
    setDraft((current) => ({ ...current, quiet_hours: next }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (quietErrors.from || quietErrors.to) {
      setShowErrors(true);
      return;
    }
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        notify.success(t.notificationSettings.saved);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SettingsSection title={t.notificationSettings.kindsTitle}>
          <PushDeviceNotice />
          <div>
            {NOTIFICATION_KINDS.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                channels={draft[kind]}
                onChange={(channels) =>
                  setDraft((current) => ({ ...current, [kind]: { in_app: true, ...channels } }))
                }
              />
            ))}
          </div>
        </SettingsSection>

        <SettingsSection title={t.notificationSettings.quietTitle}>
          <Text>{t.notificationSettings.quietExplain}</Text>
          <ChoiceSwitch
            label={t.notificationSettings.quietOn}
            checked={draft.quiet_hours !== null}
            onChange={(on) => setDraft((current) => ({ ...current, quiet_hours: on ? quietTimes : null }))}
          />
          {draft.quiet_hours ? (
            <Group gap="md" align="flex-start">
              <TextInput
                type="time"
                size="lg"
                label={t.notificationSettings.quietFrom}
                value={draft.quiet_hours.from}
                onChange={(event) => setQuiet({ ...quietTimes, from: event.currentTarget.value })}
                error={showErrors ? quietErrors.from : undefined}
                w={180}
              />
              <TextInput
                type="time"
                size="lg"
                label={t.notificationSettings.quietTo}
                value={draft.quiet_hours.to}
                onChange={(event) => setQuiet({ ...quietTimes, to: event.currentTarget.value })}
                error={showErrors ? quietErrors.to : undefined}
                w={180}
              />
            </Group>
          ) : null}
          <NativeSelect
            size="lg"
            label={t.notificationSettings.timeZone}
            description={t.notificationSettings.timeZoneHint}
            data={zones}
            value={draft.time_zone || DEFAULT_TIME_ZONE}
            onChange={(event) => {
              const zone = event.currentTarget.value;
              setDraft((current) => ({ ...current, time_zone: zone }));
            }}
          />
        </SettingsSection>

        <SettingsSection title={t.notificationSettings.moreTitle}>
          <ChoiceSwitch
            label={t.notificationSettings.pushPreview}
            description={t.notificationSettings.pushPreviewHint}
            checked={draft.push_preview}
            onChange={(push_preview) => setDraft((current) => ({ ...current, push_preview }))}
          />
          <ChoiceSwitch
            label={t.notificationSettings.digest}
            description={t.notificationSettings.digestHint}
            checked={draft.digest}
            onChange={(digest) => setDraft((current) => ({ ...current, digest }))}
          />
        </SettingsSection>

        <FormAlert error={save.error} />
        <Button
          type="submit"
          size="lg"
          color="navy.9"
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.notificationSettings.save}
        </Button>
      </Stack>
    </form>
  );
}

function SettingsBody() {
  const query = useNotificationSettings();
  if (query.isPending) return <CenteredLoader />;
  if (query.isError)
    return <LoadFailed title={t.notificationSettings.loadFailed} onRetry={() => query.refetch()} />;
  return <SettingsForm settings={query.data} />;
}

/**
 * /settings/notifications (decision 20): per kind, in the app (always), push and e-mail; quiet hours
 * in the member's time zone; message text in pushes; the daily summary mail. One Save.
 */
export function NotificationSettingsPage() {
  usePageMeta(t.pages.notificationSettings.title, t.pages.notificationSettings.description);
  return (
    <Container size="md" px="md" py="lg" w="100%">
      <BackButton fallback={PATHS.notifications} />
      <Stack gap="lg" mt="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t.pages.notificationSettings.title}
        </Title>
        <Text size="lg">{t.notificationSettings.intro}</Text>
        <Group>
          <OutlineLinkButton to={PATHS.notifications} icon={IconBell} size="lg">
            {t.notificationSettings.backToList}
          </OutlineLinkButton>
        </Group>
        <SettingsBody />
      </Stack>
    </Container>
  );
}
