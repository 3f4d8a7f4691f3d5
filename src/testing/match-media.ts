/**
 * A matchMedia for jsdom, which has none: `matches(query)` says which media queries hold (e.g. a
 * phone: `(query) => query.includes('max-width')`).
 */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
