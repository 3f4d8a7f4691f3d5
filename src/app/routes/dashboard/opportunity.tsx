import { useParams } from 'react-router-dom';

import { OpportunityDetail } from '@/features/opportunities/components/opportunity-detail';

import { renderDetailApply } from './apply-slot';
import { renderBuyerRecord } from './buyer-record-slot';
import { renderDetailChat } from './chat-slot';
import { renderItemPrice } from './item-price-slot';
import { renderDetailTags } from './tag-slots';
import { renderDetailTasks } from './task-slots';

export function Component() {
  const { codigo = '' } = useParams();
  return (
    <OpportunityDetail
      key={codigo}
      codigo={codigo}
      renderTags={renderDetailTags}
      renderWork={(detail) => (
        <>
          {renderDetailTasks(detail)}
          {renderBuyerRecord(detail)}
        </>
      )}
      renderItemPrice={renderItemPrice}
      renderDocumentActions={(detail) => (
        <>
          {renderDetailApply(detail)}
          {renderDetailChat(detail)}
        </>
      )}
    />
  );
}
