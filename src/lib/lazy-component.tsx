import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is not part of the first screen: it loads with its first render, or
 * ahead of it with `load` (lib/prefetch.ts). Once its module is in, a new instance draws at once
 * instead of suspending: React holds a suspended boundary's content back until 300 ms after its
 * fallback showed, so even code already fetched would cost a press that long (decision 0010).
 * An instance keeps the type it started with, so a re-render never remounts it.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let ready: ComponentType<P> | undefined;
  const loadModule = () =>
    load().then((module) => {
      ready ??= pick(module);
      return module;
    });
  const Lazy = lazy(() => loadModule().then((module) => ({ default: pick(module) })));

  function LazyComponent(props: P) {
    const [Type] = useState<ComponentType<P>>(() => ready ?? Lazy);
    return <Type {...props} />;
  }
  return Object.assign(LazyComponent, {
    load: loadModule,
    /** Whether its code is in: a press can then draw it in the same task. */
    isReady: () => ready !== undefined,
  });
}
