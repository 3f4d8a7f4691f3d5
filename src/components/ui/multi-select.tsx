import { ChevronDownIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

export type MultiSelectOption = { value: string; label: string };

/**
 * Several choices from a list, in a menu of checkbox items that stays open while choosing
 * (arrow keys move, Space or Enter toggles, Escape closes). The trigger reads
 * 'Label: summary', e.g. 'Regiones: Todo Chile', 'Regiones: Región de Valparaíso',
 * 'Regiones: 3 seleccionadas'.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  allLabel,
  countLabel = (count) => `${count} seleccionadas`,
  className,
}: {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** What no choice means, e.g. 'Todas'. */
  allLabel: string;
  countLabel?: (count: number) => string;
  className?: string;
}) {
  const summary =
    value.length === 0
      ? allLabel
      : value.length === 1
        ? (options.find((option) => option.value === value[0])?.label ?? value[0])
        : countLabel(value.length);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          data-slot="multi-select-trigger"
          variant="outline"
          className={cn('w-full justify-between font-normal', className)}
          aria-label={`${label}: ${summary}`}
        >
          <span className="truncate">
            <span className="text-muted-foreground">{label}: </span>
            {summary}
          </span>
          <ChevronDownIcon className="text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="multi-select-content" align="start" className="max-h-80 w-72">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {options.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) =>
              onChange(
                checked ? [...value, option.value] : value.filter((item) => item !== option.value),
              )
            }
          >
            {option.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
