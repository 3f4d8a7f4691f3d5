import { useCallback, useRef, useState } from 'react';

/**
 * A submit that waits from the press itself (issue 39). react-query tells a mutation's pending
 * state a moment after it starts (its notifications go out on a timer), so a button disabled by
 * `isPending` alone still takes a second press in between, and sends twice. `run(work)` marks
 * the form busy in the press's own render, ignores another press while the work runs, and ends
 * with it. The work reports its own failure (the mutation's toast, the form's message): `run`
 * only waits for it.
 */
export function usePressOnce() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } catch {
      // Already said by the work itself (see above).
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
