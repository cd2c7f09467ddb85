// Card definitions a state carries inline (`customCards`) and the lookup that puts them before the catalog.
import type { CardDefinition, CardLookup } from '../../../api.js';
import { validateAbilities } from '../abilities/validate.js';
import { type ErrorList, type Path, describe, index, isRecord, key } from './paths.js';

/** Looks refs up in the state's own cards first (by id, then internal name), then in `cards`. */
export function withCustomCards(customCards: readonly CardDefinition[], cards: CardLookup): CardLookup {
  if (customCards.length === 0) return cards;
  const byRef = new Map<string, CardDefinition>();
  // Internal names first so that an id always wins over another card's internal name.
  for (const card of customCards) if (!byRef.has(card.internalName)) byRef.set(card.internalName, card);
  for (const card of customCards) byRef.set(card.id, card);
  return (ref) => byRef.get(ref) ?? cards(ref);
}

const CARD_KEYS = new Set([
  'id', 'internalName', 'name', 'subtitle', 'type', 'cost', 'power', 'hp', 'upgradePower', 'upgradeHp', 'arena',
  'aspects', 'traits', 'unique', 'keywords', 'text', 'backText', 'epicAction', 'abilities',
]);

/** "Raid 2" -> { name: "Raid", value: 2 }; "Bounty — text" stays text. Lets hand-written custom cards stay short. */
function parseKeyword(text: string): CardDefinition['keywords'][number] {
  const numeric = /^([A-Za-z]+)\s+(\d+)$/.exec(text.trim());
  if (numeric?.[1] && numeric[2]) return { name: numeric[1], value: Number(numeric[2]) };
  const withText = /^([A-Za-z]+)\s*[-—:]\s*(.+)$/.exec(text.trim());
  if (withText?.[1] && withText[2]) return { name: withText[1], text: withText[2] };
  return { name: text.trim() };
}

function optionalNumber(raw: Record<string, unknown>, field: string, path: Path, errors: ErrorList): number | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.add('BAD_STATE', key(path, field), `${field} must be an integer or null, got ${describe(value)}`);
    return null;
  }
  return value;
}

function optionalString(raw: Record<string, unknown>, field: string, path: Path, errors: ErrorList): string | null {
  const value = raw[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors.add('BAD_STATE', key(path, field), `${field} must be a string or null, got ${describe(value)}`);
    return null;
  }
  return value;
}

function stringList(raw: Record<string, unknown>, field: string, path: Path, errors: ErrorList): string[] {
  const value = raw[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add('BAD_STATE', key(path, field), `${field} must be an array of strings, got ${describe(value)}`);
    return [];
  }
  const out: string[] = [];
  value.forEach((item, i) => {
    if (typeof item === 'string') out.push(item);
    else errors.add('BAD_STATE', index(key(path, field), i), `expected a string, got ${describe(item)}`);
  });
  return out;
}

function keywordList(raw: Record<string, unknown>, path: Path, errors: ErrorList): CardDefinition['keywords'] {
  const value = raw.keywords;
  const at = key(path, 'keywords');
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add('BAD_STATE', at, `keywords must be an array, got ${describe(value)}`);
    return [];
  }
  const out: CardDefinition['keywords'] = [];
  value.forEach((item, i) => {
    if (typeof item === 'string') {
      out.push(parseKeyword(item));
    } else if (isRecord(item) && typeof item.name === 'string') {
      const keyword: CardDefinition['keywords'][number] = { name: item.name };
      const v = optionalNumber(item, 'value', index(at, i), errors);
      const t = optionalString(item, 'text', index(at, i), errors);
      if (v !== null) keyword.value = v;
      if (t !== null) keyword.text = t;
      out.push(keyword);
    } else {
      errors.add('BAD_STATE', index(at, i), `a keyword is a string ("Raid 2") or { name, value?, text? }, got ${describe(item)}`);
    }
  });
  return out;
}

/** Checks one inline card definition; returns it with every optional field filled, or undefined if unusable. */
export function normalizeCustomCard(raw: unknown, path: Path, errors: ErrorList): CardDefinition | undefined {
  if (!isRecord(raw)) {
    errors.add('BAD_STATE', path, `a custom card is an object (a CardDefinition), got ${describe(raw)}`);
    return undefined;
  }
  for (const field of Object.keys(raw)) {
    if (!CARD_KEYS.has(field)) errors.add('UNKNOWN_FIELD', key(path, field), `unknown card definition field "${field}"`);
  }
  let usable = true;
  for (const field of ['id', 'internalName', 'name', 'type'] as const) {
    if (typeof raw[field] !== 'string' || raw[field] === '') {
      errors.add('BAD_STATE', key(path, field), `${field} is required and must be a non-empty string`);
      usable = false;
    }
  }
  if (raw.unique !== undefined && typeof raw.unique !== 'boolean') {
    errors.add('BAD_STATE', key(path, 'unique'), `unique must be a boolean, got ${describe(raw.unique)}`);
  }
  const card: CardDefinition = {
    id: String(raw.id),
    internalName: String(raw.internalName),
    name: String(raw.name),
    subtitle: optionalString(raw, 'subtitle', path, errors),
    type: String(raw.type),
    cost: optionalNumber(raw, 'cost', path, errors),
    power: optionalNumber(raw, 'power', path, errors),
    hp: optionalNumber(raw, 'hp', path, errors),
    upgradePower: optionalNumber(raw, 'upgradePower', path, errors),
    upgradeHp: optionalNumber(raw, 'upgradeHp', path, errors),
    arena: optionalString(raw, 'arena', path, errors),
    aspects: stringList(raw, 'aspects', path, errors),
    traits: stringList(raw, 'traits', path, errors),
    unique: raw.unique === true,
    keywords: keywordList(raw, path, errors),
    text: optionalString(raw, 'text', path, errors),
    backText: optionalString(raw, 'backText', path, errors),
  };
  if (raw.epicAction !== undefined) card.epicAction = optionalString(raw, 'epicAction', path, errors);
  if (raw.abilities !== undefined && raw.abilities !== null) {
    // Checked with the rest of the state, so a bad ability shows up among all the other errors, not after them.
    for (const e of validateAbilities(raw.abilities, key(path, 'abilities'))) errors.add(e.code, e.path, e.message);
    card.abilities = raw.abilities;
  }
  return usable ? card : undefined;
}

/** Card kinds by zone. Catalog type strings vary in case and wording ("Token Unit"), so match loosely. */
export const cardKind = {
  isLeader: (card: CardDefinition) => /leader/i.test(card.type),
  isBase: (card: CardDefinition) => /base/i.test(card.type),
  isUnit: (card: CardDefinition) => /unit/i.test(card.type),
  isToken: (card: CardDefinition) => /token/i.test(card.type),
  isUpgrade: (card: CardDefinition) => /upgrade/i.test(card.type),
  /** Piloting units can be attached as upgrades. */
  canBeUpgrade: (card: CardDefinition) =>
    /upgrade/i.test(card.type) || card.keywords.some((k) => /^piloting$/i.test(k.name)) || /leader/i.test(card.type),
};
