import type { z } from 'zod';

import {
  type ApiService,
  openCall,
  parseAnswer,
  parseBodyText,
  type QueryValue,
  type TimeoutCategory,
} from '@/lib/api-client';

/**
 * Uploads with progress over the one request path (decision 0013). fetch cannot report how much
 * of a request body has gone out, so this is the one call on XMLHttpRequest; everything else
 * (URL, token, timeout, cancel, 401/403, zod) is `apiRequest`'s, from `openCall`.
 */

export type UploadProgress = {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The body's size, `null` when the browser cannot tell. */
  total: number | null;
  /** 0 to 1, `null` when the size is unknown: show an indeterminate bar then. */
  fraction: number | null;
};

export type UploadConfig<TSchema extends z.ZodType> = {
  method?: 'POST' | 'PUT';
  service?: ApiService;
  /** Path below the service base, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  body: FormData;
  schema: TSchema;
  auth?: boolean;
  /** The limit for the whole upload and its answer; 300 s unless the caller says otherwise. */
  timeout?: TimeoutCategory;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** The upload's `Idempotency-Key` (lib/idempotency.ts): a repeat keeps one record. */
  idempotencyKey?: string;
};

type ProgressFigures = Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>;

export function toUploadProgress({
  loaded,
  total,
  lengthComputable,
}: ProgressFigures): UploadProgress {
  if (!lengthComputable || !(total > 0)) return { loaded, total: null, fraction: null };
  return { loaded, total, fraction: Math.min(1, Math.max(0, loaded / total)) };
}

export async function apiUpload<TSchema extends z.ZodType>(
  config: UploadConfig<TSchema>,
): Promise<z.output<TSchema>> {
  const { method = 'POST', onProgress } = config;
  const call = openCall({
    ...config,
    timeout: config.timeout ?? 'upload',
    accept: 'application/json',
  });

  try {
    const { status, text } = await new Promise<{ status: number; text: string }>(
      (resolve, reject) => {
        if (call.signal.aborted) {
          reject(call.failure());
          return;
        }
        const xhr = new XMLHttpRequest();
        // Timeout and cancel come from the call's signal, so they read exactly as apiRequest's.
        const stop = () => {
          reject(call.failure());
          xhr.abort();
        };
        call.signal.addEventListener('abort', stop, { once: true });
        const settle = (finish: () => void) => () => {
          call.signal.removeEventListener('abort', stop);
          finish();
        };

        xhr.open(method, call.url);
        call.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
        xhr.responseType = 'text';
        // Only when asked: an upload listener makes a cross-origin request preflighted.
        if (onProgress) {
          xhr.upload.addEventListener('progress', (event) => onProgress(toUploadProgress(event)));
        }
        xhr.addEventListener(
          'load',
          settle(() => resolve({ status: xhr.status, text: xhr.responseText })),
        );
        xhr.addEventListener(
          'error',
          settle(() => reject(call.failure())),
        );
        // An abort we did not ask for (the browser dropped the request) is a network failure.
        xhr.addEventListener(
          'abort',
          settle(() => reject(call.failure())),
        );
        xhr.send(config.body);
      },
    );

    const data = parseBodyText(text, status);
    if (status < 200 || status >= 300) throw call.errorForStatus(status, data);
    return parseAnswer(config.schema, data, `${method} ${config.path}`);
  } finally {
    call.close();
  }
}
