import { BookmarkPlusIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { SearchParams } from '@/lib/search-json';
import { SavedSearchDialog } from '@/features/saved-searches/components/saved-search-dialog';

/** 'Guardar búsqueda' on a results page: the saved-search modal with the current parameters. */
export function SaveSearchButton({
  companyId,
  params,
}: {
  companyId: number | null;
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
      <SavedSearchDialog
        open={open}
        onOpenChange={setOpen}
        companyId={companyId}
        searchParams={params}
      />
    </>
  );
}
