import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import {
  firstUnseenTour,
  markTourSeen,
  RESTART_TOUR_EVENT,
  seenTours,
  TOUR_IDS,
  TOUR_PAGES,
  type TourId,
} from '../lib/tour-registry';

/**
 * Runs the intro tours: once per browser for the users they are shown to (`autoStart`; the spec
 * keeps them to the allow-listed user), and again for anyone through the restart event, going to
 * the tour's page first when needed. One tour at a time.
 */
export function TourHost({ autoStart }: { autoStart: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const running = useRef(false);
  const pending = useRef<TourId | null>(null);

  useEffect(() => {
    const start = (id: TourId) => {
      if (running.current) return;
      running.current = true;
      markTourSeen(id);
      void import('../lib/tours')
        .then(({ runTour }) => runTour(id))
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
        });
    };

    if (
      pending.current &&
      (pending.current === 'sidebar' || TOUR_PAGES[pending.current] === pathname)
    ) {
      const id = pending.current;
      pending.current = null;
      start(id);
    } else if (autoStart) {
      const next = firstUnseenTour(pathname, seenTours());
      if (next) start(next);
    }

    const onRestart = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (!TOUR_IDS.includes(id as TourId)) return;
      const tour = id as TourId;
      if (tour !== 'sidebar' && TOUR_PAGES[tour] !== pathname) {
        pending.current = tour;
        void navigate(TOUR_PAGES[tour]);
      } else {
        start(tour);
      }
    };
    window.addEventListener(RESTART_TOUR_EVENT, onRestart);
    return () => window.removeEventListener(RESTART_TOUR_EVENT, onRestart);
  }, [pathname, autoStart, navigate]);

  return null;
}
