// The TI4 scenarios of ../shared/scenarios/scenarios-xwing-ti4-examples.json through the GraphQL API (PGlite, no
// catalog imported: the engine's own TI4 definitions answer), each prompt answered in a new request; and a state
// returned at a prompt inside a nested window resumes with { type: "continue" } to the same result as one request.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ti4State } from '../engine/games/ti4/state/types.js';
import { importPaths } from '../prisma/import/run.js';
import { resolveOnce, startTestApi, type ChoiceAnswer, type ResolvePayload, type TestApi } from './api-resolve-client.js';
import { pgliteDatabase, sharedDataDir, sharedDataSkipReason } from './support/databases.js';
import { readJson, sharedFile } from './engine/shared.js';
import { ti4State } from './engine/ti4-builders.js';

interface Scenario {
  id: string;
  game: string;
  setup: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const file = sharedFile('scenarios/scenarios-xwing-ti4-examples.json');
const scenarios = file.present ? readJson<Scenario[]>(file.path).filter((s) => s.game === 'ti4') : [];
const scenario = (id: string) => scenarios.find((s) => s.id === id)!;

/** Answers each prompt with `answer`, one request per prompt (the full list of answers each time). */
async function playApi(api: TestApi, state: unknown, action: unknown, answer: (p: NonNullable<ResolvePayload['prompt']>) => string[]) {
  const choices: ChoiceAnswer[] = [];
  for (let i = 0; i < 60; i += 1) {
    const result = await resolveOnce(api, { game: 'TI4', state, action, choices });
    if (result.status !== 'NEEDS_CHOICE') return { result, choices };
    choices.push({ prompt: result.prompt!.id, options: answer(result.prompt!) });
  }
  throw new Error('too many prompts');
}

/** The window's story from the log, in the scenario's words: "Alice:A1", "Dana:decline", "CLOSE". */
function promptLog(result: ResolvePayload): string[] {
  return result.log.flatMap((e) => {
    if (e.kind === 'ABILITY_RESOLVED') return [`${e.player}:${e.cards[0]}`];
    if (e.kind === 'DECLINED' && e.rule?.number === 'ABILITIES.4c') return [`${e.player}:decline`];
    if (e.kind === 'WINDOW_CLOSED') return ['CLOSE'];
    return [];
  });
}

describe.skipIf(!file.present)(`TI4 scenarios through the API (${file.skipReason ?? 'present'})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api?.close());

  it('TI-01: one ability per player per pass, turn order from the active player, closes after a full round of declines', async () => {
    const s = scenario('TI-01');
    const order = s.setup.turnOrderFromActive as string[];
    const wishes = s.setup.pendingWishes as Record<string, string[]>;
    // Each wish is an optional ability of its own physical object, usable by its holder in one shared window.
    const initiative = ['pok5trade', 'pok6warfare', 'pok7technology', 'pok8imperial'];
    const base = ti4State();
    const state: Ti4State = {
      ...base, activePlayer: s.setup.active as string, speaker: order[0]!,
      players: order.map((id, i) => ({ ...base.players[0]!, id, strategyCards: [{ card: initiative[i]! }], technologies: (wishes[id] ?? []).map((w) => ({ id: w, card: w })) })),
      customCards: Object.values(wishes).flat().map((w) => ({
        id: w, name: w, kind: 'technology' as const,
        abilities: [{ kind: 'window' as const, id: 'use', text: w, when: { point: 'custom' as const, name: 'window', who: 'any' as const }, effect: { do: 'gainTradeGoods' as const, count: 1 } }],
      })),
    };
    // "each prompted player resolves their next wished ability, or declines when they have none"
    const { result } = await playApi(api, state, { type: 'openWindow', point: 'custom', name: 'window' }, (p) => [p.options[0]!.id]);
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('RESOLVED');
    expect(promptLog(result)).toEqual(s.expected.prompt_log);
    expect(result.log.filter((e) => e.kind === 'ABILITY_RESOLVED').map((e) => e.cards[0])).toEqual(s.expected.resolution_order);
    const trail = promptLog(result);
    const consecutive = trail.length - 1 - trail.slice(0, -1).findLastIndex((t) => !t.endsWith(':decline'));
    expect(consecutive - 1).toBe(s.expected.closesAfterConsecutiveDeclines);
    expect(result.log.find((e) => e.kind === 'WINDOW_CLOSED')!.rule).toEqual({ number: 'ABILITIES.4c', title: expect.any(String) });
  });

  it('TI-04: the Creuss IFF received in a transaction at the start of the turn is used in that window', async () => {
    const s = scenario('TI-04');
    const bob = s.setup.active as string;
    const creuss = s.setup.creussPlayer as string;
    const notes = s.setup[`${creuss}.hand.promissory`] as string[];
    const state = ti4State({ Cheng: { faction: 'ghost', promissoryNotes: notes.map((card) => ({ id: `${card}-1`, card, owner: creuss })) } }, {
      activePlayer: bob,
      systems: [
        { id: 'bob-home', home: bob, planets: [{ id: 'bob-planet', controller: bob, units: [] }], units: [] },
        { id: 'tile-a', planets: [], units: [] },
      ],
    });
    const action = { type: 'startTurn', player: bob, transactions: [{ from: creuss, to: bob, promissoryNotes: ['iff-1'] }] };
    const prompts: NonNullable<ResolvePayload['prompt']>[] = [];
    const { result } = await playApi(api, state, action, (p) => {
      prompts.push(p);
      if (p.kind === 'RESOLVE_OR_DECLINE') return ['iff-1/use'];
      return [p.options.find((o) => o.id === 'tile-a')?.id ?? p.options[0]!.id];
    });
    expect(result.errors).toEqual([]);
    expect(result.status).toBe('RESOLVED');
    // iffPlayable: Bob is offered the IFF in the window in which he received it.
    expect(prompts[0]).toMatchObject({ player: bob, kind: 'RESOLVE_OR_DECLINE' });
    expect(prompts[0]!.options.map((o) => o.id)).toContain('iff-1/use');
    const after = result.state as Ti4State;
    // wormholeTokenPlaced, iffReturnedTo Cheng.
    expect(after.systems.find((x) => x.id === 'tile-a')!.tokens).toEqual(['creuss-alpha']);
    expect(after.players.find((p) => p.id === creuss)!.promissoryNotes.map((c) => c.card)).toEqual(['iff']);
    expect(s.expected).toMatchObject({ iffPlayable: true, afterResolution: { wormholeTokenPlaced: true, iffReturnedTo: creuss } });
    const kinds = result.log.map((e) => e.kind);
    expect(kinds.indexOf('TRANSACTION')).toBeLessThan(kinds.indexOf('ABILITY_RESOLVED'));
    expect(result.log.find((e) => e.kind === 'RETURNED')!.rule!.number).toBe('69');
  });

  it('a state returned at a prompt inside a nested window resumes with { type: "continue" } to the same result as one request', async () => {
    // Alice activates a system and, in its "after" window, plays Flank Speed; in that card's own "when played"
    // window (nested inside the first) Bob plays Sabotage on it.
    const state = ti4State({
      Alice: { actionCards: [{ id: 'fs-a', card: 'fs1' }, { id: 'ls-a', card: 'lost_star' }] },
      Bob: { actionCards: [{ id: 'sab-b', card: 'sabo1' }] },
    }, { systems: [{ id: 'tile-a', planets: [], units: [] }] });
    const action = { type: 'activateSystem', player: 'Alice', system: 'tile-a' };
    const answers = [['fs-a/use'], ['sab-b/use'], ['decline']];
    const whole = await resolveOnce(api, { game: 'TI4', state, action, choices: answers.map((options) => ({ options })) });
    expect(whole.errors).toEqual([]);
    expect(whole.status).toBe('RESOLVED');
    // Flank Speed was cancelled: no lasting effect; both cards are in the discard pile.
    expect((whole.state as Ti4State).effects ?? []).toEqual([]);
    expect((whole.state as Ti4State).actionDiscard!.map((c) => c.id)).toEqual(['sab-b', 'fs-a']);
    let current = await resolveOnce(api, { game: 'TI4', state, action });
    expect(current.status).toBe('NEEDS_CHOICE');
    const open: string[][] = [];
    for (const options of answers) {
      open.push((current.state as Ti4State).timing!.windows.map((w) => w.point));
      current = await resolveOnce(api, { game: 'TI4', state: current.state, action: { type: 'continue' }, choices: [{ prompt: current.prompt!.id, options }] });
    }
    expect(current.status).toBe('RESOLVED');
    expect(current.state).toEqual(whole.state);
    // Bob was asked inside Flank Speed's own window, nested in the activation's "after" window.
    expect(open[1]).toEqual(['afterActivateSystem', 'triggered', 'whenPlayActionCard']);
    // Sabotage's effect, then Flank Speed resolving with no effect.
    expect(whole.log.filter((e) => e.kind === 'CANCELLED').map((e) => e.cards)).toEqual([['sab-b', 'fs-a'], ['fs-a']]);
  });

  it('validateState and UNSUPPORTED: bad states name their paths; a card with undefined text is named, not guessed', async () => {
    const bad = await api.post<{ validateState: { valid: boolean; errors: { code: string; path: string }[] } }>(
      'query($s: JSON!) { validateState(game: TI4, state: $s) { valid errors { code path } } }',
      { s: { ...ti4State(), players: ti4State().players.slice(0, 2) } },
    );
    expect(bad.data?.validateState).toEqual({ valid: false, errors: [{ code: 'BAD_STATE', path: '$.players' }] });
    const mystery = ti4State({ Bob: { technologies: [{ id: 'm', card: 'mystery' }] } }, { customCards: [{ id: 'mystery', name: 'Mystery Tech', kind: 'technology', text: 'After you activate a system, do something clever.' }] });
    const result = await resolveOnce(api, { game: 'TI4', state: mystery, action: { type: 'openWindow', point: 'custom', name: 'w' } });
    expect(result).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'mystery' } });
  });
});

const dataSkip = sharedDataSkipReason();

describe.skipIf(dataSkip)(`TI4 through the API with the AsyncTI4 catalog imported (${dataSkip ?? 'present'})`, () => {
  let api: TestApi;
  beforeAll(async () => {
    const db = await pgliteDatabase();
    const ti4 = join(sharedDataDir()!, 'ti4');
    const files = [...['promissory_notes', 'strategy_cards', 'action_cards', 'technologies', 'units'].map((f) => join(ti4, `${f}.official.json`)), join(ti4, 'rules-tirules')];
    const summaries = await importPaths(db.db, files);
    expect(summaries.filter((x) => x.status === 'failed').map((x) => x.error?.message)).toEqual([]);
    api = await startTestApi(db);
  });
  afterAll(async () => api?.close());

  it('catalog cards (text, initiative) with the engine\'s abilities: Sabotage cancels War Effort; an undefined card is named', async () => {
    // Refs by catalog id and by AsyncTI4 id; Warfare and Technology come with their initiative from the catalog.
    const state = ti4State({
      Alice: { actionCards: [{ id: 'we', card: 'TI4:action:war_effort' }] },
      Bob: { actionCards: [{ id: 'sab', card: 'sabo1' }] },
    }, { systems: [{ id: 'tile-a', planets: [], units: [{ id: 'a-dd', type: 'destroyer', owner: 'Alice' }] }] });
    const first = await resolveOnce(api, { game: 'TI4', state, action: { type: 'playActionCard', player: 'Alice', card: 'we' } });
    expect(first.errors).toEqual([]);
    expect(first.prompt).toMatchObject({ player: 'Bob', options: [{ id: 'sab/use', label: expect.stringMatching(/^Sabotage: Cancel that action card/) }, { id: 'decline' }] });
    const done = await resolveOnce(api, { game: 'TI4', state: first.state, action: { type: 'continue' }, choices: [{ prompt: first.prompt!.id, options: ['sab/use'] }] });
    expect(done.status).toBe('RESOLVED');
    expect((done.state as Ti4State).systems[0]!.units.map((u) => u.type)).toEqual(['destroyer']);
    // The log's Living Rules Reference numbers are the catalog's TI4 rules (Action Cards is topic 2).
    const linked = await api.post<{ resolve: { log: { kind: string; rule: { number: string; entry: { number: string; title: string } | null } | null }[] } }>(
      'mutation($input: ResolveInput!) { resolve(input: $input) { log { kind rule { number entry { number title } } } } }',
      { input: { game: 'TI4', state, action: { type: 'playActionCard', player: 'Alice', card: 'we' }, choices: [{ options: ['sab/use'] }] } },
    );
    const played = linked.data!.resolve.log.find((e) => e.kind === 'ACTION_CARD')!;
    expect(played.rule).toEqual({ number: '2', entry: { number: '2', title: 'Action Cards' } });
    // Sarween Tools' text is not in the ability language: the engine says so instead of guessing.
    const sarween = await resolveOnce(api, { game: 'TI4', state: ti4State({ Bob: { technologies: [{ id: 'st', card: 'st' }] } }), action: { type: 'openWindow', point: 'custom', name: 'w' } });
    expect(sarween).toMatchObject({ status: 'UNSUPPORTED', unsupported: { kind: 'CARD', ref: 'TI4:technology:st' } });
  });
});
