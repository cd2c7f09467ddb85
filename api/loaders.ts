import DataLoader, { type BatchLoadFn } from 'dataloader';
import { Prisma } from '../prisma/generated/client.js';
import type { RequestBudget } from './budget.js';
import type { Catalog } from './catalog.js';
import type { CatalogSnapshot } from './catalog-snapshot.js';
import type {
  Card,
  CardKeyword,
  Keyword,
  Printing,
  PrismaClient,
  Rule,
  Ruling,
} from '../prisma/generated/client.js';

export type CardKeywordWithKeyword = CardKeyword & { keyword: Keyword };

/** Card columns only the search reads (every text of the card again): left out of the rows the API loads. */
export const SEARCH_COLUMNS = { searchText: true, searchTags: true } as const;

/** The order of a card's printings and rulings, and its keyword rows: the same here and in the catalog snapshot. */
export const PRINTING_ORDER = [{ set: 'asc' }, { number: 'asc' }, { id: 'asc' }] satisfies Prisma.PrintingOrderByWithRelationInput[];
export const RULING_ORDER = [{ position: 'asc' }, { id: 'asc' }] satisfies Prisma.RulingOrderByWithRelationInput[];
/** Rule entries in document order, here, in the rules query and in the catalog snapshot. */
export const RULE_ORDER = [{ sortKey: 'asc' }, { id: 'asc' }] satisfies Prisma.RuleOrderByWithRelationInput[];
/** Card keywords with their Keyword row as JSON (one join: Prisma's include would be two queries), in card order. */
export const keywordRows = (where: Prisma.Sql) =>
  Prisma.sql`SELECT ck.*, to_jsonb(k.*) AS keyword FROM "CardKeyword" ck JOIN "Keyword" k ON k.id = ck."keywordId" ${where} ORDER BY ck."cardId", ck.position`;

/** A Card row as the API loads it. */
export type CatalogCard = Omit<Card, keyof typeof SEARCH_COLUMNS>;

/** Per-request batch loaders: one query per relation per request, however many parents ask. */
export interface Loaders {
  cardById: DataLoader<string, CatalogCard | null>;
  printingsByCard: DataLoader<string, Printing[]>;
  keywordsByCard: DataLoader<string, CardKeywordWithKeyword[]>;
  rulingsByCard: DataLoader<string, Ruling[]>;
  /** Card ids that have a keyword, in set/number order, each once. */
  cardIdsByKeyword: DataLoader<string, string[]>;
  ruleById: DataLoader<string, Rule | null>;
  keywordById: DataLoader<string, Keyword | null>;
  rulingById: DataLoader<string, Ruling | null>;
  /** Children of a rule, keyed by the parent's id ("SWU:7.6"), in document order. */
  ruleChildren: DataLoader<string, Rule[]>;
}

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

function byId<T extends { id: string }>(keys: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** "SWU:7.6.10" -> ["SWU", "7.6.10"]; rule numbers contain no colon. */
function splitRuleId(id: string): [string, string] {
  const at = id.indexOf(':');
  return [id.slice(0, at), id.slice(at + 1)];
}

/**
 * Loaders whose batches first check the request's budget: a stopped request runs no new batch of lookups. The catalog
 * loaders answer from the catalog's in-memory snapshot when it is at the current version (see catalog-snapshot.ts).
 * Each is made when first read: most requests need one or two of them, and a `resolve` none.
 */
class RequestLoaders implements Loaders {
  #cardById?: Loaders['cardById'];
  #printingsByCard?: Loaders['printingsByCard'];
  #keywordsByCard?: Loaders['keywordsByCard'];
  #rulingsByCard?: Loaders['rulingsByCard'];
  #cardIdsByKeyword?: Loaders['cardIdsByKeyword'];
  #ruleById?: Loaders['ruleById'];
  #keywordById?: Loaders['keywordById'];
  #rulingById?: Loaders['rulingById'];
  #ruleChildren?: Loaders['ruleChildren'];

  constructor(
    private readonly prisma: PrismaClient,
    private readonly budget?: RequestBudget,
    private readonly catalog?: Catalog,
  ) {}

  private loader<K, V>(batch: BatchLoadFn<K, V>): DataLoader<K, V> {
    // async: a stopped budget rejects the batch (every field waiting on it gets the typed error), it does not throw.
    return new DataLoader<K, V>(async (keys) => {
      this.budget?.check();
      return batch(keys);
    });
  }

  /** A catalog loader: from the snapshot when there is one, else through `query`. */
  private catalogLoader<V>(fromSnapshot: (s: CatalogSnapshot, id: string) => V, query: (ids: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
    return this.loader<string, V>(async (ids) => {
      const snapshot = await this.catalog?.snapshot();
      return snapshot ? ids.map((id) => fromSnapshot(snapshot, id)) : query(ids);
    });
  }

  get cardById() {
    return (this.#cardById ??= this.catalogLoader(
      (s, id) => s.cards.get(id) ?? null,
      async (ids) => byId(ids, await this.prisma.card.findMany({ where: { id: { in: [...ids] } }, omit: SEARCH_COLUMNS })),
    ));
  }

  get printingsByCard() {
    return (this.#printingsByCard ??= this.catalogLoader(
      (s, id) => [...(s.printings.get(id) ?? [])],
      async (ids) =>
        groupBy(ids, await this.prisma.printing.findMany({ where: { cardId: { in: [...ids] } }, orderBy: PRINTING_ORDER }), (p) => p.cardId),
    ));
  }

  get keywordsByCard() {
    return (this.#keywordsByCard ??= this.catalogLoader(
      (s, id) => [...(s.keywords.get(id) ?? [])],
      async (ids) =>
        groupBy(
          ids,
          await this.prisma.$queryRaw<CardKeywordWithKeyword[]>(keywordRows(Prisma.sql`WHERE ck."cardId" IN (${Prisma.join([...ids])})`)),
          (k) => k.cardId,
        ),
    ));
  }

  get rulingsByCard() {
    return (this.#rulingsByCard ??= this.catalogLoader(
      (s, id) => [...(s.rulings.get(id) ?? [])],
      async (ids) =>
        groupBy(ids, await this.prisma.ruling.findMany({ where: { cardId: { in: [...ids] } }, orderBy: RULING_ORDER }), (r) => r.cardId ?? ''),
    ));
  }

  get cardIdsByKeyword() {
    return (this.#cardIdsByKeyword ??= this.catalogLoader((s, keywordId) => [...(s.cardIdsByKeyword.get(keywordId) ?? [])], async (keywordIds) => {
      const rows = await this.prisma.cardKeyword.findMany({
        where: { keywordId: { in: [...keywordIds] } },
        select: { keywordId: true, cardId: true },
        orderBy: [{ card: { set: 'asc' } }, { card: { number: 'asc' } }, { cardId: 'asc' }],
      });
      return groupBy(keywordIds, rows, (r) => r.keywordId).map((group) => [...new Set(group.map((r) => r.cardId))]);
    }));
  }

  get ruleById() {
    return (this.#ruleById ??= this.catalogLoader(
      (s, id) => s.ruleById.get(id) ?? null,
      async (ids) => byId(ids, await this.prisma.rule.findMany({ where: { id: { in: [...ids] } } })),
    ));
  }

  get keywordById() {
    return (this.#keywordById ??= this.catalogLoader(
      (s, id) => s.keywordById.get(id) ?? null,
      async (ids) => byId(ids, await this.prisma.keyword.findMany({ where: { id: { in: [...ids] } } })),
    ));
  }

  get rulingById() {
    return (this.#rulingById ??= this.loader(async (ids: readonly string[]) => byId(ids, await this.prisma.ruling.findMany({ where: { id: { in: [...ids] } } }))));
  }

  get ruleChildren() {
    return (this.#ruleChildren ??= this.catalogLoader((s, parentId) => [...(s.ruleChildren.get(parentId) ?? [])], async (parentIds) => {
      const byGame = new Map<string, string[]>();
      for (const id of parentIds) {
        const [game, number] = splitRuleId(id);
        byGame.set(game, [...(byGame.get(game) ?? []), number]);
      }
      const rows = await this.prisma.rule.findMany({
        where: { OR: [...byGame].map(([gameId, numbers]) => ({ gameId, parentNumber: { in: numbers } })) },
        orderBy: RULE_ORDER,
      });
      return groupBy(parentIds, rows, (r) => `${r.gameId}:${r.parentNumber ?? ''}`);
    }));
  }
}

export function createLoaders(prisma: PrismaClient, budget?: RequestBudget, catalog?: Catalog): Loaders {
  return new RequestLoaders(prisma, budget, catalog);
}
