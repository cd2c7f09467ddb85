// What each search field means for each game, as SQL over "Card" c (the columns every game has, and the game's own
// attributes, prisma/attributes.ts). One table per game, so adding a game or a field touches one place; a field a
// game does not have is a BAD_QUERY_SYNTAX naming the fields it does have (api/search/sql.ts).
import { Prisma } from '../../prisma/generated/client.js';
import { searchTag } from '../../prisma/import/normalise.js';
import { likeLiteral } from '../text-input.js';

type Sql = Prisma.Sql;

/**
 * Conditions are never NULL (a NULL would make `-x` drop the row instead of keeping it, so that `-x` is the exact
 * complement of `x`), and leave the columns bare so that the index on tags stays usable.
 */
export interface GameSearch {
  /** Text fields: the condition for one value (case-insensitive). */
  text: Readonly<Record<string, (value: string) => Sql>>;
  /** Numeric fields: an integer expression, NULL when the card has no such value (sql.ts guards it). */
  number: Readonly<Record<string, Sql>>;
  /** is: flags. */
  is: Readonly<Record<string, Sql>>;
}

// Keys below come from this file only, never from a query: raw SQL is safe here.
const column = (name: string): Sql => Prisma.raw(`c."${name}"`);
const attr = (...path: string[]): Sql =>
  Prisma.raw(`(c."attributes"${path.slice(0, -1).map((p) => `->'${p}'`).join('')}->>'${path[path.length - 1]}')`);
const attrInt = (...path: string[]): Sql => Prisma.sql`${attr(...path)}::int`;

// "x IS NOT NULL AND ...", not coalesce(..., false): as never NULL, and the planner can still estimate how many rows
// match (it can't see through coalesce, guessed nearly all, and walked the whole ordered index for "luke or vader").
// lower() on both sides, as ILIKE folds case, at a fifth of ILIKE's cost per row.
const contains = (expr: Sql, value: string): Sql => Prisma.sql`(${expr} IS NOT NULL AND lower(${expr}) LIKE lower(${`%${likeLiteral(value)}%`}))`;
const equals = (expr: Sql, value: string): Sql => Prisma.sql`(${expr} IS NOT NULL AND lower(${expr}) = lower(${value}))`;
/**
 * A categorical attribute has the value, ignoring case: the importer stores each as a tag in Card.searchTags
 * ("trait:jedi"), so this is one array containment, not a walk through every row's JSON.
 */
const tagged =
  (field: string, spell: (value: string) => string = (v) => v) =>
  (value: string): Sql =>
    Prisma.sql`c."searchTags" @> ARRAY[${searchTag(field, spell(value))}]::text[]`;

/** "raid 2": the keyword with that number (keyword names end in no digits). One semi-join, computed once. */
function keyword(value: string): Sql {
  const numbered = /^(.*\S)\s+(\d+)$/.exec(value);
  const name = numbered ? numbered[1]! : value;
  return Prisma.sql`c.id IN (SELECT ck."cardId" FROM "CardKeyword" ck JOIN "Keyword" k ON k.id = ck."keywordId"
    WHERE lower(k.name) = lower(${name})${numbered ? Prisma.sql` AND ck.value = ${Number(numbered[2])}` : Prisma.empty})`;
}

/** Fields every game has: the Card columns and the printed keywords. */
const COMMON: GameSearch = {
  text: {
    name: (v) => Prisma.sql`(${contains(column('name'), v)} OR ${contains(column('subtitle'), v)})`,
    type: (v) => contains(column('type'), v),
    set: (v) => equals(column('set'), v),
    // searchText is lower-cased: LIKE on the lower-cased value (half the work of ILIKE).
    text: (v) => Prisma.sql`c."searchText" LIKE ${`%${likeLiteral(v.toLowerCase())}%`}`,
    keyword,
  },
  number: { cost: column('cost') },
  is: { unique: column('unique') },
};

/** Rarity letters as SWU-DB and the printed cards use them. */
export const RARITY_LETTERS: Readonly<Record<string, string>> = { c: 'Common', u: 'Uncommon', r: 'Rare', l: 'Legendary', s: 'Special' };

/** "partial", "text-only", "TEXT_ONLY" -> the stored Card.engineStatus value. */
const engineStatus = (value: string): string => value.toUpperCase().replace(/[-\s]/g, '_').replace(/^TEXTONLY$/, 'TEXT_ONLY');

const SWU: GameSearch = {
  text: {
    ...COMMON.text,
    support: (v) => Prisma.sql`coalesce(c."engineStatus" = ${engineStatus(v)}, false)`,
    arena: tagged('arena'),
    aspect: tagged('aspect'),
    trait: tagged('trait'),
    rarity: tagged('rarity', (v) => RARITY_LETTERS[v.toLowerCase()] ?? v),
  },
  number: { ...COMMON.number, power: attrInt('power'), hp: attrInt('hp') },
  is: {
    ...COMMON.is,
    leader: Prisma.sql`lower(c."type") = 'leader'`,
    token: Prisma.sql`c."type" ILIKE 'token%'`,
    doublesided: Prisma.sql`coalesce(${attr('doubleSided')}::boolean, false)`,
    executable: Prisma.sql`coalesce(c."engineStatus" = 'EXECUTABLE', false)`,
  },
};

const XWING: GameSearch = {
  text: {
    ...COMMON.text,
    faction: tagged('faction'),
    ship: tagged('ship'),
    slot: tagged('slot'),
    size: tagged('size'),
  },
  number: {
    ...COMMON.number,
    initiative: attrInt('initiative'),
    attack: Prisma.sql`(SELECT max((a->>'value')::int) FROM jsonb_array_elements(c."attributes"->'attacks') a)`,
    agility: attrInt('agility'),
    hull: attrInt('hull'),
    shields: attrInt('shields'),
    charges: attrInt('charges', 'value'),
    force: attrInt('force', 'value'),
    loadout: attrInt('loadout'),
  },
  is: COMMON.is,
};

const TI4: GameSearch = {
  text: {
    ...COMMON.text,
    faction: tagged('faction'),
    phase: tagged('phase'),
  },
  number: {
    ...COMMON.number,
    combat: attrInt('unit', 'combat', 'hitsOn'),
    move: attrInt('unit', 'move'),
    capacity: attrInt('unit', 'capacity'),
    points: attrInt('points'),
    initiative: attrInt('initiative'),
    resources: attrInt('resources'),
    influence: attrInt('influence'),
  },
  is: COMMON.is,
};

export const GAME_SEARCH: Readonly<Record<string, GameSearch>> = { SWU, XWING, TI4 };
