import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';

import {
  API_MESSAGES,
  ApiError,
  type ApiService,
  encodeBody,
  openCall,
  parseAnswer,
  parseBodyText,
  type QueryValue,
  type TimeoutCategory,
} from '@/lib/api-client';

/**
 * Server-sent events over the one request path (decision 0013): the AI chat's streamed answers.
 * Same base URLs, token, 401/403 rules and typed errors as `apiRequest`; the answer is read as it
 * arrives (fetch + ReadableStream, parsed by eventsource-parser) and every event's `data` is JSON
 * checked with the caller's schema.
 */

export type StreamConfig<TSchema extends z.ZodType> = (
  { method?: 'POST'; /** Sent as JSON. */ body?: unknown } | { method: 'GET'; body?: undefined }
) & {
  service?: ApiService;
  /** Path below the service base, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Each event's data, parsed as JSON, must match it; an event that does not ends the stream. */
  schema: TSchema;
  auth?: boolean;
  /** The longest the server may stay silent: before its first byte and between two chunks. */
  idleTimeout?: TimeoutCategory;
  /** The longest the whole stream may last. */
  timeout?: TimeoutCategory;
  signal?: AbortSignal;
  /** A data line that ends the stream without being an event; `null` for none. */
  doneData?: string | null;
};

/**
 * A server that never ends a line or an event cannot make the tab hold unbounded text: past
 * this many buffered characters the stream is an InvalidResponse.
 */
export const SSE_MAX_BUFFERED_CHARS = 4 * 1024 * 1024;

/**
 * Bytes in, complete SSE messages out. Reassembles events, lines and UTF-8 characters that a
 * chunk boundary cuts; comments (heartbeats), `retry` and unknown fields are read and dropped.
 */
export function createSseDecoder(callbacks: {
  onMessage: (message: EventSourceMessage) => void;
  onOverflow: () => void;
}) {
  const text = new TextDecoder();
  let overflowed = false;
  const parser = createParser({
    onEvent: callbacks.onMessage,
    onError: (error) => {
      if (error.type !== 'max-buffer-size-exceeded') return;
      overflowed = true;
      callbacks.onOverflow();
    },
    maxBufferSize: SSE_MAX_BUFFERED_CHARS,
  });
  // eventsource-parser holds a trailing CR back until it sees whether an LF follows; at the end
  // of the body nothing follows, so that CR ends its line (found by the property test).
  let endsWithCr = false;
  const feed = (chunk: string) => {
    if (overflowed || !chunk) return;
    endsWithCr = chunk.endsWith('\r');
    parser.feed(chunk);
  };
  return {
    push(chunk: Uint8Array) {
      feed(text.decode(chunk, { stream: true }));
    },
    /** The body ended: an event without its closing blank line is dropped, as browsers do. */
    end() {
      feed(text.decode());
      if (endsWithCr) feed('\n');
    },
  };
}

function invalidResponse(body?: unknown) {
  return new ApiError(API_MESSAGES.invalidResponse, 500, 'InvalidResponse', body);
}

function parseEventData<TSchema extends z.ZodType>(schema: TSchema, data: string, what: string) {
  let json: unknown;
  try {
    json = JSON.parse(data) as unknown;
  } catch {
    throw invalidResponse(data);
  }
  return parseAnswer(schema, json, what);
}

/**
 * Streams the events of one call. Nothing is sent until the first `next()` (a `for await`
 * starts it); leaving the loop early, an error or the `doneData` line closes the connection.
 * Failures are the `ApiError`s of `apiRequest`; a caller's cancel is the silent AbortError.
 */
export async function* apiStream<TSchema extends z.ZodType>(
  config: StreamConfig<TSchema>,
): AsyncGenerator<z.output<TSchema>, void, undefined> {
  const { method = 'POST', doneData = '[DONE]' } = config;
  const what = `${method} ${config.path}`;
  const call = openCall({
    ...config,
    timeout: config.timeout ?? 'default',
    idleTimeout: config.idleTimeout ?? 'aiChat',
    accept: 'text/event-stream',
  });
  const body = encodeBody(call.headers, config.body);

  try {
    let response: Response;
    try {
      response = await fetch(call.url, {
        method,
        headers: call.headers,
        body,
        signal: call.signal,
      });
    } catch (cause) {
      throw call.failure(cause);
    }

    if (!response.ok) {
      let data: unknown;
      try {
        data = parseBodyText(await response.text(), response.status);
      } catch (cause) {
        throw call.failure(cause);
      }
      throw call.errorForStatus(response.status, data);
    }
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!response.body || !contentType.toLowerCase().startsWith('text/event-stream')) {
      throw invalidResponse();
    }

    const reader = response.body.getReader();
    // A stop (timeout, cancel) ends a pending read even where the fetch does not tie its body
    // to the signal; the loop below then reports why.
    call.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), {
      once: true,
    });

    const messages: EventSourceMessage[] = [];
    let overflowed = false;
    const decoder = createSseDecoder({
      onMessage: (message) => messages.push(message),
      onOverflow: () => (overflowed = true),
    });

    for (;;) {
      // The idle limit measures the server's silence, not the time the caller spent on the
      // events before: it starts again each time we go back to waiting for bytes.
      call.touch();
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        throw call.failure(cause);
      }
      if (call.signal.aborted) throw call.failure();

      if (chunk.done) decoder.end();
      else decoder.push(chunk.value);
      if (overflowed) throw invalidResponse();

      for (const message of messages.splice(0)) {
        // A cancel or timeout while the caller handled the previous event ends the stream here.
        if (call.signal.aborted) throw call.failure();
        if (doneData !== null && message.data === doneData) return;
        yield parseEventData(config.schema, message.data, what);
      }
      if (chunk.done) return;
    }
  } finally {
    call.cancel();
    call.close();
  }
}
