import { CircleHelpIcon } from 'lucide-react';
import { useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';

import { restartTour, TOUR_PAGES } from '../lib/tour-registry';

/** The header's help button (spec: only for the allow-listed user): this page's tour. */
export function TourButton() {
  const { pathname } = useLocation();
  const tour =
    pathname === TOUR_PAGES['activity-filters']
      ? 'activity-filters'
      : pathname === TOUR_PAGES.search
        ? 'search'
        : 'sidebar';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Ver tour de esta página"
      title="Ver tour de esta página"
      onClick={() => restartTour(tour)}
    >
      <CircleHelpIcon aria-hidden />
    </Button>
  );
}
