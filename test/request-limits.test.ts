// The pieces of the request limits that need no server: the linear-time priced walk, media types, the suggestion
// index against the brute-force scorer, token buckets, client addresses, and the documented settings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getOperationAST, parse, print, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyProblem, parseMediaType } from '../api/http/media-type.js';
import { checkLimits, INTROSPECTION_COST, LIST_FACTOR, measureOperation, ROOT_FIELD_COST, STATE_BYTES_PER_POINT, SUGGESTION_COST } from '../api/limits.js';
import { clientAddress } from '../api/rate-limit/identity.js';
import { MemoryRateLimiter } from '../api/rate-limit/memory.js';
import { SETTINGS } from '../api/settings.js';
import { suggest, SuggestionIndex } from '../api/suggest.js';
import { buildSchema } from '../schema/build.js';
import { FIXTURE_CARDS } from './api-fixture.js';
import { REPO_ROOT } from './support/databases.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildSchema();
});

function measure(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  return measureOperation(schema, document, getOperationAST(document)!, variables);
}

describe('operation cost', () => {
  it('prices fields, root fields, pages and lists', () => {
    // card: root 20 + id 1 + printings (1 + its id 1 x LIST_FACTOR)
    expect(measure('{ card(id: "X") { id printings { id } } }')).toEqual({ depth: 3, cost: ROOT_FIELD_COST + 1 + (1 + 1 * LIST_FACTOR) });
    // cards(first: 7): root 20 + edges (1 + node (1 + 2 fields)) x 7; totalCount 1
    expect(measure('{ cards(first: 7) { totalCount edges { node { id name } } } }').cost).toBe(ROOT_FIELD_COST + (1 + (1 + (1 + 2))) * 7);
    expect(measure('{ __schema { types { name } } __typename }').cost).toBe(INTROSPECTION_COST.__schema);
  });

  it('prices what a field really costs: a name lookup its suggestions, resolve its state, a page its size', () => {
    expect(measure('{ card(name: "x") { id } }').cost - measure('{ card(id: "x") { id } }').cost).toBe(SUGGESTION_COST);
    const state = { player1: { hand: Array.from({ length: 100 }, (_, i) => `card-${i}`) } };
    const bytes = JSON.stringify(state).length;
    const query = 'mutation($input: ResolveInput!) { resolve(input: $input) { status } }';
    const small = measure(query, { input: { game: 'SWU', state: {}, action: {} } }).cost;
    expect(measure(query, { input: { game: 'SWU', state, action: {} } }).cost - small).toBe(Math.ceil(bytes / STATE_BYTES_PER_POINT) - 1);
    // The same state written inline in the document costs the same as through a variable.
    const inline = `mutation { resolve(input: { game: SWU, state: ${JSON.stringify(JSON.stringify(state)).slice(1, -1).replace(/\\"/g, '"').replace(/"(\w+)":/g, '$1:')}, action: {} }) { status } }`;
    expect(measure(inline).cost).toBe(measure(query, { input: { game: 'SWU', state, action: {} } }).cost);
    const page = 'query($n: Int) { cards(first: $n) { edges { node { id } } } }';
    // root 20 + (edges 1 + node 1 + id 1) per item of the page
    expect(measure(page, { n: 100 }).cost).toBe(ROOT_FIELD_COST + 3 * 100);
    expect(measure(page, { n: 2 }).cost).toBe(ROOT_FIELD_COST + 3 * 2);
    expect(measure(page, {}).cost).toBe(ROOT_FIELD_COST + 3 * 20);
  });

  it('measures a fragment once however often it is spread: 40 levels of doubling take milliseconds', () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Card { name ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : ''} }`).join('\n');
    const query = `{ card(id: "x") { ...F0 } }\n${fragments}`;
    expect(query.length).toBeLessThan(2000);
    const started = performance.now();
    const result = measure(query);
    expect(performance.now() - started).toBeLessThan(100);
    expect(result.cost).toBe(ROOT_FIELD_COST + 2 ** levels - 1);
    expect(checkLimits(result, { maxDepth: 10, maxComplexity: 5000 }, getOperationAST(parse(query))!)?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  });

  it('plans an operation once but prices each request by its own variables, inside fragments too', () => {
    // One document object measured again and again, as the server does with a cached document.
    const document = parse(`
      query($n: Int, $m: Int) { a: cards(first: $n) { ...Page } b: cards(first: $m) { ...Page } c: card(id: "x") { id } }
      fragment Page on CardConnection { edges { node { id name } } }`);
    const operation = getOperationAST(document)!;
    const again = (variables: Record<string, unknown>) => measureOperation(schema, document, operation, variables);
    // each page: root 20 + (edges 1 + node 1 + id 1 + name 1) per item; card: root 20 + id 1
    const expected = (n: number, m: number) => ROOT_FIELD_COST * 3 + 4 * n + 4 * m + 1;
    expect(again({ n: 5, m: 7 }).cost).toBe(expected(5, 7));
    expect(again({ n: 100, m: 1 }).cost).toBe(expected(100, 1));
    expect(again({}).cost).toBe(expected(20, 20));
    // The same answers as a document measured for the first time.
    expect(again({ n: 3, m: 9 })).toEqual(measure(print(document), { n: 3, m: 9 }));
    const resolve = parse('mutation($input: ResolveInput!) { resolve(input: $input) { status log { step } } }');
    const small = measureOperation(schema, resolve, getOperationAST(resolve)!, { input: { game: 'SWU', state: {}, action: {} } });
    const large = measureOperation(schema, resolve, getOperationAST(resolve)!, { input: { game: 'SWU', state: { x: 'y'.repeat(6400) }, action: {} } });
    expect(large.cost - small.cost).toBe(Math.ceil((6400 + 8) / STATE_BYTES_PER_POINT) - 1);
  });

  it('does not loop on fragment cycles (graphql-js refuses them; the walk just stops)', () => {
    expect(measure('{ card(id: "x") { ...A } } fragment A on Card { id ...B } fragment B on Card { name ...A }').cost).toBe(ROOT_FIELD_COST + 2);
  });
});

describe('media types', () => {
  it('parses type, subtype and parameters exactly', () => {
    expect(parseMediaType('Application/JSON; charset="UTF-8"')).toEqual({ essence: 'application/json', params: new Map([['charset', 'UTF-8']]) });
    expect(parseMediaType('application/json/x')).toBeUndefined();
    expect(parseMediaType('json')).toBeUndefined();
  });

  it('reads a body only when it is application/json in utf-8', () => {
    expect(jsonBodyProblem('application/json')).toBeUndefined();
    expect(jsonBodyProblem('application/json; charset=utf-8')).toBeUndefined();
    expect(jsonBodyProblem('text/plain; x=application/json')).toMatch(/text\/plain is not supported/);
    expect(jsonBodyProblem('application/jsonx')).toMatch(/not supported/);
    expect(jsonBodyProblem('application/json; charset=latin1')).toMatch(/charset latin1/);
    expect(jsonBodyProblem(undefined)).toMatch(/missing/);
  });
});

describe('suggestion index', () => {
  const names = [
    ...FIXTURE_CARDS.map((c) => ({ name: c.name, subtitle: c.subtitle ?? null })),
    ...['Yoda', 'Yoda', 'Darth Vader', 'Darth Maul', 'Han Solo', 'Boba Fett', 'Rey', 'R2-D2', 'Kylo Ren', 'TIE Fighter'].map((name, i) => ({ name, subtitle: `Version ${i}` })),
  ];
  const labels = (c: { name: string; subtitle: string | null }) => [c.subtitle ? `${c.name}, ${c.subtitle}` : c.name, c.name];
  const index = new SuggestionIndex(names, labels);

  it.each(['Yodda', 'Darth Vadr', 'vader', 'Luke', 'sabine', 'Ry', 'ab', 'tie fightr', 'bobba fet', 'x'.repeat(200), '', 'Luke Skywalker, Jedi Knigt', 'ader', 'kywalk', 'ghter', 'r2 d2', 'ren'])(
    'suggests what the brute-force scorer suggests for %j',
    (query) => {
      expect(index.search(query)).toEqual(suggest(query, names, labels));
    },
  );

  it('skips the edit distance for names it cannot bring over the threshold (a 200-character miss is cheap)', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ name: `Card number ${i} of the set`, subtitle: null }));
    const big = new SuggestionIndex(many, labels);
    const started = performance.now();
    for (let i = 0; i < 50; i++) big.search(`${'q'.repeat(190)} ${i}`);
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});

describe('rate limiting building blocks', () => {
  it('token bucket: a burst, then refusals that say when to retry, and nothing taken on refusal', async () => {
    const limiter = new MemoryRateLimiter({ perSecond: 1, burst: 3 });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.take('a', 1));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]).toMatchObject({ limit: 3, remaining: 0 });
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(900);
    expect((await limiter.take('b', 3)).allowed).toBe(true);
    expect((await limiter.take('c', 4)).allowed).toBe(false);
    expect((await limiter.take('c', 3)).allowed).toBe(true);
  });

  it('names a client by its IPv4 address, or the /64 of its IPv6 address', () => {
    expect(clientAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('settings', () => {
  it('the README documents every setting npm start reads', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = SETTINGS.filter((s) => !readme.includes(`\`${s.name}\``)).map((s) => s.name);
    expect(missing).toEqual([]);
  });
});
