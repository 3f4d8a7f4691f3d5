import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { LABEL_CLASS } from '@/components/ui/label';
import { Textarea, TEXTAREA_CLASS } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import {
  DEFAULT_SCORE_MINIMO,
  MIN_QUERY_LENGTH,
  PROCEDENCIA_OPTIONS,
  REGION_NAMES,
  type SearchParams,
} from '@/lib/search-json';

import {
  countFilters,
  toFormValues,
  toSearchParams,
  type SearchFormValues,
} from '../lib/search-form-values';

export const QUERY_TOO_SHORT = `Escribe al menos ${MIN_QUERY_LENGTH} caracteres para buscar.`;

const FORM = 'flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5';
const PROMPT_LABEL = '¿Qué vende tu empresa?';
const PROMPT_HINT =
  'Describe con tus palabras los productos o servicios que ofreces. Enter para buscar, Mayús + Enter para una nueva línea.';
const PROMPT_PLACEHOLDER = 'Ej.: servicio de aseo para hospitales en Valparaíso';
const PROMPT_ROWS = 2;

const PROCEDENCIA_CHOICES = PROCEDENCIA_OPTIONS.map((option) => ({
  value: option.code,
  label: option.label,
}));
const REGION_CHOICES = REGION_NAMES.map((name) => ({ value: name, label: name }));

/**
 * The AI search prompt and its filters (decision 0008): free text (3+ characters), procedencia,
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
  // Plain state: one rule (3+ characters) does not need a form library on the first page.
  const [values, setValues] = useState(() => toFormValues(defaultParams));
  const [queryError, setQueryError] = useState<string | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(
    () =>
      values.procedencia.length + values.regions.length > 0 ||
      Boolean(values.positiveWords || values.negativeWords) ||
      values.temperature !== DEFAULT_SCORE_MINIMO,
  );
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const query = values.query.trim();
    if (query.length < MIN_QUERY_LENGTH) {
      setQueryError(QUERY_TOO_SHORT);
      promptRef.current?.focus();
      return;
    }
    onSearch(toSearchParams(values, query));
  };

  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const filterCount = countFilters(values);

  return (
    <form
      noValidate
      role="search"
      aria-label="Búsqueda de oportunidades"
      onSubmit={submit}
      className={FORM}
    >
      <FormField label={PROMPT_LABEL} error={queryError ?? undefined} hint={PROMPT_HINT}>
        <Textarea
          rows={PROMPT_ROWS}
          placeholder={PROMPT_PLACEHOLDER}
          ref={promptRef}
          name="query"
          value={values.query}
          onKeyDown={onPromptKeyDown}
          onChange={(event) => {
            set('query', event.target.value);
            setQueryError(null);
          }}
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

      {/* The filters' fields are drawn once opened: the first screen draws the prompt only. */}
      <div
        id="search-filters"
        hidden={!filtersOpen}
        className="grid gap-4 border-t pt-4 md:grid-cols-2"
      >
        {filtersOpen && (
          <>
            <MultiSelect
              label="Procedencia"
              allLabel="Todas"
              options={PROCEDENCIA_CHOICES}
              value={values.procedencia}
              onChange={(next) => set('procedencia', next)}
            />
            <MultiSelect
              label="Regiones"
              allLabel="Todo Chile"
              options={REGION_CHOICES}
              value={values.regions}
              onChange={(next) => set('regions', next)}
            />
            <FormField
              label="Palabras que deben aparecer"
              hint="Separadas por coma. Suben el puntaje."
            >
              <Input
                name="positiveWords"
                placeholder="hospital, clínica"
                value={values.positiveWords}
                onChange={(event) => set('positiveWords', event.target.value)}
              />
            </FormField>
            <FormField
              label="Palabras a excluir"
              hint="Separadas por coma. Quitan esos resultados."
            >
              <Input
                name="negativeWords"
                placeholder="vehículos, arriendo"
                value={values.negativeWords}
                onChange={(event) => set('negativeWords', event.target.value)}
              />
            </FormField>
            <FormField
              label={`Puntaje mínimo: ${Math.round(values.temperature * 100)} %`}
              hint="Más alto, resultados más parecidos a lo que describiste; más bajo, más resultados."
              className="md:col-span-2"
            >
              <input
                type="range"
                min={0}
                max={1}
                step={0.01}
                value={values.temperature}
                onChange={(event) => set('temperature', Number(event.target.value))}
                className="w-full accent-[var(--primary)]"
              />
            </FormField>
          </>
        )}
      </div>
    </form>
  );
}

/**
 * The form's look before it can be used (the search's preview while the session is checked):
 * the same box, texts and buttons, with nothing to type into or press, hidden from assistive
 * technology, which hears the page's status instead.
 */
export function SearchFormPreview() {
  return (
    <div aria-hidden className={FORM}>
      <div className="flex flex-col gap-2">
        <span className={LABEL_CLASS}>{PROMPT_LABEL}</span>
        {/* As tall as the textarea's two rows: two lines of its text, its padding and border. */}
        <div
          className={cn(
            TEXTAREA_CLASS,
            // A box with no text to edit is ':read-only': keep the textarea's own background.
            'min-h-[max(4rem,calc(2lh+1.125rem))] text-muted-foreground read-only:bg-card',
          )}
        >
          {PROMPT_PLACEHOLDER}
        </div>
        <p className="text-xs text-muted-foreground">{PROMPT_HINT}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <span>
            <SlidersHorizontalIcon aria-hidden />
            Filtros
          </span>
        </Button>
        <Button asChild className="ml-auto">
          <span>
            <SearchIcon aria-hidden />
            Buscar
          </span>
        </Button>
      </div>
    </div>
  );
}
