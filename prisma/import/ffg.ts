// The publisher's card list (object keyed by slug, FFG's official API post-processed by swubase): adds rulings,
// upgrade modifiers, tokens, and cards swu-db does not have. One card per "Standard" base-set variant; tokens get
// ids "T_<SLUG>" (T_SHIELD, T_THE_FORCE) in set "TOKEN", because the publisher numbers them inside real sets
// (JTL 001 is both a leader and the TIE Fighter token).
import { fail, type RecordContext } from './errors.js';
import { optString, padNumber, reqString, setCode, stringList, titleCase, toInt } from './normalise.js';
import { type PrintingRecord, type SourceCard } from './records.js';
import { cleanText } from './text.js';

export function isFfgCardList(json: unknown): boolean {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return false;
  const values = Object.values(json as Record<string, unknown>);
  return (
    values.length > 0 &&
    values.some((v) => v && typeof v === 'object' && 'variants' in v && ('cardId' in v || 'title' in v))
  );
}

export function tokenId(slug: string): string {
  return `T_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;
}

interface Variant {
  key: string;
  set: string;
  number: string;
  variantName: string;
  baseSet: boolean;
  artist: string | null;
}

export function parseFfg(file: string, json: unknown): { cards: SourceCard[]; warnings: string[]; read: number } {
  const cards = new Map<string, { card: SourceCard; slug: string }>();
  const warnings: string[] = [];
  const entries = Object.entries(json as Record<string, unknown>);
  for (const [slug, raw] of entries) {
    const ctx: RecordContext = { file, record: JSON.stringify(slug) };
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(ctx, '(record)', 'expected an object');
    const r = raw as Record<string, unknown>;
    const type = reqString(ctx, 'type', r.type);
    const variants = parseVariants(ctx, r.variants);
    const isToken = /token/i.test(type);
    const base = baseFields(ctx, r, type);
    const rulings = (optString(ctx, 'rules', r.rules) ?? '')
      .split(/\r?\n/)
      .map((line) => line.replace(/\u00a0/g, ' ').trim())
      .filter(Boolean);

    const targets: { id: string; set: string; number: string }[] = [];
    if (isToken) {
      targets.push({ id: tokenId(slug), set: 'TOKEN', number: slug });
    } else {
      for (const v of variants) {
        if (v.variantName === 'Standard' && v.baseSet && !targets.some((t) => t.id === `${v.set}_${v.number}`)) {
          targets.push({ id: `${v.set}_${v.number}`, set: v.set, number: v.number });
        }
      }
      if (targets.length === 0) {
        warnings.push(`${ctx.record}: no Standard base-set variant, so no card number to file it under; skipped`);
        continue;
      }
    }
    for (const target of targets) {
      const other = cards.get(target.id);
      if (other) fail(ctx, 'variants', `card ${target.id} is also listed under ${JSON.stringify(other.slug)}`);
      // Each base-set variant becomes a printing of the card from the same set (reprints have their own card).
      const printings = new Map<string, PrintingRecord>();
      for (const v of variants) {
        if (!v.baseSet) continue; // foil/prestige duplicates outside the base set repeat numbers
        const home = isToken ? target : (targets.find((t) => t.set === v.set) ?? targets[0]!);
        if (home.id !== target.id) continue;
        const foil = /foil/i.test(v.variantName) ? 'F' : '';
        const id = isToken ? `${v.set}_T${v.number}${foil}` : `${v.set}_${v.number}${foil}`;
        const variantType = v.variantName === 'Standard' ? 'Normal' : v.variantName;
        if (!printings.has(id)) printings.set(id, { id, set: v.set, number: v.number, variantType, artist: v.artist, imageUrl: null });
      }
      const normal = variants.find((v) => v.set === target.set && v.number === target.number && v.variantName === 'Standard');
      cards.set(target.id, {
        slug,
        card: {
          ...base,
          id: target.id,
          set: target.set,
          number: target.number,
          artist: normal?.artist ?? variants[0]?.artist ?? null,
          printings: [...printings.values()].sort((a, b) => a.id.localeCompare(b.id)),
          rulings,
        },
      });
    }
  }
  return { cards: [...cards.values()].map((c) => c.card), warnings, read: entries.length };
}

function parseVariants(ctx: RecordContext, raw: unknown): Variant[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail(ctx, 'variants', 'expected an object of variants');
  return Object.entries(raw as Record<string, unknown>).map(([key, value]) => {
    const field = `variants.${key}`;
    if (!value || typeof value !== 'object') return fail(ctx, field, 'expected an object');
    const v = value as Record<string, unknown>;
    return {
      key,
      set: setCode(ctx, `${field}.set`, v.set),
      number: padNumber(ctx, `${field}.cardNo`, v.cardNo),
      variantName: reqString(ctx, `${field}.variantName`, v.variantName),
      baseSet: v.baseSet === true,
      artist: optString(ctx, `${field}.artist`, v.artist),
    };
  });
}

function baseFields(
  ctx: RecordContext,
  r: Record<string, unknown>,
  type: string,
): Omit<SourceCard, 'id' | 'set' | 'number' | 'artist' | 'printings' | 'rulings'> {
  const name = optString(ctx, 'title', r.title) ?? reqString(ctx, 'name', r.name);
  if (r.keywords !== undefined) stringList(ctx, 'keywords', r.keywords); // validated; keywords are read from the text
  const updatedAt = optString(ctx, 'updatedAt', r.updatedAt);
  if (updatedAt !== null && Number.isNaN(Date.parse(updatedAt))) fail(ctx, 'updatedAt', `not a date: ${updatedAt}`);
  return {
    name,
    subtitle: optString(ctx, 'subtitle', r.subtitle),
    type,
    rarity: optString(ctx, 'rarity', r.rarity),
    cost: toInt(ctx, 'cost', r.cost),
    power: toInt(ctx, 'power', r.power),
    hp: toInt(ctx, 'hp', r.hp),
    upgradePower: toInt(ctx, 'upgradePower', r.upgradePower),
    upgradeHp: toInt(ctx, 'upgradeHp', r.upgradeHp),
    arenas: stringList(ctx, 'arenas', r.arenas),
    aspects: stringList(ctx, 'aspects', r.aspects),
    traits: stringList(ctx, 'traits', r.traits).map(titleCase),
    // The publisher list has no uniqueness flag; leaders are always unique, for the rest swu-db decides.
    unique: type === 'Leader' ? true : null,
    doubleSided: r.back !== null && r.back !== undefined,
    text: cleanText(optString(ctx, 'text', r.text)),
    backText: null,
    deployBox: cleanText(optString(ctx, 'deployBox', r.deployBox)),
    epicAction: cleanText(optString(ctx, 'epicAction', r.epicAction)),
    updatedAt: updatedAt ? new Date(updatedAt).toISOString().slice(0, 10) : null,
  };
}

