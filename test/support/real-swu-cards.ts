// The real SWU catalog for tests, without a database: the files in ../shared/data/swu read by the importer's own
// parsers (swudb.ts, ffg.ts), merged by merge.ts exactly as `npm run catalog:import` merges them (which also compiles
// each card's printed text into abilities), then turned into engine CardDefinitions by the API's own row mapping.
// Scenarios on real cards use `realSwuCards()`; when ../shared is absent it says so and tests report they did not run.
import { resolve } from 'node:path';
import type { CardDefinition, CardLookup } from '../../engine/api.js';
import { cardDefinitionFromRow } from '../../api/engine/cards.js';
import type { MergedCard } from '../../prisma/import/merge.js';
import { missingSwuFiles, readSwuCatalog } from '../../prisma/import/swu-files.js';
import type { Card } from '../../prisma/generated/client.js';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export const SWU_DATA_DIR = resolve(REPO_ROOT, '..', 'shared', 'data', 'swu');

export interface RealSwuCards {
  /** Every merged card of the seven main sets (one per Normal printing), in id order. */
  merged: MergedCard[];
  /** The same cards as engine definitions, with compiled (or hand-written) abilities. */
  cards: CardDefinition[];
  /** By id ("SOR_045"), any printing's set code, or internal name ("yoda#old-master"; the earliest printing wins). */
  lookup: CardLookup;
  byId(ref: string): CardDefinition;
}

/** Undefined when the catalog files are there; otherwise why tests on real cards can't run. */
export function realSwuCardsSkipReason(): string | undefined {
  const missing = missingSwuFiles(SWU_DATA_DIR);
  if (missing.length === 0) return undefined;
  const reason = `the SWU catalog files are not at ${SWU_DATA_DIR} (missing ${missing.join(', ')}): tests on real cards did not run`;
  if (process.env.CI) throw new Error(`${reason}; CI is set, so they must run`);
  return reason;
}

let cache: RealSwuCards | undefined;

/** Loads (once per process) the seven sets; throws, naming the folder, when the files are absent. */
export function realSwuCards(): RealSwuCards {
  if (cache) return cache;
  const skip = realSwuCardsSkipReason();
  if (skip) throw new Error(skip);
  const merged = readSwuCatalog(SWU_DATA_DIR);
  const cards = merged.map(definitionOf);
  const byRef = new Map<string, CardDefinition>();
  for (const [i, def] of cards.entries()) {
    byRef.set(def.id, def);
    for (const p of merged[i]!.printings) if (!byRef.has(p.id)) byRef.set(p.id, def);
  }
  for (const def of cards) if (!byRef.has(def.internalName)) byRef.set(def.internalName, def);
  const lookup: CardLookup = (ref) => byRef.get(ref);
  cache = {
    merged,
    cards,
    lookup,
    byId(ref) {
      const def = byRef.get(ref);
      if (!def) throw new Error(`no SWU card ${ref} in ${SWU_DATA_DIR}`);
      return def;
    },
  };
  return cache;
}

/** A merged card as the API's catalog lookup would hand it to the engine (same mapping as a database row). */
function definitionOf(m: MergedCard): CardDefinition {
  const row = {
    ...m.card,
    keywords: m.keywords.map((k) => ({ cardId: m.card.id, keywordId: k.name, position: k.position, value: k.value, text: k.text, keyword: { name: k.name } })),
    printings: m.printings.map((p) => ({ id: p.id })),
  } as unknown as Parameters<typeof cardDefinitionFromRow>[0] & Card;
  return cardDefinitionFromRow(row);
}
