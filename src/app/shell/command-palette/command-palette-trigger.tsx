import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/** Ctrl+K, or Cmd+K on a Mac. */
function isPaletteShortcut(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/**
 * The header's 'Ir a…' button and the Ctrl/Cmd+K shortcut, anywhere in the dashboard.
 * The palette and cmdk download on first use (or when the pointer reaches the button).
 */
export function CommandPaletteTrigger() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen((current) => !current);
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
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <SearchIcon aria-hidden />
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
