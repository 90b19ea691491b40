import { t } from '../i18n';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { baseHeaders, type Envelope, handleSharedFailures, parseJson, toApiError } from './http';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress. The
 * same headers, error envelope and shared failures (401, 402) as `request()` apply.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<Envelope<T>> {
  const token = sessionStore.getSnapshot().token;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    baseHeaders(token).forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || !onProgress) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.floor((event.loaded / event.total) * 100),
      });
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body ?? { data: undefined }) as Envelope<T>);
        return;
      }
      const error = toApiError(xhr.status, body, xhr.getResponseHeader('Retry-After'));
      handleSharedFailures(error, token !== null);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', t.notices.networkError));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
