import { useCurrentCompany } from '@/entities/user/hooks/use-current-user';
import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

import { chatAttachments } from './chat-attachments';
import { deferredPart } from '@/lib/lazy-component';

/*
 * Where the chat feature plugs into the opportunity detail (a feature never imports another): the
 * detail's documents become the chat's attachments.
 */
const AskAiButton = deferredPart(
  () => import('@/features/chat/components/ask-ai-button'),
  (module) => module.AskAiButton,
);

function DetailChatEntry({ detail }: { detail: OpportunityDetail }) {
  const { companyId } = useCurrentCompany();
  return (
    <AskAiButton
      companyId={companyId}
      opportunity={{ codigo: detail.codigo, nombre: detail.nombre }}
      attachments={chatAttachments(detail)}
    />
  );
}

/** The detail's 'Preguntar a la IA', above its documents. */
export function renderDetailChat(detail: OpportunityDetail) {
  return <DetailChatEntry detail={detail} />;
}
