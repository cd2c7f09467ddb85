// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the costs family: disclose
// (8.38), resource effects and modified "play a card". Each expected outcome is worked out by hand from the printed
// text (quoted in the test name) and the Comprehensive Rules; the compiled definition is never read by the test.
import { describe, expect, it } from 'vitest';
import type {   ResolveResult } from '../../engine/api.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (costs: disclose, resources, play modifiers) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard' | 'groundArena' | 'spaceArena') => s[p][zone].map((c) => lookup(c.card)?.name).sort();
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
const DECLINE = /^Decline$/;
const logged = (r: { result: ResolveResult }, re: RegExp) => r.result.log.some((l) => re.test(l.text));

// Hand cards used to disclose, with their printed aspect icons: Cloud City Wing Guard (SOR_063) Vigilance; Bendu
// (SOR_056) Vigilance Vigilance; Cell Block Guard (SOR_229) Villainy; Cantina Braggart (SOR_157) Aggression; Benthic
// "Two Tubes" (SOR_156) Aggression; Battlefield Marine (SOR_095) Command Heroism.
describe.skipIf(!!skip)('real cards: disclose (8.38)', () => {
  const ornithopter = 'SEC_062'; // Bardottan Ornithopter, 4 cost
  it('SEC_062 Bardottan Ornithopter "When Played: You may disclose Vigilance. If you do, draw a card." - disclosed', () => {
    // Hand before: Ornithopter, Wing Guard, Cell Block Guard (deck: the default 8 cards). Playing the Ornithopter
    // leaves 2 in hand; revealing the Wing Guard (Vigilance) fulfils the disclose: draw 1 -> 3 cards, deck 8 - 1 = 7.
    const state = karabast({ hand: [ornithopter, 'SOR_063', 'SOR_229'] });
    const r = run(state, play('Bardottan Ornithopter'), [/^Cloud City Wing Guard/]);
    const s = ok(r);
    expect(s.player1.hand).toHaveLength(3);
    expect(s.player1.deck).toHaveLength(7);
    // Revealed, not discarded: both hand cards are still there.
    expect(names(s, 'player1', 'hand')).toEqual(expect.arrayContaining(['Cell Block Guard', 'Cloud City Wing Guard']));
    // One prompt, kind MAY: only the card with a Vigilance icon is offered, with "decline".
    expect(r.prompts[0]!.kind).toBe('MAY');
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Cloud City Wing Guard/), 'Decline']);
  });

  it('SEC_062 Bardottan Ornithopter: declining the disclose draws nothing (8.32.1)', () => {
    const s = ok(run(karabast({ hand: [ornithopter, 'SOR_063'] }), play('Bardottan Ornithopter'), [DECLINE]));
    // Hand: 2 - 1 played = 1; no draw, deck still 8.
    expect(s.player1.hand).toHaveLength(1);
    expect(s.player1.deck).toHaveLength(8);
  });

  it('SEC_062 Bardottan Ornithopter: no Vigilance card in hand, so nothing can be disclosed (8.38.3) and no prompt', () => {
    const r = run(karabast({ hand: [ornithopter, 'SOR_229'] }), play('Bardottan Ornithopter'));
    const s = ok(r);
    expect(s.player1.hand).toHaveLength(1);
    expect(s.player1.deck).toHaveLength(8);
    expect(logged(r, /can't disclose Vigilance/)).toBe(true);
  });

  it('SEC_182 Charged with Treason "You may disclose Aggression Aggression. If you do, deal 5 damage to a unit." - two cards together', () => {
    // Braggart and Benthic each have one Aggression icon: together two (8.38.1). AT-ST (6/7) takes 5: 7 - 5 = 2 left.
    const state = karabast({ hand: ['SEC_182', 'SOR_157', 'SOR_156'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Charged with Treason'), [[/^Cantina Braggart/, /^Benthic/], /^AT-ST/]));
    expect(s.player2.groundArena[0]!.damage).toBe(5);
  });

  it('SEC_182 Charged with Treason: revealing one Aggression card of the two needed does not disclose (8.38.3)', () => {
    const state = karabast({ hand: ['SEC_182', 'SOR_157', 'SOR_156'] }, { groundArena: ['SOR_232'] });
    const r = run(state, play('Charged with Treason'), [/^Cantina Braggart/]);
    expect(ok(r).player2.groundArena[0]!.damage).toBe(0);
    expect(logged(r, /not disclosed/)).toBe(true);
  });

  it('SEC_182 Charged with Treason: the event itself (Aggression) has left the hand and can\'t be revealed', () => {
    // Hand after playing it: only Braggart (one Aggression icon) < two: the disclose can't be met, nothing is dealt.
    const state = karabast({ hand: ['SEC_182', 'SOR_157'] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Charged with Treason')));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });

  it('SEC_076 Charged with Murder "You may disclose Vigilance Vigilance. If you do, defeat a damaged non-leader unit." - one card with two icons', () => {
    // Bendu alone has two Vigilance icons: enough. The damaged Wampa is defeated; the undamaged AT-ST can't be chosen.
    const state = karabast({ hand: ['SEC_076', 'SOR_056'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'SOR_232'] });
    const s = ok(run(state, play('Charged with Murder'), [/^Bendu/, /^Wampa/]));
    expect(names(s, 'player2', 'groundArena')).toEqual(['AT-ST']);
    expect(names(s, 'player2', 'discard')).toEqual(['Wampa']);
  });

  it('SEC_164 Warrior of Clan Ordo "On Attack: You may disclose Aggression. If you don\'t, deal 2 damage to your base."', () => {
    // Declined: 2 damage to player1's base. Its 3 power goes to player2's base: 3.
    const state = karabast({ groundArena: ['SEC_164'], hand: ['SOR_157'] });
    const declined = ok(run(state, attack('Warrior of Clan Ordo', 'base'), [DECLINE]));
    expect(declined.player1.base.damage).toBe(2);
    expect(declined.player2.base.damage).toBe(3);
    // Disclosed (Braggart): no damage to player1's base.
    const disclosed = ok(run(state, attack('Warrior of Clan Ordo', 'base'), [/^Cantina Braggart/]));
    expect(disclosed.player1.base.damage).toBe(0);
    expect(disclosed.player2.base.damage).toBe(3);
    // Nothing in hand to disclose with: "if you don't" happens without a prompt.
    const empty = ok(run(karabast({ groundArena: ['SEC_164'] }), attack('Warrior of Clan Ordo', 'base')));
    expect(empty.player1.base.damage).toBe(2);
  });
});

const useAction = (card: string, player = 'player1') => ({ type: 'useAbility', player, card });
const exhaustedResources = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => r.exhausted).length;

// player1: Darth Vader (SOR_010, Aggression Villainy, Karabast's default leader) with Daimyo's Palace (LAW_020,
// Vigilance). 8.1.1: +2 per icon beyond those provided; the base ignores 1 of the Vigilance/Command/Aggression/Cunning
// ones (8.10.2).
describe.skipIf(!!skip)('real cards: "ignoring 1 of its ... aspect penalties" (LAW bases)', () => {
  const palace = (hand: string[], resources = 20) => karabast({ base: 'LAW_020', hand, resources });
  const EPIC = "Daimyo's Palace";

  it('LAW_020 Daimyo\'s Palace: Battlefield Marine (Command Heroism, cost 2) costs 2 + 2 (Heroism) = 4, the Command penalty ignored', () => {
    const s = ok(run(palace(['SOR_095']), useAction(EPIC), [/^Battlefield Marine/]));
    expect(names(s, 'player1', 'groundArena')).toEqual(['Battlefield Marine']);
    expect(exhaustedResources(s)).toBe(4);
    // An Epic Action is used once per game (7.2.4).
    expect(s.player1.base.epicActionUsed).toBe(true);
  });

  it('LAW_020 Daimyo\'s Palace: Bodhi Rook (Cunning Cunning, cost 3) ignores only 1 of its 2 penalties: 3 + 2 = 5', () => {
    const s = ok(run(palace(['SOR_201']), useAction(EPIC), [/^Bodhi Rook/]));
    expect(exhaustedResources(s)).toBe(5);
  });

  it('LAW_020 Daimyo\'s Palace: a Heroism penalty is not among those listed: Alliance X-Wing (Heroism, cost 2) costs 2 + 2 = 4', () => {
    const s = ok(run(palace(['SOR_237']), useAction(EPIC), [/^Alliance X-Wing/]));
    expect(exhaustedResources(s)).toBe(4);
  });

  it('LAW_020 Daimyo\'s Palace with 4 ready resources: Battlefield Marine (4) may be chosen, Bodhi Rook (5) may not', () => {
    const r = run(palace(['SOR_095', 'SOR_201'], 4), useAction(EPIC), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(exhaustedResources(s)).toBe(4);
  });
});

const readyCount = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => !r.exhausted).length;
const defeat = (target: string) => ({ type: 'defeat', target });
const RESOLVE = /^Resolve$/;

// 1.7.4: resources are interchangeable (only how many are ready counts); 1.7.7: a card resourced by an ability enters
// exhausted unless the ability says otherwise.
describe.skipIf(!!skip)('real cards: resource effects (1.7)', () => {
  it('SOR_126 Resupply "Put this event into play as a resource." - from the discard pile (7.4.2), exhausted (1.7.7)', () => {
    // 20 ready resources; Resupply costs 3 (Command; Vader + Kestro City give no Command: +2 penalty, 8.1.1) = 5
    // exhausted. Then Resupply itself joins them exhausted: 21 resources, 15 ready; not in the discard pile.
    const s = ok(run(karabast({ hand: ['SOR_126'] }), play('Resupply')));
    expect(s.player1.resources).toHaveLength(21);
    expect(readyCount(s)).toBe(15);
    expect(s.player1.discard).toHaveLength(0);
    expect(s.player1.resources.some((r) => lookup(r.card!)?.name === 'Resupply')).toBe(true);
  });

  it('SOR_083 Superlaser Technician "When Defeated: You may put this unit into play as a resource and ready it."', () => {
    // Defeated with 20 ready resources: it becomes a 21st resource, ready (the ability says so): 21 ready.
    const s = ok(run(karabast({ groundArena: ['SOR_083'] }), defeat('Superlaser Technician'), [RESOLVE]));
    expect(s.player1.resources).toHaveLength(21);
    expect(readyCount(s)).toBe(21);
    expect(s.player1.discard).toHaveLength(0);
    // Declined: it stays in the discard pile, 20 resources.
    const declined = ok(run(karabast({ groundArena: ['SOR_083'] }), defeat('Superlaser Technician'), [DECLINE]));
    expect(declined.player1.resources).toHaveLength(20);
    expect(names(declined, 'player1', 'discard')).toEqual(['Superlaser Technician']);
  });

  it('LAW_171 Stockpile "Resource this event and the top card of your deck." - both exhausted (1.7.7)', () => {
    // Stockpile costs 6 + 2 (Command not provided by Vader + Kestro City, 8.1.1) = 8 of the 20 resources. Then it and
    // the top card of the deck join them exhausted: 22 resources, 20 - 8 = 12 ready; the deck has 8 - 1 = 7 cards.
    const s = ok(run(karabast({ hand: ['LAW_171'] }), play('Stockpile')));
    expect(s.player1.resources).toHaveLength(22);
    expect(readyCount(s)).toBe(12);
    expect(s.player1.deck).toHaveLength(7);
    expect(s.player1.discard).toHaveLength(0);
  });

  it('SHD_199 Coruscant Dissident "On Attack: You may ready a resource."', () => {
    // 2 ready + 3 exhausted: after the attack 3 ready, 2 exhausted (5 resources still).
    const state = karabast({ groundArena: ['SHD_199'], resources: { readyCount: 2, exhaustedCount: 3 } });
    const s = ok(run(state, attack('Coruscant Dissident', 'base'), [RESOLVE]));
    expect(s.player1.resources).toHaveLength(5);
    expect(readyCount(s)).toBe(3);
  });

  it('SHD_185 Doctor Evazan "Bounty - Ready up to 12 resources." - the collecting player chooses how many', () => {
    // player1 (1 ready, 5 exhausted) defeats player2's Evazan and collects: at most 5 can be readied; choosing 4 -> 5 ready.
    const state = karabast({ resources: { readyCount: 1, exhaustedCount: 5 } }, { groundArena: ['SHD_185'] });
    const r = run(state, defeat('Doctor Evazan'), [RESOLVE, /^4$/]);
    const s = ok(r);
    expect(readyCount(s)).toBe(5);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('SHD_116 Outlaw Corona "Bounty - Put the top card of your deck into play as a resource."', () => {
    // The collector (player1) resources the top card of their own deck: deck 8 -> 7, resources 20 -> 21 with the new one exhausted.
    const state = karabast({}, { spaceArena: ['SHD_116'] });
    const s = ok(run(state, defeat('Outlaw Corona'), [RESOLVE]));
    expect(s.player1.deck).toHaveLength(7);
    expect(s.player1.resources).toHaveLength(21);
    expect(readyCount(s)).toBe(20);
    expect(s.player2.resources).toHaveLength(20);
  });

  it('SEC_225 Synara San "On Attack: For each friendly unit, ready a friendly resource."', () => {
    // Friendly units: Synara San and Wampa = 2 (the enemy Battlefield Marine is not friendly): 0 + 2 = 2 ready of 5.
    const state = karabast({ groundArena: ['SEC_225', 'wampa'], resources: { readyCount: 0, exhaustedCount: 5 } }, { groundArena: ['SOR_095'] });
    const s = ok(run(state, attack('Synara San', 'base')));
    expect(readyCount(s)).toBe(2);
  });

  it('TWI_186 San Hill "On Attack: For each friendly unit that was defeated this phase, ready a friendly resource."', () => {
    // This phase: 2 of player1's units and 1 of player2's were defeated -> 2 resources readied (0 -> 2 of 5).
    const base = karabast({ groundArena: ['TWI_186'], resources: { readyCount: 0, exhaustedCount: 5 } });
    const thisPhase = { defeated: [{ card: 'wampa', controller: 'player1' }, { card: 'SOR_095', controller: 'player1' }, { card: 'wampa', controller: 'player2' }] };
    expect(readyCount(ok(run({ ...base, thisPhase }, attack('San Hill', 'base'))))).toBe(2);
    // Nothing defeated this phase: nothing readied.
    expect(readyCount(ok(run({ ...base, thisPhase: {} }, attack('San Hill', 'base'))))).toBe(0);
  });

  it('SEC_235 The Wrong Ride "Exhaust 2 enemy resources." - as many as there are', () => {
    // player2 with 3 ready: 1 left ready. With 1 ready: it is exhausted, nothing more.
    const three = ok(run(karabast({ hand: ['SEC_235'] }, { resources: { readyCount: 3, exhaustedCount: 2 } }), play('The Wrong Ride')));
    expect(readyCount(three, 'player2')).toBe(1);
    const one = ok(run(karabast({ hand: ['SEC_235'] }, { resources: { readyCount: 1, exhaustedCount: 4 } }), play('The Wrong Ride')));
    expect(readyCount(one, 'player2')).toBe(0);
    expect(one.player2.resources).toHaveLength(5);
  });

  it('SEC_190 Soulless One "On Attack: You may disclose Cunning Cunning Villainy. If you do, ready 2 resources."', () => {
    // Bodhi Rook (Cunning Cunning) + Cell Block Guard (Villainy) disclose; 0 ready + 4 exhausted -> 2 ready.
    const state = karabast({ spaceArena: ['SEC_190'], hand: ['SOR_201', 'SOR_229'], resources: { readyCount: 0, exhaustedCount: 4 } });
    const s = ok(run(state, attack('Soulless One', 'base'), [[/^Bodhi Rook/, /^Cell Block Guard/]]));
    expect(readyCount(s)).toBe(2);
  });
});

// 7.5.14: Smuggle plays a card from resources for its Smuggle cost; "When played using Smuggle" (a When Played
// ability, 7.6.13C) triggers only then. player1: Darth Vader (Aggression Villainy) + Kestro City (Aggression).
describe.skipIf(!!skip)('real cards: "When played using Smuggle"', () => {
  const smuggler = (card: string) => karabast({ resources: [...Array.from({ length: 8 }, () => ({ card: null })), card] });
  const fromResources = (card: string) => ({ type: 'play', player: 'player1', card, from: 'resources' });
  const unitOf = (s: SwuState, name: string) => s.player1.groundArena.find((u) => lookup(u.card)?.name === name)!;

  it('SHD_148 Cassian Andor "Smuggle [C=5 Aggression Heroism] / When played using Smuggle: Ready this unit."', () => {
    // Smuggle cost 5 + 2 (Heroism not provided, 8.1.1) = 7 of the 9 resources; the new resource from the deck enters
    // exhausted (7.5.14G): 9 resources, 2 ready. Cassian enters exhausted (7.5.14F), then readies.
    const s = ok(run(smuggler('SHD_148'), fromResources('Cassian Andor')));
    expect(unitOf(s, 'Cassian Andor').exhausted).toBe(false);
    expect(s.player1.resources).toHaveLength(9);
    expect(readyCount(s)).toBe(2);
    // Played from hand (cost 3 + 2): no Smuggle, so it stays exhausted.
    const fromHand = ok(run(karabast({ hand: ['SHD_148'] }), play('Cassian Andor')));
    expect(unitOf(fromHand, 'Cassian Andor').exhausted).toBe(true);
  });

  it('SHD_174 Hotshot DL-44 Blaster "Smuggle [C=3 Cunning] / When played using Smuggle: Attack with attached unit."', () => {
    // Smuggled onto player1's ready Wampa (4/5): Wampa attacks at once with +2/+0 from the Blaster: 6 damage to
    // player2's base (the only target: no enemy units). Played from hand, no attack: the base is undamaged.
    const state = karabast({ groundArena: ['wampa'], resources: [...Array.from({ length: 8 }, () => ({ card: null })), 'SHD_174'] });
    const s = ok(run(state, fromResources('Hotshot DL-44 Blaster'), [/^Wampa/, /player2's base/]));
    expect(s.player2.base.damage).toBe(6);
    expect(unitOf(s, 'Wampa').exhausted).toBe(true);
    const fromHand = ok(run(karabast({ groundArena: ['wampa'], hand: ['SHD_174'] }), play('Hotshot DL-44 Blaster'), [/^Wampa/]));
    expect(fromHand.player2.base.damage).toBe(0);
  });

  it('SHD_113 Privateer Crew "Smuggle [C=6 Command] / When played using Smuggle: Give 3 Experience tokens to this unit."', () => {
    // 6 + 2 (Command not provided) = 8 of 9. Smuggled: 3 Experience tokens, 2/2 -> 5/5. From hand: none.
    const s = ok(run(smuggler('SHD_113'), fromResources('Privateer Crew')));
    expect(unitOf(s, 'Privateer Crew').upgrades.filter((u) => /experience/i.test(u.card))).toHaveLength(3);
    const fromHand = ok(run(karabast({ hand: ['SHD_113'] }), play('Privateer Crew')));
    expect(unitOf(fromHand, 'Privateer Crew').upgrades).toHaveLength(0);
  });
});

describe.skipIf(!!skip)('real cards: "Play a <trait> unit from your hand. It costs N less." (7.1.6)', () => {
  it('JTL_005 Admiral Piett "Action [Exhaust]: Play a Capital Ship unit from your hand. It costs 1 less."', () => {
    // Piett (Command Villainy) + Kestro City (Aggression). Chimaera (Capital Ship; Cunning Villainy, cost 8): 8 + 2
    // (Cunning not provided) - 1 = 9 resources. AT-ST is a Vehicle but not a Capital Ship: not offered.
    const state = karabast({ leader: 'JTL_005', hand: ['SOR_185', 'SOR_232'] });
    const r = run(state, { type: 'useAbility', player: 'player1', card: 'leader' }, [/^Chimaera/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Chimaera/)]);
    expect(names(s, 'player1', 'spaceArena')).toEqual(['Chimaera']);
    expect(exhaustedResources(s)).toBe(9);
    expect(s.player1.leader.exhausted).toBe(true);
  });
});

describe.skipIf(!!skip)('real cards: tokens after a disclose', () => {
  const spies = (s: SwuState) => [...s.player1.groundArena, ...s.player1.spaceArena].filter((u) => /spy/i.test(lookup(u.card)?.name ?? ''));

  it('SEC_148 Karis Nemik "When Defeated: You may disclose Aggression Heroism. If you do, create a Spy token and ready it."', () => {
    // Braggart (Aggression) + Battlefield Marine (Command Heroism) together have both icons: one Spy, ready (a token
    // unit enters exhausted, 1.5.4B, then "ready it").
    const state = karabast({ groundArena: ['SEC_148'], hand: ['SOR_157', 'SOR_095'] });
    const s = ok(run(state, defeat('Karis Nemik'), [[/^Cantina Braggart/, /^Battlefield Marine/]]));
    expect(spies(s)).toHaveLength(1);
    expect(spies(s)[0]!.exhausted).toBe(false);
  });

  it('SEC_181 Unauthorized Investigation "Create a Spy token. / You may disclose Aggression. If you do, create another Spy token."', () => {
    const state = karabast({ hand: ['SEC_181', 'SOR_157'] });
    expect(spies(ok(run(state, play('Unauthorized Investigation'), [/^Cantina Braggart/])))).toHaveLength(2);
    expect(spies(ok(run(state, play('Unauthorized Investigation'), [DECLINE])))).toHaveLength(1);
  });
});

describe.skipIf(!!skip)('real cards: "Then, its owner may play it for free" (7.1.6, 8.1.3)', () => {
  it('SHD_207 A New Adventure "Return a non-leader unit that costs 6 or less to its owner\'s hand. Then, its owner may play it for free."', () => {
    // player2's Wampa (cost 4) goes back to player2's hand; player2 (its owner) is asked and plays it for free: it is
    // back in play, exhausted (a unit enters play exhausted, 1.5.4B), and player2's 20 resources stay ready.
    const state = karabast({ hand: ['SHD_207'] }, { groundArena: ['wampa'] });
    const r = run(state, play('A New Adventure'), [/^Wampa/, /^Resolve$/]);
    const s = ok(r);
    expect(r.prompts[1]!.player).toBe('player2');
    expect(names(s, 'player2', 'groundArena')).toEqual(['Wampa']);
    expect(s.player2.groundArena[0]!.exhausted).toBe(true);
    expect(s.player2.hand).toHaveLength(0);
    expect(readyCount(s, 'player2')).toBe(20);
  });

  it('SHD_207 A New Adventure: the owner declines - the unit stays in their hand', () => {
    const state = karabast({ hand: ['SHD_207'] }, { groundArena: ['wampa'] });
    const s = ok(run(state, play('A New Adventure'), [/^Wampa/, DECLINE]));
    expect(names(s, 'player2', 'hand')).toEqual(['Wampa']);
    expect(s.player2.groundArena).toHaveLength(0);
  });
});

// Resources leaving play by choice: the controller looks at their facedown resources (1.7.3) to choose, and may
// rearrange which are ready (1.7.4), so they also say how many of those leaving were ready.
describe.skipIf(!!skip)('real cards: returning or defeating friendly resources', () => {
  const thugs = (n: number) => Array.from({ length: n }, () => 'underworld-thug');

  it('SHD_154 Wrecker "When Played: You may defeat a friendly resource. If you do, deal 5 damage to a ground unit."', () => {
    // Wrecker costs 6 + 2 (Heroism not provided by Vader + Kestro City) = 8 of 10 resources: 2 ready, 8 exhausted.
    // Defeating Battlefield Marine as an exhausted one (0 ready leaving): 9 resources, still 2 ready; the Marine is in
    // the discard pile. Then 5 damage to AT-ST (7 HP): 5 damage on it.
    const state = karabast({ hand: ['SHD_154'], resources: ['SOR_095', ...thugs(9)] }, { groundArena: ['SOR_232'] });
    const r = run(state, play('Wrecker'), [RESOLVE, /^Battlefield Marine/, /^0$/, /^AT-ST/]);
    const s = ok(r);
    expect(s.player1.resources).toHaveLength(9);
    expect(readyCount(s)).toBe(2);
    expect(names(s, 'player1', 'discard')).toEqual(['Battlefield Marine']);
    expect(s.player2.groundArena[0]!.damage).toBe(5);
    // The choice of ready/exhausted offered 0 or 1 (2 ready, 8 exhausted, 1 leaving).
    expect(r.prompts[2]!.options.map((o) => o.label)).toEqual(['0', '1']);
  });

  it('SHD_154 Wrecker: declining defeats nothing and deals nothing (8.9.1)', () => {
    const state = karabast({ hand: ['SHD_154'], resources: ['SOR_095', ...thugs(9)] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('Wrecker'), [DECLINE]));
    expect(s.player1.resources).toHaveLength(10);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });

  it('SHD_154 Wrecker with anonymous resources: which card would be defeated is not in the state - UNSUPPORTED, not a guess', () => {
    const r = run(karabast({ hand: ['SHD_154'] }, { groundArena: ['SOR_232'] }), play('Wrecker'), [RESOLVE]);
    expect(r.result.status).toBe('UNSUPPORTED');
  });

  it('SOR_197 Lando Calrissian "When Played: Return up to 2 friendly resources to their owners\' hands."', () => {
    // Lando costs 6 + 4 (Cunning and Heroism not provided) = 10 of 12: 2 ready. Returning Marine and Braggart, both
    // as ready ones (2 ready leaving): 10 resources, 0 ready; both cards in hand.
    const state = karabast({ hand: ['SOR_197'], resources: ['SOR_095', 'SOR_157', ...thugs(10)] });
    const s = ok(run(state, play('Lando Calrissian'), [[/^Battlefield Marine/, /^Cantina Braggart/], /^2$/]));
    expect(s.player1.resources).toHaveLength(10);
    expect(readyCount(s)).toBe(0);
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine', 'Cantina Braggart']);
  });
});

describe.skipIf(!!skip)('real cards: "Either X or Y" (one of the two, as 8.4.4)', () => {
  it('SOR_189 Leia Organa "When Played: Either ready a resource or exhaust a unit."', () => {
    // Leia costs 2 + 4 (Cunning and Heroism not provided by Vader + Kestro City) = 6 of 20: 14 ready. Readying one: 15.
    const state = karabast({ hand: ['SOR_189'] }, { groundArena: ['wampa'] });
    const ready = ok(run(state, play('Leia Organa'), [/^Ready a resource$/]));
    expect(readyCount(ready)).toBe(15);
    expect(ready.player2.groundArena[0]!.exhausted).toBe(false);
    // The other option: Wampa exhausted, resources stay at 14 ready.
    const exhaust = ok(run(state, play('Leia Organa'), [/^Exhaust a unit$/, /^Wampa/]));
    expect(readyCount(exhaust)).toBe(14);
    expect(exhaust.player2.groundArena[0]!.exhausted).toBe(true);
  });
});

describe.skipIf(!!skip)('real cards: an opponent\'s optional resource effect', () => {
  it('SEC_215 Emissary\'s Sheathipede "When Defeated: Each opponent may ready a resource." - player2 is asked', () => {
    // player1's Sheathipede is defeated; player2 (0 ready of 3) accepts: 1 ready. player1's resources are untouched.
    const state = karabast({ spaceArena: ['SEC_215'], resources: { readyCount: 0, exhaustedCount: 3 } }, { resources: { readyCount: 0, exhaustedCount: 3 } });
    const r = run(state, defeat("Emissary's Sheathipede"), [RESOLVE]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player2');
    expect(readyCount(s, 'player2')).toBe(1);
    expect(readyCount(s, 'player1')).toBe(0);
    const declined = ok(run(state, defeat("Emissary's Sheathipede"), [DECLINE]));
    expect(readyCount(declined, 'player2')).toBe(0);
  });
});

describe.skipIf(!!skip)('real cards: "Exhaust a resource." (anyone\'s)', () => {
  it('SEC_216 Regulations Bureaucrat "Action [Exhaust]: Exhaust a resource." - the controller picks whose', () => {
    // player2 has 3 ready resources: exhausting one of theirs leaves 2; player1's 20 stay ready.
    const state = karabast({ groundArena: ['SEC_216'] }, { resources: { readyCount: 3, exhaustedCount: 0 } });
    const r = run(state, { type: 'useAbility', player: 'player1', card: 'Regulations Bureaucrat' }, [/^player2's resources$/]);
    const s = ok(r);
    expect(readyCount(s, 'player2')).toBe(2);
    expect(readyCount(s, 'player1')).toBe(20);
    // Only players with a ready resource are offered: player1 (20 ready) and player2 (3 ready).
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual(["player1's resources", "player2's resources"]);
  });
});
