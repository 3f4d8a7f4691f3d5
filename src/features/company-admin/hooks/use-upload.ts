import { useCallback, useEffect, useRef, useState } from 'react';

import { isSilentError } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/api-upload';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number | null }
  | { status: 'done' }
  | { status: 'error'; message: string };

/**
 * One upload at a time with its progress (0-100, null while unknown), a silent cancel, and the
 * failure worded by `describe`. The file stays chosen after a failure, for another try.
 */
export function useUpload<T>(
  send: (options: {
    signal: AbortSignal;
    onProgress: (progress: UploadProgress) => void;
  }) => Promise<T>,
  describe: (error: unknown) => string,
) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (): Promise<T | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ status: 'uploading', progress: null });
    try {
      const result = await send({
        signal: own.signal,
        onProgress: ({ fraction }) =>
          setState({ status: 'uploading', progress: fraction === null ? null : fraction * 100 }),
      });
      setState({ status: 'done' });
      return result;
    } catch (error) {
      if (own.signal.aborted || isSilentError(error)) setState({ status: 'idle' });
      else setState({ status: 'error', message: describe(error) });
      return null;
    } finally {
      if (controller.current === own) controller.current = null;
    }
  }, [send, describe]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, reset };
}
