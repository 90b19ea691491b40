import {
  DEFAULT_NOTIFICATION_CHANNELS,
  DEFAULT_TIME_ZONE,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettings,
} from '@jodi/contract';

/** A member's settings before they choose any. */
export function defaultNotificationSettings(): NotificationSettings {
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { in_app: true as const, ...DEFAULT_NOTIFICATION_CHANNELS[kind] },
    ]),
  ) as Pick<NotificationSettings, NotificationKind>;
  return { ...kinds, quiet_hours: null, push_preview: false, digest: true, time_zone: DEFAULT_TIME_ZONE };
}

/**
 * Stored settings as the API answers them: a kind added since they were saved takes its default,
 * and in-app stays on whatever was stored.
 */
export function settingsFrom(stored: Partial<NotificationSettings> | null | undefined): NotificationSettings {
  const base = defaultNotificationSettings();
  if (!stored) return base;
  const out = { ...base, ...stored };
  for (const kind of NOTIFICATION_KINDS) out[kind] = { ...base[kind], ...stored[kind], in_app: true };
  return out;
}

/** Whether `zone` is a time zone this runtime knows (the PUT refuses others). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall-clock minute of the day at `now` in `zone`. */
function localMinute(now: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * When the member's quiet hours end, if `now` is inside them (a range may cross midnight); null
 * when a push or mail may go now.
 */
export function quietUntil(settings: NotificationSettings, now: Date): Date | null {
  const quiet = settings.quiet_hours;
  if (!quiet) return null;
  const zone = isTimeZone(settings.time_zone) ? settings.time_zone : DEFAULT_TIME_ZONE;
  const minute = localMinute(now, zone);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const wait = (to - minute + 24 * 60) % (24 * 60);
  const end = new Date(now.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

/** Whether the member wants `kind` through `channel`. */
export const wants = (settings: NotificationSettings, kind: NotificationKind, channel: NotificationChannel) =>
  settings[kind][channel];
