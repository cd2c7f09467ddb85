// explore(): every combination of answers to a request's prompts, on TRIG-02 (Yoda and Vanguard Infantry defeated
// by simultaneous combat damage, both When Defeated in one window) and on games and limits that cut it short.
import { describe, expect, it } from 'vitest';
import type { ChoiceAnswer } from '../../engine/api.js';
import { resolve } from '../../engine/index.js';
import { canonicalJson, explore, runScenario } from '../../engine/scenarios.js';
import { workedExample } from '../worked-examples.js';
import { cards, karabast } from './builders.js';

const { game, state, action } = workedExample('TRIG-02');
const request = { game, state, action };

describe('explore TRIG-02', () => {
  const result = explore(request, cards, { limit: 1000 });
  const prompt = (kind: string) => result.prompts.find((p) => p.kind === kind)!;

  it('tries every combination: 2 player orders x 4 sets of players x 3 targets (none, Marine, X-Wing)', () => {
    expect(result.complete).toBe(true);
    expect(result.cutPrompts).toBe(0);
    expect(result.endStates.reduce((n, e) => n + e.sequences, 0)).toBe(2 * 4 * 3);
    // The 7.6.10 order changes nothing: 4 x 3 distinct end states, each reached by both orders.
    expect(result.endStates).toHaveLength(12);
    expect(result.endStates.every((e) => e.status === 'RESOLVED' && e.sequences === 2)).toBe(true);
  });

  it('says which prompts decide the outcome, and that the player order does not', () => {
    expect(result.prompts.map((p) => [p.kind, p.player, p.decisive])).toEqual([
      ['PLAYER_ORDER', 'player1', false],
      ['PLAYERS', 'player1', true],
      ['MAY', 'player2', true],
    ]);
    expect(prompt('PLAYER_ORDER').differences).toEqual([]);
    // Both answers to the order lead to the same 12 end states.
    const [you, opponent] = prompt('PLAYER_ORDER').answers;
    expect([...you!.endStates].sort()).toEqual([...opponent!.endStates].sort());
  });

  it('says why: the facts that differ between the answers', () => {
    const target = prompt('MAY');
    expect(target.answers.map((a) => a.labels)).toEqual([['Battlefield Marine (player2)'], ['Alliance X-Wing (player2)'], ['Decline']]);
    const upgrades = (fact: string) => target.differences.find((d) => d.fact === fact)?.values.map((v) => (v.value as { upgrades: string[] }).upgrades);
    expect(target.differences.map((d) => d.fact).sort()).toEqual(['player2.groundArena.Battlefield Marine (marine)', 'player2.spaceArena.Alliance X-Wing (xwing)']);
    expect(upgrades('player2.spaceArena.Alliance X-Wing (xwing)')).toEqual([[], ['Experience'], []]);
    expect(upgrades('player2.groundArena.Battlefield Marine (marine)')).toEqual([['Experience'], [], []]);

    const players = prompt('PLAYERS');
    const hand = players.differences.find((d) => d.fact === 'player1.hand')!;
    expect(hand.values.map((v) => [v.answer, v.value])).toEqual([[[], []], [['You'], ['Wampa']], [['Opponent'], []], [['You', 'Opponent'], ['Wampa']]]);
  });

  it('each end state is what its choice sequence resolves to', () => {
    for (const end of result.endStates) {
      const choices: ChoiceAnswer[] = end.choices.map((c) => ({ prompt: c.prompt, options: c.options }));
      const replayed = resolve({ ...request, choices }, cards);
      expect(replayed.status).toBe('RESOLVED');
      expect(canonicalJson(replayed.state)).toBe(canonicalJson(end.state));
    }
  });

  it("the scenario's expected outcome holds in exactly the end states where P1 drew and the X-Wing got the Experience", () => {
    const expected = [
      { kind: 'unit', card: 'Alliance X-Wing', upgrades: ['experience'] },
      { kind: 'hand', player: 'player1', count: 1 },
      { kind: 'zone', card: 'Yoda', zone: 'discard' },
      { kind: 'zone', card: 'Vanguard Infantry', zone: 'discard' },
    ];
    const agreeing = result.endStates.filter((end) => {
      const choices = end.choices.map((c) => ({ prompt: c.prompt, options: c.options }));
      return runScenario({ ...request, choices }, cards, expected).assertions.every((a) => a.passed);
    });
    expect(agreeing.map((e) => e.choices.map((c) => c.labels.join('+')).join(' / ')).sort()).toEqual([
      'You / You / Alliance X-Wing (player2)',
      'You / You+Opponent / Alliance X-Wing (player2)',
    ]);
  });

  it('starts after the choices the request already carries', () => {
    const after = explore({ ...request, choices: [{ prompt: 'p1-PLAYER_ORDER', options: ['player2'] }] }, cards, { limit: 1000 });
    expect(after.endStates).toHaveLength(12);
    expect(after.prompts.map((p) => p.kind)).toEqual(['MAY', 'PLAYERS']);
    expect(after.runs).toBeLessThan(result.runs);
  });
});

describe('explore limits and other games', () => {
  it('stops at the limit and says so', () => {
    const cut = explore(request, cards, { limit: 5 });
    expect(cut.runs).toBe(5);
    expect(cut.complete).toBe(false);
    expect(cut.cutPrompts).toBeGreaterThan(0);
    expect(cut.endStates.length).toBeGreaterThan(0);
    expect(cut.endStates.length).toBeLessThan(12);
  });

  it('a request without prompts is one run and one end state', () => {
    const plain = explore({ game: 'SWU', state: karabast({ groundArena: ['wampa'] }, {}, { autoSingleTarget: true }), action: { type: 'attack', player: 'player1', attacker: 'Wampa' } }, cards, { limit: 10 });
    expect(plain).toMatchObject({ runs: 1, complete: true, prompts: [] });
    expect(plain.endStates).toHaveLength(1);
    expect(plain.endStates[0]!.choices).toEqual([]);
  });

  it('an UNSUPPORTED answer is one end state (an X-Wing pilot whose text has no definition)', () => {
    const luke = { id: 'XWING:pilot:lukeskywalker', internalName: 'lukeskywalker', name: 'Luke Skywalker', type: 'Pilot', aspects: [], traits: [], unique: true, keywords: [], text: 'After you become the defender, you may recover 1 [Force].' };
    const state = { players: { P1: { first: true } }, ships: [{ id: 'l', owner: 'P1', pilot: 'lukeskywalker' }] };
    const result = explore({ game: 'XWING', state, action: { type: 'performAction', ship: 'l', action: 'focus' } }, (ref) => (ref === luke.id ? luke : undefined), { limit: 10 });
    expect(result).toMatchObject({ runs: 1, complete: true });
    expect(result.endStates.map((e) => [e.status, e.unsupported?.kind])).toEqual([['UNSUPPORTED', 'CARD']]);
  });

  it('a bad request ends INVALID, with the reason and no prompt explored', () => {
    const bad = explore({ ...request, action: { type: 'attack', player: 'player1', attacker: 'nobody' } }, cards, { limit: 10 });
    expect(bad.endStates.map((e) => e.status)).toEqual(['INVALID']);
    expect(bad.endStates[0]!.errors.length).toBeGreaterThan(0);
  });
});
