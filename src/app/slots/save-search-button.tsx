import { BookmarkPlusIcon } from 'lucide-react';
import { Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { SearchParams } from '@/lib/search-json';
import { lazyNamed } from '@/lib/lazy-named';

const SavedSearchDialog = lazyNamed(
  () => import('@/features/saved-searches/components/saved-search-dialog'),
  (module) => module.SavedSearchDialog,
);

/** 'Guardar búsqueda' on a results page: the saved-search modal with the current parameters. */
export function SaveSearchButton({
  companyId,
  params,
}: {
  companyId: number;
  params: SearchParams | null;
}) {
  const [open, setOpen] = useState(false);
  if (!params) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BookmarkPlusIcon aria-hidden />
        Guardar búsqueda
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            open={open}
            onOpenChange={setOpen}
            companyId={companyId}
            searchParams={params}
          />
        </Suspense>
      )}
    </>
  );
}
