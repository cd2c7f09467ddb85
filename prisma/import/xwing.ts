// X-Wing (2nd edition) from xwing-data2: a ship file (pilots/<faction>/<ship>.json) gives the ship and its pilots, an
// upgrade file (upgrades/<slot>.json) its upgrades, conditions.json the conditions, damage-decks/core.json the damage
// cards. Ids are "XWING:<kind>:<xws>" (ships "XWING:ship:<faction>:<xws>": the same chassis flies for several
// factions). X-Wing prints no set or collector number, and the data set has no rules text: cards only.
import type { XwingAction, XwingAttack, XwingAttributes, XwingCharge, XwingUpgradeSide } from '../attributes.js';
import { findGlossaryKeyword } from '../glossary.js';
import { fail, ImportError, type RecordContext } from './errors.js';
import { gameCard } from './game-card.js';
import { karabastSlug, optBool, optString, reqString, searchTags, searchText, stringList, toInt } from './normalise.js';
import type { GameCard } from './records.js';
import { cleanText } from './text.js';

const GAME = 'XWING';
const SOURCE = 'xwing-data2';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export type XwingFile = 'ship' | 'upgrades' | 'conditions' | 'damage';

/** Which xwing-data2 card file this is, if it is one. */
export function xwingFileKind(json: unknown): XwingFile | null {
  if (isObject(json)) {
    if (Array.isArray(json.pilots) && typeof json.xws === 'string' && typeof json.faction === 'string') return 'ship';
    if (Array.isArray(json.cards) && json.cards.every((c) => isObject(c) && 'title' in c && 'amount' in c)) return 'damage';
    return null;
  }
  if (!Array.isArray(json) || json.length === 0 || !json.every(isObject)) return null;
  if (json.every((u) => Array.isArray(u.sides) && 'xws' in u)) return 'upgrades';
  if (json.every((c) => typeof c.xws === 'string' && typeof c.ability === 'string' && !('sides' in c))) return 'conditions';
  return null;
}

/**
 * xwing-data2 and XWS files that hold no cards (lists of action or stat names, factions, quick builds, translations,
 * squads, JSON Schemas): the reason they are skipped, or null when the file is something else.
 */
export function xwingReference(json: unknown): string | null {
  if (isObject(json)) {
    if ('$schema' in json || (isObject(json.properties) && ('type' in json || 'required' in json))) return 'a JSON Schema, not card data';
    if ('quick-builds' in json) return 'quick builds (squads of existing cards)';
    if (Array.isArray(json.pilots) && 'version' in json && !('xws' in json)) return 'an XWS squad list';
    const values = Object.values(json);
    if (values.length > 0 && values.every((v) => isObject(v) && typeof v.en === 'string')) return 'translations of card names';
    if (values.length > 0 && values.every((v) => isObject(v) && Object.values(v).every((f) => isObject(f) && 'ships' in f))) {
      return 'translated pilot texts';
    }
    return null;
  }
  if (Array.isArray(json) && json.length > 0 && json.every((r) => isObject(r) && typeof r.xws === 'string' && !('ability' in r) && !('sides' in r))) {
    return 'a list of names (actions, stats or factions), not cards';
  }
  return null;
}

function charge(ctx: RecordContext, field: string, raw: unknown): XwingCharge | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) return fail(ctx, field, 'expected an object');
  const side = Array.isArray(raw.side) ? stringList(ctx, `${field}.side`, raw.side).join(', ') : optString(ctx, `${field}.side`, raw.side);
  return {
    value: toInt(ctx, `${field}.value`, raw.value) ?? fail(ctx, `${field}.value`, 'is missing'),
    recovers: toInt(ctx, `${field}.recovers`, raw.recovers) ?? 0,
    side: side || null,
  };
}

function actions(ctx: RecordContext, field: string, raw: unknown): XwingAction[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return fail(ctx, field, 'expected a list');
  return raw.map((a, i) => {
    const at = `${field}[${i}]`;
    if (!isObject(a)) return fail(ctx, at, 'expected an object');
    const linked = isObject(a.linked)
      ? { type: reqString(ctx, `${at}.linked.type`, a.linked.type), difficulty: reqString(ctx, `${at}.linked.difficulty`, a.linked.difficulty) }
      : null;
    return { type: reqString(ctx, `${at}.type`, a.type), difficulty: optString(ctx, `${at}.difficulty`, a.difficulty) ?? 'White', linked };
  });
}

/** Ship stats: attacks (one per arc), agility, hull, shields. */
function stats(ctx: RecordContext, field: string, raw: unknown): Pick<XwingAttributes, 'attacks' | 'agility' | 'hull' | 'shields'> {
  const result: Pick<XwingAttributes, 'attacks' | 'agility' | 'hull' | 'shields'> = { attacks: [], agility: null, hull: null, shields: null };
  if (raw === undefined || raw === null) return result;
  if (!Array.isArray(raw)) return fail(ctx, field, 'expected a list');
  raw.forEach((s, i) => {
    const at = `${field}[${i}]`;
    if (!isObject(s)) fail(ctx, at, 'expected an object');
    const value = toInt(ctx, `${at}.value`, s.value) ?? fail(ctx, `${at}.value`, 'is missing');
    const type = reqString(ctx, `${at}.type`, s.type);
    if (type === 'attack') result.attacks.push({ arc: reqString(ctx, `${at}.arc`, s.arc), value });
    else if (type === 'agility' || type === 'hull' || type === 'shields') result[type] = value;
  });
  return result;
}

function formats(ctx: RecordContext, r: Json): string[] {
  return (['standard', 'extended', 'epic'] as const).filter((f) => optBool(ctx, f, r[f]) === true);
}

const EMPTY: XwingAttributes = {
  kind: 'pilot',
  faction: null,
  ship: null,
  shipName: null,
  size: null,
  initiative: null,
  limited: null,
  loadout: null,
  slots: [],
  attacks: [],
  agility: null,
  hull: null,
  shields: null,
  actions: [],
  charges: null,
  force: null,
  shipAbility: null,
  formats: [],
  restrictions: [],
  sides: [],
  dial: [],
  damageType: null,
  copies: null,
  flavorText: null,
};

const limitedOf = (n: number | null): number | null => (n === null || n === 0 ? null : n);

function parseShip(file: string, json: Json, warnings: string[]): GameCard[] {
  const ctx: RecordContext = { file, record: '(ship)' };
  const xws = reqString(ctx, 'xws', json.xws);
  const faction = reqString(ctx, 'faction', json.faction);
  const shipName = reqString(ctx, 'name', json.name);
  const size = optString(ctx, 'size', json.size);
  const shipStats = stats(ctx, 'stats', json.stats);
  const shipActions = actions(ctx, 'actions', json.actions);
  const ship: XwingAttributes = {
    ...EMPTY,
    kind: 'ship',
    faction,
    ship: xws,
    shipName,
    size,
    ...shipStats,
    actions: shipActions,
    dial: stringList(ctx, 'dial', json.dial),
  };
  const cards: GameCard[] = [
    gameCard(GAME, SOURCE, {
      id: `${GAME}:ship:${faction}:${xws}`,
      set: null,
      number: null,
      internalName: xws,
      name: shipName,
      subtitle: null,
      type: 'Ship',
      cost: null,
      unique: false,
      text: null,
      attributes: ship,
      searchText: '',
      searchTags: searchTags({ faction: [faction], ship: [xws, shipName], size: [size] }),
    }),
  ];
  (json.pilots as unknown[]).forEach((raw, index) => {
    const pctx: RecordContext = { file, record: `pilots[${index}]` };
    if (!isObject(raw)) fail(pctx, '(record)', 'expected an object');
    const pilotXws = reqString(pctx, 'xws', raw.xws);
    pctx.record = `pilots[${index}] (${pilotXws})`;
    const ability = cleanText(optString(pctx, 'ability', raw.ability));
    const shipAbility = isObject(raw.shipAbility)
      ? { name: reqString(pctx, 'shipAbility.name', raw.shipAbility.name), text: reqString(pctx, 'shipAbility.text', raw.shipAbility.text) }
      : null;
    const limited = limitedOf(toInt(pctx, 'limited', raw.limited));
    const overrides = raw.shipStats === undefined ? {} : stats(pctx, 'shipStats', raw.shipStats);
    const attributes: XwingAttributes = {
      ...ship,
      kind: 'pilot',
      dial: [],
      ...Object.fromEntries(Object.entries(overrides).filter(([k, v]) => (k === 'attacks' ? (v as XwingAttack[]).length > 0 : v !== null))),
      actions: raw.shipActions === undefined ? shipActions : actions(pctx, 'shipActions', raw.shipActions),
      initiative: toInt(pctx, 'initiative', raw.initiative),
      limited,
      loadout: toInt(pctx, 'loadout', raw.loadout),
      slots: stringList(pctx, 'slots', raw.slots),
      charges: charge(pctx, 'charges', raw.charges),
      force: charge(pctx, 'force', raw.force),
      shipAbility,
      formats: formats(pctx, raw),
      flavorText: cleanText(optString(pctx, 'text', raw.text)),
    };
    const keywords = stringList(pctx, 'keywords', raw.keywords).flatMap((name) => {
      const entry = findGlossaryKeyword(GAME, name);
      if (!entry) warnings.push(`${pctx.record}: keyword "${name}" is not in the X-Wing glossary; not linked`);
      return entry ? [{ name: entry.name, value: null, text: null }] : [];
    });
    const name = reqString(pctx, 'name', raw.name);
    cards.push(
      gameCard(
        GAME,
        SOURCE,
        {
          id: `${GAME}:pilot:${pilotXws}`,
          set: null,
          number: null,
          internalName: pilotXws,
          name,
          subtitle: optString(pctx, 'caption', raw.caption),
          type: 'Pilot',
          cost: toInt(pctx, 'cost', raw.cost),
          unique: limited === 1,
          text: ability,
          attributes,
          searchText: searchText(ability, shipAbility && `${shipAbility.name}: ${shipAbility.text}`),
          searchTags: searchTags({ faction: [faction], ship: [xws, shipName], size: [size], slot: attributes.slots }),
        },
        keywords,
      ),
    );
  });
  return cards;
}

function upgradeSide(ctx: RecordContext, field: string, raw: unknown): XwingUpgradeSide {
  if (!isObject(raw)) return fail(ctx, field, 'expected an object');
  const attack = isObject(raw.attack)
    ? {
        arc: reqString(ctx, `${field}.attack.arc`, raw.attack.arc),
        value: toInt(ctx, `${field}.attack.value`, raw.attack.value) ?? fail(ctx, `${field}.attack.value`, 'is missing'),
        minRange: toInt(ctx, `${field}.attack.minrange`, raw.attack.minrange),
        maxRange: toInt(ctx, `${field}.attack.maxrange`, raw.attack.maxrange),
        ordnance: optBool(ctx, `${field}.attack.ordnance`, raw.attack.ordnance) ?? false,
      }
    : null;
  return {
    title: reqString(ctx, `${field}.title`, raw.title),
    type: reqString(ctx, `${field}.type`, raw.type),
    slots: stringList(ctx, `${field}.slots`, raw.slots),
    ability: cleanText(optString(ctx, `${field}.ability`, raw.ability)),
    text: cleanText(optString(ctx, `${field}.text`, raw.text)),
    charges: charge(ctx, `${field}.charges`, raw.charges),
    force: charge(ctx, `${field}.force`, raw.force),
    attack,
    actions: actions(ctx, `${field}.actions`, raw.actions),
    grants: Array.isArray(raw.grants) ? raw.grants : [],
    device: raw.device ?? null,
    conditions: stringList(ctx, `${field}.conditions`, raw.conditions),
  };
}

/** Points: a number, or "?" where the publisher has not priced the card (kept as unknown, with a warning). */
function points(ctx: RecordContext, raw: unknown, warnings: string[]): number | null {
  if (!isObject(raw)) return null;
  if (raw.value === '?') {
    warnings.push(`${ctx.record}: cost "?" (not priced); stored as unknown`);
    return null;
  }
  return toInt(ctx, 'cost.value', raw.value);
}

function parseUpgrades(file: string, json: Json[], warnings: string[]): GameCard[] {
  return json.map((raw, index) => {
    const ctx: RecordContext = { file, record: `[${index}]` };
    const xws = reqString(ctx, 'xws', raw.xws);
    ctx.record = `[${index}] (${xws})`;
    if (!Array.isArray(raw.sides) || raw.sides.length === 0) fail(ctx, 'sides', 'expected at least one side');
    const sides = raw.sides.map((s, i) => upgradeSide(ctx, `sides[${i}]`, s));
    const cost = points(ctx, raw.cost, warnings);
    const limited = limitedOf(toInt(ctx, 'limited', raw.limited));
    const first = sides[0]!;
    const text = cleanText(sides.map((s) => s.ability).filter(Boolean).join('\n'));
    const attributes: XwingAttributes = {
      ...EMPTY,
      kind: 'upgrade',
      limited,
      slots: first.slots,
      attacks: first.attack ? [first.attack] : [],
      actions: first.actions,
      charges: first.charges,
      force: first.force,
      formats: formats(ctx, raw),
      restrictions: Array.isArray(raw.restrictions) ? raw.restrictions : [],
      sides,
      flavorText: first.text,
    };
    return gameCard(GAME, SOURCE, {
      id: `${GAME}:upgrade:${xws}`,
      set: null,
      number: null,
      internalName: xws,
      name: reqString(ctx, 'name', raw.name),
      subtitle: null,
      type: `${first.type} Upgrade`,
      cost,
      unique: limited === 1,
      text,
      attributes,
      searchText: searchText(text),
      searchTags: searchTags({ slot: sides.flatMap((side) => side.slots) }),
    });
  });
}

function parseConditions(file: string, json: Json[]): GameCard[] {
  return json.map((raw, index) => {
    const ctx: RecordContext = { file, record: `[${index}]` };
    const xws = reqString(ctx, 'xws', raw.xws);
    const text = cleanText(reqString(ctx, 'ability', raw.ability));
    const limited = limitedOf(toInt(ctx, 'limited', raw.limited));
    return gameCard(GAME, SOURCE, {
      id: `${GAME}:condition:${xws}`,
      set: null,
      number: null,
      internalName: xws,
      name: reqString(ctx, 'name', raw.name),
      subtitle: null,
      type: 'Condition',
      cost: null,
      unique: limited === 1,
      text,
      attributes: { ...EMPTY, kind: 'condition', limited },
      searchText: searchText(text),
      searchTags: [],
    });
  });
}

function parseDamage(file: string, json: Json): GameCard[] {
  return (json.cards as Json[]).map((raw, index) => {
    const ctx: RecordContext = { file, record: `cards[${index}]` };
    const title = reqString(ctx, 'title', raw.title);
    const slug = karabastSlug(title);
    const text = cleanText(reqString(ctx, 'text', raw.text));
    return gameCard(GAME, SOURCE, {
      id: `${GAME}:damage:${slug}`,
      set: null,
      number: null,
      internalName: slug,
      name: title,
      subtitle: null,
      type: 'Damage',
      cost: null,
      unique: false,
      text,
      attributes: { ...EMPTY, kind: 'damage', damageType: optString(ctx, 'type', raw.type), copies: toInt(ctx, 'amount', raw.amount) },
      searchText: searchText(text),
      searchTags: [],
    });
  });
}

export function parseXwing(file: string, json: unknown): { cards: GameCard[]; warnings: string[]; read: number } {
  const warnings: string[] = [];
  const kind = xwingFileKind(json);
  let cards: GameCard[];
  switch (kind) {
    case 'ship':
      cards = parseShip(file, json as Json, warnings);
      break;
    case 'upgrades':
      cards = parseUpgrades(file, json as Json[], warnings);
      break;
    case 'conditions':
      cards = parseConditions(file, json as Json[]);
      break;
    case 'damage':
      cards = parseDamage(file, json as Json);
      break;
    default:
      throw new ImportError(file, 'not an xwing-data2 ship, upgrade, condition or damage deck file');
  }
  const seen = new Map<string, number>();
  cards.forEach((c, i) => {
    if (seen.has(c.card.id)) throw new ImportError(file, `duplicate card ${c.card.id}`, `card ${i}`, 'xws');
    seen.set(c.card.id, i);
  });
  return { cards, warnings, read: cards.length };
}
