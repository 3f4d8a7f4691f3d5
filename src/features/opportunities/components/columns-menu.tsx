import { Columns3Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { useColumnConfig } from '../hooks/use-column-config';

/** 'Columnas': which of the spec's columns the grid shows; required ones are fixed. */
export function ColumnsMenu({ isSupervisor }: { isSupervisor: boolean }) {
  const { columns, toggle } = useColumnConfig();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3Icon aria-hidden />
          Columnas
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Columnas visibles</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns
          .filter((column) => !column.supervisorOnly || isSupervisor)
          .map((column) => (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={column.visible}
              disabled={column.required}
              onCheckedChange={() => toggle(column.id)}
            >
              {column.label}
              {column.required && (
                <span className="ml-auto text-xs text-muted-foreground">Fija</span>
              )}
            </DropdownMenuCheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
