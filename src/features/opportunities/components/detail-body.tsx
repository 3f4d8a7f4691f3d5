import { TagIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { TagList } from '@/entities/tag/components/tag-list';

import type { OpportunityDetail } from '@/entities/opportunity/api/opportunity-schema';
import { DetailAgilePreferences } from './detail-agile-preferences';
import { DetailBuyer } from './detail-buyer';
import { DetailDates } from './detail-dates';
import { DetailDocuments, type RenderDocumentActions } from './detail-documents';
import { DetailHeader } from './detail-header';
import { DetailItemsTable, type RenderItemPrice } from './detail-items-table';
import { DetailSection } from './detail-section';

/** Another feature's drawing of the opportunity's tags (chips and a way to change them). */
export type RenderDetailTags = (detail: OpportunityDetail) => ReactNode;

/** Another feature's section below the rest (the team's tasks on this opportunity). */
export type RenderDetailSection = (detail: OpportunityDetail) => ReactNode;

/** What other features draw in the detail, composed by the route. */
export type DetailSlots = {
  renderTags?: RenderDetailTags;
  renderDocumentActions?: RenderDocumentActions;
  renderItemPrice?: RenderItemPrice;
  /** Beside the items and their suggested prices: who bids on them, at what prices. */
  renderCompetition?: RenderDetailSection;
  /** After the documents: what the offer needs (its requirements, the anexos filled here). */
  renderOffer?: RenderDetailSection;
  renderWork?: RenderDetailSection;
};

/** The loaded opportunity: head, buyer and dates, items, documents and tags, then others' work. */
export function DetailBody({
  detail,
  now,
  renderTags,
  renderDocumentActions,
  renderItemPrice,
  renderCompetition,
  renderOffer,
  renderWork,
}: DetailSlots & { detail: OpportunityDetail; now: Date }) {
  return (
    <article className="flex flex-col gap-4" aria-labelledby="opportunity-title">
      <DetailHeader detail={detail} now={now} />

      <div className="grid gap-4 lg:grid-cols-2">
        <DetailBuyer detail={detail} />
        <DetailDates detail={detail} now={now} />
      </div>
      {detail.prioridad && (
        <DetailAgilePreferences detail={detail} preferences={detail.prioridad} />
      )}

      <DetailItemsTable detail={detail} renderItemPrice={renderItemPrice} />
      {renderCompetition?.(detail)}

      <div className="grid gap-4 lg:grid-cols-2">
        <DetailDocuments detail={detail} renderDocumentActions={renderDocumentActions} />
        <DetailSection title="Etiquetas" icon={TagIcon}>
          {renderTags ? (
            renderTags(detail)
          ) : detail.etiquetas.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Esta oportunidad aún no tiene etiquetas.
            </p>
          ) : (
            <TagList tags={detail.etiquetas} />
          )}
        </DetailSection>
      </div>
      {renderOffer?.(detail)}
      {renderWork?.(detail)}
    </article>
  );
}
