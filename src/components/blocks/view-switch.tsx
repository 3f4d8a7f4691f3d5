import { cn } from '@/lib/cn';

/**
 * A segmented switch between views of the same content (board or list; month, week or agenda):
 * toggle buttons in a named group, the chosen one pressed. Tabs would promise tab panels the
 * page does not have.
 */
export function ViewSwitch<TValue extends string>({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: TValue;
  onChange: (value: TValue) => void;
  options: readonly { value: TValue; label: string }[];
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="view-switch"
      className={cn(
        'inline-flex h-10 w-fit items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="inline-flex h-full items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
