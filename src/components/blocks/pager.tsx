import { Button } from '@/components/ui/button';

/** 'Anterior', 'Página n de m', 'Siguiente'; nothing when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is paged, for the navigation's name: 'clientes', 'contactos'. */
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={`Páginas de ${label}`} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span aria-live="polite">
        Página {page} de {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Siguiente
      </Button>
    </nav>
  );
}
