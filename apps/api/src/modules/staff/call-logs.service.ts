import type { Readable } from 'node:stream';
import {
  CALL_LOGS_PAGE_SIZE,
  CALL_STATUS_LABELS,
  type CallLog,
  type CallLogExtra,
  type CallLogPage,
} from '@jodi/contract';
import type { ByteRange, Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { errorMessage } from '../../i18n/error-messages';
import { parseRange } from '../../lib/http-range';
import { parseUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import type { StoredAudio } from './call-audio';
import { callAudioUrl, verifyCallAudioToken } from './call-audio-link';
import type { CallLogForm } from './call-log-form';
import { presentCallLog } from './call-log-presenter';
import type { CallLogChanges, CallLogFilter, CallLogRow, CallLogsRepository } from './call-logs.repository';
import type { CallLogFilterQuery, CallLogInput, CallLogListQuery } from './call-logs.schema';
import {
  fullName,
  type ProfileWithOwner,
  type StaffAccount,
  type StaffLookupsRepository,
} from './staff-lookups.repository';
import type { NewTrail, TrailsRepository } from './trails.repository';
import type { WaMessageRow, WaMessagesRepository } from './wa-messages.repository';

/** The CSV export stops here; a filter narrows a larger set. */
export const CALL_LOG_EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

export interface CallLogsDeps {
  db: Database;
  repo: CallLogsRepository;
  waMessages: WaMessagesRepository;
  trails: TrailsRepository;
  lookups: StaffLookupsRepository;
  storage: Storage;
  /** Key of the recordings' signed links (`callAudioKey(jwtSecret)`). */
  audioLinkKey: Uint8Array;
  /** The communities logs may be filed under; the first is the default (spec 9). */
  appIds: string[];
  now?: () => Date;
}

export interface CallAudio {
  mime: string;
  size: number;
  /** The part asked for with Range, or undefined for the whole file. */
  range: ByteRange | undefined;
  body: Readable;
}

/** Form fields that map one to one onto a column; only the ones sent are written. */
const FIELD_COLUMNS = {
  customer_name: 'customerName',
  phone: 'phone',
  status: 'status',
  remark: 'remark',
  pid: 'profileId',
  assigned_to_id: 'assignedToUserId',
  followup: 'followup',
  payment_done: 'paymentDone',
} as const satisfies Partial<Record<keyof CallLogInput, keyof CallLogChanges>>;

function columnsOf(input: CallLogInput): CallLogChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const value = input[field as keyof typeof FIELD_COLUMNS];
    if (value !== undefined) changes[column] = value;
  }
  return changes as CallLogChanges;
}

const staffName = (staff: StaffAccount) => fullName(staff) ?? staff.email;

/**
 * Spec 3's `extra_data`: the profile's name, gender and phone and the assignee's name come from
 * the database whenever it knows them; a client's Gender and Phone are kept only where it does not.
 */
function extraDataFor(
  sent: CallLogExtra | undefined,
  previous: CallLogExtra,
  profile: ProfileWithOwner | null,
  assigneeName: string | null,
): CallLogExtra {
  const fromClient = <K extends 'Gender' | 'Phone'>(key: K): CallLogExtra[K] | null =>
    (sent && key in sent ? sent[key] : previous[key]) ?? null;
  return {
    pid_name: profile ? fullName(profile) : null,
    Gender: profile?.gender ?? fromClient('Gender'),
    Phone: profile?.supportPhone ?? fromClient('Phone'),
    assigned_to_id_name: assigneeName,
  };
}

const callTrail = (profileId: string, log: CallLogRow, staffId: string): NewTrail => ({
  profileId,
  kind: 'call',
  text: [`Call log: ${CALL_STATUS_LABELS[log.status]}`, log.remark].filter(Boolean).join(' — '),
  byUserId: staffId,
});

/** Staff call logs (spec 3 "Call log"): writing them with their recordings, the table, the export. */
export class CallLogsService {
  private readonly now: () => Date;

  constructor(private readonly deps: CallLogsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The community a log is filed under: the default when not given, 400 for an unknown one. */
  private appName(raw: string | undefined): string {
    const { appIds } = this.deps;
    if (raw === undefined) return appIds[0]!;
    if (!appIds.includes(raw)) {
      throw badRequest('VALIDATION_FAILED.unknownAppName', [
        {
          path: 'app_name',
          message: errorMessage('VALIDATION_FAILED.oneOf', { choices: appIds.join(', ') }),
        },
      ]);
    }
    return raw;
  }

  private filterOf(query: CallLogFilterQuery): CallLogFilter {
    return {
      appName: this.appName(query.app_name),
      status: query.status,
      assignedToUserId: query.assigned_to_id,
      followup: query.followup,
      paymentDone: query.payment_done,
    };
  }

  private async profileFor(db: Database, pid: string | null): Promise<ProfileWithOwner | null> {
    if (!pid) return null;
    const profile = await this.deps.lookups.profileWithOwner(db, pid);
    if (!profile)
      throw badRequest('VALIDATION_FAILED.noSuchProfile', [
        { path: 'body.pid', message: errorMessage('VALIDATION_FAILED.noSuchProfileField') },
      ]);
    return profile;
  }

  private async assigneeFor(db: Database, userId: string | null): Promise<StaffAccount | null> {
    if (!userId) return null;
    const staff = await this.deps.lookups.activeStaff(db, userId);
    if (!staff) {
      throw badRequest('VALIDATION_FAILED.onlyStaffAssigned', [
        { path: 'body.assigned_to_id', message: errorMessage('VALIDATION_FAILED.notAStaffAccount') },
      ]);
    }
    return staff;
  }

  private async present(staff: AuthUser, row: CallLogRow, wamsgs: WaMessageRow[]): Promise<CallLog> {
    const fileUrl = row.audioKey
      ? await callAudioUrl(this.deps.audioLinkKey, { uid: staff.id, lid: row.id }, this.now())
      : null;
    return presentCallLog(row, wamsgs, fileUrl);
  }

  /** Removes a recording that no row points at (any more); a failure only leaves an orphan file. */
  private async discard(audio: Pick<StoredAudio, 'key'> | null | undefined): Promise<void> {
    if (audio) await this.deps.storage.delete(audio.key).catch(() => {});
  }

  async create(staff: AuthUser, { input, audio }: CallLogForm): Promise<CallLog> {
    const { db, repo, trails } = this.deps;
    let row: CallLogRow;
    try {
      const appName = this.appName(input.app_name);
      row = await db.transaction(async (tx) => {
        const profile = await this.profileFor(tx, input.pid ?? null);
        const assignee = await this.assigneeFor(tx, input.assigned_to_id ?? null);
        const created = await repo.insert(tx, {
          status: 'not_called',
          followup: false,
          paymentDone: false,
          ...columnsOf(input),
          appName,
          extraData: extraDataFor(input.extra_data, {}, profile, assignee && staffName(assignee)),
          audioKey: audio?.key ?? null,
          audioType: audio?.mime ?? null,
          createdByUserId: staff.id,
        });
        if (profile) await trails.insert(tx, callTrail(profile.id, created, staff.id));
        return created;
      });
    } catch (err) {
      await this.discard(audio);
      throw err;
    }
    return this.present(staff, row, []);
  }

  /** Changes only the fields sent; a new recording replaces the old one, removed after the commit. */
  async update(staff: AuthUser, rawId: string, { input, audio }: CallLogForm): Promise<CallLog> {
    const { db, repo, trails, waMessages } = this.deps;
    let row: CallLogRow;
    let replacedKey: string | null = null;
    try {
      const id = parseUuid(rawId);
      if (!id) throw notFound('CALL_LOG_NOT_FOUND');
      const appName = input.app_name === undefined ? undefined : this.appName(input.app_name);
      row = await db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw notFound('CALL_LOG_NOT_FOUND');
        const profile = await this.profileFor(tx, input.pid === undefined ? current.profileId : input.pid);
        const assigneeName =
          input.assigned_to_id === undefined
            ? (current.extraData.assigned_to_id_name ?? null)
            : await this.assigneeFor(tx, input.assigned_to_id).then((a) => a && staffName(a));
        const changes: CallLogChanges = {
          ...columnsOf(input),
          ...(appName ? { appName } : {}),
          ...(audio ? { audioKey: audio.key, audioType: audio.mime } : {}),
          extraData: extraDataFor(input.extra_data, current.extraData, profile, assigneeName),
          updatedAt: this.now(),
        };
        const updated = await repo.update(tx, id, changes);
        const statusChanged = updated.status !== current.status;
        const profileChanged = updated.profileId !== current.profileId;
        if (profile && (statusChanged || profileChanged)) {
          await trails.insert(tx, callTrail(profile.id, updated, staff.id));
        }
        if (audio) replacedKey = current.audioKey;
        return updated;
      });
    } catch (err) {
      await this.discard(audio);
      throw err;
    }
    if (replacedKey) await this.discard({ key: replacedKey });
    const wamsgs = await waMessages.forCallLogs(db, [row.id]);
    return this.present(staff, row, wamsgs.get(row.id) ?? []);
  }

  /** One page of the table, newest first, with each log's invites: three queries for any page. */
  async list(staff: AuthUser, query: CallLogListQuery): Promise<CallLogPage> {
    const { db, repo, waMessages } = this.deps;
    const filter = this.filterOf(query);
    const offset = (query.page - 1) * CALL_LOGS_PAGE_SIZE;
    const { rows, total } = await repo.page(db, filter, { limit: CALL_LOGS_PAGE_SIZE, offset });
    const wamsgs = await waMessages.forCallLogs(
      db,
      rows.map((r) => r.id),
    );
    const data = await Promise.all(rows.map((r) => this.present(staff, r, wamsgs.get(r.id) ?? [])));
    return { data, meta: { page: query.page, page_size: CALL_LOGS_PAGE_SIZE, total } };
  }

  /**
   * The filtered logs for the CSV, newest first, in batches, at most CALL_LOG_EXPORT_MAX_ROWS.
   * The filter is checked now (a 400 before any byte is sent); rows are read as the CSV streams.
   */
  exportBatches(query: CallLogFilterQuery): AsyncIterable<CallLogRow[]> {
    const { db, repo } = this.deps;
    const filter = this.filterOf(query);
    return (async function* () {
      let afterId: string | null = null;
      let sent = 0;
      while (sent < CALL_LOG_EXPORT_MAX_ROWS) {
        const limit = Math.min(EXPORT_BATCH, CALL_LOG_EXPORT_MAX_ROWS - sent);
        const batch = await repo.batchAfter(db, filter, afterId, limit);
        if (batch.length > 0) yield batch;
        if (batch.length < limit) return;
        sent += batch.length;
        afterId = batch[batch.length - 1]!.id;
      }
    })();
  }

  /**
   * The recording behind a signed link (an `<audio src>` sends no bearer header): 403 for a
   * forged, tampered or expired link or one made for someone no longer staff; 404 without a
   * recording; 416 for a range past its end.
   */
  async audio(token: string | undefined, rangeHeader: string | undefined): Promise<CallAudio> {
    const { db, repo, lookups, storage, audioLinkKey } = this.deps;
    const claims = token ? await verifyCallAudioToken(audioLinkKey, token, this.now()) : null;
    if (!claims || !(await lookups.activeStaff(db, claims.uid))) throw forbidden('AUDIO_LINK_INVALID');
    const row = await repo.findById(db, claims.lid);
    const stat = row?.audioKey ? await storage.stat(row.audioKey) : null;
    if (!row?.audioKey || !row.audioType || !stat) throw notFound('RECORDING_NOT_FOUND');
    const range = parseRange(rangeHeader, stat.size);
    if (range === null) {
      throw new AppError(errorMessage('RANGE_NOT_SATISFIABLE'), undefined, {
        'content-range': `bytes */${stat.size}`,
        'accept-ranges': 'bytes',
      });
    }
    // Replaced between stat and read: not found rather than a 500.
    const body = await storage.read(row.audioKey, range).catch(() => {
      throw notFound('RECORDING_NOT_FOUND');
    });
    return { mime: row.audioType, size: stat.size, range, body };
  }
}
