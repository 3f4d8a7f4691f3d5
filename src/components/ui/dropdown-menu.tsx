import type * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
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
import type * as PartsModule from './dropdown-menu-parts';

/*
 * The menus' Radix code (menu, popper, floating-ui, focus scope, scroll lock) is not part of the
 * first screen. Until a menu is first opened it is its trigger alone: the same element with the
 * attributes Radix gives a closed trigger. Hovering or focusing it starts the download; pressing
 * it (or Enter, Space, ArrowDown) asks for the menu, which then opens as Radix opens it, focus
 * and all, and stays plain Radix. A menu mounted once the code is here is Radix from the start.
 */
const parts = createDeferredModule(() => import('./dropdown-menu-parts'));
type Parts = typeof PartsModule;

const preload = () => preloadModule(parts);

type DeferredMenu = {
  /** The Radix parts, once this menu renders them. */
  parts: Parts | null;
  requestOpen: (via: 'pointer' | 'keyboard') => void;
  endPress: () => void;
  /** Opened from the keyboard before Radix was there: focus goes to the first item. */
  focusFirstItem: (event: FocusEvent<HTMLDivElement>) => void;
  placeholderRef: RefCallback<HTMLElement>;
  loadedRef: RefCallback<HTMLElement>;
};

const DeferredMenuContext = createContext<DeferredMenu | null>(null);

function useDeferredMenu(part: string) {
  const menu = useContext(DeferredMenuContext);
  if (!menu) throw new Error(`${part} must be used within a DropdownMenu.`);
  return menu;
}

const ITEM_SELECTOR =
  '[role="menuitem"]:not([data-disabled]), [role="menuitemcheckbox"]:not([data-disabled]), [role="menuitemradio"]:not([data-disabled])';

export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  const { open, defaultOpen, onOpenChange } = props;
  const [loaded, need] = useDeferredModule(parts);
  const [requested, setRequested] = useState(false);
  // A press that asked for the menu keeps the trigger's element until its click is over.
  const press = usePressHold();
  const { start: startPress, end: endPress } = press;
  const openedByKeyboard = useRef(false);
  const { placeholderRef, loadedRef } = useFocusCarry<HTMLElement>();

  const controlled = open !== undefined;
  const wantsOpen = controlled ? open : Boolean(defaultOpen) || requested;
  useEffect(() => {
    if (wantsOpen && !loaded) need();
  }, [wantsOpen, loaded, need]);

  const requestOpen = useCallback(
    (via: 'pointer' | 'keyboard') => {
      openedByKeyboard.current = via === 'keyboard';
      if (via === 'pointer') startPress();
      if (!controlled) setRequested(true);
      onOpenChange?.(true);
      need();
    },
    [controlled, onOpenChange, startPress, need],
  );

  const focusFirstItem = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // Radix focuses the content when it opens, and moves on to the first item only when the
    // keyboard opened it, which it cannot know when the keydown came before it was here.
    if (!openedByKeyboard.current || event.target !== event.currentTarget) return;
    openedByKeyboard.current = false;
    event.currentTarget.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus({ preventScroll: true });
  }, []);

  const ready = loaded && !press.pressing ? loaded : null;
  const menu = useMemo<DeferredMenu>(
    () => ({ parts: ready, requestOpen, endPress, focusFirstItem, placeholderRef, loadedRef }),
    [ready, requestOpen, endPress, focusFirstItem, placeholderRef, loadedRef],
  );

  return (
    <DeferredMenuContext.Provider value={menu}>
      {ready ? (
        <ready.DropdownMenu {...props} defaultOpen={controlled ? defaultOpen : wantsOpen} />
      ) : (
        props.children
      )}
    </DeferredMenuContext.Provider>
  );
}

export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const { disabled = false, onPointerEnter, onFocus, onPointerDown, onKeyDown, onClick } = props;
  const menu = useDeferredMenu('DropdownMenuTrigger');
  return (
    <DeferredTrigger
      loaded={menu.parts?.DropdownMenuTrigger}
      control={menu}
      props={props}
      closed={{
        type: 'button',
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        'data-state': 'closed',
        'data-disabled': disabled ? '' : undefined,
        disabled,
        'data-slot': 'dropdown-menu-trigger',
      }}
      handlers={{
        onPointerEnter: composeHandlers(onPointerEnter, preload),
        onFocus: composeHandlers(onFocus, preload),
        onPointerDown: composeHandlers(onPointerDown, (event) => {
          if (!disabled && event.button === 0 && !event.ctrlKey) {
            menu.requestOpen('pointer');
            // As Radix: the trigger does not take focus, the menu's content will.
            event.preventDefault();
          }
        }),
        onKeyDown: composeHandlers(onKeyDown, (event) => {
          if (disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
          menu.requestOpen('keyboard');
          event.preventDefault();
        }),
        onClick: (event) => {
          onClick?.(event);
          menu.endPress();
        },
      }}
    />
  );
}

export function DropdownMenuContent({
  onFocus,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const menu = useDeferredMenu('DropdownMenuContent');
  if (!menu.parts) return null;
  return (
    <menu.parts.DropdownMenuContent
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        menu.focusFirstItem(event);
      }}
    />
  );
}

/** The parts inside the content render only once the content does, so Radix is there. */
function useLoadedParts(part: string) {
  const { parts: loaded } = useDeferredMenu(part);
  return loaded;
}

export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  const loaded = useLoadedParts('DropdownMenuGroup');
  return loaded && <loaded.DropdownMenuGroup {...props} />;
}

export function DropdownMenuItem(
  props: ComponentProps<typeof DropdownMenuPrimitive.Item> & {
    variant?: 'default' | 'destructive';
  },
) {
  const loaded = useLoadedParts('DropdownMenuItem');
  return loaded && <loaded.DropdownMenuItem {...props} />;
}

export function DropdownMenuLabel(props: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  const loaded = useLoadedParts('DropdownMenuLabel');
  return loaded && <loaded.DropdownMenuLabel {...props} />;
}

export function DropdownMenuSeparator(
  props: ComponentProps<typeof DropdownMenuPrimitive.Separator>,
) {
  const loaded = useLoadedParts('DropdownMenuSeparator');
  return loaded && <loaded.DropdownMenuSeparator {...props} />;
}

/** A checkbox entry that keeps the menu open, for multi-select filters. */
export function DropdownMenuCheckboxItem(
  props: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>,
) {
  const loaded = useLoadedParts('DropdownMenuCheckboxItem');
  return loaded && <loaded.DropdownMenuCheckboxItem {...props} />;
}
