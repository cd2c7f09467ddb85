// The SWU catalog read from a folder laid out like ../shared/data/swu (swudb-export/, ffg-card-list/), without a
// database: the importer's own parsers and merge, so what tests and reports see is exactly what an import stores.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFfg } from './ffg.js';
import { mergeCard, type MergedCard, type SourceRecords } from './merge.js';
import type { CardSourceName } from './records.js';
import { SWU_SETS } from './sources.js';
import { parseSwudb } from './swudb.js';

/** The files the seven sets need, relative to the folder. */
export const SWU_CATALOG_FILES = [...SWU_SETS.map((s) => `swudb-export/SWU-${s}.json`), 'ffg-card-list/card-list.json'];

/** The files missing under `dir` (empty when the catalog can be read). */
export function missingSwuFiles(dir: string): string[] {
  return SWU_CATALOG_FILES.filter((f) => !existsSync(join(dir, f)));
}

/** Every card of the seven main sets (one per Normal printing), merged as the import merges them, in id order. */
export function readSwuCatalog(dir: string): MergedCard[] {
  const records = new Map<string, SourceRecords>();
  const add = (source: CardSourceName, cards: { id: string; set: string }[]) => {
    for (const card of cards) {
      if (!(SWU_SETS as readonly string[]).includes(card.set)) continue;
      records.set(card.id, { ...records.get(card.id), [source]: card });
    }
  };
  for (const set of SWU_SETS) {
    const file = join(dir, 'swudb-export', `SWU-${set}.json`);
    add('swudb', parseSwudb(file, JSON.parse(readFileSync(file, 'utf8'))).cards);
  }
  const ffgFile = join(dir, 'ffg-card-list', 'card-list.json');
  add('ffg', parseFfg(ffgFile, JSON.parse(readFileSync(ffgFile, 'utf8'))).cards);
  return [...records.keys()].sort().map((id) => mergeCard('SWU', records.get(id)!));
}
