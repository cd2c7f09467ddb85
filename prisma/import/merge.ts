// Merges each source's view of a card into the catalog row. Pure: same source records in, same row and hash out, so
// import order never matters and re-importing the same data is detectably a no-op.
//
// Precedence (documented in prisma/import/README.md): swu-db wins where both sources have a value, except
//  - name and subtitle: the publisher's spelling (swu-db has typos such as "C-3P0", "Kimoglia", trailing spaces);
//  - upgradePower/upgradeHp: the publisher states them explicitly; swu-db only has them folded into Power/HP;
// and the publisher list fills whatever swu-db lacks (deploy box, rulings, cards and sets swu-db does not cover).
// Printings come from swu-db when it has the card (it lists every printing of the seven sets with its own number),
// otherwise from the publisher list.
import { swuAbilities } from './abilities.js';
import { FFG_RULING_SOURCE } from './constants.js';
import type { SwuAttributes } from '../attributes.js';
import { canonicalJson } from '../../engine/core/json.js';
import { contentHash, internalName, parseKeywords, searchTags, searchText, sha256 } from './normalise.js';
import { type CardSourceName, type GameCard, type SourceCard } from './records.js';
import { rulingId } from './rulings.js';

export type SourceRecords = Partial<Record<CardSourceName, SourceCard>>;

export interface MergedCard extends GameCard {
  /** Rows for CardSource: what each source said, kept so later imports of other sources can re-merge. */
  sourceRows: { cardId: string; source: string; record: unknown }[];
}

type Scalar = Exclude<keyof SourceCard, 'printings' | 'rulings' | 'arenas' | 'aspects' | 'traits'>;

const PUBLISHER_FIRST = new Set<Scalar>(['name', 'subtitle', 'upgradePower', 'upgradeHp']);

export function mergeCard(gameId: string, records: SourceRecords): MergedCard {
  const swudb = records.swudb;
  const ffg = records.ffg;
  const first = swudb ?? ffg;
  if (!first) throw new Error('mergeCard needs at least one source record');
  const pick = <K extends Scalar>(field: K): SourceCard[K] => {
    const order = PUBLISHER_FIRST.has(field) ? [ffg, swudb] : [swudb, ffg];
    for (const r of order) if (r && r[field] !== null && r[field] !== undefined) return r[field];
    return null as SourceCard[K];
  };
  const sources = (Object.keys(records) as CardSourceName[]).filter((k) => records[k]).sort();
  const list = (field: 'arenas' | 'aspects' | 'traits'): string[] =>
    swudb && swudb[field].length > 0 ? swudb[field] : (ffg?.[field] ?? []);

  const name = pick('name');
  const subtitle = pick('subtitle');
  const text = pick('text');
  const backText = pick('backText');
  const deployBox = pick('deployBox');
  const keywords = parseKeywords(text, backText ?? deployBox).map((k, position) => ({ ...k, position }));
  const printings = first.printings.map((p) => ({ ...p, cardId: first.id, contentHash: contentHash(p) }));
  const rulings = (ffg?.rulings ?? []).map((body, position) => ({
    id: rulingId(gameId, FFG_RULING_SOURCE, first.id, position, body),
    cardRef: first.id,
    text: body,
    source: FFG_RULING_SOURCE,
    date: ffg?.updatedAt ?? null,
    position,
  }));
  const attributes: SwuAttributes = {
    rarity: pick('rarity'),
    power: pick('power'),
    hp: pick('hp'),
    upgradePower: pick('upgradePower'),
    upgradeHp: pick('upgradeHp'),
    arenas: list('arenas'),
    aspects: list('aspects'),
    traits: list('traits'),
    doubleSided: pick('doubleSided') ?? false,
    backText,
    deployBox,
    epicAction: pick('epicAction'),
    artist: pick('artist'),
  };
  const type = pick('type');
  const slug = internalName(name, subtitle);
  const compiled = swuAbilities({ id: first.id, internalName: slug, name, subtitle, type, keywords, text, backText, epicAction: attributes.epicAction }, attributes);
  const fields = {
    id: first.id,
    gameId,
    set: first.set,
    number: first.number,
    internalName: slug,
    name,
    subtitle,
    type,
    cost: pick('cost'),
    unique: pick('unique') ?? false,
    text,
    attributes,
    searchText: searchText(text, backText, deployBox, attributes.epicAction),
    searchTags: searchTags({ arena: attributes.arenas, aspect: attributes.aspects, trait: attributes.traits, rarity: [attributes.rarity] }),
    sources,
    abilities: compiled.abilities,
    engineSupport: compiled.engineSupport,
    engineStatus: compiled.engineSupport.status,
  };
  // The source records are part of the hash: a source change that the merge hides still refreshes what is stored.
  // They are hashed with sorted keys, as stored records come back from the database in its key order. The rest is built
  // here in a fixed order from their values, so plain JSON.stringify (native, and the larger half) says the same; the
  // printings are the records' own, with ids and hashes of their own content.
  const hash = sha256(`${JSON.stringify({ fields, keywords, rulings })}\n${canonicalJson(records)}`);
  const sourceRows = sources.map((source) => ({ cardId: first.id, source, record: records[source]! }));
  return { card: { ...fields, contentHash: hash }, sourceRows, printings, keywords, rulings };
}
