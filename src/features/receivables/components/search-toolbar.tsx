import type { ReactNode } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A receivables list's head: its search box, and its view switch and actions at the end. */
export function SearchToolbar({
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <FormField label={label} className="w-full max-w-sm">
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
