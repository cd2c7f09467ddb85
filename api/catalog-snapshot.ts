import { Prisma, type Keyword, type Printing, type PrismaClient, type Rule, type Ruling } from '../prisma/generated/client.js';
import { keywordRows, PRINTING_ORDER, RULE_ORDER, RULING_ORDER, SEARCH_COLUMNS, type CardKeywordWithKeyword, type CatalogCard } from './loaders.js';

/*
 * The catalog (every game's cards with their printings, keywords and rulings, the keyword glossary and the rules text)
 * held in memory for one catalog
 * version. The catalog changes only on import, and is small (a few MB for every game), while a lookup through the
 * database costs one round trip per relation: on the embedded database each one is most of a request's time. The
 * rows and their order are exactly what the per-request loaders read (same statements, without the WHERE), so an
 * answer is the same from either.
 */
export interface CatalogSnapshot {
  version: number;
  cards: ReadonlyMap<string, CatalogCard>;
  printings: ReadonlyMap<string, readonly Printing[]>;
  /** Printing id ("SOR_045F") -> its card's id. */
  cardOfPrinting: ReadonlyMap<string, string>;
  keywords: ReadonlyMap<string, readonly CardKeywordWithKeyword[]>;
  rulings: ReadonlyMap<string, readonly Ruling[]>;
  /** nameKey(game, name) -> the cards of that name, in set and number order. */
  byName: ReadonlyMap<string, readonly CatalogCard[]>;
  /** nameKey(game, internal name) -> its cards. */
  byInternalName: ReadonlyMap<string, readonly CatalogCard[]>;
  /** Game -> its glossary, in the database's name order. */
  glossary: ReadonlyMap<string, readonly Keyword[]>;
  keywordById: ReadonlyMap<string, Keyword>;
  /** nameKey(game, keyword name) -> the keyword. */
  keywordByName: ReadonlyMap<string, Keyword>;
  /** Keyword id -> the ids of the cards that have it, in set and number order, each once. */
  cardIdsByKeyword: ReadonlyMap<string, readonly string[]>;
  /** Game -> its rule entries in document order (RULE_ORDER). */
  rules: ReadonlyMap<string, readonly Rule[]>;
  ruleById: ReadonlyMap<string, Rule>;
  /** nameKey(game, rule number) -> the entry (numbers are matched in any case, as "1.5.1a"). */
  ruleByNumber: ReadonlyMap<string, Rule>;
  /** "SWU:7.6" -> the entries under 7.6, in document order. */
  ruleChildren: ReadonlyMap<string, readonly Rule[]>;
}

/** A name looked up as the database's case-insensitive equality does. */
export const nameKey = (game: string, name: string): string => `${game}\u0000${name.toLowerCase()}`;

/** Set, then number (nulls last, as the database orders them), then id. */
function bySetAndNumber(a: CatalogCard, b: CatalogCard): number {
  const cmp = (x: string | null, y: string | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1);
  return cmp(a.set, b.set) || cmp(a.number, b.number) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function grouped<T>(rows: T[], keyOf: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Reads the whole catalog. One statement per table, run one after another (the embedded database is serial). */
export async function readSnapshot(prisma: PrismaClient, version: number): Promise<CatalogSnapshot> {
  const cards = await prisma.card.findMany({ omit: SEARCH_COLUMNS });
  const printings = await prisma.printing.findMany({ orderBy: PRINTING_ORDER });
  const keywords = await prisma.$queryRaw<CardKeywordWithKeyword[]>(keywordRows(Prisma.empty));
  const rulings = await prisma.ruling.findMany({ where: { cardId: { not: null } }, orderBy: RULING_ORDER });
  const glossary = await prisma.keyword.findMany({ orderBy: [{ gameId: 'asc' }, { name: 'asc' }] });
  const rules = await prisma.rule.findMany({ orderBy: RULE_ORDER });
  const ordered = [...cards].sort(bySetAndNumber);
  const keywordsOf = grouped(keywords, (k) => k.cardId);
  const cardIdsByKeyword = new Map<string, string[]>();
  for (const card of ordered) {
    for (const keywordId of new Set((keywordsOf.get(card.id) ?? []).map((k) => k.keywordId))) {
      const ids = cardIdsByKeyword.get(keywordId);
      if (ids) ids.push(card.id);
      else cardIdsByKeyword.set(keywordId, [card.id]);
    }
  }
  return {
    version,
    cards: new Map(cards.map((c) => [c.id, c])),
    printings: grouped(printings, (p) => p.cardId),
    cardOfPrinting: new Map(printings.map((p) => [p.id, p.cardId])),
    keywords: keywordsOf,
    rulings: grouped(rulings, (r) => r.cardId),
    byName: grouped(ordered, (c) => nameKey(c.gameId, c.name)),
    byInternalName: grouped(ordered, (c) => nameKey(c.gameId, c.internalName)),
    glossary: grouped(glossary, (k) => k.gameId),
    keywordById: new Map(glossary.map((k) => [k.id, k])),
    keywordByName: new Map(glossary.map((k) => [nameKey(k.gameId, k.name), k])),
    cardIdsByKeyword,
    rules: grouped(rules, (r) => r.gameId),
    ruleById: new Map(rules.map((r) => [r.id, r])),
    ruleByNumber: new Map(rules.map((r) => [nameKey(r.gameId, r.number), r])),
    ruleChildren: grouped(rules, (r) => (r.parentNumber === null ? null : `${r.gameId}:${r.parentNumber}`)),
  };
}
