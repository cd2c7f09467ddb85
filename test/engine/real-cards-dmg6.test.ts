// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "dmg6" family: damage and
// defeat with amounts and relative targets. Each expected outcome is worked out by hand from the printed text (quoted
// in the comments), the card data (costs, power, HP) and the Comprehensive Rules; the compiled definition is never
// read here. Vanilla cards used: Battlefield Marine SOR_095 (cost 2, 3/3, ground), AT-ST SOR_232 (cost 6, 6/7,
// ground), Super Battle Droid TWI_230 (4/3, ground), B1 Attack Platform TWI_133 (5/2, ground), Alliance X-Wing SOR_237
// (2/3, space), Fifth Brother SOR_131 (2/4, ground, FORCE).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (dmg6: damage with amounts and relative targets) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

type P = 'player1' | 'player2';
const names = (s: SwuState, p: P, zone: 'hand' | 'discard' | 'groundArena' | 'spaceArena') => s[p][zone].map((c) => lookup(c.card)?.name);
const damageOf = (s: SwuState, p: P, name: string) => s[p].groundArena.concat(s[p].spaceArena).find((u) => lookup(u.card)?.name === name)?.damage;
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });
const attack = (attacker: string, target: string, player = 'player1') => ({ type: 'attack', player, attacker, target });
const labels = (r: { prompts: { options: { label: string }[] }[] }, i: number) => r.prompts[i]!.options.map((o) => o.label);

// TWI_078 The Invasion of Christophsis (cost 15, Exploit 4): "Choose an opponent. Defeat each unit that player
// controls." Two players (1.1): the opponent's units are all defeated, the player's own are not.
describe.skipIf(!!skip)('real cards: "Defeat each unit that player controls"', () => {
  it('TWI_078 The Invasion of Christophsis: player2\'s AT-ST and Marine are defeated, nothing of player1\'s', () => {
    // player1 has no unit to exploit (Exploit offers friendly units only); 20 resources pay the 15.
    const state = karabast({ hand: ['TWI_078'] }, { groundArena: ['SOR_232', 'SOR_095'], spaceArena: ['SOR_237'] });
    const s = ok(run(state, play('The Invasion of Christophsis')));
    expect(names(s, 'player2', 'groundArena')).toEqual([]);
    expect(names(s, 'player2', 'spaceArena')).toEqual([]);
    expect(names(s, 'player2', 'discard').sort()).toEqual(['AT-ST', 'Alliance X-Wing', 'Battlefield Marine']);
  });
});

// SHD_139 Krrsantan (3/7): "On Attack: Choose a ground unit. You may deal 1 damage to it for each damage on this unit."
describe.skipIf(!!skip)('real cards: "deal 1 damage to it for each damage on this unit"', () => {
  it('SHD_139 Krrsantan with 2 damage: 2 damage to the AT-ST, then his 3 combat damage to the base', () => {
    // On Attack resolves before combat damage: AT-ST 0 -> 2 (1 x 2 damage on Krrsantan). Base: 3. Only ground units
    // are offered (the X-Wing is in space).
    const state = karabast({ groundArena: [{ card: 'SHD_139', damage: 2 }] }, { groundArena: ['SOR_232'], spaceArena: ['SOR_237'] });
    const r = run(state, attack('Krrsantan', 'base'), [/^AT-ST/]);
    const s = ok(r);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(2);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(0);
    expect(damageOf(s, 'player1', 'Krrsantan')).toBe(2);
    expect(s.player2.base.damage).toBe(3);
    expect(labels(r, 0).some((l) => /X-Wing/.test(l))).toBe(false);
  });

  it('SHD_139 Krrsantan: "you may": declined, the AT-ST takes nothing', () => {
    const state = karabast({ groundArena: [{ card: 'SHD_139', damage: 4 }] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, attack('Krrsantan', 'base'), [/^Decline|^Pass|^No|^Skip/]));
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(0);
    expect(s.player2.base.damage).toBe(3);
  });
});

// TWI_198 Enfys Nest (cost 7, 5/7, Saboteur): "When Played/On Attack: You may return an enemy non-leader unit with less
// power than this unit to its owner's hand."
describe.skipIf(!!skip)('real cards: "with less power than this unit"', () => {
  it('TWI_198 Enfys Nest: the Marine (3 < 5) goes back to hand; the AT-ST (6) is not offered', () => {
    const state = karabast({ hand: ['TWI_198'] }, { groundArena: ['SOR_232', 'SOR_095'] });
    const r = run(state, play('Enfys Nest'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(names(s, 'player2', 'hand')).toEqual(['Battlefield Marine']);
    expect(names(s, 'player2', 'groundArena')).toEqual(['AT-ST']);
    expect(labels(r, 0).some((l) => /AT-ST/.test(l))).toBe(false);
  });

  it('TWI_198 Enfys Nest: B1 Attack Platform has 5 power, not less than 5: nothing to return', () => {
    const state = karabast({ hand: ['TWI_198'] }, { groundArena: ['TWI_133'] });
    const s = ok(run(state, play('Enfys Nest')));
    expect(names(s, 'player2', 'groundArena')).toEqual(['B1 Attack Platform']);
  });
});

// LAW_041 Nothing Left to Fear: "Choose a friendly unit and give it +2/+2 for this phase. Then, you may defeat a
// non-leader unit with power equal to or less than the chosen unit."
describe.skipIf(!!skip)('real cards: "with power equal to or less than the chosen unit"', () => {
  it('LAW_041 Nothing Left to Fear: Marine 3 + 2 = 5: B1 (5) and the Super Battle Droid (4) may be defeated, not the AT-ST (6)', () => {
    const state = karabast({ hand: ['LAW_041'], groundArena: ['SOR_095'] }, { groundArena: ['SOR_232', 'TWI_133', 'TWI_230'] });
    const r = run(state, play('Nothing Left to Fear'), [/^Battlefield Marine/, /^B1 Attack Platform/]);
    const s = ok(r);
    expect(names(s, 'player2', 'groundArena')).toEqual(['AT-ST', 'Super Battle Droid']);
    expect(names(s, 'player2', 'discard')).toEqual(['B1 Attack Platform']);
    const offered = labels(r, 1);
    expect(offered.some((l) => /AT-ST/.test(l))).toBe(false);
    expect(offered.some((l) => /Super Battle Droid/.test(l))).toBe(true);
  });
});

// SOR_075 It Binds All Things: "Heal up to 3 damage from a unit. If you control a FORCE unit, you may deal that much
// damage to another unit."
describe.skipIf(!!skip)('real cards: "that much damage to another unit"', () => {
  it('SOR_075 It Binds All Things: Fifth Brother (FORCE) healed of his 2 damage, 2 damage to the AT-ST', () => {
    // Up to 3 from a unit with 2 damage: at most 2 healed (1.9.3: no more than it has), so "that much" is 2. The
    // healed unit is not "another unit": not offered for the damage.
    const state = karabast({ hand: ['SOR_075'], groundArena: [{ card: 'SOR_131', damage: 2 }] }, { groundArena: ['SOR_232'] });
    const r = run(state, play('It Binds All Things'), [/^Fifth Brother/, /^Heal 2$/, /^AT-ST/]);
    const s = ok(r);
    expect(damageOf(s, 'player1', 'Fifth Brother')).toBe(0);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(2);
    expect(labels(r, 2).some((l) => /Fifth Brother/.test(l))).toBe(false);
  });

  it('SOR_075 It Binds All Things: 1 healed of 2, so 1 damage', () => {
    const state = karabast({ hand: ['SOR_075'], groundArena: [{ card: 'SOR_131', damage: 2 }] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('It Binds All Things'), [/^Fifth Brother/, /^Heal 1$/, /^AT-ST/]));
    expect(damageOf(s, 'player1', 'Fifth Brother')).toBe(1);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(1);
  });

  it('SOR_075 It Binds All Things: without a FORCE unit the heal happens, no damage is offered', () => {
    // Battlefield Marine (REBEL, TROOPER) with 2 damage: healed 2, the "if" fails.
    const state = karabast({ hand: ['SOR_075'], groundArena: [{ card: 'SOR_095', damage: 2 }] }, { groundArena: ['SOR_232'] });
    const s = ok(run(state, play('It Binds All Things'), [/^Battlefield Marine/, /^Heal 2$/]));
    expect(damageOf(s, 'player1', 'Battlefield Marine')).toBe(0);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(0);
  });
});

// LAW_208 Collateral Damage: "Deal 2 damage to a unit. Then, deal 2 damage to a base or another unit in the same arena."
describe.skipIf(!!skip)('real cards: "a base or another unit in the same arena"', () => {
  it('LAW_208 Collateral Damage: AT-ST then the Marine (ground); the X-Wing (space) and the AT-ST are not offered', () => {
    const state = karabast({ hand: ['LAW_208'] }, { groundArena: ['SOR_232', 'SOR_095'], spaceArena: ['SOR_237'] });
    const r = run(state, play('Collateral Damage'), [/^AT-ST/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(2);
    expect(damageOf(s, 'player2', 'Battlefield Marine')).toBe(2);
    const offered = labels(r, 1);
    expect(offered.some((l) => /X-Wing|AT-ST/.test(l))).toBe(false);
    expect(offered.filter((l) => /base/i.test(l) || /Kestro|Tower/i.test(l)).length).toBe(2);
  });

  it('LAW_208 Collateral Damage: the X-Wing first, then a base (no other space unit)', () => {
    const state = karabast({ hand: ['LAW_208'] }, { groundArena: ['SOR_232'], spaceArena: ['SOR_237'] });
    const r = run(state, play('Collateral Damage'), [/^Alliance X-Wing/, /Tower/]);
    const s = ok(r);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(2);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(0);
    expect(s.player2.base.damage).toBe(2);
  });
});

// SHD_172 Krayt Dragon (10/10, Overwhelm): "When an opponent plays a card: You may deal damage equal to that card's cost
// to their base or a ground unit they control."
describe.skipIf(!!skip)('real cards: "damage equal to that card\'s cost"', () => {
  it('SHD_172 Krayt Dragon: player2 plays a Battlefield Marine (cost 2): 2 damage to player2\'s base', () => {
    const state = karabast({ groundArena: ['SHD_172'] }, { hand: ['SOR_095'], groundArena: ['SOR_232'] }, { activePlayer: 'player2' });
    const r = run(state, play('Battlefield Marine', 'player2'), [/Tower/]);
    const s = ok(r);
    expect(s.player2.base.damage).toBe(2);
    expect(s.player1.base.damage).toBe(0);
    // Offered: player2's base and ground units (AT-ST, the Marine just played); not player1's base or Krayt Dragon.
    const offered = labels(r, 0);
    expect(offered.some((l) => /Krayt|Kestro/.test(l))).toBe(false);
    expect(offered.some((l) => /AT-ST/.test(l)) && offered.some((l) => /Battlefield Marine/.test(l))).toBe(true);
  });
});

// SHD_002 Qi'ra (leader unit 0/8, Grit): "When Deployed: Heal all damage from each unit. Then, deal damage to each unit
// equal to half its remaining HP, rounded down." Units: TIE/ln Fighter SOR_225 (2/1, space), Warrior Drone TWI_057
// (1/4).
describe.skipIf(!!skip)('real cards: "deal damage to each unit equal to half its remaining HP, rounded down"', () => {
  it('SHD_002 Qi\'ra: every unit healed, then half its HP rounded down', () => {
    // After the heal every unit has all its HP remaining: Qi'ra 8 -> 4, AT-ST 7 (had 3) -> 3, Marine 3 (had 1) -> 1,
    // Warrior Drone 4 -> 2, X-Wing 3 -> 1, TIE/ln Fighter 1 -> 0 (it survives). Nobody is defeated (each keeps at least
    // half its HP).
    const state = karabast(
      { leader: 'SHD_002', groundArena: [{ card: 'SOR_232', damage: 3 }] },
      { groundArena: [{ card: 'SOR_095', damage: 1 }, 'TWI_057'], spaceArena: ['SOR_237', 'SOR_225'] },
    );
    const s = ok(run(state, { type: 'deployLeader', player: 'player1' }));
    // A deployed leader unit is kept on the leader.
    expect(s.player1.leader.damage).toBe(4);
    expect(damageOf(s, 'player1', 'AT-ST')).toBe(3);
    expect(damageOf(s, 'player2', 'Battlefield Marine')).toBe(1);
    expect(damageOf(s, 'player2', 'Warrior Drone')).toBe(2);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(1);
    expect(damageOf(s, 'player2', 'TIE/ln Fighter')).toBe(0);
  });
});

// SHD_159 The Chaos of War (cost 3): "Deal damage to each player's base equal to the number of cards in that player's
// hand."
describe.skipIf(!!skip)('real cards: "equal to the number of cards in that player\'s hand"', () => {
  it('SHD_159 The Chaos of War: player1 holds 2 cards once it is played, player2 holds 3', () => {
    const state = karabast({ hand: ['SHD_159', 'SOR_095', 'SOR_232'] }, { hand: ['SOR_095', 'SOR_232', 'SOR_237'] });
    const s = ok(run(state, play('The Chaos of War')));
    expect(s.player1.base.damage).toBe(2);
    expect(s.player2.base.damage).toBe(3);
  });

  it('SHD_159 The Chaos of War: an empty hand deals nothing to that player\'s base', () => {
    const state = karabast({ hand: ['SHD_159'] }, { hand: ['SOR_095'] });
    const s = ok(run(state, play('The Chaos of War')));
    expect(s.player1.base.damage).toBe(0);
    expect(s.player2.base.damage).toBe(1);
  });
});

// TWI_156 Unlimited Power (cost 6): "Deal 4 damage to a unit, 3 damage to a second unit, 2 damage to a third unit, and
// 1 damage to a fourth unit. (All damage is dealt simultaneously.)"
describe.skipIf(!!skip)('real cards: "a second unit", "a third unit", "a fourth unit"', () => {
  it('TWI_156 Unlimited Power: 4 to the AT-ST, 3 to the Marine (defeated), 2 to the X-Wing, 1 to Fifth Brother', () => {
    const state = karabast({ hand: ['TWI_156'], groundArena: ['SOR_131'] }, { groundArena: ['SOR_232', 'SOR_095'], spaceArena: ['SOR_237'] });
    const r = run(state, play('Unlimited Power'), [/^AT-ST/, /^Battlefield Marine/, /^Alliance X-Wing/, /^Fifth Brother/]);
    const s = ok(r);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(4);
    expect(names(s, 'player2', 'discard')).toEqual(['Battlefield Marine']);
    expect(damageOf(s, 'player2', 'Alliance X-Wing')).toBe(2);
    expect(damageOf(s, 'player1', 'Fifth Brother')).toBe(1);
    // Each unit is chosen once: the AT-ST is not offered again, nor the Marine after it.
    expect(labels(r, 1).some((l) => /AT-ST/.test(l))).toBe(false);
    expect(labels(r, 3).some((l) => /AT-ST|Battlefield Marine|X-Wing/.test(l))).toBe(false);
  });

  it('TWI_156 Unlimited Power: only two units in play: 4 and 3, the rest is not dealt', () => {
    const state = karabast({ hand: ['TWI_156'] }, { groundArena: ['SOR_232', 'SOR_095'] });
    const s = ok(run(state, play('Unlimited Power'), [/^Battlefield Marine/, /^AT-ST/]));
    expect(names(s, 'player2', 'discard')).toEqual(['Battlefield Marine']);
    expect(damageOf(s, 'player2', 'AT-ST')).toBe(3);
  });
});
