// Scenarios on real cards with "When the regroup phase starts:" (5.5.1A: it triggers at the start of the regroup
// phase, before each player draws 2 cards, 5.5.1B) and "When Attack Ends:" (it triggers whether or not the attacker
// survived). Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the
// Comprehensive Rules; the compiled definition is never read by the test.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (phase triggers) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: (RegExp | 'none')[] = []) => driveReal(lookup, state, action, steps);

const named = (s: SwuState, name: string) => (['player1', 'player2'] as const).flatMap((p) => [...s[p].groundArena, ...s[p].spaceArena]).filter((u) => lookup(u.card)?.name === name);
/** Player2 has passed: player1 passing ends the action phase and the regroup phase starts (1.15.6D, 5.5.1). */
const endPhase = { type: 'pass', player: 'player1' };
const p2passed = { passed: true };
/** 5.5.1C: each player (their default decks have cards to draw) declines to resource a card. */
const NO_RESOURCE: 'none'[] = ['none', 'none'];

describe.skipIf(!!skip)('real cards: "When the regroup phase starts"', () => {
  it('JTL_198 Fireball (3/3) "When the regroup phase starts: Deal 1 damage to this unit."', () => {
    const s = ok(run(karabast({ spaceArena: ['JTL_198'] }, p2passed), endPhase, NO_RESOURCE));
    const [fireball] = named(s, 'Fireball');
    expect(fireball?.damage).toBe(1);
    expect(s.phase).toBe('action');
    expect(s.round).toBeGreaterThan(0);
  });

  it('JTL_216 Contracted Hunter "When the regroup phase starts: Defeat this unit." (it goes to its owner\'s discard pile)', () => {
    const s = ok(run(karabast({ groundArena: ['JTL_216'] }, p2passed), endPhase, NO_RESOURCE));
    expect(named(s, 'Contracted Hunter')).toHaveLength(0);
    expect(s.player1.discard.map((c) => lookup(c.card)?.name)).toContain('Contracted Hunter');
  });

  it('an enemy Fireball triggers for its own controller too: each player\'s card triggers at the start of the phase', () => {
    const s = ok(run(karabast({}, { ...p2passed, spaceArena: ['JTL_198'] }), endPhase, NO_RESOURCE));
    expect(named(s, 'Fireball')[0]?.damage).toBe(1);
  });

  it('SHD_015 Doctor Aphra (leader side) "When the regroup phase starts: Discard a card from your deck." discards the top card before drawing (5.5.1A before 5.5.1B)', () => {
    // Deck top to bottom: Wampa, Battlefield Marine, Viper Probe Droid. Aphra discards Wampa; player1 then draws the other two.
    const state = karabast({ leader: 'SHD_015', deck: ['SOR_164', 'SOR_095', 'SOR_228'] }, p2passed);
    const s = ok(run(state, endPhase, NO_RESOURCE));
    const names = (cards: { card: string }[]) => cards.map((c) => lookup(c.card)?.name);
    expect(names(s.player1.discard)).toEqual(['Wampa']);
    expect(names(s.player1.hand).sort()).toEqual(['Battlefield Marine', 'Viper Probe Droid']);
    expect(s.player1.deck).toHaveLength(0);
  });

  it('without the card in play nothing triggers: Fireball in hand is not dealt damage', () => {
    const s = ok(run(karabast({ hand: ['JTL_198'] }, p2passed), endPhase, NO_RESOURCE));
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toContain('Fireball');
  });
});
