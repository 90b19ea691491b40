import { csvCell, csvTime } from '../staff/call-logs-csv';
import type { AttendeeCsvRow, EventView } from './events.repository';

/**
 * An event's attendees as CSV for staff, written as the call logs' export is (the same cells: no
 * spreadsheet formula, RFC 4180 quoting, India time): UTF-8 with a byte-order mark, CRLF.
 */
const BOM = '\uFEFF';
const CRLF = '\r\n';

const COLUMNS: [header: string, cell: (row: AttendeeCsvRow) => string | null][] = [
  ['Registered (IST)', (row) => csvTime(row.registeredAt)],
  ['Name', (row) => row.name],
  ['Last name', (row) => row.lastName],
  ['Gender', (row) => row.gender],
  ['City', (row) => row.city],
  ['E-mail', (row) => row.email],
  ['Profile ID', (row) => row.profileId],
];

export const ATTENDEE_CSV_HEADERS = COLUMNS.map(([header]) => header);

const line = (cells: (string | null)[]) => cells.map(csvCell).join(',') + CRLF;

export function attendeesCsv(rows: readonly AttendeeCsvRow[]): string {
  return (
    BOM + line(ATTENDEE_CSV_HEADERS) + rows.map((row) => line(COLUMNS.map(([, cell]) => cell(row)))).join('')
  );
}

/** `event-attendees-2026-11-21-<first 8 of the id>.csv` (the event's day in India). */
export const attendeesCsvFilename = (event: Pick<EventView, 'id' | 'startsAt'>) =>
  `event-attendees-${csvTime(event.startsAt).slice(0, 10)}-${event.id.slice(0, 8)}.csv`;
