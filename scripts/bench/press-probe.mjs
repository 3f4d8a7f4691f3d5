/**
 * What a person feels after a press, measured inside the page (decision 0010). Installed before
 * any page script (`context.addInitScript(installPressProbe)`), it waits to be armed with what
 * the press asks for, then takes from the page's own clock:
 * - `press`: the input's own time stamp (the first pointerdown, touchstart or keydown after
 *   arming), as the browser stamped it when the hardware event arrived;
 * - `response`: the first frame after the press in which the page changed its DOM: the first
 *   thing a person can see happen (a pressed button, a spinner, a skeleton, the content);
 * - `content`: the first frame in which what was asked for is on screen (`spec`: an element
 *   matching `css`, rendered and visible, whose text includes `text` if given, enabled if
 *   `enabled`; or, for a grid, the focused row past row `focusedRowAfter`);
 * - `longestTask`: the longest main-thread task from the press to the content (Long Tasks API:
 *   only tasks of 50 ms or more are reported, so 0 means none reached 50 ms);
 * - `inp`: the longest event-timing duration of the press's events (input to next paint).
 * A press that reloads the page (a form the browser submits itself) is followed into the new
 * document: the run is kept in sessionStorage with its times on the epoch clock.
 * Runs in the page: no imports, nothing from the closure.
 */
export function installPressProbe() {
  const KEY = 'bench.pressProbe';
  /** Epoch milliseconds, comparable across documents. */
  const epoch = (pageTime) => performance.timeOrigin + pageTime;
  const longTasks = [];
  const events = [];
  try {
    new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
      type: 'longtask',
      buffered: true,
    });
    new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
  } catch {
    // An old engine: the figures it cannot give stay empty.
  }

  let run = null;
  const save = () => {
    const { observer: _observer, ...kept } = run;
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  };

  const matches = (spec) => {
    if (spec.focusedRowAfter !== undefined) {
      const row = document.activeElement?.closest?.('[role="row"]');
      const index = Number(row?.getAttribute('aria-rowindex') ?? 0);
      return index > spec.focusedRowAfter && row.getBoundingClientRect().height > 0;
    }
    for (const element of document.querySelectorAll(spec.css)) {
      if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (spec.text && !(element.textContent ?? '').includes(spec.text)) continue;
      if (spec.enabled && (element.disabled || element.readOnly)) continue;
      return true;
    }
    return false;
  };

  const onInput = (event) => {
    if (!run || run.press !== null) return;
    run.press = epoch(event.timeStamp);
    save();
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
  }

  const frame = () => {
    if (!run || run.content !== null) return;
    const at = epoch(performance.now());
    if (run.press !== null) {
      if (run.response === null && run.changed) run.response = at;
      if (document.body && matches(run.spec)) {
        run.content = at;
        if (run.response === null) run.response = at;
        run.observer?.disconnect();
        save();
        return;
      }
    }
    requestAnimationFrame(frame);
  };

  // What the page changes by itself is not a response: the landing's typed slogans and other
  // decoration hidden from assistive technology, and scripts added to the head.
  const observe = () => {
    run.observer = new MutationObserver((records) => {
      if (run.press === null) return;
      const seen = records.some((record) => {
        const target =
          record.target.nodeType === Node.ELEMENT_NODE
            ? record.target
            : record.target.parentElement;
        return target && !target.closest('[aria-hidden="true"]');
      });
      if (seen) run.changed = true;
    });
    run.observer.observe(document.body ?? document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  };

  // A run armed in the document before this one (the press reloaded the page): a new document
  // is a change a person sees.
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (kept && kept.press !== null && kept.content === null) {
      // The new document is not there yet: it is watched once it is parsed.
      run = { ...kept, changed: true, reloaded: true };
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          observe();
          requestAnimationFrame(frame);
        },
        { once: true },
      );
    }
  } catch {
    // No storage: nothing to follow.
  }

  window.__pressProbe = {
    arm(spec) {
      run?.observer?.disconnect();
      run = { spec, press: null, response: null, content: null, changed: false, reloaded: false };
      observe();
      save();
      requestAnimationFrame(frame);
    },
    done() {
      return run?.content != null;
    },
    result() {
      if (!run || run.content === null) return null;
      const from = run.press - performance.timeOrigin;
      const to = run.content - performance.timeOrigin;
      const during = (entry) => entry.startTime >= from - 1 && entry.startTime <= to;
      const longest = longTasks
        .filter(during)
        .reduce((max, task) => Math.max(max, task.duration), 0);
      const inp = events
        .filter((entry) => entry.interactionId && during(entry))
        .reduce((max, entry) => Math.max(max, entry.duration), 0);
      sessionStorage.removeItem(KEY);
      return {
        response: run.response - run.press,
        content: run.content - run.press,
        longestTask: longest,
        inp,
        reloaded: run.reloaded,
      };
    },
  };
}
