import { SendIcon } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';

import { usePortalCompanyMatch } from '../hooks/use-extension';
import { useExtensionStatus } from '../model/extension-status';
import type { ApplyDialog as ApplyDialogType } from './apply-dialog';
import { lazyNamed } from '@/lib/lazy-named';

type ApplyProps = Omit<Parameters<typeof ApplyDialogType>[0], 'open' | 'onOpenChange'>;

const ApplyDialog = lazyNamed(
  () => import('./apply-dialog'),
  (module) => module.ApplyDialog,
);

/**
 * 'Postular con la extensión' on an agile purchase (issue 11): offered when the extension is
 * connected and the portal's company is one of the user's; otherwise it says why not.
 */
export function ApplyButton(props: ApplyProps) {
  const { state } = useExtensionStatus();
  const match = usePortalCompanyMatch();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const ready = state === 'connected' && match.kind === 'matched';
  return (
    <div className="mb-3 flex flex-col gap-1">
      <div>
        <Button
          disabled={!ready}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <SendIcon aria-hidden /> Postular con la extensión
        </Button>
      </div>
      {!ready && (
        <p className="text-xs text-muted-foreground">
          {state === 'connected'
            ? 'La empresa de tu sesión en Mercado Público no está entre tus empresas.'
            : 'Para postular desde aquí, conecta la extensión de Oportuna (mira el avatar de tu empresa, arriba a la derecha).'}
        </p>
      )}
      {requested && (
        <Suspense fallback={null}>
          <ApplyDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
