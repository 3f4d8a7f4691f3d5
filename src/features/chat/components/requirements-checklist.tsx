import { ListChecksIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { Checkbox } from '@/components/ui/checkbox';

import type { Requirement } from '@/lib/ai-events';

/**
 * What the supplier must do to bid, drawn from the bases after 'Resumen IA' (issue 9): each line
 * can be ticked off and shows the document and passage it came from.
 */
export function RequirementsChecklist({ requirements }: { requirements: Requirement[] }) {
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const headingId = useId();
  const groups = [...new Set(requirements.map((item) => item.categoria))];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border bg-muted/30 p-3"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <ListChecksIcon aria-hidden className="size-4 text-primary" />
        Requisitos para postular
        <span className="font-normal text-muted-foreground">
          ({done.size} de {requirements.length} listos)
        </span>
      </h3>
      {groups.map((group) => (
        <div key={group} className="flex flex-col gap-1.5">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group}
          </h4>
          <ul className="flex flex-col gap-2">
            {requirements
              .filter((item) => item.categoria === group)
              .map((item) => (
                <RequirementLine
                  key={item.id}
                  item={item}
                  checked={done.has(item.id)}
                  onChange={(on) =>
                    setDone((current) => {
                      const next = new Set(current);
                      if (on) next.add(item.id);
                      else next.delete(item.id);
                      return next;
                    })
                  }
                />
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function RequirementLine({
  item,
  checked,
  onChange,
}: {
  item: Requirement;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex gap-2 text-sm">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className={checked ? 'text-muted-foreground line-through' : undefined}>
          {item.texto}
        </label>
        <details className="text-xs text-muted-foreground">
          <summary className="w-fit cursor-pointer">De {item.archivo}</summary>
          <q className="mt-1 block">{item.pasaje}</q>
        </details>
      </div>
    </li>
  );
}
