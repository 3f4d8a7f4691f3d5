import { zodResolver } from '@hookform/resolvers/zod';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';

import type { UpcomingScope } from '../api/upcoming-keys';
import {
  BUYER_MAX,
  scopeFormSchema,
  scopeAskedFor,
  withoutBuyer,
  withoutCode,
} from '../lib/upcoming-scope';

/** A code or the buyer asked for, with its button to stop asking. */
function ScopeChip({
  label,
  removeLabel,
  disabled,
  onRemove,
}: {
  label: string;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-3 text-sm">
      {label}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="size-6 rounded-full"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <XIcon aria-hidden />
      </Button>
    </li>
  );
}

/**
 * Asks the server about another product code, or for one buyer's alone. `onApply` asks first and
 * moves the page to the answer only once it is in; when it fails, the form says why and keeps
 * what was typed.
 */
export function UpcomingScopeForm({
  scope,
  onApply,
}: {
  scope: UpcomingScope;
  onApply: (next: UpcomingScope) => Promise<void>;
}) {
  const form = useForm<z.input<typeof scopeFormSchema>, unknown, z.output<typeof scopeFormSchema>>({
    resolver: zodResolver(scopeFormSchema),
    defaultValues: { codigo: '', comprador: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || removing;

  const apply = async (next: UpcomingScope) => {
    setError(null);
    try {
      await onApply(next);
      return true;
    } catch (failure) {
      setError(`No pudimos consultar: ${getErrorMessage(failure)}`);
      return false;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    if (await apply(scopeAskedFor(scope, values))) form.reset();
  });

  const remove = (next: UpcomingScope) => {
    setRemoving(true);
    void apply(next).finally(() => setRemoving(false));
  };

  const asked = scope.codigos.length > 0 || scope.comprador !== '';
  return (
    <Card
      as="section"
      aria-label="Consultar otros códigos o un comprador"
      className="flex flex-col gap-3 p-4"
    >
      <p className="text-sm text-muted-foreground">
        Mira también lo que viene en otro código de producto, o solo lo de un comprador.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField label="Otro código de producto" error={errors.codigo?.message}>
          <Input inputMode="numeric" placeholder="8 dígitos" {...form.register('codigo')} />
        </FormField>
        <FormField label="Comprador a consultar" error={errors.comprador?.message}>
          <Input
            placeholder="Nombre o código del comprador"
            maxLength={BUYER_MAX + 20}
            {...form.register('comprador')}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={busy} className="sm:mt-7">
          {isSubmitting && <Spinner label="Consultando" />}
          Consultar
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {asked && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">Consultando también:</span>
          <ul className="flex flex-wrap gap-2">
            {scope.codigos.map((code) => (
              <ScopeChip
                key={code}
                label={`Código ${code}`}
                removeLabel={`Quitar el código ${code}`}
                disabled={busy}
                onRemove={() => remove(withoutCode(scope, code))}
              />
            ))}
            {scope.comprador && (
              <ScopeChip
                label={`Solo el comprador «${scope.comprador}»`}
                removeLabel={`Quitar el comprador ${scope.comprador}`}
                disabled={busy}
                onRemove={() => remove(withoutBuyer(scope))}
              />
            )}
          </ul>
        </div>
      )}
    </Card>
  );
}
