import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDayText } from '@/lib/chile-business-days';
import { formatChileDate, formatCLP } from '@/lib/format';

import { FOLLOWABLE_SOURCES, type UpcomingItem } from '../api/upcoming-schema';
import { planRecordText, UPCOMING_KIND_LABELS } from '../lib/upcoming-view';
import { FollowButton } from './follow-button';

const linkClass = 'font-medium text-primary hover:underline';

const isFollowable = (item: UpcomingItem) =>
  (FOLLOWABLE_SOURCES as readonly string[]).includes(item.fuente);

/** A line of the item's facts. */
function Fact({ children }: { children: ReactNode }) {
  return <p className="text-sm">{children}</p>;
}

/**
 * The window as windowText says it, each date kept on one line (a phone broke it at a hyphen);
 * an intention is no forecast: its window runs from its publication to the deadline to object.
 */
function WindowText({ item }: { item: UpcomingItem }) {
  const { ventana } = item;
  const date = (day: string) => <span className="whitespace-nowrap">{formatDayText(day)}</span>;
  return (
    <p className="text-sm font-medium tabular-nums">
      {item.fuente === 'intencion' ? (
        <>Publicada el {date(ventana.desde)}</>
      ) : ventana.desde === ventana.hasta ? (
        <>Se espera el {date(ventana.desde)}</>
      ) : (
        <>
          Se espera entre {date(ventana.desde)} y {date(ventana.hasta)}
        </>
      )}
    </p>
  );
}

/** What only this kind of source says: deadlines, the supplier named, the process before. */
function SourceFacts({ item }: { item: UpcomingItem }) {
  switch (item.fuente) {
    case 'plan':
      return <Fact>Planificada por {item.periodo === 'mes' ? 'mes' : 'trimestre'}</Fact>;
    case 'consulta':
      return (
        <>
          <Fact>
            <span className="font-medium">
              Responder hasta {formatChileDate(item.responderHasta, 'dateTime')}
            </span>{' '}
            <span className="text-muted-foreground">· Consulta {item.codigo}</span>
          </Fact>
          <details className="text-sm">
            <summary className="cursor-pointer text-primary">
              Preguntas de la consulta ({item.preguntas.length})
            </summary>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {item.preguntas.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          </details>
        </>
      );
    case 'intencion':
      return (
        <>
          <Fact>
            <span className="font-medium">
              Plazo para objetar: {formatChileDate(item.plazoObjetar, 'dateTime')}
            </span>{' '}
            <span className="text-muted-foreground">· Intención {item.codigo}</span>
          </Fact>
          <Fact>
            Proveedor: {item.proveedor.nombre}{' '}
            <span className="text-muted-foreground">({item.proveedor.rut})</span>
          </Fact>
          <Fact>Causal: {item.causal}</Fact>
        </>
      );
    case 'contrato':
      return (
        <>
          <Fact>
            <span className="font-medium">Termina el {formatDayText(item.terminaEn)}</span>{' '}
            <span className="text-muted-foreground">
              · Contrato{' '}
              <Link
                to={paths.dashboard.competition.process.getHref(item.codigoAnterior)}
                className={`${linkClass} font-mono text-xs`}
              >
                {item.codigoAnterior}
              </Link>
            </span>
          </Fact>
          <Fact>
            Proveedor actual:{' '}
            <Link
              to={paths.dashboard.competition.rival.getHref(item.proveedorActual.rut)}
              className={linkClass}
            >
              {item.proveedorActual.nombre}
            </Link>
          </Fact>
        </>
      );
    case 'nuevo_llamado':
      return (
        <Fact>
          {item.estado === 'desierta' ? 'Quedó desierta' : 'Fue revocada'}:{' '}
          <Link
            to={paths.dashboard.competition.process.getHref(item.codigoAnterior)}
            className={`${linkClass} font-mono text-xs`}
          >
            {item.codigoAnterior}
          </Link>
        </Fact>
      );
  }
}

/**
 * One thing expected, as an article named by its description: its kind, buyer, codes and source
 * on one side; its window, amount and what can be done with it on the other (a card on a
 * phone, a row of the calendar on a wider screen).
 */
export const UpcomingItemArticle = memo(function UpcomingItemArticle({
  item,
  companyId,
  onPrepare,
}: {
  item: UpcomingItem;
  companyId: number;
  onPrepare: (item: UpcomingItem) => void;
}) {
  const titleId = useId();
  const published = item.seguimiento.publicada;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{UPCOMING_KIND_LABELS[item.fuente]}</Badge>
          {item.fuente === 'plan' && item.atrasada && <Badge variant="warning">Atrasada</Badge>}
          {item.fuente === 'plan' && item.version === 'agregada' && (
            <Badge variant="outline">Agregada durante el año</Badge>
          )}
          {item.fuente === 'plan' && item.version === 'modificada' && (
            <Badge variant="outline">Modificada</Badge>
          )}
        </div>
        <h4 id={titleId} className="font-semibold break-words">
          {item.descripcion}
        </h4>
        <p className="text-sm">
          {item.comprador.nombre}{' '}
          <span className="text-muted-foreground">· {item.comprador.region}</span>
        </p>
        <SourceFacts item={item} />
        <p className="text-xs text-muted-foreground">
          {item.codigosProducto.length === 1 ? 'Código de producto' : 'Códigos de producto'}:{' '}
          <span className="font-mono">{item.codigosProducto.join(', ')}</span>
        </p>
        <p className="text-xs text-muted-foreground">Fuente: {item.fuenteTexto}</p>
        <p className="text-xs text-muted-foreground">{planRecordText(item.historialComprador)}</p>
      </div>
      <div className="flex flex-col gap-1.5 sm:items-end sm:text-right">
        <WindowText item={item} />
        <p className="text-sm tabular-nums">
          <span className="text-muted-foreground">Monto estimado:</span>{' '}
          {formatCLP(item.montoEstimado)}
        </p>
        {item.tipo && (
          <p className="text-xs text-muted-foreground">Procedimiento esperado: {item.tipo}</p>
        )}
        {published && (
          <Link to={paths.dashboard.opportunity.getHref(published.codigo)} className={linkClass}>
            Publicada: {published.codigo}
          </Link>
        )}
        <div className="mt-1 flex flex-wrap gap-2 sm:justify-end">
          {isFollowable(item) && <FollowButton companyId={companyId} item={item} />}
          <Button type="button" variant="outline" size="sm" onClick={() => onPrepare(item)}>
            Preparar
          </Button>
        </div>
      </div>
    </article>
  );
});
