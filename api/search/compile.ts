import type { Prisma } from '../../prisma/generated/client.js';
import type { SearchNode, TermNode } from './ast.js';
import { likeLiteral } from '../text-input.js';
import { RARITY_LETTERS } from './fields.js';

/**
 * Canonical spellings of the values stored in array columns. Prisma's `has` is case-sensitive, so terms on
 * arenas/aspects/traits are mapped to the stored spelling first; that keeps matching case-insensitive and
 * identical on PGlite and PostgreSQL without raw SQL.
 */
export interface SearchVocabulary {
  arenas: readonly string[];
  aspects: readonly string[];
  traits: readonly string[];
}

export const EMPTY_VOCABULARY: SearchVocabulary = { arenas: [], aspects: [], traits: [] };

type Where = Prisma.CardWhereInput;
type NullableText = 'subtitle' | 'rarity' | 'text' | 'backText' | 'deployBox' | 'epicAction';
type NullableNumber = 'cost' | 'power' | 'hp';

const insensitive = { mode: 'insensitive' } as const;

/** Case-insensitive mapping of a term value to the stored spelling(s); unknown values stay as typed (match nothing). */
export function canonical(value: string, known: readonly string[]): string[] {
  const lower = value.toLowerCase();
  const hits = known.filter((k) => k.toLowerCase() === lower);
  return hits.length > 0 ? hits : [value];
}

/*
 * SQL NULL would make a negated predicate unknown (and drop the row), so predicates on nullable columns state
 * "IS NOT NULL" explicitly: then `-x` is always the exact complement of `x`.
 */
function textContains(field: NullableText | 'name' | 'type', value: string): Where {
  const predicate: Where = { [field]: { contains: likeLiteral(value), ...insensitive } };
  return field === 'name' || field === 'type' ? predicate : { AND: [{ [field]: { not: null } }, predicate] };
}

function numberCompare(field: NullableNumber, op: Extract<TermNode, { type: 'number' }>['op'], value: number): Where {
  if (op === '!=') return { NOT: numberCompare(field, '=', value) };
  const comparison = { '=': 'equals', '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' }[op];
  return { [field]: { not: null, [comparison]: value } };
}

function term(node: TermNode, vocabulary: SearchVocabulary): Where {
  switch (node.type) {
    case 'number':
      return numberCompare(node.field, node.op, node.value);
    case 'is':
      switch (node.flag) {
        case 'unique':
          return { unique: true };
        case 'doublesided':
          return { doubleSided: true };
        case 'leader':
          return { type: { equals: 'Leader', ...insensitive } };
        case 'token':
          return { type: { startsWith: 'Token', ...insensitive } };
      }
      break;
    case 'text': {
      const v = node.value;
      switch (node.field) {
        case 'name':
          return { OR: [textContains('name', v), textContains('subtitle', v)] };
        case 'type':
          return textContains('type', v);
        case 'set':
          return { set: { equals: likeLiteral(v), ...insensitive } };
        case 'rarity': {
          const rarity = RARITY_LETTERS[v.toLowerCase()] ?? v;
          return { AND: [{ rarity: { not: null } }, { rarity: { equals: likeLiteral(rarity), ...insensitive } }] };
        }
        case 'text':
          return { OR: (['text', 'backText', 'deployBox', 'epicAction'] as const).map((f) => textContains(f, v)) };
        case 'keyword': {
          // "raid 2": the keyword with that number (keyword names contain no digits).
          const numbered = /^(.*\S)\s+(\d+)$/.exec(v);
          const name = numbered ? numbered[1]! : v;
          return {
            keywords: {
              some: { keyword: { name: { equals: likeLiteral(name), ...insensitive } }, ...(numbered ? { value: Number(numbered[2]) } : {}) },
            },
          };
        }
        case 'arena':
          return { arenas: { hasSome: canonical(v, vocabulary.arenas) } };
        case 'aspect':
          return { aspects: { hasSome: canonical(v, vocabulary.aspects) } };
        case 'trait':
          return { traits: { hasSome: canonical(v, vocabulary.traits) } };
      }
    }
  }
}

/** Compiles a search AST into a Prisma `where` on Card. */
export function compileSearch(node: SearchNode, vocabulary: SearchVocabulary): Where {
  switch (node.type) {
    case 'and':
      return { AND: node.children.map((c) => compileSearch(c, vocabulary)) };
    case 'or':
      return { OR: node.children.map((c) => compileSearch(c, vocabulary)) };
    case 'not':
      return { NOT: compileSearch(node.child, vocabulary) };
    default:
      return term(node, vocabulary);
  }
}

/** The array-valued fields a query touches: lets callers skip loading the vocabulary when it is not needed. */
export function usesVocabulary(node: SearchNode | null): boolean {
  if (node === null) return false;
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.some(usesVocabulary);
    case 'not':
      return usesVocabulary(node.child);
    case 'text':
      return node.field === 'arena' || node.field === 'aspect' || node.field === 'trait';
    default:
      return false;
  }
}
