// The catalog API over HTTP, on both back ends, against a small fixture of our own (test/api-fixture.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFor } from '../api/catalog.js';
import type { ApiServer } from '../api/server.js';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient as SqlCountingClient, type PrismaClient } from '../prisma/generated/client.js';
import { FIXTURE_CARDS, FIXTURE_RAID_RULE, loadFixture } from './api-fixture.js';
import { backends, data, error, post, startServer, type Loose } from './api-helpers.js';
import type { TestDatabase } from './support/databases.js';

const ALL = FIXTURE_CARDS.map((c) => `TST_${c.number}`).sort();
const ids = (...numbers: string[]) => numbers.map((n) => `TST_${n}`).sort();
const without = (...numbers: string[]) => ALL.filter((id) => !ids(...numbers).includes(id));

const SEARCH = `query Search($query: String, $filter: CardFilter, $orderBy: CardOrder, $first: Int, $after: String) {
  cards(query: $query, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { key } }
  }
}`;

describe.each(await backends())('catalog API on $name', ({ open, skip }) => {
  let db: TestDatabase;
  let server: ApiServer;
  let url: string;

  beforeAll(async () => {
    if (skip) return;
    db = await open();
    await loadFixture(db.db.prisma);
    server = await startServer(db.db);
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function search(variables: Record<string, unknown>): Promise<Loose> {
    return (await data(url, SEARCH, { first: 100, ...variables })).cards;
  }
  async function found(query: string | null, filter?: Record<string, unknown>): Promise<string[]> {
    const result = await search({ query, filter });
    expect(result.totalCount).toBe(result.edges.length);
    return result.edges.map((e: Loose) => e.node.key).sort();
  }

  describe.skipIf(skip)(`search syntax${skip ? ` (skipped: ${skip})` : ''}`, () => {
    const cases: [query: string, expected: string[]][] = [
      ['luke', ids('001', '002')],
      ['LUKE', ids('001', '002')],
      ['"jedi knight"', ids('002')],
      ['skywalker friend', ids('001')],
      ['n:vader', ids('003')],
      ['k:sentinel', ids('004')],
      ['k:RAID', ids('005', '010')],
      ['k:bounty', ids('006')],
      ['k:"raid 2"', ids('005')],
      ['k:"Raid 1"', ids('010')],
      ['k:"raid 3"', []],
      ['t:unit', ids('002', '004', '005', '006', '010', '011', 'T02')],
      ['t:leader', ids('001', '003')],
      ['t:"token upgrade"', ids('T01')],
      ['a:space', ids('005', 'T02')],
      ['a:Ground', ids('001', '002', '003', '004', '006', '010', '011')],
      ['asp:vigilance', ids('001', '002', '004', '007')],
      ['asp:VILLAINY', ids('003', '005')],
      ['tr:jedi', ids('002')],
      ['tr:"bounty hunter"', ids('006')],
      ['set:tst', ALL],
      ['set:sor', []],
      ['c<=2', ids('004', '007', '008', '010', '011')],
      ['c<2', ids('007', '011')],
      ['c=6', ids('001', '002')],
      ['c:6', ids('001', '002')],
      ['cost:6', ids('001', '002')],
      ['c!=6', without('001', '002')],
      ['c>6', ids('003')],
      ['c>=6', ids('001', '002', '003')],
      ['p>=4', ids('001', '002', '003')],
      ['power<1', []],
      ['hp=7', ids('001', '002')],
      ['hp>10', ids('009')],
      ['h<=2', ids('005', '011', 'T02')],
      ['o:"when defeated"', ids('006', '010')],
      ['o:shield', ids('001', '007')],
      ['o:"another unit"', ids('001')],
      ['is:unique', ids('001', '002', '003', '010')],
      ['is:leader', ids('001', '003')],
      ['is:token', ids('T01', 'T02')],
      ['is:doublesided', ids('001', '003')],
      ['r:legendary', ids('002')],
      ['r:l', ids('002')],
      ['r:common', ids('004', '006', '007', '009', '011')],
      ['-t:unit', ids('001', '003', '007', '008', '009', 'T01')],
      ['t!=unit', ids('001', '003', '007', '008', '009', 'T01')],
      ['-o:shield', without('001', '007')],
      ['-c<=2', without('004', '007', '008', '010', '011')],
      ['-r:common', without('004', '006', '007', '009', '011')],
      ['-"jedi knight"', without('002')],
      ['luke or vader', ids('001', '002', '003')],
      ['luke OR vader', ids('001', '002', '003')],
      ['(t:unit or t:event) asp:vigilance', ids('002', '004', '007')],
      ['t:unit -(tr:rebel or tr:imperial)', ids('006', '011', 'T02')],
      ['k:raid and c<=2', ids('010')],
      ['100%', ids('011')],
      ['x-wing', ids('T02')],
      // LIKE wildcards in a search are literal characters, not "anything".
      ['_', []],
      ['%', ids('011')],
      ['o:"%"', []],
      ['set:t_t', []],
      ['set:%', []],
      ['k:"%"', []],
      ['t:%', []],
      ['r:%', []],
    ];
    it.each(cases)('%s', async (query, expected) => {
      expect(await found(query)).toEqual(expected);
    });

    it('negation is the exact complement, nulls included', async () => {
      for (const query of ['c<=2', 'p>=4', 'o:defeated', 'r:rare', 'tr:rebel', 'k:raid', '"luke skywalker"', 'hp=7 or is:token']) {
        const [yes, no] = [await found(query), await found(`-(${query})`)];
        expect([...yes, ...no].sort()).toEqual(ALL);
      }
    });

    it('rejects a bad query with BAD_QUERY_SYNTAX, the field, the token and its position', async () => {
      const e = await error(url, '{ cards(query: "k:sentinel c<=x") { totalCount } }');
      expect(e.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', field: 'query', token: 'c<=x', position: 14 });
      expect(e.message).toMatch(/not a whole number/);
      const unknown = await error(url, '{ cards(query: "luke zz:top") { totalCount } }');
      expect(unknown.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', token: 'zz:top', position: 5 });
      expect(unknown.extensions).not.toHaveProperty('stacktrace');
    });

    it('answers queries the database could not run with BAD_QUERY_SYNTAX or BAD_USER_INPUT, never an internal error', async () => {
      const big = await error(url, '{ cards(query: "c<=99999999999") { totalCount } }');
      expect(big.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', field: 'query', token: 'c<=99999999999', position: 3 });
      const raid = await error(url, '{ cards(query: "k:\\"raid 99999999999\\"") { totalCount } }');
      expect(raid.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', field: 'query' });
      const deep = await error(url, SEARCH, { query: `${'-'.repeat(900)}luke` });
      expect(deep.extensions).toMatchObject({ code: 'BAD_QUERY_SYNTAX', field: 'query', token: '-' });
      const nul = await error(url, SEARCH, { query: 'o:"a\u0000b"' });
      expect(nul.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
    });
  });

  describe.skipIf(skip)('typed filter', () => {
    const cases: [name: string, filter: Record<string, unknown>, expected: string[]][] = [
      ['set', { set: ['tst'] }, ALL],
      ['set (none)', { set: ['SOR'] }, []],
      ['type is exact', { type: ['Unit'] }, ids('002', '004', '005', '006', '010', '011')],
      ['type, any of', { type: ['leader', 'Base'] }, ids('001', '003', '009')],
      ['aspects, all of', { aspects: ['vigilance', 'HEROISM'] }, ids('001', '002')],
      ['traits, all of', { traits: ['Rebel', 'force'] }, ids('001', '002')],
      ['keywords', { keywords: ['raid'] }, ids('005', '010')],
      ['keywords, all of', { keywords: ['Raid', 'Saboteur'] }, ids('010')],
      ['arena', { arena: 'space' }, ids('005', 'T02')],
      ['rarity, any of', { rarity: ['common', 'Rare'] }, ids('004', '006', '007', '009', '010', '011')],
      ['cost range', { cost: { min: 2, max: 3 } }, ids('004', '005', '008', '010')],
      ['power min', { power: { min: 5 } }, ids('002', '003')],
      ['hp max', { hp: { max: 2 } }, ids('005', '011', 'T02')],
      ['unique', { unique: true }, ids('001', '002', '003', '010')],
      ['not unique', { unique: false }, without('001', '002', '003', '010')],
    ];
    it.each(cases)('%s', async (_name, filter, expected) => {
      expect(await found(null, filter)).toEqual(expected);
    });

    it('combines with the query', async () => {
      expect(await found('t:unit', { cost: { max: 2 } })).toEqual(ids('004', '010', '011'));
    });

    it('rejects an empty range with the field at fault', async () => {
      const e = await error(url, '{ cards(filter: { cost: { min: 4, max: 2 } }) { totalCount } }');
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.cost' });
    });
  });

  describe.skipIf(skip)('typed filter input the database cannot take', () => {
    it('refuses NUL characters and oversized lists with BAD_USER_INPUT naming the filter field', async () => {
      for (const [field, value] of [['set', ['a\u0000']], ['traits', ['x', 'a\u0000']], ['keywords', ['a\u0000']], ['arena', 'a\u0000']] as const) {
        const e = await error(url, SEARCH, { filter: { [field]: value } });
        expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: Array.isArray(value) ? `filter.${field}[${value.length - 1}]` : `filter.${field}` });
      }
      const many = await error(url, SEARCH, { filter: { set: Array.from({ length: 70_000 }, (_, i) => `s${i}`) } });
      expect(many.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.set' });
      const traits = await error(url, SEARCH, { filter: { traits: Array.from({ length: 101 }, (_, i) => `t${i}`) } });
      expect(traits.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.traits' });
    });
  });

  describe.skipIf(skip)('order and pagination', () => {
    const byNumber = FIXTURE_CARDS.map((c) => ({ ...c, id: `TST_${c.number}` }));
    const tieBreak = (a: { number: string }, b: { number: string }) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);

    async function order(field: string, direction = 'ASC'): Promise<string[]> {
      return (await search({ orderBy: { field, direction } })).edges.map((e: Loose) => e.node.key);
    }

    it('defaults to set and number order', async () => {
      expect((await search({})).edges.map((e: Loose) => e.node.key)).toEqual([...byNumber].sort(tieBreak).map((c) => c.id));
    });

    it('orders by name (then subtitle) in code-point order', async () => {
      const expected = [...byNumber]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : (a.subtitle ?? '') < (b.subtitle ?? '') ? -1 : 1))
        .map((c) => c.id);
      expect(await order('NAME')).toEqual(expected);
      expect(await order('NAME', 'DESC')).toEqual([...expected].reverse());
    });

    it.each(['cost', 'power', 'hp'] as const)('orders by %s with cards without one last', async (field) => {
      for (const direction of ['ASC', 'DESC']) {
        const sign = direction === 'ASC' ? 1 : -1;
        const expected = [...byNumber]
          .sort((a, b) => {
            const [x, y] = [a[field], b[field]];
            if (x === undefined || y === undefined) return x === y ? tieBreak(a, b) : x === undefined ? 1 : -1;
            return (x - y) * sign || tieBreak(a, b);
          })
          .map((c) => c.id);
        expect(await order(field.toUpperCase(), direction)).toEqual(expected);
      }
    });

    it('pages with cursors until the end, totalCount unchanged', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: Loose = await search({ first: 5, after });
        pages++;
        expect(page.totalCount).toBe(ALL.length);
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        seen.push(...page.edges.map((e: Loose) => e.node.key));
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual((await search({})).edges.map((e: Loose) => e.node.key));
    });

    it('answers totalCount alone with first: 0', async () => {
      const page = await search({ first: 0, query: 'is:unique' });
      expect(page).toMatchObject({ totalCount: 4, edges: [], pageInfo: { hasNextPage: true } });
    });

    it('rejects a page size over 100 and a foreign cursor', async () => {
      expect((await error(url, '{ cards(first: 101) { totalCount } }')).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
      expect((await error(url, '{ cards(after: "bm9wZQ") { totalCount } }')).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    });
  });

  describe.skipIf(skip)('card lookup', () => {
    const CARD = `query Card($id: String, $setCode: String, $internalName: String, $name: String, $subtitle: String) {
      card(id: $id, setCode: $setCode, internalName: $internalName, name: $name, subtitle: $subtitle) {
        id key name subtitle game type cost unique swu { power hp arenas aspects traits } xwing { kind } ti4 { kind }
        printings { id variantType }
        keywords { name value text label position keyword { name stacking parameter definition } }
        rulings { text source date }
      }
    }`;
    const card = async (variables: Record<string, unknown>) => (await data(url, CARD, variables)).card;

    it('by id, with keywords resolved and rulings with source and date', async () => {
      const raid = await card({ id: 'TST_005' });
      expect(raid).toMatchObject({ id: 'Card:SWU:TST_005', key: 'TST_005', name: 'TIE Bomber Squadron', game: 'SWU', cost: 3, swu: { arenas: ['Space'] } });
      expect([raid.xwing, raid.ti4]).toEqual([null, null]);
      expect((await card({ id: 'Card:SWU:TST_005' })).key).toBe('TST_005');
      expect(raid.keywords).toEqual([
        { name: 'Raid', value: 2, text: null, label: 'Raid 2', position: 0, keyword: expect.objectContaining({ name: 'Raid', stacking: 'SUM', parameter: 'NUMBER' }) },
      ]);
      expect(raid.rulings).toEqual([
        { text: 'Raid applies only while this unit attacks.', source: 'fixture', date: '2026-01-15T00:00:00.000Z' },
        { text: 'A second Raid adds to the first.', source: 'fixture', date: null },
      ]);
      const bounty = await card({ id: 'TST_006' });
      expect(bounty.keywords.map((k: Loose) => k.label)).toEqual(['Bounty Draw a card.', 'Bounty Heal 2 damage from your base.']);
    });

    it('by set code, in any spelling and through any printing', async () => {
      for (const setCode of ['TST_001', 'tst_1', 'TST 001', 'tst-001', 'TST_201', 'TST_001F']) {
        expect((await card({ setCode })).key).toBe('TST_001');
      }
      expect((await card({ setCode: 'TST_001' })).printings.map((p: Loose) => p.variantType).sort()).toEqual(['Foil', 'Hyperspace', 'Normal']);
    });

    it('by internal name and by name (+ subtitle)', async () => {
      expect((await card({ internalName: 'luke skywalker#jedi knight' })).key).toBe('TST_002');
      expect((await card({ name: 'darth vader' })).key).toBe('TST_003');
      expect((await card({ name: 'Luke Skywalker', subtitle: 'faithful friend' })).key).toBe('TST_001');
    });

    it('asks for the subtitle when a name is shared', async () => {
      const e = await error(url, CARD, { name: 'Luke Skywalker' });
      expect(e.extensions.code).toBe('AMBIGUOUS');
      expect(e.extensions.field).toBe('subtitle');
      expect((e.extensions.candidates as Loose[]).map((c) => c.subtitle)).toEqual(['Faithful Friend', 'Jedi Knight']);
    });

    it('requires exactly one way of identifying, naming the fields', async () => {
      const none = await error(url, CARD, {});
      expect(none.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: ['id', 'setCode', 'internalName', 'name'], given: [] });
      const two = await error(url, CARD, { id: 'TST_001', name: 'Darth Vader' });
      expect(two.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id,name', given: ['id', 'name'] });
      expect((await error(url, CARD, { id: 'TST_001', subtitle: 'x' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subtitle' });
      expect((await error(url, CARD, { setCode: 'nonsense' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'setCode' });
    });

    it('says NOT_FOUND with fuzzy suggestions', async () => {
      const typo = await error(url, CARD, { name: 'Darth Vadr' });
      expect(typo.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
      expect((typo.extensions.suggestions as Loose[])[0]).toMatchObject({ id: 'Card:SWU:TST_003', key: 'TST_003', name: 'Darth Vader' });
      const partial = await error(url, CARD, { name: 'Skywalker' });
      expect((partial.extensions.suggestions as Loose[]).slice(0, 2).map((s) => s.key).sort()).toEqual(ids('001', '002'));
      const internal = await error(url, CARD, { internalName: 'sabin-wren#explosive-artist' });
      expect((internal.extensions.suggestions as Loose[])[0]).toMatchObject({ key: 'TST_010' });
      expect((await error(url, CARD, { id: 'TST_999' })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      expect((await error(url, CARD, { setCode: 'TST_999' })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'setCode' });
    });

    it('refuses identifiers over 200 characters with BAD_USER_INPUT (fuzzy suggestions on a 20 KB name blocked the server for 15 s)', async () => {
      for (const field of ['id', 'setCode', 'internalName', 'name']) {
        expect((await error(url, CARD, { [field]: 'x'.repeat(201) })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      expect((await error(url, CARD, { name: 'Luke Skywalker', subtitle: 'x'.repeat(201) })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subtitle' });
      const keyword = await error(url, 'query($n: String!) { keyword(game: SWU, name: $n) { name } }', { n: 'x'.repeat(201) });
      expect(keyword.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
      expect((await error(url, CARD, { name: 'x'.repeat(200) })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
    });

    it('reads LIKE wildcards in names literally, and refuses NUL characters with the field at fault', async () => {
      expect((await error(url, CARD, { internalName: '%' })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'internalName' });
      expect((await error(url, CARD, { name: 'Darth Vade_' })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
      expect((await error(url, CARD, { name: 'Luke Skywalker', subtitle: '%' })).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
      for (const field of ['id', 'internalName', 'name']) {
        expect((await error(url, CARD, { [field]: 'a\u0000' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      expect((await error(url, CARD, { name: 'Luke Skywalker', subtitle: '\u0000' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'subtitle' });
    });
  });

  describe.skipIf(skip)('global ids, node and nodes, nullable lookups', () => {
    it('answers null and a NOT_FOUND error for a missing card, keeping the rest of the response', async () => {
      const response = await post(url, '{ a: card(id: "NOPE") { name } b: keywords(game: SWU) { name } }');
      expect(response.data?.a).toBeNull();
      expect((response.data?.b as Loose[]).map((k) => k.name)).toContain('Raid');
      expect(response.errors).toHaveLength(1);
      expect(response.errors![0]).toMatchObject({ path: ['a'], extensions: { code: 'NOT_FOUND', field: 'id' } });
      expect(response.errors![0]!.extensions.suggestions).toEqual(expect.any(Array));
    });

    it('does the same for keyword and rule', async () => {
      const response = await post(url, '{ k: keyword(game: SWU, name: "Raidd") { name } r: rule(game: SWU, number: "99.1") { number } ok: card(id: "TST_001") { key } }');
      expect(response.data).toEqual({ k: null, r: null, ok: { key: 'TST_001' } });
      expect(response.errors?.map((e) => [e.path?.[0], e.extensions.code]).sort()).toEqual([['k', 'NOT_FOUND'], ['r', 'NOT_FOUND']]);
    });

    it('gives every node a global id that names its type and game, and node() fetches it back', async () => {
      const { card } = await data(url, '{ card(id: "TST_005") { id keywords { keyword { id } } rulings { id } } }');
      const keywordId = card.keywords[0].keyword.id;
      expect([card.id, keywordId]).toEqual(['Card:SWU:TST_005', 'Keyword:SWU:raid']);
      expect(card.rulings[0].id).toMatch(/^Ruling:SWU:/);
      const { rule } = await data(url, `{ rule(game: SWU, number: "${FIXTURE_RAID_RULE}") { id } }`);
      expect(rule.id).toBe(`Rule:SWU:${FIXTURE_RAID_RULE}`);
      const fetched = await data(
        url,
        `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Card { name } ... on Keyword { name } ... on Rule { number } ... on Ruling { text } } }`,
        { ids: [card.id, keywordId, rule.id, card.rulings[0].id] },
      );
      expect(fetched.nodes.map((n: Loose) => [n.__typename, n.id])).toEqual([
        ['Card', card.id],
        ['Keyword', keywordId],
        ['Rule', rule.id],
        ['Ruling', card.rulings[0].id],
      ]);
      expect(fetched.nodes[0].name).toBe('TIE Bomber Squadron');
      expect((await data(url, `{ node(id: "${card.id}") { id } }`)).node).toEqual({ id: card.id });
    });

    it('answers null per missing node with its index in the error path, and refuses malformed ids', async () => {
      const response = await post(url, '{ nodes(ids: ["Card:SWU:TST_001", "Card:SWU:TST_999", "Card:XWING:TST_001", "nonsense"]) { id } }');
      expect(response.data?.nodes).toEqual([{ id: 'Card:SWU:TST_001' }, null, null, null]);
      expect(response.errors?.map((e) => [e.path, e.extensions.code])).toEqual([
        [['nodes', 1], 'NOT_FOUND'],
        [['nodes', 2], 'NOT_FOUND'],
        [['nodes', 3], 'BAD_USER_INPUT'],
      ]);
      const single = await post(url, '{ node(id: "Keyword:SWU:nope") { id } }');
      expect(single.data).toEqual({ node: null });
      expect(single.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const tooMany = await error(url, `{ nodes(ids: [${Array.from({ length: 101 }, () => '"x"').join(',')}]) { id } }`);
      expect(tooMany.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
    });

    it('refuses a card(id:) that is another type\'s global id', async () => {
      expect((await error(url, '{ card(id: "Keyword:SWU:raid") { name } }')).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    });
  });

  describe.skipIf(skip)('keywords and rules', () => {
    it('resolves a keyword with its cards and the rule entries that define it', async () => {
      const { keyword } = await data(
        url,
        `{ keyword(game: SWU, name: "raid") { name stacking parameter ruleNumbers
            cards(first: 10) { totalCount edges { node { key } } }
            rules { number text } } }`,
      );
      expect(keyword).toMatchObject({ name: 'Raid', stacking: 'SUM', parameter: 'NUMBER' });
      expect(keyword.cards.totalCount).toBe(2);
      expect(keyword.cards.edges.map((e: Loose) => e.node.key)).toEqual(ids('005', '010'));
      expect(keyword.rules).toEqual([{ number: FIXTURE_RAID_RULE, text: 'Raid: while attacking, this unit gets +X power.' }]);
    });

    it('counts a card once even when it has the keyword twice, and pages keyword cards', async () => {
      const { keyword } = await data(url, '{ keyword(game: SWU, name: "Bounty") { cards { totalCount edges { node { key } } } } }');
      expect(keyword.cards).toEqual({ totalCount: 1, edges: [{ node: { key: 'TST_006' } }] });
      const page = await data(url, '{ keyword(game: SWU, name: "Raid") { cards(first: 1) { totalCount pageInfo { hasNextPage endCursor } edges { node { key } } } } }');
      const next = await data(url, `{ keyword(game: SWU, name: "Raid") { cards(first: 1, after: "${page.keyword.cards.pageInfo.endCursor}") { edges { node { key } } pageInfo { hasNextPage } } } }`);
      expect([page.keyword.cards.edges[0].node.key, next.keyword.cards.edges[0].node.key]).toEqual(ids('005', '010'));
      expect(next.keyword.cards.pageInfo.hasNextPage).toBe(false);
    });

    it('reads wildcards in keyword names and rule searches literally, and refuses NUL characters', async () => {
      expect((await error(url, '{ keyword(game: SWU, name: "Rai_") { name } }')).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
      expect((await error(url, '{ keyword(game: SWU, name: "%") { name } }')).extensions).toMatchObject({ code: 'NOT_FOUND', field: 'name' });
      expect((await data(url, '{ rules(game: SWU, search: "%") { totalCount } }')).rules.totalCount).toBe(0);
      expect((await data(url, '{ rules(game: SWU, search: "_") { totalCount } }')).rules.totalCount).toBe(0);
      const nulKeyword = await error(url, 'query($n: String!) { keyword(game: SWU, name: $n) { name } }', { n: 'a\u0000' });
      expect(nulKeyword.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
      const nulRules = await error(url, 'query($s: String) { rules(game: SWU, search: $s) { totalCount } }', { s: 'a\u0000' });
      expect(nulRules.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
    });

    it('refuses an over-long rule number with BAD_USER_INPUT (it was split into one ancestor per part)', async () => {
      const long = `${'1.'.repeat(40_000)}1`;
      const e = await error(url, 'query($n: String!) { rule(game: SWU, number: $n) { number } }', { n: long });
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'number' });
      expect(e.message.length).toBeLessThan(300);
    });

    it('suggests keyword names when one is unknown', async () => {
      const e = await error(url, '{ keyword(game: SWU, name: "Raidd") { name } }');
      expect(e.extensions.code).toBe('NOT_FOUND');
      expect((e.extensions.suggestions as Loose[])[0].name).toBe('Raid');
    });

    it('serves a rule with its parent and children, and searches rules', async () => {
      const { rule } = await data(url, `{ rule(game: SWU, number: "${FIXTURE_RAID_RULE}") { number text parent { number } children { number text parent { number } } } }`);
      const parent = FIXTURE_RAID_RULE.split('.').slice(0, -1).join('.');
      expect(rule.parent).toEqual({ number: parent });
      expect(rule.children.map((c: Loose) => c.number)).toEqual([`${FIXTURE_RAID_RULE}A`, `${FIXTURE_RAID_RULE}B`]);
      expect(rule.children[0].parent.number).toBe(FIXTURE_RAID_RULE);

      const { rules } = await data(url, '{ rules(game: SWU, search: "raid") { totalCount edges { node { number } } } }');
      expect(rules.edges.map((e: Loose) => e.node.number)).toEqual([FIXTURE_RAID_RULE, `${FIXTURE_RAID_RULE}A`, `${FIXTURE_RAID_RULE}B`]);
      const byNumber = await data(url, `{ rules(game: SWU, search: "${FIXTURE_RAID_RULE}") { totalCount } }`);
      expect(byNumber.rules.totalCount).toBe(3);
      const all = await data(url, '{ rules(game: SWU, first: 2) { totalCount pageInfo { hasNextPage } edges { node { number } } } }');
      expect(all.rules.edges.map((e: Loose) => e.node.number)).toEqual(FIXTURE_RAID_RULE.split('.').slice(0, 2).map((_, i, a) => a.slice(0, i + 1).join('.')));
    });

    it('points at the nearest existing entry when a rule is unknown', async () => {
      const e = await error(url, `{ rule(game: SWU, number: "${FIXTURE_RAID_RULE}.99") { number } }`);
      expect(e.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'number', nearest: FIXTURE_RAID_RULE });
      expect((await error(url, '{ rule(game: SWU, number: "seven") { number } }')).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'number' });
    });
  });

  describe.skipIf(skip)('batching (no N+1)', () => {
    /**
     * A client that counts what it sends to the database. On PostgreSQL: the SQL statements themselves (Prisma's
     * query events, on a second client for the same database). On PGlite, whose instance the test cannot reach:
     * the Prisma operations (each is one or two statements).
     */
    async function counting(): Promise<{ client: PrismaClient; count: () => number; reset: () => void; close: () => Promise<void> }> {
      let n = 0;
      if (db.url) {
        const client = new SqlCountingClient({ adapter: new PrismaPg({ connectionString: db.url }), log: [{ emit: 'event', level: 'query' }] });
        client.$on('query', () => n++);
        return { client: client as unknown as PrismaClient, count: () => n, reset: () => (n = 0), close: () => client.$disconnect() };
      }
      const client = db.db.prisma.$extends({
        query: {
          async $allOperations({ args, query }) {
            n++;
            return query(args);
          },
        },
      }) as unknown as PrismaClient;
      return { client, count: () => n, reset: () => (n = 0), close: async () => {} };
    }

    it('counts in the same statement as the page, and only when totalCount or pageInfo is selected', async () => {
      const counter = await counting();
      // The database path (every request takes it while the in-memory catalog is read after an import).
      const counted = await startServer({ ...db.db, prisma: counter.client }, { catalogInMemory: false });
      try {
        const runs: number[] = [];
        for (const selection of ['edges { node { key } }', 'totalCount edges { node { key } }', '...F', 'pageInfo { hasNextPage }']) {
          counter.reset();
          const fragment = selection === '...F' ? ' fragment F on CardConnection { totalCount }' : '';
          await data(counted.url, `{ cards(first: 2) { ${selection} } }${fragment}`);
          runs.push(counter.count());
        }
        expect(runs).toEqual([1, 1, 1, 1]);
      } finally {
        await counted.close();
        await counter.close();
      }
    });

    it('runs the same number of queries for 2 cards as for all 13', async () => {
      const counter = await counting();
      const counted = await startServer({ ...db.db, prisma: counter.client }, { maxComplexity: 100_000, catalogInMemory: false });
      try {
        // The small run's two cards have keywords with rules, so both runs touch every relation.
        const query = (first: number) => `{ cards(first: ${first}${first === 2 ? ', query: "k:raid"' : ''}) { edges { node { id
            printings { id } rulings { text } keywords { label keyword { name rules { number children { number parent { number } } } } } } } } }`;
        const runs: number[] = [];
        for (const first of [2, ALL.length]) {
          counter.reset();
          const result = await data(counted.url, query(first));
          expect(result.cards.edges).toHaveLength(first);
          runs.push(counter.count());
        }
        expect(runs[0]).toBe(runs[1]);
        // cards + count, printings, rulings, keywords (+ their Keyword rows), rules, rule children, rule parents
        expect(runs[1]).toBeLessThanOrEqual(db.url ? 9 : 7);

        counter.reset();
        const kw = await data(counted.url, '{ keywords(game: SWU) { name cards(first: 5) { totalCount edges { node { id keywords { name } } } } rules { number } } }');
        expect(kw.keywords.length).toBeGreaterThan(10);
        // keywords, card ids by keyword, cards, keywords of cards (+ their Keyword rows), rules
        expect(counter.count()).toBeLessThanOrEqual(db.url ? 7 : 5);
      } finally {
        await counted.close();
        await counter.close();
      }
    });

    it('answers card lookups from the in-memory catalog once it is read, the same as the database does', async () => {
      const query = `{ card(setCode: "${ALL[0]}") { id name printings { id } rulings { text } keywords { label } }
        byName: card(name: "alliance SENTRY") { id } bySubtitle: card(name: "Luke Skywalker", subtitle: "jedi knight") { id }
        byInternal: card(internalName: "DARTH VADER#dark lord of the sith") { id }
        cards(first: 5, query: "k:raid") { totalCount edges { node { id name printings { id } keywords { label } } } } }`;
      const direct = await startServer(db.db, { catalogInMemory: false });
      const counter = await counting();
      // A long poll: no version re-read during the counted request.
      const counted = await startServer({ ...db.db, prisma: counter.client }, { catalogPollMs: 60_000 });
      try {
        const expected = await data(direct.url, query);
        const catalog = catalogFor(counter.client);
        for (let i = 0; i < 100 && !(await catalog.snapshot()); i++) await new Promise((r) => setTimeout(r, 20));
        expect(await catalog.snapshot()).toBeDefined();
        counter.reset();
        expect(await data(counted.url, query)).toEqual(expected);
        // Only the search's own statement: the lookups (by set code, name, internal name), printings and keywords
        // come from memory.
        expect(counter.count()).toBe(1);
      } finally {
        await counted.close();
        await direct.close();
        await counter.close();
      }
    });

    it('answers the glossary and the rules from the in-memory catalog the same as the database does, with no statement', async () => {
      const parent = FIXTURE_RAID_RULE.split('.').slice(0, -1).join('.');
      const query = `{ keywords(game: SWU) { id name } raid: keyword(game: SWU, name: "rAiD ") { id name rules { number } cards(first: 1) { totalCount edges { node { id } } } }
        bounty: keyword(game: SWU, name: "Bounty") { cards { totalCount edges { node { id } } } }
        entry: rule(game: SWU, number: "${FIXTURE_RAID_RULE}a") { number parent { number children { number } } }
        words: rules(game: SWU, search: "RAID", first: 2) { totalCount pageInfo { hasNextPage } edges { node { number title } } }
        number: rules(game: SWU, search: "${parent}") { totalCount edges { node { number } } }
        literal: rules(game: SWU, search: "%") { totalCount } page: rules(game: SWU, first: 3, after: "${Buffer.from('v1:1').toString('base64url')}") { totalCount edges { node { number } } } }`;
      const direct = await startServer(db.db, { catalogInMemory: false });
      const counter = await counting();
      const counted = await startServer({ ...db.db, prisma: counter.client }, { catalogPollMs: 60_000 });
      try {
        const expected = await data(direct.url, query);
        // The comparison means something only if the fixture has what it asks for.
        expect(expected.raid.cards.totalCount).toBeGreaterThan(1);
        expect(expected.words.totalCount).toBeGreaterThan(2);
        expect(expected.number.totalCount).toBeGreaterThan(3);
        expect(expected.entry.parent.children.length).toBeGreaterThan(1);
        const catalog = catalogFor(counter.client);
        for (let i = 0; i < 100 && !(await catalog.snapshot()); i++) await new Promise((r) => setTimeout(r, 20));
        expect(await catalog.snapshot()).toBeDefined();
        counter.reset();
        expect(await data(counted.url, query)).toEqual(expected);
        expect(counter.count()).toBe(0);
      } finally {
        await counted.close();
        await direct.close();
        await counter.close();
      }
    });
  });
});
