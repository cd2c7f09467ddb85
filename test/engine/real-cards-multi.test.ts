// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "multi" family (issue 7):
// several units chosen at once ("you may choose up to 2 other units instead. Give each chosen unit +2/+2"), and
// conditions on what happened this phase ("If you played a non-unit Force card this phase", "If no player has taken
// the initiative this phase"). Each expected outcome is worked out by hand from the printed text (quoted in the test
// names), the cards' printed stats and the Comprehensive Rules; the compiled definition is never read here.
// Cards without text used around them (starter set): Battlefield Marine 3/3, Wampa 4/5, Alliance X-Wing (space).
// player1 is Darth Vader (Aggression, Villainy) with 20 ready resources and the initiative (builders.ts) unless the
// test says otherwise.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { swuUnitStats } from '../../engine/index.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (multi: several chosen units, this-phase conditions) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveReal(lookup, state, action, steps);
const useLeader = { type: 'useAbility', player: 'player1', card: 'leader' };
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const pass = (player: string) => ({ type: 'pass', player });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
const units = (s: SwuState, p: 'player1' | 'player2') => [...s[p].groundArena, ...s[p].spaceArena];
const named = (s: SwuState, p: 'player1' | 'player2', name: string) => units(s, p).find((u) => lookup(u.card)?.name === name)!;
/** [power, hp] of the unit named `name` that player controls. */
const ph = (s: SwuState, p: 'player1' | 'player2', name: string) => {
  const st = swuUnitStats(s, lookup, named(s, p, name).id)!;
  return [st.power, st.hp];
};
const history = (played: object[] = []) => ({ thisPhase: { played, defeated: [], attacks: [], drawn: [], left: [] } });

// TWI_085 Kalani (6 cost, 5/7, Command Villainy): "On Attack: You may choose another unit. If you have the initiative,
// you may choose up to 2 other units instead. Give each chosen unit +2/+2 for this phase."
describe.skipIf(!!skip)('real cards: TWI_085 Kalani, several chosen units', () => {
  const kalani = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}) => karabast({ groundArena: ['TWI_085', 'battlefield-marine', 'wampa'], ...p1 }, { groundArena: ['battlefield-marine'], ...p2 });

  it('"If you have the initiative, you may choose up to 2 other units instead": the friendly and the enemy Marine each get +2/+2', () => {
    // player1 has the initiative. "another unit" is any unit but Kalani (8.18), friendly or enemy. Both Marines 3/3
    // become 5/5; the Wampa (not chosen) stays 4/5. Kalani deals her 5 power to the base.
    const r = run(kalani(), attack('Kalani', 'base'), [[/^Battlefield Marine \(player1\)/, /^Battlefield Marine \(player2\)/]]);
    const s = ok(r);
    expect(r.prompts[0]!.options.some((o) => /Kalani/.test(o.label))).toBe(false);
    expect(r.prompts[0]!.max).toBe(2);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([5, 5]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([5, 5]);
    expect(ph(s, 'player1', 'Wampa')).toEqual([4, 5]);
    expect(s.player2.base.damage).toBe(5);
  });

  it('with the initiative, "up to 2": choosing one unit only, the Wampa 4/5 becomes 6/7', () => {
    const s = ok(run(kalani(), attack('Kalani', 'base'), [/^Wampa/]));
    expect(ph(s, 'player1', 'Wampa')).toEqual([6, 7]);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('without the initiative, "You may choose another unit": one unit only, the Marine 3/3 becomes 5/5', () => {
    // player2 has the initiative (player1 still acts: it is player1's turn): one other unit (at most 1 to pick).
    const r = run({ ...kalani({ hasInitiative: false }, { hasInitiative: true }), activePlayer: 'player1' }, attack('Kalani', 'base'), [/^Battlefield Marine \(player1\)/]);
    const s = ok(r);
    expect(r.prompts[0]!.max ?? 1).toBe(1);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([5, 5]);
    expect(ph(s, 'player1', 'Wampa')).toEqual([4, 5]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('"You may": declined, no unit gets anything', () => {
    const s = ok(run(kalani(), attack('Kalani', 'base'), [/^Decline/]));
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
    expect(ph(s, 'player1', 'Wampa')).toEqual([4, 5]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([3, 3]);
    expect(ph(s, 'player1', 'Kalani')).toEqual([5, 7]);
  });
});

// LOF_012 Rey (leader): "Action [Exhaust]: If you played a non-unit Force card this phase, deal 1 damage to a unit."
// Card ruling: a Pilot with the Force trait played as an upgrade counts as a "non-unit Force card"; the action can be
// used without one (nothing happens but the exhaust). LOF_041 Drain Essence is a Force event ("Deal 2 damage to a
// unit. The Force is with you"); JTL_094 Luke Skywalker is a Force unit with Piloting; JTL_178 Face Off is a Tactic
// event (no Force trait).
describe.skipIf(!!skip)('real cards: LOF_012 Rey, "If you played a non-unit Force card this phase"', () => {
  const rey = (played: object[], p1: Record<string, unknown> = {}) => karabast({ leader: 'LOF_012', ...p1 }, { groundArena: ['wampa'] }, history(played));

  it('a Force event played this phase by player1: 1 damage to the Wampa, Rey exhausted', () => {
    const s = ok(run(rey([{ player: 'player1', card: 'LOF_041', as: 'event' }]), useLeader, [/^Wampa/]));
    expect(named(s, 'player2', 'Wampa').damage).toBe(1);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('a Force Pilot played as an upgrade counts (the card ruling): 1 damage', () => {
    const s = ok(run(rey([{ player: 'player1', card: 'JTL_094', as: 'upgrade' }]), useLeader, [/^Wampa/]));
    expect(named(s, 'player2', 'Wampa').damage).toBe(1);
  });

  it('the same Force card played as a unit does not count: no damage, no choice, Rey still exhausted', () => {
    const s = ok(run(rey([{ player: 'player1', card: 'JTL_094', as: 'unit' }]), useLeader, []));
    expect(named(s, 'player2', 'Wampa').damage).toBe(0);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('an event without the Force trait, or a Force event the opponent played, does not count: no damage', () => {
    const s = ok(run(rey([{ player: 'player1', card: 'JTL_178', as: 'event' }, { player: 'player2', card: 'LOF_041', as: 'event' }]), useLeader, []));
    expect(named(s, 'player2', 'Wampa').damage).toBe(0);
  });

  it('played for real: Drain Essence (2 damage to the Wampa), player2 passes, then Rey deals 1 more: 3 damage', () => {
    const a = run(rey([], { hand: ['LOF_041'] }), play('Drain Essence'), [/^Wampa/]);
    expect(named(ok(a), 'player2', 'Wampa').damage).toBe(2);
    const b = ok(run(a.state, pass('player2')));
    const s = ok(run(b, useLeader, [/^Wampa/]));
    expect(named(s, 'player2', 'Wampa').damage).toBe(3);
  });

  it('no record of this phase in the state: which cards were played is not known - UNSUPPORTED', () => {
    const r = run(karabast({ leader: 'LOF_012' }, { groundArena: ['wampa'] }), useLeader, []);
    expect(r.result.status).toBe('UNSUPPORTED');
  });
});

// JTL_178 Face Off (3 cost, Aggression event): "If no player has taken the initiative this phase, you may ready an
// enemy unit. If you do, ready a friendly unit in the same arena."
describe.skipIf(!!skip)('real cards: JTL_178 Face Off, "If no player has taken the initiative this phase"', () => {
  const faceOff = (p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => karabast(
    { hand: ['JTL_178'], groundArena: [{ card: 'battlefield-marine', exhausted: true }], spaceArena: [{ card: 'alliance-xwing', exhausted: true }], ...p1 },
    { groundArena: [{ card: 'wampa', exhausted: true }], ...p2 }, extra,
  );

  it('nobody took the initiative: the enemy Wampa is readied, then the friendly Marine in the same (ground) arena', () => {
    const r = run(faceOff(), play('Face Off'), [/^Wampa/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(named(s, 'player2', 'Wampa').exhausted).toBe(false);
    expect(named(s, 'player1', 'Battlefield Marine').exhausted).toBe(false);
    expect(named(s, 'player1', 'Alliance X-Wing').exhausted).toBe(true);
    // The X-Wing is in the space arena: not offered for the second part.
    expect(r.prompts[1]!.options.some((o) => /X-Wing/.test(o.label))).toBe(false);
  });

  it('"you may": declined, nothing is readied (the "If you do" part does not happen, 8.9.1)', () => {
    const s = ok(run(faceOff(), play('Face Off'), [/^Decline/]));
    expect(named(s, 'player2', 'Wampa').exhausted).toBe(true);
    expect(named(s, 'player1', 'Battlefield Marine').exhausted).toBe(true);
  });

  it('player2 took the initiative this phase (and passes from then on): Face Off readies nothing and asks nothing', () => {
    // player2 takes the initiative on their turn (1.15.5), then it is player1's turn.
    const a = ok(run(faceOff({ hasInitiative: false }, {}, { activePlayer: 'player2' }), { type: 'takeInitiative', player: 'player2' }));
    expect(a.player2.initiativeTaken).toBe(true);
    const s = ok(run(a, play('Face Off'), []));
    expect(named(s, 'player2', 'Wampa').exhausted).toBe(true);
    expect(named(s, 'player1', 'Battlefield Marine').exhausted).toBe(true);
    expect(s.player1.discard.some((c) => c.card === 'JTL_178' || lookup(c.card)?.name === 'Face Off')).toBe(true);
  });
});

// LOF_177 Time of Crisis (4 cost, Aggression event): "Each player chooses a unit they control. Deal 3 damage to each
// unit not chosen this way." Ruling: all the damage is dealt simultaneously. The controller chooses first (7.1.4).
describe.skipIf(!!skip)('real cards: LOF_177 Time of Crisis, "each unit not chosen this way"', () => {
  it('each player keeps a Wampa: both Marines (3/3) are defeated, the X-Wing (2/3) too, the Wampas are untouched', () => {
    const state = karabast(
      { hand: ['LOF_177'], groundArena: ['battlefield-marine', 'wampa'] },
      { groundArena: ['battlefield-marine', 'wampa'], spaceArena: ['alliance-xwing'] },
    );
    const r = run(state, play('Time of Crisis'), [/^Wampa/, /^Wampa/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player1', 'player2']);
    // Each player is offered only the units they control.
    expect(r.prompts[0]!.options.map((o) => o.label).sort()).toEqual(['Battlefield Marine', 'Wampa']);
    expect(r.prompts[1]!.options.map((o) => o.label).sort()).toEqual(['Alliance X-Wing', 'Battlefield Marine', 'Wampa']);
    expect(units(s, 'player1').map((u) => [lookup(u.card)?.name, u.damage])).toEqual([['Wampa', 0]]);
    expect(units(s, 'player2').map((u) => [lookup(u.card)?.name, u.damage])).toEqual([['Wampa', 0]]);
    expect([s.player1.base.damage, s.player2.base.damage]).toEqual([0, 0]);
  });

  it('player2 controls no unit: only player1 chooses; their other unit takes 3 (Wampa 4/5: 3 damage, stays)', () => {
    const state = karabast({ hand: ['LOF_177'], groundArena: ['battlefield-marine', 'wampa'] });
    const r = run(state, play('Time of Crisis'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(named(s, 'player1', 'Battlefield Marine').damage).toBe(0);
    expect(named(s, 'player1', 'Wampa').damage).toBe(3);
  });
});

// TWI_227 Prisoner of War (event): "A friendly unit captures an enemy non-leader, non-Vehicle unit. If the enemy unit
// costs less than the friendly unit, create 2 Battle Droid tokens." Ruling: a card's cost is its printed cost.
// Battlefield Marine costs 2, Wampa 4 (printed).
describe.skipIf(!!skip)('real cards: TWI_227 Prisoner of War, comparing the captured and the capturing unit\'s costs', () => {
  const droids = (s: SwuState) => s.player1.groundArena.filter((u) => lookup(u.card)?.name === 'Battle Droid').length;

  it('the Wampa (4) captures the enemy Marine (2): 2 costs less than 4, 2 Battle Droid tokens', () => {
    const state = karabast({ hand: ['TWI_227'], groundArena: ['wampa'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, play('Prisoner of War'), [/^Wampa/, /^Battlefield Marine/]));
    expect(s.player2.groundArena).toHaveLength(0);
    expect(named(s, 'player1', 'Wampa').capturedUnits.map((c) => lookup(c.card)?.name)).toEqual(['Battlefield Marine']);
    expect(droids(s)).toBe(2);
  });

  it('the Marine (2) captures the enemy Wampa (4): not less, no token', () => {
    const state = karabast({ hand: ['TWI_227'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = ok(run(state, play('Prisoner of War'), [/^Battlefield Marine/, /^Wampa/]));
    expect(s.player2.groundArena).toHaveLength(0);
    expect(droids(s)).toBe(0);
  });

  it('equal costs (a Marine captures a Marine, 2 and 2): "less" is strict, no token', () => {
    const state = karabast({ hand: ['TWI_227'], groundArena: ['battlefield-marine'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, play('Prisoner of War'), [/^Battlefield Marine/, /^Battlefield Marine/]));
    expect(s.player2.groundArena).toHaveLength(0);
    expect(droids(s)).toBe(0);
  });

  it('the only enemy unit is a Vehicle (X-Wing): nothing is captured, so no enemy unit to compare: no token', () => {
    const state = karabast({ hand: ['TWI_227'], groundArena: ['wampa'] }, { spaceArena: ['alliance-xwing'] });
    // The capturing unit is chosen first (the Wampa, the only one); no enemy unit can be captured.
    const s = ok(run(state, play('Prisoner of War'), [/^Wampa/]));
    expect(s.player2.spaceArena).toHaveLength(1);
    expect(named(s, 'player1', 'Wampa').capturedUnits).toHaveLength(0);
    expect(droids(s)).toBe(0);
  });
});

// TWI_055 Equalize (3 cost, Vigilance event): "Give a unit -2/-2 for this phase. Then, if you control fewer units than
// that unit's controller, give another unit -2/-2 for this phase." The units are counted when the "Then" part
// resolves (8.28), after the first -2/-2: a unit it defeated (0 HP, 1.6.4) no longer counts. TIE/ln Fighter is 2/1.
describe.skipIf(!!skip)('real cards: TWI_055 Equalize, "fewer units than that unit\'s controller"', () => {
  const equalize = (p1Ground: string[], p2: Record<string, unknown>) => karabast({ hand: ['TWI_055'], groundArena: p1Ground }, p2);

  it('1 friendly unit against 3 enemy: the enemy Wampa 4/5 gets -2/-2 (2/3), then another unit, the enemy Marine 3/3 (1/1)', () => {
    const r = run(equalize(['battlefield-marine'], { groundArena: ['wampa', 'battlefield-marine'], spaceArena: ['alliance-xwing'] }), play('Equalize'), [/^Wampa/, /^Battlefield Marine \(player2\)/]);
    const s = ok(r);
    expect(ph(s, 'player2', 'Wampa')).toEqual([2, 3]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([1, 1]);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
    // "another unit": the Wampa chosen first is not offered again.
    expect(r.prompts[1]!.options.some((o) => /^Wampa/.test(o.label))).toBe(false);
  });

  it('as many units as the opponent (2 and 2): not fewer, only the first -2/-2 (no second choice)', () => {
    const s = ok(run(equalize(['battlefield-marine', 'wampa'], { groundArena: ['wampa', 'battlefield-marine'] }), play('Equalize'), [/^Wampa \(player2\)/]));
    expect(ph(s, 'player2', 'Wampa')).toEqual([2, 3]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('the first -2/-2 defeats the enemy TIE/ln Fighter (2/1): 1 friendly unit against 1 left, not fewer: nothing more', () => {
    const s = ok(run(equalize(['battlefield-marine'], { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }), play('Equalize'), [/^TIE\/ln Fighter/]));
    expect(s.player2.spaceArena).toHaveLength(0);
    expect(ph(s, 'player2', 'Wampa')).toEqual([4, 5]);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('the first unit is your own: you are its controller, not fewer than yourself: nothing more', () => {
    const s = ok(run(equalize(['wampa'], { groundArena: ['wampa', 'battlefield-marine'], spaceArena: ['alliance-xwing'] }), play('Equalize'), [/^Wampa \(player1\)/]));
    expect(ph(s, 'player1', 'Wampa')).toEqual([2, 3]);
    expect(ph(s, 'player2', 'Wampa')).toEqual([4, 5]);
    expect(ph(s, 'player2', 'Battlefield Marine')).toEqual([3, 3]);
  });
});

// TWI_153 Bold Resistance (event): "Choose up to 3 units that share the same Trait. Each of those units gets +2/+0
// for this phase." Traits (printed): Battlefield Marine REBEL TROOPER 3/3, Alliance X-Wing REBEL VEHICLE FIGHTER 2/3,
// TIE/ln Fighter IMPERIAL VEHICLE FIGHTER 2/1, Wampa CREATURE 4/5. The units are chosen one at a time: each next one
// must share a Trait with all those chosen before (then all of them share it); the player may stop ("up to", 8.30.1).
describe.skipIf(!!skip)('real cards: TWI_153 Bold Resistance, "up to 3 units that share the same Trait"', () => {
  const bold = (p1: Record<string, unknown>, p2: Record<string, unknown> = {}) => karabast({ hand: ['TWI_153'], ...p1 }, p2);
  const labels = (r: { prompts: { options: { label: string }[] }[] }, i: number) => r.prompts[i]!.options.map((o) => o.label.replace(/ \(player\d\)$/, '')).sort();

  it('the Marine and the X-Wing (both REBEL): each gets +2/+0 (5/3 and 4/3); the TIE and the Wampa are never offered', () => {
    const r = run(bold({ groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }),
      play('Bold Resistance'), [/^Battlefield Marine/, /^Alliance X-Wing/]);
    const s = ok(r);
    // After the Marine only REBEL units may follow: the X-Wing; after both, no REBEL unit is left, so no third choice.
    expect(labels(r, 1)).toEqual(['Alliance X-Wing', 'Decline']);
    expect(r.prompts).toHaveLength(2);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([5, 3]);
    expect(ph(s, 'player1', 'Alliance X-Wing')).toEqual([4, 3]);
    expect(ph(s, 'player2', 'TIE/ln Fighter')).toEqual([2, 1]);
    expect(ph(s, 'player2', 'Wampa')).toEqual([4, 5]);
  });

  it('the X-Wing, then the enemy TIE (VEHICLE FIGHTER in common): no unit left shares those, the choice ends; both +2/+0', () => {
    const r = run(bold({ groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }),
      play('Bold Resistance'), [/^Alliance X-Wing/, /^TIE\/ln Fighter/]);
    const s = ok(r);
    // After the X-Wing: the Marine (REBEL) and the TIE (VEHICLE, FIGHTER) may follow, not the Wampa.
    expect(labels(r, 1)).toEqual(['Battlefield Marine', 'Decline', 'TIE/ln Fighter']);
    expect(ph(s, 'player1', 'Alliance X-Wing')).toEqual([4, 3]);
    expect(ph(s, 'player2', 'TIE/ln Fighter')).toEqual([4, 1]);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('3 REBEL units: all three get +2/+0, and no fourth is asked for', () => {
    const r = run(bold({ groundArena: ['battlefield-marine', 'battlefield-marine'], spaceArena: ['alliance-xwing', 'alliance-xwing'] }),
      play('Bold Resistance'), [/^Battlefield Marine/, /^Battlefield Marine/, /^Alliance X-Wing/]);
    const s = ok(r);
    expect(s.player1.groundArena.map((u) => swuUnitStats(s, lookup, u.id)!.power)).toEqual([5, 5]);
    expect(s.player1.spaceArena.map((u) => swuUnitStats(s, lookup, u.id)!.power).sort()).toEqual([2, 4]);
  });

  it('declined at once: no unit gets anything', () => {
    const s = ok(run(bold({ groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Bold Resistance'), [/^Decline/]));
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
    expect(ph(s, 'player2', 'Wampa')).toEqual([4, 5]);
  });
});

// TWI_176 Caught in the Crossfire (6 cost, Aggression event): "Choose 2 enemy units in the same arena. Each of those
// units deals damage equal to its power to the other." All the damage is dealt at once (1.9.8); power includes
// modifiers (the card's ruling).
describe.skipIf(!!skip)('real cards: TWI_176 Caught in the Crossfire, "each of those units deals damage equal to its power to the other"', () => {
  it('the enemy Wampa (4/5) and Marine (3/3): the Marine takes 4 and is defeated, the Wampa takes 3', () => {
    const state = karabast({ hand: ['TWI_176'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa', 'battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const r = run(state, play('Caught in the Crossfire'), [/^Wampa/, /^Battlefield Marine/]);
    const s = ok(r);
    // Only enemy units that have another enemy unit in their arena are offered first: not the lone X-Wing, not the
    // friendly Marine; the second is in the Wampa's arena.
    expect(r.prompts[0]!.options.map((o) => o.label).sort()).toEqual(['Battlefield Marine (player2)', 'Wampa (player2)']);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual(['Battlefield Marine (player2)']);
    expect(s.player2.groundArena.map((u) => [lookup(u.card)?.name, u.damage])).toEqual([['Wampa', 3]]);
    expect(named(s, 'player1', 'Battlefield Marine').damage).toBe(0);
  });

  it('two enemy Marines (3/3 each): each deals 3 to the other at the same time, both are defeated', () => {
    const state = karabast({ hand: ['TWI_176'] }, { groundArena: ['battlefield-marine', 'battlefield-marine'] });
    const s = ok(run(state, play('Caught in the Crossfire'), [/^Battlefield Marine/, /^Battlefield Marine/]));
    expect(s.player2.groundArena).toHaveLength(0);
  });

  it('no two enemy units in one arena (a Wampa on the ground, an X-Wing in space): nothing is chosen, no damage', () => {
    const state = karabast({ hand: ['TWI_176'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const s = ok(run(state, play('Caught in the Crossfire'), []));
    expect(units(s, 'player2').map((u) => u.damage)).toEqual([0, 0]);
  });
});

// TWI_249 Heroes on Both Sides (2 cost, Heroism event): "Choose up to 1 Republic unit and up to 1 Separatist unit.
// Give each chosen unit +2/+2 and Saboteur for this phase." SEC_167 Coruscant Undercity Police: REPUBLIC 5/4;
// TWI_057 Warrior Drone: SEPARATIST 1/4; Battlefield Marine (REBEL) is neither.
describe.skipIf(!!skip)('real cards: TWI_249 Heroes on Both Sides, "up to 1 Republic unit and up to 1 Separatist unit"', () => {
  const saboteur = (s: SwuState, p: 'player1' | 'player2', name: string) => swuUnitStats(s, lookup, named(s, p, name).id)!.keywords.some((k) => k.name === 'Saboteur');
  const state = () => karabast({ hand: ['TWI_249'], groundArena: ['SEC_167', 'battlefield-marine'] }, { groundArena: ['TWI_057'] });

  it('the friendly Police and the enemy Warrior Drone: each +2/+2 and Saboteur (7/6 and 3/6); the Marine nothing', () => {
    const r = run(state(), play('Heroes on Both Sides'), [/^Coruscant Undercity Police/, /^Warrior Drone/]);
    const s = ok(r);
    // Only REPUBLIC units are offered first, only SEPARATIST units second (any controller: "a ... unit").
    expect(r.prompts[0]!.options.map((o) => o.label.replace(/ \(player\d\)$/, ''))).toEqual(['Coruscant Undercity Police', 'Decline']);
    expect(r.prompts[1]!.options.map((o) => o.label.replace(/ \(player\d\)$/, ''))).toEqual(['Warrior Drone', 'Decline']);
    expect(ph(s, 'player1', 'Coruscant Undercity Police')).toEqual([7, 6]);
    expect(ph(s, 'player2', 'Warrior Drone')).toEqual([3, 6]);
    expect([saboteur(s, 'player1', 'Coruscant Undercity Police'), saboteur(s, 'player2', 'Warrior Drone'), saboteur(s, 'player1', 'Battlefield Marine')]).toEqual([true, true, false]);
    expect(ph(s, 'player1', 'Battlefield Marine')).toEqual([3, 3]);
  });

  it('"up to 1": no Republic unit chosen, the Warrior Drone only: 3/6 with Saboteur, the Police stays 5/4', () => {
    const s = ok(run(state(), play('Heroes on Both Sides'), [/^Decline/, /^Warrior Drone/]));
    expect(ph(s, 'player2', 'Warrior Drone')).toEqual([3, 6]);
    expect(ph(s, 'player1', 'Coruscant Undercity Police')).toEqual([5, 4]);
    expect(saboteur(s, 'player1', 'Coruscant Undercity Police')).toBe(false);
  });
});
