import { Prisma } from '../../prisma/generated/client.js';
import type { CardFilter, IntRange } from '../../schema/types/inputs.js';
import { badUserInput } from '../errors.js';
import { checkText } from '../text-input.js';
import { GAME_SEARCH, type GameSearch } from './games.js';

type Sql = Prisma.Sql;

/** More values than any real filter needs; each becomes a bound parameter (PostgreSQL allows 65,535 per query). */
export const MAX_FILTER_VALUES = 100;

function checkInput(filter: CardFilter): void {
  for (const field of ['set', 'type', 'rarity', 'aspects', 'traits', 'keywords'] as const) {
    const values = filter[field] ?? [];
    if (values.length > MAX_FILTER_VALUES) {
      throw badUserInput(`filter.${field}`, `filter.${field}: at most ${MAX_FILTER_VALUES} values; got ${values.length}`);
    }
    values.forEach((value, i) => checkText(`filter.${field}[${i}]`, value));
  }
  checkText('filter.arena', filter.arena);
}

/** The search field behind a filter field, or BAD_USER_INPUT naming the filter field when the game has none. */
function textField(search: GameSearch, game: string, filterField: string, field: string): (value: string) => Sql {
  const build = search.text[field];
  if (!build) throw badUserInput(`filter.${filterField}`, `filter.${filterField} does not apply to ${game} cards`);
  return build;
}

function range(search: GameSearch, game: string, field: string, bounds: IntRange): Sql {
  const { min, max } = bounds;
  if (min != null && max != null && min > max) {
    throw badUserInput(`filter.${field}`, `filter.${field}: min (${min}) is greater than max (${max})`);
  }
  const expr = search.number[field];
  if (!expr) throw badUserInput(`filter.${field}`, `filter.${field} does not apply to ${game} cards`);
  const parts = [Prisma.sql`${expr} IS NOT NULL`];
  if (min != null) parts.push(Prisma.sql`${expr} >= ${min}`);
  if (max != null) parts.push(Prisma.sql`${expr} <= ${max}`);
  return Prisma.join(parts, ' AND ');
}

const anyOf = (values: readonly string[], build: (value: string) => Sql): Sql => Prisma.sql`(${Prisma.join(values.map(build), ' OR ')})`;

/** Compiles the typed CardFilter input into SQL conditions on "Card" c that must all hold. */
export function compileFilter(filter: CardFilter | null | undefined, game: string): Sql[] {
  if (!filter) return [];
  checkInput(filter);
  const search = GAME_SEARCH[game]!;
  const text = (filterField: string, field: string) => textField(search, game, filterField, field);
  const where: Sql[] = [];
  if (filter.set?.length) where.push(anyOf(filter.set, text('set', 'set')));
  if (filter.type?.length) where.push(anyOf(filter.type, (v) => Prisma.sql`lower(c."type") = lower(${v})`));
  if (filter.rarity?.length) where.push(anyOf(filter.rarity, text('rarity', 'rarity')));
  for (const aspect of filter.aspects ?? []) where.push(text('aspects', 'aspect')(aspect));
  for (const trait of filter.traits ?? []) where.push(text('traits', 'trait')(trait));
  for (const keyword of filter.keywords ?? []) where.push(text('keywords', 'keyword')(keyword));
  if (filter.arena != null) where.push(text('arena', 'arena')(filter.arena));
  if (filter.cost) where.push(range(search, game, 'cost', filter.cost));
  if (filter.power) where.push(range(search, game, 'power', filter.power));
  if (filter.hp) where.push(range(search, game, 'hp', filter.hp));
  if (filter.unique != null) where.push(Prisma.sql`c."unique" = ${filter.unique}`);
  if (filter.executable != null) {
    const executable = search.is.executable;
    if (!executable) throw badUserInput('filter.executable', `filter.executable does not apply to ${game} cards`);
    where.push(filter.executable ? executable : Prisma.sql`NOT ${executable}`);
  }
  if (filter.engineSupport) {
    if (filter.engineSupport.length === 0) where.push(Prisma.sql`false`);
    else where.push(anyOf(filter.engineSupport, text('engineSupport', 'support')));
  }
  return where;
}
