import { useEffect, useId, useRef, useState } from 'react';

import type { Chart } from 'chart.js';

import { Card } from '@/components/blocks/card';
import { Skeleton } from '@/components/ui/skeleton';

export type ChartSeries = { label: string; values: number[]; color: string };

/**
 * A bar chart with its data as a table (the accessible alternative, and what a screen reader
 * reads): the canvas is an image named by the title; 'Ver como tabla' shows the same figures.
 */
export function BarChart({
  title,
  labels,
  series,
  format = (value) => value.toLocaleString('es-CL'),
  horizontal = false,
  height = 260,
  categoryLabel = horizontal ? 'Grupo' : 'Período',
  extraColumns = [],
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  format?: (value: number) => string;
  horizontal?: boolean;
  height?: number;
  /** The table's first column header. */
  categoryLabel?: string;
  /** More columns for the table only (e.g. how many invoices make each bar). */
  extraColumns?: readonly { header: string; values: readonly string[] }[];
}) {
  const headingId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [showTable, setShowTable] = useState(false);

  useEffect(() => {
    let chart: Chart | null = null;
    let cancelled = false;
    import('./chart-setup')
      .then(({ Chart: ChartJs }) => {
        if (cancelled || !canvasRef.current) return;
        chart = new ChartJs(canvasRef.current, {
          type: 'bar',
          data: {
            labels,
            datasets: series.map((entry) => ({
              label: entry.label,
              data: entry.values,
              backgroundColor: entry.color,
              borderRadius: 4,
            })),
          },
          options: {
            indexAxis: horizontal ? 'y' : 'x',
            maintainAspectRatio: false,
            animation: false,
            plugins: {
              legend: { display: series.length > 1, position: 'bottom' },
              tooltip: {
                callbacks: {
                  label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
                },
              },
            },
            scales: {
              [horizontal ? 'x' : 'y']: {
                beginAtZero: true,
                ticks: { callback: (value) => format(Number(value)) },
              },
            },
          },
        });
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, format, horizontal]);

  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {title}
        </h3>
        <button
          type="button"
          className="text-xs font-medium text-primary hover:underline"
          aria-expanded={showTable}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Ver como gráfico' : 'Ver como tabla'}
        </button>
      </div>
      <div className={showTable ? 'hidden' : 'relative'} style={{ height }}>
        {!ready && !failed && <Skeleton className="absolute inset-0" />}
        {failed ? (
          <p className="text-sm text-muted-foreground">
            No se pudo dibujar el gráfico; usa «Ver como tabla».
          </p>
        ) : (
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`Gráfico: ${title}. Sus datos están en «Ver como tabla».`}
          />
        )}
      </div>
      {showTable && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {categoryLabel}
                </th>
                {series.map((entry) => (
                  <th key={entry.label} scope="col" className="py-1.5 pr-3 text-right font-medium">
                    {entry.label}
                  </th>
                ))}
                {extraColumns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className="py-1.5 pr-3 text-right font-medium"
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {label}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.label} className="py-1.5 pr-3 text-right tabular-nums">
                      {format(entry.values[index] ?? 0)}
                    </td>
                  ))}
                  {extraColumns.map((column) => (
                    <td key={column.header} className="py-1.5 pr-3 text-right tabular-nums">
                      {column.values[index] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
