import { ApiError, buildUrl, openCall, parseBodyText } from '@/lib/api-client';

/**
 * A file the API names by its URL (an upload's `url`), fetched through the one request path:
 * the session's token, the 300 s download limit, the 401/403 rules and typed errors. A URL
 * outside our API is refused before anything is sent, so the token never leaves for another host.
 */
export async function apiDownload(url: string, signal?: AbortSignal): Promise<Blob> {
  const base = buildUrl('api', '');
  if (!url.startsWith(base)) {
    throw new ApiError('El archivo no está en el servidor de Oportuna.', 400, 'HttpError');
  }
  const call = openCall({
    service: 'api',
    path: `/${url.slice(base.length).replace(/^\//, '')}`,
    timeout: 'upload',
    accept: '*/*',
    signal,
  });
  try {
    const response = await fetch(call.url, { headers: call.headers, signal: call.signal });
    if (!response.ok) {
      throw call.errorForStatus(
        response.status,
        parseBodyText(await response.text(), response.status),
      );
    }
    return await response.blob();
  } catch (error) {
    throw call.failure(error);
  } finally {
    call.close();
  }
}
