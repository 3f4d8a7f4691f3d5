import { UserRoundCogIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useImpersonation, useStopImpersonation } from '../hooks/use-impersonation';

/** Visible on every page while a staff member acts as another user. */
export default function ImpersonationBanner() {
  const impersonation = useImpersonation();
  const stop = useStopImpersonation();
  if (!impersonation) return null;
  return (
    <div
      role="region"
      aria-label="Suplantación activa"
      className="fixed bottom-4 left-1/2 z-50 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-xl border border-amber-300 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow-lg max-sm:bottom-16"
    >
      <p className="flex items-center gap-2">
        <UserRoundCogIcon className="size-4 shrink-0" aria-hidden />
        <span>
          Estás actuando como <strong>{impersonation.targetUserName}</strong>.
        </span>
      </p>
      <Button
        size="sm"
        variant="outline"
        className="h-7 border-amber-400 bg-white/70"
        onClick={stop}
      >
        Finalizar suplantación
      </Button>
    </div>
  );
}
