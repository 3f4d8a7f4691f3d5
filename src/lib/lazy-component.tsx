import {
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

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

/**
 * A part of a screen whose code may not be in yet and must not hold the screen back: it draws
 * its `fallback` until the code is in, then itself, without suspending. A background render
 * (useDeferredValue, a transition) that suspends keeps the whole previous screen: a search's
 * answer waited for the code of a cell in its rows (decision 0010). It loads with its first
 * mount, or ahead with `load`; if the code cannot be fetched, the fallback stays and the next
 * mount asks again.
 */
export function deferredPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const loadModule = () =>
    (loading ??= load().then(
      (module) => {
        ready ??= pick(module);
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => ready;

  function DeferredPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const Type = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      if (!ready) loadModule().catch(() => {});
    }, []);
    return Type ? <Type {...(props as P)} /> : fallback;
  }
  return Object.assign(DeferredPart, {
    load: loadModule,
    isReady: () => ready !== undefined,
  });
}
