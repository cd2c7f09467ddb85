// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the deck and hidden zones family
// (wave 4, compiler/templates/deck.ts, v2/deck.ts): searches for one of several kinds of card (8.26) and "discarded
// this way" (1.14.3: a deck is discarded from the top). Each expected outcome is worked out by hand from the printed
// text (quoted in the test name) and the rules; the deck is listed top first.
// Cards in decks: Battlefield Marine SOR_095 (Rebel Trooper; Command Heroism), Wampa SOR_164 (Creature; Aggression,
// cost 4), Underworld Thug SOR_247 (Underworld, cost 2), Cloud City Wing Guard SOR_063 (Vigilance), Cell Block Guard
// SOR_229 (Villainy), The Mandalorian's Rifle SHD_251 (Item upgrade), Escape Pod SEC_056 (Transport unit), IG-11
// SHD_170 (Bounty Hunter unit), The Mandalorian SEC_209 (Mandalorian unit), Legal Authority SHD_124 (Law upgrade),
// Daring Delve LAW_203 (Aggression event), Second Sister LOF_184 (Force unit, cost 4), Cantina Braggart SOR_157 (cost 1).
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/api.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, pass, play, run, skipReason, withCards, scripted } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (deck and hidden zones) did not run: ${skipReason}`);

const zone = (s: SwuState, z: 'hand' | 'discard' | 'deck', p: 'player1' | 'player2' = 'player1') => s[p][z].map((c) => c.card);
const labels = (p: Prompt) => p.options.map((o) => o.label.replace(/ \(.*$/, '').replace(/,.*$/, '')).filter((l) => l !== 'Decline').sort();

describe.skipIf(!!skipReason)('real cards: searching for one of several kinds of card (8.26)', () => {
  it('SHD_127 Commission "Search the top 10 cards of your deck for a Bounty Hunter, Item, or Transport card, reveal it, and draw it."', () => {
    // Of Marine, Rifle (Item), Escape Pod (Transport), IG-11 (Bounty Hunter), Wampa: the three offered; the Pod is drawn.
    const state = withCards(['SHD_127', 'SHD_251', 'SEC_056', 'SHD_170'], { hand: ['SHD_127'], deck: ['battlefield-marine', 'SHD_251', 'SEC_056', 'SHD_170', 'wampa'] });
    const answer = scripted(/Escape Pod/);
    const s = run(state, play('Commission'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Escape Pod', 'IG-11', "The Mandalorian's Rifle"]);
    expect(zone(s, 'hand')).toEqual(['SEC_056']);
    // 8.26.2: the other 4 go to the bottom: the deck still has 4 cards, the Pod is not among them.
    expect(zone(s, 'deck').sort()).toEqual(['SHD_170', 'SHD_251', 'SOR_095', 'SOR_164']);
  });

  it('LAW_166 Putting a Team Together "... for a Vigilance, Aggression, or Cunning unit, reveal it, and draw it."', () => {
    // Units: Marine (Command Heroism: no), Wing Guard (Vigilance), Wampa (Aggression), Cell Block Guard (Villainy: no);
    // Daring Delve is Aggression but an event: no.
    const state = withCards(['LAW_166', 'LAW_203', 'SOR_063', 'SOR_229'], { hand: ['LAW_166'], deck: ['battlefield-marine', 'SOR_063', 'wampa', 'SOR_229', 'LAW_203'] });
    const answer = scripted(/Wampa/);
    const s = run(state, play('Putting a Team Together'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Cloud City Wing Guard', 'Wampa']);
    expect(zone(s, 'hand')).toEqual(['SOR_164']);
  });

  it('SHD_253 This Is The Way "... for up to 2 Mandalorian and/or upgrade cards, reveal them, and draw them."', () => {
    // The Mandalorian (Mandalorian), Legal Authority (upgrade), the Rifle (upgrade) fit; the Marine does not. Two drawn.
    const state = withCards(['SHD_253', 'SEC_209', 'SHD_124', 'SHD_251'], { hand: ['SHD_253'], deck: ['SEC_209', 'battlefield-marine', 'SHD_124', 'SHD_251'] });
    const answer = scripted([/^The Mandalorian,/, /Legal Authority/]);
    const s = run(state, play('This Is The Way'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Legal Authority', 'The Mandalorian', "The Mandalorian's Rifle"]);
    expect(answer.asked[0]!.max).toBe(2);
    expect(zone(s, 'hand').sort()).toEqual(['SEC_209', 'SHD_124']);
  });
});

describe.skipIf(!!skipReason)('real cards: "discarded this way" (1.14.3)', () => {
  it('LAW_203 Daring Delve "Discard 2 cards from your deck. You may return a Aggression card discarded this way to your hand."', () => {
    // The top 2 (Wampa, Marine) are discarded; the Wampa (Aggression) may come back; the Marine (not) is not offered.
    // The third card (Thug) is never discarded.
    const state = withCards(['LAW_203'], { hand: ['LAW_203'], deck: ['wampa', 'battlefield-marine', 'underworld-thug'] });
    const answer = scripted(/Wampa/);
    const s = run(state, play('Daring Delve'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Wampa']);
    expect(zone(s, 'hand')).toEqual(['SOR_164']);
    expect(zone(s, 'discard').sort()).toEqual(['LAW_203', 'SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_247']);
  });

  it('LAW_203 Daring Delve: an Aggression card already in the discard pile before is not "discarded this way"', () => {
    // The Wampa was in the discard pile already; the two discarded (Marine, Thug) are not Aggression: nothing offered.
    const state = withCards(['LAW_203'], { hand: ['LAW_203'], discard: ['wampa'], deck: ['battlefield-marine', 'underworld-thug'] });
    const s = run(state, play('Daring Delve'), scripted(/Resolve/));
    expect(zone(s, 'hand')).toEqual([]);
    expect(zone(s, 'discard').sort()).toEqual(['LAW_203', 'SOR_095', 'SOR_164', 'SOR_247']);
  });

  it('LAW_194 Doctor Aphra "On Attack: Discard 3 cards from your deck. You may return an Underworld card discarded this way to your hand."', () => {
    // Discarded: Marine, Thug (Underworld), Wampa. The Thug is returned. Aphra (4 power) deals 4 to the base.
    const state = withCards(['LAW_194', 'SOR_063'], { groundArena: ['LAW_194'], deck: ['battlefield-marine', 'underworld-thug', 'wampa', 'SOR_063'] });
    const answer = scripted(/Underworld Thug/);
    const s = run(state, attack('Doctor Aphra', 'base'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Underworld Thug']);
    expect(zone(s, 'hand')).toEqual(['SOR_247']);
    expect(zone(s, 'discard').sort()).toEqual(['SOR_095', 'SOR_164']);
    expect(zone(s, 'deck')).toEqual(['SOR_063']);
    expect(s.player2.base.damage).toBe(4);
  });

  it('LAW_026 Shipbreaking Yard "Epic Action: Discard 3 cards from your deck. You may return a card discarded this way to the top of your deck."', () => {
    // Discarded: Marine, Thug, Wampa; the Wampa goes back on top: deck [Wampa, Wing Guard].
    const state = withCards(['LAW_026', 'SOR_063'], { base: 'LAW_026', deck: ['battlefield-marine', 'underworld-thug', 'wampa', 'SOR_063'] });
    const answer = scripted(/Wampa/);
    const s = run(state, { type: 'useAbility', player: 'player1', card: 'Shipbreaking Yard' }, answer);
    expect(labels(answer.asked[0]!)).toEqual(['Battlefield Marine', 'Underworld Thug', 'Wampa']);
    expect(zone(s, 'deck')).toEqual(['SOR_164', 'SOR_063']);
    expect(zone(s, 'discard').sort()).toEqual(['SOR_095', 'SOR_247']);
  });

  it('LOF_184 Second Sister "On Attack: You may discard 2 cards from your deck. For each Force card discarded this way, ready a resouce."', () => {
    // Discarded: another Second Sister (Force) and the Marine: 1 Force card, 1 resource readied (of 3 exhausted).
    const exhausted = (n: number) => Array.from({ length: n }, () => ({ card: 'underworld-thug', exhausted: true }));
    const state = withCards(['LOF_184'], { groundArena: ['LOF_184'], resources: exhausted(3), deck: ['LOF_184', 'battlefield-marine', 'wampa'] });
    const s = run(state, attack('Second Sister', 'base'), scripted(/Resolve/));
    expect(zone(s, 'discard').sort()).toEqual(['LOF_184', 'SOR_095']);
    expect(s.player1.resources.filter((r) => !r.exhausted)).toHaveLength(1);
    // Declined: nothing discarded, nothing readied.
    const t = run(state, attack('Second Sister', 'base'), scripted(/Decline/));
    expect(zone(t, 'discard')).toEqual([]);
    expect(t.player1.resources.filter((r) => !r.exhausted)).toHaveLength(0);
  });

  it('JTL_215 BoShek "When played as an upgrade: Discard 2 cards from your deck. Return each of those cards with an odd cost to your hand."', () => {
    // Piloting the TIE/ln: discarded the Braggart (cost 1, odd) and the Wampa (cost 4, even): the Braggart returns.
    const state = withCards(['JTL_215', 'SOR_157'], { hand: ['JTL_215'], spaceArena: ['tieln-fighter'], deck: ['SOR_157', 'wampa', 'battlefield-marine'] });
    const s = run(state, { type: 'play', player: 'player1', card: 'JTL_215', as: 'upgrade', target: 'TIE/ln Fighter' });
    expect(zone(s, 'hand')).toEqual(['SOR_157']);
    expect(zone(s, 'discard')).toEqual(['SOR_164']);
    expect(zone(s, 'deck')).toEqual(['SOR_095']);
  });
});

describe.skipIf(!!skipReason)('real cards: units that were defeated this phase, in the discard pile', () => {
  /** player1's Marine (3/3) attacks player2's Wampa (4/5) and is defeated; player2 passes: player1's turn again. */
  function afterMarineDefeated(p1: Record<string, unknown>, ids: string[]): SwuState {
    const state = withCards(ids, { groundArena: ['battlefield-marine'], ...p1 }, { groundArena: ['wampa'] }, { thisPhase: { played: [], defeated: [], attacks: [] } });
    const a = run(state, attack('Battlefield Marine', 'Wampa'));
    expect(zone(a, 'discard')).toContain('SOR_095');
    return run(a as never, pass('player2'));
  }

  it('SOR_091 The Emperor\'s Legion "Return each unit in your discard pile that was defeated this phase to your hand."', () => {
    // The Marine was defeated this phase: back to hand. The Thug was in the discard pile already (not defeated this
    // phase) and Daring Delve is not a unit: both stay.
    const before = afterMarineDefeated({ hand: ['SOR_091'], discard: ['underworld-thug', 'LAW_203'] }, ['SOR_091', 'LAW_203']);
    const s = run(before as never, play("The Emperor's Legion"));
    expect(zone(s, 'hand')).toEqual(['SOR_095']);
    expect(zone(s, 'discard').sort()).toEqual(['LAW_203', 'SOR_091', 'SOR_247']);
  });

  it('SHD_105 Spark of Hope "Choose a unit in your discard pile. If it was defeated this phase, put it into play as a resource."', () => {
    // The Marine (defeated this phase) becomes an exhausted resource; the Thug (in the pile before) would not.
    const before = afterMarineDefeated({ hand: ['SHD_105'], discard: ['underworld-thug'], resources: 6 }, ['SHD_105']);
    const answer = scripted(/Battlefield Marine/);
    const s = run(before as never, play('Spark of Hope'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Battlefield Marine', 'Underworld Thug']);
    expect(s.player1.resources.filter((r) => r.card === 'SOR_095').map((r) => r.exhausted)).toEqual([true]);
    expect(zone(s, 'discard').sort()).toEqual(['SHD_105', 'SOR_247']);
    const t = run(before as never, play('Spark of Hope'), scripted(/Underworld Thug/));
    expect(t.player1.resources.some((r) => r.card === 'SOR_247')).toBe(false);
    expect(zone(t, 'discard').sort()).toEqual(['SHD_105', 'SOR_095', 'SOR_247']);
  });

  it('TWI_086 Admiral Trench "When Played: Return up to 3 units that were defeated this phase from your discard pile to your hand."', () => {
    // Only the Marine (defeated this phase) is offered, not the Thug already there; it is returned.
    const before = afterMarineDefeated({ hand: ['TWI_086'], discard: ['underworld-thug'] }, ['TWI_086']);
    const answer = scripted(/Battlefield Marine/);
    const s = run(before as never, play('Admiral Trench'), (p, i) => (p.text.includes('Exploit') ? [] : answer(p, i)));
    expect(labels(answer.asked.at(-1)!)).toEqual(['Battlefield Marine']);
    expect(zone(s, 'hand')).toEqual(['SOR_095']);
    expect(zone(s, 'discard')).toEqual(['SOR_247']);
  });
});

describe.skipIf(!!skipReason)('real cards: cards from hand to the deck', () => {
  it('SEC_232 Kreia\'s Whispers "Draw 3 cards, then put a card from your hand on the top of your deck and another card from your hand on the bottom of your deck."', () => {
    // Hand after drawing 3: Marine, Wampa, Thug, Wing Guard; deck left: Braggart. The Wampa goes on top, then the Thug
    // (chosen among the cards left: the Wampa is no longer offered) on the bottom: deck [Wampa, Braggart, Thug].
    const state = withCards(['SEC_232', 'SOR_063', 'SOR_157'], { hand: ['SEC_232', 'battlefield-marine'], deck: ['wampa', 'underworld-thug', 'SOR_063', 'SOR_157'] });
    const answer = scripted(/Wampa/, /Underworld Thug/);
    const s = run(state, play("Kreia's Whispers"), answer);
    expect(labels(answer.asked[1]!)).toEqual(['Battlefield Marine', 'Cloud City Wing Guard', 'Underworld Thug']);
    expect(zone(s, 'deck')).toEqual(['SOR_164', 'SOR_157', 'SOR_247']);
    expect(zone(s, 'hand').sort()).toEqual(['SOR_063', 'SOR_095']);
  });
});

describe.skipIf(!!skipReason)('real cards: the discarded card\'s name, an opponent\'s hand, discard piles to the bottom', () => {
  it('SHD_099 Echo "You may discard a card from your hand. Give 2 Experience tokens to a unit in play with the same name as the discarded card."', () => {
    // A Wampa discarded from hand: the enemy Wampa is the only unit named Wampa (offered alone); it gets 2 Experience.
    const state = withCards(['SHD_099'], { hand: ['SHD_099', 'wampa'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const answer = scripted(/Resolve/, /Wampa/, /Wampa/);
    const s = run(state, play('Echo'), answer);
    expect(labels(answer.asked[2]!)).toEqual(['Wampa']);
    expect(s.player2.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['experience', 'experience']);
    expect(zone(s, 'discard')).toEqual(['SOR_164']);
  });

  it('SHD_184 Bazine Netal "Look at an opponent\'s hand. You may discard 1 of those cards. If you do, that player draws a card."', () => {
    // player2's hand: Wampa, Thug; deck: Marine. player1 discards the Wampa; player2 draws the Marine.
    const state = withCards(['SHD_184'], { hand: ['SHD_184'] }, { hand: ['wampa', 'underworld-thug'], deck: ['battlefield-marine'] });
    const s = run(state, play('Bazine Netal'), scripted(/Resolve/, /Wampa/));
    expect(zone(s, 'discard', 'player2')).toEqual(['SOR_164']);
    expect(zone(s, 'hand', 'player2').sort()).toEqual(['SOR_095', 'SOR_247']);
    // Declined: nothing discarded, nothing drawn.
    const t = run(state, play('Bazine Netal'), scripted(/Decline/));
    expect(zone(t, 'hand', 'player2').sort()).toEqual(['SOR_164', 'SOR_247']);
    expect(zone(t, 'deck', 'player2')).toEqual(['SOR_095']);
  });

  it('TWI_252 Aggrieved Parliamentarian "Choose an opponent. They shuffle their discard pile and put it on the bottom of their deck."', () => {
    // player2's discard (Wampa, Marine, Thug) goes under their deck (Wing Guard on top), in some order; player1's own
    // discard pile (Braggart) is untouched.
    const state = withCards(['TWI_252', 'SOR_063', 'SOR_157'], { hand: ['TWI_252'], discard: ['SOR_157'] }, { discard: ['wampa', 'battlefield-marine', 'underworld-thug'], deck: ['SOR_063'] });
    const s = run(state, play('Aggrieved Parliamentarian'));
    expect(zone(s, 'discard', 'player2')).toEqual([]);
    expect(zone(s, 'deck', 'player2')[0]).toBe('SOR_063');
    expect(zone(s, 'deck', 'player2').slice(1).sort()).toEqual(['SOR_095', 'SOR_164', 'SOR_247']);
    expect(zone(s, 'discard')).toEqual(['SOR_157']);
  });

  it('TWI_088 Reprocess "Choose up to 4 units in your discard pile. Put them on the bottom of your deck in a random order and create that many Battle Droid tokens."', () => {
    // Units in the discard: Wampa, Marine, Thug (Daring Delve, an event, is not offered). Two chosen: 2 go to the
    // bottom (under the Wing Guard), 2 Battle Droids are created.
    const state = withCards(['TWI_088', 'LAW_203', 'SOR_063'], { hand: ['TWI_088'], discard: ['wampa', 'battlefield-marine', 'underworld-thug', 'LAW_203'], deck: ['SOR_063'] });
    const answer = scripted([/Wampa/, /Underworld Thug/]);
    const s = run(state, play('Reprocess'), answer);
    expect(labels(answer.asked[0]!)).toEqual(['Battlefield Marine', 'Underworld Thug', 'Wampa']);
    expect(answer.asked[0]!.max).toBe(3);
    expect(zone(s, 'deck')[0]).toBe('SOR_063');
    expect(zone(s, 'deck').slice(1).sort()).toEqual(['SOR_164', 'SOR_247']);
    expect(zone(s, 'discard').sort()).toEqual(['LAW_203', 'SOR_095', 'TWI_088']);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['T_BATTLE_DROID', 'T_BATTLE_DROID']);
  });
});

describe.skipIf(!!skipReason)('real cards: a chosen card of the discard pile put into play as a resource', () => {
  it('SHD_102 The Marauder "Choose a card in your discard pile. Put it into play as a resource if it shares a name with a unit you control."', () => {
    // player1 controls a Wampa: the Wampa card in the discard pile becomes a resource (exhausted); the Thug would not.
    const state = withCards(['SHD_102'], { hand: ['SHD_102'], groundArena: ['wampa'], discard: ['wampa', 'underworld-thug'], resources: 10 });
    const s = run(state, play('The Marauder'), (p) => (p.kind === 'OPTIONAL' || /Ambush/i.test(p.text) ? [p.options.find((o) => /decline/i.test(o.label))?.id ?? p.options[0]!.id] : scripted(/Wampa/)(p, 0)));
    expect(s.player1.resources.filter((r) => r.card === 'SOR_164')).toHaveLength(1);
    expect(zone(s, 'discard')).toEqual(['SOR_247']);
    const t = run(state, play('The Marauder'), (p) => (p.kind === 'OPTIONAL' || /Ambush/i.test(p.text) ? [p.options.find((o) => /decline/i.test(o.label))?.id ?? p.options[0]!.id] : scripted(/Underworld Thug/)(p, 0)));
    expect(t.player1.resources.some((r) => r.card === 'SOR_247')).toBe(false);
    expect(zone(t, 'discard').sort()).toEqual(['SOR_164', 'SOR_247']);
  });
});

describe.skipIf(!!skipReason)('real cards: the one card discarded from the deck', () => {
  it('SEC_090 Director Krennic "When this unit is attacked: Discard a card from your deck. If it\'s a unit, you may return it to your hand."', () => {
    // player2's Wampa attacks Krennic: player1 discards the top card, the Marine (a unit), and returns it to hand.
    const state = withCards(['SEC_090'], { groundArena: ['SEC_090'], deck: ['battlefield-marine', 'wampa'] }, { groundArena: ['wampa'] }, { activePlayer: 'player2' });
    const s = run(state, attack('Wampa', 'Director Krennic', 'player2'), scripted(/Resolve|Battlefield Marine/));
    expect(zone(s, 'hand')).toEqual(['SOR_095']);
    expect(zone(s, 'deck')).toEqual(['SOR_164']);
    // The top card is an event (Daring Delve): nothing to return, no question.
    const t = run(withCards(['SEC_090', 'LAW_203'], { groundArena: ['SEC_090'], deck: ['LAW_203'] }, { groundArena: ['wampa'] }, { activePlayer: 'player2' }), attack('Wampa', 'Director Krennic', 'player2'));
    expect(zone(t, 'discard')).toEqual(['LAW_203']);
    expect(zone(t, 'hand')).toEqual([]);
  });
});
