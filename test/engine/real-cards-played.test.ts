// Scenarios on real cards of the "played" family: the unit an effect plays (7.1.6, a modified Play a Card) named by
// the rest of the ability ("it"): "It costs 3 less and enters play ready", "At the start of the regroup phase, defeat
// it" (a delayed effect, 7.7.4), "Give it Ambush for this phase" (in force as it enters play, so Ambush, 2.1/2.4,
// triggers), "and give a Shield token to it". Each expected outcome is worked out by hand from the printed text (quoted
// in the test name) and the Comprehensive Rules; the compiled definition is never read here.
//
// Defaults (builders.ts): player1 leads Darth Vader (Aggression, Villainy) with Kestro City (Aggression), 20 ready
// resources; an aspect icon the leader and base don't provide adds 2 to the cost (8.1.1).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { swuUnitStats } from '../../engine/index.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (played: the card an effect plays) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
/** player2 (active after player1's action, 5.4.1B) passes, then player1 passes: the action phase ends (1.15.6D). */
const toRegroup = (s: SwuState) => ok(run(ok(run(s, { type: 'pass', player: 'player2' })), { type: 'pass', player: 'player1' }, ['none', 'none']));
const useLeader = { type: 'useAbility', player: 'player1', card: 'leader' };
const units = (s: SwuState, p: 'player1' | 'player2') => [...s[p].groundArena, ...s[p].spaceArena];
const named = (s: SwuState, p: 'player1' | 'player2', name: string) => units(s, p).find((u) => lookup(u.card)?.name === name);
const discard = (s: SwuState, p: 'player1' | 'player2') => s[p].discard.map((c) => lookup(c.card)?.name);
const exhaustedResources = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;
const keywords = (s: SwuState, id: string) => swuUnitStats(s, lookup, id)?.keywords.map((k) => k.name) ?? [];
const tokens = (s: SwuState, p: 'player1' | 'player2', name: string) => (named(s, p, name)?.upgrades ?? []).map((u) => lookup(u.card)?.name);

describe.skipIf(!!skip)('real cards: "Play a unit from your hand" and "it" (7.1.6)', () => {
  it('SOR_219 Sneak Attack "Play a unit from your hand. It costs 3 less and enters play ready. At the start of the regroup phase, defeat it."', () => {
    // Sneak Attack (cost 2, Cunning: +2 penalty) = 4; Wampa (cost 4, Aggression: provided) - 3 = 1: 5 resources
    // exhausted. Wampa enters play ready (not exhausted). A delayed effect waits for the regroup phase (7.7.4).
    const s = ok(run(karabast({ hand: ['SOR_219', 'wampa'] }, { passed: true }), play('Sneak Attack'), [/^Wampa/]));
    expect(named(s, 'player1', 'Wampa')?.exhausted).toBe(false);
    expect(exhaustedResources(s)).toBe(5);
    expect(s.delayed).toHaveLength(1);
    // Both players pass: the regroup phase starts (1.15.6D, 5.5.1); at its start Wampa is defeated (5.5.1A), to its
    // owner's discard pile. (5.5.1C: each player declines to resource a card.)
    const after = toRegroup(s);
    expect(named(after, 'player1', 'Wampa')).toBeUndefined();
    expect(discard(after, 'player1')).toContain('Wampa');
    expect(after.delayed).toEqual([]);
  });

  it('SOR_219 Sneak Attack: "it" is only the unit it played - another unit of the same name stays (8.5.4)', () => {
    // player1 already controls a Wampa; Sneak Attack plays the second one. At the regroup phase only that one is
    // defeated: one Wampa stays in play, one is in the discard pile.
    const s = ok(run(karabast({ hand: ['SOR_219', 'wampa'], groundArena: ['wampa'] }, { passed: true }), play('Sneak Attack'), [/^Wampa/]));
    const after = toRegroup(s);
    expect(units(after, 'player1').filter((u) => lookup(u.card)?.name === 'Wampa')).toHaveLength(1);
    expect(discard(after, 'player1').filter((n) => n === 'Wampa')).toHaveLength(1);
  });

  it('SHD_129 Timely Intervention "Play a unit from your hand. Give it Ambush for this phase." - Ambush is there as it enters play', () => {
    // Wampa (4/5, Overwhelm) is played with Ambush (2.1: "When Played: ... may ready and attack an enemy unit"): it
    // readies and attacks Battlefield Marine (3/3): 4 damage defeats the Marine, 1 excess goes to player2's base
    // (Overwhelm), Wampa takes 3. Attacking exhausts it again.
    const state = karabast({ hand: ['SHD_129', 'wampa'] }, { groundArena: ['battlefield-marine'] });
    const r = run(state, play('Timely Intervention'), [/^Wampa/, /Ambush|resolve|yes/i, /^Battlefield Marine/]);
    const s = ok(r);
    const wampa = named(s, 'player1', 'Wampa');
    expect(wampa?.damage).toBe(3);
    expect(wampa?.exhausted).toBe(true);
    expect(named(s, 'player2', 'Battlefield Marine')).toBeUndefined();
    expect(discard(s, 'player2')).toContain('Battlefield Marine');
    expect(s.player2.base.damage).toBe(1);
  });

  it('LOF_076 Soresu Stance "Play a Force unit from your hand (paying its cost) and give a Shield token to it." - only a Force unit is offered', () => {
    // Hand: Fallen Jedi (Force, Villainy, cost 3) and Wampa (Creature): only Fallen Jedi can be chosen. Soresu Stance
    // (1, Vigilance: +2) = 3, Fallen Jedi 3 (Villainy provided): 6 resources. Fallen Jedi gets a Shield token.
    const r = run(karabast({ hand: ['LOF_076', 'LOF_230', 'wampa'] }), play('Soresu Stance'), [/^Fallen Jedi/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Fallen Jedi/)]);
    expect(tokens(s, 'player1', 'Fallen Jedi')).toEqual(['Shield']);
    expect(exhaustedResources(s)).toBe(6);
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toEqual(['Wampa']);
  });

  it('SHD_013 Han Solo (leader) "Play a unit from your hand. It costs 1 less. Deal 2 damage to it."', () => {
    // Han Solo (Aggression, Heroism) + Kestro City: Wampa (4, Aggression) costs 3; it enters play with 2 damage.
    const s = ok(run(karabast({ leader: 'SHD_013', hand: ['wampa'] }), useLeader, [/^Wampa/]));
    expect(named(s, 'player1', 'Wampa')?.damage).toBe(2);
    expect(exhaustedResources(s)).toBe(3);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('SOR_003 Chewbacca (leader) "Play a unit that costs 3 or less from your hand (paying its cost). It gains Sentinel for this phase."', () => {
    // Wampa costs 4: not offered. Battlefield Marine (2, Command Heroism; Chewbacca gives Vigilance Heroism, Kestro
    // City Aggression: +2 for Command) = 4 resources. The Marine has Sentinel for this phase.
    const r = run(karabast({ leader: 'SOR_003', hand: ['battlefield-marine', 'wampa'] }), useLeader, [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(exhaustedResources(s)).toBe(4);
    expect(keywords(s, named(s, 'player1', 'Battlefield Marine')!.id)).toContain('Sentinel');
  });

  it('LAW_144 Phantom "When Played: You may play a Heroism unit from your hand (paying its cost) and give an Experience token to it."', () => {
    // Phantom (2, Command Heroism: +4) = 6. Hand: Battlefield Marine (Heroism, 2, Command Heroism: +4 = 6) and Wampa
    // (no Heroism): only the Marine is offered; it gets an Experience token (3/3 -> 4/4). 12 resources.
    const r = run(karabast({ hand: ['LAW_144', 'battlefield-marine', 'wampa'] }), play('Phantom'), [/resolve|yes|play/i, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(tokens(s, 'player1', 'Battlefield Marine')).toEqual(['Experience']);
    expect(exhaustedResources(s)).toBe(12);
  });

  it('LAW_144 Phantom: declining plays nothing and gives no token', () => {
    const r = run(karabast({ hand: ['LAW_144', 'battlefield-marine'] }), play('Phantom'), [/decline|no|skip/i]);
    const s = ok(r);
    expect(named(s, 'player1', 'Battlefield Marine')).toBeUndefined();
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
  });

  it('SHD_016 Fennec Shand (leader) "Action [C=1, Exhaust]: Play a unit that costs 4 or less from your hand (paying its cost). Give it AMBUSH for this phase."', () => {
    // Fennec Shand (Cunning, Heroism) + Kestro City (Aggression): Wampa (4, Aggression) costs 4, +1 for the action:
    // 5 resources. With Ambush it attacks Battlefield Marine (3/3): Marine defeated, 1 excess to the base
    // (Overwhelm), Wampa takes 3.
    const state = karabast({ leader: 'SHD_016', hand: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, useLeader, [/^Wampa/, /Ambush|resolve|yes/i, /^Battlefield Marine/]));
    expect(exhaustedResources(s)).toBe(5);
    expect(named(s, 'player1', 'Wampa')?.damage).toBe(3);
    expect(s.player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: "At the start of the next action phase, ..." (a delayed effect, 7.7.4; 5.5.2)', () => {
  it('SOR_017 Han Solo (leader) "Action [Exhaust]: Put a card from your hand into play as a resource and ready it. At the start of the next action phase, defeat a resource you control."', () => {
    // 3 ready resources (known cards: which one is defeated is the controller's choice, 1.7.3) + Wampa from hand,
    // readied: 4 resources, all ready; the hand is empty.
    const resources = ['underworld-thug', 'underworld-thug', 'underworld-thug'];
    const s = ok(run(karabast({ leader: 'SOR_017', hand: ['wampa'], resources }, { passed: true }), useLeader, [/^Wampa/]));
    expect(s.player1.resources).toHaveLength(4);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(0);
    expect(s.player1.hand).toHaveLength(0);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(s.delayed).toHaveLength(1);
    // Nothing happens in the regroup phase; when the next round's action phase starts (5.5.2) player1 chooses one
    // of their 4 resources, Wampa, and it is defeated: 3 left, Wampa in player1's discard pile. (Regroup: each
    // player declines to resource a card, 5.5.1C.)
    const next = ok(run(ok(run(s, { type: 'pass', player: 'player2' })), { type: 'pass', player: 'player1' }, ['none', 'none', /^Wampa/]));
    expect(next.phase).toBe('action');
    expect(next.player1.resources).toHaveLength(3);
    expect(discard(next, 'player1')).toEqual(['Wampa']);
    expect(next.player2.resources).toHaveLength(s.player2.resources.length);
    expect(next.delayed).toEqual([]);
  });

  it('SOR_017 Han Solo: the delayed effect waits for the NEXT action phase - nothing is defeated in this one', () => {
    const s = ok(run(karabast({ leader: 'SOR_017', hand: ['wampa'], resources: ['underworld-thug'] }), useLeader, [/^Wampa/]));
    // player2 takes an action in the same phase: still 2 resources.
    const later = ok(run(s, { type: 'pass', player: 'player2' }));
    expect(later.player1.resources).toHaveLength(2);
    expect(later.delayed).toHaveLength(1);
  });
});

describe.skipIf(!!skip)('real cards: "The next unit you play this phase gains Ambush for this phase" (7.7.4A)', () => {
  it('SEC_109 Diplomatic Envoy "When Played: You may disclose Command ... If you do, the next unit you play this phase gains Ambush for this phase."', () => {
    // Envoy is played; player1 discloses Battlefield Marine (Command). player2 passes; player1 plays Wampa (4/5,
    // Overwhelm): it has Ambush as it enters play, readies and attacks player2's Battlefield Marine (3/3): Marine
    // defeated, 1 excess to the base, Wampa takes 3 and is exhausted.
    const state = karabast({ hand: ['SEC_109', 'battlefield-marine', 'wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, play('Diplomatic Envoy'), [[/^Battlefield Marine/]]));
    expect(named(s, 'player1', 'Diplomatic Envoy')?.exhausted).toBe(true);
    const p2 = ok(run(s, { type: 'pass', player: 'player2' }));
    const after = ok(run(p2, play('Wampa'), [/Ambush|resolve|yes/i, /^Battlefield Marine/]));
    expect(named(after, 'player1', 'Wampa')?.damage).toBe(3);
    expect(named(after, 'player2', 'Battlefield Marine')).toBeUndefined();
    expect(after.player2.base.damage).toBe(1);
    // Used up by Wampa: the Marine player1 plays next enters play exhausted with no Ambush prompt (no prompt at all).
    const p2b = ok(run(after, { type: 'pass', player: 'player2' }));
    const third = run(p2b, play('Battlefield Marine'));
    expect(ok(third) && third.prompts).toEqual([]);
    expect(named(third.state, 'player1', 'Battlefield Marine')?.exhausted).toBe(true);
  });

  it('SEC_109 Diplomatic Envoy: declining to disclose gives the next unit nothing', () => {
    const state = karabast({ hand: ['SEC_109', 'battlefield-marine', 'wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, play('Diplomatic Envoy'), [/decline|no|skip/i]));
    const p2 = ok(run(s, { type: 'pass', player: 'player2' }));
    const after = run(p2, play('Wampa'));
    expect(ok(after) && after.prompts).toEqual([]);
    expect(named(after.state, 'player1', 'Wampa')?.damage).toBe(0);
  });

  it('LOF_180 Deceptive Shade "When Defeated: The next unit you play this phase gains Ambush for this phase."', () => {
    // Shade (2/3) attacks player2's Wampa (4/5): Wampa takes 2, Shade takes 4 and is defeated. player2 passes; player1
    // plays Battlefield Marine (3/3) with Ambush: it attacks Wampa (2 damage + 3 = 5 = its HP): Wampa defeated, the
    // Marine takes 4 and is defeated too.
    const state = karabast({ groundArena: ['LOF_180'], hand: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = ok(run(state, { type: 'attack', player: 'player1', attacker: 'Deceptive Shade', target: 'Wampa' }));
    expect(discard(s, 'player1')).toEqual(['Deceptive Shade']);
    expect(named(s, 'player2', 'Wampa')?.damage).toBe(2);
    const p2 = ok(run(s, { type: 'pass', player: 'player2' }));
    const after = ok(run(p2, play('Battlefield Marine'), [/Ambush|resolve|yes/i, /^Wampa/]));
    expect(named(after, 'player2', 'Wampa')).toBeUndefined();
    expect(discard(after, 'player2')).toEqual(['Wampa']);
    expect(discard(after, 'player1')).toEqual(['Deceptive Shade', 'Battlefield Marine']);
  });
});

describe.skipIf(!!skip)('real cards: trigger heads as data (v2/watchers.ts)', () => {
  it('SEC_168 Ziton Moj "When you take the initiative: Deal 2 damage to a base." (1.15.5)', () => {
    // player1 takes the initiative; Ziton Moj's ability resolves: 2 damage to player2's base (chosen).
    const r = run(karabast({ groundArena: ['SEC_168'] }), { type: 'takeInitiative', player: 'player1' }, [/Administrator|player2/i]);
    const s = ok(r);
    expect(s.player2.base.damage).toBe(2);
    expect(s.player1.base.damage).toBe(0);
    // Then player1 has passed (1.15.5B): player2 is the active player.
    expect(s.activePlayer).toBe('player2');
  });

  it('SEC_168 Ziton Moj: an enemy taking the initiative does not trigger it', () => {
    const s = ok(run(karabast({}, { groundArena: ['SEC_168'] }, { activePlayer: 'player1' }), { type: 'takeInitiative', player: 'player1' }));
    expect(s.player1.base.damage + s.player2.base.damage).toBe(0);
  });

  it('SHD_137 Punishing One "When an upgraded enemy unit is defeated: You may ready this unit." - the upgrade as it left play (8.11)', () => {
    // player2's Battlefield Marine with a Shield token is defeated: Punishing One (exhausted) may ready: it does.
    const state = karabast({ spaceArena: [{ card: 'SHD_137', exhausted: true }] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }] });
    const s = ok(run(state, { type: 'defeat', target: 'Battlefield Marine' }, [/resolve|yes|ready/i]));
    expect(named(s, 'player1', 'Punishing One')?.exhausted).toBe(false);
  });

  it('SHD_137 Punishing One: a unit with no upgrade, or a friendly upgraded unit, does not trigger it', () => {
    const plain = karabast({ spaceArena: [{ card: 'SHD_137', exhausted: true }] }, { groundArena: ['battlefield-marine'] });
    expect(named(ok(run(plain, { type: 'defeat', target: 'Battlefield Marine' })), 'player1', 'Punishing One')?.exhausted).toBe(true);
    const friendly = karabast({ spaceArena: [{ card: 'SHD_137', exhausted: true }], groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }] });
    expect(named(ok(run(friendly, { type: 'defeat', target: 'Battlefield Marine' })), 'player1', 'Punishing One')?.exhausted).toBe(true);
  });

  it('SHD_163 Migs Mayfeld "When a player discards a card from their hand: You may deal 2 damage to a unit or base. Use this ability only once each round."', () => {
    // Every Day, More Lies (LAW_204): each player discards a card from their hand. Two discards, but Migs deals 2
    // damage once this round (8.32.3): to player2's Battlefield Marine (3/3 -> 2 damage).
    const state = karabast({ groundArena: ['SHD_163'], hand: ['LAW_204', 'wampa'] }, { hand: ['SOR_229'], groundArena: ['battlefield-marine'] });
    // Two triggers wait (one per discard, 7.6.9: player1 orders them); the first one used, the second can't be (8.32.3).
    const r = run(state, play('Every Day, More Lies'), [/^Wampa/, /^Cell Block Guard/, /^Migs/, /resolve|yes/i, /^Battlefield Marine/]);
    const s = ok(r);
    expect(named(s, 'player2', 'Battlefield Marine')?.damage).toBe(2);
    expect(s.player2.base.damage).toBe(0);
  });

  it('LAW_206 That\'s a Rock "When this event is discarded from your hand or deck: You may deal 1 damage to a unit."', () => {
    // player1 discards That's a Rock to Every Day, More Lies (their only other card); it deals 1 damage to Wampa.
    const state = karabast({ hand: ['LAW_204', 'LAW_206'] }, { groundArena: ['wampa'] });
    const s = ok(run(state, play('Every Day, More Lies'), [/^That's a Rock/, /^Wampa/]));
    expect(discard(s, 'player1')).toContain("That's a Rock");
    expect(named(s, 'player2', 'Wampa')?.damage).toBe(1);
  });

  it('LOF_249 Luke Skywalker "When you play another unique unit: You may use the Force. If you do, give an Experience token and a Shield token to this unit."', () => {
    // player1 (with the Force) plays Ziton Moj (unique): Luke gets an Experience and a Shield token; the Force is used.
    const state = karabast({ groundArena: ['LOF_249'], hand: ['SEC_168', 'battlefield-marine'], hasForceToken: true });
    const s = ok(run(state, play('Ziton Moj'), [/resolve|yes|use/i]));
    expect(tokens(s, 'player1', 'Luke Skywalker').sort()).toEqual(['Experience', 'Shield']);
    expect(s.player1.hasForceToken).toBe(false);
  });

  it('LOF_249 Luke Skywalker: a non-unique unit does not trigger it', () => {
    const state = karabast({ groundArena: ['LOF_249'], hand: ['battlefield-marine'], hasForceToken: true });
    const r = run(state, play('Battlefield Marine'));
    expect(ok(r) && r.prompts).toEqual([]);
    expect(tokens(r.state, 'player1', 'Luke Skywalker')).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: playing a unit from the discard pile (7.1.6)', () => {
  it('SOR_102 Home One "When Played: Play a Heroism unit from your discard pile. It costs 3 less."', () => {
    // Home One (8, Command Heroism: +4 with Darth Vader/Kestro City) = 12. Discard: Battlefield Marine (Heroism) and
    // Wampa: only the Marine is offered; it costs 2 + 4 - 3 = 3. 15 resources exhausted; the Marine is in play (it
    // gains Restore 1 from Home One), the discard pile holds Wampa only.
    const r = run(karabast({ hand: ['SOR_102'], discard: ['battlefield-marine', 'wampa'] }), play('Home One'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(named(s, 'player1', 'Battlefield Marine')?.exhausted).toBe(true);
    expect(discard(s, 'player1')).toEqual(['Wampa']);
    expect(exhaustedResources(s)).toBe(15);
  });

  it('SOR_102 Home One: no Heroism unit in the discard pile - nothing is played (1.3.2)', () => {
    const r = run(karabast({ hand: ['SOR_102', 'battlefield-marine'], discard: ['wampa'] }), play('Home One'));
    const s = ok(r);
    expect(named(s, 'player1', 'Battlefield Marine')).toBeUndefined();
    expect(discard(s, 'player1')).toEqual(['Wampa']);
    expect(exhaustedResources(s)).toBe(12);
  });
});

describe.skipIf(!!skip)('real cards: "For this phase, ... may play ... from ... discard pile for free" (7.1.6, 8.1.3)', () => {
  const fromDiscard = (card: string, player = 'player1') => ({ type: 'play', player, card, from: 'discard' });

  it('SHD_115 Cobb Vanth "When Defeated: Search the top 10 cards of your deck for a unit that costs 2 or less and discard it. For this phase, you may play that card from your discard pile for free."', () => {
    // Deck: Wampa (cost 4: not offered), Battlefield Marine (2). Cobb Vanth is defeated; the Marine is discarded.
    const state = karabast({ groundArena: ['SHD_115'], deck: ['wampa', 'battlefield-marine', 'underworld-thug'], discard: ['SOR_157'] });
    const d = ok(run(state, { type: 'defeat', target: 'Cobb Vanth' }, [/^Battlefield Marine/]));
    expect(discard(d, 'player1').sort()).toEqual(['Battlefield Marine', 'Cantina Braggart', 'Cobb Vanth']);
    // player1 plays it from the discard pile for free: no resource exhausted (its cost with the aspect penalty would be 6).
    const s = ok(run(d, fromDiscard('Battlefield Marine')));
    expect(named(s, 'player1', 'Battlefield Marine')?.exhausted).toBe(true);
    expect(exhaustedResources(s)).toBe(0);
    expect(discard(s, 'player1').sort()).toEqual(['Cantina Braggart', 'Cobb Vanth']);
    // Another card in the discard pile (Cantina Braggart) has no such permission: the action is not legal.
    expect(run(d, fromDiscard('Cantina Braggart')).result.status).toBe('INVALID');
  });

  it('SHD_115 Cobb Vanth: the permission lasts for this phase only (it expires as the phase ends, 5.4.1C)', () => {
    const state = karabast({ groundArena: ['SHD_115'], deck: ['battlefield-marine', 'wampa', 'underworld-thug'] }, { passed: true });
    const d = ok(run(state, { type: 'defeat', target: 'Cobb Vanth' }, [/^Battlefield Marine/]));
    const next = ok(run(d, { type: 'pass', player: 'player1' }, ['none', 'none']));
    expect(next.phase).toBe('action');
    expect(run(next, fromDiscard('Battlefield Marine')).result.status).toBe('INVALID');
  });

  it('SHD_053 Second Chance "Attached unit gains: When Defeated: For this phase, this unit\'s owner may play it from their discard pile for free."', () => {
    // Battlefield Marine with Second Chance is defeated (Second Chance goes to the discard pile too); player1, its
    // owner, plays the Marine from the discard pile for free.
    const state = karabast({ groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_053'] }] });
    const d = ok(run(state, { type: 'defeat', target: 'Battlefield Marine' }));
    expect(discard(d, 'player1').sort()).toEqual(['Battlefield Marine', 'Second Chance']);
    const s = ok(run(d, fromDiscard('Battlefield Marine')));
    expect(named(s, 'player1', 'Battlefield Marine')).toBeDefined();
    expect(exhaustedResources(s)).toBe(0);
    expect(run(d, fromDiscard('Second Chance')).result.status).toBe('INVALID');
  });
});

describe.skipIf(!!skip)('real cards: "Each of the next 3 Republic cards you play this phase costs 1 less" (7.7.4A)', () => {
  it('TWI_246 Tranquility (On Attack): three Republic cards cost 1 less each, the fourth full price; a non-Republic card does not use it', () => {
    // Headhunter Squadron (Republic, cost 2, no aspect icon: no penalty) x4 and Underworld Thug (cost 2, not Republic).
    const hand = ['TWI_253', 'TWI_253', 'TWI_253', 'TWI_253', 'underworld-thug'];
    let s = ok(run(karabast({ spaceArena: ['TWI_246'], hand }), { type: 'attack', player: 'player1', attacker: 'Tranquility', target: 'base' }));
    expect(s.player2.base.damage).toBe(7);
    const costs: number[] = [];
    for (const card of ['Headhunter Squadron', 'Underworld Thug', 'Headhunter Squadron', 'Headhunter Squadron', 'Headhunter Squadron']) {
      const before = exhaustedResources(s);
      const p2 = ok(run(s, { type: 'pass', player: 'player2' }));
      s = ok(run(p2, play(p2.player1.hand.find((c) => lookup(c.card)?.name === card)!.id)));
      costs.push(exhaustedResources(s) - before);
    }
    // 2 - 1 = 1 for the first three Headhunter Squadrons; the Thug costs 2 (not Republic, the modifier stays); the
    // fourth Squadron costs 2 (three cards used it).
    expect(costs).toEqual([1, 2, 1, 1, 2]);
  });
});

describe.skipIf(!!skip)('real cards: "Play a unit that was defeated this phase from your discard pile" (thisPhase history)', () => {
  it('TWI_189 Unnatural Life "... It costs 2 less and enters play ready. At the start of the regroup phase, defeat it."', () => {
    // player1's Battlefield Marine (3/3) attacks player2's Wampa (4/5) and is defeated. Discard: Cantina Braggart (not
    // defeated this phase: not offered) and the Marine. Unnatural Life (3, Cunning Villainy: +2 for Cunning) = 5; the
    // Marine 2 + 4 (Command, Heroism) - 2 = 4: 9 resources. It enters play ready.
    // The state says what happened this phase so far (nothing): the history is complete.
    const state = karabast({ groundArena: ['battlefield-marine'], hand: ['TWI_189'], discard: ['SOR_157'] }, { groundArena: ['wampa'] }, { thisPhase: { played: [], defeated: [], attacks: [] } });
    const a = ok(run(state, { type: 'attack', player: 'player1', attacker: 'Battlefield Marine', target: 'Wampa' }));
    expect(discard(a, 'player1').sort()).toEqual(['Battlefield Marine', 'Cantina Braggart']);
    const p2 = ok(run(a, { type: 'pass', player: 'player2' }));
    const r = run(p2, play('Unnatural Life'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    expect(named(s, 'player1', 'Battlefield Marine')?.exhausted).toBe(false);
    expect(exhaustedResources(s)).toBe(9);
    // At the start of the regroup phase the Marine is defeated again.
    const after = toRegroup(s);
    expect(named(after, 'player1', 'Battlefield Marine')).toBeUndefined();
    expect(discard(after, 'player1')).toContain('Battlefield Marine');
  });

  it('TWI_189 Unnatural Life: with no record of this phase in the state, which units were defeated is not known - UNSUPPORTED', () => {
    const r = driveReal(lookup, karabast({ hand: ['TWI_189'], discard: ['battlefield-marine'] }), play('Unnatural Life'));
    expect(r.result.unsupported).not.toBeNull();
  });
});

describe.skipIf(!!skip)('real cards: more plays naming "it"', () => {
  it('SOR_022 Energy Conversion Lab "Epic Action: Play a unit that costs 6 or less from your hand. Give it AMBUSH for this phase."', () => {
    // Base Energy Conversion Lab (Command): Wampa (4, Aggression: Darth Vader gives it) costs 4; with Ambush it attacks
    // Battlefield Marine: Marine defeated, 1 excess to player2's base, Wampa takes 3.
    const state = karabast({ base: 'SOR_022', hand: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, { type: 'useAbility', player: 'player1', card: 'base' }, [/^Wampa/, /Ambush|resolve|yes/i, /^Battlefield Marine/]));
    expect(exhaustedResources(s)).toBe(4);
    expect(named(s, 'player1', 'Wampa')?.damage).toBe(3);
    expect(s.player2.base.damage).toBe(1);
    expect(s.player1.base.epicActionUsed).toBe(true);
  });

  it('LOF_125 The Burden of Masters "Put a Force unit from your discard pile on the bottom of your deck. If you do, play a unit from your hand and give 2 Experience tokens to it."', () => {
    // Fallen Jedi (Force) goes to the bottom of the deck; Wampa is played (Burden 1 + 2 Command penalty = 3, Wampa 4:
    // 7 resources) with 2 Experience tokens.
    const state = karabast({ hand: ['LOF_125', 'wampa'], discard: ['LOF_230'], deck: ['underworld-thug'] });
    const s = ok(run(state, play('The Burden of Masters'), [/^Fallen Jedi/, /^Wampa/]));
    expect(s.player1.deck.map((c) => lookup(c.card)?.name)).toEqual(['Underworld Thug', 'Fallen Jedi']);
    expect(tokens(s, 'player1', 'Wampa')).toEqual(['Experience', 'Experience']);
    expect(exhaustedResources(s)).toBe(7);
  });

  it('LOF_125 The Burden of Masters: no Force unit in the discard pile - nothing is played ("If you do", 8.9)', () => {
    const s = ok(run(karabast({ hand: ['LOF_125', 'wampa'], discard: ['battlefield-marine'] }), play('The Burden of Masters')));
    expect(named(s, 'player1', 'Wampa')).toBeUndefined();
    expect(s.player1.hand.map((c) => lookup(c.card)?.name)).toEqual(['Wampa']);
  });
});
