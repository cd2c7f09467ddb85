// Scenarios on real cards reading "the number of cards you've drawn this phase" from the state's history
// (thisPhase.drawn, one record per draw): TWI Pre Vizsla's leader action and LAW Beilert Valance's On Attack. Only the
// ability's controller's draws count ("you've"); a draw from an empty deck draws nothing (1.13.1: 3 damage to the
// base instead); a state whose history does not carry the draws answers UNSUPPORTED (never a guessed 0). Expected
// outcomes are worked out by hand from the printed text (quoted in the test names) and the rules.
// player1 is Darth Vader (Aggression, Villainy) + Kestro City (Aggression), 20 ready resources, an 8-card deck
// (builders.ts) unless the test says otherwise.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (cards drawn this phase) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const useLeader = { type: 'useAbility', player: 'player1', card: 'leader' };
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
const units = (s: SwuState, p: 'player1' | 'player2') => [...s[p].groundArena, ...s[p].spaceArena];
const named = (s: SwuState, p: 'player1' | 'player2', name: string) => units(s, p).find((u) => lookup(u.card)?.name === name);
const history = (drawn?: object[]) => ({ thisPhase: { played: [], defeated: [], attacks: [], ...(drawn ? { drawn } : {}) } });

describe.skipIf(!!skip)('real cards: "the number of cards you\'ve drawn this phase"', () => {
  it('TWI_010 Pre Vizsla "Action [C=1, Exhaust]: Deal damage to a unit equal to the number of cards you\'ve drawn this phase." - 2 drawn by player1, 3 by player2: 2 damage', () => {
    // player1 drew 1 + 1 cards this phase (two draws); player2's 3 are not "you've". Wampa (4/5) takes 2.
    const state = karabast({ leader: 'TWI_010' }, { groundArena: ['wampa'] }, history([{ player: 'player1', count: 1 }, { player: 'player2', count: 3 }, { player: 'player1', count: 1 }]));
    const r = run(state, useLeader, [/^Wampa/]);
    const s = ok(r);
    expect(named(s, 'player2', 'Wampa')?.damage).toBe(2);
    expect(s.player1.resources.filter((x) => x.exhausted)).toHaveLength(1);
    expect(s.player1.leader.exhausted).toBe(true);
  });
  it('TWI_010 Pre Vizsla: the submitted history has no "drawn" - UNSUPPORTED, not 0', () => {
    const r = run(karabast({ leader: 'TWI_010' }, { groundArena: ['wampa'] }, history()), useLeader, [/^Wampa/]);
    expect(r.result.status).toBe('UNSUPPORTED');
    expect(JSON.stringify(r.result.unsupported)).toMatch(/drawn/);
  });
  it('TWI_010 Pre Vizsla: no history at all - UNSUPPORTED', () => {
    const r = run(karabast({ leader: 'TWI_010' }, { groundArena: ['wampa'] }), useLeader, [/^Wampa/]);
    expect(r.result.status).toBe('UNSUPPORTED');
  });

  it('LAW_051 Beilert Valance "On Attack: Draw a card. You may deal damage to a ground unit equal to the number of cards you\'ve drawn this phase." - 1 earlier + this 1 = 2', () => {
    // Valance attacks player2's base; On Attack: player1 draws 1 (recorded), so 2 cards drawn this phase: Battlefield
    // Marine (3/3) takes 2 and survives. Then combat: Valance (3 power) deals 3 to the base.
    const state = karabast({ groundArena: ['LAW_051'] }, { groundArena: ['battlefield-marine'] }, history([{ player: 'player1', count: 1 }]));
    const r = run(state, attack('Beilert Valance', 'base'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(named(s, 'player2', 'Battlefield Marine')?.damage).toBe(2);
    expect(s.player1.hand).toHaveLength(1);
    expect(s.thisPhase?.drawn).toEqual([{ player: 'player1', count: 1 }, { player: 'player1', count: 1 }]);
    expect(s.player2.base.damage).toBe(3);
  });
  it('LAW_051 Beilert Valance: an empty deck draws nothing (1.13.1: 3 damage to player1\'s base), so only the earlier 1 card counts', () => {
    const state = karabast({ groundArena: ['LAW_051'], deck: [] }, { groundArena: ['battlefield-marine'] }, history([{ player: 'player1', count: 1 }]));
    const r = run(state, attack('Beilert Valance', 'base'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(named(s, 'player2', 'Battlefield Marine')?.damage).toBe(1);
    expect(s.player1.base.damage).toBe(3);
  });
  it('a submitted "drawn" record with a negative count is a BAD_STATE', () => {
    const r = run(karabast({ leader: 'TWI_010' }, {}, history([{ player: 'player1', count: -1 }])), useLeader);
    expect(r.result.errors.map((e) => e.code)).toContain('BAD_STATE');
  });
});
