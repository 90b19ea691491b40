import type { CommunityEvent, CommunityEventInput } from '@jodi/contract';

/** The staff form's values: times as the browser's datetime-local fields write them (local time). */
export interface EventFormValues {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  city: string;
  online: boolean;
  venue: string;
  fee: number;
  capacity: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local value in the browser's zone: '2026-11-21T10:30'. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(event: CommunityEvent | null): EventFormValues {
  if (!event) {
    return {
      title: '',
      description: '',
      startsAt: '',
      endsAt: '',
      city: '',
      online: false,
      venue: '',
      fee: 0,
      capacity: 100,
    };
  }
  return {
    title: event.title,
    description: event.description,
    startsAt: toLocalInput(event.starts_at),
    endsAt: toLocalInput(event.ends_at),
    city: event.city,
    online: event.online,
    venue: event.venue ?? '',
    fee: event.fee,
    capacity: event.capacity,
  };
}

/** The body of POST/PUT /api/v1/events, or null when the times are missing or the end is not after the start. */
export function inputOf(values: EventFormValues): CommunityEventInput | null {
  const starts = new Date(values.startsAt);
  const ends = new Date(values.endsAt);
  if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime()) || ends <= starts) return null;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    starts_at: starts.toISOString(),
    ends_at: ends.toISOString(),
    city: values.city.trim(),
    venue: values.venue.trim(),
    online: values.online,
    fee: values.fee,
    capacity: values.capacity,
  };
}
