import { useParams } from 'react-router-dom';

import { OpportunityDetail } from '@/features/opportunities/components/opportunity-detail';

import { useDetailTagsSlot } from './tag-slots';

export function Component() {
  const { codigo = '' } = useParams();
  const renderTags = useDetailTagsSlot();
  return <OpportunityDetail key={codigo} codigo={codigo} renderTags={renderTags} />;
}
