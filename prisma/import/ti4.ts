// Twilight Imperium 4 from the AsyncTI4 data set (../shared/data/ti4): one file per kind of card, named
// "<kind>.official.json", plus the faction sheets ("factions.*.json"). Ids are "TI4:<kind>:<AsyncTI4 id or alias>";
// the set is the expansion (base, pok, codex1..codex4, thunders_edge). Physical copies of one card (action cards
// "sabo1".."sabo4", exploration cards) become one card whose printings are the copies.
import { basename } from 'node:path';
import type { Ti4Attributes, Ti4Roll } from '../attributes.js';
import { fail, ImportError, type RecordContext } from './errors.js';
import { gameCard } from './game-card.js';
import { optBool, optString, reqString, searchTags, searchText, stringList, toInt } from './normalise.js';
import type { GameCard, PrintingRecord } from './records.js';
import { cleanText } from './text.js';

const GAME = 'TI4';
const SOURCE = 'asyncti4';

type Kind = Ti4Attributes['kind'];
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** "<file>.official.json" -> kind and the card type shown to people. */
const FILES: Readonly<Record<string, { kind: Kind; type: string }>> = {
  abilities: { kind: 'ability', type: 'Faction Ability' },
  action_cards: { kind: 'action', type: 'Action Card' },
  agendas: { kind: 'agenda', type: 'Agenda' },
  breakthroughs: { kind: 'breakthrough', type: 'Breakthrough' },
  explorations: { kind: 'exploration', type: 'Exploration' },
  leaders: { kind: 'leader', type: 'Leader' },
  planets: { kind: 'planet', type: 'Planet' },
  promissory_notes: { kind: 'promissory', type: 'Promissory Note' },
  public_objectives: { kind: 'public-objective', type: 'Public Objective' },
  relics: { kind: 'relic', type: 'Relic' },
  secret_objectives: { kind: 'secret-objective', type: 'Secret Objective' },
  strategy_cards: { kind: 'strategy', type: 'Strategy Card' },
  technologies: { kind: 'technology', type: 'Technology' },
  units: { kind: 'unit', type: 'Unit' },
};

/** The kind of TI4 file this is (from its name, then its shape), or null. */
export function ti4FileKind(name: string, json: unknown): Kind | null {
  const file = basename(name.split(/[?#]/)[0]!).toLowerCase();
  if (/^factions[.\w-]*\.json$/.test(file)) return isObject(json) && Array.isArray(json.factions) ? 'faction' : null;
  const spec = FILES[file.replace(/\.official\.json$/, '')];
  if (!spec || !file.endsWith('.official.json')) return null;
  return Array.isArray(json) && json.every((r) => isObject(r) && typeof r.source === 'string') ? spec.kind : null;
}

/** Fields the card row or typed attributes already carry: the rest of a record goes to attributes.details. */
const USED = new Set([
  'id', 'alias', 'name', 'source', 'faction', 'text', 'window', 'windowEffect', 'permanentEffect', 'phase', 'types',
  'requirements', 'cost', 'type', 'target', 'text1', 'text2', 'title', 'abilityWindow', 'abilityText', 'unlockCondition',
  'points', 'initiative', 'primaryTexts', 'secondaryTexts', 'resources', 'influence', 'planetType', 'planetTypes',
  'techSpecialties', 'legendaryAbilityName', 'legendaryAbilityText', 'ability', 'subtitle', 'baseType', 'combatHitsOn',
  'combatDieCount', 'moveValue', 'capacityValue', 'productionValue', 'afbHitsOn', 'afbDieCount', 'bombardHitsOn',
  'bombardDieCount', 'spaceCannonHitsOn', 'spaceCannonDieCount', 'sustainDamage', 'planetaryShield', 'isShip',
  'upgradesToUnitId', 'requiredTechId', 'factionName',
  // display only
  'imageURL', 'imageFileName', 'cardImagePath', 'planetLayout', 'colourHexCode', 'contrastColor',
]);

const details = (r: Json): Record<string, unknown> => Object.fromEntries(Object.entries(r).filter(([k]) => !USED.has(k)));

const EMPTY: Omit<Ti4Attributes, 'kind' | 'source'> = {
  faction: null,
  window: null,
  phase: null,
  techTypes: [],
  requirements: null,
  unit: null,
  agenda: null,
  leader: null,
  points: null,
  initiative: null,
  resources: null,
  influence: null,
  planetTypes: [],
  techSpecialties: [],
  copies: [],
  details: {},
};

/** "When ...", "for each hit..." -> one sentence; a capitalised effect after a colon. */
function withWindow(window: string | null, effect: string | null): string | null {
  if (!window) return effect;
  if (!effect) return window;
  return /^[a-z]/.test(effect) ? `${window}, ${effect}` : `${window}: ${effect}`;
}

function roll(ctx: RecordContext, r: Json, hitsField: string, diceField: string): Ti4Roll | null {
  const hitsOn = toInt(ctx, hitsField, r[hitsField]);
  return hitsOn === null ? null : { hitsOn, dice: toInt(ctx, diceField, r[diceField]) ?? 1 };
}

type Keyword = { name: string; value: number | null; text: string | null };

const rollKeyword = (name: string, r: Ti4Roll | null): Keyword[] => (r ? [{ name, value: r.hitsOn, text: `(x${r.dice})` }] : []);

/** Printed unit-ability lines in card text: "SUSTAIN DAMAGE", "SPACE CANNON 5 (x3)", "PRODUCTION 5", "DEPLOY: ...". */
export function ti4KeywordLines(text: string | null): Keyword[] {
  const found: Keyword[] = [];
  for (const line of (text ?? '').split('\n').map((l) => l.trim())) {
    const m = /^(SUSTAIN DAMAGE|PLANETARY SHIELD|ANTI-FIGHTER BARRAGE|BOMBARDMENT|SPACE CANNON|PRODUCTION)(?:\s+(\d+)(?:\s*\((x\d+)\))?)?$/i.exec(line);
    if (m) {
      const name = m[1]!.toLowerCase().replace(/(^|[\s-])\w/g, (c) => c.toUpperCase());
      found.push({ name, value: m[2] ? Number(m[2]) : null, text: m[3] ? `(${m[3]})` : null });
      continue;
    }
    const deploy = /^DEPLOY:\s*(.+)$/i.exec(line);
    if (deploy) found.push({ name: 'Deploy', value: null, text: deploy[1]! });
  }
  return found;
}

interface Built {
  key: string;
  name: string;
  subtitle?: string | null;
  type?: string;
  cost?: number | null;
  text: string | null;
  extraText?: (string | null)[];
  attributes: Partial<Ti4Attributes>;
  keywords?: Keyword[];
}

function unitCard(ctx: RecordContext, r: Json): Built {
  const ability = cleanText(optString(ctx, 'ability', r.ability));
  const production = r.productionValue;
  // Fighters and infantry cost 1 for 2 ("cost": 0.5): no whole number of their own, so the card's cost stays unknown.
  const halfCost = typeof r.cost === 'number' && !Number.isInteger(r.cost);
  const unit: NonNullable<Ti4Attributes['unit']> = {
    baseType: reqString(ctx, 'baseType', r.baseType),
    combat: roll(ctx, r, 'combatHitsOn', 'combatDieCount'),
    move: toInt(ctx, 'moveValue', r.moveValue),
    capacity: toInt(ctx, 'capacityValue', r.capacityValue),
    // "+2" (space docks: resources + 2) is not a number of its own: kept in details.
    production: typeof production === 'number' ? production : null,
    antiFighterBarrage: roll(ctx, r, 'afbHitsOn', 'afbDieCount'),
    bombardment: roll(ctx, r, 'bombardHitsOn', 'bombardDieCount'),
    spaceCannon: roll(ctx, r, 'spaceCannonHitsOn', 'spaceCannonDieCount'),
    sustainDamage: optBool(ctx, 'sustainDamage', r.sustainDamage) ?? false,
    planetaryShield: optBool(ctx, 'planetaryShield', r.planetaryShield) ?? false,
    isShip: optBool(ctx, 'isShip', r.isShip) ?? false,
    upgradesTo: optString(ctx, 'upgradesToUnitId', r.upgradesToUnitId),
    requiredTech: optString(ctx, 'requiredTechId', r.requiredTechId),
  };
  const keywords: Keyword[] = [
    ...rollKeyword('Anti-Fighter Barrage', unit.antiFighterBarrage),
    ...rollKeyword('Bombardment', unit.bombardment),
    ...rollKeyword('Space Cannon', unit.spaceCannon),
    ...(unit.sustainDamage ? [{ name: 'Sustain Damage', value: null, text: null }] : []),
    ...(unit.planetaryShield ? [{ name: 'Planetary Shield', value: null, text: null }] : []),
    ...(production !== undefined && production !== null ? [{ name: 'Production', value: unit.production, text: unit.production === null ? String(production) : null }] : []),
    ...ti4KeywordLines(ability).filter((k) => k.name === 'Deploy'),
  ];
  return {
    key: reqString(ctx, 'id', r.id),
    name: reqString(ctx, 'name', r.name),
    subtitle: optString(ctx, 'subtitle', r.subtitle),
    cost: halfCost ? null : toInt(ctx, 'cost', r.cost),
    text: ability,
    attributes: {
      unit,
      details: {
        ...details(r),
        ...(unit.production === null && production != null ? { productionValue: production } : {}),
        ...(halfCost ? { cost: r.cost } : {}),
      },
    },
    keywords,
  };
}

function build(kind: Kind, ctx: RecordContext, r: Json): Built {
  const s = (field: string) => cleanText(optString(ctx, field, r[field]));
  const key = optString(ctx, 'id', r.id) ?? reqString(ctx, 'alias', r.alias);
  const name = kind === 'faction' ? reqString(ctx, 'factionName', r.factionName) : reqString(ctx, 'name', r.name);
  const base = { key, name, attributes: { details: details(r) } };
  switch (kind) {
    case 'ability': {
      const window = s('window');
      return { ...base, text: s('permanentEffect') ?? withWindow(window, s('windowEffect')), attributes: { ...base.attributes, window } };
    }
    case 'action':
    case 'exploration': {
      const window = s('window');
      return { ...base, text: withWindow(window, s('text')), attributes: { ...base.attributes, window, phase: s('phase') } };
    }
    case 'agenda': {
      const forText = s('text1');
      const againstText = s('text2');
      const target = reqString(ctx, 'target', r.target);
      return {
        ...base,
        text: againstText ? `For: ${forText ?? ''}\nAgainst: ${againstText}` : forText,
        extraText: [target],
        attributes: { ...base.attributes, agenda: { type: reqString(ctx, 'type', r.type), target, forText, againstText } },
      };
    }
    case 'leader': {
      const window = s('abilityWindow');
      return {
        ...base,
        subtitle: s('title'),
        text: withWindow(window, s('abilityText')),
        extraText: [s('unlockCondition')],
        attributes: { ...base.attributes, window, leader: { type: reqString(ctx, 'type', r.type), unlock: s('unlockCondition') } },
      };
    }
    case 'planet': {
      const types = [...stringList(ctx, 'planetTypes', r.planetTypes), ...(typeof r.planetType === 'string' ? [r.planetType] : [])];
      const legendary = s('legendaryAbilityText');
      return {
        ...base,
        text: legendary,
        subtitle: s('legendaryAbilityName'),
        attributes: {
          ...base.attributes,
          resources: toInt(ctx, 'resources', r.resources),
          influence: toInt(ctx, 'influence', r.influence),
          planetTypes: [...new Set(types)],
          techSpecialties: stringList(ctx, 'techSpecialties', r.techSpecialties),
        },
      };
    }
    case 'public-objective':
    case 'secret-objective':
      return { ...base, text: s('text'), attributes: { ...base.attributes, phase: s('phase'), points: toInt(ctx, 'points', r.points) } };
    case 'strategy': {
      const primary = stringList(ctx, 'primaryTexts', r.primaryTexts).join('\n');
      const secondary = stringList(ctx, 'secondaryTexts', r.secondaryTexts).join('\n');
      return {
        ...base,
        text: cleanText(`Primary: ${primary}\nSecondary: ${secondary}`),
        attributes: { ...base.attributes, initiative: toInt(ctx, 'initiative', r.initiative) },
      };
    }
    case 'technology': {
      const text = s('text');
      return {
        ...base,
        text,
        attributes: { ...base.attributes, techTypes: stringList(ctx, 'types', r.types), requirements: s('requirements') },
        keywords: ti4KeywordLines(text),
      };
    }
    case 'unit':
      return unitCard(ctx, r);
    case 'breakthrough':
    case 'promissory':
    case 'relic':
      return { ...base, text: s('text') };
    case 'faction':
      return { ...base, text: null };
  }
}

function typeOf(kind: Kind): string {
  return kind === 'faction' ? 'Faction' : Object.values(FILES).find((f) => f.kind === kind)!.type;
}

export function parseTi4(file: string, json: unknown): { cards: GameCard[]; warnings: string[]; read: number } {
  const kind = ti4FileKind(file, json);
  if (!kind) throw new ImportError(file, 'not a TI4 data file (<kind>.official.json or factions.*.json)');
  const records = kind === 'faction' ? ((json as Json).factions as unknown[]) : (json as unknown[]);
  // Copies of one card (same name, text and timing) are one card; the first copy's id is its key.
  const groups = new Map<string, { built: Built; record: Json; copies: string[]; ctx: RecordContext }>();
  records.forEach((raw, index) => {
    const ctx: RecordContext = { file, record: `[${index}]` };
    if (!isObject(raw)) fail(ctx, '(record)', 'expected an object');
    const built = build(kind, ctx, raw);
    ctx.record = `[${index}] (${built.key})`;
    const same = kind === 'action' || kind === 'exploration' ? `${built.name}|${raw.source}|${built.text}|${raw.phase ?? ''}` : built.key;
    const group = groups.get(same);
    if (group) group.copies.push(built.key);
    else groups.set(same, { built, record: raw, copies: [built.key], ctx });
  });
  const ids = new Set<string>();
  const cards = [...groups.values()].map(({ built, record, copies, ctx }) => {
    const source = reqString(ctx, 'source', record.source);
    const id = `${GAME}:${kind}:${built.key}`;
    if (ids.has(id)) fail(ctx, 'id', `duplicate card ${id}`);
    ids.add(id);
    const multiple = copies.length > 1;
    const printings: PrintingRecord[] = multiple
      ? copies.map((copy) => ({ id: `${GAME}:${kind}:${copy}`, set: source, number: copy, variantType: 'Copy', artist: null, imageUrl: null }))
      : [];
    const attributes: Ti4Attributes = {
      ...EMPTY,
      kind,
      source,
      faction: optString(ctx, 'faction', record.faction),
      ...built.attributes,
      copies: multiple ? copies : [],
    };
    return gameCard(
      GAME,
      SOURCE,
      {
        id,
        set: source,
        number: null,
        internalName: built.key,
        name: built.name,
        subtitle: built.subtitle ?? null,
        type: built.type ?? typeOf(kind),
        cost: built.cost ?? null,
        unique: false,
        text: built.text,
        attributes,
        searchText: searchText(built.text, ...(built.extraText ?? [])),
        searchTags: searchTags({ faction: [attributes.faction], phase: [attributes.phase] }),
      },
      built.keywords ?? [],
      printings,
    );
  });
  return { cards, warnings: [], read: records.length };
}
