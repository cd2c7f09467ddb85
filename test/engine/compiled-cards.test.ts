// Real cards, compiled from their printed text by the import (../shared/data/swu read through the importer), resolved
// by the engine in small scenarios. Each expected outcome is worked out by hand from the printed text quoted and the
// rules, not from the compiler's output. The compiled definitions go in as the state's custom cards: the same
// language, the same path as the catalog's cards.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../engine/api.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { drive, karabast, pick, resolved, stats, unit } from './builders.js';

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

  describe('LOF_194 J-Type Nubian Starship (PARTIAL): "When Played: Draw a card." compiled, "When Defeated: Discard a card from your hand." not', () => {
    it('played, it draws a card: the uncompiled sentence does not matter yet', () => {
      const state = withCards(['LOF_194'], { hand: ['LOF_194'] });
      const s = resolved(drive(state, { type: 'play', player: 'player1', card: 'J-Type Nubian Starship' }));
      // Hand: the Starship left, one card drawn from the 8-card deck.
      expect(s.player1.hand).toHaveLength(1);
      expect(s.player1.deck).toHaveLength(7);
    });
    it('defeated, it answers UNSUPPORTED naming the When Defeated sentence', () => {
      const state = withCards(['LOF_194'], { spaceArena: ['alliance-xwing'] }, { spaceArena: [{ card: 'LOF_194', damage: 3 }] });
      const d = drive(state, { type: 'attack', player: 'player1', attacker: 'Alliance X-Wing', target: 'J-Type Nubian Starship' });
      expect(d.result.status).toBe('UNSUPPORTED');
      expect(d.result.unsupported!.reason).toContain('When Defeated: Discard a card from your hand.');
    });
  });
});
