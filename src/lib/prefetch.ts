import { onFirstInput } from './first-input';

/** A module's import: what a press would otherwise wait for. */
export type Loader = () => Promise<unknown>;

/** What this screen offers; then what the whole menu leads to. */
const queue: Loader[] = [];
const later: Loader[] = [];
const started = new Set<Loader>();
let present = false;
let running = false;

/** The person's first input on the page, from the start: one given before anything is asked counts. */
function watchForPresence() {
  if (typeof window === 'undefined') return;
  onFirstInput(() => {
    present = true;
    pump();
  });
}
watchForPresence();

/** The browser says the person wants to save data, or the link is a 2G one: fetch nothing ahead. */
function savingData() {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}

/**
 * The menu's pages wait this long after the screen last asked for something: a person reading
 * the page, not one racing through it (as a test does), who would pay for them in the middle
 * of their presses.
 */
const LATER_AFTER_MS = 2000;
let screenAskedAt = 0;

function pump() {
  if (running || queue.length + later.length === 0) return;
  if (!present || savingData()) return;
  running = true;
  const calmIn = screenAskedAt + LATER_AFTER_MS - performance.now();
  const next = (task: () => void) =>
    queue.length > 0 || calmIn <= 0 ? whenIdle(task) : setTimeout(() => whenIdle(task), calmIn);
  next(() => {
    const load = queue.shift() ?? later.shift();
    if (!load) {
      running = false;
      return;
    }
    started.add(load);
    load()
      .catch(() => {
        // Offline, or a new deployment: the press itself will try again.
        started.delete(load);
      })
      .finally(() => {
        running = false;
        pump();
      });
  });
}

/** Where a module waits: first in line, in line, or after everything the screen offers. */
export type PrefetchPriority = 'first' | 'soon' | 'later';

/**
 * Code a screen's next presses will run, fetched ahead of them (decision 0010): once the person
 * has given the page a first input (a tab nobody touches downloads nothing more than its first
 * screen), one module at a time, each in an idle moment, in the order asked ('later' ones, the
 * menu's pages, after what the screen itself offers). The press then finds its code in, and
 * waits only for its data. Nothing is fetched ahead when the browser asks to save data.
 */
export function prefetch(load: Loader, priority: PrefetchPriority = 'soon') {
  if (started.has(load)) return;
  const inLine = queue.includes(load) || later.includes(load);
  if (inLine && priority !== 'first') return;
  for (const line of [queue, later]) {
    const at = line.indexOf(load);
    if (at >= 0) line.splice(at, 1);
  }
  if (priority === 'later') later.push(load);
  else {
    screenAskedAt = performance.now();
    if (priority === 'first') queue.unshift(load);
    else queue.push(load);
  }
  pump();
}

/** The tests' reset: nothing queued, nothing started, no input seen. */
export function resetPrefetch() {
  queue.length = 0;
  later.length = 0;
  started.clear();
  present = false;
  running = false;
  screenAskedAt = 0;
  watchForPresence();
}
