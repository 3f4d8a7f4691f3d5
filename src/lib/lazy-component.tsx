import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

import { lazyNamed } from './lazy-named';

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
  const code = componentCode(load, pick);
  const Lazy = lazyNamed(code.load, pick);

  function LazyComponent(props: P) {
    const [Type] = useState<ComponentType<P>>(() => code.ready() ?? Lazy);
    return <Type {...props} />;
  }
  return Object.assign(LazyComponent, {
    load: code.load,
    /** Whether its code is in: a press can then draw it in the same task. */
    isReady: () => code.ready() !== undefined,
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
  const code = componentCode(load, pick);

  function DeferredPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const Type = useSyncExternalStore(code.subscribe, code.ready, code.ready);
    useEffect(() => {
      if (!code.ready()) code.load().catch(() => {});
    }, []);
    return Type ? <Type {...(props as P)} /> : fallback;
  }
  return Object.assign(DeferredPart, {
    load: code.load,
    isReady: () => code.ready() !== undefined,
  });
}

/**
 * A component's code, fetched once (a failed fetch is asked again), and the component once it is
 * in, with who to tell when it arrives: what lazyComponent and deferredPart share.
 */
function componentCode<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () =>
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
      )),
    ready: () => ready,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
