import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { CardSection } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-is-mobile';

/** Rows a section shows before 'Ver todos'; on a phone, cards (a screen holds two or three). */
const FIRST_ROWS = 20;
const FIRST_CARDS = 5;

/** One of the radar's four lists: its title and count, the first rows, then 'Ver todos'. */
export function RadarSection({
  title,
  description,
  icon,
  count,
  empty,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  count: number;
  empty: string;
  children: (limit: number) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  // On a phone the four sections stay a short scroll apart, and the page draws a quarter of the
  // cards (1.8 s from the menu to the radar under Lighthouse's mobile conditions with twenty).
  const first = useIsMobile() ? FIRST_CARDS : FIRST_ROWS;
  const limit = all ? count : first;
  return (
    <CardSection
      title={`${title} (${count.toLocaleString('es-CL')})`}
      description={description}
      icon={icon}
      className="min-w-0 p-4"
    >
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          {children(limit)}
          {count > first && (
            <div>
              <Button variant="outline" size="sm" onClick={() => setAll((shown) => !shown)}>
                {all ? `Ver los primeros ${first}` : `Ver todos (${count.toLocaleString('es-CL')})`}
              </Button>
            </div>
          )}
        </>
      )}
    </CardSection>
  );
}
