import { HistoryIcon } from 'lucide-react';
import { Suspense } from 'react';

import { SidebarSection } from '@/components/blocks/sidebar-section';
import { useSidebarSectionOpen } from '@/components/blocks/sidebar-section-state';
import { lazyNamed } from '@/lib/lazy-named';

const HISTORY_SECTION_ID = 'history';

// The periods (their queries, dates and links) load the first time the section is open.
const HistoryNavList = lazyNamed(
  () => import('./history-nav-list'),
  (module) => module.HistoryNavList,
);

/** The sidebar's 'Historial' section. Place it inside a SidebarMenu. */
export function HistoryNav({ companyId }: { companyId: number }) {
  const [open] = useSidebarSectionOpen(HISTORY_SECTION_ID);
  return (
    <SidebarSection id={HISTORY_SECTION_ID} title="Historial" icon={HistoryIcon}>
      {open && (
        <Suspense fallback={<p className="px-2 py-1 text-xs text-muted-foreground">Cargando…</p>}>
          <HistoryNavList companyId={companyId} sectionId={HISTORY_SECTION_ID} />
        </Suspense>
      )}
    </SidebarSection>
  );
}
