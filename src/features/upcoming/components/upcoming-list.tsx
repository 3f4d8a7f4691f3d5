import { CalendarRangeIcon } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-is-mobile';

import type { UpcomingItem } from '../api/upcoming-schema';
import { calendarOrder, groupByMonth, type MonthGroup } from '../lib/upcoming-view';
import { PrepareTaskDialog } from './prepare-task-dialog';
import { UpcomingItemArticle } from './upcoming-item';

/**
 * Items drawn at first and added by each 'Ver más'; on a phone fewer (each card is most of a
 * screen). A page of them draws within the bench's 300 ms; all of a long calendar at once did not.
 */
const PAGE_ITEMS = 20;
const PAGE_CARDS = 10;

function Month({
  group,
  companyId,
  onPrepare,
}: {
  group: MonthGroup;
  companyId: number;
  onPrepare: (item: UpcomingItem) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <h3 id={headingId} className="border-b pb-1 text-sm font-semibold text-muted-foreground">
        {group.label}
      </h3>
      <ul className="flex flex-col divide-y max-sm:gap-3 max-sm:divide-y-0">
        {group.items.map((item) => (
          <li key={item.id} className="max-sm:rounded-xl max-sm:border max-sm:px-3">
            <UpcomingItemArticle item={item} companyId={companyId} onPrepare={onPrepare} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The calendar of what is expected, month by month, soonest first: the first items, then 'Ver
 * todos'. One 'Preparar' dialog serves every item.
 */
export function UpcomingList({
  items,
  companyId,
  userId,
  today,
}: {
  items: UpcomingItem[];
  companyId: number;
  userId: number;
  today: string;
}) {
  const [pages, setPages] = useState(1);
  const [preparing, setPreparing] = useState<UpcomingItem | null>(null);
  const step = useIsMobile() ? PAGE_CARDS : PAGE_ITEMS;
  const count = items.length;
  const shown = Math.min(count, pages * step);
  const ordered = useMemo(() => calendarOrder(items, today), [items, today]);
  const months = useMemo(
    () => groupByMonth(ordered.slice(0, shown), today),
    [ordered, shown, today],
  );
  const onPrepare = useCallback((item: UpcomingItem) => setPreparing(item), []);
  return (
    <CardSection
      title={`Lo que se espera (${count.toLocaleString('es-CL')})`}
      description="Por la fecha en que se espera cada compra, la más próxima primero."
      icon={CalendarRangeIcon}
      className="min-w-0 p-4"
    >
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">Nada de lo que viene calza con los filtros.</p>
      ) : (
        <>
          {months.map((group) => (
            <Month key={group.month} group={group} companyId={companyId} onPrepare={onPrepare} />
          ))}
          {count > step && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted-foreground">
                {shown.toLocaleString('es-CL')} de {count.toLocaleString('es-CL')}
              </p>
              {shown < count && (
                <Button variant="outline" size="sm" onClick={() => setPages((page) => page + 1)}>
                  Ver {Math.min(step, count - shown).toLocaleString('es-CL')} más
                </Button>
              )}
            </div>
          )}
        </>
      )}
      <PrepareTaskDialog
        companyId={companyId}
        userId={userId}
        target={preparing}
        today={today}
        onOpenChange={(open) => {
          if (!open) setPreparing(null);
        }}
      />
    </CardSection>
  );
}
