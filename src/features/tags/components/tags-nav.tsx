import { TagIcon } from 'lucide-react';
import { Suspense } from 'react';

import { SidebarSection } from '@/components/blocks/sidebar-section';
import { useSidebarSectionOpen } from '@/components/blocks/sidebar-section-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePrefetch } from '@/hooks/use-prefetch';
import { lazyComponent } from '@/lib/lazy-component';

/** The sidebar section of the company's tags. */
const TAGS_SECTION_ID = 'tags';

// The list (its query, menus, icons and dialogs) loads the first time the section is open, not
// with every dashboard page.
const TagsNavList = lazyComponent(
  () => import('./tags-nav-list'),
  (module) => module.TagsNavList,
);

/** The sidebar's 'Etiquetas' section: its list while it is open. */
export function TagsNav({ companyId }: { companyId: number }) {
  const [open] = useSidebarSectionOpen(TAGS_SECTION_ID);
  // Opening the section finds its list's code in: fetched ahead once the page is in use.
  usePrefetch([TagsNavList.load], !open);
  return (
    <SidebarSection id={TAGS_SECTION_ID} title="Etiquetas" icon={TagIcon}>
      {open && (
        <Suspense
          fallback={
            <div
              role="status"
              aria-label="Cargando etiquetas"
              className="flex flex-col gap-1.5 py-1"
            >
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-7 w-full" />
              ))}
            </div>
          }
        >
          <TagsNavList companyId={companyId} sectionId={TAGS_SECTION_ID} />
        </Suspense>
      )}
    </SidebarSection>
  );
}
