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
import { driveReal, driveRealOk, ok, realCardLookup, type Step } from './real-card-driver.js';

const skip = realSwuCardsSkipReason();
if (skip) console.warn(`real-card scenarios (pilots: upgrades on a unit) did not run: ${skip}`);

const { lookup } = realCardLookup();

const run = (state: object, action: object, steps: Step[] = []) => driveRealOk(lookup, state, action, steps);

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

// JTL Pilot leaders (3.4.4A): "Epic Action: If you control N or more resources, choose one: Deploy this leader. / Deploy
// this leader as an upgrade on a friendly Vehicle unit without a Pilot on it." Deployed as an upgrade, the leader card
// is attached to the unit (printed upgrade modifiers, its "attached unit" lines); defeated, it returns to its base
// zone exhausted (3.4.5). "Attached unit is a leader unit" (3.4.7). TIE/ln Fighter 2/1, Alliance X-Wing 2/3 (Fighters),
// U-Wing Lander 2/2 (Transport).
describe.skipIf(!!skip)('real cards: Pilot leaders deployed as upgrades (3.4.4A, 3.4.5, 3.4.7)', () => {
  const deploy = (extra: object = {}) => ({ type: 'deployLeader', player: 'player1', ...extra });

  it('JTL_006 Darth Vader deployed as an upgrade on the TIE/ln: "When deployed as an upgrade: Create 2 TIE Fighter tokens."', () => {
    // 6 resources: the Epic Action can be used. Vader attaches to the TIE (a friendly Vehicle without a Pilot); his
    // trigger creates 2 TIE Fighter tokens. The leader is deployed (Epic Action used) and is no unit of its own.
    const state = karabast({ leader: 'JTL_006', resources: 6, spaceArena: ['tieln-fighter'] }, {});
    const s = ok(run(state, deploy({ as: 'upgrade', target: 'TIE/ln Fighter' })));
    expect(s.player1.leader.deployed).toBe(true);
    expect(s.player1.leader.asUpgrade).toBe(true);
    expect(s.player1.leader.epicActionUsed).toBe(true);
    const ties = s.player1.spaceArena.filter((u) => lookup(u.card)?.name === 'TIE Fighter');
    expect(ties).toHaveLength(2);
    expect(upgradesOf(s, 'player1', 'TIE/ln Fighter')).toEqual(['Darth Vader']);
    expect(s.player1.groundArena).toEqual([]);
  });

  it('JTL_006 Darth Vader: without "as", the player is asked; "Deploy as a unit" deploys him as a unit, no tokens', () => {
    const state = karabast({ leader: 'JTL_006', resources: 6, spaceArena: ['tieln-fighter'] }, {});
    const r = run(state, deploy(), [/as a unit/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label)).toEqual(['Deploy as a unit', 'Deploy as an upgrade']);
    expect(s.player1.leader.deployed).toBe(true);
    expect(s.player1.leader.asUpgrade).toBeUndefined();
    expect(s.player1.spaceArena).toHaveLength(1);
  });

  it('JTL_006 Darth Vader: a Vehicle that already has a Pilot is not eligible (3.4.4A: without a Pilot on it)', () => {
    const state = karabast({ leader: 'JTL_006', resources: 6, spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_255'] }] }, {});
    const r = driveReal(lookup, state, deploy({ as: 'upgrade', target: 'TIE/ln Fighter' }));
    expect(r.result.status).toBe('INVALID');
  });

  it('the TIE with Vader attached is a leader unit for "non-leader" (3.4.7): Vanquish can\'t choose it; defeated, it is discarded and Vader returns exhausted (3.4.5)', () => {
    // State after the deploy, sent again (the returned state is a valid input). player2's Vanquish ("Defeat a
    // non-leader unit") can only choose player1's two TIE Fighter tokens... here there are none: only the TIE/ln and a
    // Battlefield Marine, so the Marine is the one choice.
    const state = karabast({ leader: 'JTL_006', resources: 6, spaceArena: ['tieln-fighter'], groundArena: ['battlefield-marine'] }, { hand: ['SOR_078'] });
    const deployed = ok(run(state, deploy({ as: 'upgrade', target: 'TIE/ln Fighter' })));
    const r = run({ ...deployed, activePlayer: 'player2' }, { type: 'play', player: 'player2', card: 'Vanquish' }, [/^Battlefield Marine/]);
    const offered = r.prompts[0]!.options.map((o) => o.label);
    expect(offered.some((l) => /TIE\/ln/.test(l))).toBe(false);
    expect(offered.some((l) => /^TIE Fighter/.test(l))).toBe(true);
    // Defeating the TIE/ln (2/1 + Vader's +5/+5 = 7/6): it goes to player1's discard pile; Vader flips back to his
    // leader side, exhausted, his Epic Action used.
    const s = ok(run(deployed, { type: 'defeat', target: 'TIE/ln Fighter' }));
    expect(unitNamed(s, 'player1', 'TIE/ln Fighter')).toBeUndefined();
    expect(names(s, 'player1', 'discard')).toEqual(['TIE/ln Fighter']);
    expect(s.player1.leader.deployed).toBe(false);
    expect(s.player1.leader.asUpgrade).toBeUndefined();
    expect(s.player1.leader.exhausted).toBe(true);
    expect(s.player1.leader.epicActionUsed).toBe(true);
  });

  it('SOR_251 Confiscate "Defeat an upgrade." on Darth Vader attached to the TIE: he returns to the base zone exhausted (3.4.5), the TIE stays (2/1)', () => {
    const state = karabast({ spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_006'] }], leader: { card: 'JTL_006', deployed: true, asUpgrade: true } }, { hand: ['SOR_251'] }, { activePlayer: 'player2' });
    const s = ok(run(state, { type: 'play', player: 'player2', card: 'Confiscate' }, [/^Darth Vader/]));
    expect(upgradesOf(s, 'player1', 'TIE/ln Fighter')).toEqual([]);
    expect(s.player1.leader.deployed).toBe(false);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(names(s, 'player1', 'discard')).toEqual([]);
    expect(names(s, 'player2', 'discard')).toEqual(['Confiscate']);
  });

  it('LAW_224 Liberty "return all upgrades on it that cost 4 or less": Rio Durant attached (his printed cost 5, 1.8.7) stays', () => {
    const state = karabast({ hand: ['LAW_224'] }, { leader: { card: 'JTL_015', deployed: true, asUpgrade: true }, spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_015'] }] });
    const s = ok(run(state, play('Liberty'), [/^Alliance X-Wing/]));
    expect(upgradesOf(s, 'player2', 'Alliance X-Wing')).toEqual(['Rio Durant']);
  });

  it('JTL_003 Lando Calrissian "When deployed as an upgrade: You may give a Shield token to a unit in a different arena." - the TIE is in space: ground units only', () => {
    // 7 resources. Lando attaches to the TIE/ln (space): the units in a different arena are the ground ones (player1's
    // Marine, player2's Thug); player2's X-Wing (space) is not offered. The Marine gets the Shield.
    const state = karabast({ leader: 'JTL_003', resources: 7, spaceArena: ['tieln-fighter'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'], spaceArena: ['alliance-xwing'] });
    const r = run(state, deploy({ as: 'upgrade', target: 'TIE/ln Fighter' }), [/^Battlefield Marine/]);
    const s = ok(r);
    const offered = r.prompts[0]!.options.map((o) => o.label).filter((l) => l !== 'Decline');
    expect(offered).toHaveLength(2);
    expect(offered.some((l) => /X-Wing|TIE/.test(l))).toBe(false);
    expect(upgradesOf(s, 'player1', 'Battlefield Marine')).toEqual(['Shield']);
    expect(upgradesOf(s, 'player1', 'TIE/ln Fighter')).toEqual(['Lando Calrissian']);
  });

  it('JTL_001 Asajj Ventress attached to an X-Wing: "+3/+4", Grit and "On Attack: You may deal 1 damage to a friendly unit. If you do, deal 1 damage to an enemy unit in the same arena."', () => {
    // X-Wing 2/3 with Asajj (upgrade +3/+4) = 5/7, 1 damage on it: Grit +1 -> 6 power. On Attack: 1 damage to the
    // friendly TIE/ln (2/1: defeated), then 1 damage to the enemy space unit (player2's X-Wing). 6 combat damage to the
    // base.
    const state = karabast(
      { leader: { card: 'JTL_001', deployed: true, asUpgrade: true }, spaceArena: [{ card: 'alliance-xwing', damage: 1, upgrades: ['JTL_001'] }, 'tieln-fighter'] },
      { spaceArena: ['alliance-xwing'] },
    );
    const s = ok(run(state, { type: 'attack', player: 'player1', attacker: 'Alliance X-Wing', target: 'base' }, [/^TIE\/ln/, /^Alliance X-Wing/]));
    expect(s.player2.base.damage).toBe(6);
    expect(unitNamed(s, 'player1', 'TIE/ln Fighter')).toBeUndefined();
    expect(unitNamed(s, 'player2', 'Alliance X-Wing')!.damage).toBe(1);
  });

  it('JTL_015 Rio Durant: "It gains Saboteur. If it\'s a Transport, it also gets +1/+0." - on the U-Wing (Transport) and on an X-Wing (not)', () => {
    // U-Wing 2/2 + Rio +3/+5 + 1 (Transport) = 6 power; X-Wing 2/3 + 3 = 5 power. Saboteur: player2's Sentinel
    // (Protector-equipped X-Wing) does not stop an attack on the base.
    const p2 = { spaceArena: [{ card: 'alliance-xwing', upgrades: ['SOR_057'] }] };
    const onUWing = karabast({ leader: { card: 'JTL_015', deployed: true, asUpgrade: true }, spaceArena: [{ card: 'JTL_070', upgrades: ['JTL_015'] }] }, p2);
    expect(ok(run(onUWing, { type: 'attack', player: 'player1', attacker: 'U-Wing Lander', target: 'base' }, [/^Decline/])).player2.base.damage).toBe(6);
    const onXWing = karabast({ leader: { card: 'JTL_015', deployed: true, asUpgrade: true }, spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_015'] }] }, p2);
    expect(ok(run(onXWing, { type: 'attack', player: 'player1', attacker: 'Alliance X-Wing', target: 'base' })).player2.base.damage).toBe(5);
  });

  it('a leader listed as an upgrade must be its owner\'s leader deployed with asUpgrade (the state is refused otherwise)', () => {
    const bad = karabast({ leader: 'JTL_006', spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_006'] }] }, {});
    const r = driveReal(lookup, bad, { type: 'pass', player: 'player1' });
    expect(r.result.status).toBe('INVALID');
    const missing = karabast({ leader: { card: 'JTL_006', deployed: true, asUpgrade: true }, spaceArena: ['tieln-fighter'] }, {});
    expect(driveReal(lookup, missing, { type: 'pass', player: 'player1' }).result.status).toBe('INVALID');
  });
});

describe.skipIf(!!skip)('real cards: "attach this unit as an upgrade to a friendly Vehicle unit without a Pilot on it" (3.5.6)', () => {
  const poe = (extra: object = {}) => karabast({ hand: ['JTL_100'], spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_255'] }], ...extra }, {});

  it('JTL_100 Poe Dameron "When played as a unit: Create an X-Wing token. You may attach this unit as an upgrade ...": onto the new X-Wing token', () => {
    // Poe is played as a unit; an X-Wing token is created; the TIE/ln already has a Pilot (Sullustan Spacer), so only
    // the X-Wing token is eligible. Poe attaches to it: no longer a unit (ground arena empty); the token (2/2) with
    // Poe's upgrade modifiers +2/+3.
    const r = run(poe(), play('Poe Dameron'), [/^Resolve/, /^X-Wing/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label).some((l) => /TIE\/ln/.test(l))).toBe(false);
    expect(s.player1.groundArena).toEqual([]);
    expect(upgradesOf(s, 'player1', 'X-Wing')).toEqual(['Poe Dameron']);
    expect(names(s, 'player1', 'discard')).toEqual([]);
  });

  it('JTL_100 Poe Dameron: declined, he stays a ground unit next to the new X-Wing token', () => {
    const s = ok(run(poe(), play('Poe Dameron'), [/^Decline/]));
    expect(unitNamed(s, 'player1', 'Poe Dameron')).toBeDefined();
    expect(upgradesOf(s, 'player1', 'X-Wing')).toEqual([]);
  });
});

describe.skipIf(!!skip)('real cards: "Detach a Pilot upgrade, move it to the ground arena as a unit, and exhaust it" (2.12.3)', () => {
  it('JTL_126 Eject on the enemy IG-88 (a Pilot on an X-Wing): IG-88 is an exhausted ground unit of player2; player1 draws a card', () => {
    // Offered: every Pilot upgrade (IG-88 on player2's X-Wing, Sullustan Spacer on player1's TIE/ln). IG-88 chosen:
    // the X-Wing keeps no upgrade; IG-88 is in player2's ground arena, exhausted, undamaged. The deck's top card
    // (Battlefield Marine) is drawn.
    const state = karabast({ hand: ['JTL_126'], deck: ['SOR_095'], spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_255'] }] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141'] }] });
    const r = run(state, play('Eject'), [/^IG-88/]);
    const s = ok(r);
    const offered = r.prompts[0]!.options.map((o) => o.label);
    expect(offered).toHaveLength(2);
    expect(offered.some((l) => /^Sullustan Spacer/.test(l)) && offered.some((l) => /^IG-88/.test(l))).toBe(true);
    expect(upgradesOf(s, 'player2', 'Alliance X-Wing')).toEqual([]);
    const ig88 = unitNamed(s, 'player2', 'IG-88')!;
    expect(s.player2.groundArena.map((u) => u.id)).toContain(ig88.id);
    expect(ig88.exhausted).toBe(true);
    expect(ig88.damage).toBe(0);
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
  });

  it('JTL_126 Eject with no Pilot upgrade in play: only the draw happens', () => {
    const state = karabast({ hand: ['JTL_126'], deck: ['SOR_095'], spaceArena: [{ card: 'tieln-fighter', upgrades: ['SOR_072'] }] }, {});
    const s = ok(run(state, play('Eject')));
    expect(upgradesOf(s, 'player1', 'TIE/ln Fighter')).toEqual(['Entrenched']);
    expect(names(s, 'player1', 'hand')).toEqual(['Battlefield Marine']);
  });
});

describe.skipIf(!!skip)('real cards: "attach a friendly Pilot unit or upgrade to this unit" (3.5.6, 3.6.14)', () => {
  // player1: Astromech Pilot (JTL_057, a Pilot unit) in the ground arena with 1 damage and an Experience token; a
  // TIE/ln with Sullustan Spacer (a Pilot upgrade). player2: an X-Wing with IG-88 (an enemy Pilot upgrade: not offered).
  const state = () => karabast(
    { hand: ['JTL_038'], groundArena: [{ card: 'JTL_057', damage: 1, upgrades: ['experience'] }], spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_255'] }] },
    { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_141'] }] },
  );

  it('JTL_038 Corvus "When Played: You may attach a friendly Pilot unit or upgrade to this unit.": the Pilot unit - its token defeated, no longer a unit', () => {
    const r = run(state(), play('Corvus'), [/^Resolve/, /^Astromech Pilot/]);
    const s = ok(r);
    const offered = r.prompts[1]!.options.map((o) => o.label).filter((l) => l !== 'Decline');
    expect(offered).toHaveLength(2);
    expect(offered.some((l) => /IG-88/.test(l))).toBe(false);
    expect(s.player1.groundArena).toEqual([]);
    expect(upgradesOf(s, 'player1', 'Corvus')).toEqual(['Astromech Pilot']);
  });

  it('JTL_038 Corvus: the Sullustan Spacer upgrade moves from the TIE/ln to Corvus', () => {
    const s = ok(run(state(), play('Corvus'), [/^Resolve/, /^Sullustan Spacer/]));
    expect(upgradesOf(s, 'player1', 'TIE/ln Fighter')).toEqual([]);
    expect(upgradesOf(s, 'player1', 'Corvus')).toEqual(['Sullustan Spacer']);
    expect(unitNamed(s, 'player1', 'Astromech Pilot')!.damage).toBe(1);
  });
});

describe.skipIf(!!skip)('real cards: Sidon Ithano "When played as a unit: You may attach this unit as an upgrade to an enemy Vehicle unit without a Pilot on it."', () => {
  it('JTL_213 Sidon attaches to the enemy X-Wing (2/3): -2/-2 from his upgrade modifiers leaves it 0/1; he stays player1\'s card', () => {
    // Enemy Vehicles without a Pilot: the X-Wing only (player2's TIE/ln has IG-88). Sidon attaches: no longer a unit
    // of player1; listed on the X-Wing, owned (and controlled, 1.5.2E) by player1. 2/3 - 2/2 = 0/1: it survives.
    const state = karabast({ hand: ['JTL_213'] }, { spaceArena: ['alliance-xwing', { card: 'tieln-fighter', upgrades: ['JTL_141'] }] });
    const r = run(state, play('Sidon Ithano'), [/^Resolve/, /^Alliance X-Wing/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label).some((l) => /TIE/.test(l))).toBe(false);
    expect(s.player1.groundArena).toEqual([]);
    const xwing = unitNamed(s, 'player2', 'Alliance X-Wing')!;
    expect(xwing.upgrades.map((u) => [lookup(u.card)?.name, u.owner])).toEqual([['Sidon Ithano', 'player1']]);
  });

  it('JTL_213 Sidon on the enemy TIE/ln (2/1, no Pilot): -2/-2 leaves it 0 HP - defeated, and Sidon with it goes to player1\'s discard pile', () => {
    const state = karabast({ hand: ['JTL_213'] }, { spaceArena: ['tieln-fighter'] });
    const s = ok(run(state, play('Sidon Ithano'), [/^Resolve/, /^TIE\/ln/]));
    expect(s.player2.spaceArena).toEqual([]);
    expect(names(s, 'player2', 'discard')).toEqual(['TIE/ln Fighter']);
    expect(names(s, 'player1', 'discard')).toEqual(['Sidon Ithano']);
  });
});

describe.skipIf(!!skip)('real cards: "move this unit to the ground arena"', () => {
  it('JTL_096 Blue Leader "When Played: You may pay 2. If you do, move this unit to the ground arena and give 2 Experience tokens to it."', () => {
    // 9 resources: Blue Leader costs 3 + 4 (aspect penalty: the default leader and base lack Command and Heroism),
    // then 2 more are paid (9 exhausted). It moves from the space arena to the ground arena with 2 Experience tokens.
    // Its When Played resolves first; Ambush then finds no enemy unit to attack.
    const state = karabast({ hand: ['JTL_096'], resources: 9 }, {});
    const s = ok(run(state, play('Blue Leader'), [/When Played/, /^Resolve|^Pay/]));
    expect(s.player1.spaceArena).toEqual([]);
    expect(upgradesOf(s, 'player1', 'Blue Leader')).toEqual(['Experience', 'Experience']);
    expect(s.player1.groundArena.map((u) => lookup(u.card)?.name)).toEqual(['Blue Leader']);
    expect(s.player1.resources.filter((x) => x.exhausted)).toHaveLength(9);
  });

  it('JTL_096 Blue Leader: declining to pay, it stays in the space arena without tokens', () => {
    const state = karabast({ hand: ['JTL_096'], resources: 9 }, {});
    const s = ok(run(state, play('Blue Leader'), [/When Played/, /^Decline/]));
    expect(s.player1.groundArena).toEqual([]);
    expect(upgradesOf(s, 'player1', 'Blue Leader')).toEqual([]);
  });
});
