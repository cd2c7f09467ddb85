// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) whose later event paragraph names
// what an earlier one chose ("... If you do, heal 3 damage from another unit."): an event resolves its paragraphs in
// order as one ability (compiler/compile.ts joinedEvent), and "another unit" there is a unit other than the one chosen
// before. Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the rules.
// Fodder (starter cards): Wampa 4/5 (ground), Battlefield Marine 3/3 (ground, Rebel), Alliance X-Wing 2/3 (space,
// Rebel). Disclosed hand cards: Cloud City Wing Guard (SOR_063, Vigilance), Battlefield Marine (SOR_095, Command),
// Outmaneuver (SOR_221, Cunning).
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/api.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card } from './compiler-helpers.js';
import { pick } from './builders.js';
import { byId, play, run, skipReason, statsOf, withCards, steps } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (event paragraphs read together) did not run: ${skipReason}`);

describe('compiler: a later event paragraph that names an earlier choice', () => {
  it('leaves "another" unread when the part before chose two units (a dealer and its target)', () => {
    // Maximum Firepower's shape: "another" could be other than the dealer or than the damaged unit; it is not guessed.
    const text = 'A friendly Imperial unit deals damage equal to its power to a unit.\nThen, another friendly Imperial unit deals damage equal to its power to the same unit.';
    expect(compileCard(card('Event', text)).engineSupport.status).not.toBe('EXECUTABLE');
  });

  it('leaves "another unit" unread on an event when nothing was chosen before (never "other than this card")', () => {
    expect(compileCard(card('Event', 'Draw a card.\nYou may give a Shield token to another unit.')).engineSupport.status).not.toBe('EXECUTABLE');
  });
});

describe.skipIf(!!skipReason)('real cards: event paragraphs read together', () => {
  it('SEC_074 Relief Request "Heal 3 damage from a unit. / You may disclose Vigilance. If you do, heal 3 damage from another unit."', () => {
    // Heal 3 from the Wampa (4 damage -> 1); disclose the Wing Guard; the second heal may not pick the Wampa again:
    // the Marine (2 damage) -> 0.
    const state = withCards(['SEC_074', 'SOR_063'], { hand: ['SEC_074', 'SOR_063'], groundArena: [{ card: 'battlefield-marine', damage: 2 }] }, { groundArena: [{ card: 'wampa', damage: 4 }] });
    const s = run(state, play('Relief Request'), steps(
      { player: 'player1', kind: 'TARGET', pick: /Wampa/ },
      { player: 'player1', kind: 'MAY', pick: /Cloud City Wing Guard/ },
      { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/, notOffered: /Wampa/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
  });

  it('SEC_129 With Thunderous Applause "Give a unit +2/+2 for this phase. / You may disclose Command. If you do, give another unit +2/+2 for this phase."', () => {
    // +2/+2 on the Wampa (4/5 -> 6/7); disclose the Battlefield Marine in hand; the second +2/+2 goes to another unit:
    // the Marine in play (3/3 -> 5/5), the Wampa is not offered again.
    const state = withCards(['SEC_129', 'SOR_095'], { hand: ['SEC_129', 'SOR_095'], groundArena: ['battlefield-marine'], resources: 10 }, { groundArena: ['wampa'] });
    const s = run(state, play('With Thunderous Applause'), steps(
      { player: 'player1', kind: 'TARGET', pick: /Wampa/ },
      { player: 'player1', kind: 'MAY', pick: /Battlefield Marine/ },
      { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/, notOffered: /Wampa/ },
    ));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 6, hp: 7 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
  });

  it('SEC_234 Bog Down in Procedure "Exhaust a unit. / You may disclose Cunning. If you do, exhaust another unit."', () => {
    // Exhaust the Wampa; disclose Outmaneuver (Cunning); exhaust another unit: player2's X-Wing. The Wampa is not
    // offered a second time.
    const state = withCards(['SEC_234', 'SOR_221'], { hand: ['SEC_234', 'SOR_221'], resources: 10 }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Bog Down in Procedure'), steps(
      { player: 'player1', kind: 'TARGET', pick: /Wampa/ },
      { player: 'player1', kind: 'MAY', pick: /Outmaneuver/ },
      { player: 'player1', kind: 'TARGET', pick: /X-Wing/, notOffered: /Wampa/ },
    ));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(s.player2.spaceArena[0]!.exhausted).toBe(true);
  });

  it('SEC_234 Bog Down in Procedure: without a Cunning card to disclose, only the first unit is exhausted (8.38.3)', () => {
    const state = withCards(['SEC_234', 'SOR_063'], { hand: ['SEC_234', 'SOR_063'], resources: 10 }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Bog Down in Procedure'), steps({ player: 'player1', kind: 'TARGET', pick: /Wampa/ }));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(s.player2.spaceArena[0]!.exhausted).toBe(false);
  });

  it('SOR_103 Rebel Assault "Attack with a REBEL unit. It gets +1/+0 for this attack. / Then, attack with another REBEL unit. It gets +1/+0 for this attack."', () => {
    // The Marine (3 + 1) attacks player2's base: 4; then the X-Wing (2 + 1): 3. Base damage 7; both attackers exhausted.
    const state = withCards(['SOR_103'], { hand: ['SOR_103'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Rebel Assault'), (p: Prompt, i: number) => pick(p, i === 0 ? /Battlefield Marine/ : /X-Wing|base/i));
    expect(s.player2.base.damage).toBe(7);
    expect([s.player1.groundArena[0]!.exhausted, s.player1.spaceArena[0]!.exhausted]).toEqual([true, true]);
  });
});
