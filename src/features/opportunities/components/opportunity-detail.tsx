import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  Building2Icon,
  CalendarClockIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  FileTextIcon,
  PackageIcon,
  TagIcon,
} from 'lucide-react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { Card, CardSection } from '@/components/blocks/card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, safeInternalPath } from '@/config/paths';
import { TagList } from '@/entities/tag/components/tag-list';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { closesWithin, formatChileDate, timeUntil } from '@/lib/format';
import { rememberOpportunity } from '@/lib/recent-opportunities';
import { formatRut } from '@/lib/validation/rut';

import { opportunityQueryOptions } from '../api/get-opportunity';
import type { OpportunityDetail as Detail } from '@/entities/opportunity/api/opportunity-schema';
import { formatAmount } from '../lib/amount';
import { formatFileSize } from '@/components/blocks/file-acceptance';
import { isMandatoryDocument } from '@/lib/documents';
import { neighbours } from '../lib/navigation-state';
import { useNavigationStore } from '../lib/navigation-store';

// The children bring their own spacing (the apply and chat buttons above the documents).
const Section = (props: ComponentProps<typeof CardSection>) => (
  <CardSection flow className="min-w-0" {...props} />
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function PortalLink({ detail }: { detail: Detail }) {
  // The public portal page of the tender or agile purchase (opens outside, without opener access).
  const href =
    detail.tipo === 'COT'
      ? `https://buscador.mercadopublico.cl/ficha?code=${encodeURIComponent(detail.codigo)}`
      : `https://www.mercadopublico.cl/Procurement/Modules/RFB/DetailsAcquisition.aspx?idlicitacion=${encodeURIComponent(detail.codigo)}`;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer">
        Ver en Mercado Público
        <ExternalLinkIcon aria-hidden />
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}

/** Set by the results (and by previous/next) when they open a detail; kept across a reload. */
function cameFromResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromNavigation?: unknown }).fromNavigation === true
  );
}

function NavigationBar({ codigo }: { codigo: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = useNavigationStore((store) => store.state);
  const current = state?.allOpportunities[state.currentOpportunityIndex];
  // A detail opened on its own (a link opened in a new tab, a pasted URL) has no list behind it,
  // even when the tab's session storage still holds one.
  if (!state || current?.codigo !== codigo || !cameFromResults(location.state)) {
    return (
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.dashboard.root.getHref()}>
          <ArrowLeftIcon aria-hidden />
          Ir a Búsquedas IA
        </Link>
      </Button>
    );
  }
  const { previous, next, position, total } = neighbours(state);
  // Previous/next replace the history entry: Back returns to the results, not through them.
  const go = (direction: 'next' | 'previous') => {
    const store = useNavigationStore.getState();
    const target = direction === 'next' ? store.next() : store.previous();
    if (target) {
      void navigate(paths.dashboard.opportunity.getHref(target.codigo), {
        replace: true,
        state: { fromNavigation: true },
      });
    }
  };
  return (
    <nav aria-label="Navegación entre resultados" className="flex flex-wrap items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link to={safeInternalPath(state.originUrl, paths.dashboard.root.getHref())}>
          <ArrowLeftIcon aria-hidden />
          Volver a los resultados
        </Link>
      </Button>
      <span className="ml-auto text-sm text-muted-foreground" aria-live="polite">
        {position.toLocaleString('es-CL')} de {total.toLocaleString('es-CL')}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!previous}
        onClick={() => go('previous')}
        title={previous?.nombre}
      >
        <ChevronLeftIcon aria-hidden />
        Anterior
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!next}
        onClick={() => go('next')}
        title={next?.nombre}
      >
        Siguiente
        <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}

const DATE_ROWS: { key: keyof Detail['fechas']; label: string }[] = [
  { key: 'publicacion', label: 'Publicación' },
  { key: 'cierrePreguntas', label: 'Cierre de preguntas' },
  { key: 'publicacionRespuestas', label: 'Publicación de respuestas' },
  { key: 'visitaTerreno', label: 'Visita a terreno' },
  { key: 'cierre', label: 'Cierre de ofertas' },
  { key: 'aperturaTecnica', label: 'Apertura técnica' },
  { key: 'adjudicacionEstimada', label: 'Adjudicación estimada' },
  { key: 'adjudicacion', label: 'Adjudicación' },
];

/** Another feature's drawing of the opportunity's tags (chips and a way to change them). */
export type RenderDetailTags = (detail: Detail) => ReactNode;

/** Another feature's actions over the opportunity's documents (the AI chat). */
export type RenderDocumentActions = (detail: Detail) => ReactNode;

/** Another feature's pricing of one requested item (a column of the items table). */
export type RenderItemPrice = (item: Detail['items'][number], detail: Detail) => ReactNode;

/** Another feature's section below the rest (the team's tasks on this opportunity). */
export type RenderDetailSection = (detail: Detail) => ReactNode;

type DetailSlots = {
  renderTags?: RenderDetailTags;
  renderDocumentActions?: RenderDocumentActions;
  renderItemPrice?: RenderItemPrice;
  renderWork?: RenderDetailSection;
};

function DetailBody({
  detail,
  now,
  renderTags,
  renderDocumentActions,
  renderItemPrice,
  renderWork,
}: DetailSlots & { detail: Detail; now: Date }) {
  const closing = closesWithin(detail.fechaCierre, now);
  const isOpen = new Date(detail.fechaCierre).getTime() > now.getTime();
  return (
    <article className="flex flex-col gap-4" aria-labelledby="opportunity-title">
      <Card as="header" className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="font-mono">
            {detail.codigo}
          </Badge>
          <Badge variant="outline">{detail.procedencia}</Badge>
          <Badge variant={isOpen ? 'success' : 'secondary'}>{detail.estado}</Badge>
          {closing && (
            <Badge variant="warning">
              <AlertTriangleIcon aria-hidden />
              Cierra pronto
            </Badge>
          )}
        </div>
        <h2
          id="opportunity-title"
          className="text-xl leading-snug font-bold text-balance sm:text-2xl"
        >
          {detail.nombre}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">{detail.descripcion}</p>
        <dl className="grid gap-4 border-t pt-3 sm:grid-cols-3">
          <Fact label="Monto estimado">
            <span className="text-lg font-semibold tabular-nums">
              {formatAmount(detail.montoVisible ? detail.monto : null)}
            </span>
            {detail.moneda !== 'CLP' && detail.montoVisible && (
              <span className="block text-xs text-muted-foreground">
                Publicado en {detail.moneda}, convertido a pesos
              </span>
            )}
          </Fact>
          <Fact label="Cierre">
            <span className="font-medium">{formatChileDate(detail.fechaCierre, 'dateTime')}</span>
            <span
              className={
                closing
                  ? 'block text-xs font-medium text-warning'
                  : 'block text-xs text-muted-foreground'
              }
            >
              {timeUntil(detail.fechaCierre, now)}
            </span>
          </Fact>
          <Fact label="Región">{detail.region}</Fact>
        </dl>
        <div className="flex flex-wrap gap-2">
          <PortalLink detail={detail} />
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Comprador" icon={Building2Icon}>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="Organismo">{detail.comprador.organismo}</Fact>
            <Fact label="Unidad de compra">{detail.comprador.unidad}</Fact>
            <Fact label="RUT de la unidad">{formatRut(detail.comprador.rutUnidad)}</Fact>
            <Fact label="Dirección">
              {detail.comprador.direccion}, {detail.comprador.comuna}
            </Fact>
            <Fact label="Región">{detail.comprador.region}</Fact>
            <Fact label="Responsable">
              {detail.responsable.nombre}
              <span className="block text-xs break-all text-muted-foreground">
                {detail.responsable.email}
              </span>
            </Fact>
          </dl>
        </Section>

        <Section title="Fechas" icon={CalendarClockIcon}>
          <ol className="flex flex-col gap-2">
            {DATE_ROWS.filter(({ key }) => detail.fechas[key]).map(({ key, label }) => {
              const value = detail.fechas[key]!;
              const past = new Date(value).getTime() < now.getTime();
              return (
                <li
                  key={key}
                  className="flex items-baseline justify-between gap-3 border-b pb-2 text-sm last:border-0"
                >
                  <span className={past ? 'text-muted-foreground' : 'font-medium'}>{label}</span>
                  <span className="tabular-nums">{formatChileDate(value, 'dateTime')}</span>
                </li>
              );
            })}
          </ol>
          {(detail.duracionContratoMeses !== null || detail.ofertasRecibidas !== null) && (
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {detail.duracionContratoMeses !== null && (
                <Fact label="Duración del contrato">
                  {detail.duracionContratoMeses} meses{detail.renovable ? ' (renovable)' : ''}
                </Fact>
              )}
              {detail.ofertasRecibidas !== null && (
                <Fact label="Ofertas recibidas">{detail.ofertasRecibidas}</Fact>
              )}
            </dl>
          )}
        </Section>
      </div>

      <Section title={`Productos y servicios (${detail.items.length})`} icon={PackageIcon}>
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Tabla de ítems solicitados"
        >
          <table className="w-full min-w-[760px] text-left text-sm">
            <caption className="sr-only">Ítems solicitados</caption>
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3 font-medium">
                  #
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Código ONU
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Producto
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Cantidad
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Unidad
                </th>
                {renderItemPrice && (
                  <th scope="col" className="py-2 font-medium">
                    Precio sugerido
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {detail.items.map((item) => (
                <tr key={item.correlativo} className="border-b align-top last:border-0">
                  <td className="py-2 pr-3 tabular-nums">{item.correlativo}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{item.codigoProducto}</td>
                  <td className="py-2 pr-3">
                    <span className="font-medium">{item.nombre}</span>
                    <span className="block text-xs text-muted-foreground">{item.descripcion}</span>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {item.cantidad.toLocaleString('es-CL')}
                  </td>
                  <td className="py-2 pr-3">{item.unidad}</td>
                  {renderItemPrice && <td className="py-2">{renderItemPrice(item, detail)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={`Documentos adjuntos (${detail.adjuntos.length})`} icon={FileTextIcon}>
          {renderDocumentActions?.(detail)}
          {detail.adjuntos.length === 0 ? (
            <p className="text-sm text-muted-foreground">No hay documentos PDF disponibles</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {detail.adjuntos.map((file) => (
                <li
                  key={file.id}
                  className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
                >
                  <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate" title={file.nombre}>
                    {file.nombre}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {formatFileSize(file.tamanoBytes)}
                  </span>
                  <Badge variant={isMandatoryDocument(file.nombre) ? 'default' : 'outline'}>
                    {isMandatoryDocument(file.nombre) ? 'Obligatorio' : 'Opcional'}
                  </Badge>
                  <Badge variant="secondary">PDF</Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Etiquetas" icon={TagIcon}>
          {renderTags ? (
            renderTags(detail)
          ) : detail.etiquetas.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Esta oportunidad aún no tiene etiquetas.
            </p>
          ) : (
            <TagList tags={detail.etiquetas} />
          )}
        </Section>
      </div>
      {renderWork?.(detail)}
    </article>
  );
}

/** /dashboard/opportunity/{codigo}: what a supplier needs to decide whether to bid. */
export function OpportunityDetail({
  codigo,
  now = new Date(),
  ...slots
}: DetailSlots & {
  codigo: string;
  now?: Date;
}) {
  const query = useQuery(opportunityQueryOptions(codigo));
  // What the command palette offers as 'Oportunidades recientes'.
  const [openedCode, openedName] = [query.data?.codigo, query.data?.nombre];
  useEffect(() => {
    if (openedCode !== undefined && openedName !== undefined) {
      rememberOpportunity({ codigo: openedCode, nombre: openedName });
    }
  }, [openedCode, openedName]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <NavigationBar codigo={codigo} />
      {query.isPending && (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Cargando oportunidad">
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      )}
      {query.isError && (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <AlertTriangleIcon className="size-8 text-destructive" aria-hidden />
          <p className="font-semibold">
            {isApiError(query.error) && query.error.status === 404
              ? 'No encontramos esta oportunidad'
              : 'No pudimos cargar la oportunidad'}
          </p>
          <p className="text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button onClick={() => void query.refetch()}>Reintentar</Button>
        </Card>
      )}
      {query.data && <DetailBody detail={query.data} now={now} {...slots} />}
    </div>
  );
}
