import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_SCORE_MINIMO, REGION_NAMES, type SearchParams } from '@/lib/search-json';
import { renderApp, signInAs } from '@/testing/test-utils';

import { SearchForm } from './search-form';

const QUERY_ERROR = 'Escribe al menos 3 caracteres para buscar.';

function setup(props: { defaultParams?: SearchParams | null; searching?: boolean } = {}) {
  const onSearch = vi.fn<(params: SearchParams) => void>();
  const onCancel = vi.fn();
  render(
    <SearchForm
      defaultParams={props.defaultParams}
      searching={props.searching ?? false}
      onSearch={onSearch}
      onCancel={onCancel}
    />,
  );
  const prompt = screen.getByLabelText('¿Qué vende tu empresa?');
  return { onSearch, onCancel, prompt, user: userEvent.setup() };
}

const lastSearch = (onSearch: ReturnType<typeof setup>['onSearch']) => onSearch.mock.lastCall?.[0];

describe('SearchForm', () => {
  it('asks for at least 3 characters, not counting blanks, and clears the message on typing', async () => {
    const { onSearch, prompt, user } = setup();
    const search = screen.getByRole('button', { name: 'Buscar' });

    await user.type(prompt, '  ab  ');
    await user.click(search);
    expect(await screen.findByText(QUERY_ERROR)).toBeVisible();
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveAccessibleDescription(QUERY_ERROR);
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(prompt, 'c');
    expect(screen.queryByText(QUERY_ERROR)).not.toBeInTheDocument();
    expect(prompt).toHaveAttribute('aria-invalid', 'false');

    await user.clear(prompt);
    await user.type(prompt, 'pan');
    await user.click(search);
    expect(onSearch).toHaveBeenCalledOnce();
    expect(lastSearch(onSearch)).toEqual({
      query: 'pan',
      procedencia: [],
      regions: [],
      positiveWords: [],
      negativeWords: [],
      temperature: DEFAULT_SCORE_MINIMO,
    });
  });

  it('searches with Enter and starts a new line with Shift+Enter', async () => {
    const { onSearch, prompt, user } = setup();
    await user.type(prompt, 'aseo para hospitales{Shift>}{Enter}{/Shift}en Valparaíso');
    expect(prompt).toHaveValue('aseo para hospitales\nen Valparaíso');
    expect(onSearch).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledOnce();
    expect(lastSearch(onSearch)?.query).toBe('aseo para hospitales\nen Valparaíso');
    expect(prompt).toHaveValue('aseo para hospitales\nen Valparaíso');
  });

  it('refuses a short query on Enter too', async () => {
    const { onSearch, prompt, user } = setup();
    await user.type(prompt, 'ab{Enter}');
    expect(await screen.findByText(QUERY_ERROR)).toBeVisible();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('hides the filters until asked, then searches with procedencia and regions', async () => {
    const { onSearch, prompt, user } = setup();
    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Procedencia: Todas' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Procedencia: Todas' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Licitación (LE)' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Compra Ágil' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Procedencia: 2 seleccionadas' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Regiones: Todo Chile' }));
    const regions = await screen.findByRole('menu');
    expect(within(regions).getAllByRole('menuitemcheckbox')).toHaveLength(REGION_NAMES.length);
    await user.click(within(regions).getByRole('menuitemcheckbox', { name: REGION_NAMES[4] }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: `Regiones: ${REGION_NAMES[4]}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filtros (3)' })).toBeInTheDocument();

    await user.type(prompt, 'camionetas{Enter}');
    expect(lastSearch(onSearch)).toMatchObject({
      query: 'camionetas',
      procedencia: ['LE', 'COT'],
      regions: [REGION_NAMES[4]],
    });
  });

  it('splits the positive and negative words at commas, dropping blanks', async () => {
    const { onSearch, prompt, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.type(screen.getByLabelText('Palabras que deben aparecer'), ' hospital, clínica ,, ');
    await user.type(screen.getByLabelText('Palabras a excluir'), 'vehículos,arriendo');
    expect(screen.getByRole('button', { name: 'Filtros (4)' })).toBeInTheDocument();

    await user.type(prompt, 'servicio de aseo{Enter}');
    expect(lastSearch(onSearch)).toMatchObject({
      positiveWords: ['hospital', 'clínica'],
      negativeWords: ['vehículos', 'arriendo'],
    });
  });

  it('sets the minimum score, shown as a percentage', async () => {
    const { onSearch, prompt, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const score = screen.getByLabelText(`Puntaje mínimo: ${DEFAULT_SCORE_MINIMO * 100} %`);
    expect(score).toHaveAttribute('type', 'range');
    expect(score).toHaveValue(String(DEFAULT_SCORE_MINIMO));

    fireEvent.change(score, { target: { value: '0.7' } });
    expect(screen.getByLabelText('Puntaje mínimo: 70 %')).toBe(score);
    fireEvent.change(score, { target: { value: '0' } });
    expect(screen.getByLabelText('Puntaje mínimo: 0 %')).toBe(score);

    await user.type(prompt, 'servicio{Enter}');
    expect(lastSearch(onSearch)?.temperature).toBe(0);
  });

  it('starts from a previous search with its filters open', async () => {
    const params: SearchParams = {
      query: 'resmas de papel',
      procedencia: ['LP'],
      regions: [],
      positiveWords: ['carta'],
      negativeWords: ['oficio', 'color'],
      temperature: 0.55,
    };
    const { onSearch, prompt, user } = setup({ defaultParams: params });
    expect(prompt).toHaveValue('resmas de papel');
    expect(screen.getByRole('button', { name: 'Filtros (4)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Procedencia: Licitación (LP)' })).toBeVisible();
    expect(screen.getByLabelText('Palabras que deben aparecer')).toHaveValue('carta');
    expect(screen.getByLabelText('Palabras a excluir')).toHaveValue('oficio, color');
    expect(screen.getByLabelText('Puntaje mínimo: 55 %')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(lastSearch(onSearch)).toEqual(params);
  });

  it('while searching, offers to cancel and cannot search again', async () => {
    const { onCancel, user } = setup({ searching: true });
    expect(screen.getByRole('button', { name: 'Buscando…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  // The whole app, its lazy routes and a search over the seeded opportunities: slow on a busy machine.
  it('runs the search against the mock API from the search page', async () => {
    await signInAs('demo');
    const { user } = renderApp('/dashboard');
    const prompt = await screen.findByLabelText('¿Qué vende tu empresa?');
    await user.type(prompt, 'servicio de aseo para hospitales en Valparaíso{Enter}');
    expect(
      await screen.findByRole(
        'heading',
        { name: /oportunidades encontradas/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  }, 20_000);
});
