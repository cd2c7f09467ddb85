// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "refs2" family (issue 7):
// sentences that name again what the trigger found ("it": the unit whose attack ended; "that base": the base dealt
// combat damage). Each expected outcome is worked out by hand from the printed text (quoted in the test name), the
// card data and the Comprehensive Rules; the compiled definition is never read here. player1: Darth Vader
// (Aggression, Villainy) + Kestro City (Aggression), 20 ready resources. Bases have 30 HP. Fodder (no ability text):
// Battlefield Marine 3/3 cost 2 (SOR_095); Wampa 4/5 cost 4 with Overwhelm (SOR_164); TIE/ln Fighter 2/1 space
// Vehicle token-like unit (tieln-fighter); the X-Wing token is a 2/2 space unit.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, play, skipReason, withCards } from './card-checks.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (refs2: naming again what the trigger found) did not run: ${skipReason}`);

const { lookup } = realCardLookup();
const run = (state: object, action: object, steps: Step[] = []) => ok(driveReal(lookup, state, action, steps));
const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard') => s[p][zone].map((c) => lookup(c.card)?.name);
const ground = (s: SwuState, p: 'player1' | 'player2') => s[p].groundArena.map((u) => lookup(u.card)?.name);

const ANAKIN = 'LAW_088';
// "When a friendly unit's attack ends: If no other units have attacked this phase, you may return it to its owner's
// hand. If you do, heal 2 damage from your base." Anakin Skywalker is a 2/4 (no other ability).
// The phase's history starts empty (the engine refuses to guess what attacked earlier this phase).
const noHistory = { thisPhase: { played: [], defeated: [], attacks: [] } };
const anakinState = (p2: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => withCards([ANAKIN], { groundArena: [ANAKIN, 'battlefield-marine'], base: { card: 'kestro-city', damage: 5 } }, p2, { ...noHistory, ...extra });

describe.skipIf(!!skipReason)('real cards: LAW_088 Anakin Skywalker, "it" is the unit whose attack ended', () => {
  it('"... you may return it to its owner\'s hand. If you do, heal 2 damage from your base.": the first attack of the phase', () => {
    // Battlefield Marine attacks player2's base (3 damage): its attack ends, no other unit attacked this phase, player1
    // resolves: the Marine goes to player1's hand (its owner), and player1's base heals 2 (5 -> 3). Anakin stays.
    const s = run(anakinState(), attack('Battlefield Marine', 'base'), [/^Resolve$/]);
    expect(s.player2.base.damage).toBe(3);
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
    expect(ground(s, 'player1')).toEqual(['Anakin Skywalker']);
    expect(s.player1.base.damage).toBe(3);
  });

  it('Anakin\'s own attack ends: "a friendly unit" includes Anakin, who returns to the hand', () => {
    // Anakin (2 power) attacks the base: 2 damage, then he may return himself; resolved: he is in player1's hand,
    // base 5 -> 3.
    const s = run(anakinState(), attack('Anakin Skywalker', 'base'), [/^Resolve$/]);
    expect(s.player2.base.damage).toBe(2);
    expect(names(s, 'player1', 'hand')).toEqual(['Anakin Skywalker']);
    expect(s.player1.base.damage).toBe(3);
  });

  it('"you may": declined, the unit stays and nothing is healed', () => {
    const s = run(anakinState(), attack('Battlefield Marine', 'base'), [/^Decline$/]);
    expect(ground(s, 'player1')).toEqual(['Anakin Skywalker', 'Battlefield Marine']);
    expect(s.player1.hand).toEqual([]);
    expect(s.player1.base.damage).toBe(5);
  });

  it('"If no other units have attacked this phase": after an enemy unit attacked, nothing is offered', () => {
    // player2 (to act first) attacks player1's base with Wampa (4: base 5 -> 9); then player1's Marine attacks the
    // base: another unit (Wampa) attacked this phase, so no prompt; the Marine stays, nothing is healed.
    const state = anakinState({ groundArena: ['wampa'] }, { activePlayer: 'player2' });
    const afterWampa = run(state, attack('Wampa', 'base', 'player2'));
    expect(afterWampa.player1.base.damage).toBe(9);
    const s = run(afterWampa, attack('Battlefield Marine', 'base'));
    expect(ground(s, 'player1')).toEqual(['Anakin Skywalker', 'Battlefield Marine']);
    expect(s.player1.base.damage).toBe(9);
    expect(s.player2.base.damage).toBe(3);
  });

  it('an enemy unit\'s attack is not "a friendly unit\'s attack": player2\'s Wampa attacking triggers nothing', () => {
    // Wampa attacks player1's base (5 -> 9): no prompt to either player, Wampa stays in play.
    const state = withCards([ANAKIN], { groundArena: [ANAKIN], base: { card: 'kestro-city', damage: 5 } }, { groundArena: ['wampa'] }, { ...noHistory, activePlayer: 'player2' });
    const s = run(state, attack('Wampa', 'base', 'player2'));
    expect(ground(s, 'player2')).toEqual(['Wampa']);
    expect(s.player1.base.damage).toBe(9);
  });

  it('the attacker was defeated in the attack: it is not returned from the discard pile (8.24.1) and nothing is healed', () => {
    // The Marine (3/3) attacks Wampa (4/5): Wampa deals 4, the Marine is defeated (in player1's discard pile); its
    // attack ends with it out of play, so "return it to its owner's hand" can't happen and "if you do" does not.
    const state = anakinState({ groundArena: ['wampa'] });
    const s = run(state, attack('Battlefield Marine', 'Wampa'));
    expect(names(s, 'player1', 'discard')).toEqual(['Battlefield Marine']);
    expect(s.player1.hand).toEqual([]);
    expect(s.player1.base.damage).toBe(5);
    expect(s.player2.groundArena[0]!.damage).toBe(3);
  });
});

const COMMANDO = 'SEC_150';

describe.skipIf(!!skipReason)('real cards: SEC_150 Valiant Commando, "that base" is the base it dealt combat damage to', () => {
  it('"When this unit deals combat damage to a base: You may defeat this unit. If you do, deal 3 damage to that base."', () => {
    // Valiant Commando (3/3) attacks player2's base: 3 combat damage; player1 resolves: the Commando is defeated (in
    // player1's discard pile) and player2's base takes 3 more: 6.
    const s = run(withCards([COMMANDO], { groundArena: [COMMANDO] }), attack('Valiant Commando', 'base'), [/^Resolve$/]);
    expect(s.player2.base.damage).toBe(6);
    expect(s.player1.groundArena).toEqual([]);
    expect(names(s, 'player1', 'discard')).toEqual(['Valiant Commando']);
    expect(s.player1.base.damage).toBe(0);
  });

  it('"You may": declined, the Commando stays and the base has only the combat damage', () => {
    const s = run(withCards([COMMANDO], { groundArena: [COMMANDO] }), attack('Valiant Commando', 'base'), [/^Decline$/]);
    expect(s.player2.base.damage).toBe(3);
    expect(ground(s, 'player1')).toEqual(['Valiant Commando']);
  });

  it('combat damage to a unit is not to a base: attacking Wampa triggers nothing', () => {
    // The Commando deals 3 to Wampa (4/5: survives with 3), Wampa deals 4 back: the Commando is defeated by combat
    // damage, no prompt, no damage to any base.
    const s = run(withCards([COMMANDO], { groundArena: [COMMANDO] }, { groundArena: ['wampa'] }), attack('Valiant Commando', 'Wampa'));
    expect(s.player2.groundArena[0]!.damage).toBe(3);
    expect(s.player2.base.damage).toBe(0);
    expect(names(s, 'player1', 'discard')).toEqual(['Valiant Commando']);
  });
});

const COVERING = 'JTL_076';
const optionsOf = (prompts: { options: { label: string }[] }[]) => prompts.flatMap((p) => p.options.map((o) => o.label));

describe.skipIf(!!skipReason)('real cards: JTL_076 Covering the Wing, "another unit" is other than the token it created', () => {
  it('"Create an X-Wing token. You may give a Shield token to another unit.": the Marine gets it, the new X-Wing is not offered', () => {
    // The event creates an X-Wing token (player1's space arena, exhausted, 1.5.4B); the Shield token may go to any unit
    // but that X-Wing (8.18.2: "another" separates the first card affected from the next): the Marine or player2's
    // Wampa are offered; the Marine gets it.
    const r = driveReal(lookup, withCards([COVERING], { hand: [COVERING], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Covering the Wing'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /X-Wing/.test(l))).toBe(false);
    expect(optionsOf(r.prompts).some((l) => /Wampa/.test(l))).toBe(true);
    expect(s.player1.spaceArena).toHaveLength(1);
    expect(s.player1.spaceArena[0]!.exhausted).toBe(true);
    expect(s.player1.spaceArena[0]!.upgrades).toEqual([]);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('"You may": declined, no Shield token anywhere; with no other unit nothing is offered', () => {
    const declined = run(withCards([COVERING], { hand: [COVERING], groundArena: ['battlefield-marine'] }), play('Covering the Wing'), [/^Decline/]);
    expect(declined.player1.groundArena[0]!.upgrades).toEqual([]);
    expect(declined.player1.spaceArena[0]!.upgrades).toEqual([]);
    // Only the new X-Wing is in play: no unit can get the Shield token, no prompt (1.3.2).
    const alone = run(withCards([COVERING], { hand: [COVERING] }), play('Covering the Wing'));
    expect(alone.player1.spaceArena).toHaveLength(1);
    expect(alone.player1.spaceArena[0]!.upgrades).toEqual([]);
  });
});

const VICTOR = 'JTL_086';

describe.skipIf(!!skipReason)('real cards: JTL_086 Wingman Victor Three, "another unit" is other than the attached unit (errata)', () => {
  it('"When played as an upgrade: You may give an Experience token to another unit." (errata: "a unit other than the attached unit")', () => {
    // Piloting the TIE/ln Fighter (Piloting cost 1): the TIE/ln is not offered; the Marine gets the Experience token.
    const offered: string[] = [];
    const asPilot = { type: 'play', player: 'player1', card: VICTOR, as: 'upgrade', target: 'TIE/ln Fighter' };
    const state = withCards([VICTOR], { hand: [VICTOR], groundArena: ['battlefield-marine'], spaceArena: ['tieln-fighter'] });
    const r = driveReal(lookup, state, asPilot, [/^Battlefield Marine/]);
    const s = ok(r);
    offered.push(...optionsOf(r.prompts));
    expect(offered.some((l) => /TIE\/ln/.test(l))).toBe(false);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['experience']);
    expect(s.player1.spaceArena[0]!.upgrades.map((u) => u.card)).toEqual([VICTOR]);
  });

  it('played as a unit it has no such ability; as an upgrade with no other unit, nothing is offered', () => {
    // As a unit (cost 3) the "When played as an upgrade" ability is not there: no prompt, no token.
    const asUnit = run(withCards([VICTOR], { hand: [VICTOR], groundArena: ['battlefield-marine'] }), play('Wingman Victor Three'));
    expect(asUnit.player1.groundArena.flatMap((u) => u.upgrades)).toEqual([]);
    // Piloting the only unit: no unit other than the attached one, nothing to choose (1.3.2).
    const asPilot = { type: 'play', player: 'player1', card: VICTOR, as: 'upgrade', target: 'TIE/ln Fighter' };
    const alone = run(withCards([VICTOR], { hand: [VICTOR], spaceArena: ['tieln-fighter'] }), asPilot);
    expect(alone.player1.spaceArena[0]!.upgrades.map((u) => u.card)).toEqual([VICTOR]);
  });
});

const KRRSANTAN = 'LAW_084';
const useKrrsantan = { type: 'useAbility', player: 'player1', card: 'Krrsantan' };

describe.skipIf(!!skipReason)('real cards: LAW_084 Krrsantan, "Return this unit to your hand" (errata: its owner\'s hand)', () => {
  it('"Action [discard 2 cards from your hand]: Return this unit to your hand (from play).": 2 cards discarded, Krrsantan in hand', () => {
    // Hand: 2 Marines. The cost discards both (to player1's discard pile), then Krrsantan returns to player1's hand.
    const state = withCards([KRRSANTAN], { hand: ['battlefield-marine', 'battlefield-marine'], groundArena: [KRRSANTAN] });
    const s = run(state, useKrrsantan);
    expect(s.player1.groundArena).toEqual([]);
    expect(names(s, 'player1', 'hand')).toEqual(['Krrsantan']);
    expect(names(s, 'player1', 'discard')).toEqual(['Battlefield Marine', 'Battlefield Marine']);
  });

  it('the errata\'s "owner\'s hand": player2 controls player1\'s Krrsantan, uses it, and it goes to player1\'s hand', () => {
    // player2 controls Krrsantan (owned by player1) and discards their 2 cards: Krrsantan leaves player2's arena for
    // its owner's hand (8.24), player1's.
    const state = withCards([KRRSANTAN], {}, { hand: ['battlefield-marine', 'battlefield-marine'], groundArena: [{ card: KRRSANTAN, owner: 'player1' }] }, { activePlayer: 'player2' });
    const s = run(state, { ...useKrrsantan, player: 'player2' });
    expect(s.player2.groundArena).toEqual([]);
    expect(names(s, 'player1', 'hand')).toEqual(['Krrsantan']);
    expect(s.player2.hand).toEqual([]);
  });

  it('with 1 card in hand the cost can\'t be paid: the action is refused and Krrsantan stays', () => {
    const state = withCards([KRRSANTAN], { hand: ['battlefield-marine'], groundArena: [KRRSANTAN] });
    const r = driveReal(lookup, state, useKrrsantan);
    expect(r.result.status).toBe('INVALID');
    expect(r.result.errors.length).toBeGreaterThan(0);
  });
});

const TREE = 'LAW_132';
// "An enemy unit loses all abilities for this phase. If it costs 3 or less, defeat it." (4-cost Vigilance event.)
// Perimeter AT-RT (JTL_068): 3/5, cost 4, Sentinel. Cloud-Rider Veteran (LAW_181): 1/4, cost 2.
const turn = (s: SwuState) => ({ ...s, activePlayer: 'player1' });

describe.skipIf(!!skipReason)('real cards: LAW_132 The Tree Remembers, "it" is the enemy unit that lost its abilities', () => {
  it('"If it costs 3 or less, defeat it.": the 2-cost Cloud-Rider Veteran is defeated; player1\'s own Marine is not offered', () => {
    const state = withCards([TREE, 'LAW_181'], { hand: [TREE], groundArena: ['battlefield-marine'] }, { groundArena: ['LAW_181', 'JTL_068'] });
    const r = driveReal(lookup, state, play('The Tree Remembers'), [/^Cloud-Rider Veteran/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(ground(s, 'player2')).toEqual(['Perimeter AT-RT']);
    expect(names(s, 'player2', 'discard')).toEqual(['Cloud-Rider Veteran']);
    expect(ground(s, 'player1')).toEqual(['Battlefield Marine']);
  });

  it('cost exactly 3 is "3 or less": Valiant Commando (cost 3) is defeated', () => {
    const state = withCards([TREE, COMMANDO], { hand: [TREE] }, { groundArena: [COMMANDO, 'JTL_068'] });
    const s = run(state, play('The Tree Remembers'), [/^Valiant Commando/]);
    expect(names(s, 'player2', 'discard')).toEqual(['Valiant Commando']);
  });

  it('a 4-cost unit stays but loses its abilities: the AT-RT has no Sentinel, so player1\'s Marine may attack the base', () => {
    // Perimeter AT-RT costs 4: not defeated. It lost Sentinel for this phase (8.14.2): player1's Marine (3 power) may
    // attack player2's base (6.3.2B would forbid it while a Sentinel is there): 3 damage.
    const state = withCards([TREE, 'JTL_068'], { hand: [TREE], groundArena: ['battlefield-marine'] }, { groundArena: ['JTL_068'] });
    const played = run(state, play('The Tree Remembers'), [/^Perimeter AT-RT/]);
    expect(ground(played, 'player2')).toEqual(['Perimeter AT-RT']);
    const s = run(turn(played), attack('Battlefield Marine', 'base'));
    expect(s.player2.base.damage).toBe(3);
  });

  it('control: without the event the AT-RT\'s Sentinel forbids attacking the base', () => {
    const state = withCards(['JTL_068'], { groundArena: ['battlefield-marine'] }, { groundArena: ['JTL_068'] });
    expect(driveReal(lookup, state, attack('Battlefield Marine', 'base')).result.status).toBe('INVALID');
  });
});

const HAND = 'JTL_089';
// "When Played/When this unit completes an attack (and survives): You may search the top 8 cards of your deck for a
// Droid unit, reveal it, and draw it. If it costs 2 or less, you may play it for free." The Invisible Hand: 6/6 space,
// cost 6, Command Villainy (player1's Vader + Kestro City give Aggression and Villainy: +2 for Command, 8.1.1) = 8.
// Imperial Dark Trooper (SEC_080): Droid 3/3 ground, cost 2, Command Villainy, no ability text. Super Battle Droid
// (TWI_230): Droid 4/3 ground, cost 3, no ability text.
const handState = () => withCards([HAND, 'SEC_080', 'TWI_230'], { hand: [HAND], deck: ['battlefield-marine', 'SEC_080', 'TWI_230', 'battlefield-marine'] });
const exhaustedResources = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;

describe.skipIf(!!skipReason)('real cards: JTL_089 The Invisible Hand, "it" is the card the search drew', () => {
  it('"If it costs 2 or less, you may play it for free": the 2-cost Dark Trooper is drawn and played, paying nothing', () => {
    // The Invisible Hand costs 8 (6 + 2 aspect penalty). The search shows the 4 cards; the Dark Trooper is drawn, then
    // played for free (8.1.3: no cost, no aspect penalty): 8 resources exhausted in all. The other 3 cards go to the
    // bottom of the deck (8.26.2).
    const s = run(handState(), play('The Invisible Hand'), [/^Resolve$/, /^Imperial Dark Trooper/, /^Resolve$/]);
    expect(ground(s, 'player1')).toEqual(['Imperial Dark Trooper']);
    expect(s.player1.hand).toEqual([]);
    expect(exhaustedResources(s)).toBe(8);
    expect(s.player1.deck).toHaveLength(3);
  });

  it('the "may" to play it declined: the Dark Trooper stays in hand', () => {
    const s = run(handState(), play('The Invisible Hand'), [/^Resolve$/, /^Imperial Dark Trooper/, /^Decline$/]);
    expect(names(s, 'player1', 'hand')).toEqual(['Imperial Dark Trooper']);
    expect(s.player1.groundArena).toEqual([]);
    expect(exhaustedResources(s)).toBe(8);
  });

  it('a 3-cost Droid is drawn but not offered to play; the Marine (no Droid) is not offered by the search', () => {
    const r = driveReal(lookup, handState(), play('The Invisible Hand'), [/^Resolve$/, /^Super Battle Droid/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(names(s, 'player1', 'hand')).toEqual(['Super Battle Droid']);
    expect(s.player1.groundArena).toEqual([]);
  });

  it('a Pilot found this way is played as a unit only (the card\'s ruling): no Piloting choice though a Vehicle could take it', () => {
    // Astromech Pilot (JTL_057): Droid Pilot 1/3 ground, cost 1, with Piloting. The Invisible Hand (a space Vehicle
    // without a Pilot) is in play as it resolves, yet the Pilot is played as a unit, for free: no "as an upgrade" prompt.
    const state = withCards([HAND, 'JTL_057'], { hand: [HAND], deck: ['JTL_057', 'battlefield-marine'] });
    const s = run(state, play('The Invisible Hand'), [/^Resolve$/, /^Astromech Pilot/, /^Resolve$/]);
    expect(ground(s, 'player1')).toEqual(['Astromech Pilot']);
    expect(s.player1.spaceArena[0]!.upgrades).toEqual([]);
    expect(exhaustedResources(s)).toBe(8);
  });

  it('the search declined: nothing drawn, nothing played', () => {
    const s = run(handState(), play('The Invisible Hand'), [/^Decline$/]);
    expect(s.player1.hand).toEqual([]);
    expect(s.player1.deck).toHaveLength(4);
    expect(s.player1.groundArena).toEqual([]);
  });
});

const RIEEKAN = 'SHD_103';
// "When Played/On Attack: Choose a friendly unit. If it has Sentinel, give an Experience token to it. Otherwise, it
// gains Sentinel for this phase." General Rieekan: 5/7 ground, cost 6 (Command Heroism: +2 +2 aspect penalty here).

describe.skipIf(!!skipReason)('real cards: SHD_103 General Rieekan, "it" is the friendly unit chosen', () => {
  it('"If it has Sentinel, give an Experience token to it": the Perimeter AT-RT (Sentinel) gets the token; enemies not offered', () => {
    const state = withCards([RIEEKAN, 'JTL_068'], { hand: [RIEEKAN], groundArena: ['JTL_068'] }, { groundArena: ['wampa'] });
    const r = driveReal(lookup, state, play('General Rieekan'), [/^Perimeter AT-RT/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Wampa/.test(l))).toBe(false);
    expect(optionsOf(r.prompts).some((l) => /General Rieekan/.test(l))).toBe(true);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['experience']);
  });

  it('"Otherwise, it gains Sentinel for this phase": the Marine gets no token but Sentinel: player2\'s Wampa must attack it', () => {
    // After Rieekan's When Played the Marine has Sentinel (7.5.11): player2's Wampa can't attack Rieekan or the base
    // (6.3.2B), only the Marine.
    const state = withCards([RIEEKAN], { hand: [RIEEKAN], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('General Rieekan'), [/^Battlefield Marine/]);
    expect(s.player1.groundArena.flatMap((u) => u.upgrades)).toEqual([]);
    const wampa = { ...s, activePlayer: 'player2' };
    expect(driveReal(lookup, wampa, attack('Wampa', 'base', 'player2')).result.status).toBe('INVALID');
    expect(driveReal(lookup, wampa, attack('Wampa', 'General Rieekan', 'player2')).result.status).toBe('INVALID');
    const attacked = run(wampa, attack('Wampa', 'Battlefield Marine', 'player2'));
    expect(names(attacked, 'player1', 'discard')).toEqual(['Battlefield Marine']);
  });

  it('choosing Rieekan himself (no Sentinel of his own): he gains it, not the Marine; Wampa must attack him', () => {
    const state = withCards([RIEEKAN], { hand: [RIEEKAN], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('General Rieekan'), [/^General Rieekan/]);
    expect(s.player1.groundArena.flatMap((u) => u.upgrades)).toEqual([]);
    // Rieekan has Sentinel now: Wampa may not attack the base, may attack Rieekan; the Marine may not be attacked.
    const wampa = { ...s, activePlayer: 'player2' };
    expect(driveReal(lookup, wampa, attack('Wampa', 'base', 'player2')).result.status).toBe('INVALID');
    expect(driveReal(lookup, wampa, attack('Wampa', 'Battlefield Marine', 'player2')).result.status).toBe('INVALID');
    // Wampa (4/5) attacks Rieekan (5/7): 4 damage to him, 5 back defeats Wampa.
    const attacked = run(wampa, attack('Wampa', 'General Rieekan', 'player2'));
    expect(attacked.player1.groundArena.find((u) => lookup(u.card)?.name === 'General Rieekan')!.damage).toBe(4);
    expect(attacked.player2.groundArena).toEqual([]);
  });

  it('On Attack as well: Rieekan attacks, the AT-RT (Sentinel) gets an Experience token', () => {
    const state = withCards([RIEEKAN, 'JTL_068'], { groundArena: [RIEEKAN, 'JTL_068'] });
    const s = run(state, attack('General Rieekan', 'base'), [/^Perimeter AT-RT/]);
    expect(s.player2.base.damage).toBe(5);
    expect(s.player1.groundArena[1]!.upgrades.map((u) => u.card)).toEqual(['experience']);
  });
});

const UNDERCOVER = 'SEC_236';
// "Ready a unit that was played this phase. If it costs 3 or less, create a Spy token." (3-cost Cunning event.) The
// Spy token: a 0/2 ground unit, created exhausted. The phase's history lists the units played (by instance id).
const playedThisPhase = (...units: [string, string, 'player1' | 'player2'][]) => ({ thisPhase: { played: units.map(([id, card, player]) => ({ player, id, card, as: 'unit' })), defeated: [], attacks: [] } });
const spies = (s: SwuState) => s.player1.groundArena.filter((u) => lookup(u.card)?.name === 'Spy').length;

describe.skipIf(!!skipReason)('real cards: SEC_236 Undercover Operation, "it" is the unit played this phase that was readied', () => {
  it('the Marine (cost 2, played this phase) is readied, and it costs 3 or less: a Spy token; the Wampa (not played) is not offered', () => {
    const state = withCards([UNDERCOVER], { hand: [UNDERCOVER], groundArena: [{ card: 'battlefield-marine', id: 'm1', exhausted: true }, { card: 'wampa', id: 'w1', exhausted: true }] }, {}, playedThisPhase(['m1', 'battlefield-marine', 'player1']));
    const r = driveReal(lookup, state, play('Undercover Operation'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Wampa/.test(l))).toBe(false);
    expect(s.player1.groundArena.find((u) => u.id === 'm1')!.exhausted).toBe(false);
    expect(s.player1.groundArena.find((u) => u.id === 'w1')!.exhausted).toBe(true);
    expect(spies(s)).toBe(1);
  });

  it('an enemy unit played this phase may be readied too ("a unit"); Wampa costs 4: no Spy token', () => {
    const state = withCards([UNDERCOVER], { hand: [UNDERCOVER] }, { groundArena: [{ card: 'wampa', id: 'w2', exhausted: true }] }, playedThisPhase(['w2', 'wampa', 'player2']));
    const s = run(state, play('Undercover Operation'), [/^Wampa/]);
    expect(s.player2.groundArena[0]!.exhausted).toBe(false);
    expect(spies(s)).toBe(0);
  });

  it('no unit was played this phase: nothing is readied and no Spy token is created', () => {
    const state = withCards([UNDERCOVER], { hand: [UNDERCOVER], groundArena: [{ card: 'battlefield-marine', id: 'm1', exhausted: true }] }, {}, playedThisPhase());
    const s = run(state, play('Undercover Operation'));
    expect(s.player1.groundArena[0]!.exhausted).toBe(true);
    expect(spies(s)).toBe(0);
  });
});

const SALVAGE = 'JTL_121';
// "Play a Vehicle unit from your discard pile (paying its cost). Then, deal 1 damage to it." Salvage: cost 0, Command
// (+2 aspect penalty here). Perimeter AT-RT (JTL_068): Vehicle 3/5, cost 4, Vigilance (+2).

describe.skipIf(!!skipReason)('real cards: JTL_121 Salvage, "it" is the Vehicle unit played from the discard pile', () => {
  it('the AT-RT is played from the discard pile paying its cost, then dealt 1 damage; the Marine (no Vehicle) is not offered', () => {
    // Salvage 0 + 2, the AT-RT 4 + 2: 8 resources exhausted. The AT-RT enters play, then is dealt 1 damage (8.28).
    const state = withCards([SALVAGE, 'JTL_068'], { hand: [SALVAGE], discard: ['JTL_068', 'battlefield-marine'] });
    const r = driveReal(lookup, state, play('Salvage'), [/^Perimeter AT-RT/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(ground(s, 'player1')).toEqual(['Perimeter AT-RT']);
    expect(s.player1.groundArena[0]!.damage).toBe(1);
    expect(s.player1.resources.filter((r) => r.exhausted).length).toBe(8);
    expect(names(s, 'player1', 'discard')).toEqual(['Battlefield Marine', 'Salvage']);
  });

  it('no Vehicle unit in the discard pile: nothing is played and no damage is dealt', () => {
    const s = run(withCards([SALVAGE], { hand: [SALVAGE], discard: ['battlefield-marine'], groundArena: ['wampa'] }), play('Salvage'));
    expect(ground(s, 'player1')).toEqual(['Wampa']);
    expect(s.player1.groundArena[0]!.damage).toBe(0);
  });
});

const L3 = 'SHD_197';
// "When Played: You may rescue a captured card. If you don't, give a Shield token to this unit." L3-37: 2/2 ground.
// player2's Wampa guards player1's Battlefield Marine (8.33).
const guardedState = () => withCards([L3], { hand: [L3] }, { groundArena: [{ card: 'wampa', capturedUnits: [{ card: 'battlefield-marine', owner: 'player1' }] }] });
const l3 = (s: SwuState) => s.player1.groundArena.find((u) => lookup(u.card)?.name === 'L3-37')!;

describe.skipIf(!!skipReason)('real cards: SHD_197 L3-37, "If you don\'t" after rescuing a captured card', () => {
  it('rescued: the Marine enters play under player1\'s control, exhausted (8.33.3); L3-37 gets no Shield token', () => {
    const s = run(guardedState(), play('L3-37'), [/^Resolve$/, /Battlefield Marine/]);
    expect(s.player2.groundArena[0]!.capturedUnits).toEqual([]);
    const marine = s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Battlefield Marine')!;
    expect(marine.exhausted).toBe(true);
    expect(l3(s).upgrades).toEqual([]);
  });

  it('"If you don\'t": declined, the Marine stays captured and L3-37 gets a Shield token', () => {
    const s = run(guardedState(), play('L3-37'), [/^Decline$/]);
    expect(s.player2.groundArena[0]!.capturedUnits).toHaveLength(1);
    expect(l3(s).upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Shield']);
  });

  it('no captured card anywhere: nothing can be rescued, so she gets the Shield token', () => {
    const s = run(withCards([L3], { hand: [L3] }), play('L3-37'), [/^Resolve$/]);
    expect(l3(s).upgrades.map((u) => lookup(u.card)?.name)).toEqual(['Shield']);
  });
});

const ROSE = 'SHD_045';
// "On Attack: You may defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit."
// Rose Tico: 2/6 ground. Shield and Experience tokens are upgrades (3.7.5, 3.7.6).
const tokenNames = (u: { upgrades: { card: string }[] }) => u.upgrades.map((x) => lookup(x.card)?.name);
const roseState = () => withCards([ROSE], { groundArena: [{ card: ROSE, upgrades: ['shield'] }, { card: 'battlefield-marine', upgrades: ['shield'] }] }, { groundArena: [{ card: 'wampa', upgrades: ['shield'] }] });

describe.skipIf(!!skipReason)('real cards: SHD_045 Rose Tico, "that unit" is the unit the Shield token was on', () => {
  it('the Marine\'s Shield token is defeated: the Marine gets 2 Experience tokens; Rose keeps hers; the enemy\'s is not offered', () => {
    const r = driveReal(lookup, roseState(), attack('Rose Tico', 'base'), [/^Resolve$/, /Battlefield Marine/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Wampa/.test(l))).toBe(false);
    expect(tokenNames(s.player1.groundArena[1]!)).toEqual(['Experience', 'Experience']);
    expect(tokenNames(s.player1.groundArena[0]!)).toEqual(['Shield']);
    expect(tokenNames(s.player2.groundArena[0]!)).toEqual(['Shield']);
    expect(s.player2.base.damage).toBe(2);
  });

  it('her own Shield token may be the one: Rose gets the 2 Experience tokens (4 power when she deals combat damage)', () => {
    // On Attack resolves before combat damage (6.3.3): Rose is 2 + 2 = 4 power when she deals it: base 4.
    const s = run(roseState(), attack('Rose Tico', 'base'), [/^Resolve$/, /Rose Tico/]);
    expect(tokenNames(s.player1.groundArena[0]!)).toEqual(['Experience', 'Experience']);
    expect(tokenNames(s.player1.groundArena[1]!)).toEqual(['Shield']);
    expect(s.player2.base.damage).toBe(4);
  });

  it('"You may": declined, no token is defeated or given', () => {
    const s = run(roseState(), attack('Rose Tico', 'base'), [/^Decline$/]);
    expect(tokenNames(s.player1.groundArena[1]!)).toEqual(['Shield']);
    expect(s.player2.base.damage).toBe(2);
  });
});

const NIHILUS = 'SEC_244';
// "When Played/On Attack: Deal 3 damage to the unit with the least remaining HP among other units. (If multiple units
// are tied, choose one.) If it's a non-Vehicle unit, give an Experience token to this unit." Darth Nihilus: 6/6, cost 7,
// Villainy (no aspect penalty with Vader). Remaining HP (1.11.6) = HP - damage.
const nihilus = (s: SwuState) => s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Darth Nihilus')!;

describe.skipIf(!!skipReason)('real cards: SEC_244 Darth Nihilus, "it" is the unit with the least remaining HP', () => {
  it('the enemy Marine (3 remaining) is dealt 3 and defeated; it was a non-Vehicle unit (8.11): Nihilus gets an Experience token', () => {
    // Other units: the Marine (3/3: 3 remaining) and Wampa (4/5: 5 remaining): the Marine is the least.
    const r = driveReal(lookup, withCards([NIHILUS], { hand: [NIHILUS] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Darth Nihilus'), [/Battlefield Marine/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Wampa/.test(l))).toBe(false);
    expect(ground(s, 'player2')).toEqual(['Wampa']);
    expect(tokenNames(nihilus(s))).toEqual(['Experience']);
  });

  it('the least is a Vehicle (the damaged AT-RT, 2 remaining): it is defeated and Nihilus gets nothing', () => {
    const state = withCards([NIHILUS, 'JTL_068'], { hand: [NIHILUS] }, { groundArena: [{ card: 'JTL_068', damage: 3 }, 'battlefield-marine'] });
    const s = run(state, play('Darth Nihilus'), [/Perimeter AT-RT/]);
    expect(ground(s, 'player2')).toEqual(['Battlefield Marine']);
    expect(nihilus(s).upgrades).toEqual([]);
  });

  it('"If multiple units are tied, choose one": both 3-remaining Marines (one friendly) are offered, not the Wampa', () => {
    // player1's own Marine is among "other units" too; choosing it: it is defeated, non-Vehicle: the token.
    const state = withCards([NIHILUS], { hand: [NIHILUS], groundArena: ['battlefield-marine'] }, { groundArena: ['battlefield-marine', 'wampa'] });
    const r = driveReal(lookup, state, play('Darth Nihilus'), [/Battlefield Marine/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).filter((l) => /Battlefield Marine/.test(l))).toHaveLength(2);
    expect(optionsOf(r.prompts).some((l) => /Wampa|Darth Nihilus/.test(l))).toBe(false);
    expect(s.player1.groundArena.length + s.player2.groundArena.length).toBe(3);
    expect(tokenNames(nihilus(s))).toEqual(['Experience']);
  });

  it('a unit that survives (its Shield token prevents the damage) is still a non-Vehicle unit: the token', () => {
    const state = withCards([NIHILUS], { hand: [NIHILUS] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }, 'wampa'] });
    const s = run(state, play('Darth Nihilus'), [/Battlefield Marine/]);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(s.player2.groundArena[0]!.upgrades).toEqual([]);
    expect(tokenNames(nihilus(s))).toEqual(['Experience']);
  });
});

const RETURN = 'SHD_094';
// "Play a unit from your discard pile. It costs 6 less. If it's a Force unit, it costs 8 less instead." Palpatine's
// Return: cost 6, Command Villainy (+2 for Command here) = 8. Darth Nihilus (SEC_244): Force, cost 7, Villainy.
// Krrsantan (LAW_084): not Force, cost 8, Aggression Cunning (+2 for Cunning).
const exhausted = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;

describe.skipIf(!!skipReason)('real cards: SHD_094 Palpatine\'s Return, the reduction of the unit played', () => {
  it('a Force unit costs 8 less instead: Nihilus (7) costs 0, so 8 resources in all (the event\'s)', () => {
    const state = withCards([RETURN, NIHILUS, KRRSANTAN], { hand: [RETURN], discard: [NIHILUS, KRRSANTAN] });
    const s = run(state, play("Palpatine's Return"), [/Darth Nihilus/]);
    expect(ground(s, 'player1')).toEqual(['Darth Nihilus']);
    expect(exhausted(s)).toBe(8);
  });

  it('any other unit costs 6 less: Krrsantan 8 + 2 - 6 = 4, so 12 resources in all', () => {
    const state = withCards([RETURN, NIHILUS, KRRSANTAN], { hand: [RETURN], discard: [NIHILUS, KRRSANTAN] });
    const s = run(state, play("Palpatine's Return"), [/Krrsantan/]);
    expect(ground(s, 'player1')).toEqual(['Krrsantan']);
    expect(exhausted(s)).toBe(12);
  });

  it('with 11 resources (8 for the event, 3 left) Krrsantan (4) is not offered, Nihilus (0) is', () => {
    // 11 ready resources: the event takes 8, 3 are left: Nihilus (0) can be played, Krrsantan (4) can't.
    const state = withCards([RETURN, NIHILUS, KRRSANTAN], { hand: [RETURN], discard: [NIHILUS, KRRSANTAN], resources: 11 });
    const r = driveReal(lookup, state, play("Palpatine's Return"), [/Darth Nihilus/]);
    const s = ok(r);
    expect(optionsOf(r.prompts).some((l) => /Krrsantan/.test(l))).toBe(false);
    expect(ground(s, 'player1')).toEqual(['Darth Nihilus']);
  });
});
