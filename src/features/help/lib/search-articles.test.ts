import { describe, expect, it } from 'vitest';

import { HELP_ARTICLES } from './articles';
import { searchArticles } from './search-articles';

const slugs = (query: string) =>
  searchArticles(HELP_ARTICLES, query).map((article) => article.slug);

describe('searchArticles', () => {
  it('lists every article for an empty search', () => {
    expect(slugs('  ')).toHaveLength(HELP_ARTICLES.length);
  });

  it('finds by title, keyword or body, without accents or case', () => {
    expect(slugs('CALENDARIO')[0]).toBe('tareas-y-calendario');
    expect(slugs('extension')[0]).toBe('extension');
    expect(slugs('garantías')).toContain('asistente-de-documentos');
  });

  it('matches the start of words and needs every word', () => {
    expect(slugs('etiq')[0]).toBe('etiquetas');
    expect(slugs('etiquetas zzz')).toEqual([]);
  });

  it('ranks a title hit above a body hit', () => {
    const found = slugs('equipo');
    expect(found[0]).toBe('equipo');
    expect(found.length).toBeGreaterThan(1);
  });
});
