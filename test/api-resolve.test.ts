// The engine through GraphQL: the resolve mutation (RESOLVED, NEEDS_CHOICE, INVALID, UNSUPPORTED), validateState,
// stateSchema, log rules linked to the catalog, and typed errors for input GraphQL cannot carry. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwuState } from '../engine/games/swu/state/types.js';
import { pgliteDatabase, postgresDatabase, postgresSkipReason, type TestDatabase } from './support/databases.js';
import { RESOLVE, resolveOnce, startTestApi, type TestApi } from './api-resolve-client.js';

const ATTACK_STATE = {
  phase: 'action',
  player1: { hasInitiative: true, groundArena: [{ card: 'wampa', id: 'wampa' }] },
  player2: { groundArena: [{ card: 'battlefield-marine', id: 'marine', upgrades: ['shield'] }] },
};

function suite(open: () => Promise<TestDatabase>) {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await open());
  });
  afterAll(async () => api?.close());

  describe('resolve', () => {
    it('RESOLVED: returns the resulting state in the input format, and a log with rules', async () => {
      const result = await resolveOnce(api, { state: ATTACK_STATE, action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' } });
      expect(result.errors).toEqual([]);
      expect(result).toMatchObject({ status: 'RESOLVED', complete: true, prompt: null, unsupported: null });
      const state = result.state as SwuState;
      expect(state.player2.groundArena[0]).toMatchObject({ id: 'marine', damage: 0, upgrades: [] });
      expect(state.player1.groundArena[0]).toMatchObject({ id: 'wampa', damage: 3, exhausted: true });
      expect(state.player2.base.damage).toBe(0);
      expect(result.log.length).toBeGreaterThan(2);
      expect(result.log.map((e) => e.step)).toEqual(result.log.map((_, i) => i + 1));
      expect(result.log.some((e) => e.rule && /^\d+(\.\d+)*[A-Z]?$/.test(e.rule.number))).toBe(true);

      // The output is a valid input: submitting it again is accepted as it is.
      const again = await api.post<{ validateState: { valid: boolean; errors: unknown[] } }>(
        'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path message } } }', { s: result.state });
      expect(again.data?.validateState).toEqual({ valid: true, errors: [] });
    });

    it('NEEDS_CHOICE: a typed prompt; the same request with the answer appended goes on', async () => {
      const state = { ...ATTACK_STATE, player2: { groundArena: ['battlefield-marine', 'vanguard-infantry'] } };
      const action = { type: 'attack', player: 'player1', attacker: 'wampa' };
      const first = await resolveOnce(api, { state, action });
      expect(first.status).toBe('NEEDS_CHOICE');
      expect(first.prompt).toMatchObject({ player: 'player1', min: 1, max: 1 });
      expect(first.prompt!.options.length).toBeGreaterThanOrEqual(3);
      const marine = first.prompt!.options.find((o) => /Battlefield Marine/.test(o.label));
      expect(marine?.ref).toBeTruthy();
      const second = await resolveOnce(api, { state, action, choices: [{ prompt: first.prompt!.id, options: [marine!.id] }] });
      expect(second.errors).toEqual([]);
      expect(second.status).toBe('RESOLVED');
      expect((second.state as SwuState).player2.groundArena.map((u) => u.card)).toEqual(['SOR_108']);
    });

    it('is deterministic: the same request gives the same answer, prompt ids and generated ids included', async () => {
      const input = { state: { ...ATTACK_STATE, player2: { groundArena: ['battlefield-marine', 'vanguard-infantry'] } }, action: { type: 'attack', player: 'player1', attacker: 'wampa' } };
      const [a, b] = await Promise.all([resolveOnce(api, input), resolveOnce(api, input)]);
      expect(a.status).toBe('NEEDS_CHOICE');
      expect(b).toEqual(a);
    });

    it('INVALID: every error of a bad state with its JSON path, as data (no GraphQL error)', async () => {
      const result = await resolveOnce(api, {
        state: { player1: { groundArena: ['no-such-card', { card: 'wampa', damage: -2 }] }, player2: { credits: 'x' } },
        action: { type: 'pass', player: 'player1' },
      });
      expect(result.status).toBe('INVALID');
      expect(result.errors.map((e) => [e.code, e.path])).toEqual([
        ['UNKNOWN_CARD', '$.player1.groundArena[0]'],
        ['BAD_STATE', '$.player1.groundArena[1].damage'],
        ['BAD_STATE', '$.player2.credits'],
      ]);
      expect(result.errors.every((e) => e.message.length > 0)).toBe(true);
    });

    it('INVALID, not an internal error, for card refs the database cannot look up (a NUL character, more refs than SQL parameters)', async () => {
      const nul = await resolveOnce(api, { state: { player1: { hand: ['a\u0000b'] } }, action: { type: 'pass', player: 'player1' } });
      expect(nul.status).toBe('INVALID');
      expect(nul.errors.map((e) => [e.code, e.path])).toContainEqual(['UNKNOWN_CARD', '$.player1.hand[0]']);
      // 22,000 distinct refs in one query would pass PostgreSQL's 65,535 bind parameters (each ref is sent three
      // times), in a state small enough (about 180 KB) for the price limit of one request.
      const hand = Array.from({ length: 22_000 }, (_, i) => `x${i}`);
      const many = await resolveOnce(api, { state: { player1: { hand } }, action: { type: 'pass', player: 'player1' } });
      expect(many.status).toBe('INVALID');
      expect(many.errors.some((e) => e.path.startsWith('$.player1.hand'))).toBe(true);
    });

    it('INVALID: a bad action or a bad answer names the field at fault', async () => {
      const badAction = await resolveOnce(api, { state: ATTACK_STATE, action: { type: 'attack', player: 'player1', attacker: 'nobody' } });
      expect(badAction.status).toBe('INVALID');
      expect(badAction.errors[0]?.path).toMatch(/^\$\.action/);
      const badChoice = await resolveOnce(api, {
        state: ATTACK_STATE,
        action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' },
        choices: [{ options: ['x'] }],
      });
      expect(badChoice.status).toBe('INVALID');
      expect(badChoice.errors[0]?.path).toBe('$.choices[0]');
    });

    it('UNSUPPORTED: names what the engine cannot run instead of guessing', async () => {
      const result = await resolveOnce(api, { game: 'XWING', state: { players: { P1: { first: true } }, ships: [{ id: 'a', owner: 'P1' }] }, action: { type: 'performAction', ship: 'a', action: 'jam' } });
      expect(result).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'RULE', ref: 'jam' } });
      const custom = await resolveOnce(api, {
        state: {
          ...ATTACK_STATE,
          customCards: [{ id: 'X_1', internalName: 'mystery', name: 'Mystery', type: 'Unit', power: 1, hp: 1, arena: 'Ground', text: 'Each other friendly unit gets +1/+0.' }],
          player2: { groundArena: [{ card: 'mystery', id: 'm' }] },
        },
        action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'm' },
      });
      expect(custom).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'X_1' } });
      // Text that matters only later (When Defeated) stops the resolution when it comes up, with the steps so far.
      const later = await resolveOnce(api, {
        state: {
          ...ATTACK_STATE,
          customCards: [{ id: 'X_3', internalName: 'mystery', name: 'Mystery', type: 'Unit', power: 1, hp: 1, arena: 'Ground', text: 'When Defeated: Do something nobody has defined.' }],
          player2: { groundArena: [{ card: 'mystery', id: 'm' }] },
        },
        action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'm' },
      });
      expect(later).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'X_3' } });
      expect(later.log.map((e) => e.kind)).toContain('DEFEATED');
      expect((later.state as { player2: { groundArena: unknown[] } }).player2.groundArena).toHaveLength(1);
    });

    it('uses inline customCards through the same path as the catalog', async () => {
      const result = await resolveOnce(api, {
        state: {
          ...ATTACK_STATE,
          customCards: [{ id: 'X_2', internalName: 'big-wall', name: 'Big Wall', type: 'Unit', power: 0, hp: 9, arena: 'Ground', text: null }],
          player2: { groundArena: [{ card: 'big-wall', id: 'wall' }] },
        },
        action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'wall' },
      });
      expect(result.errors).toEqual([]);
      expect(result.status).toBe('RESOLVED');
      expect((result.state as SwuState).player2.groundArena[0]).toMatchObject({ card: 'X_2', damage: 4 });
    });

    it('stopAfterEachStep: RESOLVED with complete: false after each step, a STEP prompt to go on, ending where the plain request ends', async () => {
      const action = { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' };
      const plain = await resolveOnce(api, { state: ATTACK_STATE, action });
      const choices: { prompt: string; options: string[] }[] = [];
      let stepped = await resolveOnce(api, { state: ATTACK_STATE, action, options: { stopAfterEachStep: true } });
      while (!stepped.complete) {
        expect(stepped).toMatchObject({ status: 'RESOLVED', prompt: { kind: 'STEP' } });
        expect(stepped.log).toHaveLength(choices.length + 1);
        choices.push({ prompt: stepped.prompt!.id, options: [stepped.prompt!.options[0]!.id] });
        stepped = await resolveOnce(api, { state: ATTACK_STATE, action, choices, options: { stopAfterEachStep: true } });
      }
      expect(stepped.status).toBe('RESOLVED');
      expect(choices.length).toBe(plain.log.length);
      expect(stepped.state).toEqual(plain.state);
    });

    it('explain: log texts name the rule they apply', async () => {
      const action = { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' };
      const explained = await resolveOnce(api, { state: ATTACK_STATE, action, options: { explain: true } });
      const withRule = explained.log.filter((e) => e.rule);
      expect(withRule.length).toBeGreaterThan(0);
      for (const e of withRule) expect(e.text).toContain(`rule ${e.rule!.number}`);
    });
  });

  describe('GraphQL input errors', () => {
    it('BAD_USER_INPUT for a malformed input (missing action, unknown game)', async () => {
      const missing = await api.post(RESOLVE, { input: { game: 'SWU', state: {} } });
      expect(missing.data ?? null).toBeNull();
      expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const game = await api.post(RESOLVE, { input: { game: 'CHESS', state: {}, action: {} } });
      expect(game.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('BAD_USER_INPUT naming the field for answers GraphQL cannot carry to the engine', async () => {
      const empty = await api.post(RESOLVE, { input: { game: 'SWU', state: {}, action: {}, choices: [{ options: [''] }] } });
      expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.choices[0].options[0]' });
      const many = await api.post(RESOLVE, { input: { game: 'SWU', state: {}, action: {}, choices: Array(501).fill({ options: ['a'] }) } });
      expect(many.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.choices' });
    });
  });

  describe('validateState and stateSchema', () => {
    it('validateState reports every error with its path', async () => {
      const res = await api.post<{ validateState: { valid: boolean; errors: { code: string; path: string }[] } }>(
        'query($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path } } }',
        { s: { phase: 'nope', player1: { spaceArena: ['wampa'] } } },
      );
      expect(res.data?.validateState).toEqual({
        valid: false,
        errors: [{ code: 'BAD_STATE', path: '$.phase' }, { code: 'WRONG_ZONE', path: '$.player1.spaceArena[0]' }],
      });
    });

    it('stateSchema serves the JSON Schema of the state format of SWU and of TI4', async () => {
      const res = await api.post<{ swu: Record<string, unknown>; ti4: unknown }>('{ swu: stateSchema(game: SWU) ti4: stateSchema(game: TI4) }');
      expect(res.data?.swu).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' });
      expect(res.data?.ti4).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', $ref: '#/$defs/ti4State' });
    });
  });

  describe('log rules link to the catalog', () => {
    it("RuleRef.entry returns the catalog's Rule when the rules are imported, null otherwise", async () => {
      const prisma = api.database.db.prisma;
      await prisma.rule.upsert({
        where: { id: 'SWU:8.20' },
        update: {},
        create: { id: 'SWU:8.20', gameId: 'SWU', number: '8.20', kind: 'rule', title: 'Test rule', text: 'Rule text', sortKey: '8.20', version: 'test', contentHash: 'x' },
      });
      const res = await api.post<{ resolve: { log: { rule: { number: string; entry: { number: string; text: string } | null } | null }[] } }>(
        `mutation($input: ResolveInput!) { resolve(input: $input) { log { rule { number entry { number text } } } } }`,
        { input: { game: 'SWU', state: ATTACK_STATE, action: { type: 'attack', player: 'player1', attacker: 'wampa', target: 'marine' } } },
      );
      const rules = (res.data?.resolve.log ?? []).flatMap((e) => (e.rule ? [e.rule] : []));
      expect(rules.length).toBeGreaterThan(0);
      for (const r of rules) {
        if (r.number === '8.20') expect(r.entry).toEqual({ number: '8.20', text: 'Rule text' });
        else expect(r.entry).toBeNull();
      }
    });
  });
}

describe('PGlite', () => suite(() => pgliteDatabase()));

const pgSkip = await postgresSkipReason();
describe.skipIf(pgSkip)(`PostgreSQL${pgSkip ? ` (skipped: ${pgSkip})` : ''}`, () => suite(() => postgresDatabase()));
