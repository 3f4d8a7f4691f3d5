import { useParams } from 'react-router-dom';

import { renderDetailAnnexes } from '@/app/slots/annexes-slot';
import { renderDetailApply } from '@/app/slots/apply-slot';
import { renderBuyerRecord } from '@/app/slots/buyer-record-slot';
import { renderDetailChat } from '@/app/slots/chat-slot';
import { renderDetailCompetition } from '@/app/slots/competition-slot';
import { renderDetailDecision } from '@/app/slots/decision-slot';
import { renderItemPrice } from '@/app/slots/item-price-slot';
import { renderDetailRequirements } from '@/app/slots/requirements-slot';
import { renderDetailTags } from '@/app/slots/tag-slots';
import { renderDetailTasks } from '@/app/slots/task-slots';
import { OpportunityDetail } from '@/features/opportunities/components/opportunity-detail';

export function Component() {
  const { codigo = '' } = useParams();
  return (
    <OpportunityDetail
      key={codigo}
      codigo={codigo}
      renderTags={renderDetailTags}
      renderWork={(detail) => (
        <>
          {renderDetailDecision(detail)}
          {renderDetailTasks(detail)}
          {renderBuyerRecord(detail)}
        </>
      )}
      renderItemPrice={renderItemPrice}
      renderCompetition={renderDetailCompetition}
      renderOffer={(detail) => (
        <>
          {renderDetailRequirements(detail)}
          {renderDetailAnnexes(detail)}
        </>
      )}
      renderDocumentActions={(detail) => (
        <>
          {renderDetailApply(detail)}
          {renderDetailChat(detail)}
        </>
      )}
    />
  );
}
