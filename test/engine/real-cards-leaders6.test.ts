// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "leaders6" family: clauses
// that narrow one unit choice ("with 2 or less power" after a token phrase, "without an Experience token on it", "that
// costs the same as (or less than) the played unit") and two attacks in turn by different units. Each expected outcome
// is worked out by hand from the printed text (quoted), the card data and the rules; the compiled definition is never
// read here. Fodder with no ability text: Battlefield Marine (SOR_095) 3/3 cost 2, Underworld Thug (SOR_247) 2/3 cost
// 2, Wampa (SOR_164) 4/5 cost 4, Alliance X-Wing (SOR_237) 2/3 cost 2 (space), Super Battle Droid (TWI_230) 4/3 cost
// 3, B1 Attack Platform (TWI_133) 5/2 cost 3 (both Separatist Droids), Warrior Drone (TWI_057) 1/4 cost 1 (Separatist,
// not a Droid). Bases have 30 HP; the normalizer gives each player 20 ready resources.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import type { Prompt } from '../../engine/api.js';
import { drive } from './builders.js';
import { byId, invalid, orderFirst, pass, play, run, scripted, skipReason, withCards } from './card-checks.js';
import { ok } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (leaders6) did not run: ${skipReason}`);

type Json = Record<string, unknown>;
const useLeader = { type: 'useAbility', player: 'player1', card: 'leader' };
const useAction = (card: string) => ({ type: 'useAbility', player: 'player1', card });
const labels = (p: Prompt | undefined) => (p?.options ?? []).map((o) => o.label);
const upgradesOf = (s: SwuState, id: string) => byId(s, id).upgrades.map((u) => u.card);

/** Drives the action with the scripted answers; every step must be used and the result must have no errors. */
function go(state: Json, action: unknown, ...answers: Parameters<typeof scripted>) {
  const answer = scripted(...answers);
  const d = drive(state, action, orderFirst(answer));
  expect(d.result.errors).toEqual([]);
  expect(answer.asked.length).toBe(answers.length);
  return { s: ok(d), asked: answer.asked, result: d.result };
}

describe.skipIf(!!skipReason)('real cards: "Give an Experience token to a unit with 2 or less power" (SHD_004 Rey)', () => {
  it('leader side, "Action [C=1, Exhaust]": only units with 2 or less power are offered (current power, 1.11)', () => {
    // Marine 3 power: not offered. Thug 2 and X-Wing 2: offered; the enemy's Warrior Drone (1) too ("a unit"). The
    // Thug gets the Experience token (+1/+1, 3.7.5); Rey is exhausted and 1 resource is paid (20 ready -> 19).
    const state = withCards(['SHD_004', 'TWI_057'], { leader: 'SHD_004', groundArena: ['battlefield-marine', 'underworld-thug'], spaceArena: ['alliance-xwing'] }, { groundArena: ['TWI_057'] });
    const { s, asked } = go(state, useLeader, /Underworld Thug/);
    expect(labels(asked[0]).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(labels(asked[0]).filter((l) => /Underworld Thug|Alliance X-Wing|Warrior Drone/.test(l)).length).toBe(3);
    expect(upgradesOf(s, 'SOR_247')).toEqual(['experience']);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(s.player1.resources.filter((r) => !r.exhausted).length).toBe(19);
  });

  it('unit side "On Attack: You may give an Experience token to a unit with 2 or less power": a Marine with +1 power from an Experience token (4) is not offered', () => {
    // Deployed Rey (2/6, Restore 3) attacks the base: the Thug (2) is offered, the Marine with an Experience token (4)
    // is not, nor Rey's own... Rey has 2 power, so she is offered too. The Thug gets the token; 2 damage to the base,
    // Restore 3 heals player1's base 5 -> 2.
    const state = withCards(['SHD_004'], { leader: { card: 'SHD_004', deployed: true }, base: { card: 'kestro-city', damage: 5 }, groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }, 'underworld-thug'] });
    const { s, asked } = go(state, { type: 'attack', player: 'player1', attacker: 'Rey', target: 'base' }, /Underworld Thug/);
    expect(labels(asked[0]).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(labels(asked[0]).some((l) => /Rey/.test(l))).toBe(true);
    expect(upgradesOf(s, 'SOR_247')).toEqual(['experience']);
    expect(s.player2.base.damage).toBe(2);
    expect(s.player1.base.damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('real cards: "a unit without an Experience token on it" (LOF_008 Obi-Wan Kenobi)', () => {
  it('leader side: the Force token is used (the cost), and a unit with an Experience token is not offered', () => {
    // Marine already has an Experience token: not offered. The Thug gets one. Cost: exhaust Obi-Wan and lose the
    // Force token (8.37).
    const state = withCards(['LOF_008'], { leader: 'LOF_008', hasForceToken: true, groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }, 'underworld-thug'] });
    const { s, asked } = go(state, useLeader, /Underworld Thug/);
    expect(labels(asked[0]).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    expect(upgradesOf(s, 'SOR_247')).toEqual(['experience']);
    expect(upgradesOf(s, 'SOR_095')).toEqual(['experience']);
    expect(s.player1.hasForceToken).toBe(false);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('a Shield token is not an Experience token: a shielded unit is offered', () => {
    const state = withCards(['LOF_008'], { leader: 'LOF_008', hasForceToken: true, groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }] });
    const { s } = go(state, useLeader, /Battlefield Marine/);
    expect(upgradesOf(s, 'SOR_095')).toEqual(['shield', 'experience']);
  });

  it('unit side "On Attack: You may give an Experience token to another unit without an Experience token on it": not Obi-Wan himself', () => {
    // Deployed Obi-Wan (3/6) attacks the base; "another": Obi-Wan is not offered; the Thug gets the token; 3 damage.
    const state = withCards(['LOF_008'], { leader: { card: 'LOF_008', deployed: true }, groundArena: ['underworld-thug'] });
    const { s, asked } = go(state, { type: 'attack', player: 'player1', attacker: 'Obi-Wan Kenobi', target: 'base' }, /Underworld Thug/);
    expect(labels(asked[0]).some((l) => /Obi-Wan/.test(l))).toBe(false);
    expect(upgradesOf(s, 'SOR_247')).toEqual(['experience']);
    expect(s.player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: "costs the same as (or less than) the played unit" (printed costs, ruling)', () => {
  it('TWI_018 Quinlan Vos (leader): play a Marine (cost 2), exhaust Quinlan, 1 damage to an enemy unit that costs 2', () => {
    // Enemy Thug (cost 2) is offered, enemy Wampa (cost 4) is not. The Thug takes 1.
    const state = withCards(['TWI_018'], { leader: 'TWI_018', hand: ['battlefield-marine'] }, { groundArena: ['underworld-thug', 'wampa'] });
    const { s, asked } = go(state, play('Battlefield Marine'), /^Resolve/, /Underworld Thug/);
    expect(labels(asked[1]).some((l) => /Wampa/.test(l))).toBe(false);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('TWI_018 Quinlan Vos (unit side): "the same as or less than": a cost-2 Marine played lets a cost-1 unit be chosen, not a cost-4 one', () => {
    // Enemy units: Warrior Drone (cost 1, 1/4) and Wampa (cost 4). Played Marine costs 2: the Drone is offered, the
    // Wampa is not; the Drone takes 1. A deployed enemy leader would have no cost (1.8): none here.
    const state = withCards(['TWI_018', 'TWI_057'], { leader: { card: 'TWI_018', deployed: true }, hand: ['battlefield-marine'] }, { groundArena: ['TWI_057', 'wampa'] });
    const { s, asked } = go(state, play('Battlefield Marine'), /Warrior Drone/);
    expect(labels(asked[0]).some((l) => /Wampa/.test(l))).toBe(false);
    expect(byId(s, 'TWI_057').damage).toBe(1);
  });

  it('TWI_018 Quinlan Vos (unit side): a deployed enemy leader has no cost (1.8), so the comparison is UNSUPPORTED, not guessed', () => {
    const state = withCards(['TWI_018'], { leader: { card: 'TWI_018', deployed: true }, hand: ['battlefield-marine'] }, { leader: { card: 'luke-skywalker#faithful-friend', deployed: true } });
    const d = drive(state, play('Battlefield Marine'), orderFirst(() => []));
    expect(d.result.status).toBe('UNSUPPORTED');
  });

  it('TWI_184 Tactical Droid Commander: another Separatist unit played (Super Battle Droid, cost 3) lets a cost-3-or-less unit be exhausted', () => {
    // Enemy Wampa (cost 4): not offered; enemy Thug (cost 2): exhausted. Playing a Marine (not Separatist) would not
    // trigger it.
    const state = withCards(['TWI_184', 'TWI_230'], { groundArena: ['TWI_184'], hand: ['TWI_230'] }, { groundArena: ['underworld-thug', 'wampa'] });
    const { s, asked } = go(state, play('Super Battle Droid'), /Underworld Thug/);
    expect(labels(asked[0]).some((l) => /Wampa/.test(l))).toBe(false);
    expect(byId(s, 'SOR_247').exhausted).toBe(true);
    expect(byId(s, 'SOR_164').exhausted).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: "Attack with a Droid unit. Then, attack with another Droid unit." (TWI_082 MagnaGuard Wing Leader)', () => {
  it('two Droid units attack in turn (4 + 5 = 9 to the base); the Warrior Drone (no Droid) is never offered', () => {
    const state = withCards(['TWI_082', 'TWI_230', 'TWI_133', 'TWI_057'], { spaceArena: ['TWI_082'], groundArena: ['TWI_230', 'TWI_133', 'TWI_057'] });
    const { s, asked } = go(state, useAction('MagnaGuard Wing Leader'), /Super Battle Droid/, /base/i, /B1 Attack Platform/, /base/i);
    expect(labels(asked[0]).some((l) => /Warrior Drone/.test(l))).toBe(false);
    expect(labels(asked[2]).some((l) => /Super Battle Droid|Warrior Drone/.test(l))).toBe(false);
    expect(s.player2.base.damage).toBe(9);
    expect(byId(s, 'TWI_230').exhausted).toBe(true);
    expect(byId(s, 'TWI_133').exhausted).toBe(true);
    // "Use this ability only once each round" (8.32.3): after player2 passes it is player1's turn again, two Droids are
    // still ready, and a second use this round is refused.
    const more = withCards(['TWI_082', 'TWI_230', 'TWI_133'], { spaceArena: ['TWI_082'], groundArena: ['TWI_230', 'TWI_133', 'TWI_230', 'TWI_133'] });
    const first = go(more, useAction('MagnaGuard Wing Leader'), /Super Battle Droid/, /base/i, /B1 Attack Platform/, /base/i);
    const again = run(first.s as unknown as Json, pass('player2'));
    expect(again.player1.groundArena.filter((u) => !u.exhausted).length).toBe(2);
    invalid(drive(again as unknown as Json, useAction('MagnaGuard Wing Leader'), () => []));
  });
});

// LOF_006 Supreme Leader Snoke (leader; unit side 4/7, Command Villainy): "Action [C=1, Exhaust]: Give an Experience
// token to the unit with the most power among friendly Villainy units. (If multiple units are tied, choose one.)" /
// "On Attack: Give an Experience token to the unit with the most power among friendly Villainy units." Villainy
// fodder: Death Star Stormtrooper (SOR_128) 3/1, Super Battle Droid (TWI_230) 4/3, B1 Attack Platform (TWI_133) 5/2.
describe.skipIf(!!skipReason)('real cards: "the unit with the most power among friendly Villainy units" (LOF_006 Snoke)', () => {
  it('leader side: only the most powerful friendly Villainy unit (B1, 5) is offered, not the Wampa (not Villainy) nor the enemy B1', () => {
    // Friendly: Stormtrooper 3, Super Battle Droid 4, B1 5 (Villainy), Wampa 4 (Aggression only: not Villainy). Enemy
    // B1 5 is not friendly. The most power among friendly Villainy units: B1 (5), the only one offered.
    const state = withCards(['LOF_006', 'SOR_128', 'TWI_230', 'TWI_133'], { leader: 'LOF_006', groundArena: ['SOR_128', 'TWI_230', 'TWI_133', 'wampa'] }, { groundArena: ['TWI_133'] });
    const d = drive(state, useLeader, orderFirst((p) => {
      expect(labels(p).length).toBe(1);
      expect(labels(p)[0]).toMatch(/B1 Attack Platform/);
      return [p.options[0]!.id];
    }));
    const s = ok(d);
    expect(s.player1.groundArena.find((u) => u.card === 'TWI_133')!.upgrades.map((u) => u.card)).toEqual(['experience']);
    expect(s.player2.groundArena[0]!.upgrades).toEqual([]);
  });

  it('tied (Super Battle Droid 4, deployed Snoke 4): both offered, the controller chooses one (the On Attack is not optional)', () => {
    // Snoke (4 power) attacks the base; friendly Villainy units: Snoke 4, Super Battle Droid 4, Stormtrooper 3. Tied
    // at 4: Snoke and the Droid are offered, the Stormtrooper is not. The Droid gets the token; 4 damage to the base
    // (the token went to the Droid, not to Snoke).
    const state = withCards(['LOF_006', 'SOR_128', 'TWI_230'], { leader: { card: 'LOF_006', deployed: true }, groundArena: ['SOR_128', 'TWI_230'] });
    const { s, asked } = go(state, { type: 'attack', player: 'player1', attacker: 'Supreme Leader Snoke', target: 'base' }, /Super Battle Droid/);
    expect(labels(asked[0]).length).toBe(2);
    expect(labels(asked[0]).some((l) => /Death Star Stormtrooper/.test(l))).toBe(false);
    expect(upgradesOf(s, 'TWI_230')).toEqual(['experience']);
    expect(s.player2.base.damage).toBe(4);
  });
});
