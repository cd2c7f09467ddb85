// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) whose constant abilities
// (7.4) compile through compiler/templates/constant-lines.ts: "While this unit is upgraded/defending/ready...",
// "While you have the initiative", "While you control N or more resources", "While an opponent controls...", several
// grants on one line, plural subjects. Each expected outcome is worked out by hand from the printed text (quoted in the
// test name) and the rules, never copied from the engine. Bases have 30 HP. Fodder (no ability text): Underworld Thug
// 2/3 ground, Battlefield Marine 3/3 ground, Wampa 4/5 ground, Alliance X-Wing 2/3 space, TIE/ln Fighter 2/1 space.
import { describe, expect, it } from 'vitest';
import { drive } from './builders.js';
import { attack, byId, choose, invalid, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (constant lines) did not run: ${skipReason}`);

describe.skipIf(!!skipReason)('real cards: constant abilities of units in play', () => {
  it('SHD_247 Protector of the Throne (2/4) "While this unit is upgraded, it gains Sentinel.": only with a Shield token on it', () => {
    // 3.6.13: a Shield token is an upgrade, so the Protector is upgraded and has Sentinel: the Marine can't attack the base.
    const upgraded = withCards(['SHD_247'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'SHD_247', upgrades: ['shield'] }, 'underworld-thug'] });
    invalid(drive(upgraded, attack('Battlefield Marine', 'base')));
    // Not upgraded: no Sentinel, the Marine's 3 power goes to the base (30 - 3 left, 3 damage).
    const bare = withCards(['SHD_247'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SHD_247', 'underworld-thug'] });
    expect(run(bare, attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });

  it('SHD_056 Follower of The Way (1/3) "While this unit is upgraded, it gets +1/+1.": with an Experience token it is 3/5', () => {
    // Experience token +1/+1 (3.7) and the constant +1/+1: 1 + 1 + 1 = 3 power, 3 + 1 + 1 = 5 HP. The attack on the
    // base deals 3. Without the token it stays 1/3 and deals 1.
    const s = run(withCards(['SHD_056'], { groundArena: [{ card: 'SHD_056', upgrades: ['experience'] }] }), attack('Follower of The Way', 'base'));
    expect(s.player2.base.damage).toBe(3);
    expect(statsOf(s, 'SHD_056')).toMatchObject({ power: 3, hp: 5 });
    const plain = run(withCards(['SHD_056'], { groundArena: ['SHD_056'] }), attack('Follower of The Way', 'base'));
    expect(plain.player2.base.damage).toBe(1);
    expect(statsOf(plain, 'SHD_056')).toMatchObject({ power: 1, hp: 3 });
  });

  it('LOF_049 Jedi Guardian (4/8) "While this unit is defending, it gets +2/+0.": it defeats an attacking Wampa (4/5)', () => {
    // Defending: 4 + 2 = 6 damage to the Wampa (5 HP): defeated. The Wampa deals 4 to the Guardian (8 HP).
    const s = run(withCards(['LOF_049'], { groundArena: ['wampa'] }, { groundArena: ['LOF_049'] }), attack('Wampa', 'Jedi Guardian'));
    expect(s.player1.groundArena).toEqual([]);
    expect(byId(s, 'LOF_049').damage).toBe(4);
    // Outside an attack it is back to 4 power.
    expect(statsOf(s, 'LOF_049').power).toBe(4);
  });

  it('SHD_042 Concord Dawn Interceptors (1/4) "This unit gets +2/+0 while defending.": only while defending', () => {
    // An X-Wing (2/3) attacks it: it deals 1 + 2 = 3 damage, the X-Wing (3 HP) is defeated; it takes 2.
    const s = run(withCards(['SHD_042'], { spaceArena: ['alliance-xwing'] }, { spaceArena: ['SHD_042'] }), attack('Alliance X-Wing', 'Concord Dawn Interceptors'));
    expect(s.player1.spaceArena).toEqual([]);
    expect(byId(s, 'SHD_042').damage).toBe(2);
    // Attacking, it is not defending: 1 power to the base.
    const a = run(withCards(['SHD_042'], { spaceArena: ['SHD_042'] }), attack('Concord Dawn Interceptors', 'base'));
    expect(a.player2.base.damage).toBe(1);
  });

  it('JTL_054 Gold Leader (5/5) "While this unit is defending, the attacker gets -1/-0.": an attacking X-Wing deals 1', () => {
    // The X-Wing (2/3) attacks Gold Leader: 2 - 1 = 1 damage to Gold Leader; Gold Leader deals 5, the X-Wing is defeated.
    const s = run(withCards(['JTL_054'], { spaceArena: ['alliance-xwing'] }, { spaceArena: ['JTL_054'] }), attack('Alliance X-Wing', 'Gold Leader'));
    expect(byId(s, 'JTL_054').damage).toBe(1);
    expect(s.player1.spaceArena).toEqual([]);
  });

  it('SEC_224 Vel Sartha (4/6, Raid 2) "Each exhausted enemy unit gets -2/-0 while defending.": only an exhausted defender', () => {
    // Vel attacks an exhausted Wampa (4/5): 4 + 2 (Raid) = 6 damage, Wampa defeated; Wampa defends with 4 - 2 = 2.
    const tired = run(withCards(['SEC_224'], { groundArena: ['SEC_224'] }, { groundArena: [{ card: 'wampa', exhausted: true }] }), attack('Vel Sartha', 'Wampa'));
    expect(tired.player2.groundArena).toEqual([]);
    expect(byId(tired, 'SEC_224').damage).toBe(2);
    // A ready Wampa is not affected: it deals its full 4.
    const ready = run(withCards(['SEC_224'], { groundArena: ['SEC_224'] }, { groundArena: ['wampa'] }), attack('Vel Sartha', 'Wampa'));
    expect(byId(ready, 'SEC_224').damage).toBe(4);
  });

  it('SEC_135 Muckraker Crab Droid "While this unit is ready, it can\'t be attacked.": attackable only once exhausted', () => {
    invalid(drive(withCards(['SEC_135'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SEC_135'] }), attack('Battlefield Marine', 'Muckraker Crab Droid')));
    // Exhausted: the Marine (3) attacks the Droid (4/3): the Droid is defeated, the Marine takes 4 and is defeated too.
    const s = run(withCards(['SEC_135'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'SEC_135', exhausted: true }] }), attack('Battlefield Marine', 'Muckraker Crab Droid'));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.groundArena).toEqual([]);
  });

  it('SEC_071 Disciples\' Devotion (upgrade) "While attached unit is exhausted, it gains Sentinel.": an exhausted Thug guards', () => {
    const exhausted = withCards(['SEC_071'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', exhausted: true, upgrades: ['SEC_071'] }, 'wampa'] });
    invalid(drive(exhausted, attack('Battlefield Marine', 'base')));
    invalid(drive(exhausted, attack('Battlefield Marine', 'Wampa')));
    // Ready: no Sentinel, the base can be attacked (3 damage).
    const ready = withCards(['SEC_071'], { groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['SEC_071'] }] });
    expect(run(ready, attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: constants on the initiative (1.12), resources and what an opponent controls', () => {
  it('SOR_161 Ardent Sympathizer (3/3) "While you have the initiative, this unit gets +2/+0."', () => {
    // With the initiative: 3 + 2 = 5 to the base. Without (player2 holds it, player1 is still active): 3.
    const s = run(withCards(['SOR_161'], { groundArena: ['SOR_161'] }), attack('Ardent Sympathizer', 'base'));
    expect(s.player2.base.damage).toBe(5);
    const without = run(withCards(['SOR_161'], { groundArena: ['SOR_161'], hasInitiative: false }, { hasInitiative: true }, { activePlayer: 'player1' }), attack('Ardent Sympathizer', 'base'));
    expect(without.player2.base.damage).toBe(3);
  });

  it('SOR_113 Homestead Militia (3/4) "While you control 6 or more resources, this unit gains SENTINEL."', () => {
    // Its controller (player2) has 6 resources: Sentinel, the Marine can't attack the base; with 5 it can (3 damage).
    const six = withCards(['SOR_113'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SOR_113'], resources: 6 });
    invalid(drive(six, attack('Battlefield Marine', 'base')));
    const five = withCards(['SOR_113'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SOR_113'], resources: 5 });
    expect(run(five, attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });

  it('SHD_083 Seasoned Shoretrooper (2/3) "While you control 6 or more resources, this unit gets +2/+0."', () => {
    // 6 resources: 2 + 2 = 4 to the base; 5 resources: 2.
    expect(run(withCards(['SHD_083'], { groundArena: ['SHD_083'], resources: 6 }), attack('Seasoned Shoretrooper', 'base')).player2.base.damage).toBe(4);
    expect(run(withCards(['SHD_083'], { groundArena: ['SHD_083'], resources: 5 }), attack('Seasoned Shoretrooper', 'base')).player2.base.damage).toBe(2);
  });

  it('TWI_054 Duchess\'s Champion (1/8) "While an opponent controls 3 or more units, this unit gains Sentinel."', () => {
    // Player1 (its opponent) controls 3 units: Sentinel, the Marine can't attack the base. With 2 units it can.
    const three = withCards(['TWI_054'], { groundArena: ['battlefield-marine', 'underworld-thug', 'wampa'] }, { groundArena: ['TWI_054'] });
    invalid(drive(three, attack('Battlefield Marine', 'base')));
    const two = withCards(['TWI_054'], { groundArena: ['battlefield-marine', 'underworld-thug'] }, { groundArena: ['TWI_054'] });
    expect(run(two, attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });

  it('SHD_052 Sugi "While an enemy unit is upgraded, this unit gains Sentinel.": the Marine\'s own Shield token makes Sugi a Sentinel', () => {
    const shielded = withCards(['SHD_052'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }] }, { groundArena: ['SHD_052'] });
    invalid(drive(shielded, attack('Battlefield Marine', 'base')));
    const plain = withCards(['SHD_052'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SHD_052'] });
    expect(run(plain, attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });

  it('LOF_212 Life Wind Sage (3/5) "While an enemy unit is exhausted, this unit gains Raid 2."', () => {
    // An exhausted enemy Thug: Raid 2, 3 + 2 = 5 to the base. A ready Thug: 3.
    expect(run(withCards(['LOF_212'], { groundArena: ['LOF_212'] }, { groundArena: [{ card: 'underworld-thug', exhausted: true }] }), attack('Life Wind Sage', 'base')).player2.base.damage).toBe(5);
    expect(run(withCards(['LOF_212'], { groundArena: ['LOF_212'] }, { groundArena: ['underworld-thug'] }), attack('Life Wind Sage', 'base')).player2.base.damage).toBe(3);
  });

  it('LOF_118 Terentatek (5/5) "While an opponent controls a Force unit, this unit gains Ambush": it ambushes Life Wind Sage', () => {
    // Life Wind Sage (3/5) is a Force unit: Terentatek gains Ambush, readies and attacks it: 5 damage, the Sage is
    // defeated; Terentatek takes 3.
    const s = run(withCards(['LOF_118', 'LOF_212'], { hand: ['LOF_118'] }, { groundArena: ['LOF_212'] }), play('Terentatek'), choose(/Resolve|Yes|Ready/, /Life Wind Sage/));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'LOF_118').damage).toBe(3);
    // No Force unit (the Thug): no Ambush, Terentatek stays exhausted (1.5.4B), no prompt.
    const none = run(withCards(['LOF_118'], { hand: ['LOF_118'] }, { groundArena: ['underworld-thug'] }), play('Terentatek'));
    expect(byId(none, 'LOF_118').exhausted).toBe(true);
  });
});

describe.skipIf(!!skipReason)('real cards: several grants on one line and plural subjects', () => {
  it('SOR_100 Wedge Antilles "Each friendly VEHICLE unit gets +1/+1 and gains AMBUSH.": a played X-Wing ambushes a TIE', () => {
    // The X-Wing (Vehicle, 2/3) is 3/4 with Ambush: it attacks the TIE/ln (2/1), deals 3 (TIE defeated), takes 2.
    const s = run(withCards(['SOR_100'], { hand: ['alliance-xwing'], groundArena: ['SOR_100'] }, { spaceArena: ['tieln-fighter'] }), play('Alliance X-Wing'), choose(/Resolve|Yes|Ready/, /TIE/));
    expect(s.player2.spaceArena).toEqual([]);
    const xwing = s.player1.spaceArena[0]!;
    expect(xwing.damage).toBe(2);
    expect(statsOf(s, xwing.card)).toMatchObject({ power: 3, hp: 4 });
    // Wedge himself is not a Vehicle: 5/5.
    expect(statsOf(s, 'SOR_100')).toMatchObject({ power: 5, hp: 5 });
  });

  it('LOF_169 Invasion Control Ship "Friendly Droid units gain Raid 2.": a friendly Droid attacks for 2 more', () => {
    // Hunting Assassin Droid (SEC_134, 3/4 Droid): 3 + 2 = 5 to the base (no enemy unit is damaged: its own Raid
    // line does not apply). An enemy unit is not affected (Raid is only friendly).
    const s = run(withCards(['LOF_169', 'SEC_134'], { spaceArena: ['LOF_169'], groundArena: ['SEC_134'] }), attack('Hunting Assassin Droid', 'base'));
    expect(s.player2.base.damage).toBe(5);
  });

  it('SEC_134 Hunting Assassin Droid (3/4) "While an enemy unit is damaged, this unit gains Raid 2."', () => {
    // A damaged enemy Thug: 3 + 2 = 5 to the base.
    expect(run(withCards(['SEC_134'], { groundArena: ['SEC_134'] }, { groundArena: [{ card: 'underworld-thug', damage: 1 }] }), attack('Hunting Assassin Droid', 'base')).player2.base.damage).toBe(5);
  });

  it('TWI_130 Bo-Katan Kryze (2/3): another Mandalorian gives Overwhelm and Saboteur; another Trooper gives +1/+0', () => {
    // Follower of The Way is a Mandalorian (not a Trooper): Overwhelm and Saboteur, power 2.
    const mando = statsOf(run(withCards(['TWI_130', 'SHD_056'], { groundArena: ['TWI_130', 'SHD_056'] }), attack('Follower of The Way', 'base')), 'TWI_130');
    expect(mando.keywords.map((k) => k.name).sort()).toEqual(['Overwhelm', 'Saboteur']);
    expect(mando.power).toBe(2);
    // Seasoned Shoretrooper is a Trooper (not a Mandalorian): 2 + 1 = 3 power, no keywords.
    const trooper = run(withCards(['TWI_130', 'SHD_083'], { groundArena: ['TWI_130', 'SHD_083'] }), attack('Bo-Katan Kryze', 'base'));
    expect(trooper.player2.base.damage).toBe(3);
    expect(statsOf(trooper, 'TWI_130').keywords).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: token, unique and named units in phrases (phrases.ts)', () => {
  it('TWI_094 Shaak Ti "Each friendly token unit gets +1/+0.": a Clone Trooper token (2/2) attacks for 3, the Marine for 3', () => {
    // The token: 2 + 1 = 3 to the base. The Battlefield Marine is not a token: it stays 3/3.
    const s = run(withCards(['TWI_094'], { groundArena: ['TWI_094', 'clone-trooper', 'battlefield-marine'] }), attack('Clone Trooper', 'base'));
    expect(s.player2.base.damage).toBe(3);
    expect(statsOf(s, 'SOR_095').power).toBe(3);
  });

  it('JTL_081 First Order TIE Fighter (2/1) "While you control a token unit, this unit gains Raid 1."', () => {
    // With a Battle Droid token: 2 + 1 = 3 to the base; with only the (non-token) Marine: 2.
    expect(run(withCards(['JTL_081'], { spaceArena: ['JTL_081'], groundArena: ['battle-droid'] }), attack('First Order TIE Fighter', 'base')).player2.base.damage).toBe(3);
    expect(run(withCards(['JTL_081'], { spaceArena: ['JTL_081'], groundArena: ['battlefield-marine'] }), attack('First Order TIE Fighter', 'base')).player2.base.damage).toBe(2);
  });

  it('SHD_190 Zuckuss "Each friendly unit named 4-LOM gets +1/+1 and gains Saboteur.": 4-LOM ignores the Sentinel', () => {
    // 4-LOM (4/4) with Zuckuss: 5/5 and Saboteur (7.5.10: may ignore Sentinel): 5 damage to the base past the Pyke Sentinel.
    // 4-LOM's own line gives Zuckuss (6/6) +1/+1 and Ambush: 7/7.
    const both = run(withCards(['SHD_190', 'SHD_188'], { groundArena: ['SHD_190', 'SHD_188'] }, { groundArena: ['pyke-sentinel'] }), attack('4-LOM', 'base'));
    expect(both.player2.base.damage).toBe(5);
    expect(statsOf(both, 'SHD_190')).toMatchObject({ power: 7, hp: 7 });
    expect(statsOf(both, 'SHD_190').keywords.map((k) => k.name).sort()).toEqual(['Ambush', 'Saboteur']);
    // Without Zuckuss, 4-LOM must attack the Sentinel.
    invalid(drive(withCards(['SHD_188'], { groundArena: ['SHD_188'] }, { groundArena: ['pyke-sentinel'] }), attack('4-LOM', 'base')));
  });

  it('SEC_155 Alexsandr Kallus "While you have the initiative, each other friendly unique unit gains Raid 2."', () => {
    // Cinta Kaz (unique, 3/5) attacks: 3 + 2 = 5. The Battlefield Marine is not unique: 3. Without the initiative: 3.
    const state = (initiative: boolean) => withCards(['SEC_155', 'LAW_105'], { groundArena: ['SEC_155', 'LAW_105', 'battlefield-marine'], hasInitiative: initiative }, { hasInitiative: !initiative }, { activePlayer: 'player1' });
    expect(run(state(true), attack('Cinta Kaz', 'base')).player2.base.damage).toBe(5);
    expect(run(state(true), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
    expect(run(state(false), attack('Cinta Kaz', 'base')).player2.base.damage).toBe(3);
  });

  it('TWI_200 Creative Thinking "Exhaust a non-unique unit. Create a Clone Trooper token.": Wedge (unique) is not offered', () => {
    const offered: string[] = [];
    const s = run(withCards(['TWI_200', 'SOR_100'], { hand: ['TWI_200'] }, { groundArena: ['SOR_100', 'wampa'] }), play('Creative Thinking'), (p) => {
      offered.push(...p.options.map((o) => o.label));
      return choose(/Wampa/)(p, 0);
    });
    expect(offered.some((l) => /Wedge/.test(l))).toBe(false);
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(byId(s, 'SOR_100').exhausted).toBe(false);
    // One Clone Trooper token for player1 (the catalog's token card).
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['T_CLONE_TROOPER']);
  });
});

describe.skipIf(!!skipReason)('real cards: attacking a kind of unit, comparisons, your base, cards in hand, a Pilot', () => {
  it('SOR_130 First Legion Snowtrooper (2/3) "While attacking a damaged unit, this unit gets +2/+0 and gains Overwhelm."', () => {
    // Thug (2/3) with 1 damage has 2 HP left: the Snowtrooper deals 2 + 2 = 4, 2 of it is excess to the base (Overwhelm).
    const s = run(withCards(['SOR_130'], { groundArena: ['SOR_130'] }, { groundArena: [{ card: 'underworld-thug', damage: 1 }] }), attack('First Legion Snowtrooper', 'Underworld Thug'));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
    // An undamaged Thug: 2 damage, no excess, the Thug survives with 2 damage.
    const u = run(withCards(['SOR_130'], { groundArena: ['SOR_130'] }, { groundArena: ['underworld-thug'] }), attack('First Legion Snowtrooper', 'Underworld Thug'));
    expect(u.player2.groundArena[0]!.damage).toBe(2);
    expect(u.player2.base.damage).toBe(0);
  });

  it('SEC_139 Miraj Scintel "While a friendly unit is attacking a damaged unit, the attacker gains Overwhelm."', () => {
    // The Marine (3) attacks a Thug with 1 damage (2 HP left): 1 excess damage to the base.
    const s = run(withCards(['SEC_139'], { groundArena: ['SEC_139', 'battlefield-marine'] }, { groundArena: [{ card: 'underworld-thug', damage: 1 }] }), attack('Battlefield Marine', 'Underworld Thug'));
    expect(s.player2.base.damage).toBe(1);
    // An enemy attacker is not friendly to Miraj: player2's Marine (3) attacking player1's damaged Thug (2 HP left)
    // has no Overwhelm, nothing reaches player1's base.
    const e = run(withCards(['SEC_139'], { groundArena: ['SEC_139', { card: 'underworld-thug', damage: 1 }] }, { groundArena: ['battlefield-marine'] }, { activePlayer: 'player2' }), attack('Battlefield Marine', 'Underworld Thug', 'player2'));
    expect(e.player1.groundArena.map((u) => u.card)).toEqual(['SEC_139']);
    expect(e.player1.base.damage).toBe(0);
  });

  it('SEC_079 Corrupt Politician (2/2) "While you control more units than an opponent, this unit gains Sentinel."', () => {
    // Player2 controls the Politician and a Thug (2) against player1's Marine (1): Sentinel, the Marine can't attack the base.
    invalid(drive(withCards(['SEC_079'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SEC_079', 'underworld-thug'] }), attack('Battlefield Marine', 'base')));
    // 1 against 1: not more, no Sentinel.
    expect(run(withCards(['SEC_079'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SEC_079'] }), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });

  it('SEC_151 Kazuda Xiono (2/6, Raid 2) "While you control fewer resources than an opponent, this unit gets +2/+0."', () => {
    // 3 resources against 5: 2 + 2 + 2 (Raid) = 6 to the base. 5 against 5: 2 + 2 = 4.
    expect(run(withCards(['SEC_151'], { groundArena: ['SEC_151'], resources: 3 }, { resources: 5 }), attack('Kazuda Xiono', 'base')).player2.base.damage).toBe(6);
    expect(run(withCards(['SEC_151'], { groundArena: ['SEC_151'], resources: 5 }, { resources: 5 }), attack('Kazuda Xiono', 'base')).player2.base.damage).toBe(4);
  });

  it('TWI_142 Anakin\'s Interceptor (2/3) "While your base has 15 or more damage on it, this unit gets +2/+0."', () => {
    // Own base at 15 damage: 2 + 2 = 4; at 14: 2.
    expect(run(withCards(['TWI_142'], { spaceArena: ['TWI_142'], base: { card: 'kestro-city', damage: 15 } }), attack("Anakin's Interceptor", 'base')).player2.base.damage).toBe(4);
    expect(run(withCards(['TWI_142'], { spaceArena: ['TWI_142'], base: { card: 'kestro-city', damage: 14 } }), attack("Anakin's Interceptor", 'base')).player2.base.damage).toBe(2);
  });

  it('SHD_011 Kylo Ren, deployed (5/4) "This unit gets -1/-0 for each card in your hand.": 3 cards in hand, 2 power', () => {
    // 5 - 3 = 2 damage to the base; with an empty hand, 5.
    const hand = ['underworld-thug', 'underworld-thug', 'underworld-thug'];
    expect(run(withCards(['SHD_011'], { leader: { card: 'SHD_011', deployed: true }, hand }), attack('Kylo Ren', 'base')).player2.base.damage).toBe(2);
    expect(run(withCards(['SHD_011'], { leader: { card: 'SHD_011', deployed: true }, hand: [] }), attack('Kylo Ren', 'base')).player2.base.damage).toBe(5);
  });

  it('JTL_211 Independent Smuggler as a Pilot upgrade (+1/+1) "Attached unit gains: Raid 1.": the X-Wing deals 2 + 1 + 1', () => {
    // Alliance X-Wing 2/3 with the Smuggler attached: +1/+1 (its upgrade stats) and Raid 1 once (not twice): 4 to the base.
    const s = run(withCards(['JTL_211'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_211'] }] }), attack('Alliance X-Wing', 'base'));
    expect(s.player2.base.damage).toBe(4);
  });
});

describe.skipIf(!!skipReason)('real cards: grants as lasting effects (7.7.3)', () => {
  it('SOR_154 Rallying Cry "Each friendly unit gains RAID 2 this phase.": the Marine has Raid 2 for the phase', () => {
    const s = run(withCards(['SOR_154'], { hand: ['SOR_154'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), play('Rallying Cry'));
    expect(statsOf(s, 'SOR_095').keywords).toEqual([{ name: 'Raid', value: 2 }]);
    // Only friendly units: the enemy Thug has no Raid.
    expect(statsOf(s, 'SOR_247').keywords).toEqual([]);
  });

  it('LAW_151 Profiteering Hunter "When Played: Another friendly unit gets +1/+1 for this phase.": the Marine is 4/4', () => {
    const s = run(withCards(['LAW_151'], { hand: ['LAW_151'], groundArena: ['battlefield-marine'] }), play('Profiteering Hunter'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 4, hp: 4 });
    // "Another": the Hunter itself was not offered (the Marine was the only choice), and it keeps its printed stats.
    expect(statsOf(s, 'LAW_151')).toMatchObject({ power: 1, hp: 3 });
  });

  it('LOF_152 Focus Determines Reality "Each friendly Force unit gains Raid 1 and Saboteur for this phase."', () => {
    // Life Wind Sage is a Force unit: Raid 1 and Saboteur; the Marine (not Force) gets nothing.
    const s = run(withCards(['LOF_152', 'LOF_212'], { hand: ['LOF_152'], groundArena: ['LOF_212', 'battlefield-marine'] }), play('Focus Determines Reality'));
    expect(statsOf(s, 'LOF_212').keywords.map((k) => k.name).sort()).toEqual(['Raid', 'Saboteur']);
    expect(statsOf(s, 'SOR_095').keywords).toEqual([]);
  });

  it('SOR_156 Benthic "Two Tubes" "On Attack: Another friendly Aggression unit gains RAID 2 for this phase."', () => {
    // Ardent Sympathizer (Aggression) gains Raid 2; the Marine (Command... not Aggression) is not offered.
    const s = run(withCards(['SOR_156', 'SOR_161'], { groundArena: ['SOR_156', 'SOR_161', 'battlefield-marine'] }), attack('Benthic "Two Tubes"', 'base'), choose(/Ardent/));
    expect(statsOf(s, 'SOR_161').keywords).toEqual([{ name: 'Raid', value: 2 }]);
    expect(statsOf(s, 'SOR_095').keywords).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: a named card you control (8.23.2), a Force unit or upgrade', () => {
  it('SOR_082 Emperor\'s Royal Guard (3/4) "While you control Emperor Palpatine (as a leader or unit), this unit gets +0/+1."', () => {
    // Palpatine as the (undeployed) leader: 3/5. As a unit (SOR_135) in play: 3/5. Neither: 3/4.
    const asLeader = run(withCards(['SOR_082', 'SOR_006'], { leader: 'SOR_006', groundArena: ['SOR_082'] }), attack("Emperor's Royal Guard", 'base'));
    expect(statsOf(asLeader, 'SOR_082')).toMatchObject({ power: 3, hp: 5 });
    const asUnit = run(withCards(['SOR_082', 'SOR_135'], { groundArena: ['SOR_082', 'SOR_135'] }), attack("Emperor's Royal Guard", 'base'));
    expect(statsOf(asUnit, 'SOR_082')).toMatchObject({ power: 3, hp: 5 });
    // An opponent's Palpatine is not yours.
    const theirs = run(withCards(['SOR_082', 'SOR_135'], { groundArena: ['SOR_082'] }, { groundArena: ['SOR_135'] }), attack("Emperor's Royal Guard", 'base'));
    expect(statsOf(theirs, 'SOR_082')).toMatchObject({ power: 3, hp: 4 });
  });

  it('SEC_201 Anakin Skywalker (3/4) "While you control Padmé Amidala (as a leader or unit), this unit gains Raid 2."', () => {
    // Padmé (TWI_192) in play: 3 + 2 = 5 to the base; without her: 3.
    expect(run(withCards(['SEC_201', 'TWI_192'], { groundArena: ['SEC_201', 'TWI_192'] }), attack('Anakin Skywalker', 'base')).player2.base.damage).toBe(5);
    expect(run(withCards(['SEC_201'], { groundArena: ['SEC_201'] }), attack('Anakin Skywalker', 'base')).player2.base.damage).toBe(3);
  });

  it('TWI_058 Padawan Starfighter (1/3) "While you control a Force unit or a Force upgrade, this unit gets +1/+1."', () => {
    // A friendly Force unit (Life Wind Sage): 2/4, 2 to the base.
    expect(run(withCards(['TWI_058', 'LOF_212'], { spaceArena: ['TWI_058'], groundArena: ['LOF_212'] }), attack('Padawan Starfighter', 'base')).player2.base.damage).toBe(2);
    // A Force upgrade player1 played (Bolstered Endurance, LOF_074) on an enemy Force unit: player1 controls the upgrade
    // (1.5.2B), not the unit: still 2/4.
    const upgrade = run(withCards(['TWI_058', 'LOF_212', 'LOF_074'], { spaceArena: ['TWI_058'] }, { groundArena: [{ card: 'LOF_212', upgrades: [{ card: 'LOF_074', owner: 'player1' }] }] }), attack('Padawan Starfighter', 'base'));
    expect(upgrade.player2.base.damage).toBe(2);
    // Only the enemy's Force unit, no upgrade of player1's: 1/3, 1 to the base.
    expect(run(withCards(['TWI_058', 'LOF_212'], { spaceArena: ['TWI_058'] }, { groundArena: ['LOF_212'] }), attack('Padawan Starfighter', 'base')).player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: constants on a leader\'s leader side and a base (4.9.1)', () => {
  it('TWI_028 Petranaki Arena (base) "Each leader unit you control gets +1/+0.": a deployed Darth Maul (5/6) hits for 6', () => {
    // Darth Maul (LOF_009) deployed as a unit, 5 power: with the base 5 + 1 = 6 to the enemy base; without it 5.
    const withArena = run(withCards(['TWI_028', 'LOF_009'], { base: 'TWI_028', leader: { card: 'LOF_009', deployed: true } }), attack('Darth Maul', 'base'), choose(/.*/));
    expect(withArena.player2.base.damage).toBe(6);
    const without = run(withCards(['LOF_009'], { leader: { card: 'LOF_009', deployed: true } }), attack('Darth Maul', 'base'), choose(/.*/));
    expect(without.player2.base.damage).toBe(5);
  });

  it('SOR_001 Director Krennic (leader side) "Each friendly damaged unit gets +1/+0.": a damaged Marine attacks for 4', () => {
    // The Marine (3/3) with 1 damage: 3 + 1 = 4 to the base; undamaged: 3.
    expect(run(withCards(['SOR_001'], { leader: 'SOR_001', groundArena: [{ card: 'battlefield-marine', damage: 1 }] }), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(4);
    expect(run(withCards(['SOR_001'], { leader: 'SOR_001', groundArena: ['battlefield-marine'] }), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: Pilots (7.5.17)', () => {
  it('JTL_247 Resistance X-Wing (2/2) "While this unit has a Pilot on it, it gets +1/+1.": with Independent Smuggler attached', () => {
    // Smuggler as a Pilot upgrade: +1/+1 and Raid 1; the X-Wing's own +1/+1: 2 + 1 + 1 = 4 power (5 with Raid while
    // attacking), 2 + 1 + 1 = 4 HP.
    const s = run(withCards(['JTL_247', 'JTL_211'], { spaceArena: [{ card: 'JTL_247', upgrades: ['JTL_211'] }] }), attack('Resistance X-Wing', 'base'));
    expect(s.player2.base.damage).toBe(5);
    expect(statsOf(s, 'JTL_247')).toMatchObject({ power: 4, hp: 4 });
    // A Shield token is an upgrade but not a Pilot: 2/2.
    expect(statsOf(run(withCards(['JTL_247'], { spaceArena: [{ card: 'JTL_247', upgrades: ['shield'] }] }), attack('Resistance X-Wing', 'base')), 'JTL_247')).toMatchObject({ power: 2, hp: 2 });
  });

  it('JTL_109 Jarek Yeager as a Pilot: "While you control a ground unit and a space unit, attached unit gains Sentinel."', () => {
    // Jarek on player2's X-Wing (space) with a Thug (ground): the X-Wing has Sentinel, player1's X-Wing can't attack the base.
    const both = withCards(['JTL_109'], { spaceArena: ['alliance-xwing'] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_109'] }], groundArena: ['underworld-thug'] });
    invalid(drive(both, attack('Alliance X-Wing', 'base')));
    // No ground unit: no Sentinel, 2 damage to the base.
    const spaceOnly = withCards(['JTL_109'], { spaceArena: ['alliance-xwing'] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_109'] }] });
    expect(run(spaceOnly, attack('Alliance X-Wing', 'base')).player2.base.damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('real cards: lasting restrictions and Coordinate constants', () => {
  it('LOF_211 Dooku "When Played: Each friendly unit with Hidden can\'t be attacked for this phase.": Anakin (Hidden) is safe', () => {
    // Anakin Skywalker (SEC_201, Hidden) has been in play since before this phase: Hidden alone would not protect him.
    const played = run(withCards(['LOF_211', 'SEC_201'], { hand: ['LOF_211'], groundArena: ['SEC_201', 'battlefield-marine'] }, { groundArena: ['wampa'] }), play('Dooku'));
    invalid(drive(played, attack('Wampa', 'Anakin Skywalker', 'player2')));
    // Without Dooku the Wampa may attack him: 4 damage defeats Anakin (3/4).
    const open = run(withCards(['SEC_201'], { groundArena: ['SEC_201'] }, { groundArena: ['wampa'] }, { activePlayer: 'player2' }), attack('Wampa', 'Anakin Skywalker', 'player2'));
    expect(open.player1.groundArena).toEqual([]);
    // The Marine has no Hidden: it can still be attacked (Wampa 4 defeats the 3/3 Marine).
    const hit = run(played as unknown as Record<string, unknown>, attack('Wampa', 'Battlefield Marine', 'player2'));
    expect(hit.player1.groundArena.map((u) => u.card)).not.toContain('SOR_095');
  });

  it('TWI_114 Clone Commander Cody "Coordinate - Each other friendly unit gets +1/+1 and gains Overwhelm.": with 3 units', () => {
    // Cody, the Marine and a Thug: 3 units, Coordinate is on: the Marine is 4/4 with Overwhelm. With 2 units, 3/3.
    const three = run(withCards(['TWI_114'], { groundArena: ['TWI_114', 'battlefield-marine', 'underworld-thug'] }), attack('Battlefield Marine', 'base'));
    expect(three.player2.base.damage).toBe(4);
    expect(statsOf(three, 'SOR_095')).toMatchObject({ power: 4, hp: 4 });
    expect(statsOf(three, 'SOR_095').keywords.map((k) => k.name)).toContain('Overwhelm');
    const two = run(withCards(['TWI_114'], { groundArena: ['TWI_114', 'battlefield-marine'] }), attack('Battlefield Marine', 'base'));
    expect(two.player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: "For this phase, each friendly unit gains: "..."" (7.7.3)', () => {
  it('LAW_169 Payroll Heist: "For this phase, each friendly unit gains: "On Attack: Create a Credit token.""', () => {
    const heist = run(withCards(['LAW_169'], { hand: ['LAW_169'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), play('Payroll Heist'));
    // Player2 passes; the Marine attacks the base: its gained On Attack creates 1 Credit token for player1; 3 damage.
    const passed = run(heist as unknown as Record<string, unknown>, { type: 'pass', player: 'player2' });
    const s = run(passed as unknown as Record<string, unknown>, attack('Battlefield Marine', 'base'));
    expect(s.player1.credits).toBe(1);
    expect(s.player2.base.damage).toBe(3);
  });

  it('TWI_103 Pyrrhic Assault: "For this phase, each friendly unit gains: "When Defeated: Deal 2 damage to an enemy unit.""', () => {
    // Then player2's Wampa (4/5) attacks the Marine (3/3): the Marine is defeated (4 damage) and deals 3 to the Wampa;
    // its gained When Defeated deals 2 more to the Wampa: 3 + 2 = 5, the Wampa is defeated.
    const assault = run(withCards(['TWI_103'], { hand: ['TWI_103'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Pyrrhic Assault'));
    const s = run(assault as unknown as Record<string, unknown>, attack('Wampa', 'Battlefield Marine', 'player2'), choose(/Wampa/));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.groundArena).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: a deployed leader\'s constant on defenders', () => {
  it('SOR_018 Jyn Erso, deployed: "While a friendly unit is attacking, the defender gets -1/-0."', () => {
    // The Marine (3/3) attacks the Thug (2/3): the Thug deals 2 - 1 = 1 damage back; the Thug takes 3 and is defeated.
    const s = run(withCards(['SOR_018'], { leader: { card: 'SOR_018', deployed: true }, groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), attack('Battlefield Marine', 'Underworld Thug'));
    expect(byId(s, 'SOR_095').damage).toBe(1);
    expect(s.player2.groundArena).toEqual([]);
  });
});
