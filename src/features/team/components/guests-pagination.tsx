import { Button } from '@/components/ui/button';

import { GUEST_PAGE_SIZE } from '../api/get-guest-users';

/** 'Anterior' and 'Siguiente' through the guests, with where the user is. */
export function GuestsPagination({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Páginas de invitados"
      className="flex items-center justify-between gap-2 text-sm"
    >
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span>
        Página {page} de {totalPages} ({total} invitados, {GUEST_PAGE_SIZE} por página)
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </Button>
    </nav>
  );
}
