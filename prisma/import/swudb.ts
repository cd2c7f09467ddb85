// swu-db export ({ data: [...] }, one record per printing): Normal printings become cards, the other printings of
// the same set, name and subtitle become their printings.
import { fail, ImportError, type RecordContext } from './errors.js';
import {
  optBool,
  optString,
  padNumber,
  reqString,
  setCode,
  stringList,
  titleCase,
  toInt,
} from './normalise.js';
import { type PrintingRecord, type SourceCard } from './records.js';
import { cleanText } from './text.js';

export function isSwudbExport(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const data = (json as { data?: unknown }).data;
  if (!Array.isArray(data)) return false;
  // An empty export (a set with nothing in it yet) is still a swu-db export, just one that adds nothing.
  if (data.length === 0) return true;
  return data.some((r) => r && typeof r === 'object' && ('VariantType' in r || 'Set' in r || 'FrontText' in r));
}

/** swu-db-shaped set index (name, number, aspects, type, rarity only): nothing a card row could be made from. */
export function isSetIndex(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const data = (json as { data?: unknown }).data;
  return Array.isArray(data) && data.length > 0 && !isSwudbExport(json) && data.every((r) => r && typeof r === 'object' && 'Name' in r && 'Number' in r);
}

interface Parsed {
  card: SourceCard | null;
  printing: PrintingRecord;
  matchKey: string;
  ctx: RecordContext;
}

export function parseSwudb(file: string, json: unknown): { cards: SourceCard[]; warnings: string[]; read: number } {
  const data = (json as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new ImportError(file, 'expected { "data": [ ... ] }', undefined, 'data');
  const parsed: Parsed[] = data.map((raw, index) => parseRecord(file, raw, index));

  const cards = new Map<string, SourceCard>();
  const byName = new Map<string, SourceCard>();
  for (const p of parsed) {
    if (!p.card) continue;
    if (cards.has(p.card.id)) fail(p.ctx, 'Number', `duplicate Normal printing ${p.card.id}`);
    cards.set(p.card.id, p.card);
    byName.set(p.matchKey, p.card);
  }
  const warnings: string[] = [];
  for (const p of parsed) {
    if (p.card) continue;
    const owner = byName.get(p.matchKey);
    if (!owner) {
      warnings.push(`${p.ctx.record}: ${p.printing.variantType} printing ${p.printing.id} has no Normal printing in this file; skipped`);
      continue;
    }
    owner.printings.push(p.printing);
  }
  for (const card of cards.values()) card.printings.sort((a, b) => a.id.localeCompare(b.id));
  return { cards: [...cards.values()], warnings, read: data.length };
}

function parseRecord(file: string, raw: unknown, index: number): Parsed {
  const ctx: RecordContext = { file, record: `data[${index}]` };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(ctx, '(record)', 'expected an object');
  const r = raw as Record<string, unknown>;
  const set = setCode(ctx, 'Set', r.Set);
  const number = padNumber(ctx, 'Number', r.Number);
  ctx.record = `data[${index}] (${set}_${number})`;
  const name = reqString(ctx, 'Name', r.Name);
  const subtitle = optString(ctx, 'Subtitle', r.Subtitle);
  const variantType = reqString(ctx, 'VariantType', r.VariantType);
  const type = reqString(ctx, 'Type', r.Type);
  const printing: PrintingRecord = {
    id: `${set}_${number}`,
    set,
    number,
    variantType,
    artist: optString(ctx, 'Artist', r.Artist),
    imageUrl: optString(ctx, 'FrontArt', r.FrontArt),
  };
  // Validate every printing's numbers too: a malformed Foil record is as wrong as a malformed Normal one.
  const cost = toInt(ctx, 'Cost', r.Cost);
  const power = toInt(ctx, 'Power', r.Power);
  const hp = toInt(ctx, 'HP', r.HP);
  // Only validated: printed keywords are read from the text (parseKeywords). The list also names keywords a card
  // merely grants ("gains Ambush") and junk values ("Keyword", "Keywords"), so it is not used for CardKeyword rows.
  stringList(ctx, 'Keywords', r.Keywords);
  const matchKey = `${set}|${name.toLowerCase()}|${(subtitle ?? '').toLowerCase()}`;
  if (variantType !== 'Normal') return { card: null, printing, matchKey, ctx };
  // swu-db puts an upgrade's +power/+HP in Power/HP; the catalog keeps those apart from a unit's own stats.
  const isUpgrade = /upgrade/i.test(type);
  const card: SourceCard = {
    id: `${set}_${number}`,
    set,
    number,
    name,
    subtitle,
    type,
    rarity: optString(ctx, 'Rarity', r.Rarity),
    cost,
    power: isUpgrade ? null : power,
    hp: isUpgrade ? null : hp,
    upgradePower: isUpgrade ? power : null,
    upgradeHp: isUpgrade ? hp : null,
    arenas: stringList(ctx, 'Arenas', r.Arenas),
    aspects: stringList(ctx, 'Aspects', r.Aspects),
    traits: stringList(ctx, 'Traits', r.Traits).map(titleCase),
    unique: optBool(ctx, 'Unique', r.Unique),
    doubleSided: optBool(ctx, 'DoubleSided', r.DoubleSided),
    text: cleanText(optString(ctx, 'FrontText', r.FrontText)),
    backText: cleanText(optString(ctx, 'BackText', r.BackText)),
    deployBox: null,
    epicAction: cleanText(optString(ctx, 'EpicAction', r.EpicAction)),
    artist: printing.artist,
    printings: [{ ...printing, variantType: 'Normal' }],
    rulings: [],
    updatedAt: null,
  };
  return { card, printing, matchKey, ctx };
}
