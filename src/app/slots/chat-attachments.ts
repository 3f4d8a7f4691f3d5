import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';

/** The detail's documents as the chat's attachments. */
export function chatAttachments(detail: OpportunityDetail) {
  return detail.adjuntos.map((file) => ({
    id: file.id,
    name: file.nombre,
    type: file.tipo,
    url: file.url,
  }));
}
