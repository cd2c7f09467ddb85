// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the grants family (wave 4):
// losing a keyword for this phase (8.14.1 "Lose": the unit has no instance of it, so its rules and the abilities it stands
// for are gone) and ignoring the aspect penalty on cards a player plays (8.1 aspect penalty, 8.10.2 "Ignore": the cost
// has no +2 per missing icon, the card keeps its icons). Each expected outcome is worked out by hand from the printed
// text (quoted in the test name) and the Comprehensive Rules; the compiled definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (grants: losing keywords, ignoring aspect penalties) did not run: ${skip}`);

const { lookup } = realCardLookup();

function run(state: object, action: object, steps: (RegExp | RegExp[] | 'none')[] = []) {
  return driveReal(lookup, state, action, steps);
}

const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
/** The next action is player1's again (the opponent passed meanwhile). */
const again = (s: SwuState) => ({ ...s, activePlayer: 'player1' });
const exhaustedResources = (s: SwuState, p: 'player1' | 'player2' = 'player1') => s[p].resources.filter((r) => r.exhausted).length;
const unitNamed = (s: SwuState, p: 'player1' | 'player2', name: string) => [...s[p].groundArena, ...s[p].spaceArena].find((u) => lookup(u.card)?.name === name);

// Perimeter AT-RT (JTL_068): 3/5 ground, Sentinel. Battlefield Marine (SOR_095): 3/3 ground, no keywords.
describe.skipIf(!!skip)('real cards: "loses <keyword> for this phase" (8.14.1)', () => {
  it('SOR_140 SpecForce Soldier "When Played: A unit loses Sentinel for this phase." - the enemy base can be attacked past it', () => {
    const state = karabast({ hand: ['SOR_140'], groundArena: ['SOR_095'] }, { groundArena: ['JTL_068'] });
    // Without the Soldier, 6.3.2B: the enemy Sentinel in the arena must be attacked, the base can't be.
    expect(run(state, attack('Battlefield Marine', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
    const played = ok(run(state, play('SpecForce Soldier'), [/^Perimeter AT-RT/]));
    // The AT-RT no longer has Sentinel this phase: the Marine (3 power) attacks the base: 3 damage.
    const s = ok(run(again(played), attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(3);
    expect(unitNamed(s, 'player2', 'Perimeter AT-RT')!.damage ?? 0).toBe(0);
  });

  // Savareen Survivor (LAW_188): 2/1, Hidden ("can't be attacked if it was played this phase").
  it('LOF_209 Tusken Tracker "When Played: Each enemy unit loses Hidden for this phase." - a unit played this phase can be attacked', () => {
    const state = karabast({ hand: ['LOF_209'], groundArena: ['SOR_095'] }, { groundArena: [{ card: 'LAW_188', enteredThisPhase: true }] });
    // 7.5.18: Hidden, played this phase: it can't be attacked.
    expect(run(state, attack('Battlefield Marine', 'Savareen Survivor')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
    const played = ok(run(state, play('Tusken Tracker')));
    // Marine (3 power) attacks the Survivor (1 HP): it is defeated; it dealt its 2 power back to the Marine.
    const s = ok(run(again(played), attack('Battlefield Marine', 'Savareen Survivor')));
    expect(unitNamed(s, 'player2', 'Savareen Survivor')).toBeUndefined();
    expect(unitNamed(s, 'player1', 'Battlefield Marine')!.damage).toBe(2);
  });

  // Orbiting K-Wing (JTL_166): 4/4 space, Saboteur ("ignore Sentinel and defeat the defender's Shields").
  it('JTL_077 In the Heat of Battle "Each unit gains Sentinel and loses Saboteur for this phase." - Sentinel holds, Saboteur is gone', () => {
    const state = karabast({ hand: ['JTL_077'], spaceArena: ['JTL_166'] }, { spaceArena: [{ card: 'JTL_166', upgrades: ['shield'] }] });
    const played = ok(run(state, play('In the Heat of Battle')));
    // player2's K-Wing has Sentinel now, and player1's K-Wing no Saboteur to ignore it (6.3.2B): the base can't be attacked.
    expect(run(again(played), attack('Orbiting K-Wing', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
    // Attacking the shielded K-Wing: no Saboteur, so its Shield is not defeated first; the Shield prevents the 4 damage
    // (and is defeated). The defender deals 4 back to the attacker (4 HP): the attacker is defeated.
    const attackerId = played.player1.spaceArena[0]!.id;
    const defenderId = played.player2.spaceArena[0]!.id;
    const s = ok(run(again(played), attack(attackerId, defenderId)));
    const defender = s.player2.spaceArena.find((u) => u.id === defenderId)!;
    expect(defender.damage ?? 0).toBe(0);
    expect(defender.upgrades ?? []).toEqual([]);
    expect(s.player1.spaceArena.find((u) => u.id === attackerId)).toBeUndefined();
  });
});

// Aspect penalty (8.1): +2 per aspect icon the leader and base don't provide. Chopper (SEC_147): Aggression/Heroism,
// cost 2, Spectre. SpecForce Soldier (SOR_140): Aggression/Heroism, cost 1, not a Spectre. Echo Base (SOR_024): Command.
describe.skipIf(!!skip)('real cards: "Ignore the aspect penalty on ... you play" (8.10.2)', () => {
  it('SOR_008 Hera Syndulla (leader side) "Ignore the aspect penalty on SPECTRE cards you play."', () => {
    // Leader Command/Heroism + base Command: Aggression is missing. Chopper: 2 + 0 (ignored) = 2 resources.
    const chopper = ok(run(karabast({ leader: 'SOR_008', base: 'SOR_024', resources: 5, hand: ['SEC_147'] }), play('Chopper')));
    expect(exhaustedResources(chopper)).toBe(2);
    // SpecForce Soldier is no Spectre: 1 + 2 = 3 resources.
    const soldier = ok(run(karabast({ leader: 'SOR_008', base: 'SOR_024', resources: 5, hand: ['SOR_140'] }), play('SpecForce Soldier'), [/^SpecForce Soldier/]));
    expect(exhaustedResources(soldier)).toBe(3);
  });

  it('LAW_009 Hera Syndulla "While you control 2 or more units, ignore the aspect penalties on Heroism units you play."', () => {
    // Leader Command/Heroism + base Command: Chopper (Heroism unit) misses Aggression. One unit: 2 + 2 = 4.
    const one = ok(run(karabast({ leader: 'LAW_009', base: 'SOR_024', resources: 6, hand: ['SEC_147'], groundArena: ['SOR_095'] }), play('Chopper')));
    expect(exhaustedResources(one)).toBe(4);
    // Two units: the penalty is ignored: 2.
    const two = ok(run(karabast({ leader: 'LAW_009', base: 'SOR_024', resources: 6, hand: ['SEC_147'], groundArena: ['SOR_095', 'SOR_095'] }), play('Chopper')));
    expect(exhaustedResources(two)).toBe(2);
    // Tusken Tracker (LOF_209, Cunning, cost 3) is no Heroism unit: 3 + 2 = 5 even with two units.
    const tracker = ok(run(karabast({ leader: 'LAW_009', base: 'SOR_024', resources: 6, hand: ['LOF_209'], groundArena: ['SOR_095', 'SOR_095'] }), play('Tusken Tracker')));
    expect(exhaustedResources(tracker)).toBe(5);
  });

  it('SHD_198 Omega "Ignore the aspect penalty on the first Clone unit you play each round." - the second one pays it', () => {
    // Default leader Darth Vader (Aggression/Villainy) + Kestro City (Aggression). Point Rain Reclaimer (LOF_092):
    // Command/Heroism Clone, cost 1: both icons missing, penalty 4. The first one this round: 1; the second: 1 + 4 = 5.
    const state = karabast({ resources: 10, hand: [{ id: 'r1', card: 'LOF_092' }, { id: 'r2', card: 'LOF_092' }], groundArena: ['SHD_198'] }, {}, { thisPhase: { played: [] } });
    const first = ok(run(state, play('r1')));
    expect(exhaustedResources(first)).toBe(1);
    const second = ok(run(again(first), play('r2')));
    expect(exhaustedResources(second)).toBe(1 + 5);
  });
});

// Underworld Thug (SOR_247): 2/3 ground, Underworld. Battlefield Marine (SOR_095): 3/3, Rebel Trooper. Wampa (SOR_164):
// 4/5, Overwhelm.
describe.skipIf(!!skip)('real cards: "Attached unit gains the <X> trait" (an upgrade\'s constant ability)', () => {
  it('SHD_069 Foundling "Attached unit gains the Mandalorian trait." - Mandalorian Warrior (SHD_258) can give it an Experience token', () => {
    // "When Played: You may give an Experience token to another Mandalorian unit.": the Thug with Foundling is the only
    // other Mandalorian unit; it gets the token (1 Experience upgrade besides Foundling).
    const state = karabast({ hand: ['SHD_258'], groundArena: [{ card: 'SOR_247', upgrades: ['SHD_069'] }, 'SOR_095'] });
    const r = run(state, play('Mandalorian Warrior'), [/^Underworld Thug/]);
    const s = ok(r);
    // Only the Thug was offered: the Marine is no Mandalorian.
    expect(r.prompts.at(-1)!.options.map((o) => o.label).filter((l) => !/^(Pass|Decline|No)/i.test(l))).toEqual([expect.stringMatching(/^Underworld Thug/)]);
    expect(unitNamed(s, 'player1', 'Underworld Thug')!.upgrades!.map((u) => lookup(u.card)?.name).sort()).toEqual(['Experience', 'Foundling']);
  });

  it('SHD_069 Foundling: without it, no unit is Mandalorian and the Warrior gives nothing', () => {
    const state = karabast({ hand: ['SHD_258'], groundArena: ['SOR_247', 'SOR_095'] });
    const s = ok(run(state, play('Mandalorian Warrior')));
    expect(unitNamed(s, 'player1', 'Underworld Thug')!.upgrades ?? []).toEqual([]);
  });

  it('LAW_150 Fulcrum + SEC_156 Nemik\'s Manifesto: a Thug made a Rebel by Nemik\'s gets Fulcrum\'s "+2/+2" for other friendly Rebel units', () => {
    // Thug A has Fulcrum ("Attached unit gains the Rebel trait and 'Each other friendly Rebel unit gets +2/+2.'").
    // Thug B has Nemik's Manifesto (+1/+1, gains the Rebel trait): 2 + 1 + 2 = 5 power; it attacks the base: 5 damage.
    const state = karabast({ groundArena: [{ id: 'a', card: 'SOR_247', upgrades: ['LAW_150'] }, { id: 'b', card: 'SOR_247', upgrades: ['SEC_156'] }] });
    const s = ok(run(state, attack('b', 'base')));
    expect(s.player2.base.damage).toBe(5);
  });

  it('SEC_156 Nemik\'s Manifesto "When Defeated: Deal 1 damage to each enemy base for each other friendly Rebel unit."', () => {
    // player2's Thug with Nemik's (3/4) is attacked by Wampa (4 power): defeated. Its controller's other friendly Rebel
    // units: the Marine (a Rebel) and the Thug with Foundling (not a Rebel): 1 damage to player1's base. Wampa takes 3.
    const state = karabast({ groundArena: ['SOR_164'] }, { groundArena: [{ id: 'n', card: 'SOR_247', upgrades: ['SEC_156'] }, 'SOR_095', { card: 'SOR_247', upgrades: ['SHD_069'] }] });
    const s = ok(run(state, attack('Wampa', 'n')));
    expect(s.player2.groundArena.find((u) => u.id === 'n')).toBeUndefined();
    expect(s.player1.base.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: "Choose another friendly unit. While this unit is in play, the chosen unit gets ..." (7.7.3)', () => {
  it('TWI_110 Huyang "... the chosen unit gets +2/+2." - lasts past the phase\'s actions, ends when Huyang leaves play', () => {
    // Huyang (2/4) chooses the Marine (3/3 -> 5/5). player2's Wampa (4 power) attacks Huyang: 4 damage, defeated. The
    // Marine is 3/3 again: it attacks player2's base for 3. Had the effect stayed, 5.
    const state = karabast({ hand: ['TWI_110'], groundArena: ['SOR_095'] }, { groundArena: ['SOR_164'] });
    const played = ok(run(state, play('Huyang'), [/^Battlefield Marine/]));
    const huyang = unitNamed(played, 'player1', 'Huyang')!.id;
    const boosted = ok(run(again(played), attack('Battlefield Marine', 'base')));
    expect(boosted.player2.base.damage).toBe(5);
    const defeated = ok(run({ ...played, activePlayer: 'player2' }, attack('Wampa', huyang, 'player2')));
    expect(unitNamed(defeated, 'player1', 'Huyang')).toBeUndefined();
    const s = ok(run(again(defeated), attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });

  it('LOF_191 BD-1 "... the chosen unit gets +1/+0 and gains Saboteur." - the Marine attacks the base past a Sentinel for 4', () => {
    // Marine 3/3 -> 4/3 with Saboteur (ignores Sentinel, 7.5.10): the base can be attacked despite the Perimeter AT-RT.
    const state = karabast({ hand: ['LOF_191'], groundArena: ['SOR_095'] }, { groundArena: ['JTL_068'] });
    const played = ok(run(state, play('BD-1'), [/^Battlefield Marine/]));
    const s = ok(run(again(played), attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(4);
  });
});

describe.skipIf(!!skip)('real cards: a keyword gained while a power is reached (constant abilities, 7.4)', () => {
  // Scouting Headhunter (JTL_110): 2/1 space, Sentinel. Vonreg's TIE Interceptor (JTL_137): 3/4 space. An Experience
  // token is +1/+1 (3.7.15).
  it('JTL_137 Vonreg\'s TIE Interceptor "While this unit has 4 or more power, it gains Overwhelm." - with 3 power, no excess', () => {
    const s = ok(run(karabast({ spaceArena: ['JTL_137'] }, { spaceArena: ['JTL_110'] }), attack('Vonreg\'s TIE Interceptor', 'Scouting Headhunter')));
    expect(unitNamed(s, 'player2', 'Scouting Headhunter')).toBeUndefined();
    expect(s.player2.base.damage).toBe(0);
  });

  it('JTL_137 with an Experience token (4 power): Overwhelm - 3 excess damage to the base (7.5.7)', () => {
    const s = ok(run(karabast({ spaceArena: [{ card: 'JTL_137', upgrades: ['experience'] }] }, { spaceArena: ['JTL_110'] }), attack('Vonreg\'s TIE Interceptor', 'Scouting Headhunter')));
    expect(s.player2.base.damage).toBe(4 - 1);
  });

  it('JTL_137 "While this unit has 6 or more power, it gains Raid 1." - 3 Experience tokens: 6 power, Raid 1 makes 7 when attacking', () => {
    // 7 damage to the 1-HP Headhunter: 6 excess to the base (Overwhelm too, from 4 or more power).
    const s = ok(run(karabast({ spaceArena: [{ card: 'JTL_137', upgrades: ['experience', 'experience', 'experience'] }] }, { spaceArena: ['JTL_110'] }), attack('Vonreg\'s TIE Interceptor', 'Scouting Headhunter')));
    expect(s.player2.base.damage).toBe(7 - 1);
  });

  // Praetorian Guard (LOF_085). Wampa (SOR_164): 4 power. Battlefield Marine (SOR_095): 3 power.
  it('LOF_085 Praetorian Guard "While you control a unit with 4 or more power, this unit gains Sentinel." - with Wampa, the base is shielded', () => {
    const state = karabast({ groundArena: ['SOR_095'] }, { groundArena: ['LOF_085', 'SOR_164'] });
    expect(run(state, attack('Battlefield Marine', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('LOF_085 Praetorian Guard: with only a 3-power Marine beside it, no Sentinel: the base can be attacked', () => {
    const state = karabast({ groundArena: ['SOR_095'] }, { groundArena: ['LOF_085', 'SOR_095'] });
    const s = ok(run(state, attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skip)('real cards: quoted abilities units gain from constant abilities (7.4)', () => {
  // Unlicensed Headhunter (SHD_165): 3/2 space, Saboteur. Orbiting K-Wing (JTL_166): 4/4 space.
  it('SHD_165 Unlicensed Headhunter "While this unit is exhausted, it gains: \\"Bounty - Heal 5 damage from your base.\\"" - exhausted: collected', () => {
    // player1's K-Wing (4) defeats the exhausted Headhunter (2 HP): player1 collects the Bounty (10.2): heals 5 of the 8
    // damage on their base: 3. (The Headhunter deals its 3 back to the K-Wing.)
    const state = karabast({ spaceArena: ['JTL_166'], base: { card: 'kestro-city', damage: 8 } }, { spaceArena: [{ card: 'SHD_165', exhausted: true }] });
    const r = run(state, attack('Orbiting K-Wing', 'Unlicensed Headhunter'), [/./]);
    const s = ok(r);
    expect(unitNamed(s, 'player2', 'Unlicensed Headhunter')).toBeUndefined();
    expect(s.player1.base.damage).toBe(3);
  });

  it('SHD_165 Unlicensed Headhunter: ready when defeated - no Bounty to collect', () => {
    const state = karabast({ spaceArena: ['JTL_166'], base: { card: 'kestro-city', damage: 8 } }, { spaceArena: ['SHD_165'] });
    const s = ok(run(state, attack('Orbiting K-Wing', 'Unlicensed Headhunter')));
    expect(unitNamed(s, 'player2', 'Unlicensed Headhunter')).toBeUndefined();
    expect(s.player1.base.damage).toBe(8);
  });

  // Synara San (SHD_033): 3/6 ground, Grit. Wampa (SOR_164): 4/5.
  it('SHD_033 Synara San "While this unit is exhausted, she gains, \\"Bounty - Deal 5 damage to a base.\\"" - the collector picks a base', () => {
    // Synara (exhausted, 4 damage already: 2 HP left) is attacked by Wampa (4, Overwhelm): defeated, 2 excess damage to
    // player2's base (7.5.7). player1 collects the Bounty: 5 more to player2's base: 7.
    const state = karabast({ groundArena: ['SOR_164'] }, { groundArena: [{ card: 'SHD_033', exhausted: true, damage: 4 }] });
    const s = ok(run(state, attack('Wampa', 'Synara San'), [/Administrator's Tower/]));
    expect(unitNamed(s, 'player2', 'Synara San')).toBeUndefined();
    expect(s.player2.base.damage).toBe(2 + 5);
  });

  // Nala Se (TWI_001) deployed as a leader unit (1/7). Point Rain Reclaimer (LOF_092): 1/2, Clone. player2's Battlefield
  // Marine (3/3, no Overwhelm: nothing reaches the base).
  it('TWI_001 Nala Se (unit side) "Each friendly Clone unit gains: \\"When Defeated: Heal 2 damage from your base.\\""', () => {
    // player2's Marine defeats player1's Reclaimer: its gained When Defeated heals 2 of the 5 damage on player1's base: 3.
    const state = karabast({ leader: { card: 'TWI_001', deployed: true }, base: { card: 'kestro-city', damage: 5 }, groundArena: ['LOF_092'] }, { groundArena: ['SOR_095'] }, { activePlayer: 'player2' });
    const s = ok(run(state, attack('Battlefield Marine', 'Point Rain Reclaimer', 'player2')));
    expect(unitNamed(s, 'player1', 'Point Rain Reclaimer')).toBeUndefined();
    expect(s.player1.base.damage).toBe(3);
  });

  it('TWI_001 Nala Se: a non-Clone unit does not gain it', () => {
    // Underworld Thug (2/3, no Clone) defeated by the Marine: player1's base keeps its 5 damage.
    const state = karabast({ leader: { card: 'TWI_001', deployed: true }, base: { card: 'kestro-city', damage: 5 }, groundArena: ['SOR_247'] }, { groundArena: ['SOR_095'] }, { activePlayer: 'player2' });
    const s = ok(run(state, attack('Battlefield Marine', 'Underworld Thug', 'player2')));
    expect(unitNamed(s, 'player1', 'Underworld Thug')).toBeUndefined();
    expect(s.player1.base.damage).toBe(5);
  });
});

// Hunter of the Haxion Brood (SHD_186): 4/3. Val (SHD_058): "Bounty - Deal 3 damage to a unit." Shielded: "When you
// play this unit, give a Shield token to it" (7.5.11).
describe.skipIf(!!skip)('real cards: SHD_186 Hunter of the Haxion Brood "While an enemy unit has a Bounty, this unit gains Shielded."', () => {
  const shields = (s: SwuState) => (unitNamed(s, 'player1', 'Hunter of the Haxion Brood')!.upgrades ?? []).map((u) => lookup(u.card)?.name);

  it('an enemy Val (printed Bounty): played, it gets a Shield token', () => {
    const s = ok(run(karabast({ hand: ['SHD_186'] }, { groundArena: ['SHD_058'] }), play('Hunter of the Haxion Brood')));
    expect(shields(s)).toEqual(['Shield']);
  });

  it('an enemy exhausted Unlicensed Headhunter (a gained Bounty, SHD_165) counts too', () => {
    const s = ok(run(karabast({ hand: ['SHD_186'] }, { spaceArena: [{ card: 'SHD_165', exhausted: true }] }), play('Hunter of the Haxion Brood')));
    expect(shields(s)).toEqual(['Shield']);
  });

  it('no enemy unit with a Bounty (a ready Headhunter, a friendly Val): no Shield token', () => {
    const s = ok(run(karabast({ hand: ['SHD_186'], groundArena: ['SHD_058'] }, { spaceArena: ['SHD_165'] }), play('Hunter of the Haxion Brood')));
    expect(shields(s)).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: constant abilities reading keywords and this phase\'s history', () => {
  // Kylo Ren's Command Shuttle (SEC_032). Perimeter AT-RT (JTL_068): 3/5 ground, Sentinel. Wampa (SOR_164): 4 power.
  it('SEC_032 Kylo Ren\'s Command Shuttle "Each friendly ground unit with Sentinel gets +0/+2." - the AT-RT has 7 HP', () => {
    // The AT-RT (5 HP + 2 = 7) has 2 damage; Wampa deals 4: 6 < 7, it survives (with 5 HP it would be defeated).
    const state = karabast({ groundArena: ['SOR_164'] }, { groundArena: [{ card: 'JTL_068', damage: 2 }], spaceArena: ['SEC_032'] });
    const s = ok(run(state, attack('Wampa', 'Perimeter AT-RT')));
    expect(unitNamed(s, 'player2', 'Perimeter AT-RT')!.damage).toBe(6);
  });

  it('SEC_032: a unit without Sentinel does not get +0/+2 (a 3/3 Marine is defeated by Wampa\'s 4; with 5 HP it would not be)', () => {
    const state = karabast({ groundArena: ['SOR_164'] }, { groundArena: ['SOR_095'], spaceArena: ['SEC_032'] });
    const s = ok(run(state, attack('Wampa', 'Battlefield Marine')));
    expect(unitNamed(s, 'player2', 'Battlefield Marine')).toBeUndefined();
  });

  // Jyn Erso (TWI_143): 3/2. The phase's history is sent with the state ("thisPhase").
  it('TWI_143 Jyn Erso "While an enemy unit has been defeated this phase, this unit gets +1/+0 and gains Saboteur." - after a defeat', () => {
    // An enemy (player2) unit was defeated this phase: Jyn is 4/2 with Saboteur: she attacks the base past the AT-RT's
    // Sentinel for 4.
    const thisPhase = { played: [], defeated: [{ card: 'SOR_095', controller: 'player2' }], attacks: [] };
    const s = ok(run(karabast({ groundArena: ['TWI_143'] }, { groundArena: ['JTL_068'] }, { thisPhase }), attack('Jyn Erso', 'base')));
    expect(s.player2.base.damage).toBe(4);
  });

  it('TWI_143 Jyn Erso: only a friendly unit was defeated - no Saboteur, the Sentinel must be attacked', () => {
    const thisPhase = { played: [], defeated: [{ card: 'SOR_095', controller: 'player1' }], attacks: [] };
    expect(run(karabast({ groundArena: ['TWI_143'] }, { groundArena: ['JTL_068'] }, { thisPhase }), attack('Jyn Erso', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('TWI_143 Jyn Erso: without the phase\'s history the engine answers UNSUPPORTED rather than guess', () => {
    expect(run(karabast({ groundArena: ['TWI_143'] }, { groundArena: ['JTL_068'] }), attack('Jyn Erso', 'base')).result.status).toBe('UNSUPPORTED');
  });
});

// Raddus (JTL_104): 8/6 space. player2's Scouting Headhunter (JTL_110, 2/1 space) attacks player1's base.
describe.skipIf(!!skip)('real cards: JTL_104 Raddus "While you control another Resistance card (unit, upgrade, or leader), this unit gains Sentinel."', () => {
  const attackBase = (p1: Parameters<typeof karabast>[0]) => run(karabast(p1, { spaceArena: ['JTL_110'] }, { activePlayer: 'player2' }), attack('Scouting Headhunter', 'base', 'player2'));

  it('a Resistance unit (Desperate Commando, JTL_060): Raddus has Sentinel, the base can\'t be attacked in its arena', () => {
    expect(attackBase({ spaceArena: ['JTL_104'], groundArena: ['JTL_060'] }).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('a Resistance leader on its leader side (Rose Tico, JTL_004) counts too', () => {
    expect(attackBase({ leader: 'JTL_004', spaceArena: ['JTL_104'] }).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });

  it('Raddus alone (it is itself Resistance, but not "another"): no Sentinel, the base takes 2', () => {
    const s = ok(attackBase({ spaceArena: ['JTL_104'], groundArena: ['SOR_095'] }));
    expect(s.player1.base.damage).toBe(2);
  });
});
