// Scenarios on real cards whose own text says "(If <condition>,) this unit enters play ready": the condition is
// checked as the unit is played (6.2.5), and a unit normally enters play exhausted (2.3 of the keywords text: "like
// any other (non-leader) unit"). SOR Admiral Ozzel plays a unit that "enters play ready" (7.1.6) and then "Each
// opponent may ready a unit", which resolves even when nothing can be played (1.3.2: do as much as possible).
// Expected outcomes are worked out by hand from the printed text (quoted in each test name) and the rules.
//
// Defaults (builders.ts): player1 leads Darth Vader (Aggression, Villainy) with Kestro City (Aggression), 20 ready
// resources; an aspect icon the leader and base don't provide adds 2 to the cost (8.1.1).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (enters play ready) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const units = (s: SwuState, p: 'player1' | 'player2') => [...s[p].groundArena, ...s[p].spaceArena];
const named = (s: SwuState, p: 'player1' | 'player2', name: string) => units(s, p).find((u) => lookup(u.card)?.name === name);
const exhaustedResources = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;

describe.skipIf(!!skip)('real cards: "this unit enters play ready"', () => {
  it('LAW_210 Salacious Crumb "If you control Jabba the Hutt (as a leader or unit), this unit enters play ready." - Jabba as the leader', () => {
    // Leader Jabba the Hutt (LAW_015, Cunning/Villainy): Crumb (cost 1, Cunning/Villainy) costs 1 with no penalty.
    const s = ok(run(karabast({ leader: 'LAW_015', hand: ['LAW_210'] }), play('Salacious Crumb')));
    expect(named(s, 'player1', 'Salacious Crumb')?.exhausted).toBe(false);
    expect(exhaustedResources(s)).toBe(1);
  });
  it('LAW_210 Salacious Crumb: Jabba the Hutt as a unit (SOR_181) also counts', () => {
    const s = ok(run(karabast({ hand: ['LAW_210'], groundArena: ['SOR_181'] }), play('Salacious Crumb')));
    expect(named(s, 'player1', 'Salacious Crumb')?.exhausted).toBe(false);
  });
  it('LAW_210 Salacious Crumb: without Jabba (leader Darth Vader, only an enemy Jabba) it enters play exhausted', () => {
    // An opponent's Jabba is not one "you control". Cost: 1 + 2 (Cunning not provided by Vader / Kestro City) = 3.
    const s = ok(run(karabast({ hand: ['LAW_210'] }, { groundArena: ['SOR_181'] }), play('Salacious Crumb')));
    expect(named(s, 'player1', 'Salacious Crumb')?.exhausted).toBe(true);
    expect(exhaustedResources(s)).toBe(3);
  });

  it('LAW_223 Rose Tico "If you control a non-unique unit, this unit enters play ready." - a friendly Battlefield Marine', () => {
    const s = ok(run(karabast({ hand: ['LAW_223'], groundArena: ['SOR_095'] }), play('Rose Tico')));
    expect(named(s, 'player1', 'Rose Tico')?.exhausted).toBe(false);
  });
  it('LAW_223 Rose Tico: only a unique friendly unit (Admiral Ozzel) and an enemy non-unique unit - exhausted', () => {
    const s = ok(run(karabast({ hand: ['LAW_223'], groundArena: ['SOR_129'] }, { groundArena: ['SOR_095'] }), play('Rose Tico')));
    expect(named(s, 'player1', 'Rose Tico')?.exhausted).toBe(true);
  });

  it('SEC_170 Corellian Hounds "If an opponent controls no ground units, this unit enters play ready." - the opponent has only a space unit', () => {
    const s = ok(run(karabast({ hand: ['SEC_170'] }, { spaceArena: ['SOR_237'] }), play('Corellian Hounds')));
    expect(named(s, 'player1', 'Corellian Hounds')?.exhausted).toBe(false);
  });
  it('SEC_170 Corellian Hounds: the opponent controls a ground unit (Battlefield Marine) - exhausted; friendly ground units do not matter', () => {
    const s = ok(run(karabast({ hand: ['SEC_170'] }, { groundArena: ['SOR_095'] }), play('Corellian Hounds')));
    expect(named(s, 'player1', 'Corellian Hounds')?.exhausted).toBe(true);
    const ready = ok(run(karabast({ hand: ['SEC_170'], groundArena: ['SOR_095'] }), play('Corellian Hounds')));
    expect(named(ready, 'player1', 'Corellian Hounds')?.exhausted).toBe(false);
  });

  it('SEC_170 Corellian Hounds rescued (8.33.3: "enters play exhausted") - whether its own "enters play ready" applies is not implemented: UNSUPPORTED', () => {
    // player2's Battlefield Marine (3/3) guards player1's captured Corellian Hounds; Wampa (4 power) attacks and
    // defeats the Marine, which rescues the Hounds (player2 has no ground unit left, so its condition would hold).
    const state = karabast({ groundArena: ['wampa'] }, { groundArena: [{ card: 'SOR_095', capturedUnits: ['SEC_170'] }] });
    const r = run(state, { type: 'attack', player: 'player1', attacker: 'Wampa', target: 'Battlefield Marine' });
    expect(r.result.status).toBe('UNSUPPORTED');
    expect(JSON.stringify(r.result.unsupported)).toMatch(/rescued/);
  });

  it('SOR_129 Admiral Ozzel "Play an IMPERIAL unit from your hand (paying its cost). It enters play ready. Each opponent may ready a unit."', () => {
    // Hand: Death Star Stormtrooper (Imperial, cost 1, Aggression/Villainy: provided) and Battlefield Marine (not
    // Imperial): only the Stormtrooper is offered. It enters play ready; 1 resource paid. Then player2 ("each
    // opponent") may ready a unit: they choose their exhausted Battlefield Marine. Ozzel is exhausted (its cost).
    const state = karabast({ hand: ['SOR_128', 'SOR_095'], groundArena: ['SOR_129'] }, { groundArena: [{ card: 'SOR_095', exhausted: true }] });
    const r = run(state, { type: 'useAbility', player: 'player1', card: 'Admiral Ozzel' }, [/^Death Star Stormtrooper/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Death Star Stormtrooper/)]);
    expect(r.prompts[1]!.player).toBe('player2');
    expect(named(s, 'player1', 'Death Star Stormtrooper')?.exhausted).toBe(false);
    expect(named(s, 'player1', 'Admiral Ozzel')?.exhausted).toBe(true);
    expect(named(s, 'player2', 'Battlefield Marine')?.exhausted).toBe(false);
    expect(exhaustedResources(s)).toBe(1);
  });
  it('SOR_129 Admiral Ozzel: no Imperial unit in hand - nothing is played, and the opponent may still ready a unit', () => {
    const state = karabast({ hand: ['SOR_095'], groundArena: ['SOR_129'] }, { groundArena: [{ card: 'SOR_095', exhausted: true }] });
    const r = run(state, { type: 'useAbility', player: 'player1', card: 'Admiral Ozzel' }, [/^Battlefield Marine/]);
    const s = ok(r);
    expect(s.player1.hand).toHaveLength(1);
    expect(named(s, 'player2', 'Battlefield Marine')?.exhausted).toBe(false);
  });
});
