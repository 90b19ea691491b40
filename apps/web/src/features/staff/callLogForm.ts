import {
  CALL_AUDIO_MAX_BYTES,
  type CallLog,
  type CallLogExtra,
  type CallStatus,
  DEFAULT_APP_ID,
} from '@jodi/contract';
import { t } from '../../i18n';
import { multipartOf } from '../../lib/multipart';

/** A profile picked in the form: its id, how it reads, and its gender (kept in `extra_data`). */
export interface ProfileChoice {
  id: string;
  label: string;
  gender: CallLogExtra['Gender'];
}

/** An admin picked as assignee: the id and how the table shows it. */
export interface AssigneeChoice {
  id: string;
  label: string;
}

export interface CallLogFormValues {
  customer_name: string;
  phone: string;
  status: CallStatus;
  remark: string;
  profile: ProfileChoice | null;
  assignee: AssigneeChoice | null;
  followup: boolean;
  payment_done: boolean;
  /** A new recording to upload; the existing one stays when none is chosen. */
  recording: File | null;
}

export const RECORDING_MAX_MB = Math.round(CALL_AUDIO_MAX_BYTES / (1024 * 1024));

/** The form's starting values: empty for a new log, the log's own when editing. */
export function initialFormValues(log: CallLog | null): CallLogFormValues {
  return {
    customer_name: log?.customer_name ?? '',
    phone: log?.phone ?? '',
    status: log?.status ?? 'not_called',
    remark: log?.remark ?? '',
    profile: log?.pid
      ? { id: log.pid, label: log.extra_data.pid_name ?? log.pid, gender: log.extra_data.Gender ?? null }
      : null,
    assignee: log?.assigned_to_id
      ? { id: log.assigned_to_id, label: log.extra_data.assigned_to_id_name ?? log.assigned_to_id }
      : null,
    followup: log?.followup ?? false,
    payment_done: log?.payment_done ?? false,
    recording: null,
  };
}

/** Spec 5: only audio files; the size is checked here before the upload (the server checks the bytes). */
export function checkRecording(file: File): string | null {
  if (file.type && !file.type.startsWith('audio/')) return t.callLogForm.recordingWrongType;
  if (file.size > CALL_AUDIO_MAX_BYTES) return t.callLogForm.recordingTooLarge({ mb: RECORDING_MAX_MB });
  return null;
}

/** The names the table shows, kept with the log (spec 3 `extra_data`); what the log had stays. */
function extraData(values: CallLogFormValues, log: CallLog | null): CallLogExtra {
  return {
    ...log?.extra_data,
    Gender: values.profile?.gender ?? null,
    Phone: values.phone.trim() || null,
    pid_name: values.profile?.label ?? null,
    assigned_to_id_name: values.assignee?.label ?? null,
  };
}

/**
 * The multipart body of POST /api/v1/calllogs and PUT /api/v1/calllogs/{id} (spec 7: objects as JSON
 * strings, the audio in the part `file_url`). Every field is sent; an empty text means "none".
 */
export function callLogFormData(values: CallLogFormValues, log: CallLog | null): FormData {
  return multipartOf(
    {
      customer_name: values.customer_name.trim(),
      phone: values.phone.trim(),
      status: values.status,
      remark: values.remark.trim(),
      pid: values.profile?.id ?? '',
      assigned_to_id: values.assignee?.id ?? '',
      app_name: log?.app_name ?? DEFAULT_APP_ID,
      followup: values.followup,
      payment_done: values.payment_done,
      extra_data: JSON.stringify(extraData(values, log)),
    },
    { field: 'file_url', file: values.recording },
  );
}
