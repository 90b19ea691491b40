import type { CallLog, CallLogExtra, WaMessage } from '@jodi/contract';
import type { CallLogRow } from './call-logs.repository';
import type { WaMessageRow } from './wa-messages.repository';

export function presentWaMessage(row: WaMessageRow): WaMessage {
  return { id: row.id, status: row.status, inserted_at: row.createdAt.toISOString() };
}

/** The four names of spec 3's `extra_data`, each null when unknown. */
export function presentExtra(stored: CallLogExtra): Required<CallLogExtra> {
  return {
    Gender: stored.Gender ?? null,
    Phone: stored.Phone ?? null,
    pid_name: stored.pid_name ?? null,
    assigned_to_id_name: stored.assigned_to_id_name ?? null,
  };
}

/** A call log as the API answers it; `fileUrl` is the signed link to its recording, if any. */
export function presentCallLog(row: CallLogRow, wamsgs: WaMessageRow[], fileUrl: string | null): CallLog {
  return {
    id: row.id,
    customer_name: row.customerName,
    phone: row.phone,
    status: row.status,
    file_url: fileUrl,
    remark: row.remark,
    pid: row.profileId,
    assigned_to_id: row.assignedToUserId,
    app_name: row.appName,
    followup: row.followup,
    payment_done: row.paymentDone,
    extra_data: presentExtra(row.extraData),
    wamsgs: wamsgs.map(presentWaMessage),
    inserted_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
