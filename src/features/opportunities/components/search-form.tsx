import { zodResolver } from '@hookform/resolvers/zod';
import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Textarea } from '@/components/ui/textarea';
import {
  DEFAULT_SCORE_MINIMO,
  MIN_QUERY_LENGTH,
  PROCEDENCIA_OPTIONS,
  REGION_NAMES,
  type SearchParams,
} from '@/lib/search-json';

const wordsField = z.string();

const searchFormSchema = z.object({
  query: z
    .string()
    .trim()
    .min(MIN_QUERY_LENGTH, `Escribe al menos ${MIN_QUERY_LENGTH} caracteres para buscar.`),
  procedencia: z.array(z.string()),
  regions: z.array(z.string()),
  positiveWords: wordsField,
  negativeWords: wordsField,
  temperature: z.number().min(0).max(1),
});

type SearchFormValues = z.infer<typeof searchFormSchema>;

const splitWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

function toFormValues(params?: SearchParams | null): SearchFormValues {
  return {
    query: params?.query ?? '',
    procedencia: [...(params?.procedencia ?? [])],
    regions: [...(params?.regions ?? [])],
    positiveWords: (params?.positiveWords ?? []).join(', '),
    negativeWords: (params?.negativeWords ?? []).join(', '),
    temperature: params?.temperature ?? DEFAULT_SCORE_MINIMO,
  };
}

const PROCEDENCIA_CHOICES = PROCEDENCIA_OPTIONS.map((option) => ({
  value: option.code,
  label: option.label,
}));
const REGION_CHOICES = REGION_NAMES.map((name) => ({ value: name, label: name }));

/**
 * The AI search prompt and its filters (spec search §3): free text (3+ characters), procedencia,
 * regions, positive and negative words and the minimum score. Enter searches; Shift+Enter is a
 * new line.
 */
export function SearchForm({
  defaultParams,
  searching,
  onSearch,
  onCancel,
}: {
  defaultParams?: SearchParams | null;
  searching: boolean;
  onSearch: (params: SearchParams) => void;
  onCancel: () => void;
}) {
  const form = useForm<SearchFormValues>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: toFormValues(defaultParams),
    reValidateMode: 'onSubmit',
  });
  const [filtersOpen, setFiltersOpen] = useState(() => {
    const values = toFormValues(defaultParams);
    return (
      values.procedencia.length + values.regions.length > 0 ||
      Boolean(values.positiveWords || values.negativeWords) ||
      values.temperature !== DEFAULT_SCORE_MINIMO
    );
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    onSearch({
      query: values.query.trim(),
      procedencia: values.procedencia,
      regions: values.regions,
      positiveWords: splitWords(values.positiveWords),
      negativeWords: splitWords(values.negativeWords),
      temperature: values.temperature,
    }),
  );

  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const [procedencia, regions, positiveWords, negativeWords] = useWatch({
    control: form.control,
    name: ['procedencia', 'regions', 'positiveWords', 'negativeWords'],
  });
  const filterCount =
    procedencia.length +
    regions.length +
    splitWords(positiveWords).length +
    splitWords(negativeWords).length;

  return (
    <form
      noValidate
      role="search"
      aria-label="Búsqueda de oportunidades"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <FormField
        label="¿Qué vende tu empresa?"
        error={errors.query?.message}
        hint="Describe con tus palabras los productos o servicios que ofreces. Enter para buscar, Mayús + Enter para una nueva línea."
      >
        <Textarea
          rows={2}
          placeholder="Ej.: servicio de aseo para hospitales en Valparaíso"
          onKeyDown={onPromptKeyDown}
          {...form.register('query', { onChange: () => form.clearErrors('query') })}
        />
      </FormField>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontalIcon aria-hidden />
          Filtros{filterCount > 0 ? ` (${filterCount})` : ''}
        </Button>
        <div className="ml-auto flex gap-2">
          {searching && (
            <Button type="button" variant="outline" onClick={onCancel}>
              <XIcon aria-hidden />
              Cancelar
            </Button>
          )}
          <Button type="submit" disabled={searching}>
            <SearchIcon aria-hidden />
            {searching ? 'Buscando…' : 'Buscar'}
          </Button>
        </div>
      </div>

      <div
        id="search-filters"
        hidden={!filtersOpen}
        className="grid gap-4 border-t pt-4 md:grid-cols-2"
      >
        <Controller
          control={form.control}
          name="procedencia"
          render={({ field }) => (
            <MultiSelect
              label="Procedencia"
              allLabel="Todas"
              options={PROCEDENCIA_CHOICES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="regions"
          render={({ field }) => (
            <MultiSelect
              label="Regiones"
              allLabel="Todo Chile"
              options={REGION_CHOICES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FormField label="Palabras que deben aparecer" hint="Separadas por coma. Suben el puntaje.">
          <Input placeholder="hospital, clínica" {...form.register('positiveWords')} />
        </FormField>
        <FormField label="Palabras a excluir" hint="Separadas por coma. Quitan esos resultados.">
          <Input placeholder="vehículos, arriendo" {...form.register('negativeWords')} />
        </FormField>
        <Controller
          control={form.control}
          name="temperature"
          render={({ field }) => (
            <FormField
              label={`Puntaje mínimo: ${Math.round(field.value * 100)} %`}
              hint="Más alto, resultados más parecidos a lo que describiste; más bajo, más resultados."
              className="md:col-span-2"
            >
              <input
                type="range"
                min={0}
                max={1}
                step={0.01}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                className="w-full accent-[var(--primary)]"
              />
            </FormField>
          )}
        />
      </div>
    </form>
  );
}
