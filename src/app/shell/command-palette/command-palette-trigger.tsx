import { SearchIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePrefetch } from '@/hooks/use-prefetch';
import { lazyComponent } from '@/lib/lazy-component';

const CommandPalette = lazyComponent(
  () => import('./command-palette'),
  (module) => module.default,
);
const loadPalette = CommandPalette.load;

/** Ctrl+K, or Cmd+K on a Mac. */
function isPaletteShortcut(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * The header's 'Ir a…' button and the Ctrl/Cmd+K shortcut, anywhere in the dashboard.
 * The palette and cmdk are not part of the first screen: they are fetched ahead once the page
 * is in use (lib/prefetch.ts), or when the pointer reaches the button, or at the first press.
 */
export function CommandPaletteTrigger() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [arriving, setArriving] = useState(false);
  usePrefetch([loadPalette]);

  // The palette is drawn once its code is in, never through a suspended first render (which
  // React would hold back for 300 ms): at a press before it was fetched ahead, the button shows
  // it is on its way and the palette opens as soon as it arrives.
  const show = (next: (current: boolean) => boolean) => {
    // Already in: opened within the press, so the keys typed right after it land in its input.
    if (CommandPalette.isReady()) {
      setUsed(true);
      setOpen(next);
      return;
    }
    setArriving(true);
    void loadPalette()
      .catch(() => undefined)
      .then(() => {
        setArriving(false);
        setUsed(true);
        setOpen(next);
      });
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="gap-2 text-muted-foreground max-md:size-9 max-md:px-0"
        aria-label="Ir a… (Ctrl+K)"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => show(() => true)}
      >
        {arriving ? <Spinner label="Abriendo Ir a…" /> : <SearchIcon aria-hidden />}
        <span className="max-md:hidden">Ir a…</span>
        <kbd className="rounded border bg-muted px-1.5 font-sans text-[11px] font-medium max-md:hidden">
          Ctrl K
        </kbd>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
