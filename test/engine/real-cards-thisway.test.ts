// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "thisway" family (wave 5):
// amounts read from what an earlier step of the same ability did. Each expected outcome is worked out by hand from
// the printed text (quoted in the test name), the card data (costs, HP) and the Comprehensive Rules; the compiled
// definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (thisway: amounts of what an earlier step did) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard') => s[p][zone].map((c) => lookup(c.card)?.name);
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
const upgrades = (s: SwuState, p: 'player1' | 'player2', i = 0) => s[p].groundArena[i]!.upgrades.map((u) => lookup(u.card)?.name);

// SOR_167 Force Throw: "Choose a player. That player discards a card from their hand. Then, if you control a FORCE
// unit, you may deal damage to a unit equal to the cost of the discarded card."
// Cards: Fifth Brother (SOR_131, FORCE unit, 2/4), AT-ST (SOR_232, 6/7), Cloud City Wing Guard (SOR_063,
// cost 3), Battlefield Marine (SOR_095, cost 2), Cantina Braggart (SOR_157, cost 1).
describe.skipIf(!!skip)('real cards: "equal to the cost of the discarded card" (1.14.2)', () => {
  it('SOR_167 Force Throw: the opponent discards Cloud City Wing Guard (cost 3), so 3 damage to their AT-ST', () => {
    // player1 controls Fifth Brother (FORCE): player1 chooses player2, player2 chooses the card to discard
    // (1.14.2), then player1 may deal damage equal to its printed cost, 3, to a unit: AT-ST 0 -> 3 damage.
    const state = karabast({ hand: ['SOR_167'], groundArena: ['SOR_131'] }, { hand: ['SOR_063', 'SOR_157'], groundArena: ['SOR_232'] });
    const r = run(state, play('Force Throw'), [/^Opponent/, /^Cloud City Wing Guard/, /^AT-ST/]);
    const s = ok(r);
    expect(names(s, 'player2', 'discard')).toEqual(['Cloud City Wing Guard']);
    expect(names(s, 'player2', 'hand')).toEqual(['Cantina Braggart']);
    expect(s.player2.groundArena[0]!.damage).toBe(3);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2', 'player1']);
  });

  it('SOR_167 Force Throw: another card discarded gives another amount (Cantina Braggart, cost 1: 1 damage)', () => {
    const state = karabast({ hand: ['SOR_167'], groundArena: ['SOR_131'] }, { hand: ['SOR_063', 'SOR_157'], groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Force Throw'), [/^Opponent/, /^Cantina Braggart/, /^AT-ST/]));
    expect(s.player2.groundArena[0]!.damage).toBe(1);
    expect(names(s, 'player2', 'hand')).toEqual(['Cloud City Wing Guard']);
  });

  it('SOR_167 Force Throw: choosing yourself, your own discarded Battlefield Marine (cost 2) gives 2 damage', () => {
    // player1's hand after playing Force Throw: Battlefield Marine only; player1 discards it: 2 damage to AT-ST.
    const state = karabast({ hand: ['SOR_167', 'SOR_095'], groundArena: ['SOR_131'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Force Throw'), [/^You/, /^Battlefield Marine/, /^AT-ST/]));
    expect(names(s, 'player1', 'discard').sort()).toEqual(['Battlefield Marine', 'Force Throw']);
    expect(s.player2.groundArena[0]!.damage).toBe(2);
  });

  it('SOR_167 Force Throw: without a FORCE unit the card is discarded and no damage is offered', () => {
    // Battlefield Marine (REBEL, TROOPER) is not a FORCE unit: the "if" fails, no prompt after the discard.
    const state = karabast({ hand: ['SOR_167'], groundArena: ['SOR_095'] }, { hand: ['SOR_063'], groundArena: ['SOR_232'] });
    const r = run(state, play('Force Throw'), [/^Opponent/, /^Cloud City Wing Guard/]);
    const s = ok(r);
    expect(names(s, 'player2', 'discard')).toEqual(['Cloud City Wing Guard']);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
  });

  it('SOR_167 Force Throw: "you may": player1 may decline the damage', () => {
    const state = karabast({ hand: ['SOR_167'], groundArena: ['SOR_131'] }, { hand: ['SOR_063'], groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Force Throw'), [/^Opponent/, /^Cloud City Wing Guard/, /^Decline/]));
    expect(names(s, 'player2', 'discard')).toEqual(['Cloud City Wing Guard']);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });

  it('SOR_167 Force Throw: a player with an empty hand discards nothing, so there is no cost to deal', () => {
    // player2's hand is empty: nothing is discarded (1.3.2), "the discarded card" names nothing, no damage prompt.
    const state = karabast({ hand: ['SOR_167'], groundArena: ['SOR_131'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Force Throw'), [/^Opponent/]));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(s.player2.discard).toEqual([]);
  });
});

// LAW_032 Cad Bane (6/6, Shielded, Overwhelm): "On Attack: Defeat any number of friendly Credit tokens. Give an
// Experience token to this unit for each Credit defeated this way." Put in play by the builder (not played), so he has
// no Shield token.
describe.skipIf(!!skip)('real cards: "for each Credit defeated this way" (3.7.13, 8.4.5A)', () => {
  it('LAW_032 Cad Bane: 2 of 3 Credit tokens defeated, 2 Experience tokens, then he deals 8 to the base', () => {
    // player1 has 3 Credit tokens and chooses to defeat 2: 1 left; Cad Bane gets 2 Experience tokens (+1/+1 each,
    // 3.7.10) before the attack deals its damage (On Attack resolves first): 6 + 2 = 8 damage to player2's base.
    const state = karabast({ groundArena: ['LAW_032'], credits: 3 });
    const r = run(state, attack('Cad Bane', 'base'), [/^2$/]);
    const s = ok(r);
    expect(s.player1.credits ?? 0).toBe(1);
    expect(upgrades(s, 'player1')).toEqual(['Experience', 'Experience']);
    expect(s.player2.base.damage).toBe(8);
    expect(r.prompts.map((p) => p.options.map((o) => o.label))).toEqual([['0', '1', '2', '3']]);
  });

  it('LAW_032 Cad Bane: "any number" includes 0 - nothing defeated, no Experience, 6 damage', () => {
    const state = karabast({ groundArena: ['LAW_032'], credits: 2 });
    const s = ok(run(state, attack('Cad Bane', 'base'), [/^0$/]));
    expect(s.player1.credits ?? 0).toBe(2);
    expect(upgrades(s, 'player1')).toEqual([]);
    expect(s.player2.base.damage).toBe(6);
  });

  it('LAW_032 Cad Bane: only friendly Credit tokens - with none, nothing is asked, though the opponent has some', () => {
    const state = karabast({ groundArena: ['LAW_032'] }, { credits: 2 });
    const s = ok(run(state, attack('Cad Bane', 'base')));
    expect(s.player2.credits ?? 0).toBe(2);
    expect(upgrades(s, 'player1')).toEqual([]);
    expect(s.player2.base.damage).toBe(6);
  });
});

// TWI_234 The Invisible Hand (space, 4/7): "On Attack: Exhaust any number of friendly Separatist units. Deal 1 damage
// to the defending player's base for each unit exhausted this way." Separatist units with no text of their own: B1
// Attack Platform (TWI_133), Super Battle Droid (TWI_230), Warrior Drone (TWI_057); Battlefield Marine (SOR_095) is a
// REBEL.
describe.skipIf(!!skip)('real cards: "for each unit exhausted this way" (8.4.5A, 1.5.4E)', () => {
  const state = () => karabast({ spaceArena: ['TWI_234'], groundArena: ['TWI_133', 'TWI_230', 'TWI_057', 'SOR_095'] });

  it('TWI_234 The Invisible Hand: 2 Separatist units exhausted, 2 damage, then the attack\'s 4: base 6', () => {
    const r = run(state(), attack('The Invisible Hand', 'base'), [[/^B1 Attack Platform/, /^Super Battle Droid/]]);
    const s = ok(r);
    const exhausted = s.player1.groundArena.map((u) => [lookup(u.card)?.name, u.exhausted]);
    expect(exhausted).toEqual([['B1 Attack Platform', true], ['Super Battle Droid', true], ['Warrior Drone', false], ['Battlefield Marine', false]]);
    expect(s.player2.base.damage).toBe(6);
    // Only friendly Separatist units are offered (the Marine is not), the Invisible Hand among them, and declining.
    const labels = r.prompts[0]!.options.map((o) => o.label);
    expect(labels.some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(labels.filter((l) => /^(B1 Attack Platform|Super Battle Droid|Warrior Drone|The Invisible Hand)/.test(l))).toHaveLength(4);
  });

  it('TWI_234 The Invisible Hand: all three ground Separatists exhausted: 3 + 4 = 7', () => {
    const s = ok(run(state(), attack('The Invisible Hand', 'base'), [[/^B1 Attack Platform/, /^Super Battle Droid/, /^Warrior Drone/]]));
    expect(s.player2.base.damage).toBe(7);
  });

  it('TWI_234 The Invisible Hand: itself (exhausted by attacking) is not exhausted again, so it is not counted (1.5.4E)', () => {
    const s = ok(run(state(), attack('The Invisible Hand', 'base'), [[/^The Invisible Hand/, /^Warrior Drone/]]));
    expect(s.player2.base.damage).toBe(5);
  });

  it('TWI_234 The Invisible Hand: "any number" includes none: only the attack\'s 4', () => {
    const s = ok(run(state(), attack('The Invisible Hand', 'base'), [/^Decline/]));
    expect(s.player2.base.damage).toBe(4);
    expect(s.player1.groundArena.every((u) => !u.exhausted)).toBe(true);
  });
});

// JTL_208 Never Tell Me the Odds: "Discard 3 cards from an opponent's deck and 3 cards from your deck. Deal damage to a
// unit equal to the number of cards with an odd cost discarded this way." (1.14.3: from the top; decks listed top
// first.) Costs: Cantina Braggart SOR_157 1, Battlefield Marine SOR_095 2, Cloud City Wing Guard SOR_063 3, Cell Block
// Guard SOR_229 3, Consular Security Force SOR_046 4, AT-ST SOR_232 6.
describe.skipIf(!!skip)('real cards: "the number of cards with an odd cost discarded this way" (1.14.3)', () => {
  it('JTL_208 Never Tell Me the Odds: 2 odd from your deck + 1 odd from theirs = 3 damage to their AT-ST', () => {
    // player1's top 3: Braggart (1, odd), Marine (2), Wing Guard (3, odd) -> 2; player2's top 3: Cell Block Guard
    // (3, odd), AT-ST (6), Consular Security Force (4) -> 1. Total 3. The 4th card of each deck stays.
    const state = karabast(
      { hand: ['JTL_208'], deck: ['SOR_157', 'SOR_095', 'SOR_063', 'SOR_229'] },
      { deck: ['SOR_229', 'SOR_232', 'SOR_046', 'SOR_157'], groundArena: ['SOR_232'] },
    );
    const s = ok(run(state, play('Never Tell Me the Odds'), [/^AT-ST/]));
    expect(s.player2.groundArena[0]!.damage).toBe(3);
    expect(s.player1.deck.map((c) => lookup(c.card)?.name)).toEqual(['Cell Block Guard']);
    expect(s.player2.deck.map((c) => lookup(c.card)?.name)).toEqual(['Cantina Braggart']);
    expect(names(s, 'player2', 'discard').sort()).toEqual(['AT-ST', 'Cell Block Guard', 'Consular Security Force']);
  });

  it('JTL_208 Never Tell Me the Odds: only what was discarded counts (a 1-card opponent deck, no odd card of yours): 1', () => {
    // player2's deck has only Wing Guard (3, odd): 1; player1's top 3: Marine (2), AT-ST (6), Consular (4): 0.
    // The odd-cost Braggart 4th in player1's deck is not discarded and not counted.
    const state = karabast(
      { hand: ['JTL_208'], deck: ['SOR_095', 'SOR_232', 'SOR_046', 'SOR_157'] },
      { deck: ['SOR_063'], groundArena: ['SOR_232'] },
    );
    const s = ok(run(state, play('Never Tell Me the Odds'), [/^AT-ST/]));
    expect(s.player2.groundArena[0]!.damage).toBe(1);
    expect(s.player2.deck).toEqual([]);
  });
});
