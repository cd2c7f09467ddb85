// The cards a resolution needs, from the catalog: exactly the refs the state names (plus the tokens the engine may
// create), as engine CardDefinitions, with the abilities the import compiled from each card's text (and its engine
// support: a sentence that did not compile is an unsupported ability, UNSUPPORTED only when it matters). Our
// hand-written starter set overrides the compiled abilities; the catalog's stats and text stay authoritative.
import type { CardDefinition, CardLookup } from '../../engine/api.js';
import { swuAttributes, type CardAttributes } from '../../prisma/attributes.js';
import type { Card, CardKeyword, Keyword, PrismaClient } from '../../prisma/generated/client.js';
import { MAX_NAME_LENGTH } from '../text-input.js';

type CardRow = Card & { keywords: (CardKeyword & { keyword: Keyword })[]; printings: { id: string }[] };

/** An SWU card row as the engine's CardDefinition (SWU's stats are in the row's attributes). */
export function cardDefinitionFromRow(row: CardRow): CardDefinition {
  const swu = swuAttributes(row);
  const def: CardDefinition = {
    id: row.id,
    internalName: row.internalName,
    name: row.name,
    subtitle: row.subtitle,
    type: row.type,
    cost: row.cost,
    power: swu.power,
    hp: swu.hp,
    upgradePower: swu.upgradePower,
    upgradeHp: swu.upgradeHp,
    arena: swu.arenas[0] ?? null,
    aspects: swu.aspects,
    traits: swu.traits,
    unique: row.unique,
    keywords: [...row.keywords]
      .sort((a, b) => a.position - b.position)
      .map((k) => ({ name: k.keyword.name, value: k.value, text: k.text })),
    text: row.text,
    backText: swu.backText,
  };
  if (swu.epicAction) def.epicAction = swu.epicAction;
  if (row.abilities !== null && row.abilities !== undefined) def.abilities = row.abilities;
  return def;
}

/**
 * A card of a game whose engine reads it from its attributes (X-Wing, TI4): the fields every game has, and the game's
 * own attributes (prisma/attributes.ts) as they are stored. aspects/traits stay empty: they are SWU's.
 */
export type GameCardDefinition = CardDefinition & { game: string; attributes: CardAttributes };

export function gameCardDefinitionFromRow(row: CardRow): GameCardDefinition {
  const def: GameCardDefinition = {
    id: row.id,
    game: row.gameId,
    internalName: row.internalName,
    name: row.name,
    subtitle: row.subtitle,
    type: row.type,
    cost: row.cost,
    aspects: [],
    traits: [],
    unique: row.unique,
    keywords: [...row.keywords]
      .sort((a, b) => a.position - b.position)
      .map((k) => ({ name: k.keyword.name, value: k.value, text: k.text })),
    text: row.text,
    attributes: row.attributes as unknown as CardAttributes,
  };
  if (row.abilities !== null && row.abilities !== undefined) def.abilities = row.abilities;
  return def;
}

/** How each game's rows become definitions: SWU's engine has its own shape, the others read attributes. */
const DEFINITION_FROM_ROW: Readonly<Record<string, (row: CardRow) => CardDefinition>> = {
  SWU: cardDefinitionFromRow,
  XWING: gameCardDefinitionFromRow,
  TI4: gameCardDefinitionFromRow,
};

/**
 * Catalog definition with our hand-written abilities (the starter set) where we have them: they override what the
 * import compiled from the text (the import stores them too, but a catalog imported before they changed would not).
 * Elsewhere the catalog's compiled abilities stand.
 */
export function withStarterAbilities(def: CardDefinition, starter: CardLookup | undefined): CardDefinition {
  if (!starter) return def;
  const fromStarter = starter(def.id) ?? (def.abilities === undefined ? starter(def.internalName) : undefined);
  return fromStarter?.abilities !== undefined && fromStarter.abilities !== def.abilities ? { ...def, abilities: fromStarter.abilities } : def;
}

/** Main sets in release order: among reprints sharing an internal name, the original printing is the card. */
const RELEASE_ORDER = ['SOR', 'SHD', 'TWI', 'JTL', 'LOF', 'SEC', 'LAW'];

function releaseRank(id: string): number {
  const rank = RELEASE_ORDER.indexOf(id.split('_')[0] ?? '');
  return rank === -1 ? RELEASE_ORDER.length : rank;
}

/** Which of two catalog cards with the same internal name a ref by that name means. */
function preferred(current: CardDefinition, candidate: CardDefinition): CardDefinition {
  if ((current.abilities === undefined) !== (candidate.abilities === undefined)) return current.abilities !== undefined ? current : candidate;
  const byRelease = releaseRank(current.id) - releaseRank(candidate.id);
  if (byRelease !== 0) return byRelease < 0 ? current : candidate;
  return current.id <= candidate.id ? current : candidate;
}

const REFS_PER_QUERY = 5000;

/**
 * Loads the cards named by `refs` (ids, printing set codes or internal names) in one query and returns a lookup
 * over them, falling back to `starter` for refs the catalog does not know. When several catalog cards share an
 * internal name (reprints), the one with abilities wins, then the earliest set, then the lowest id: the same catalog
 * always gives the same answer.
 */
export async function loadCardLookup(prisma: PrismaClient, game: string, refs: readonly string[], starter?: CardLookup): Promise<CardLookup> {
  // A ref with a NUL character cannot be a card, and PostgreSQL refuses it in a query: it stays unknown (UNKNOWN_CARD).
  const wanted = [...new Set(refs)].filter((r) => r.length > 0 && r.length <= MAX_NAME_LENGTH && !r.includes('\u0000'));
  // Each ref is bound three times; batches keep a huge state under PostgreSQL's limit of 65,535 bind parameters.
  const batches: string[][] = [];
  for (let i = 0; i < wanted.length; i += REFS_PER_QUERY) batches.push(wanted.slice(i, i + REFS_PER_QUERY));
  const found: CardRow[] = [];
  for (const batch of batches) {
    found.push(...(await prisma.card.findMany({
      where: {
        gameId: game,
        OR: [{ id: { in: batch } }, { internalName: { in: batch } }, { printings: { some: { id: { in: batch } } } }],
      },
      include: { keywords: { include: { keyword: true } }, printings: { select: { id: true } } },
      orderBy: { id: 'asc' },
    }) as CardRow[]));
  }
  found.push(...(await withoutSubtitle(prisma, game, wanted, found)));
  // Batches may find the same card twice (by id in one, by internal name in another): keep one, in id order.
  const rows = [...new Map(found.map((row) => [row.id, row])).values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const byRef = new Map<string, CardDefinition>();
  const byName = new Map<string, CardDefinition>();
  const fromRow = DEFINITION_FROM_ROW[game] ?? gameCardDefinitionFromRow;
  const defs = rows.map((row) => withStarterAbilities(fromRow(row), starter));
  for (const def of defs) byRef.set(def.id, def);
  // A printing's set code means its card, unless it is another card's own id.
  rows.forEach((row, i) => {
    for (const printing of row.printings) if (!byRef.has(printing.id)) byRef.set(printing.id, defs[i]!);
  });
  for (const def of defs) {
    const current = byName.get(def.internalName);
    byName.set(def.internalName, current ? preferred(current, def) : def);
  }
  for (const [short, internalName] of shortNames(wanted, defs)) if (!byName.has(short)) byName.set(short, byName.get(internalName)!);
  return (ref) => byRef.get(ref) ?? byName.get(ref) ?? starter?.(ref);
}

/** Card types Karabast names without their subtitle ("echo-base" for echo-base#hoth, "chopper-base"). */
const NAMED_WITHOUT_SUBTITLE = ['Base', 'Leader'];

/** Prefix of a subtitled internal name: the name part Karabast writes alone, or undefined for an unsubtitled one. */
function namePart(internalName: string): string | undefined {
  const hash = internalName.indexOf('#');
  return hash > 0 ? internalName.slice(0, hash) : undefined;
}

/**
 * The rows of bases and leaders that refs without a subtitle mean, for the refs that name no card as they are.
 * Only when such refs remain (states naming every card in full pay nothing): the internal names of every base and
 * leader (a few hundred), matched here, then the rows of those that match. Never one LIKE per ref: a state of
 * thousands of unknown refs must cost no more than a valid one.
 */
async function withoutSubtitle(prisma: PrismaClient, game: string, wanted: readonly string[], found: readonly CardRow[]): Promise<CardRow[]> {
  const known = new Set<string>();
  for (const row of found) {
    known.add(row.id);
    known.add(row.internalName);
    for (const printing of row.printings) known.add(printing.id);
  }
  const short = wanted.filter((r) => !known.has(r) && !r.includes('#') && /^[a-z0-9][a-z0-9-]*$/.test(r));
  if (short.length === 0) return [];
  const asked = new Set(short);
  const named = await prisma.card.findMany({ where: { gameId: game, type: { in: NAMED_WITHOUT_SUBTITLE } }, select: { internalName: true } });
  const full = [...new Set(named.map((n) => n.internalName).filter((name) => asked.has(namePart(name) ?? '')))];
  if (full.length === 0) return [];
  return await prisma.card.findMany({
    where: { gameId: game, type: { in: NAMED_WITHOUT_SUBTITLE }, internalName: { in: full } },
    include: { keywords: { include: { keyword: true } }, printings: { select: { id: true } } },
    orderBy: { id: 'asc' },
  }) as CardRow[];
}

/**
 * Each ref without a subtitle that means exactly one base or leader, with that card's internal name. Two cards
 * answering to the same short name (two Luke Skywalker leaders) mean nothing: the ref stays unknown, never guessed.
 */
function shortNames(wanted: readonly string[], defs: readonly CardDefinition[]): Map<string, string> {
  const candidates = new Map<string, Set<string>>();
  for (const def of defs) {
    const short = namePart(def.internalName);
    if (!short || !NAMED_WITHOUT_SUBTITLE.includes(def.type)) continue;
    const names = candidates.get(short) ?? new Set<string>();
    names.add(def.internalName);
    candidates.set(short, names);
  }
  const out = new Map<string, string>();
  for (const ref of wanted) {
    const names = candidates.get(ref);
    if (names?.size === 1) out.set(ref, [...names][0]!);
  }
  return out;
}

/**
 * Catalog card definitions cached per database and catalog version (api/catalog.ts): the catalog changes only on
 * import, and one query per resolution would otherwise cost more than the resolution itself. Unknown refs are cached
 * too, so a state full of typos cannot make every request query the catalog. Definitions are frozen: requests share
 * them.
 */
export class CardCache {
  private entries = new Map<string, CardDefinition | undefined>();
  private version: number | undefined;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly game: string,
    private readonly catalogVersion: () => Promise<number>,
    private readonly maxEntries = 20_000,
  ) {}

  async lookup(refs: readonly string[], starter?: CardLookup): Promise<CardLookup> {
    return lookupFrom(await this.table(refs, starter), starter);
  }

  /** The definitions of `refs` (undefined for a ref the catalog does not know), as plain data. */
  async table(refs: readonly string[], starter?: CardLookup): Promise<CardTable> {
    const version = await this.catalogVersion();
    if (version !== this.version) {
      this.entries = new Map();
      this.version = version;
    }
    const found = new Map<string, CardDefinition | undefined>();
    const missing: string[] = [];
    for (const ref of new Set(refs)) {
      if (this.entries.has(ref)) found.set(ref, this.entries.get(ref));
      else missing.push(ref);
    }
    if (missing.length > 0) {
      const loaded = await loadCardLookup(this.prisma, this.game, missing);
      if (this.entries.size + missing.length > this.maxEntries) this.entries = new Map();
      const shared = new Map<string, CardDefinition>();
      for (const ref of missing) {
        const def = loaded(ref);
        let frozen = def ? shared.get(def.id) : undefined;
        if (def && !frozen) shared.set(def.id, (frozen = deepFreeze(withStarterAbilities(def, starter))));
        // Only rows read under the version this cache holds are kept (an import may have moved it meanwhile).
        if (this.version === version) this.entries.set(ref, frozen);
        found.set(ref, frozen);
      }
    }
    return found;
  }
}

/** Card definitions by the refs a state names; undefined for a ref the catalog does not know. Plain data. */
export type CardTable = ReadonlyMap<string, CardDefinition | undefined>;

/**
 * The engine's lookup over a table: the refs asked, then the catalog ids they resolved to (the normalized state
 * names cards by id, whatever ref the input used), then the starter set.
 */
export function lookupFrom(table: CardTable, starter?: CardLookup): CardLookup {
  const byId = new Map<string, CardDefinition>();
  for (const def of table.values()) if (def) byId.set(def.id, def);
  return (ref) => table.get(ref) ?? byId.get(ref) ?? starter?.(ref);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
