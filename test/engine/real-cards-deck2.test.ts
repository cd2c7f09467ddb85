// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "deck2" family
// (compiler/templates/deck2.ts, v2/deck2.ts): cards put on the top or bottom of a deck. Each expected outcome is worked
// out by hand from the printed text (quoted in the test name), the card data and the Comprehensive Rules; decks are
// listed top first.
// Cards used: Battlefield Marine SOR_095 (3/3, cost 2), Wampa SOR_164 (4/5), AT-ST SOR_232 (6/7), Underworld Thug
// SOR_247, Cloud City Wing Guard SOR_063, Cantina Braggart SOR_157, Vanquish SOR_078 (cost 5, "Defeat a non-leader
// unit.", Vigilance), TIE/ln Fighter (a space unit, the engine's starter set). player1 has no leader aspects, so an
// aspect penalty applies (8.1); the resources given cover it.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, orderFirst, play, run, scripted, skipReason, withCards } from './card-checks.js';
import { drive } from './builders.js';

if (skipReason) console.warn(`real-card scenarios (deck2: top or bottom of a deck) did not run: ${skipReason}`);

type P = 'player1' | 'player2';
const zone = (s: SwuState, z: 'hand' | 'discard' | 'deck', p: P = 'player1') => s[p][z].map((c) => c.card);
const ground = (s: SwuState, p: P) => s[p].groundArena.map((u) => u.card);
const labels = (opts: { label: string }[]) => opts.map((o) => o.label).filter((l) => !/decline/i.test(l));

describe.skipIf(!!skipReason)('real cards: LOF_200 Qui-Gon Jinn "When Defeated: You may choose a non-leader ground unit. Its owner puts it on the top or bottom of their deck."', () => {
  // player1 defeats their own Qui-Gon with Vanquish (5 resources); his When Defeated ability resolves.
  const state = () => withCards(['LOF_200', 'SOR_078', 'SOR_063', 'SOR_157'], { hand: ['SOR_078'], groundArena: ['LOF_200', 'battlefield-marine'], resources: 10, deck: ['underworld-thug'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'], deck: ['SOR_063', 'SOR_157'] });

  it('the enemy Wampa: its owner (player2) is asked, and puts it on the top of their deck', () => {
    const answer = scripted(/Qui-Gon/, /Resolve/, /Wampa/, /top/i);
    const s = run(state(), play('Vanquish'), answer);
    // The ruling: the owner of the chosen unit decides.
    expect(answer.asked[3]!.player).toBe('player2');
    expect(ground(s, 'player2')).toEqual([]);
    expect(zone(s, 'deck', 'player2')).toEqual(['SOR_164', 'SOR_063', 'SOR_157']);
    expect(zone(s, 'discard', 'player2')).toEqual([]);
  });

  it('put on the bottom instead: under the two cards of player2\'s deck', () => {
    const s = run(state(), play('Vanquish'), scripted(/Qui-Gon/, /Resolve/, /Wampa/, /bottom/i));
    expect(zone(s, 'deck', 'player2')).toEqual(['SOR_063', 'SOR_157', 'SOR_164']);
  });

  it('a friendly unit: player1 owns the Marine, so player1 decides; it goes to player1\'s deck', () => {
    const answer = scripted(/Qui-Gon/, /Resolve/, /Battlefield Marine/, /bottom/i);
    const s = run(state(), play('Vanquish'), answer);
    expect(answer.asked[3]!.player).toBe('player1');
    expect(ground(s, 'player1')).toEqual([]);
    expect(zone(s, 'deck')).toEqual(['SOR_247', 'SOR_095']);
    // Qui-Gon himself was defeated: in the discard pile with Vanquish.
    expect(zone(s, 'discard').sort()).toEqual(['LOF_200', 'SOR_078']);
  });

  it('only non-leader ground units are offered (not the space TIE Fighter, not Qui-Gon who left play)', () => {
    const answer = scripted(/Qui-Gon/, /Resolve/, /Wampa/, /top/i);
    run(state(), play('Vanquish'), answer);
    expect(labels(answer.asked[2]!.options).map((l) => l.replace(/ \(.*$/, '')).sort()).toEqual(['Battlefield Marine', 'Wampa']);
  });

  it('"may": declined, nothing moves', () => {
    const s = run(state(), play('Vanquish'), scripted(/Qui-Gon/, /Decline/));
    expect(ground(s, 'player2')).toEqual(['SOR_164']);
    expect(ground(s, 'player1')).toEqual(['SOR_095']);
    expect(zone(s, 'deck', 'player2')).toEqual(['SOR_063', 'SOR_157']);
  });
});

describe.skipIf(!!skipReason)('real cards: TWI_257 Private Manufacturing "Draw 2 cards. If you control no token units, put 2 cards from your hand on the bottom of your deck in any order."', () => {
  it('no token unit: draws the Wing Guard and the Thug, then puts the Wampa and then the Marine under the deck (that order)', () => {
    // Hand after the draw: Marine, Wampa, Wing Guard, Thug. The Wampa goes to the bottom first, the Marine under it.
    const state = withCards(['TWI_257', 'SOR_063', 'SOR_157'], { hand: ['TWI_257', 'battlefield-marine', 'wampa'], resources: 10, deck: ['SOR_063', 'underworld-thug', 'SOR_157'] });
    const s = run(state, play('Private Manufacturing'), scripted(/Wampa/, /Battlefield Marine/));
    expect(zone(s, 'hand').sort()).toEqual(['SOR_063', 'SOR_247']);
    expect(zone(s, 'deck')).toEqual(['SOR_157', 'SOR_164', 'SOR_095']);
  });

  it('the other order: the Marine first, then the Wampa under it', () => {
    const state = withCards(['TWI_257', 'SOR_063', 'SOR_157'], { hand: ['TWI_257', 'battlefield-marine', 'wampa'], resources: 10, deck: ['SOR_063', 'underworld-thug', 'SOR_157'] });
    const s = run(state, play('Private Manufacturing'), scripted(/Battlefield Marine/, /Wampa/));
    expect(zone(s, 'deck')).toEqual(['SOR_157', 'SOR_095', 'SOR_164']);
  });

  it('a friendly token unit (a Battle Droid): draws 2 and keeps them, nothing is asked', () => {
    const state = withCards(['TWI_257', 'SOR_063', 'SOR_157'], { hand: ['TWI_257', 'wampa'], groundArena: ['T_BATTLE_DROID'], resources: 10, deck: ['SOR_063', 'underworld-thug', 'SOR_157'] });
    const s = run(state, play('Private Manufacturing'));
    expect(zone(s, 'hand').sort()).toEqual(['SOR_063', 'SOR_164', 'SOR_247']);
    expect(zone(s, 'deck')).toEqual(['SOR_157']);
  });

  it('an ENEMY token unit does not count: the cards still go under the deck', () => {
    const state = withCards(['TWI_257', 'SOR_063', 'SOR_157'], { hand: ['TWI_257'], resources: 10, deck: ['SOR_063', 'underworld-thug'] }, { groundArena: ['T_BATTLE_DROID'] });
    const s = run(state, play('Private Manufacturing'), scripted(/Underworld Thug/, /Wing Guard/));
    expect(zone(s, 'hand')).toEqual([]);
    expect(zone(s, 'deck')).toEqual(['SOR_247', 'SOR_063']);
  });
});

describe.skipIf(!!skipReason)('real cards: SOR_252 Restock "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner\'s deck in a random order."', () => {
  it('player2\'s pile: the Marine and the Thug go under player2\'s deck (in some order); the rest stays', () => {
    const state = withCards(['SOR_252', 'SOR_063', 'SOR_157'], { hand: ['SOR_252'], resources: 10, discard: ['wampa'], deck: ['SOR_063'] }, { discard: ['battlefield-marine', 'underworld-thug', 'SOR_157'], deck: ['SOR_063'] });
    const answer = scripted(/player2/, [/Battlefield Marine/, /Underworld Thug/]);
    const s = run(state, play('Restock'), answer);
    // Only one pile's cards are offered once it is picked.
    expect(labels(answer.asked[1]!.options).map((l) => l.replace(/ \(.*$/, '')).sort()).toEqual(['Battlefield Marine', 'Cantina Braggart', 'Underworld Thug']);
    expect(zone(s, 'discard', 'player2')).toEqual(['SOR_157']);
    expect(zone(s, 'deck', 'player2')[0]).toBe('SOR_063');
    expect(zone(s, 'deck', 'player2').slice(1).sort()).toEqual(['SOR_095', 'SOR_247']);
    // player1's pile: the Wampa and Restock itself (7.4.2) are untouched.
    expect(zone(s, 'discard').sort()).toEqual(['SOR_164', 'SOR_252']);
    expect(zone(s, 'deck')).toEqual(['SOR_063']);
  });

  it('7.4.3: Restock is in its discard pile while it resolves and may choose itself; at most 4 of 5 cards', () => {
    // player2's pile is empty, so player1's pile is the only one: no pile is asked. 4 + Restock = 5 cards, max 4.
    const state = withCards(['SOR_252', 'SOR_063', 'SOR_157'], { hand: ['SOR_252'], resources: 10, discard: ['wampa', 'battlefield-marine', 'underworld-thug', 'SOR_157'], deck: ['SOR_063'] });
    const answer = scripted([/Restock/, /Wampa/]);
    const s = run(state, play('Restock'), answer);
    expect(answer.asked[0]!.max).toBe(4);
    expect(labels(answer.asked[0]!.options)).toHaveLength(5);
    expect(zone(s, 'deck')[0]).toBe('SOR_063');
    expect(zone(s, 'deck').slice(1).sort()).toEqual(['SOR_164', 'SOR_252']);
    expect(zone(s, 'discard').sort()).toEqual(['SOR_095', 'SOR_157', 'SOR_247']);
  });

  it('"up to": choosing nothing moves nothing', () => {
    const state = withCards(['SOR_252', 'SOR_063', 'SOR_157'], { hand: ['SOR_252'], resources: 10, discard: ['wampa'], deck: ['SOR_063'] });
    const s = run(state, play('Restock'), scripted('none'));
    expect(zone(s, 'discard').sort()).toEqual(['SOR_164', 'SOR_252']);
    expect(zone(s, 'deck')).toEqual(['SOR_063']);
  });

  it('the random order goes through the state\'s seed: the same seed, the same order; the seed advances', () => {
    const state = withCards(['SOR_252', 'SOR_063', 'SOR_157'], { hand: ['SOR_252'], resources: 10 }, { discard: ['battlefield-marine', 'underworld-thug', 'SOR_157', 'wampa'], deck: ['SOR_063'] }, { seed: 7 });
    const pickAll = () => scripted(/player2/, [/Battlefield Marine/, /Underworld Thug/, /Cantina Braggart/, /Wampa/]);
    const a = run(state, play('Restock'), pickAll());
    const b = run(state, play('Restock'), pickAll());
    expect(zone(a, 'deck', 'player2')).toEqual(zone(b, 'deck', 'player2'));
    expect(zone(a, 'deck', 'player2')[0]).toBe('SOR_063');
    expect(zone(a, 'deck', 'player2').slice(1).sort()).toEqual(['SOR_095', 'SOR_157', 'SOR_164', 'SOR_247']);
    expect(a.seed).not.toBe(7);
  });
});

describe.skipIf(!!skipReason)('real cards: JTL_205 Commence Patrol "Put another card in a discard pile on the bottom of its owner\'s deck. If you do, create an X-Wing token."', () => {
  it('cards of both piles are offered, not Commence Patrol itself; the Marine goes under player2\'s deck and player1 gets an X-Wing', () => {
    const state = withCards(['JTL_205', 'SOR_063'], { hand: ['JTL_205'], resources: 10, discard: ['wampa'] }, { discard: ['battlefield-marine'], deck: ['SOR_063'] });
    const answer = scripted(/Battlefield Marine/);
    const s = run(state, play('Commence Patrol'), answer);
    expect(labels(answer.asked[0]!.options).map((l) => l.replace(/ \(.*$/, '')).sort()).toEqual(['Battlefield Marine', 'Wampa']);
    expect(zone(s, 'deck', 'player2')).toEqual(['SOR_063', 'SOR_095']);
    expect(zone(s, 'discard', 'player2')).toEqual([]);
    expect(s.player1.spaceArena).toHaveLength(1);
    expect(s.player2.spaceArena).toHaveLength(0);
  });

  it('a card of your own pile goes under your own deck', () => {
    const state = withCards(['JTL_205', 'SOR_063'], { hand: ['JTL_205'], resources: 10, discard: ['wampa'], deck: ['SOR_063'] });
    const s = run(state, play('Commence Patrol'), scripted(/Wampa/));
    expect(zone(s, 'deck')).toEqual(['SOR_063', 'SOR_164']);
    expect(zone(s, 'discard')).toEqual(['JTL_205']);
    expect(s.player1.spaceArena).toHaveLength(1);
  });

  it('no other card in any discard pile: nothing moves, so no X-Wing (8.9.1)', () => {
    const state = withCards(['JTL_205', 'SOR_063'], { hand: ['JTL_205'], resources: 10 });
    const s = run(state, play('Commence Patrol'));
    expect(zone(s, 'discard')).toEqual(['JTL_205']);
    expect(s.player1.spaceArena).toHaveLength(0);
  });
});

describe.skipIf(!!skipReason)('real cards: LAW_237 Qui-Gon Jinn "When Played/On Attack: Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any order."', () => {
  // Qui-Gon costs 4 (Cunning; player1 has no leader aspects, so the penalty is covered by 10 resources).
  const deck = ['battlefield-marine', 'wampa', 'underworld-thug', 'SOR_063'];

  it('When Played: of Marine, Wampa, Thug (not the 4th card) the Wampa is discarded; the Thug then the Marine back on top', () => {
    const answer = scripted(/Wampa/, /Underworld Thug/);
    const s = run(withCards(['LAW_237', 'SOR_063'], { hand: ['LAW_237'], resources: 10, deck }), play('Qui-Gon Jinn'), answer);
    expect(labels(answer.asked[0]!.options).sort()).toEqual(['Battlefield Marine', 'Underworld Thug', 'Wampa']);
    expect(answer.asked[0]!.min).toBe(0);
    expect(answer.asked[0]!.max).toBe(1);
    expect(zone(s, 'discard')).toEqual(['SOR_164']);
    expect(zone(s, 'deck')).toEqual(['SOR_247', 'SOR_095', 'SOR_063']);
  });

  it('"may": nothing discarded, the three put back in the order picked (Wampa, Marine, Thug)', () => {
    const s = run(withCards(['LAW_237', 'SOR_063'], { hand: ['LAW_237'], resources: 10, deck }), play('Qui-Gon Jinn'), scripted('none', /Wampa/, /Battlefield Marine/));
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck')).toEqual(['SOR_164', 'SOR_095', 'SOR_247', 'SOR_063']);
  });

  it('On Attack: Qui-Gon attacks the enemy base; the Marine is discarded, the Thug then the Wampa back on top', () => {
    // Qui-Gon (power 3) deals 3 damage to player2's base.
    const state = withCards(['LAW_237', 'SOR_063'], { groundArena: ['LAW_237'], deck });
    const s = run(state, attack('Qui-Gon Jinn'), scripted(/base/, /Battlefield Marine/, /Underworld Thug/));
    expect(zone(s, 'discard')).toEqual(['SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_247', 'SOR_164', 'SOR_063']);
    expect(s.player2.base.damage).toBe(3);
  });

  it('only 2 cards in the deck: both looked at, one discarded, the other stays without an order to pick', () => {
    const s = run(withCards(['LAW_237'], { hand: ['LAW_237'], resources: 10, deck: ['battlefield-marine', 'wampa'] }), play('Qui-Gon Jinn'), scripted(/Battlefield Marine/));
    expect(zone(s, 'discard')).toEqual(['SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_164']);
  });
});

describe.skipIf(!!skipReason)('real cards: TWI_188 Wartime Profiteering "Look at cards from the top of your deck equal to the number of units that were defeated this phase. Draw 1 and put the others on the bottom of your deck in a random order."', () => {
  // Cost 1 (Cunning, Villainy: the aspect penalty is covered by 10 resources). The phase's defeats are given in the state.
  const defeats = (n: number) => ({ thisPhase: { played: [], defeated: [{ card: 'SOR_095', controller: 'player2' }, { card: 'wampa', controller: 'player1' }, { card: 'underworld-thug', controller: 'player2' }].slice(0, n), attacks: [] } });
  const state = (n: number) => withCards(['TWI_188', 'SOR_063'], { hand: ['TWI_188'], resources: 10, deck: ['battlefield-marine', 'wampa', 'underworld-thug', 'SOR_063'] }, {}, defeats(n));

  it('3 units defeated (both players\' count): the top 3 are looked at, the Wampa drawn, Marine and Thug under the Wing Guard', () => {
    const answer = scripted(/Wampa/);
    const s = run(state(3), play('Wartime Profiteering'), answer);
    expect(labels(answer.asked[0]!.options).sort()).toEqual(['Battlefield Marine', 'Underworld Thug', 'Wampa']);
    expect(answer.asked[0]!.min).toBe(1);
    expect(zone(s, 'hand')).toEqual(['SOR_164']);
    expect(zone(s, 'deck')[0]).toBe('SOR_063');
    expect(zone(s, 'deck').slice(1).sort()).toEqual(['SOR_095', 'SOR_247']);
  });

  it('1 unit defeated: only the top card is looked at and drawn; the rest of the deck is untouched', () => {
    const s = run(state(1), play('Wartime Profiteering'));
    expect(zone(s, 'hand')).toEqual(['SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_164', 'SOR_247', 'SOR_063']);
  });

  it('no unit defeated this phase: nothing is looked at, and whether "Draw 1" still draws is not said: UNSUPPORTED', () => {
    const d = drive(state(0), play('Wartime Profiteering'), orderFirst());
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(JSON.stringify(d.result.unsupported)).toMatch(/Draw 1/);
  });

  it('no history of the phase in the state: the count is unknown, UNSUPPORTED (not 0)', () => {
    const d = drive(withCards(['TWI_188'], { hand: ['TWI_188'], resources: 10, deck: ['battlefield-marine', 'wampa'] }), play('Wartime Profiteering'), orderFirst());
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(JSON.stringify(d.result.unsupported)).toMatch(/thisPhase|this phase/);
  });
});
