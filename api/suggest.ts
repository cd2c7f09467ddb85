/*
 * Fuzzy "did you mean" over names, computed in JS so PGlite and PostgreSQL give the same answers (pg_trgm is an
 * extension neither can be assumed to have). Scores combine pg_trgm-style trigram similarity, Levenshtein distance
 * and containment, so that typos ("Darth Vadr") and partial names ("Vader") both find their card.
 */

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ').filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export function trigramSimilarity(a: string, b: string): number {
  const ga = trigrams(a);
  const gb = trigrams(b);
  if (ga.size === 0 || gb.size === 0) return 0;
  let shared = 0;
  for (const g of ga) if (gb.has(g)) shared++;
  return shared / (ga.size + gb.size - shared);
}

export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function similarity(query: string, candidate: string): number {
  return normalizedSimilarity(normalize(query), normalize(candidate));
}

/** `similarity` for texts already passed through `normalize`. */
function normalizedSimilarity(q: string, c: string): number {
  if (!q || !c) return 0;
  if (q === c) return 1;
  const edit = 1 - levenshtein(q, c) / Math.max(q.length, c.length);
  const contained = q.length >= 3 && c.includes(q) ? 0.5 + 0.4 * (q.length / c.length) : 0;
  return Math.max(trigramSimilarity(q, c), edit, contained);
}

export interface Suggestion<T> {
  item: T;
  score: number;
}

/** Best matches first; ties break on the label so the order is stable. */
export function suggest<T>(
  query: string,
  items: readonly T[],
  labels: (item: T) => string[],
  { limit = 5, threshold = 0.4 } = {},
): Suggestion<T>[] {
  // The query is the same for every candidate: normalize it once, not once per label.
  const q = normalize(query);
  return items
    .map((item) => {
      const names = labels(item);
      return { item, score: Math.max(...names.map((l) => normalizedSimilarity(q, normalize(l)))), label: names[0] ?? '' };
    })
    .filter((s) => s.score >= threshold)
    .sort((a, b) => b.score - a.score || a.label.localeCompare(b.label, 'en'))
    .slice(0, limit)
    .map(({ item, score }) => ({ item, score: Math.round(score * 1000) / 1000 }));
}
