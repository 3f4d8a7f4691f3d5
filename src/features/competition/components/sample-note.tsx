import { FEW_DATA, isFewData } from '../lib/sample';

/** A figure's sample, 'n = 12', or 'pocos datos (n = 3)' under 5 (decision 0029). */
export function SampleNote({ n, className }: { n: number; className?: string }) {
  return (
    <span className={className ?? 'text-xs text-muted-foreground'}>
      {isFewData(n) ? `${FEW_DATA} (n = ${n})` : `n = ${n.toLocaleString('es-CL')}`}
    </span>
  );
}
