// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the no-abilities family (wave 5):
// "Those units lose all abilities and can't gain abilities for this round" (8.14.1 "Lose": the unit is treated as not
// having the ability; 7.7.3 lasting effects). Each expected outcome is worked out by hand from the printed text (quoted in
// the test name) and the Comprehensive Rules; the compiled definition is never read here.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (no abilities) did not run: ${skip}`);

const { lookup } = realCardLookup();

function run(state: object, action: object, steps: (RegExp | RegExp[] | 'none')[] = []) {
  return driveReal(lookup, state, action, steps);
}

const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
/** The next action is `player`'s (the other passed meanwhile). */
const turn = (s: SwuState, player: 'player1' | 'player2' = 'player1') => ({ ...s, activePlayer: player });
const unitNamed = (s: SwuState, p: 'player1' | 'player2', name: string) => [...s[p].groundArena, ...s[p].spaceArena].find((u) => lookup(u.card)?.name === name);

const NO_ESCAPE = 'JTL_244 There Is No Escape "Choose up to 3 units. Those units lose all abilities and can\'t gain abilities for this round."';

// Perimeter AT-RT (JTL_068): 3/5 ground, Sentinel. General Dodonna (SOR_242): 4/4 ground, "Other friendly REBEL units get
// +1/+1." Battlefield Marine (SOR_095): 3/3 ground Rebel, no ability.
describe.skipIf(!!skip)(`real cards: ${NO_ESCAPE}`, () => {
  const state = karabast({ hand: ['JTL_244'], groundArena: ['SOR_095'] }, { groundArena: ['JTL_068', 'SOR_242', 'SOR_095'] });

  it('a keyword (Sentinel) and a constant ability ("Other friendly REBEL units get +1/+1") are gone: the Marine is 3/3 again', () => {
    const played = ok(run(state, play('There Is No Escape'), [[/^Perimeter AT-RT/, /^General Dodonna/]]));
    const enemyMarine = unitNamed(played, 'player2', 'Battlefield Marine')!;
    // No Sentinel now: player1's Marine (3 power) may attack the enemy Marine, which is 3/3 without Dodonna's +1/+1
    // (8.14.1: Dodonna has no constant ability): it is defeated; it deals 3 back to player1's 3/3 Marine: defeated too.
    const s = ok(run(turn(played), attack('Battlefield Marine', enemyMarine.id)));
    expect(unitNamed(s, 'player2', 'Battlefield Marine')).toBeUndefined();
    expect(unitNamed(s, 'player1', 'Battlefield Marine')).toBeUndefined();
  });

  it('"up to 3": choosing no unit is allowed and changes nothing (the enemy Marine stays 4/4 behind Sentinel)', () => {
    const played = ok(run(state, play('There Is No Escape'), [/^Decline$/]));
    expect(run(turn(played), attack('Battlefield Marine', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });
});

// In the Heat of Battle (JTL_077): "Each unit gains Sentinel and loses Saboteur for this phase."
describe.skipIf(!!skip)(`real cards: ${NO_ESCAPE} - "can't gain abilities"`, () => {
  it('a unit chosen first does not gain Sentinel from In the Heat of Battle played afterwards: the base can be attacked', () => {
    // Cloud-Rider Veteran (LAW_181, 1/4 ground) has no keyword of its own.
    const state = karabast({ hand: ['JTL_244', 'JTL_077'], groundArena: ['SOR_095'] }, { groundArena: ['LAW_181'] });
    const first = ok(run(state, play('There Is No Escape'), [[/^Cloud-Rider Veteran/]]));
    const second = ok(run(turn(first), play('In the Heat of Battle')));
    // Every unit gains Sentinel, but the enemy Veteran can't gain abilities this round (8.14.1): no enemy Sentinel, so
    // player1's Marine (3 power) may attack the base (6.3.2B): 3 damage.
    const s = ok(run(turn(second), attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });

  it('control: without There Is No Escape, In the Heat of Battle gives the enemy Veteran Sentinel and the base can\'t be attacked', () => {
    const state = karabast({ hand: ['JTL_077'], groundArena: ['SOR_095'] }, { groundArena: ['LAW_181'] });
    const played = ok(run(state, play('In the Heat of Battle')));
    expect(run(turn(played), attack('Battlefield Marine', 'base')).result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });
});

// Cloud-Rider Veteran (LAW_181): 1/4 ground, "On Attack: Deal 2 damage to a base."
describe.skipIf(!!skip)(`real cards: ${NO_ESCAPE} - triggered and action abilities`, () => {
  it('the chosen unit\'s "On Attack" does not trigger when it attacks later this round', () => {
    const state = karabast({ hand: ['JTL_244'] }, { groundArena: ['LAW_181'] });
    const played = ok(run(state, play('There Is No Escape'), [[/^Cloud-Rider Veteran/]]));
    // player2's Veteran attacks player1's base: 1 damage (its power), no On Attack prompt, no 2 more damage anywhere.
    const s = ok(run(turn(played, 'player2'), attack('Cloud-Rider Veteran', 'base', 'player2')));
    expect(s.player1.base.damage).toBe(1);
    expect(s.player2.base.damage ?? 0).toBe(0);
  });

  it('without the event the same attack triggers "On Attack: Deal 2 damage to a base" (control: 1 + 2 = 3 on player1\'s base)', () => {
    const state = karabast({}, { groundArena: ['LAW_181'] }, { activePlayer: 'player2' });
    const s = ok(run(state, attack('Cloud-Rider Veteran', 'base', 'player2'), [/player1/i]));
    expect(s.player1.base.damage).toBe(3);
  });

  // OOM-Series Officer (TWI_131): 2/1 ground, "When Defeated: Deal 2 damage to a base."
  it('the chosen unit\'s "When Defeated" does not trigger when it is defeated this round (no ability when it left play)', () => {
    const state = karabast({ hand: ['JTL_244'], groundArena: ['SOR_095'] }, { groundArena: ['TWI_131'] });
    const played = ok(run(state, play('There Is No Escape'), [[/^OOM-Series Officer/]]));
    // Marine (3 power) attacks the Officer (1 HP): defeated; it deals 2 back to the Marine. No prompt for a base, and
    // neither base is damaged (a triggered "When Defeated" would have dealt 2 to one).
    const s = ok(run(turn(played), attack('Battlefield Marine', 'OOM-Series Officer')));
    expect(unitNamed(s, 'player2', 'OOM-Series Officer')).toBeUndefined();
    expect(unitNamed(s, 'player1', 'Battlefield Marine')!.damage).toBe(2);
    expect(s.player1.base.damage ?? 0).toBe(0);
    expect(s.player2.base.damage ?? 0).toBe(0);
  });

  // Heavy Missile Gunship (LOF_134): 4/3 space, "Action [Exhaust]: Deal 2 damage to a ground unit."
  it('the chosen unit\'s "Action [Exhaust]" ability can\'t be used (it has none, 8.14.1)', () => {
    const state = karabast({ hand: ['JTL_244'] }, { spaceArena: ['LOF_134'], groundArena: ['SOR_095'] });
    const played = ok(run(state, play('There Is No Escape'), [[/^Heavy Missile Gunship/]]));
    const gunship = unitNamed(played, 'player2', 'Heavy Missile Gunship')!;
    const used = run(turn(played, 'player2'), { type: 'useAbility', player: 'player2', card: gunship.id });
    expect(used.result).toMatchObject({ status: 'INVALID', errors: [{ code: 'ILLEGAL_ACTION' }] });
  });
});

const IMPRISONED = 'SHD_072 Imprisoned (+0/+0) "Attach to a non-leader unit. Attached unit loses its current abilities and can\'t gain abilities."';

describe.skipIf(!!skip)(`real cards: ${IMPRISONED}`, () => {
  it('played on the Sentinel Perimeter AT-RT: it has no Sentinel, the Marine attacks the base for 3', () => {
    const state = karabast({ hand: ['SHD_072'], groundArena: ['SOR_095'] }, { groundArena: ['JTL_068'] });
    const played = ok(run(state, play('Imprisoned'), [/^Perimeter AT-RT/]));
    const s = ok(run(turn(played), attack('Battlefield Marine', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });

  it('attached to General Dodonna: "Other friendly REBEL units get +1/+1" is gone, the enemy Marine is 3/3', () => {
    // Our Perimeter AT-RT (3/5) attacks the enemy Marine. With Dodonna's ability it would be 4/4: it would survive 3
    // damage and deal 4 back. Without it (3/3): defeated, and it deals 3 to the AT-RT.
    const state = karabast({ groundArena: ['JTL_068'] }, { groundArena: [{ card: 'SOR_242', upgrades: ['SHD_072'] }, 'SOR_095'] });
    const s = ok(run(state, attack('Perimeter AT-RT', 'Battlefield Marine')));
    expect(unitNamed(s, 'player2', 'Battlefield Marine')).toBeUndefined();
    expect(unitNamed(s, 'player1', 'Perimeter AT-RT')!.damage).toBe(3);
  });

  it('attached to OOM-Series Officer: its "When Defeated: Deal 2 damage to a base" does not trigger; it can\'t gain Sentinel either', () => {
    const state = karabast({ hand: ['JTL_077'], groundArena: ['SOR_095'] }, { groundArena: [{ card: 'TWI_131', upgrades: ['SHD_072'] }] });
    const played = ok(run(state, play('In the Heat of Battle')));
    // Each unit gains Sentinel, but not the Officer (can't gain abilities): the base may be attacked (3 damage).
    const s1 = ok(run(turn(played), attack('Battlefield Marine', 'base')));
    expect(s1.player2.base.damage).toBe(3);
    // Marine attacks the Officer (2/1): defeated, 2 damage back; no base prompt and no base damage from a When Defeated.
    const s2 = ok(run(karabast({ groundArena: ['SOR_095'] }, { groundArena: [{ card: 'TWI_131', upgrades: ['SHD_072'] }] }), attack('Battlefield Marine', 'OOM-Series Officer')));
    expect(unitNamed(s2, 'player2', 'OOM-Series Officer')).toBeUndefined();
    expect(unitNamed(s2, 'player1', 'Battlefield Marine')!.damage).toBe(2);
    expect(s2.player1.base.damage ?? 0).toBe(0);
    expect(s2.player2.base.damage ?? 0).toBe(0);
  });
});

// Figure of Unity (SEC_104, +2/+2): 'Attached unit gains: "While this unit is ready, each other friendly unit gains
// Overwhelm, Raid 1, and Restore 1."' Perimeter AT-RT (JTL_068): 3/5 ground.
describe.skipIf(!!skip)(`real cards: ${NO_ESCAPE} - a constant ability gained from an upgrade`, () => {
  const state = karabast({ hand: ['JTL_244'], groundArena: [{ card: 'SOR_095', upgrades: ['SEC_104'] }, 'JTL_068'] });

  it('control: the ready Marine with Figure of Unity gives the AT-RT Raid 1: it attacks the base for 3 + 1 = 4', () => {
    const s = ok(run(state, attack('Perimeter AT-RT', 'base')));
    expect(s.player2.base.damage).toBe(4);
  });

  it('the Marine chosen: it has no gained constant ability, so the AT-RT has no Raid: 3 damage', () => {
    const played = ok(run(state, play('There Is No Escape'), [[/^Battlefield Marine/]]));
    const s = ok(run(turn(played), attack('Perimeter AT-RT', 'base')));
    expect(s.player2.base.damage).toBe(3);
  });
});
