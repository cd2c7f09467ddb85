// Compiles a search AST to a SQL condition on "Card" c for one game (api/search/games.ts says what each field is).
import { Prisma } from '../../prisma/generated/client.js';
import type { SearchNode, TermNode } from './ast.js';
import { SearchSyntaxError } from './errors.js';
import { GAME_SEARCH, type GameSearch } from './games.js';

type Sql = Prisma.Sql;

const OPERATORS = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const;

function fieldNames(game: string, search: GameSearch): string {
  return `${game} has ${[...Object.keys(search.text), ...Object.keys(search.number)].join(', ')}; is:${Object.keys(search.is).join(', is:')}`;
}

function notForGame(node: TermNode, game: string, search: GameSearch): never {
  const what = node.type === 'is' ? `"is:${node.flag}"` : `"${node.field}"`;
  throw new SearchSyntaxError(`${what} does not apply to ${game} cards (${fieldNames(game, search)})`, node.source, node.position);
}

/*
 * No term is ever NULL (games.ts), so `-x` is always the exact complement of `x`: a number compares only where the card
 * has one ("cards without the value never match").
 */
function term(node: TermNode, game: string, search: GameSearch): Sql {
  switch (node.type) {
    case 'number': {
      const expr = search.number[node.field] ?? notForGame(node, game, search);
      if (node.op === '!=') return Prisma.sql`NOT ${term({ ...node, op: '=' }, game, search)}`;
      return Prisma.sql`(${expr} IS NOT NULL AND ${expr} ${Prisma.raw(OPERATORS[node.op])} ${node.value})`;
    }
    case 'is':
      return search.is[node.flag] ?? notForGame(node, game, search);
    case 'text':
      return (search.text[node.field] ?? notForGame(node, game, search))(node.value);
  }
}

/** A condition on "Card" c for the search; throws SearchSyntaxError (with the term's position) for a field the game lacks. */
export function compileSearch(node: SearchNode, game: string): Sql {
  const search = GAME_SEARCH[game];
  if (!search) throw new Error(`no search fields for game ${game}`);
  const walk = (n: SearchNode): Sql => {
    switch (n.type) {
      case 'and':
        return Prisma.sql`(${Prisma.join(n.children.map(walk), ' AND ')})`;
      case 'or':
        return Prisma.sql`(${Prisma.join(n.children.map(walk), ' OR ')})`;
      case 'not':
        return Prisma.sql`NOT ${walk(n.child)}`;
      default:
        return term(n, game, search);
    }
  };
  return walk(node);
}
