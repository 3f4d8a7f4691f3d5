import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
  type RefCallback,
} from 'react';

/**
 * A module the first screen does not download: the Radix code behind menus, tooltips and
 * dialogs comes with the first control that needs it, once for the whole page.
 */
export type DeferredModule<M> = {
  /** The module once it has arrived, else null. */
  get: () => M | null;
  /** Starts the download (once; again after a failure) and settles with the module. */
  load: () => Promise<M>;
};

export function createDeferredModule<M>(loader: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => loaded,
    load() {
      pending ??= loader().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // Offline, or a new deployment removed the chunk: the next interaction tries again.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Starts the download without waiting for it; a failure leaves the control as it was. */
export function preloadModule<M>(module: DeferredModule<M>) {
  module.load().catch(() => undefined);
}

/**
 * The module as one component uses it: there from the first render if it had already arrived,
 * else from when the component calls `need` (at once if it has arrived by then). A control
 * nobody uses keeps its own element, whatever the rest of the page loaded meanwhile.
 */
export function useDeferredModule<M>(module: DeferredModule<M>) {
  const [loaded, setLoaded] = useState(module.get);
  const need = useCallback(() => {
    const now = module.get();
    if (now) setLoaded(() => now);
    else
      module.load().then(
        (arrived) => setLoaded(() => arrived),
        () => undefined,
      );
  }, [module]);
  return [loaded, need] as const;
}

/** Runs the consumer's handler first and ours unless it prevented the default, as Radix does. */
export function composeHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

/** One ref for the consumer's and ours, honouring React 19 ref cleanups. */
export function useMergedRefs<T>(theirs: Ref<T> | undefined, ours: Ref<T>): RefCallback<T> {
  return useMemo(() => mergeRefs([theirs, ours]), [theirs, ours]);
}

function mergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(refs[index], null);
      });
    };
  };
}

/**
 * Until the real parts arrive a trigger is its own element; the real trigger replaces that
 * element in the DOM. If the old one had focus (a keyboard user on it), the new one takes it,
 * so focus never falls back to the page. Give `placeholderRef` to the element before and
 * `loadedRef` to the one after, both under the component that calls this hook.
 */
export function useFocusCarry<T extends HTMLElement>() {
  const carry = useRef(false);
  // Children's refs attach before this runs: a carry nobody took in this commit is dropped.
  useLayoutEffect(() => {
    carry.current = false;
  });
  const placeholderRef = useCallback((node: T | null) => {
    if (!node) return;
    return () => {
      // Runs while the node is still in the document, just before React removes it.
      carry.current = node.contains(document.activeElement);
    };
  }, []);
  const loadedRef = useCallback((node: T | null) => {
    if (!node || !carry.current) return;
    carry.current = false;
    if (!node.contains(document.activeElement)) node.focus({ preventScroll: true });
  }, []);
  return { placeholderRef, loadedRef };
}

/**
 * A press on a placeholder trigger: while it lasts the placeholder keeps its element, so the
 * click that ends it reaches the element that was pressed (and the consumer's onClick runs).
 * It ends with that click (`end`), or just after the pointer is released anywhere else.
 */
export function usePressHold() {
  const [pressing, setPressing] = useState(false);
  const pressingRef = useRef(false);
  const start = useCallback(() => {
    pressingRef.current = true;
    setPressing(true);
  }, []);
  const end = useCallback(() => {
    if (!pressingRef.current) return;
    pressingRef.current = false;
    setPressing(false);
  }, []);
  useEffect(() => {
    if (!pressing) return;
    let timer = 0;
    // After the click that may follow the release, in the same task.
    const release = () => {
      timer = window.setTimeout(end);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, [pressing, end]);
  return { pressing, start, end };
}
