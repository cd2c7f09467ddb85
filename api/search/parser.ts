import type { SearchNode, TermNode } from './ast.js';
import { SearchSyntaxError } from './errors.js';
import { FIELD_KEYS, IS_FLAGS } from './fields.js';
import { tokenize, type Token } from './tokens.js';

/**
 * Parses the search syntax into an AST, or returns null for an empty query.
 *
 *   query   := or EOF
 *   or      := and (("or" | "OR") and)*
 *   and     := unary+            (juxtaposition, an optional "and" between terms)
 *   unary   := "-" unary | primary
 *   primary := "(" or ")" | word | "phrase" | key op value
 */
export function parseSearch(input: string): SearchNode | null {
  const tokens = tokenize(input);
  let index = 0;
  let nesting = 0;
  const peek = (): Token => tokens[index] ?? tokens[tokens.length - 1]!;
  const next = (): Token => tokens[index++] ?? tokens[tokens.length - 1]!;
  const fail = (message: string, token: Token): never => {
    throw new SearchSyntaxError(message, token.text, token.position);
  };
  const describe = (token: Token): string => (token.kind === 'eof' ? 'the end of the query' : `"${token.text}"`);

  const parseOr = (): SearchNode => {
    const children = [parseAnd()];
    while (peek().kind === 'or') {
      const or = next();
      const after = peek();
      if (after.kind === 'eof' || after.kind === 'rparen' || after.kind === 'or') {
        fail(`Expected a search term after "${or.text}", found ${describe(after)}`, or);
      }
      children.push(parseAnd());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  };

  const parseAnd = (): SearchNode => {
    const children: SearchNode[] = [];
    for (;;) {
      const token = peek();
      if (token.kind === 'eof' || token.kind === 'rparen' || token.kind === 'or') break;
      if (token.kind === 'and') {
        next();
        const after = peek();
        if (children.length === 0 || after.kind === 'eof' || after.kind === 'rparen' || after.kind === 'or' || after.kind === 'and') {
          fail(`"${token.text}" must stand between two search terms`, token);
        }
        continue;
      }
      children.push(parseUnary());
    }
    if (children.length === 0) fail(`Expected a search term, found ${describe(peek())}`, peek());
    return children.length === 1 ? children[0]! : { type: 'and', children };
  };

  // Every "-" and "(" nests the compiled filter one level deeper, and the database's filter parser has a recursion limit.
  const nest = <T>(token: Token, inner: () => T): T => {
    if (nesting >= MAX_NESTING) fail(`Terms are nested more than ${MAX_NESTING} levels deep (negations and parentheses)`, token);
    nesting++;
    try {
      return inner();
    } finally {
      nesting--;
    }
  };

  const parseUnary = (): SearchNode => {
    if (peek().kind === 'minus') {
      const minus = next();
      return nest(minus, () => ({ type: 'not', child: parseUnary() }));
    }
    return parsePrimary();
  };

  const parsePrimary = (): SearchNode => {
    const token = next();
    switch (token.kind) {
      case 'lparen': {
        const inner = nest(token, parseOr);
        const close = peek();
        if (close.kind !== 'rparen') fail(`Missing ")" to close this "("`, token);
        next();
        return inner;
      }
      case 'word':
      case 'phrase':
        return { type: 'text', field: 'name', value: token.value, position: token.position, source: token.text };
      case 'field':
        return fieldTerm(token);
      default:
        return fail(`Unexpected ${describe(token)}`, token);
    }
  };

  const root = peek().kind === 'eof' ? null : parseOr();
  const rest = peek();
  if (rest.kind !== 'eof') fail(rest.kind === 'rparen' ? 'Unexpected ")" without a matching "("' : `Unexpected ${describe(rest)}`, rest);
  return root;
}

/** Deepest nesting of negations and parentheses a query may have. */
export const MAX_NESTING = 20;

/** The numeric columns (cost, power, HP, keyword numbers) are 32-bit integers. */
const MAX_NUMBER = 2_147_483_647;

function fieldTerm(token: Extract<Token, { kind: 'field' }>): SearchNode {
  const spec = FIELD_KEYS[token.key.toLowerCase()];
  const base = { position: token.position, source: token.text };
  if (spec === undefined) {
    throw new SearchSyntaxError(
      `Unknown search field "${token.key}" (known: ${Object.keys(FIELD_KEYS).join(', ')})`,
      token.text,
      token.position,
    );
  }
  const value = token.value.trim();
  if (spec.kind === 'number') {
    if (!/^\d+$/.test(value)) {
      throw new SearchSyntaxError(`"${token.key}" compares numbers; "${token.value}" is not a whole number`, token.text, token.valuePosition);
    }
    if (Number(value) > MAX_NUMBER) {
      throw new SearchSyntaxError(`"${token.key}" compares numbers up to ${MAX_NUMBER}; "${token.value}" is too large`, token.text, token.valuePosition);
    }
    return { type: 'number', field: spec.field, op: token.op === ':' ? '=' : token.op, value: Number(value), ...base };
  }
  if (token.op !== ':' && token.op !== '=' && token.op !== '!=') {
    throw new SearchSyntaxError(`Operator "${token.op}" does not apply to "${token.key}"; use ":" or "!="`, token.text, token.position);
  }
  if (spec.kind === 'is') {
    const flag = IS_FLAGS.find((f) => f === value.toLowerCase());
    if (flag === undefined) {
      throw new SearchSyntaxError(`Unknown "is:" value "${token.value}" (known: ${IS_FLAGS.join(', ')})`, token.text, token.valuePosition);
    }
    return negateIf(token.op === '!=', { type: 'is', flag, ...base });
  }
  // "raid 2": a keyword's number is compared as a number (api/search/compile.ts).
  const keywordNumber = spec.field === 'keyword' ? /\s(\d+)$/.exec(value)?.[1] : undefined;
  if (keywordNumber !== undefined && Number(keywordNumber) > MAX_NUMBER) {
    throw new SearchSyntaxError(`Keyword numbers go up to ${MAX_NUMBER}; "${keywordNumber}" is too large`, token.text, token.valuePosition);
  }
  return negateIf(token.op === '!=', { type: 'text', field: spec.field, value, ...base });
}

function negateIf(negate: boolean, term: TermNode): SearchNode {
  return negate ? { type: 'not', child: term } : term;
}
