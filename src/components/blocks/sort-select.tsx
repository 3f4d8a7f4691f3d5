import { cn } from '@/lib/cn';

/**
 * A phone's 'Ordenar por': the list's orders as a select, where a row of sortable column
 * headers does not fit (DataTable, the users' table, the results' cards).
 */
export function SortSelect({
  value,
  onChange,
  options,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      Ordenar por
      <select
        className="h-9 rounded-md border border-input bg-card px-2 text-sm text-foreground"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
