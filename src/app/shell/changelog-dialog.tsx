import { useState } from 'react';

import {
  createDeferredModule,
  preloadModule,
  useDeferredModule,
  useFocusCarry,
} from '@/lib/deferred-module';

import { APP_VERSION, CHANGELOG } from './changelog';

// The dialog's Radix code (focus trap, scroll lock) is not part of the dashboard's first screen.
const dialogModule = createDeferredModule(() => import('@/components/ui/dialog'));
const preloadDialog = () => preloadModule(dialogModule);

/*
 * The build's day (yyyy-MM-dd, noon UTC: the same day in Chile) as es-CL writes it, 27-11-2026.
 * Written by hand: toLocaleDateString at import built an ICU date format with Chile's time zone,
 * about 7 ms of every signed-in page's start-up for one constant string.
 */
const buildDate = __BUILD_DATE__.split('-').reverse().join('-');

/** Version and build date; only supervisors can open the changelog, others see inert text. */
export function VersionInfo({ canOpenChangelog }: { canOpenChangelog: boolean }) {
  const label = `Oportuna v${APP_VERSION} · ${buildDate}`;
  const className =
    'w-full truncate px-2 text-left text-xs text-muted-foreground group-data-[collapsible=icon]:hidden';
  const [ui, need] = useDeferredModule(dialogModule);
  const [requested, setRequested] = useState(false);
  const { placeholderRef, loadedRef } = useFocusCarry<HTMLButtonElement>();
  if (!canOpenChangelog) return <p className={className}>{label}</p>;
  const triggerClassName = `${className} rounded hover:text-primary hover:underline`;

  if (!ui) {
    // Radix's closed trigger until the dialog is asked for; it opens once its code is here.
    return (
      <button
        ref={placeholderRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        data-slot="dialog-trigger"
        className={triggerClassName}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setRequested(true);
          need();
        }}
      >
        {label}
      </button>
    );
  }

  const { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } = ui;
  return (
    <Dialog defaultOpen={requested}>
      <DialogTrigger ref={loadedRef} className={triggerClassName}>
        {label}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novedades de Oportuna</DialogTitle>
          <DialogDescription>
            Versión {APP_VERSION}, compilada el {buildDate}.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {CHANGELOG.map((entry) => (
            <section key={entry.version} aria-label={`Versión ${entry.version}`}>
              <h3 className="text-sm font-semibold">v{entry.version}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {entry.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
