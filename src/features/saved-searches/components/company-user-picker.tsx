import { useQuery } from '@tanstack/react-query';
import { useId, type RefCallback } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import {
  companyUsersQueryOptions,
  type CompanyUser,
} from '@/entities/company-users/api/get-company-users';
import { cn } from '@/lib/cn';

import type { SavedSearch } from '../api/saved-search-schema';

/**
 * The company's users as checkboxes. Recipients stored on the search who are no longer listed
 * stay visible, so they can still be removed.
 */
export function CompanyUserPicker({
  companyId,
  savedSearch,
  selected,
  disabled,
  invalid,
  firstRef,
  onChange,
}: {
  companyId: number;
  savedSearch?: SavedSearch;
  selected: number[];
  disabled: boolean;
  invalid: boolean;
  firstRef: RefCallback<HTMLButtonElement>;
  onChange: (ids: number[]) => void;
}) {
  const query = useQuery(companyUsersQueryOptions(companyId));
  const baseId = useId();

  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Cargando" />
        Cargando usuarios...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <span>No se pudieron cargar los usuarios de la empresa.</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }

  const users: CompanyUser[] = [...(query.data ?? [])];
  for (const stored of savedSearch?.notifyUsers ?? []) {
    if (!users.some((user) => user.id === stored.id)) users.push(stored);
  }

  if (users.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No hay usuarios disponibles en la empresa. Contacta al administrador para agregar usuarios.
      </p>
    );
  }

  return (
    <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
      {users.map((user, index) => {
        const checkboxId = `${baseId}-${user.id}`;
        return (
          <li
            key={user.id}
            className="flex items-start gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
          >
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              ref={index === 0 ? firstRef : undefined}
              checked={selected.includes(user.id)}
              disabled={disabled}
              aria-invalid={invalid}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...selected, user.id]
                    : selected.filter((id) => id !== user.id),
                )
              }
            />
            <label
              htmlFor={checkboxId}
              className={cn(
                'flex min-w-0 flex-1 cursor-pointer flex-col',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <span className="font-medium">{user.name}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
