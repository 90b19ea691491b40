import { Readable } from 'node:stream';
import { CALL_STATUS_LABELS } from '@jodi/contract';
import type { CallLogRow } from './call-logs.repository';

/**
 * The call logs as CSV that spreadsheets open correctly: UTF-8 with a byte-order mark (without it
 * Excel reads Devanagari as mojibake), CRLF line ends and RFC 4180 quoting, readable headers and
 * labels, and no cell a spreadsheet would run as a formula.
 */

const BOM = '\uFEFF';
const CRLF = '\r\n';
/** The community is in India; times are written as its staff read them. */
const TIME_ZONE = 'Asia/Kolkata';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-21 06:30`, in India time. */
export function csvTime(date: Date): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * One cell. A value a spreadsheet would take as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, so '=HYPERLINK(...)' stays text (OWASP "CSV
 * injection"); then it is quoted when it holds a comma, quote or line break, quotes doubled.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: (string | null | undefined)[]) => cells.map(csvCell).join(',') + CRLF;

/** The columns, in order: header and how each log fills it. */
const COLUMNS: [header: string, cell: (log: CallLogRow) => string | null][] = [
  ['Date (IST)', (log) => csvTime(log.createdAt)],
  ['Customer name', (log) => log.customerName],
  ['Phone', (log) => log.phone],
  ['Status', (log) => CALL_STATUS_LABELS[log.status] ?? log.status],
  ['Remark', (log) => log.remark],
  ['Profile', (log) => log.extraData.pid_name ?? null],
  ['Profile ID', (log) => log.profileId],
  ['Gender', (log) => log.extraData.Gender ?? null],
  ['Profile phone', (log) => log.extraData.Phone ?? null],
  ['Assigned to', (log) => log.extraData.assigned_to_id_name ?? null],
  ['Follow-up', (log) => yesNo(log.followup)],
  ['Payment done', (log) => yesNo(log.paymentDone)],
  ['Recording', (log) => yesNo(log.audioKey !== null)],
  ['App', (log) => log.appName],
  ['Updated (IST)', (log) => csvTime(log.updatedAt)],
];

export const CALL_LOG_CSV_HEADERS = COLUMNS.map(([header]) => header);

export function callLogCsvLine(log: CallLogRow): string {
  return csvLine(COLUMNS.map(([, cell]) => cell(log)));
}

/** The whole file as a stream: BOM and header first, then each batch of logs as it is read. */
export function callLogsCsv(batches: AsyncIterable<CallLogRow[]>): Readable {
  async function* lines() {
    yield BOM + csvLine(CALL_LOG_CSV_HEADERS);
    for await (const batch of batches) yield batch.map(callLogCsvLine).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/** `call-logs-2026-11-21.csv` (the date in India). */
export function callLogsCsvFilename(now: Date): string {
  return `call-logs-${csvTime(now).slice(0, 10)}.csv`;
}
