import { foldText } from '@/lib/fold-text';

import type { HelpArticle } from './articles';

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);

function bodyText(article: HelpArticle) {
  return article.body
    .map((block) => (block.kind === 'p' ? block.text : block.items.join(' ')))
    .join(' ');
}

/**
 * Articles that contain every word searched (accents and case aside; a word matches the start of
 * a word, so 'etiq' finds 'etiquetas'), best first: title hits weigh most, then keywords, then
 * the summary and the body. An empty search lists them all in their order.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...articles];
  const scored = articles.flatMap((article, index) => {
    const fields = [
      { words: words(article.title), weight: 5 },
      { words: article.keywords.flatMap(words), weight: 3 },
      { words: words(article.summary), weight: 2 },
      { words: words(bodyText(article)), weight: 1 },
    ];
    let score = 0;
    for (const term of wanted) {
      const best = Math.max(
        0,
        ...fields.map((field) =>
          field.words.some((word) => word.startsWith(term)) ? field.weight : 0,
        ),
      );
      if (best === 0) return [];
      score += best;
    }
    return [{ article, score, index }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.article);
}
