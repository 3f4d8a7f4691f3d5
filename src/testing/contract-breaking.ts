import { cleanup, configure, getConfig, screen, within, type Config } from '@testing-library/react';
import fc from 'fast-check';
import { getResponse, http, HttpResponse } from 'msw';
import { format } from 'node:util';
import { toast } from 'sonner';
import { expect, vi } from 'vitest';
import type { z } from 'zod';

import { parseAnswer, parseBodyText, type ApiService } from '@/lib/api-client';
import { apiUrl } from '@/mocks/core/http';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';

import {
  changedAt,
  HUGE_STRING_LENGTH,
  jsonType,
  placesIn,
  valueAt,
  type Json,
  type JsonPath,
} from './json-places';

/*
 * Answers the server did not promise (issue 39, part 5): the mock API's real answer to a screen's
 * request, broken in a generated way (a required field gone, a field of another type, an extra
 * level of nesting, emptied lists, 100 000-character strings, a body that is no JSON object),
 * and a check that the screen shows its error state with the spec's words, or, when the broken
 * answer still keeps the contract (an optional field dropped, a list the contract lets be
 * empty, a long text), that it shows the answer; either way with no uncaught error.
 */

/** What the request layer says of any answer of the wrong shape (getErrorMessage). */
export const INVALID_RESPONSE_TEXT = 'La respuesta del servidor no tiene el formato esperado.';

/** One way of breaking an answer. `at` picks a place in it (modulo the places it has). */
type Breakage =
  | { kind: 'drop-field'; at: number }
  | { kind: 'wrong-type'; at: number; value: Json }
  | { kind: 'extra-nesting'; at: number }
  | { kind: 'wrap-body' }
  | { kind: 'empty-list'; at: number }
  | { kind: 'empty-lists' }
  | { kind: 'huge-strings'; at: number; count: number; fill: string }
  | { kind: 'not-a-json-object'; text: string };

/** The generated breakages, each kind as likely as the others. */
const breakageArbitrary: fc.Arbitrary<Breakage> = fc.oneof(
  fc.record({ kind: fc.constant('drop-field' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('wrong-type' as const),
    at: fc.nat(),
    value: fc.oneof<fc.Arbitrary<Json>[]>(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.string({ maxLength: 12 }),
      fc.constant<Json>([]),
      fc.constant<Json>({}),
      fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 }),
    ),
  }),
  fc.record({ kind: fc.constant('extra-nesting' as const), at: fc.nat() }),
  fc.constant({ kind: 'wrap-body' as const }),
  fc.record({ kind: fc.constant('empty-list' as const), at: fc.nat() }),
  fc.constant({ kind: 'empty-lists' as const }),
  fc.record({
    kind: fc.constant('huge-strings' as const),
    at: fc.nat(),
    count: fc.integer({ min: 1, max: 5 }),
    fill: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant('not-a-json-object' as const),
    text: fc.constantFrom(
      '',
      'null',
      '42',
      'true',
      '"ok"',
      '[]',
      '[{"data":[]}]',
      '<html><body>502 Bad Gateway</body></html>',
      '{"data":',
    ),
  }),
);

/* ------------------------------------------------------------ breaking ---- */

/** `wanted` when it is of another JSON type than `value`, else something that surely is. */
function ofAnotherType(value: Json, wanted: Json): Json {
  if (jsonType(wanted) !== jsonType(value)) return wanted;
  return typeof value === 'string' ? 0 : 'texto';
}

/** A broken body, as the server would send it, and whether the client's check still takes it. */
type BrokenAnswer = { text: string; keepsContract: boolean };

/** Whether the client's check takes a body (its text). */
type ContractCheck = (text: string) => boolean;

/** The body, every list in it emptied. */
const withoutItems = (answer: Json) =>
  JSON.parse(
    JSON.stringify(answer, (_, value: Json) => (Array.isArray(value) ? [] : value)),
  ) as Json;

/** `answer` broken by `breakage`, as JSON text (or the breakage's own text). */
function brokenBody(answer: Json, breakage: Breakage, keeps: ContractCheck): string {
  const places = placesIn(answer);
  const pick = <T>(list: readonly T[], at: number) => list[at % list.length]!;
  switch (breakage.kind) {
    case 'not-a-json-object':
      return breakage.text;
    case 'wrap-body':
      return JSON.stringify({ data: answer });
    case 'empty-lists':
      return JSON.stringify(withoutItems(answer));
    case 'extra-nesting':
      return JSON.stringify(
        changedAt(answer, pick([[], ...places], breakage.at), (value) => ({ data: value })),
      );
    case 'empty-list': {
      const lists = [[], ...places].filter((path) => Array.isArray(valueAt(answer, path)));
      if (lists.length === 0) return JSON.stringify(answer);
      return JSON.stringify(changedAt(answer, pick(lists, breakage.at), () => []));
    }
    case 'huge-strings': {
      const texts = places.filter((path) => typeof valueAt(answer, path) === 'string');
      const huge = breakage.fill
        .repeat(Math.ceil(HUGE_STRING_LENGTH / breakage.fill.length))
        .slice(0, HUGE_STRING_LENGTH);
      // Each place gets its own text: two equal ids would be another breakage (React's duplicate
      // keys), which the schemas do not rule out and this one is not about.
      let body = answer;
      for (let step = 0; step < Math.min(breakage.count, texts.length); step += 1) {
        const text = `${step}${huge}`.slice(0, HUGE_STRING_LENGTH);
        body = changedAt(body, texts[(breakage.at + step) % texts.length]!, () => text);
      }
      return JSON.stringify(body);
    }
    case 'drop-field':
    case 'wrong-type': {
      // A field is dropped from an object (a list's item is no field); any place changes type.
      const candidates =
        breakage.kind === 'drop-field'
          ? places.filter((path) => typeof path[path.length - 1] === 'string')
          : places;
      if (candidates.length === 0) return JSON.stringify(answer);
      const broken = (path: JsonPath) =>
        JSON.stringify(
          changedAt(answer, path, (value) =>
            breakage.kind === 'drop-field' ? undefined : ofAnotherType(value, breakage.value),
          ),
        );
      // Dropping an optional field breaks nothing: from the place `at` picks on, the first place
      // where it does break the contract is taken (at most 64 tried: most fields are required).
      for (let step = 0; step < Math.min(candidates.length, 64); step += 1) {
        const text = broken(candidates[(breakage.at + step) % candidates.length]!);
        if (!keeps(text)) return text;
      }
      return broken(pick(candidates, breakage.at));
    }
  }
}

/**
 * `answer` broken by `breakage`, and whether the client's check (`keeps`) still takes it: a drop
 * or a change of type is looked for where it breaks the contract; an emptied list, a long string
 * or an extra level may still keep it, and then the screen must show the answer.
 */
function breakAnswer(answer: Json, breakage: Breakage, keeps: ContractCheck): BrokenAnswer {
  const text = brokenBody(answer, breakage, keeps);
  return { text, keepsContract: keeps(text) };
}

/** The request path's check of a 2xx JSON answer (apiRequest): its body, then `schema`. */
function jsonContract(schema: z.ZodType): ContractCheck {
  return (text) => {
    try {
      parseAnswer(schema, parseBodyText(text, 200), 'contrato');
      return true;
    } catch {
      return false;
    }
  };
}

/** The check of one server-sent event's data (apiStream): JSON, then `schema`. */
function eventContract(schema: z.ZodType): ContractCheck {
  return (text) => {
    try {
      parseAnswer(schema, JSON.parse(text), 'contrato');
      return true;
    } catch {
      return false;
    }
  };
}

/* -------------------------------------------------------------- serving ---- */

export type Endpoint = {
  method: 'GET' | 'POST';
  /** The mock's pattern below the service's base: '/competition/rivals/:rut'. */
  path: string;
  service?: ApiService;
  /** The schema the client parses the answer with. */
  schema: z.ZodType;
  /** A server-sent event stream: each event's data is parsed with `schema`; one is broken. */
  stream?: boolean;
};

const SSE_EVENT_END = /\r?\n\r?\n/;

/** The stream's events with one of them (picked by the breakage's `at`) broken. */
function breakStream(text: string, breakage: Breakage, keeps: ContractCheck): BrokenAnswer {
  const events = text.split(SSE_EVENT_END).filter((event) => event.trim());
  const dataOf = (event: string) =>
    event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
  const breakable = events.flatMap((event, index) =>
    dataOf(event) && dataOf(event) !== '[DONE]' ? [index] : [],
  );
  const at = 'at' in breakage ? breakage.at : 0;
  const target = breakable[at % breakable.length]!;
  const broken = breakAnswer(JSON.parse(dataOf(events[target]!)) as Json, breakage, keeps);
  const brokenEvents = events.map((event, index) =>
    // An SSE data line cannot hold a line break: a broken body that has one is cut into lines.
    index === target
      ? broken.text
          .split('\n')
          .map((line) => `data: ${line}`)
          .join('\n')
      : event,
  );
  return { text: `${brokenEvents.join('\n\n')}\n\n`, keepsContract: broken.keepsContract };
}

/** The mock API's real answers, by request: the runs of one property ask the same things. */
type RealAnswers = Map<string, Promise<{ status: number; text: string } | null>>;

async function realAnswer(request: Request, answers: RealAnswers) {
  const key = `${request.method} ${request.url} ${await request.clone().text()}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = getResponse(handlers, request).then(async (response) =>
      response?.ok ? { status: response.status, text: await response.text() } : null,
    );
    answers.set(key, answer);
  }
  return answer;
}

/**
 * From now to `server.resetHandlers()`, the endpoint answers what the mock API answers, broken by
 * `breakage` (the same way on every retry); a failure of the mock goes through as it is. What
 * was served is in the array returned, in order.
 */
function serveBroken(endpoint: Endpoint, breakage: Breakage, answers: RealAnswers) {
  const served: BrokenAnswer[] = [];
  const keeps = (endpoint.stream ? eventContract : jsonContract)(endpoint.schema);
  const method = endpoint.method === 'GET' ? http.get : http.post;
  server.use(
    method(apiUrl(endpoint.path, endpoint.service), async ({ request }) => {
      const real = await realAnswer(request, answers);
      if (!real) return getResponse(handlers, request);
      const broken = endpoint.stream
        ? breakStream(real.text, breakage, keeps)
        : breakAnswer(JSON.parse(real.text) as Json, breakage, keeps);
      served.push(broken);
      return new HttpResponse(broken.text, {
        status: real.status,
        headers: {
          'Content-Type': endpoint.stream ? 'text/event-stream; charset=utf-8' : 'application/json',
        },
      });
    }),
  );
  return served;
}

/* ------------------------------------------------------ uncaught errors ---- */

/**
 * What Chart.js says when a chart mounts in jsdom, which draws no canvas (a browser does): not
 * the answer's doing, and the chart's figures are in its table all the same.
 */
const JSDOM_HAS_NO_CANVAS = /^Failed to create chart: can't acquire context from the given item$/;

/**
 * Records what would be an uncaught error: a window 'error' event (an exception in a handler or
 * a render nobody caught), an unhandled rejection and any console.error (React's report of a
 * render error, caught or not). console.error is recorded instead of failing at once, so that
 * the property names the answer that caused it.
 */
export function watchUncaught() {
  const seen: string[] = [];
  const onError = (event: ErrorEvent) => {
    seen.push(`error event: ${String(event.error ?? event.message)}`);
  };
  const onRejection = (reason: unknown) => {
    seen.push(`unhandled rejection: ${String(reason)}`);
  };
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    if (!JSDOM_HAS_NO_CANVAS.test(message)) seen.push(`console.error: ${message}`);
  });
  return {
    seen,
    stop() {
      window.removeEventListener('error', onError);
      process.off('unhandledRejection', onRejection);
      consoleError.mockRestore();
    },
  };
}

/* --------------------------------------------------------------- checks ---- */

// Captured before any test fakes the clock: the waits below run on real time.
const realSetTimeout = globalThis.setTimeout;
const realPause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * The most the fake clock moves in one wait: past React Query's retries (1 s, then 2 s), and,
 * with the wait for the request, short of the shortest time limit of a call (20 s).
 */
const MAX_FAKE_ADVANCE_MS = 6_000;
/**
 * How far the fake clock moves between two checks: the retries' waits in a few steps, since a
 * failing role query over a page costs tens of milliseconds (jsdom computes every style).
 */
const FAKE_STEP_MS = 500;

/**
 * What Testing Library's own `waitFor` turns off while it polls: a failed role query lists every
 * role on the page with its accessible name, and the error prints the DOM, which costs far more
 * than the query (up to a second a failure in jsdom). Not in the public types.
 */
const CHEAP_FAILURES = { _disableExpensiveErrorDiagnostics: true } as Partial<Config>;

/**
 * Waits, on real time, for `check` to pass, moving the fake clock on (React Query's retries wait
 * 1 s, then 2 s) up to MAX_FAKE_ADVANCE_MS; after `timeoutMs`, the check's failure is thrown,
 * with Testing Library's full diagnostics.
 */
async function eventually(check: () => void, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  const saved = getConfig();
  let advanced = 0;
  configure(CHEAP_FAILURES);
  try {
    for (;;) {
      try {
        check();
        return;
      } catch {
        if (Date.now() > deadline) break;
      }
      if (advanced < MAX_FAKE_ADVANCE_MS) {
        advanced += FAKE_STEP_MS;
        await vi.advanceTimersByTimeAsync(FAKE_STEP_MS);
      }
      await realPause(5);
    }
  } finally {
    configure(saved);
  }
  check();
}

/** The toast titled `title` is on screen now, saying `description` under it (sonner's region). */
export function expectToast(title: string, description: string) {
  const region = screen.getByRole('region', { name: /Notificaciones/ });
  const toast = within(region).getByText(title).closest('li');
  expect(toast?.querySelector('[data-description]')).toHaveTextContent(description);
}

/** A screen under broken answers: how to open it, and what it shows either way. */
type ScreenUnderTest = {
  /** Renders the screen (and does what makes it ask the endpoint); runs with a fake clock. */
  open: () => Promise<void> | void;
  /** Its error state with the spec's words (synchronous queries: `eventually` retries it). */
  showsError: () => void;
  /** Its answer, or its empty state, for a broken answer that still keeps the contract. */
  showsAnswer: () => void;
  /** What else a run leaves behind (a chat's state), after the render is gone. */
  reset?: () => void;
};

/**
 * The property: for generated breakages of `endpoint`'s answer, the screen shows its error state
 * (or, for an answer that still keeps the contract, the answer) and nothing is left uncaught.
 * The real answers are asked of the mock API once per request and kept for the runs (what the
 * screens read does not change between them).
 */
export async function assertBrokenAnswersShown(
  endpoint: Endpoint,
  shown: ScreenUnderTest,
  { numRuns = 10 }: { numRuns?: number } = {},
) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const answers: RealAnswers = new Map();
  try {
    await fc.assert(
      fc.asyncProperty(breakageArbitrary, async (breakage) => {
        const uncaught = watchUncaught();
        const served = serveBroken(endpoint, breakage, answers);
        try {
          await shown.open();
          await eventually(() => expect(served.length).toBeGreaterThan(0));
          const keepsContract = served[0]!.keepsContract;
          await eventually(keepsContract ? shown.showsAnswer : shown.showsError);
          expect(uncaught.seen).toEqual([]);
        } finally {
          cleanup();
          toast.dismiss();
          shown.reset?.();
          server.resetHandlers();
          uncaught.stop();
        }
      }),
      // A wrapped body and a dropped field always break it: the error state is always reached.
      { numRuns, examples: [[{ kind: 'wrap-body' }], [{ kind: 'drop-field', at: 0 }]] },
    );
  } finally {
    vi.useRealTimers();
  }
}
