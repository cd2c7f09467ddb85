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
  return boundedLevenshtein(a, b, Math.max(a.length, b.length));
}

const FAR = 1 << 30;
let rows = [new Int32Array(64), new Int32Array(64)];

/**
 * Levenshtein distance if it is at most `max`, else any number above `max`: only the diagonal band |i - j| <= max is
 * computed, and it stops as soon as a whole row exceeds `max`.
 */
function boundedLevenshtein(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  if (rows[0]!.length < m + 2) rows = [new Int32Array(m + 2), new Int32Array(m + 2)];
  let previous = rows[0]!;
  let current = rows[1]!;
  for (let j = 0; j <= m; j++) previous[j] = j;
  previous[m + 1] = FAR;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    current[lo - 1] = lo === 1 ? i : FAR;
    let rowMin = current[lo - 1]!;
    const code = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const substitution = previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    current[hi + 1] = FAR;
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[m]!;
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

/*
 * The same suggestions as `suggest`, from an index built once (per catalog version, see api/catalog.ts) instead of
 * normalizing and scoring every name on every lookup. Trigram similarity comes from an inverted index (only names
 * sharing a trigram are touched), containment from one substring test per name, and the edit distance is computed
 * only where it could still raise a name's score: it can never exceed shorter/longer length, so a 200-character
 * query skips it for every real name, and the distance stops as soon as it is too large to matter.
 */
/**
 * Which names get an edit distance. For a short query, every name (the length bound rules out most, and the rest are
 * short): its trigrams are too few to rank names by. For a longer one, the EDIT_CANDIDATES names sharing the most
 * trigrams with it: a name sharing few trigrams with a long query is far from it in edits too, and scoring every
 * name cost up to 30 ms of CPU per miss.
 */
const SHORT_QUERY = 10;
const EDIT_CANDIDATES = 64;

/**
 * The `k` labels sharing the most trigrams with the query (ties: the earlier label), of those sharing any. A count is
 * at most a label's few trigrams, so the labels are bucketed by count rather than all sorted.
 */
function mostShared(shared: Uint16Array, touched: number[], k: number): number[] {
  if (touched.length <= k) return touched;
  const byCount: number[][] = [];
  for (const label of touched) (byCount[shared[label]!] ??= []).push(label);
  const best: number[] = [];
  for (let count = byCount.length - 1; count > 0 && best.length < k; count--) {
    const bucket = byCount[count];
    if (!bucket) continue;
    bucket.sort((a, b) => a - b);
    for (let i = 0; i < bucket.length && best.length < k; i++) best.push(bucket[i]!);
  }
  return best;
}

function kthLargest(values: Float64Array, k: number): number {
  if (k <= 0) return 0;
  const top: number[] = [];
  for (const value of values) {
    if (top.length === k && value <= top[k - 1]!) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && top[at - 1]! < value) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = value;
  }
  return top.length === k ? top[k - 1]! : 0;
}

interface IndexedLabel {
  text: string;
  grams: number;
  item: number;
}

/** Normalized text holds only a-z, 0-9 and spaces: one counter each. */
const ALPHABET = 37;

function characterCounts(text: string, into: Uint16Array, at: number): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const slot = code >= 97 ? code - 97 : code >= 48 ? code - 48 + 26 : 36;
    into[at + slot]!++;
  }
}

/**
 * A lower bound of the edit distance from character counts alone: each edit adds or removes at most one character
 * on each side, so the distance is at least the larger of the two surpluses. O(37) instead of O(length^2).
 */
function countDistance(a: Uint16Array, b: Uint16Array, at: number): number {
  let surplusA = 0;
  let surplusB = 0;
  for (let i = 0; i < ALPHABET; i++) {
    const d = a[i]! - b[at + i]!;
    if (d > 0) surplusA += d;
    else surplusB -= d;
  }
  return Math.max(surplusA, surplusB);
}

export class SuggestionIndex<T> {
  private readonly labels: IndexedLabel[] = [];
  private readonly firstLabel: string[] = [];
  private readonly postings = new Map<string, number[]>();
  private items: readonly T[];
  private counts: Uint16Array;

  constructor(items: readonly T[], labels: (item: T) => string[]) {
    this.items = items;
    items.forEach((item, i) => this.add(item, i, labels));
    this.counts = this.countCharacters();
  }

  /** Builds the index a slice at a time, letting other work run in between (a catalog has thousands of names). */
  static async build<T>(items: readonly T[], labels: (item: T) => string[], slice = 250): Promise<SuggestionIndex<T>> {
    const index = new SuggestionIndex<T>([], labels);
    index.items = items;
    for (let i = 0; i < items.length; i++) {
      if (i > 0 && i % slice === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      index.add(items[i]!, i, labels);
    }
    index.counts = index.countCharacters();
    return index;
  }

  private add(item: T, i: number, labels: (item: T) => string[]): void {
    const names = labels(item);
    this.firstLabel.push(names[0] ?? '');
    for (const name of names) {
      const text = normalize(name);
      const grams = trigrams(text);
      const index = this.labels.push({ text, grams: grams.size, item: i }) - 1;
      for (const gram of grams) {
        let list = this.postings.get(gram);
        if (!list) this.postings.set(gram, (list = []));
        list.push(index);
      }
    }
  }

  private countCharacters(): Uint16Array {
    const counts = new Uint16Array(this.labels.length * ALPHABET);
    this.labels.forEach((label, i) => characterCounts(label.text, counts, i * ALPHABET));
    return counts;
  }

  /**
   * The labels that may equal or contain the query, when the index can tell: such a label has every trigram of the
   * query that lies inside one word, so it is listed under the rarest of them. Undefined (every label may) when the
   * query has no such trigram (no word of three characters).
   */
  private mayContain(queryGrams: Set<string>): readonly number[] | undefined {
    let rarest: readonly number[] | undefined;
    for (const gram of queryGrams) {
      if (gram.includes(' ')) continue;
      const list = this.postings.get(gram) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  get size(): number {
    return this.items.length;
  }

  search(query: string, { limit = 5, threshold = 0.4 } = {}): Suggestion<T>[] {
    const q = normalize(query);
    if (!q) return [];
    const scores = new Float64Array(this.items.length);
    const queryGrams = trigrams(q);
    // Trigrams shared with the query, per label, and the labels sharing any: an array, as a Map of the thousands of
    // labels a long query touches cost more than the rest of the search.
    const shared = new Uint16Array(this.labels.length);
    const touched: number[] = [];
    for (const gram of queryGrams) {
      for (const label of this.postings.get(gram) ?? []) {
        if (shared[label] === 0) touched.push(label);
        shared[label] = shared[label]! + 1;
      }
    }
    for (const label of touched) {
      const count = shared[label]!;
      const { grams, item } = this.labels[label]!;
      const score = count / (queryGrams.size + grams - count);
      if (score > scores[item]!) scores[item] = score;
    }
    const labels = this.labels;
    const queryCounts = new Uint16Array(ALPHABET);
    characterCounts(q, queryCounts, 0);
    for (const index of this.mayContain(queryGrams) ?? labels.keys()) {
      const { text: c, item } = labels[index]!;
      if (q === c) scores[item] = 1;
      else if (q.length >= 3 && c.length >= q.length && c.includes(q)) {
        const contained = 0.5 + 0.4 * (q.length / c.length);
        if (contained > scores[item]!) scores[item] = contained;
      }
    }
    // Scores only grow from here, so the limit-th best so far is a floor: a name must reach it to be suggested.
    const floor = Math.max(threshold, kthLargest(scores, limit));
    const candidates = q.length <= SHORT_QUERY ? labels.keys() : mostShared(shared, touched, EDIT_CANDIDATES);
    for (const index of candidates) {
      const { text: c, item } = labels[index]!;
      // edit = 1 - distance / longer, and distance >= the difference in length: shorter / longer bounds it. It only
      // matters if it can reach the floor and lift the name above the score it already has.
      const longer = Math.max(q.length, c.length);
      const bound = Math.min(q.length, c.length) / longer;
      const current = scores[item]!;
      if (!c || bound < floor || bound <= current) continue;
      // A little slack against rounding: a distance one too many is computed, then compared exactly below.
      const maxDistance = Math.floor((1 - Math.max(floor, current)) * longer + 1e-9);
      if (countDistance(queryCounts, this.counts, index * ALPHABET) > maxDistance) continue;
      const distance = boundedLevenshtein(q, c, maxDistance);
      if (distance <= maxDistance) {
        const edit = 1 - distance / longer;
        if (edit > current) scores[item] = edit;
      }
    }
    const found: { item: number; score: number }[] = [];
    scores.forEach((score, item) => {
      if (score >= threshold) found.push({ item, score });
    });
    return found
      .sort((a, b) => b.score - a.score || this.firstLabel[a.item]!.localeCompare(this.firstLabel[b.item]!, 'en'))
      .slice(0, limit)
      .map(({ item, score }) => ({ item: this.items[item]!, score: Math.round(score * 1000) / 1000 }));
  }
}
