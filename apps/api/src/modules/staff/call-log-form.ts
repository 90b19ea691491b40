import { CALL_AUDIO_MAX_BYTES } from '@jodi/contract';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { parseFormFields } from '../../lib/form-fields';
import { readForm } from '../../lib/uploads';
import { AUDIO_TOO_LARGE_MESSAGE, type StoredAudio, storeCallAudio } from './call-audio';
import { type CallLogInput, callLogFormSchema, normaliseFormFields } from './call-logs.schema';

/** The multipart field that carries the recording (spec 7: `file_url` is the audio). */
export const AUDIO_FIELD = 'file_url';

export interface CallLogForm {
  input: CallLogInput;
  /** The recording, already stored under a private key; null when none was sent. */
  audio: StoredAudio | null;
}

/**
 * Reads a call-log form: text fields in any order and at most one recording, streamed to private
 * storage as it arrives. When anything in the form is refused, the stored recording is removed
 * again, so a refused request leaves no file behind.
 */
export async function readCallLogForm(request: FastifyRequest, storage: Storage): Promise<CallLogForm> {
  let audio: StoredAudio | null = null;
  try {
    const fields = await readForm(request, {
      fileFields: [AUDIO_FIELD],
      maxFiles: 1,
      maxFileBytes: CALL_AUDIO_MAX_BYTES,
      tooLargeMessage: AUDIO_TOO_LARGE_MESSAGE,
      onFile: async ({ stream }) => {
        audio = await storeCallAudio(storage, stream);
      },
    });
    // The client may echo back the signed link it was given; it is not an upload.
    delete fields[AUDIO_FIELD];
    return { input: parseFormFields(callLogFormSchema, normaliseFormFields(fields)), audio };
  } catch (err) {
    const stored = audio as StoredAudio | null;
    if (stored) await storage.delete(stored.key).catch(() => {});
    throw err;
  }
}
