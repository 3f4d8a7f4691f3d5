import { useQueryClient } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { useState, type MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import { opportunityQueryOptions } from '@/features/opportunities/api/get-opportunity';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

import { chatAttachments } from './chat-attachments';

// In the grid a double click on a row opens its detail; on its actions it must not.
const stopDoubleClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The grid row's 'Preguntar a la IA': the row has no documents, so the opportunity's detail is
 * read first (from the cache when it was opened before), then the chat opens over them.
 */
export function RowChatEntry({ codigo }: { codigo: string }) {
  const queryClient = useQueryClient();
  const { companyId } = useCurrentCompany();
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    try {
      const detail = await queryClient.fetchQuery(opportunityQueryOptions(codigo));
      const { openChatFor } = await import('@/features/chat/components/open-chat');
      await openChatFor({
        companyId,
        opportunity: { codigo: detail.codigo, nombre: detail.nombre },
        attachments: chatAttachments(detail),
      });
    } catch (error) {
      toast.error('No pudimos abrir los documentos de la oportunidad', {
        description: getErrorMessage(error),
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      tabIndex={-1}
      aria-label={`Preguntar a la IA sobre ${codigo}`}
      title="Preguntar a la IA"
      // aria-disabled, not disabled, while loading: the focus stays here for the chat to return.
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) void start();
      }}
      onDoubleClick={stopDoubleClick}
    >
      {loading ? <Spinner label="Cargando documentos" /> : <SparklesIcon aria-hidden />}
    </Button>
  );
}
