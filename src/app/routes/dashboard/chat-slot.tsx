import { lazy, Suspense } from 'react';

import { useCurrentCompany } from '@/entities/user/api/use-current-user';
import type { OpportunityDetail } from '@/features/opportunities/api/opportunity-schema';

/*
 * Where the chat feature plugs into the opportunity detail (a feature never imports another): the
 * detail's documents become the chat's attachments.
 */
const AskAiButton = lazy(() =>
  import('@/features/chat/components/ask-ai-button').then((module) => ({
    default: module.AskAiButton,
  })),
);

/** The detail's documents as the chat's attachments. */
export function chatAttachments(detail: OpportunityDetail) {
  return detail.adjuntos.map((file) => ({
    id: file.id,
    name: file.nombre,
    type: file.tipo,
    url: file.url,
  }));
}

const RowChatEntry = lazy(() =>
  import('./chat-row-view').then((module) => ({ default: module.RowChatEntry })),
);

/** The grid row's 'Preguntar a la IA', loaded with the first grid that shows it. */
export function renderRowChat(row: { codigo: string }) {
  return (
    <Suspense fallback={null}>
      <RowChatEntry codigo={row.codigo} />
    </Suspense>
  );
}

function DetailChatEntry({ detail }: { detail: OpportunityDetail }) {
  const { companyId } = useCurrentCompany();
  return (
    <AskAiButton
      companyId={companyId}
      opportunityCode={detail.codigo}
      opportunityName={detail.nombre}
      attachments={chatAttachments(detail)}
    />
  );
}

/** The detail's 'Preguntar a la IA', above its documents. */
export function renderDetailChat(detail: OpportunityDetail) {
  return (
    <Suspense fallback={null}>
      <DetailChatEntry detail={detail} />
    </Suspense>
  );
}
