import type * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type RefCallback,
} from 'react';

import {
  composeHandlers,
  createDeferredModule,
  preloadModule,
  useDeferredModule,
  useFocusCarry,
  usePressHold,
} from '@/lib/deferred-module';
import { DeferredTrigger } from './deferred-trigger';
import type * as PartsModule from './tooltip-parts';

/*
 * The tooltips' Radix code (popper, floating-ui) is not part of the first screen. Until a
 * tooltip is first shown it is its trigger alone, the same element as Radix's closed trigger.
 * Pointing at it starts the download; it shows as Radix shows it, on focus at once and on hover
 * after the delay (none right after another tooltip), and from then on it is plain Radix. A
 * tooltip mounted once the code is here is Radix from the start.
 */
const parts = createDeferredModule(() => import('./tooltip-parts'));
type Parts = typeof PartsModule;

const preload = () => preloadModule(parts);

/** The event by which an opening Radix tooltip closes the others (@radix-ui/react-tooltip). */
const RADIX_TOOLTIP_OPEN = 'tooltip.open';

function createTooltipGroup(skipDelayDuration: number): PartsModule.TooltipSettings['group'] {
  // Radix's provider keeps the same: no delay while a tooltip is open or just after it closed.
  let openDelayed = true;
  let timer = 0;
  return {
    isOpenDelayed: () => openDelayed,
    onOpen() {
      if (skipDelayDuration <= 0) return;
      window.clearTimeout(timer);
      openDelayed = false;
    },
    onClose() {
      if (skipDelayDuration <= 0) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        openDelayed = true;
      }, skipDelayDuration);
    },
  };
}

/** Radix's own defaults, for a tooltip outside any TooltipProvider. */
const DEFAULT_SETTINGS: PartsModule.TooltipSettings = {
  delayDuration: 700,
  skipDelayDuration: 300,
  group: createTooltipGroup(300),
};

const TooltipSettingsContext = createContext<PartsModule.TooltipSettings>(DEFAULT_SETTINGS);

/** The delays its tooltips share; Radix's own provider comes with each tooltip's code. */
export function TooltipProvider({
  delayDuration = 200,
  skipDelayDuration = 300,
  disableHoverableContent,
  children,
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  const group = useMemo(() => createTooltipGroup(skipDelayDuration), [skipDelayDuration]);
  const settings = useMemo(
    () => ({ delayDuration, skipDelayDuration, disableHoverableContent, group }),
    [delayDuration, skipDelayDuration, disableHoverableContent, group],
  );
  return (
    <TooltipSettingsContext.Provider value={settings}>{children}</TooltipSettingsContext.Provider>
  );
}

type Intent = 'hover' | 'focus' | null;

type DeferredTooltip = {
  /** The Radix parts, once this tooltip renders them. */
  parts: Parts | null;
  hoverStart: () => void;
  hoverEnd: () => void;
  pointerDown: () => void;
  focus: () => void;
  close: () => void;
  endPress: () => void;
  placeholderRef: RefCallback<HTMLElement>;
  loadedRef: RefCallback<HTMLElement>;
};

const DeferredTooltipContext = createContext<DeferredTooltip | null>(null);

function useDeferredTooltip(part: string) {
  const tooltip = useContext(DeferredTooltipContext);
  if (!tooltip) throw new Error(`${part} must be used within a Tooltip.`);
  return tooltip;
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const { open, defaultOpen, delayDuration } = props;
  const settings = useContext(TooltipSettingsContext);
  const [loaded, need] = useDeferredModule(parts);
  // Why it should be open when the real tooltip takes over: hovered past the delay, or focused.
  const [intent, setIntent] = useState<Intent>(null);
  const press = usePressHold();
  const { start: startPress, end: endPress } = press;
  const timer = useRef(0);
  const hovering = useRef(false);
  // Radix: after a click or blur, hovering opens it again only once the pointer has left.
  const hoverSpent = useRef(false);
  const { placeholderRef, loadedRef } = useFocusCarry<HTMLElement>();

  useEffect(() => {
    if (open && !loaded) need();
  }, [open, loaded, need]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (why: Exclude<Intent, null>) => {
      window.clearTimeout(timer.current);
      // What Radix does when a tooltip opens: any other open tooltip closes.
      document.dispatchEvent(new CustomEvent(RADIX_TOOLTIP_OPEN));
      setIntent(why);
      need();
    },
    [need],
  );

  const hoverStart = useCallback(() => {
    if (hovering.current || hoverSpent.current) return;
    hovering.current = true;
    preload();
    // As Radix: no delay right after another tooltip of the same provider was shown.
    const delay = settings.group.isOpenDelayed() ? (delayDuration ?? settings.delayDuration) : 0;
    window.clearTimeout(timer.current);
    if (delay > 0) timer.current = window.setTimeout(() => show('hover'), delay);
    else show('hover');
  }, [settings, delayDuration, show]);

  const hoverEnd = useCallback(() => {
    hovering.current = false;
    hoverSpent.current = false;
    window.clearTimeout(timer.current);
    setIntent((current) => (current === 'hover' ? null : current));
  }, []);

  const close = useCallback(() => {
    if (hovering.current) hoverSpent.current = true;
    window.clearTimeout(timer.current);
    setIntent(null);
  }, []);

  const pointerDown = useCallback(() => {
    // Radix closes it on press, and the focus that comes with a press does not open it.
    startPress();
    close();
  }, [startPress, close]);

  const focus = useCallback(() => {
    if (!press.pressing) show('focus');
  }, [press.pressing, show]);

  const ready = loaded && !press.pressing ? loaded : null;
  const tooltip = useMemo<DeferredTooltip>(
    () => ({
      parts: ready,
      hoverStart,
      hoverEnd,
      pointerDown,
      focus,
      close,
      endPress,
      placeholderRef,
      loadedRef,
    }),
    [ready, hoverStart, hoverEnd, pointerDown, focus, close, endPress, placeholderRef, loadedRef],
  );

  const openedOnMount = open === undefined && !defaultOpen && intent !== null;
  return (
    <DeferredTooltipContext.Provider value={tooltip}>
      {ready ? (
        <ready.Tooltip
          {...props}
          settings={settings}
          defaultOpen={defaultOpen || openedOnMount}
          openedOnMount={openedOnMount}
        />
      ) : (
        props.children
      )}
    </DeferredTooltipContext.Provider>
  );
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const { onPointerEnter, onPointerMove, onPointerLeave, onPointerDown, onFocus, onBlur, onClick } =
    props;
  const tooltip = useDeferredTooltip('TooltipTrigger');
  return (
    <DeferredTrigger
      loaded={tooltip.parts?.TooltipTrigger}
      control={tooltip}
      props={props}
      closed={{ 'data-state': 'closed', 'data-slot': 'tooltip-trigger' }}
      handlers={{
        onPointerEnter: composeHandlers(onPointerEnter, preload),
        onPointerMove: composeHandlers(onPointerMove, (event) => {
          if (event.pointerType !== 'touch') tooltip.hoverStart();
        }),
        onPointerLeave: composeHandlers(onPointerLeave, tooltip.hoverEnd),
        onPointerDown: composeHandlers(onPointerDown, tooltip.pointerDown),
        onFocus: composeHandlers(onFocus, tooltip.focus),
        onBlur: composeHandlers(onBlur, tooltip.close),
        onClick: (event) => {
          onClick?.(event);
          if (!event.defaultPrevented) tooltip.close();
          tooltip.endPress();
        },
      }}
    />
  );
}

export function TooltipContent(props: ComponentProps<typeof TooltipPrimitive.Content>) {
  const tooltip = useDeferredTooltip('TooltipContent');
  return tooltip.parts && <tooltip.parts.TooltipContent {...props} />;
}
