// The X-Wing worked examples of ../shared/scenarios/scenarios-xwing-ti4-examples.json (XW-*) through the GraphQL
// API, and a state saved mid-window resuming with { type: 'continue' }. Each scenario's setup is written here in our
// state format (the file describes it in prose); the expected outcomes come from the file's expected block and the
// rules it quotes. Skipped, saying so, when ../shared is absent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api/auth/keys.js';
import type { XwState } from '../engine/games/xwing/types.js';
import { resolveOnce, startTestApi, type ChoiceAnswer, type ResolvePayload, type TestApi } from './api-resolve-client.js';
import { readJson, sharedFile } from './engine/shared.js';
import { join } from 'node:path';
import { importPaths } from '../prisma/import/run.js';
import { pgliteDatabase, sharedDataDir, sharedDataSkipReason } from './support/databases.js';

interface Scenario { id: string; game: string; title: string; expected: Record<string, unknown> }

const file = sharedFile('scenarios/scenarios-xwing-ti4-examples.json');
const scenarios = file.present ? readJson<Scenario[]>(file.path).filter((s) => s.game === 'xwing2') : [];
const byId = (id: string): Scenario => {
  const s = scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`scenario ${id} missing from ${file.path}`);
  return s;
};

type Prompt = NonNullable<ResolvePayload['prompt']>;
type Picker = (prompt: Prompt) => string;

/** Answers prompts one request at a time, as a client would; returns the end result and the prompts met. */
async function play(api: TestApi, state: unknown, action: unknown, pick: Picker) {
  const choices: ChoiceAnswer[] = [];
  const asked: { prompt: Prompt; state: XwState }[] = [];
  for (let i = 0; i < 30; i += 1) {
    const result = await resolveOnce(api, { game: 'XWING', state, action, choices });
    if (result.status !== 'NEEDS_CHOICE') return { result, asked, choices };
    asked.push({ prompt: result.prompt!, state: result.state as XwState });
    choices.push({ prompt: result.prompt!.id, options: [pick(result.prompt!)] });
  }
  throw new Error('too many prompts');
}

const option = (p: Prompt, pattern: RegExp) => {
  const o = p.options.find((x) => pattern.test(x.label));
  if (!o) throw new Error(`no option ${pattern} in ${p.text}`);
  return o.id;
};
const shipIn = (state: unknown, id: string) => (state as XwState).ships.find((s) => s.id === id)!;

// XW-01: Jake Farrell (RZ-1 A-wing, pilot ability + Vectored Thrusters), first player P1, no tokens.
const XW01_STATE = { players: { P1: { first: true }, P2: {} }, ships: [{ id: 'jake', owner: 'P1', pilot: 'jakefarrell', ship: 'rz1awing', initiative: 4, tokens: [] }] };
const XW01_ACTION = { type: 'performAction', ship: 'jake', action: 'barrelRoll', color: 'white' };
/** The scenario's choices: pilot ability first, choosing Jake himself, who performs a Focus; the front Vectored Thrusters performs the red Boost. */
const xw01Pick: Picker = (p) => {
  if (p.kind === 'TRIGGER_ORDER') return /\[a[12]\]/.test(p.options[0]!.label) ? option(p, /Barrel Roll\] or \[Boost\]/) : p.options[0]!.id;
  // Jake's pilot ability is one MAY offering the ships it could choose: Jake himself.
  return p.options.some((o) => o.id === 'jake') ? 'jake' : 'resolve';
};

// XW-04: A carries Jyn Erso (crew); B, friendly at range 2, has the scenario's probe "After you gain a focus token, log(PROBE)".
const probe = { id: 'probe', kind: 'pilot', name: 'Probe', text: 'After you gain a focus token, log(PROBE).', abilities: [{ kind: 'triggered', id: 'probe', text: 'After you gain a focus token, log(PROBE).', when: { on: 'tokenGained', who: { rel: 'self' }, tokens: ['focus'] }, optional: false, effect: { do: 'probe', text: 'focus token gained' } }] };
const XW04_STATE = { players: { P1: { first: true, faction: 'rebelalliance' } }, customCards: [probe], ships: [{ id: 'A', owner: 'P1', upgrades: ['jynerso'] }, { id: 'B', owner: 'P1', pilot: 'probe', range: { A: 2 }, tokens: [] }] };
const XW04_ACTION = { type: 'performAction', ship: 'B', action: 'focus' };

describe.skipIf(!file.present)(`X-Wing worked examples through the API${file.present ? '' : ` (${file.skipReason})`}`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('XW-01: simultaneous triggers ordered by their owner; triggers raised while resolving go to the front', async () => {
    const scenario = byId('XW-01');
    expect(scenario.expected.queue_after_barrel_roll).toEqual(['PilotAbility#1 (after Barrel Roll)', 'VectoredThrusters#1 (after action)']);
    const { result, asked } = await play(api, XW01_STATE, XW01_ACTION, xw01Pick);
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('RESOLVED');

    // queue_after_barrel_roll: P1 orders the pilot ability (a1) and Vectored Thrusters (a2).
    const first = asked[0]!.prompt;
    expect(first).toMatchObject({ kind: 'TRIGGER_ORDER', player: 'P1' });
    expect(first.options.map((o) => o.label.slice(0, 4))).toEqual(['[a1]', '[a2]']);
    expect(first.options[0]!.label).toMatch(/After you perform a \[Barrel Roll\] or \[Boost\] action/);
    expect(first.options[1]!.label).toMatch(/Vectored Thrusters/);

    // queue_after_focus_action: Vectored Thrusters #2 (a3) is offered while #1 (a2) still waits in the outer window.
    const vt2 = asked.find((a) => a.prompt.kind === 'MAY' && a.prompt.text.includes('[a3]'))!;
    expect(vt2.prompt.text).toMatch(/Vectored Thrusters/);
    const windows = vt2.state.timing!.windows;
    expect(windows[0]!.pending.map((p) => p.id)).toEqual(['a2']);
    expect(windows.length).toBeGreaterThan(1);

    // after_red_boost: 1 stress before the new triggers (a4 pilot ability "after Boost", a5 Vectored Thrusters), which
    // go to the front: P1 orders them before a2 comes back.
    const log = result.log;
    const stress = log.findIndex((l) => l.kind === 'TOKEN_GAINED' && /stress/.test(l.text));
    const nested = log.filter((l) => l.kind === 'TRIGGERED' && /^\[a[45]\]/.test(l.text));
    expect(nested.map((l) => l.rule?.number)).toEqual(['queue.3', 'queue.3']);
    expect(stress).toBeGreaterThan(-1);
    expect(log.indexOf(nested[0]!)).toBeGreaterThan(stress);
    const order = asked.filter((a) => a.prompt.kind === 'TRIGGER_ORDER').map((a) => a.prompt.options.map((o) => o.label.slice(0, 4)));
    expect(order).toEqual([['[a1]', '[a2]'], ['[a4]', '[a5]']]);
    const a2 = log.findIndex((l) => l.text.startsWith('[a2]') && l.kind !== 'TRIGGERED');
    const a45 = log.map((l, i) => (/^\[a[45]\]/.test(l.text) && l.kind !== 'TRIGGERED' ? i : -1)).filter((i) => i >= 0);
    expect(a45.length).toBe(2);
    expect(Math.max(...a45)).toBeLessThan(a2);

    // Stressed now, Jake can perform no more actions (stress.1): a4, a5 and a2 resolve with nothing to do.
    const jake = shipIn(result.state, 'jake');
    expect([...jake.tokens!].sort()).toEqual(['focus', 'stress']);
    expect(jake.performed).toEqual(['barrelRoll', 'focus', 'boost']);
  });

  it('XW-01: every ability is a "may": each can be declined when it reaches the front', async () => {
    const { result, asked } = await play(api, XW01_STATE, XW01_ACTION, (p) => (p.kind === 'TRIGGER_ORDER' ? p.options[0]!.id : 'decline'));
    expect(result.status).toBe('RESOLVED');
    expect(asked.map((a) => a.prompt.kind)).toEqual(['TRIGGER_ORDER', 'MAY', 'MAY']);
    expect(shipIn(result.state, 'jake')).toMatchObject({ tokens: [], performed: ['barrelRoll'] });
  });


  it('XW-04 (a, uses Jyn): B gains an evade token instead, the focus gain did not occur, nothing was queued', async () => {
    const expected = byId('XW-04').expected.a_uses_jyn as Record<string, unknown>;
    const { result, asked } = await play(api, XW04_STATE, XW04_ACTION, () => 'resolve');
    expect(result.status).toBe('RESOLVED');
    expect(shipIn(result.state, 'B').tokens).toEqual(expected['B.tokens']);
    expect(result.log.some((l) => l.kind === 'PROBE')).toBe(expected.PROBE_fired);
    // Offered inside the token gain, before any "after" ability is collected; no queue entry for Jyn.
    expect(asked.map((a) => a.prompt.kind)).toEqual(['MAY']);
    expect(asked[0]!.state.timing!.windows.every((w) => w.pending.length === 0)).toBe(true);
    expect(result.log.filter((l) => l.kind === 'TRIGGERED' && /Jyn/.test(l.text))).toHaveLength(expected.queue_entries_for_jyn as number);
    expect(result.log.filter((l) => l.kind === 'TOKEN_GAINED').map((l) => l.text)).toEqual(['Probe (B) gains 1 evade token']);
  });

  it('XW-04 (b, declines): B gains the focus token and the probe fires', async () => {
    const expected = byId('XW-04').expected.b_declines as Record<string, unknown>;
    const { result } = await play(api, XW04_STATE, XW04_ACTION, () => 'decline');
    expect(result.status).toBe('RESOLVED');
    expect(shipIn(result.state, 'B').tokens).toEqual(expected['B.tokens']);
    expect(result.log.some((l) => l.kind === 'PROBE')).toBe(expected.PROBE_fired);
  });

  it('a state saved mid-window (a prompt inside a nested window) resumes with { type: "continue" } to the same result', async () => {
    const whole = await play(api, XW01_STATE, XW01_ACTION, xw01Pick);
    expect(whole.result.status).toBe('RESOLVED');
    // Stop at Vectored Thrusters #2's question: inside the window of Jake's pilot ability, inside the action's window.
    const at = whole.choices.findIndex((_, i) => whole.asked[i]!.prompt.text.includes('[a3]'));
    const saved = await resolveOnce(api, { game: 'XWING', state: XW01_STATE, action: XW01_ACTION, choices: whole.choices.slice(0, at) });
    expect(saved.status).toBe('NEEDS_CHOICE');
    expect((saved.state as XwState).timing!.windows.length).toBeGreaterThanOrEqual(3);
    // Resumed in steps, one answer per request, from the saved state each time.
    let state: unknown = saved.state;
    let last: ResolvePayload = saved;
    for (const answer of whole.choices.slice(at)) {
      last = await resolveOnce(api, { game: 'XWING', state, action: { type: 'continue' }, choices: [{ options: answer.options }] });
      state = last.state;
    }
    expect(last.status).toBe('RESOLVED');
    expect(last.state).toEqual(whole.result.state);
    // The same saved state answered in one request gives the same result too.
    const once = await resolveOnce(api, { game: 'XWING', state: saved.state, action: { type: 'continue' }, choices: whole.choices.slice(at).map((c) => ({ options: c.options })) });
    expect(once.state).toEqual(whole.result.state);
    // A saved state must be resumed, not given a new action.
    const misuse = await resolveOnce(api, { game: 'XWING', state: saved.state, action: XW01_ACTION });
    expect(misuse.errors[0]).toMatchObject({ code: 'BAD_ACTION', path: '$.action' });
  });

  it('an X-Wing scenario can be saved, and the engine agrees with its expected outcome', async () => {
    const key = (await createApiKey(api.database.db.prisma, 'xwing-tests')).token;
    const res = await fetch(api.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        query: 'mutation($input: ScenarioInput!) { saveScenario(input: $input) { id engineAgrees } }',
        variables: { input: { game: 'XWING', ref: 'XW-04b', title: byId('XW-04').title, state: XW04_STATE, action: XW04_ACTION, choices: [{ options: ['decline'] }],
          expected: [{ kind: 'status', status: 'RESOLVED' }, { kind: 'ship', ship: 'B', tokens: ['focus'] }, { kind: 'log', contains: 'PROBE: focus token gained' }] } },
      }),
    });
    const body = (await res.json()) as { data?: { saveScenario: { id: string; engineAgrees: boolean } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.saveScenario.engineAgrees).toBe(true);
  });

  it('stateSchema and validateState answer for XWING', async () => {
    const res = await api.post<{ schema: { $defs: Record<string, unknown> }; v: { valid: boolean; errors: { path: string }[] } }>(
      'query($s: JSON!) { schema: stateSchema(game: XWING) v: validateState(game: XWING, state: $s) { valid errors { code path message } } }',
      { s: { players: { P1: { first: true } }, ships: [{ id: 'a', owner: 'P1', tokens: ['nope'] }] } });
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data!.schema.$defs)).toEqual(expect.arrayContaining(['xwState', 'xwShip', 'xwAbility']));
    expect(res.data!.v.valid).toBe(false);
    expect(res.data!.v.errors.map((e) => e.path)).toEqual(['$.ships[0].tokens[0]']);
  });
});

// The same requests against the imported X-Wing catalog (its rows get our ability definitions; its text stays).
const catalogSkip = sharedDataSkipReason();
describe.skipIf(!!catalogSkip || !file.present)(`X-Wing worked examples on the imported catalog${catalogSkip ? ` (did not run: ${catalogSkip})` : ''}`, () => {
  let api: TestApi;
  beforeAll(async () => {
    const db = await pgliteDatabase();
    const xwing = join(sharedDataDir()!, 'xwing', 'xwing-data2');
    const summaries = await importPaths(db.db, [join(xwing, 'pilots', 'rebel-alliance', 'rz-1-a-wing.json'), join(xwing, 'upgrades', 'crew.json')]);
    expect(summaries.filter((s) => s.status === 'failed')).toEqual([]);
    api = await startTestApi(db);
  });
  afterAll(async () => api?.close());

  it('XW-01 and XW-04 resolve the same with the catalog rows', async () => {
    const xw01 = await play(api, XW01_STATE, XW01_ACTION, xw01Pick);
    expect(xw01.result.status).toBe('RESOLVED');
    expect(shipIn(xw01.result.state, 'jake')).toMatchObject({ performed: ['barrelRoll', 'focus', 'boost'] });
    const xw04 = await play(api, XW04_STATE, XW04_ACTION, () => 'resolve');
    expect(shipIn(xw04.result.state, 'B').tokens).toEqual(['evade']);
  });

  it('a catalog pilot we have not defined answers UNSUPPORTED, naming it and its text', async () => {
    const result = await resolveOnce(api, { game: 'XWING', state: { players: { P1: { first: true } }, ships: [{ id: 'a', owner: 'P1', pilot: 'arvelcrynyd' }] }, action: { type: 'performAction', ship: 'a', action: 'focus' } });
    expect(result).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'XWING:pilot:arvelcrynyd' } });
    expect(result.unsupported!.reason).toMatch(/^Arvel Crynyd: "/);
  });
});
