import type { Prisma } from '../../prisma/generated/client.js';
import type { CardFilter, IntRange } from '../../schema/types/inputs.js';
import { badUserInput } from '../errors.js';
import { checkText, likeLiteral } from '../text-input.js';
import { canonical, type SearchVocabulary } from './compile.js';

type Where = Prisma.CardWhereInput;
const insensitive = { mode: 'insensitive' } as const;

function range(field: 'cost' | 'power' | 'hp', bounds: IntRange): Where {
  const { min, max } = bounds;
  if (min != null && max != null && min > max) {
    throw badUserInput(`filter.${field}`, `filter.${field}: min (${min}) is greater than max (${max})`);
  }
  return { [field]: { not: null, ...(min != null ? { gte: min } : {}), ...(max != null ? { lte: max } : {}) } };
}

const anyOf = (values: readonly string[], field: 'set' | 'type' | 'rarity'): Where => ({
  OR: values.map((v) => ({ [field]: { equals: likeLiteral(v), ...insensitive } })),
});

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

/** Compiles the typed CardFilter input into a Prisma `where` (a list of conditions that must all hold). */
export function compileFilter(filter: CardFilter | null | undefined, vocabulary: SearchVocabulary): Where[] {
  if (!filter) return [];
  checkInput(filter);
  const where: Where[] = [];
  if (filter.set?.length) where.push(anyOf(filter.set, 'set'));
  if (filter.type?.length) where.push(anyOf(filter.type, 'type'));
  if (filter.rarity?.length) where.push(anyOf(filter.rarity, 'rarity'));
  for (const aspect of filter.aspects ?? []) where.push({ aspects: { hasSome: canonical(aspect, vocabulary.aspects) } });
  for (const trait of filter.traits ?? []) where.push({ traits: { hasSome: canonical(trait, vocabulary.traits) } });
  for (const keyword of filter.keywords ?? []) {
    where.push({ keywords: { some: { keyword: { name: { equals: likeLiteral(keyword), ...insensitive } } } } });
  }
  if (filter.arena != null) where.push({ arenas: { hasSome: canonical(filter.arena, vocabulary.arenas) } });
  if (filter.cost) where.push(range('cost', filter.cost));
  if (filter.power) where.push(range('power', filter.power));
  if (filter.hp) where.push(range('hp', filter.hp));
  if (filter.unique != null) where.push({ unique: filter.unique });
  return where;
}

export function filterUsesVocabulary(filter: CardFilter | null | undefined): boolean {
  return Boolean(filter && (filter.aspects?.length || filter.traits?.length || filter.arena != null));
}
