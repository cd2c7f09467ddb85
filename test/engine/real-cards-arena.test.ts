// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for "Choose an arena (ground or
// space). <effect on units> in that arena." (compiler/templates/modal.ts): the player picks one of the two arenas
// (8.4), an arena without units included, and the effect applies to the units in that arena only. Each expected outcome
// is worked out by hand from the printed text (quoted in the test name) and the rules; the arithmetic is in the
// comments. Fodder (starter cards): Wampa 4/5 and Battlefield Marine 3/3 (ground), Alliance X-Wing 2/3 (space).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card, meaning } from './compiler-helpers.js';
import { attack, byId, play, run, skipReason, withCards, steps } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (choose an arena) did not run: ${skipReason}`);

describe('compiler: "Choose an arena. ... in that arena."', () => {
  it('is one choice between the two arenas, the sentence read once per arena', () => {
    expect(meaning(card('Event', 'Choose an arena (ground or space). Exhaust each enemy unit in that arena.'))).toEqual([
      {
        kind: 'event',
        effect: {
          do: 'chooseOptions',
          count: 1,
          options: [
            { label: 'The ground arena', effect: { do: 'exhaust', target: { all: 'units', filter: { controller: 'enemy', arena: 'ground' } } } },
            { label: 'The space arena', effect: { do: 'exhaust', target: { all: 'units', filter: { controller: 'enemy', arena: 'space' } } } },
          ],
        },
      },
    ]);
  });

  it('leaves a sentence whose "that arena" is not a unit filter uncompiled (never guessed)', () => {
    const { engineSupport } = compileCard(card('Event', 'Choose an arena. Deal 2 damage to a base if you control a unit in that arena.'));
    expect(engineSupport.status).not.toBe('EXECUTABLE');
  });
});

describe.skipIf(!!skipReason)('real cards: "Choose an arena"', () => {
  const board = { groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] };

  it('SOR_173 Bombing Run "Choose an arena (ground or space). Deal 3 damage to each unit in that arena." - ground', () => {
    // Ground: player1's Marine 3/3 takes 3 (defeated), player2's Wampa 4/5 takes 3; both X-Wings untouched.
    const state = withCards(['SOR_173'], { hand: ['SOR_173'], ...board }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Bombing Run'), steps({ player: 'player1', kind: 'OPTION', pick: /ground/ }));
    expect(s.player1.groundArena).toEqual([]);
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect([s.player1.spaceArena[0]!.damage, s.player2.spaceArena[0]!.damage]).toEqual([0, 0]);
  });

  it('SOR_173 Bombing Run: the space arena may be chosen with no enemy unit in it, and hurts only friendly space units', () => {
    // player2 has only the Wampa (ground). Space: player1's X-Wing 2/3 takes 3 and is defeated; the Wampa and the
    // Marine take nothing.
    const state = withCards(['SOR_173'], { hand: ['SOR_173'], ...board }, { groundArena: ['wampa'] });
    const s = run(state, play('Bombing Run'), steps({ player: 'player1', kind: 'OPTION', pick: /space/ }));
    expect(s.player1.spaceArena).toEqual([]);
    expect(byId(s, 'SOR_164').damage).toBe(0);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
  });

  it('SOR_221 Outmaneuver "Choose an arena (ground or space). Exhaust each unit in that arena." - space', () => {
    // Both X-Wings are exhausted; the Marine and the Wampa stay ready.
    const state = withCards(['SOR_221'], { hand: ['SOR_221'], ...board }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Outmaneuver'), steps({ player: 'player1', kind: 'OPTION', pick: /space/ }));
    expect([s.player1.spaceArena[0]!.exhausted, s.player2.spaceArena[0]!.exhausted]).toEqual([true, true]);
    expect([s.player1.groundArena[0]!.exhausted, byId(s, 'SOR_164').exhausted]).toEqual([false, false]);
  });

  it('LAW_178 Persecutor "When Played/On Attack: Choose an arena. You may deal 3 damage to each unit in that arena." - space, itself included', () => {
    // Persecutor 9/7 enters the space arena, then its When Played: space, yes -> 3 damage to each space unit:
    // Persecutor 3 (survives), both X-Wings 2/3 defeated; the ground units untouched.
    const state = withCards(['LAW_178'], { hand: ['LAW_178'], ...board, resources: 9 }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Persecutor'), steps(
      { player: 'player1', kind: 'OPTION', pick: /space/ },
      { player: 'player1', kind: 'MAY', pick: /./ },
    ));
    expect(byId(s, 'LAW_178').damage).toBe(3);
    expect(s.player1.spaceArena.map((u) => u.card)).toEqual(['LAW_178']);
    expect(s.player2.spaceArena).toEqual([]);
    expect([s.player1.groundArena[0]!.damage, byId(s, 'SOR_164').damage]).toEqual([0, 0]);
  });

  it('SEC_207 Lightmaker "When Defeated: Choose an arena. Exhaust each enemy unit in that arena." - ground', () => {
    // Lightmaker 3/4 with 3 damage attacks player2's X-Wing 2/3 with Raid 4 (7 power): the X-Wing is defeated, its 2
    // damage defeats Lightmaker (1 HP left). When Defeated, player1 picks ground: player2's Wampa is exhausted, player1's
    // Marine (a friendly unit) stays ready.
    const state = withCards(['SEC_207'], { groundArena: ['battlefield-marine'], spaceArena: [{ card: 'SEC_207', damage: 3 }] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = run(state, attack('SEC_207', 'alliance-xwing'), steps({ player: 'player1', kind: 'OPTION', pick: /ground/ }));
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player2.spaceArena).toEqual([]);
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(s.player1.groundArena[0]!.exhausted).toBe(false);
  });

  it('JTL_131 Turbolaser Salvo "Choose an arena. A friendly space unit deals damage equal to its power to each enemy unit in that arena."', () => {
    // (7 + 2 for the Command aspect penalty: 9 resources.) Ground, and player1's X-Wing (power 2) deals 2 to each enemy ground unit: Wampa 4/5 -> 2 damage, the enemy Marine
    // 3/3 -> 2 damage; player1's own Marine and the enemy X-Wing take nothing.
    const state = withCards(['JTL_131'], { hand: ['JTL_131'], ...board, resources: 9 }, { groundArena: ['wampa', 'battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Turbolaser Salvo'), steps(
      { player: 'player1', kind: 'OPTION', pick: /ground/ },
      { player: 'player1', kind: 'TARGET', pick: /X-Wing/ },
    ));
    expect(s.player2.groundArena.map((u) => u.damage)).toEqual([2, 2]);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
    expect(s.player2.spaceArena[0]!.damage).toBe(0);
  });
});
