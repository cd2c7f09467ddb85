// Real cards, compiled from their printed text by the import (../shared/data/swu read through the importer), resolved
// by the engine in small scenarios. Each expected outcome is worked out by hand from the printed text quoted and the
// rules, not from the compiler's output. The compiled definitions go in as the state's custom cards: the same
// language, the same path as the catalog's cards.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../engine/api.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { drive, karabast, pick, resolved, script, stats, unit, upgradeNames } from './builders.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`compiled-cards scenarios did not run: ${skip}`);

const real = (...ids: string[]): CardDefinition[] => ids.map((id) => realSwuCards().byId(id));
const withCards = (ids: string[], p1: Record<string, unknown>, p2: Record<string, unknown> = {}) => karabast(p1, p2, { customCards: real(...ids) });

describe.skipIf(!!skip)('compiled real cards in play', () => {
  it('SOR_059 2-1B Surgical Droid, "On Attack: You may heal 2 damage from another unit.": the damaged Marine is healed', () => {
    const state = withCards(['SOR_059'], { groundArena: ['SOR_059', { card: 'battlefield-marine', damage: 2 }] });
    const d = drive(state, { type: 'attack', player: 'player1', attacker: '2-1B Surgical Droid', target: 'base' }, (p) => pick(p, /Battlefield Marine/));
    const s = resolved(d);
    // Marine had 2 damage, healed 2 -> 0; the droid (power 1) dealt 1 to player2's base.
    expect(unit(s, 'Battlefield Marine').damage).toBe(0);
    expect(s.player2.base.damage).toBe(1);
  });

  it('LOF_259 Ravening Gundark, "When Played: Deal 1 damage to a ground unit.": the chosen Thug takes 1', () => {
    const state = withCards(['LOF_259'], { hand: ['LOF_259'] }, { groundArena: ['underworld-thug'] });
    const d = drive(state, { type: 'play', player: 'player1', card: 'Ravening Gundark' }, (p) => pick(p, /Underworld Thug/));
    const s = resolved(d);
    expect(unit(s, 'Underworld Thug').damage).toBe(1);
    expect(s.player1.groundArena.map((u) => u.card)).toContain('LOF_259');
  });

  it('TWI_075 Disruptive Burst, "Give each enemy unit -1/-1 for this phase.": the 1-HP TIE is defeated, the Thug is 1/2', () => {
    const state = withCards(['TWI_075'], { hand: ['TWI_075'] }, { groundArena: ['underworld-thug'], spaceArena: ['tieln-fighter'] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Disruptive Burst' }));
    expect(s.player2.spaceArena).toEqual([]);
    expect(stats(s, 'Underworld Thug')).toMatchObject({ power: 1, hp: 2 });
  });

  it('SOR_242 General Dodonna, "Other friendly REBEL units get +1/+1.": the Marine is 4/4, Dodonna stays 4/4, the enemy Rebel is not', () => {
    const state = withCards(['SOR_242'], { groundArena: ['SOR_242', 'battlefield-marine'] }, { groundArena: ['battlefield-marine'] });
    const s = resolved(drive(state, { type: 'pass', player: 'player1' }));
    // The state names cards by catalog id once normalised: Battlefield Marine is SOR_095.
    expect(stats(s, s.player1.groundArena.find((u) => u.card === 'SOR_095')!.id)).toMatchObject({ power: 4, hp: 4 });
    expect(stats(s, s.player1.groundArena.find((u) => u.card === 'SOR_242')!.id)).toMatchObject({ power: 4, hp: 4 });
    expect(stats(s, s.player2.groundArena[0]!.id)).toMatchObject({ power: 3, hp: 3 });
  });

  describe('SOR_145 K-2SO: "Overwhelm" and "When Defeated: For each opponent, choose one: ..." both run', () => {
    it('attacking, Overwhelm deals the excess to the base', () => {
      const state = withCards(['SOR_145'], { groundArena: ['SOR_145'] }, { groundArena: ['underworld-thug'] });
      const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'K-2SO', target: 'Underworld Thug' }));
      // K-2SO 4/4 vs Thug 2/3: 4 - 3 = 1 excess to player2's base; K-2SO takes 2 and survives.
      expect(s.player2.base.damage).toBe(1);
      expect(s.player2.groundArena).toEqual([]);
    });
    it('defeated, its controller (player2) chooses: 3 damage to the opponent\'s (player1\'s) base', () => {
      // K-2SO (4/4, 2 damage) takes 3 from the Marine: defeated. player2 resolves "When Defeated" and picks the damage.
      const state = withCards(['SOR_145'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'SOR_145', damage: 2 }] });
      const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'K-2SO' }, (p) => pick(p, /^deal 3 damage/));
      expect(d.prompts.map((p) => p.player)).toEqual(['player2']);
      expect(resolved(d).player1.base.damage).toBe(3);
    });
  });

  it('LAW_058 Honor-Bound Partisan, "When Played: Deal 1 damage to a base.": the chosen base takes 1', () => {
    const state = withCards(['LAW_058'], { hand: ['LAW_058'] });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Honor-Bound Partisan' }, (p) => pick(p, /Administrator's Tower/)));
    expect(s.player2.base.damage).toBe(1);
  });

  it('LOF_194 J-Type Nubian Starship, "When Defeated: Discard a card from your hand.": its controller discards their only card', () => {
    const state = withCards(['LOF_194'], { spaceArena: ['alliance-xwing'] }, { spaceArena: [{ card: 'LOF_194', damage: 3 }], hand: ['underworld-thug'] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Alliance X-Wing', target: 'J-Type Nubian Starship' }, (p) => [p.options[0]!.id]));
    // 2/4 with 3 damage takes 2: defeated. player2 controlled it, so player2 discards (the Thug, their only card).
    expect(s.player2.hand).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toEqual(expect.arrayContaining(['LOF_194', 'SOR_247']));
  });

  it('TWI_032 Wartime Trade Official, "When Defeated: Create a Battle Droid token.": its controller gets the token', () => {
    const state = withCards(['TWI_032'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'TWI_032', damage: 2 }] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Wartime Trade Official' }));
    // 1/3 with 2 damage takes 3 from the Marine: defeated; player2 (its controller) creates one Battle Droid token.
    expect(s.player2.groundArena).toHaveLength(1);
    expect(unit(s, 'Battle Droid').controller).toBe('player2');
  });

  it('LAW_113 Shield Drive Outfitter, "When Played: You may pay 1. If you do, give a Shield token to a unit.": paid, the Marine is shielded', () => {
    const state = withCards(['LAW_113'], { hand: ['LAW_113'], groundArena: ['battlefield-marine'], resources: 5 });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Shield Drive Outfitter' }, script(['MAY', 'Resolve'], ['TARGET', /Battlefield Marine/])));
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['shield']);
    // Cost 1, +2 aspect penalty (a Vigilance card; player1's Darth Vader and Kestro City give Aggression and
    // Villainy, 6.2.1C): 3 resources for the card, then 1 more for "pay 1".
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(4);
  });

  it('LAW_113 declined: nothing is paid and no Shield is given', () => {
    const state = withCards(['LAW_113'], { hand: ['LAW_113'], groundArena: ['battlefield-marine'], resources: 5 });
    const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'Shield Drive Outfitter' }, script(['MAY', 'Decline'])));
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual([]);
    // Only the card's cost with its aspect penalty (3).
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
  });

  it('SOR_036 Gideon Hask, "When an enemy unit is defeated: Give an Experience token to a friendly unit."', () => {
    const state = withCards(['SOR_036'], { groundArena: ['SOR_036', 'battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', damage: 2 }] });
    const s = resolved(drive(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Underworld Thug' }, script(['TARGET', /Battlefield Marine/])));
    expect(s.player2.groundArena).toEqual([]);
    expect(upgradeNames(unit(s, 'Battlefield Marine'))).toEqual(['experience']);
  });
});
