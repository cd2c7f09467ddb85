// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the zones family (wave 3):
// "Each player discards a card from their hand" and "Look at the top 2 cards of your deck. Put any number of them on
// the bottom of your deck and the rest on top in any order". Each expected outcome is worked out by hand from the
// printed text (quoted in the test name) and the Comprehensive Rules; the compiled definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (zones: each player discards, arranging the top of the deck) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard' | 'deck') => s[p][zone].map((c) => lookup(c.card)?.name);
const sorted = (xs: (string | undefined)[]) => [...xs].sort();
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });

// Hand cards: Battlefield Marine (SOR_095), Cloud City Wing Guard (SOR_063), Cell Block Guard (SOR_229), Cantina
// Braggart (SOR_157).
describe.skipIf(!!skip)('real cards: "Each player discards a card from their hand" (1.14.2, 1.14.4, 7.1.4)', () => {
  it('LAW_204 Every Day, More Lies "Each player discards a card from their hand." - each chooses their own card', () => {
    // player1: hand Every Day (played), Marine, Wing Guard -> discards Marine: hand [Wing Guard], discard [Every Day,
    // Marine]. player2: hand Cell Block Guard, Braggart -> discards Braggart: hand [Cell Block Guard].
    const state = karabast({ hand: ['LAW_204', 'SOR_095', 'SOR_063'] }, { hand: ['SOR_229', 'SOR_157'] });
    const r = run(state, play('Every Day, More Lies'), [/^Battlefield Marine/, /^Cantina Braggart/]);
    const s = ok(r);
    expect(names(s, 'player1', 'hand')).toEqual(['Cloud City Wing Guard']);
    expect(sorted(names(s, 'player1', 'discard'))).toEqual(['Battlefield Marine', 'Every Day, More Lies']);
    expect(names(s, 'player2', 'hand')).toEqual(['Cell Block Guard']);
    expect(names(s, 'player2', 'discard')).toEqual(['Cantina Braggart']);
    // 1.14.2: player1 is asked about their own hand only, player2 about theirs.
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/), expect.stringMatching(/^Cloud City Wing Guard/)]);
  });

  it('LAW_204 Every Day, More Lies: a player with an empty hand discards nothing (1.14.5); a one-card hand still asks', () => {
    // player1's hand is empty once the event is played: no prompt for them. player2 discards their only card.
    const state = karabast({ hand: ['LAW_204'] }, { hand: ['SOR_229'] });
    const s = ok(run(state, play('Every Day, More Lies'), [/^Cell Block Guard/]));
    expect(names(s, 'player1', 'discard')).toEqual(['Every Day, More Lies']);
    expect(names(s, 'player2', 'hand')).toEqual([]);
    expect(names(s, 'player2', 'discard')).toEqual(['Cell Block Guard']);
  });

  it('SEC_147 Chopper "When this unit deals combat damage to a base: Each player discards a card from their hand."', () => {
    // Chopper (4/1) attacks player2's base: 4 combat damage, then each player discards: player1 Wing Guard, player2
    // Braggart. Hands: player1 [] , player2 [Cell Block Guard].
    const state = karabast({ groundArena: ['SEC_147'], hand: ['SOR_063'] }, { hand: ['SOR_229', 'SOR_157'] });
    const s = ok(run(state, attack('Chopper', 'base'), [/^Cloud City Wing Guard/, /^Cantina Braggart/]));
    expect(s.player2.base.damage).toBe(4);
    expect(names(s, 'player1', 'hand')).toEqual([]);
    expect(names(s, 'player1', 'discard')).toEqual(['Cloud City Wing Guard']);
    expect(names(s, 'player2', 'hand')).toEqual(['Cell Block Guard']);
    expect(names(s, 'player2', 'discard')).toEqual(['Cantina Braggart']);
  });
});

// Deck (top first): Battlefield Marine, Wing Guard, Cell Block Guard, Braggart.
describe.skipIf(!!skip)('real cards: "Look at the top 2 cards of your deck. Put any number of them on the bottom ... and the rest on top in any order"', () => {
  const deck = ['SOR_095', 'SOR_063', 'SOR_229', 'SOR_157'];
  const inferno = () => karabast({ hand: ['SOR_031'], deck });

  it('SOR_031 Inferno Four (When Played): one of the two to the bottom, the other stays on top', () => {
    // Marine to the bottom: deck = Wing Guard (top, alone: no order to choose), Cell Block Guard, Braggart, Marine.
    const s = ok(run(inferno(), play('Inferno Four'), [/^Battlefield Marine/]));
    expect(names(s, 'player1', 'deck')).toEqual(['Cloud City Wing Guard', 'Cell Block Guard', 'Cantina Braggart', 'Battlefield Marine']);
  });

  it('SOR_031 Inferno Four: none to the bottom, the two put back on top in the chosen order', () => {
    // Nothing to the bottom; Wing Guard chosen as the top card: Wing Guard, Marine, Cell Block Guard, Braggart.
    const s = ok(run(inferno(), play('Inferno Four'), ['none', /^Cloud City Wing Guard/]));
    expect(names(s, 'player1', 'deck')).toEqual(['Cloud City Wing Guard', 'Battlefield Marine', 'Cell Block Guard', 'Cantina Braggart']);
  });

  it('SOR_031 Inferno Four: both to the bottom, in the chosen order', () => {
    // Both to the bottom, Wing Guard first (nearer the rest of the deck), then Marine: Cell Block Guard, Braggart,
    // Wing Guard, Marine. The deck still has 4 cards: nothing is drawn or discarded.
    const s = ok(run(inferno(), play('Inferno Four'), [[/^Battlefield Marine/, /^Cloud City Wing Guard/], /^Cloud City Wing Guard/]));
    expect(names(s, 'player1', 'deck')).toEqual(['Cell Block Guard', 'Cantina Braggart', 'Cloud City Wing Guard', 'Battlefield Marine']);
    expect(names(s, 'player1', 'hand')).toEqual([]);
  });

  it('SOR_031 Inferno Four: a deck of one card is looked at and may go to the bottom (it stays the only card)', () => {
    const s = ok(run(karabast({ hand: ['SOR_031'], deck: ['SOR_095'] }), play('Inferno Four'), ['none']));
    expect(names(s, 'player1', 'deck')).toEqual(['Battlefield Marine']);
  });
});

// ISB Agent (SOR_176, 1/3 for 1; SEC_184 reprints the text). AT-ST (SOR_232, 6/7) is the enemy unit.
describe.skipIf(!!skip)('real cards: "You may reveal an event from your hand. If you do, deal 1 damage to a unit."', () => {
  it('SOR_176 ISB Agent: an event revealed (it stays in hand), then 1 damage to the AT-ST', () => {
    // Hand after playing the Agent: Every Day, More Lies (event) and Battlefield Marine (unit): only the event can be
    // revealed. 1 damage on the AT-ST; both cards still in hand (revealing moves nothing).
    const state = karabast({ hand: ['SOR_176', 'LAW_204', 'SOR_095'] }, { groundArena: ['SOR_232'] });
    const r = run(state, play('ISB Agent'), [/^Resolve$/, /^Every Day, More Lies/, /^AT-ST/]);
    const s = ok(r);
    expect(s.player2.groundArena[0]!.damage).toBe(1);
    expect(sorted(names(s, 'player1', 'hand'))).toEqual(['Battlefield Marine', 'Every Day, More Lies']);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Every Day, More Lies/)]);
  });

  it('SOR_176 ISB Agent: no event in hand, nothing revealed, so no damage (8.9.1)', () => {
    const state = karabast({ hand: ['SOR_176', 'SOR_095'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('ISB Agent'), [/^Resolve$/]));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });

  it('SOR_176 ISB Agent: declining the reveal deals no damage', () => {
    const state = karabast({ hand: ['SOR_176', 'LAW_204'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('ISB Agent'), [/^Decline$/]));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(names(s, 'player1', 'hand')).toEqual(['Every Day, More Lies']);
  });
});

// "Choose a player": player1 (the controller) picks either player; that player picks the cards (1.14.2).
describe.skipIf(!!skip)('real cards: "Choose a player. They discard ... from their hand"', () => {
  it('SHD_181 Pillage "Choose a player. They discard 2 cards from their hand." - the opponent chosen', () => {
    // player2: Cell Block Guard, Braggart, Marine -> discards Braggart and Marine -> hand [Cell Block Guard].
    const state = karabast({ hand: ['SHD_181', 'SOR_063'] }, { hand: ['SOR_229', 'SOR_157', 'SOR_095'] });
    const r = run(state, play('Pillage'), [/^Opponent/, [/^Cantina Braggart/, /^Battlefield Marine/]]);
    const s = ok(r);
    expect(names(s, 'player2', 'hand')).toEqual(['Cell Block Guard']);
    expect(sorted(names(s, 'player2', 'discard'))).toEqual(['Battlefield Marine', 'Cantina Braggart']);
    expect(names(s, 'player1', 'hand')).toEqual(['Cloud City Wing Guard']);
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
  });

  it('SHD_181 Pillage: choosing yourself discards 2 of your own cards', () => {
    // player1's hand after playing Pillage: Wing Guard, Marine, Braggart -> discards Wing Guard and Braggart.
    const state = karabast({ hand: ['SHD_181', 'SOR_063', 'SOR_095', 'SOR_157'] }, { hand: ['SOR_229'] });
    const s = ok(run(state, play('Pillage'), [/^You/, [/^Cloud City Wing Guard/, /^Cantina Braggart/]]));
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
    expect(sorted(names(s, 'player1', 'discard'))).toEqual(['Cantina Braggart', 'Cloud City Wing Guard', 'Pillage']);
    expect(names(s, 'player2', 'hand')).toEqual(['Cell Block Guard']);
  });

  it('SEC_178 Pursue the Lead "... That player discards a card from their hand. If it costs 3 or less, create a Spy token."', () => {
    // Cantina Braggart costs 1 (<= 3): player1 creates a Spy token. AT-ST costs 6 (> 3): no token.
    const state = karabast({ hand: ['SEC_178'] }, { hand: ['SOR_157', 'SOR_232'] });
    const cheap = ok(run(state, play('Pursue the Lead'), [/^Opponent/, /^Cantina Braggart/]));
    expect(names(cheap, 'player2', 'discard')).toEqual(['Cantina Braggart']);
    expect(cheap.player1.groundArena.map((u) => lookup(u.card)?.name)).toEqual(['Spy']);
    const dear = ok(run(state, play('Pursue the Lead'), [/^Opponent/, /^AT-ST/]));
    expect(names(dear, 'player2', 'discard')).toEqual(['AT-ST']);
    expect(dear.player1.groundArena).toEqual([]);
  });

  it('SEC_178 Pursue the Lead: the chosen player has no card, nothing is discarded and no token (1.14.5)', () => {
    const s = ok(run(karabast({ hand: ['SEC_178'] }), play('Pursue the Lead'), [/^Opponent/]));
    expect(s.player1.groundArena).toEqual([]);
  });
});

// 7.1.4: each player chooses one of their own units (player1, the controller, first); the chosen units are defeated.
describe.skipIf(!!skip)('real cards: "Each player chooses a unit they control. Defeat those units."', () => {
  const unitNames = (s: SwuState, p: 'player1' | 'player2') => sorted([...s[p].groundArena, ...s[p].spaceArena].map((u) => lookup(u.card)?.name));

  it('TWI_238 Merciless Contest "Each player chooses a non-leader unit they control. Defeat those units."', () => {
    // player1: Marine, Wing Guard -> chooses Marine. player2: AT-ST, Braggart -> chooses Braggart. Left: Wing Guard /
    // AT-ST; discards: player1 [Merciless Contest, Marine], player2 [Braggart].
    const state = karabast({ hand: ['TWI_238'], groundArena: ['SOR_095', 'SOR_063'] }, { groundArena: ['SOR_232', 'SOR_157'] });
    const r = run(state, play('Merciless Contest'), [/^Battlefield Marine/, /^Cantina Braggart/]);
    const s = ok(r);
    expect(unitNames(s, 'player1')).toEqual(['Cloud City Wing Guard']);
    expect(unitNames(s, 'player2')).toEqual(['AT-ST']);
    expect(sorted(names(s, 'player1', 'discard'))).toEqual(['Battlefield Marine', 'Merciless Contest']);
    expect(names(s, 'player2', 'discard')).toEqual(['Cantina Braggart']);
    // Each is offered only their own units.
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    expect(r.prompts[1]!.options.map((o) => o.label).sort()).toEqual([expect.stringMatching(/^AT-ST/), expect.stringMatching(/^Cantina Braggart/)]);
  });

  it('TWI_238 Merciless Contest: a player with no unit chooses nothing; the other still loses theirs', () => {
    const state = karabast({ hand: ['TWI_238'] }, { groundArena: ['SOR_157'] });
    const s = ok(run(state, play('Merciless Contest'), [/^Cantina Braggart/]));
    expect(unitNames(s, 'player2')).toEqual([]);
  });

  it('LAW_099 Governor\'s Shuttle "When Played: Each player chooses a unit they control. Defeat those units." - it may choose itself', () => {
    // player1 controls the Shuttle (just played) and a Marine: keeps the Marine, defeats the Shuttle. player2: AT-ST.
    const state = karabast({ hand: ['LAW_099'], groundArena: ['SOR_095'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play("Governor's Shuttle"), [/^Governor's Shuttle/, /^AT-ST/]));
    expect(unitNames(s, 'player1')).toEqual(['Battlefield Marine']);
    expect(unitNames(s, 'player2')).toEqual([]);
    expect(names(s, 'player1', 'discard')).toEqual(["Governor's Shuttle"]);
  });
});

// "You may put a <card> from your discard pile on the bottom of your deck. If you do, ...": the discard pile is open;
// nothing fitting there, nothing is put, so "if you do" does not happen (8.9.1).
describe.skipIf(!!skip)('real cards: "put a <card> from your discard pile on the bottom of your deck"', () => {
  it('LAW_238 Scavenging Sandcrawler "On Attack: You may put a card from your discard pile on the bottom of your deck. If you do, create a Credit token."', () => {
    // Discard: Marine. Deck: Wing Guard. After: deck [Wing Guard, Marine], discard [], 1 Credit. Combat: 1 power to base.
    const state = karabast({ groundArena: ['LAW_238'], discard: ['SOR_095'], deck: ['SOR_063'] });
    const s = ok(run(state, attack('Scavenging Sandcrawler', 'base'), [/^Resolve$/, /^Battlefield Marine/]));
    expect(names(s, 'player1', 'deck')).toEqual(['Cloud City Wing Guard', 'Battlefield Marine']);
    expect(names(s, 'player1', 'discard')).toEqual([]);
    expect(s.player1.credits).toBe(1);
    expect(s.player2.base.damage).toBe(1);
  });

  it('LAW_238 Scavenging Sandcrawler: an empty discard pile, no Credit token', () => {
    const s = ok(run(karabast({ groundArena: ['LAW_238'] }), attack('Scavenging Sandcrawler', 'base'), [/^Resolve$/]));
    expect(s.player1.credits).toBe(0);
  });

  it('LAW_174 0-0-0 "On Attack: You may put a Aggression card from your discard pile ... If you do, deal 1 damage to each enemy base."', () => {
    // Discard: Marine (Command Heroism), Braggart (Aggression): only Braggart is offered. Base: 1 + 4 combat = 5.
    const state = karabast({ groundArena: ['LAW_174'], discard: ['SOR_095', 'SOR_157'] });
    const r = run(state, attack('0-0-0', 'base'), [/^Resolve$/, /^Cantina Braggart/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Cantina Braggart/)]);
    expect(names(s, 'player1', 'discard')).toEqual(['Battlefield Marine']);
    expect(names(s, 'player1', 'deck').at(-1)).toBe('Cantina Braggart');
    expect(s.player2.base.damage).toBe(5);
  });
});

describe.skipIf(!!skip)('real cards: more "discards ... from their hand"', () => {
  it('SOR_174 Smoke and Cinders "Each player discards all but 2 cards (of their choice) from their hand."', () => {
    // player1 (after playing it): Marine, Wing Guard, Braggart -> 3 - 2 = 1 discarded (Braggart). player2: Cell Block
    // Guard, AT-ST -> 2 cards, nothing discarded (no prompt for player2).
    const state = karabast({ hand: ['SOR_174', 'SOR_095', 'SOR_063', 'SOR_157'] }, { hand: ['SOR_229', 'SOR_232'] });
    const r = run(state, play('Smoke and Cinders'), [/^Cantina Braggart/]);
    const s = ok(r);
    expect(sorted(names(s, 'player1', 'hand'))).toEqual(['Battlefield Marine', 'Cloud City Wing Guard']);
    expect(sorted(names(s, 'player2', 'hand'))).toEqual(['AT-ST', 'Cell Block Guard']);
    expect(r.prompts[0]!.min).toBe(1);
  });

  it('SOR_174 Smoke and Cinders: 4 cards in an opponent\'s hand -> 2 discarded, chosen by them', () => {
    const state = karabast({ hand: ['SOR_174'] }, { hand: ['SOR_229', 'SOR_232', 'SOR_095', 'SOR_157'] });
    const r = run(state, play('Smoke and Cinders'), [[/^Battlefield Marine/, /^Cantina Braggart/]]);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(sorted(names(ok(r), 'player2', 'hand'))).toEqual(['AT-ST', 'Cell Block Guard']);
  });

  it('SHD_156 Cripple Authority "Draw a card. Each opponent who controls more resources than you discards a card from their hand."', () => {
    // player1 6 resources, player2 7 (more): player2 discards Braggart. player1 draws 1 (deck 1 -> 0).
    const richer = karabast({ hand: ['SHD_156'], resources: 6, deck: ['SOR_095'] }, { hand: ['SOR_157'], resources: 7 });
    const s = ok(run(richer, play('Cripple Authority'), [/^Cantina Braggart/]));
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
    expect(names(s, 'player2', 'discard')).toEqual(['Cantina Braggart']);
    // Equal (6 and 6): not more, so no discard and no prompt.
    const equal = ok(run(karabast({ hand: ['SHD_156'], resources: 6, deck: ['SOR_095'] }, { hand: ['SOR_157'], resources: 6 }), play('Cripple Authority')));
    expect(names(equal, 'player2', 'hand')).toEqual(['Cantina Braggart']);
  });
});

describe.skipIf(!!skip)('real cards: "each opponent draws a card then discards a random card from their hand"', () => {
  it('SOR_190 Lothal Insurgent "When Played: If you played another card this phase, each opponent draws a card then discards a random card ..."', () => {
    // A Marine played earlier this phase. player2: hand [Cell Block Guard], deck [Braggart] -> draws Braggart (hand 2,
    // deck 0), then one of the two is discarded at random (8.22): hand 1, discard 1, together the same two cards.
    const state = { ...karabast({ hand: ['SOR_190'] }, { hand: ['SOR_229'], deck: ['SOR_157'] }), thisPhase: { played: [{ player: 'player1', id: 'earlier', card: 'SOR_095', as: 'unit' }] } };
    const s = ok(run(state, play('Lothal Insurgent')));
    expect(s.player2.deck).toHaveLength(0);
    expect(s.player2.hand).toHaveLength(1);
    expect(s.player2.discard).toHaveLength(1);
    expect(sorted([...names(s, 'player2', 'hand'), ...names(s, 'player2', 'discard')])).toEqual(['Cantina Braggart', 'Cell Block Guard']);
  });

  it('SOR_190 Lothal Insurgent: no other card played this phase, nothing happens', () => {
    const state = { ...karabast({ hand: ['SOR_190'] }, { hand: ['SOR_229'], deck: ['SOR_157'] }), thisPhase: {} };
    const s = ok(run(state, play('Lothal Insurgent')));
    expect(names(s, 'player2', 'hand')).toEqual(['Cell Block Guard']);
    expect(s.player2.deck).toHaveLength(1);
  });
});

// SOR_147 Black One (card ruling): "If you have no cards in your hand, you may still choose to discard your hand in
// order to draw 3 cards."
describe.skipIf(!!skip)('real cards: "You may discard your hand. If you do, draw N cards."', () => {
  const deck = ['SOR_229', 'SOR_157', 'SOR_232', 'SOR_063'];

  it('SOR_147 Black One (When Played): the 2 cards left in hand are discarded, then 3 drawn', () => {
    // Hand after playing Black One: Marine, Wing Guard -> discard. Draw Cell Block Guard, Braggart, AT-ST; deck 4 - 3 = 1.
    const s = ok(run(karabast({ hand: ['SOR_147', 'SOR_095', 'SOR_063'], deck }), play('Black One'), [/^Resolve$/]));
    expect(sorted(names(s, 'player1', 'discard'))).toEqual(['Battlefield Marine', 'Cloud City Wing Guard']);
    expect(sorted(names(s, 'player1', 'hand'))).toEqual(['AT-ST', 'Cantina Braggart', 'Cell Block Guard']);
    expect(names(s, 'player1', 'deck')).toEqual(['Cloud City Wing Guard']);
  });

  it('SOR_147 Black One: an empty hand still draws 3 (the ruling)', () => {
    const s = ok(run(karabast({ hand: ['SOR_147'], deck }), play('Black One'), [/^Resolve$/]));
    expect(s.player1.hand).toHaveLength(3);
    expect(s.player1.discard).toHaveLength(0);
  });

  it('SOR_147 Black One: declined, nothing happens', () => {
    const s = ok(run(karabast({ hand: ['SOR_147', 'SOR_095'], deck }), play('Black One'), [/^Decline$/]));
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
    expect(s.player1.deck).toHaveLength(4);
  });
});

describe.skipIf(!!skip)('real cards: "Search your deck for a card and draw it." (8.26.1, 8.26.2)', () => {
  it('SOR_042 Search Your Feelings: any card of the deck is drawn, the rest is shuffled', () => {
    // Deck of 4: AT-ST (third card) taken -> hand [AT-ST], deck 3 cards (the other three, in some order after the shuffle).
    const state = karabast({ hand: ['SOR_042'], deck: ['SOR_229', 'SOR_157', 'SOR_232', 'SOR_063'] });
    const r = run(state, play('Search Your Feelings'), [/^AT-ST/]);
    const s = ok(r);
    expect(names(s, 'player1', 'hand')).toEqual(['AT-ST']);
    expect(sorted(names(s, 'player1', 'deck'))).toEqual(['Cantina Braggart', 'Cell Block Guard', 'Cloud City Wing Guard']);
    // Every card of the deck was offered (not only the top ones).
    expect(r.prompts[0]!.options).toHaveLength(4);
  });

  it('SOR_042 Search Your Feelings: an empty deck, nothing drawn', () => {
    const s = ok(run(karabast({ hand: ['SOR_042'], deck: [] }), play('Search Your Feelings')));
    expect(s.player1.hand).toHaveLength(0);
  });
});
