import { ExternalLinkIcon, RotateCcwIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatRut } from '@/lib/validation/rut';

import { retryExtension, usePortalCompanyMatch } from '../hooks/use-extension';
import { EXTENSION_STATE_TEXTS, useExtensionStatus } from '../model/extension-status';

/** Where the extension is installed from (its store page). */
export const EXTENSION_INSTALL_URL =
  'https://chromewebstore.google.com/search/Oportuna%20Mercado%20P%C3%BAblico';
export const PORTAL_URL = 'https://www.mercadopublico.cl';

/**
 * The extension's state in words (decision 0021), with what to do next: install it, sign in to
 * Mercado Público, or try again; and the portal's company against the user's.
 */
export function ExtensionPanel() {
  const { state, error } = useExtensionStatus();
  const match = usePortalCompanyMatch();
  const texts = EXTENSION_STATE_TEXTS[state];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">Extensión: {texts.label}</p>
      <p className="text-muted-foreground">{texts.help}</p>
      {error && state !== 'connected' && <p className="text-xs text-muted-foreground">{error}</p>}
      {match.kind === 'matched' && (
        <p>
          En Mercado Público estás como <strong>{match.company.businessName}</strong>.
        </p>
      )}
      {match.kind === 'mismatch' && (
        <p role="status" className="text-warning">
          En Mercado Público estás como {match.portal.businessName || 'otra empresa'}
          {match.portal.rut ? ` (${formatRut(match.portal.rut)})` : ''}, que no está entre tus
          empresas.
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {state === 'not-installed' && (
          <Button asChild size="sm">
            <a href={EXTENSION_INSTALL_URL} target="_blank" rel="noopener noreferrer">
              Instalar la extensión <ExternalLinkIcon aria-hidden />
            </a>
          </Button>
        )}
        {state === 'no-portal-session' && (
          <Button asChild size="sm">
            <a href={PORTAL_URL} target="_blank" rel="noopener noreferrer">
              Inicia sesión en Mercado Público <ExternalLinkIcon aria-hidden />
            </a>
          </Button>
        )}
        {state !== 'detecting' && state !== 'connected' && (
          <Button size="sm" variant="outline" onClick={() => void retryExtension()}>
            <RotateCcwIcon aria-hidden /> Reintentar
          </Button>
        )}
      </div>
    </div>
  );
}
