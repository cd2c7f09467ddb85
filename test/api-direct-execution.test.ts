// A known POSTed operation skips Apollo's per-request pipeline (api/direct-execution.ts): graphql-js runs it the first
// time, graphql-jit from the second. Both must answer byte for byte what Apollo answers: a request with `extensions`
// always goes to Apollo, so the same request with `extensions: {}` is the reference. PGlite only: the execution path
// does not depend on the database.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// First: it loads reflect-metadata, which the resolver classes need as they are defined.
import { buildSchema } from '../schema/build.js';
import { documentTraits } from '../api/direct-execution.js';
import { ENGINE_ANSWERS } from '../api/engine/resolver.js';
import { loadFixture } from './api-fixture.js';
import { startTestApi, RESOLVE, type TestApi } from './api-resolve-client.js';

interface Raw { status: number; contentType: string | null; body: string }

const STATE = {
  phase: 'action',
  player1: { hasInitiative: true, groundArena: [{ card: 'wampa', id: 'wampa' }] },
  player2: { groundArena: [{ card: 'battlefield-marine', id: 'marine', upgrades: ['shield'] }, 'vanguard-infantry'] },
};

const QUERIES: [string, string, Record<string, unknown>?][] = [
  ['a search page', '{ cards(query: "c<=3", first: 3) { totalCount edges { cursor node { id name cost keywords { label } } } } }'],
  ['a lookup that finds nothing, beside one that does', '{ a: card(id: "NOPE") { name } b: keywords(game: SWU) { name } }'],
  ['a bad search', '{ cards(query: "c<=") { totalCount } }'],
  ['an unknown field of a game', '{ cards(game: XWING, query: "p>=3") { totalCount } }'],
  ['node and nodes (interfaces: graphql-js only)', '{ node(id: "Keyword:SWU:raid") { id ... on Keyword { name } } nodes(ids: ["Keyword:SWU:sentinel", "Card:SWU:NOPE"]) { id } }'],
  ['validateState with the derived view', 'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } view } }', { s: STATE }],
  ['a state that is not valid', 'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } } }', { s: { player1: { groundArena: [{ card: 'no-such-card' }] } } }],
  ['a rule with its links', '{ rule(game: SWU, number: "7.6.10") { number text parent { number } children { number } } }'],
];

/** RESOLVE reading a rule's catalog entry: a field resolver below the engine's answer, so its leaves are serialised. */
const RESOLVE_WITH_RULE_ENTRIES = RESOLVE.replace('rule { number title }', 'rule { number title entry { number text } }');

const MUTATIONS: [string, Record<string, unknown>][] = [
  ['RESOLVED', { input: { game: 'SWU', state: STATE, action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' } } }],
  ['NEEDS_CHOICE', { input: { game: 'SWU', state: STATE, action: { type: 'attack', player: 'player1', attacker: 'wampa' } } }],
  ['INVALID', { input: { game: 'SWU', state: { player1: { groundArena: [{ card: 'wampa', damage: -1 }] } }, action: { type: 'pass', player: 'player1' } } }],
  ['BAD_USER_INPUT (variables that do not fit)', { input: { game: 'SWU', state: STATE } }],
];

describe('direct execution answers as Apollo does', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await loadFixture(api.database.db.prisma);
  });
  afterAll(async () => api?.close());

  const raw = async (res: Response): Promise<Raw> => ({ status: res.status, contentType: res.headers.get('content-type'), body: await res.text() });
  const post = async (query: string, variables?: Record<string, unknown>, extensions?: object) => raw(await fetch(api.server.url, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, extensions }),
  }));
  const apolloAnswer = (query: string, variables?: Record<string, unknown>) => post(query, variables, {});

  const sameAsApollo = async (query: string, variables?: Record<string, unknown>) => {
    const apollo = await apolloAnswer(query, variables);
    expect(apollo.body.length).toBeGreaterThan(0);
    // First run interpreted, then compiled (from the second run on).
    for (let run = 1; run <= 3; run += 1) expect(await post(query, variables), `run ${run}`).toEqual(apollo);
  };

  for (const [what, query, variables] of QUERIES) {
    it(`query: ${what}`, () => sameAsApollo(query, variables));
  }

  for (const [what, variables] of MUTATIONS) {
    it(`resolve: ${what}`, () => sameAsApollo(RESOLVE, variables));
  }

  it('resolve with the catalog entry of each rule', () => sameAsApollo(RESOLVE_WITH_RULE_ENTRIES, MUTATIONS[0]![1]));
});

describe('which operations read only plain data (compiled without leaf serialisation)', () => {
  const cases: [string, string, boolean][] = [
    ['resolve', RESOLVE, true],
    ['validateState with its view', 'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } view __typename } }', true],
    ['resolve reading a rule through RuleRef.entry (a field resolver)', RESOLVE_WITH_RULE_ENTRIES, false],
    ['a catalog query', '{ keywords(game: SWU) { name } }', false],
    ['an engine answer beside a catalog query', 'query($s: JSON!) { validateState(game: SWU, state: $s) { valid } keywords(game: SWU) { name } }', false],
    ['introspection', '{ __schema { queryType { name } } }', false],
  ];
  for (const [what, query, plain] of cases) {
    it(`${what}: ${plain}`, async () => {
      expect(documentTraits(await buildSchema(), parse(query), ENGINE_ANSWERS).plain).toBe(plain);
    });
  }
});
