// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the history family: "The first
// <card> you play each round/phase costs N less" (6.2.3, read from the state's thisPhase) and "You may X. If you do,
// Y. Use this ability only once each round." (8.32.3). Each expected outcome is worked out by hand from the printed
// text (quoted in the test name) and the Comprehensive Rules; the compiled definition is never read by the test.
// player1 is Darth Vader (Aggression, Villainy) + Kestro City (Aggression) with 20 ready resources (builders.ts).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (history: first card each round/phase, once each round) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const exhaustedResources = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => r.exhausted).length;
const history = (played: object[] = []) => ({ thisPhase: { played, defeated: [], attacks: [] } });
const RESOLVE = /^Resolve$/;
const DECLINE = /^Decline$/;

describe.skipIf(!!skip)('real cards: "The first <card> you play each round/phase costs N less" (6.2.3)', () => {
  // SEC_064 Congress of Malastare (unit). LOF_238 Darth Revan's Lightsabers: Villainy upgrade, cost 2, "Attach to a
  // non-Vehicle unit" (Vader provides Villainy: no penalty, 8.1.1).
  const congress = (played: object[]) => karabast({ groundArena: ['SEC_064'], hand: ['LOF_238'] }, {}, history(played));

  it('SEC_064 Congress of Malastare "The first upgrade you play each phase costs 1 less." - the first one: 2 - 1 = 1', () => {
    const s = ok(run(congress([]), play("Darth Revan's Lightsabers"), [/^Congress of Malastare/]));
    expect(exhaustedResources(s)).toBe(1);
    expect(s.player1.groundArena[0]!.upgrades).toHaveLength(1);
  });

  it('SEC_064 Congress of Malastare: an upgrade was already played this phase, so this one costs its full 2', () => {
    const s = ok(run(congress([{ player: 'player1', id: 'u1', card: 'SOR_120', as: 'upgrade' }]), play("Darth Revan's Lightsabers"), [/^Congress of Malastare/]));
    expect(exhaustedResources(s)).toBe(2);
  });

  it('SEC_064 Congress of Malastare: a unit played earlier, or an upgrade played by the opponent, is not "the first upgrade you play": 2 - 1 = 1', () => {
    const s = ok(run(congress([{ player: 'player1', id: 'u1', card: 'LAW_153', as: 'unit' }, { player: 'player2', id: 'u2', card: 'SOR_120', as: 'upgrade' }]), play("Darth Revan's Lightsabers"), [/^Congress of Malastare/]));
    expect(exhaustedResources(s)).toBe(1);
  });

  it('SEC_064 Congress of Malastare: without the phase\'s history the engine does not guess (UNSUPPORTED)', () => {
    const r = driveReal(lookup, karabast({ groundArena: ['SEC_064'], hand: ['LOF_238'] }), play("Darth Revan's Lightsabers"), []);
    expect(r.result.status).toBe('UNSUPPORTED');
  });

  // LAW_229 The Master Codebreaker. JTL_229 Diversion: Cunning Gambit event, cost 1; Vader + Kestro City give no
  // Cunning: +2 (8.1.1) = 3. "Give a unit Sentinel for this phase": the Codebreaker is the only unit to choose.
  const codebreaker = (played: object[]) => karabast({ groundArena: ['LAW_229'], hand: ['JTL_229'] }, {}, history(played));

  it('LAW_229 The Master Codebreaker "The first Gambit card you play each round costs 1 less." - 1 + 2 penalty - 1 = 2', () => {
    const s = ok(run(codebreaker([]), play('Diversion'), [/^The Master Codebreaker/]));
    expect(exhaustedResources(s)).toBe(2);
  });

  it('LAW_229 The Master Codebreaker: a Gambit card already played this round (action phase): full 1 + 2 = 3', () => {
    const s = ok(run(codebreaker([{ player: 'player1', id: 'g1', card: 'LAW_203', as: 'event' }]), play('Diversion'), [/^The Master Codebreaker/]));
    expect(exhaustedResources(s)).toBe(3);
  });

  it('LAW_229 The Master Codebreaker: a non-Gambit card played before does not use it up: 1 + 2 - 1 = 2', () => {
    const s = ok(run(codebreaker([{ player: 'player1', id: 'c1', card: 'LAW_153', as: 'unit' }]), play('Diversion'), [/^The Master Codebreaker/]));
    expect(exhaustedResources(s)).toBe(2);
  });

});

describe.skipIf(!!skip)('real cards: "Use this ability only once each round" after "You may X. If you do, Y" (8.32.3)', () => {
  // SHD_239 Toro Calican (3/5, exhausted). LAW_153 Follower of the Code: Bounty Hunter unit 2/3, Command, cost 2.
  const toro = (hand: string[] = ['LAW_153']) => karabast({ groundArena: [{ card: 'SHD_239', exhausted: true }], hand });

  it('SHD_239 Toro Calican "When you play another Bounty Hunter unit: You may deal 1 damage to it. If you do, ready this unit." - resolved, then used for the round', () => {
    const r = run(toro(['LAW_153', 'LAW_116']), play('Follower of the Code'), [RESOLVE]);
    const s = ok(r);
    const follower = s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Follower of the Code')!;
    const calican = s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Toro Calican')!;
    // 1 damage dealt to the Follower (3 HP -> 2 left); so Toro Calican readies.
    expect(follower.damage).toBe(1);
    expect(calican.exhausted).toBe(false);
    // Same round, exhausted again: another Bounty Hunter (LAW_116 Rodian Bondsman, 2/3) is played. The ability was
    // used (8.32.3): no prompt, no damage, Toro stays exhausted.
    const again = { ...s, activePlayer: 'player1', player1: { ...s.player1, groundArena: s.player1.groundArena.map((u) => (u.id === calican.id ? { ...u, exhausted: true } : u)) } };
    const r2 = run(again, play('Rodian Bondsman'));
    const s2 = ok(r2);
    expect(r2.prompts).toHaveLength(0);
    expect(s2.player1.groundArena.find((u) => lookup(u.card)?.name === 'Rodian Bondsman')!.damage).toBe(0);
    expect(s2.player1.groundArena.find((u) => u.id === calican.id)!.exhausted).toBe(true);
  });

  it('SHD_239 Toro Calican: declined, the ability is not used (8.32.3): the next Bounty Hunter this round may still trigger it', () => {
    const s = ok(run(toro(['LAW_153', 'LAW_116']), play('Follower of the Code'), [DECLINE]));
    const calican = s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Toro Calican')!;
    expect(calican.exhausted).toBe(true);
    expect(s.player1.groundArena.find((u) => lookup(u.card)?.name === 'Follower of the Code')!.damage).toBe(0);
    const r2 = run({ ...s, activePlayer: 'player1' }, play('Rodian Bondsman'), [RESOLVE]);
    const s2 = ok(r2);
    expect(s2.player1.groundArena.find((u) => lookup(u.card)?.name === 'Rodian Bondsman')!.damage).toBe(1);
    expect(s2.player1.groundArena.find((u) => u.id === calican.id)!.exhausted).toBe(false);
  });
});

describe.skipIf(!!skip)('real cards: "a unit that attacked this phase" (the state\'s thisPhase attacks)', () => {
  // JTL_004 Rose Tico (leader side). Two damaged friendly Vehicle units: SHD_161 Stolen Landspeeder (3/2, 1 damage) and
  // SOR_052 Redemption (6/9, 3 damage); only the Redemption attacked this phase.
  const state = (attacks: object[]) => karabast(
    { leader: 'JTL_004', groundArena: [{ card: 'SHD_161', id: 'speeder', damage: 1 }], spaceArena: [{ card: 'SOR_052', id: 'redemption', damage: 3 }] },
    {},
    { thisPhase: { played: [], defeated: [], attacks } },
  );
  const useRose = { type: 'useAbility', player: 'player1', card: 'Rose Tico' };

  it('JTL_004 Rose Tico "Action [Exhaust]: Heal 2 damage from a Vehicle unit that attacked this phase." - only the Redemption can be chosen: 3 - 2 = 1', () => {
    const r = run(state([{ player: 'player1', attacker: 'redemption', attackerCard: 'SOR_052', defender: 'player2-base' }]), useRose, [/^Redemption/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual([expect.stringMatching(/^Redemption/)]);
    expect(s.player1.spaceArena[0]!.damage).toBe(1);
    expect(s.player1.groundArena[0]!.damage).toBe(1);
    expect(s.player1.leader.exhausted).toBe(true);
  });

  it('JTL_004 Rose Tico: no Vehicle unit attacked this phase: nothing is healed', () => {
    const s = ok(run(state([]), useRose));
    expect(s.player1.spaceArena[0]!.damage).toBe(3);
    expect(s.player1.groundArena[0]!.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: "If you attacked with another <unit> this phase" after an earlier step', () => {
  // SHD_012 Bo-Katan Kryze deployed (unit side) attacks player2's base; player2 has a Wampa (4/5). LAW_078 Sabine Wren
  // is a Mandalorian unit; SOR_095 Battlefield Marine is not.
  const state = (attackerCard: string) => karabast(
    { leader: { card: 'SHD_012', deployed: true } },
    { groundArena: ['SOR_164'] },
    { thisPhase: { played: [], defeated: [], attacks: [{ player: 'player1', attacker: 'earlier', attackerCard, defender: 'player2-base' }] } },
  );
  const attackBase = { type: 'attack', player: 'player1', attacker: 'Bo-Katan Kryze', target: 'base' };

  it('SHD_012 Bo-Katan Kryze "On Attack: You may deal 1 damage to a unit. If you attacked with another Mandalorian unit this phase, you may deal 1 damage to a unit." - Sabine attacked earlier: 1 + 1 = 2 on the Wampa', () => {
    const s = ok(run(state('LAW_078'), attackBase, [/^Wampa/, /^Wampa/]));
    expect(s.player2.groundArena[0]!.damage).toBe(2);
  });

  it('SHD_012 Bo-Katan Kryze: only a non-Mandalorian attacked earlier (her own attack is not "another"): 1 damage only', () => {
    const s = ok(run(state('SOR_095'), attackBase, [/^Wampa/]));
    expect(s.player2.groundArena[0]!.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: "each of up to N <units> that attacked this phase"', () => {
  // Two Battlefield Marines (SOR_095, Rebel Trooper units) for player1; only 'marine1' attacked this phase.
  const state = (attacks: object[]) => karabast(
    { hand: ['SOR_245'], groundArena: [{ card: 'SOR_095', id: 'marine1' }, { card: 'SOR_095', id: 'marine2' }] },
    {},
    { thisPhase: { played: [], defeated: [], attacks } },
  );

  it('SOR_245 Medal Ceremony "Give an Experience token to each of up to 3 REBEL units that attacked this phase." - only the Marine that attacked may be chosen', () => {
    const r = run(state([{ player: 'player1', attacker: 'marine1', attackerCard: 'SOR_095', defender: 'player2-base' }]), play('Medal Ceremony'), [[/^Battlefield Marine/]]);
    const s = ok(r);
    expect(r.prompts[0]!.options.filter((o) => /^Battlefield Marine/.test(o.label))).toHaveLength(1);
    const byId = (id: string) => s.player1.groundArena.find((u) => u.id === id)!;
    expect(byId('marine1').upgrades).toHaveLength(1);
    expect(byId('marine2').upgrades).toHaveLength(0);
  });
});

describe.skipIf(!!skip)('real cards: "If no other units have attacked this phase" in a "When a friendly unit attacks" trigger', () => {
  // LAW_112 Boonta Eve Flagbearer and a Battlefield Marine ('marine', 3/3) for player1, whose base has 5 damage.
  const state = (attacks: object[]) => karabast(
    { base: { card: 'SOR_027', damage: 5 }, groundArena: ['LAW_112', { card: 'SOR_095', id: 'marine' }] },
    {},
    { thisPhase: { played: [], defeated: [], attacks } },
  );
  const marineAttacks = { type: 'attack', player: 'player1', attacker: 'marine', target: 'base' };

  it('LAW_112 Boonta Eve Flagbearer "When a friendly unit attacks: If no other units have attacked this phase (including enemy units), heal 2 damage from your base." - first attack: 5 - 2 = 3', () => {
    const s = ok(run(state([]), marineAttacks));
    expect(s.player1.base.damage).toBe(3);
    expect(s.player2.base.damage).toBe(3);
  });

  it('LAW_112 Boonta Eve Flagbearer: an enemy unit attacked earlier this phase: no heal (5)', () => {
    const s = ok(run(state([{ player: 'player2', attacker: 'thug1', attackerCard: 'SOR_247', defender: 'player1-base' }]), marineAttacks));
    expect(s.player1.base.damage).toBe(5);
  });

  it('LAW_112 Boonta Eve Flagbearer: only the attacking Marine itself attacked earlier: still no other unit, 5 - 2 = 3', () => {
    const s = ok(run(state([{ player: 'player1', attacker: 'marine', attackerCard: 'SOR_095', defender: 'player2-base' }]), marineAttacks));
    expect(s.player1.base.damage).toBe(3);
  });
});
