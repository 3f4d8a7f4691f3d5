/**
 * Mock mode paints a public first screen before the mock API has started (decision 0010): a
 * request to the mock made meanwhile (a quick sign-in, say) calls `start` and waits for it
 * instead of reaching the static server. Once the mock answers, call the returned `restore`
 * and fetch is the browser's own again.
 */
export function deferRequestsUntil(start: () => Promise<unknown>, pathPrefixes: readonly string[]) {
  const original = window.fetch;
  const held: typeof fetch = (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const { pathname } = new URL(url, window.location.href);
    if (!pathPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      return original(input, init);
    }
    const send = () => original(input, init);
    return start().then(send, send);
  };
  window.fetch = held;
  return function restore() {
    if (window.fetch === held) window.fetch = original;
  };
}
