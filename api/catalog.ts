import { performance } from 'node:perf_hooks';
import type { PrismaClient } from '../prisma/generated/client.js';
import type { RequestBudget } from './budget.js';
import { globalId, keyOf } from './global-id.js';
import { readSnapshot, type CatalogSnapshot } from './catalog-snapshot.js';
import { SuggestionIndex } from './suggest.js';

/*
 * Caches that must agree with the catalog: the name-suggestion indexes and the engine's card
 * definitions. The catalog's version is a counter in the database ("CatalogVersion", bumped by triggers on every
 * statement that writes a catalog table, whoever runs it: an import, a seed, a hand-written fix), so every replica
 * on the same database sees the same version. Each replica reads it at most once per `pollMs`, and drops what it
 * built for an older version: an import through one replica is seen by all of them within `pollMs`.
 */

export interface CardName {
  id: string;
  gameId: string;
  name: string;
  subtitle: string | null;
  internalName: string;
}

export interface NameSuggestion {
  /** The card's global id ("Card:SWU:SOR_045") and its key within its game ("SOR_045"). */
  id: string;
  key: string;
  name: string;
  subtitle: string | null;
  score: number;
}

export const DEFAULT_CATALOG_POLL_MS = 1000;

/** Most search pages remembered per catalog version (the least recently used one is forgotten first). */
export const SEARCH_CACHE_SIZE = 2000;

/** A search page as the database answered it: the cards' ids in order, and the total (-1 when not counted). */
export interface SearchIds {
  ids: readonly string[];
  total: number;
}

/** Longest stretch of name scoring before other requests get a turn. */
const SLICE_MS = 8;

const cardLabel = (c: CardName): string => (c.subtitle ? `${c.name}, ${c.subtitle}` : c.name);

export class Catalog {
  private known: { version: number; changedAt: Date; at: number } | undefined;
  private reading: Promise<number> | undefined;
  private readonly entries = new Map<string, { version: number; value: Promise<unknown> }>();
  private current: CatalogSnapshot | undefined;
  private building: Promise<void> | undefined;
  private lastTurn: Promise<void> = Promise.resolve();
  private searches: { version: number; pages: Map<string, Promise<SearchIds>> } = { version: -1, pages: new Map() };
  private sliceEnds = 0;

  constructor(
    private readonly prisma: PrismaClient,
    public pollMs = DEFAULT_CATALOG_POLL_MS,
    /** Whether to hold the catalog in memory (snapshot()); off, every lookup asks the database. */
    public inMemory = true,
  ) {}

  /** The catalog's version, read from the database at most once per pollMs. */
  async version(): Promise<number> {
    if (this.known && performance.now() - this.known.at < this.pollMs) return this.known.version;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  /** What the last read found (for /readyz), without reading again. */
  lastRead(): { version: number; changedAt: Date } | undefined {
    return this.known && { version: this.known.version, changedAt: this.known.changedAt };
  }

  /** Reads the version now (for /readyz: it also proves the table is there). */
  async read(): Promise<number> {
    const row = await this.prisma.catalogVersion.findUnique({ where: { id: 1 } });
    const version = Number(row?.version ?? 0);
    this.known = { version, changedAt: row?.changedAt ?? new Date(0), at: performance.now() };
    return version;
  }

  /** `build()`'s value for the current catalog version, built once per version (a failed build is retried). */
  async cached<T>(key: string, build: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.value as Promise<T>;
    const value = build();
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /**
   * The whole catalog in memory at the current version, or undefined while it is being read (callers then ask the
   * database): the first request after an import never waits for the whole catalog.
   */
  async snapshot(): Promise<CatalogSnapshot | undefined> {
    if (!this.inMemory) return undefined;
    const version = await this.version();
    if (this.current?.version === version) return this.current;
    this.building ??= this.build().finally(() => (this.building = undefined));
    return undefined;
  }

  /** Reads the catalog, and keeps it only if no write landed while it was read (else the next request reads again). */
  private async build(): Promise<void> {
    try {
      const before = await this.read();
      const snapshot = await readSnapshot(this.prisma, before);
      if ((await this.read()) === before) this.current = snapshot;
    } catch {
      // The database is unreachable or changing: requests keep asking it directly, and the next one retries.
    }
  }

  /**
   * A search page's ids for one catalog version, asked of the database (`read`) once per version and statement: a
   * catalog version is an immutable catalog (every write bumps it), so the answer is the database's for that version.
   * Identical searches arriving together share one statement; a failed one is not kept.
   */
  searchIds(version: number, key: string, read: () => Promise<SearchIds>): Promise<SearchIds> {
    if (this.searches.version !== version) this.searches = { version, pages: new Map() };
    const { pages } = this.searches;
    const known = pages.get(key);
    if (known) {
      // Most recently used last: a Map iterates in insertion order.
      pages.delete(key);
      pages.set(key, known);
      return known;
    }
    const value = read();
    pages.set(key, value);
    if (pages.size > SEARCH_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    value.catch(() => {
      if (pages.get(key) === value) pages.delete(key);
    });
    return value;
  }

  /**
   * Runs `work` (name scoring) after every earlier caller's, in slices of at most SLICE_MS of the event loop: a request
   * with many misses scores them a slice at a time, with other requests (and /healthz) answered in between.
   */
  private async inTurn<T>(work: () => T): Promise<T> {
    const previous = this.lastTurn;
    let done!: () => void;
    this.lastTurn = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      if (performance.now() >= this.sliceEnds) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        this.sliceEnds = performance.now() + SLICE_MS;
      }
      return work();
    } finally {
      done();
    }
  }

  /** "Did you mean" for a card name or internal name, best first. */
  async suggestCards(game: string, query: string, budget: RequestBudget): Promise<NameSuggestion[]> {
    const index = await this.cached(`cards:${game}`, async () => {
      const cards = await this.prisma.card.findMany({
        where: { gameId: game },
        select: { id: true, gameId: true, name: true, subtitle: true, internalName: true },
        orderBy: { id: 'asc' },
      });
      return SuggestionIndex.build<CardName>(cards, (c) => [cardLabel(c), c.name, c.internalName.replace(/[#-]/g, ' '), keyOf(c)]);
    });
    return (await this.inTurn(() => budget.measure(() => index.search(query)))).map(({ item, score }) => ({
      id: globalId('Card', item.gameId, keyOf(item)), key: keyOf(item), name: item.name, subtitle: item.subtitle, score,
    }));
  }

  /** "Did you mean" for a keyword name. */
  async suggestKeywords(game: string, query: string, budget: RequestBudget): Promise<{ name: string; score: number }[]> {
    const index = await this.cached(`keywords:${game}`, async () => {
      const keywords = await this.prisma.keyword.findMany({ where: { gameId: game }, select: { name: true }, orderBy: { name: 'asc' } });
      return SuggestionIndex.build(keywords, (k) => [k.name]);
    });
    return (await this.inTurn(() => budget.measure(() => index.search(query)))).map(({ item, score }) => ({ name: item.name, score }));
  }
}

const catalogs = new WeakMap<PrismaClient, Catalog>();

/** One Catalog per database client, shared by the server and the engine's card loading. */
export function catalogFor(prisma: PrismaClient): Catalog {
  let catalog = catalogs.get(prisma);
  if (!catalog) catalogs.set(prisma, (catalog = new Catalog(prisma)));
  return catalog;
}
