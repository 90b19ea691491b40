import { t } from '../i18n';
import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { baseHeaders, handleSharedFailures, parseJson, toApiError } from './http';
import { buildPath, type UrlParts } from './paths';
import type { Operation, PathsWith, QueryParams, SuccessBody } from './schema';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down. */
  percent: number;
}

export interface UploadOptions<Q = never> {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** The call's query parameters, as the server declares them. */
  query?: Q;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress. The
 * same headers, error envelope and shared failures (401, 402) as `request()` apply.
 */
export function uploadWithProgress<P extends PathsWith<'post'>>(
  path: P,
  form: FormData,
  { onProgress, signal, query }: UploadOptions<QueryParams<Operation<P, 'post'>>> = {},
): Promise<SuccessBody<Operation<P, 'post'>>> {
  type Body = SuccessBody<Operation<P, 'post'>>;
  const url = buildPath(path, { query: query as UrlParts['query'] });
  const token = sessionStore.getSnapshot().token;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    baseHeaders(token, url).forEach((value, key) => {
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
        resolve((body ?? { data: undefined }) as Body);
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
