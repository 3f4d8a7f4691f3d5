/**
 * The Radix half of the tooltip, downloaded with the first tooltip the user reaches for (see
 * tooltip.tsx, which is what the app imports).
 */
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';

import { slotted } from './slotted';

/** What a TooltipProvider shares with its tooltips (tooltip.tsx makes it). */
export type TooltipSettings = {
  delayDuration: number;
  skipDelayDuration: number;
  disableHoverableContent?: boolean;
  /** Radix's 'skip the delay right after another tooltip', shared by the provider's tooltips. */
  group: { isOpenDelayed: () => boolean; onOpen: () => void; onClose: () => void };
};

const TriggerEnterContext = createContext<(() => void) | null>(null);

/**
 * One tooltip. Each has its own Radix provider (the app's TooltipProvider must not pull Radix
 * into the first screen); `settings.group` keeps what Radix's shared provider did: once a
 * tooltip has shown, the next one hovered within `skipDelayDuration` shows without the delay.
 */
export function Tooltip({
  settings,
  openedOnMount = false,
  delayDuration,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root> & {
  settings: TooltipSettings;
  /** Opened by the hover or focus that brought this code: Radix does not announce a defaultOpen. */
  openedOnMount?: boolean;
}) {
  const { group } = settings;
  const [skipDelay, setSkipDelay] = useState(false);
  const announce = useRef(openedOnMount);
  const announceTo = useRef(onOpenChange);
  useEffect(() => {
    if (!announce.current) return;
    announce.current = false;
    group.onOpen();
    announceTo.current?.(true);
  }, [group]);

  const onTriggerEnter = () => {
    const skip = !group.isOpenDelayed();
    // Before the pointermove that follows, which is where Radix starts its delay.
    if (skip !== skipDelay) flushSync(() => setSkipDelay(skip));
  };

  return (
    <TooltipPrimitive.Provider
      delayDuration={settings.delayDuration}
      skipDelayDuration={settings.skipDelayDuration}
      disableHoverableContent={settings.disableHoverableContent}
    >
      <TriggerEnterContext.Provider value={onTriggerEnter}>
        <TooltipPrimitive.Root
          data-slot="tooltip"
          delayDuration={delayDuration ?? (skipDelay ? 0 : undefined)}
          onOpenChange={(open) => {
            if (open) group.onOpen();
            else group.onClose();
            onOpenChange?.(open);
          }}
          {...props}
        />
      </TriggerEnterContext.Provider>
    </TooltipPrimitive.Provider>
  );
}

export function TooltipTrigger({
  onPointerEnter,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const onTriggerEnter = useContext(TriggerEnterContext);
  return (
    <TooltipPrimitive.Trigger
      data-slot="tooltip-trigger"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        if (!event.defaultPrevented && event.pointerType !== 'touch') onTriggerEnter?.();
      }}
    />
  );
}

const Content = slotted(
  TooltipPrimitive.Content,
  'tooltip-content',
  'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md data-[state=delayed-open]:animate-fade-in',
);

export const TooltipContent = ({
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) => (
  <TooltipPrimitive.Portal>
    <Content sideOffset={sideOffset} {...props}>
      {children}
      <TooltipPrimitive.Arrow className="fill-slate-900" />
    </Content>
  </TooltipPrimitive.Portal>
);
