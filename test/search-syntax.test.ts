import { describe, expect, it } from 'vitest';
import { compileSearch, parseSearch, SearchSyntaxError } from '../api/search/index.js';
import { tokenize } from '../api/search/tokens.js';

function syntaxError(query: string): SearchSyntaxError {
  try {
    parseSearch(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected "${query}" to be rejected`);
}

describe('tokenizer', () => {
  it('reads words, phrases, fields, parentheses, minus and or, with offsets', () => {
    const tokens = tokenize('luke -k:sentinel (c<=3 OR o:"when defeated")');
    expect(tokens.map((t) => [t.kind, t.position])).toEqual([
      ['word', 0],
      ['minus', 5],
      ['field', 6],
      ['lparen', 17],
      ['field', 18],
      ['or', 23],
      ['field', 26],
      ['rparen', 43],
      ['eof', 44],
    ]);
    expect(tokens[4]).toMatchObject({ key: 'c', op: '<=', value: '3' });
    expect(tokens[6]).toMatchObject({ key: 'o', op: ':', value: 'when defeated', quoted: true });
  });

  it('keeps hyphens and digits inside words', () => {
    expect(tokenize('2-1B x-wing c3po').filter((t) => t.kind === 'word').map((t) => t.text)).toEqual(['2-1B', 'x-wing', 'c3po']);
  });

  it('reads every comparison operator', () => {
    for (const op of ['=', '!=', '<', '<=', '>', '>=', ':']) {
      expect(tokenize(`p${op}4`)[0]).toMatchObject({ kind: 'field', key: 'p', op, value: '4' });
    }
  });
});

describe('parser', () => {
  it('returns null for an empty or blank query', () => {
    expect(parseSearch('')).toBeNull();
    expect(parseSearch('   ')).toBeNull();
  });

  it('binds AND tighter than OR, and parentheses override', () => {
    expect(parseSearch('a b or c')).toMatchObject({
      type: 'or',
      children: [{ type: 'and', children: [{ value: 'a' }, { value: 'b' }] }, { value: 'c' }],
    });
    expect(parseSearch('a (b or c)')).toMatchObject({
      type: 'and',
      children: [{ value: 'a' }, { type: 'or', children: [{ value: 'b' }, { value: 'c' }] }],
    });
  });

  it('treats "and" as an explicit AND and "or"/"OR" alike', () => {
    expect(parseSearch('a and b')).toMatchObject({ type: 'and', children: [{ value: 'a' }, { value: 'b' }] });
    expect(parseSearch('a OR b')).toMatchObject({ type: 'or', children: [{ value: 'a' }, { value: 'b' }] });
  });

  it('negates terms, groups and != comparisons', () => {
    expect(parseSearch('-t:unit')).toMatchObject({ type: 'not', child: { type: 'text', field: 'type', value: 'unit' } });
    expect(parseSearch('-(a or b)')).toMatchObject({ type: 'not', child: { type: 'or' } });
    expect(parseSearch('t!=unit')).toMatchObject({ type: 'not', child: { type: 'text', field: 'type' } });
    expect(parseSearch('c!=3')).toMatchObject({ type: 'number', field: 'cost', op: '!=', value: 3 });
  });

  it('maps field aliases and ":" on numbers to "="', () => {
    expect(parseSearch('cost:3')).toMatchObject({ type: 'number', field: 'cost', op: '=', value: 3 });
    expect(parseSearch('hp>=5')).toMatchObject({ type: 'number', field: 'hp', op: '>=', value: 5 });
    expect(parseSearch('trait:jedi')).toMatchObject({ type: 'text', field: 'trait', value: 'jedi' });
    expect(parseSearch('is:UNIQUE')).toMatchObject({ type: 'is', flag: 'unique' });
    expect(parseSearch('"darth vader"')).toMatchObject({ type: 'text', field: 'name', value: 'darth vader' });
  });

  const bad: [query: string, token: string, position: number, message: RegExp][] = [
    ['k:sentinel (c<=3', '(', 11, /Missing "\)"/],
    ['luke)', ')', 4, /without a matching "\("/],
    ['foo:bar', 'foo:bar', 0, /Unknown search field "foo"/],
    ['c<=x', 'c<=x', 3, /not a whole number/],
    ['t<unit', 't<unit', 0, /Operator "<" does not apply/],
    ['o:"when defeated', '"when defeated', 2, /Unterminated/],
    ['luke -', '-', 5, /must be followed directly/],
    ['or luke', 'or', 0, /Expected a search term/],
    ['luke or', 'or', 5, /after "or"/],
    ['()', ')', 1, /Expected a search term/],
    ['is:shiny', 'is:shiny', 3, /Unknown "is:" value/],
    ['t: unit', 't:', 0, /Missing value/],
    ['a and', 'and', 2, /between two search terms/],
    // The columns are 32-bit integers: a bigger number would fail in the database instead of here.
    ['c<=3000000000', 'c<=3000000000', 3, /too large/],
    ['luke p>99999999999999999999', 'p>99999999999999999999', 7, /too large/],
    ['k:"raid 99999999999"', 'k:"raid 99999999999"', 2, /too large/],
    // Nesting becomes nested database filters, which have a recursion limit: refuse it here, at the token.
    [`${'-'.repeat(200)}luke`, '-', 20, /nested more than 20 levels/],
    [`${'(a '.repeat(100)}${')'.repeat(100)}`, '(', 60, /nested more than 20 levels/],
  ];
  it.each(bad)('rejects %j at the offending token', (query, token, position, message) => {
    const error = syntaxError(query);
    expect(error.message).toMatch(message);
    expect({ token: error.token, position: error.position }).toEqual({ token, position });
  });
});

describe('compiler', () => {
  const compile = (q: string, game = 'SWU') => compileSearch(parseSearch(q)!, game);
  const text = (q: string, game = 'SWU') => {
    const sql = compile(q, game);
    return { sql: sql.sql.replace(/\s+/g, ' '), values: sql.values };
  };

  it('binds every value the user typed as a parameter, never as SQL text', () => {
    const { sql, values } = text(`tr:"bounty hunter" o:"it's 100%" c<=3`);
    expect(sql).not.toContain('bounty');
    expect(sql).not.toContain("it's");
    expect(values).toEqual(['trait:bounty hunter', "%it's 100\\%%", 3]);
  });

  it('guards nullable values so that negation is an exact complement, and leaves tags bare for their index', () => {
    expect(text('c<=3').sql).toBe('(c."cost" IS NOT NULL AND c."cost" <= ?)');
    expect(text('-c<=3').sql).toBe('NOT (c."cost" IS NOT NULL AND c."cost" <= ?)');
    expect(text('p!=4').sql).toBe(`NOT ((c."attributes"->>'power')::int IS NOT NULL AND (c."attributes"->>'power')::int = ?)`);
    expect(text('set:sor').sql).toBe('(c."set" IS NOT NULL AND lower(c."set") = lower(?))');
    expect(text('n:luke').sql).toBe('((c."name" IS NOT NULL AND lower(c."name") LIKE lower(?)) OR (c."subtitle" IS NOT NULL AND lower(c."subtitle") LIKE lower(?)))');
    expect(text('-tr:jedi').sql).toBe('NOT c."searchTags" @> ARRAY[?]::text[]');
  });

  it('reads each game\'s own attributes and maps rarity letters to names', () => {
    expect(text('r:l').values).toEqual(['rarity:legendary']);
    expect(text('f:"Rebel Alliance"', 'XWING').values).toEqual(['faction:rebelalliance']);
    expect(text('i>=5', 'XWING').sql).toContain(`(c."attributes"->>'initiative')::int >= ?`);
    expect(text('move>=2', 'TI4').sql).toContain(`(c."attributes"->'unit'->>'move')::int >= ?`);
  });

  it('refuses a field the game does not have, at the term, naming the fields it has', () => {
    const error = (() => {
      try {
        compile('luke p>=3', 'XWING');
      } catch (e) {
        return e as SearchSyntaxError;
      }
      throw new Error('expected a SearchSyntaxError');
    })();
    expect(error).toBeInstanceOf(SearchSyntaxError);
    expect({ token: error.token, position: error.position }).toEqual({ token: 'p>=3', position: 5 });
    expect(error.message).toMatch(/"power" does not apply to XWING cards \(XWING has .*initiative/);
  });
});
