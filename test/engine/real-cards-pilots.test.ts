// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the pilots family (wave 4):
// what an effect does to the upgrades on one unit. Each expected outcome is worked out by hand from the printed text
// (quoted in the test name) and the Comprehensive Rules; the compiled definition is never read here.
// Upgrades used: Entrenched (SOR_072, cost 2), Devotion (SOR_070, cost 2), Vader's Lightsaber (SOR_136, unique, cost
// 2), IG-88 (JTL_141, a Pilot unit costing 5, attached as an
// upgrade); Experience tokens (3.7.5: +1/+1, cost 0 per 3.7.2).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { karabast } from './builders.js';
import { realSwuCardsSkipReason } from '../support/real-swu-cards.js';
import { driveReal, ok, realCardLookup } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (pilots: upgrades on a unit) did not run: ${skip}`);

const { lookup } = realCardLookup();

function run(state: object, action: object, steps: (RegExp | RegExp[] | 'none')[] = []) {
  const r = driveReal(lookup, state, action, steps);
  expect(r.result.errors).toEqual([]);
  return r;
}

type Unit = SwuState['player1']['groundArena'][number];
const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard') => s[p][zone].map((c) => lookup(c.card)?.name);
const unitNamed = (s: SwuState, p: 'player1' | 'player2', name: string): Unit | undefined => [...s[p].groundArena, ...s[p].spaceArena].find((u) => lookup(u.card)?.name === name);
const upgradesOf = (s: SwuState, p: 'player1' | 'player2', name: string) => unitNamed(s, p, name)!.upgrades.map((u) => lookup(u.card)?.name ?? u.card).sort();
const play = (card: string, player = 'player1') => ({ type: 'play', player, card });

describe.skipIf(!!skip)('real cards: "Defeat any number of upgrades on a unit" (1.5.5D, 3.7.2, 8.32.1)', () => {
  const board = () => karabast(
    { hand: ['SOR_170', 'LOF_147'], spaceArena: [{ card: 'alliance-xwing', upgrades: ['SOR_070'] }] },
    { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_072', 'experience'] }, 'underworld-thug'] },
  );

  it('SOR_170 Power Failure "Defeat any number of upgrades on a unit.": only units with upgrades are offered; the chosen ones go', () => {
    // Units with an upgrade: the X-Wing (Devotion) and the Marine (Entrenched, Experience); the bare Thug is not
    // offered. Marine chosen, then only Entrenched: it goes to player2's discard (its owner), the Experience token
    // stays, so the Marine is 3/3 + 1/1 = 4/4 with 1 upgrade.
    const r = run(board(), play('Power Failure'), [/^Battlefield Marine/, [/^Entrenched/]]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).some((l) => /Underworld Thug/.test(l))).toBe(false);
    expect(r.prompts[0]!.options).toHaveLength(2);
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(['Experience']);
    expect(names(s, 'player2', 'discard')).toEqual(['Entrenched']);
    expect(upgradesOf(s, 'player1', 'Alliance X-Wing')).toEqual(['Devotion']);
  });

  it('SOR_170 Power Failure: both upgrades chosen - Entrenched discarded, the Experience token set aside (not in any discard)', () => {
    const s = ok(run(board(), play('Power Failure'), [/^Battlefield Marine/, [/^Entrenched/, /^Experience/]]));
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual([]);
    expect(names(s, 'player2', 'discard')).toEqual(['Entrenched']);
    expect(names(s, 'player1', 'discard')).toEqual(['Power Failure']);
  });

  it('SOR_170 Power Failure: "any number" includes none (8.32.1) - nothing is defeated', () => {
    const s = ok(run(board(), play('Power Failure'), [/^Battlefield Marine/, 'none']));
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(['Entrenched', 'Experience']);
  });

  it('LOF_147 Kit Fisto\'s Aethersprite "When Played: You may defeat any number of upgrades on a unit.": accepted, Devotion on the own X-Wing', () => {
    // "You may": accept, then the X-Wing, then Devotion -> player1's discard.
    const s = ok(run(board(), play("Kit Fisto's Aethersprite"), [/./, /^Alliance X-Wing/, [/^Devotion/]]));
    expect(upgradesOf(s, 'player1', 'Alliance X-Wing')).toEqual([]);
    expect(names(s, 'player1', 'discard')).toEqual(['Devotion']);
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(['Entrenched', 'Experience']);
  });

  it('LOF_147 Kit Fisto\'s Aethersprite: declined, every upgrade stays', () => {
    const s = ok(run(board(), play("Kit Fisto's Aethersprite"), [/^Decline/]));
    expect(upgradesOf(s, 'player1', 'Alliance X-Wing')).toEqual(['Devotion']);
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(['Entrenched', 'Experience']);
  });
});

describe.skipIf(!!skip)('real cards: "defeat all non-unique upgrades on a unit" (1.7)', () => {
  it('SEC_149 Kaydel Connix "When Played: You may defeat all non-unique upgrades on a unit.": the unique Lightsaber stays', () => {
    // Marine with Vader's Lightsaber (unique), Entrenched and an Experience token (a token is not unique): accept,
    // choose the Marine -> Entrenched to player2's discard, the token set aside; the Lightsaber stays.
    const state = karabast({ hand: ['SEC_149'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_136', 'SOR_072', 'experience'] }] });
    const s = ok(run(state, play('Kaydel Connix'), [/./, /^Battlefield Marine/]));
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(["Vader's Lightsaber"]);
    expect(names(s, 'player2', 'discard')).toEqual(['Entrenched']);
  });
});

describe.skipIf(!!skip)('real cards: "return each/all upgrades on it to their owner\'s hands" (8.24.1, 3.7.2)', () => {
  it('LAW_224 Liberty "When Played/On Attack: Exhaust an enemy unit and return all upgrades on it that cost 4 or less to their owner\'s hands."', () => {
    // Enemy X-Wing (ready) with IG-88 as a Pilot upgrade (cost 5), Entrenched (2) and an Experience
    // token (0). Liberty exhausts the X-Wing (the only enemy unit); Entrenched goes to player2's hand, the token is set
    // aside, IG-88 (5 > 4) stays.
    const state = karabast({ hand: ['LAW_224'] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141', 'SOR_072', 'experience'] }] });
    const s = ok(run(state, play('Liberty'), [/^Alliance X-Wing/]));
    const xwing = unitNamed(s, 'player2', 'Alliance X-Wing')!;
    expect(xwing.exhausted).toBe(true);
    expect(upgradesOf(s, 'player2', 'Alliance X-Wing')).toEqual(['IG-88']);
    expect(names(s, 'player2', 'hand')).toEqual(['Entrenched']);
    expect(names(s, 'player2', 'discard')).toEqual([]);
  });

  it('TWI_194 Ahsoka Tano "Action [C=2]: Return this unit and each upgrade on her to their owners\' hands.": her, Devotion and player2\'s Entrenched', () => {
    // Ahsoka carries Devotion (player1's), Entrenched (played on her by player2, so owned by player2) and an
    // Experience token: Ahsoka and Devotion to player1's hand, Entrenched to player2's hand, the token set aside;
    // nothing is discarded (returned, not defeated: 8.24.1). 2 of player1's 20 resources are exhausted.
    const ahsoka = { card: 'TWI_194', upgrades: ['SOR_070', { card: 'SOR_072', owner: 'player2' }, 'experience'] };
    const state = karabast({ groundArena: [ahsoka] }, {});
    const s = ok(run(state, { type: 'useAbility', player: 'player1', card: 'Ahsoka Tano' }));
    expect(s.player1.groundArena).toEqual([]);
    expect(names(s, 'player1', 'hand').sort()).toEqual(['Ahsoka Tano', 'Devotion']);
    expect(names(s, 'player2', 'hand')).toEqual(['Entrenched']);
    expect(names(s, 'player1', 'discard')).toEqual([]);
    expect(s.player1.resources.filter((x) => x.exhausted)).toHaveLength(2);
  });
});

describe.skipIf(!!skip)('real cards: "If attached unit is <name>, ... him" (8.23.3)', () => {
  it('SOR_053 Luke\'s Lightsaber "When Played: If attached unit is Luke Skywalker, heal all damage from him and give a Shield token to him." - on Luke', () => {
    // Luke Skywalker, Jedi Knight with 4 damage: the Lightsaber attaches to him, all 4 damage is healed, he gets a
    // Shield token (attached with the Lightsaber).
    const state = karabast({ hand: ['SOR_053'], groundArena: [{ card: 'SOR_051', damage: 4 }, 'battlefield-marine'] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: "Luke's Lightsaber", target: 'Luke Skywalker' }));
    const luke = unitNamed(s, 'player1', 'Luke Skywalker')!;
    expect(luke.damage).toBe(0);
    expect(upgradesOf(s, 'player1', 'Luke Skywalker')).toEqual(["Luke's Lightsaber", 'Shield']);
  });

  it('SOR_053 Luke\'s Lightsaber on another unit: the named part does not resolve (8.23.3) - damage and no Shield', () => {
    const state = karabast({ hand: ['SOR_053'], groundArena: [{ card: 'SOR_051', damage: 4 }, { card: 'battlefield-marine', damage: 2 }] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: "Luke's Lightsaber", target: 'Battlefield Marine' }));
    expect(unitNamed(s, 'player1', 'Battlefield Marine')!.damage).toBe(2);
    expect(upgradesOf(s, 'player1', 'Battlefield Marine')).toEqual(["Luke's Lightsaber"]);
    expect(unitNamed(s, 'player1', 'Luke Skywalker')!.damage).toBe(4);
  });
});

// 3.6.14: an upgrade that attaches to a new unit detaches from the first and attaches to the new one simultaneously;
// 3.6.3A: only an eligible unit (its "Attach to" restriction; a Pilot keeps Piloting's, 3.6.3B).
describe.skipIf(!!skip)('real cards: "attach an upgrade on a unit to another eligible unit" (3.6.14, 3.6.3A-B)', () => {
  const labels = (r: { prompts: { options: { label: string }[] }[] }, i: number) => r.prompts[i]!.options.map((o) => o.label);

  it('SHD_064 Survivors\' Gauntlet "When Played/On Attack: You may attach an upgrade on a unit to another eligible unit controlled by the same player."', () => {
    // Entrenched on player2's Marine may go only to another unit player2 controls: the Thug (not player1's X-Wing,
    // not the Gauntlet). Accept, Entrenched, then the Thug.
    const state = karabast({ hand: ['SHD_064'], spaceArena: ['alliance-xwing'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_072'] }, 'underworld-thug'] });
    const r = run(state, play("Survivors' Gauntlet"), [/./, /^Entrenched/, /^Underworld Thug/]);
    const s = ok(r);
    expect(labels(r, 2)).toHaveLength(1);
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual([]);
    expect(upgradesOf(s, 'player2', 'Underworld Thug')).toEqual(['Entrenched']);
    // Moved, not played or defeated: still player2's upgrade, nothing discarded.
    expect(unitNamed(s, 'player2', 'Underworld Thug')!.upgrades[0]!.owner).toBe('player2');
    expect(names(s, 'player2', 'discard')).toEqual([]);
  });

  it('SHD_064 Survivors\' Gauntlet: Vader\'s Lightsaber ("Attach to a non-VEHICLE unit") can\'t go to the TIE Fighter; the IG-88 Pilot only to a friendly Vehicle without a Pilot', () => {
    // player2: Marine with Vader's Lightsaber, X-Wing with IG-88 (a Pilot upgrade), TIE/ln Fighter, Underworld Thug.
    // Lightsaber: eligible units controlled by player2 other than the Marine = Thug only (X-Wing and TIE are
    // Vehicles). IG-88: the TIE only (a Vehicle without a Pilot; not the Thug, not a Vehicle).
    const p2 = { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_136'] }, 'underworld-thug'], spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141'] }, 'tieln-fighter'] };
    const saber = run(karabast({ hand: ['SHD_064'] }, p2), play("Survivors' Gauntlet"), [/./, /^Vader's Lightsaber/, /^Underworld Thug/]);
    expect(labels(saber, 2).map((l) => l.replace(/ \(.*$/, ''))).toEqual(['Underworld Thug']);
    const pilot = run(karabast({ hand: ['SHD_064'] }, p2), play("Survivors' Gauntlet"), [/./, /^IG-88/, /^TIE\/ln Fighter/]);
    expect(labels(pilot, 2).map((l) => l.replace(/ \(.*$/, ''))).toEqual(['TIE/ln Fighter']);
    const s = ok(pilot);
    expect(upgradesOf(s, 'player2', 'TIE/ln Fighter')).toEqual(['IG-88']);
    expect(upgradesOf(s, 'player2', 'Alliance X-Wing')).toEqual([]);
  });

  it('JTL_070 U-Wing Lander "When this unit completes an attack (and survives): You may attach an upgrade on this unit to another eligible friendly Vehicle unit."', () => {
    // U-Wing (with 3 Experience tokens) attacks player2's base and survives; one Experience token moves to the
    // friendly X-Wing (the only other friendly Vehicle; the Marine is not a Vehicle). U-Wing keeps 2 tokens.
    const state = karabast({ spaceArena: [{ card: 'JTL_070', upgrades: ['experience', 'experience', 'experience'] }, 'alliance-xwing'], groundArena: ['battlefield-marine'] }, {});
    const r = run(state, { type: 'attack', player: 'player1', attacker: 'U-Wing Lander', target: 'base' }, [/./, /^Experience/, /^Alliance X-Wing/]);
    const s = ok(r);
    expect(labels(r, 2).map((l) => l.replace(/ \(.*$/, ''))).toEqual(['Alliance X-Wing']);
    expect(upgradesOf(s, 'player1', 'U-Wing Lander')).toEqual(['Experience', 'Experience']);
    expect(upgradesOf(s, 'player1', 'Alliance X-Wing')).toEqual(['Experience']);
  });

  it('LOF_248 Jocasta Nu "When Played: You may attach a friendly upgrade on a friendly unit to a different eligible unit.": only upgrades player1 controls; an enemy unit may receive it', () => {
    // player1's Marine carries Entrenched (player1's) and Devotion (played by player2, so player2 controls it,
    // 1.5.2E): only Entrenched is offered. It moves to player2's Thug and stays player1's upgrade.
    const marine = { card: 'battlefield-marine', upgrades: ['SOR_072', { card: 'SOR_070', owner: 'player2' }] };
    const r = run(karabast({ hand: ['LOF_248'], groundArena: [marine] }, { groundArena: ['underworld-thug'] }), play('Jocasta Nu'), [/./, /^Entrenched/, /^Underworld Thug/]);
    const s = ok(r);
    expect(labels(r, 1).some((l) => /Devotion/.test(l))).toBe(false);
    expect(upgradesOf(s, 'player1', 'Battlefield Marine')).toEqual(['Devotion']);
    expect(upgradesOf(s, 'player2', 'Underworld Thug')).toEqual(['Entrenched']);
    expect(unitNamed(s, 'player2', 'Underworld Thug')!.upgrades[0]!.owner).toBe('player1');
  });

  it('an upgrade with "When this upgrade attaches to a unit" (Iden Versio) moving answers UNSUPPORTED, naming the card', () => {
    const state = karabast({ hand: ['SHD_064'] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_036'] }, 'tieln-fighter'] });
    const r = driveReal(lookup, state, play("Survivors' Gauntlet"), [/./, /^Iden Versio/, /^TIE\/ln Fighter/]);
    expect(r.result.status).toBe('UNSUPPORTED');
    expect(r.result.unsupported?.ref).toBe('JTL_036');
  });
});

describe.skipIf(!!skip)('real cards: "When you play an upgrade on a unit: ... that unit" (7.5.17C)', () => {
  it('SHD_133 Dengar "When you play an upgrade on a unit: You may deal 1 damage to that unit.": Entrenched on the enemy Marine, then 1 damage to it', () => {
    const state = karabast({ hand: ['SOR_072'], groundArena: ['SHD_133'] }, { groundArena: ['battlefield-marine'] });
    const s = ok(run(state, { type: 'play', player: 'player1', card: 'Entrenched', target: 'Battlefield Marine' }, [/./]));
    expect(unitNamed(s, 'player2', 'Battlefield Marine')!.damage).toBe(1);
    expect(upgradesOf(s, 'player2', 'Battlefield Marine')).toEqual(['Entrenched']);
  });

  it('SHD_133 Dengar: a Pilot played as an upgrade is an upgrade played (7.5.17C) - 1 damage to the X-Wing it pilots', () => {
    const state = karabast({ hand: ['JTL_255'], groundArena: ['SHD_133'], spaceArena: ['alliance-xwing'] }, {});
    const s = ok(run(state, { type: 'play', player: 'player1', card: 'Sullustan Spacer', as: 'upgrade', target: 'Alliance X-Wing' }, [/./]));
    expect(unitNamed(s, 'player1', 'Alliance X-Wing')!.damage).toBe(1);
  });

  it('SHD_133 Dengar: an upgrade the opponent plays does not trigger it; a unit played does not either', () => {
    const state = karabast({ hand: ['SOR_095'], groundArena: ['SHD_133'] }, { hand: ['SOR_072'], groundArena: ['underworld-thug'] }, { activePlayer: 'player2' });
    const s = ok(run(state, { type: 'play', player: 'player2', card: 'Entrenched', target: 'Underworld Thug' }));
    expect(unitNamed(s, 'player2', 'Underworld Thug')!.damage).toBe(0);
    const s2 = ok(run(karabast({ hand: ['SOR_095'], groundArena: ['SHD_133'] }, {}), play('Battlefield Marine')));
    expect(unitNamed(s2, 'player1', 'Battlefield Marine')!.damage).toBe(0);
  });
});

describe.skipIf(!!skip)('real cards: "Defeat an Experience token on it" (3.7.5)', () => {
  it('LOF_156 Infused Brawler "When this unit completes an attack: Defeat an Experience token on it.": 2 tokens -> 1 after attacking', () => {
    // Brawler 2/2 with 2 Experience tokens (4/4) attacks player2's base: 4 damage. It survives; one token is
    // defeated (set aside), leaving 1 (3/3). The Shield token it also carries stays.
    const state = karabast({ groundArena: [{ card: 'LOF_156', upgrades: ['experience', 'shield', 'experience'] }] }, {});
    const s = ok(run(state, { type: 'attack', player: 'player1', attacker: 'Infused Brawler', target: 'base' }));
    expect(s.player2.base.damage).toBe(4);
    expect(upgradesOf(s, 'player1', 'Infused Brawler')).toEqual(['Experience', 'Shield']);
  });

  it('LOF_156 Infused Brawler without an Experience token: nothing to defeat, the Shield stays', () => {
    const state = karabast({ groundArena: [{ card: 'LOF_156', upgrades: ['shield'] }] }, {});
    const s = ok(run(state, { type: 'attack', player: 'player1', attacker: 'Infused Brawler', target: 'base' }));
    expect(s.player2.base.damage).toBe(2);
    expect(upgradesOf(s, 'player1', 'Infused Brawler')).toEqual(['Shield']);
  });
});
