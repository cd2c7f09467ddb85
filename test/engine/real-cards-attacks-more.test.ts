// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for the attack templates of wave 4
// (family "attacks"): modifiers that depend on the defender (6.3.1B), "After completing this attack, ..." (7.6.8A),
// "If you do" after an attack, and lasting combat effects (7.7.3; "can't deal combat damage", 6.3.0C). Each expected
// outcome is worked out by hand from the printed text (quoted in the test name), the rulings and the rules; the
// arithmetic is in the comments. Fodder (no ability text used): Battlefield Marine 3/3 (cost 2), Underworld Thug 2/3,
// Wampa 4/5, Alliance X-Wing 2/3 (space). Bases have 30 HP; the normalizer gives each player 20 ready resources.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import type { Prompt } from '../../engine/api.js';
import { drive } from './builders.js';
import { attack, byId, choose, invalid, play, run, skipReason, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (attacks, wave 4) did not run: ${skipReason}`);

const inPlay = (units: { card: string }[]) => units.map((u) => u.card);
const useLeader = { type: 'useAbility', player: 'player1', card: 'leader' };
const again = (s: SwuState) => s as unknown as Record<string, unknown>;

describe.skipIf(!!skipReason)('real cards: attacks (wave 4)', () => {
  it('SHD_007 Moff Gideon (leader) "Attack with a unit that costs 3 or less. If it\'s attacking a unit, it gets +1/+0 for this attack."', () => {
    // Marine (cost 2) 3+1 = 4 attacks Wampa (4/5): Wampa takes 4 (3 without the bonus), Marine takes 4 >= 3: defeated.
    const unit = run(withCards(['SHD_007'], { leader: 'SHD_007', groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), useLeader, choose(/Battlefield Marine/, /Wampa/));
    expect(byId(unit, 'SOR_164').damage).toBe(4);
    expect(inPlay(unit.player1.groundArena)).toEqual([]);
    expect(unit.player1.leader.exhausted).toBe(true);
    // Attacking the base it is not attacking a unit (6.3.1B): 3 damage, not 4.
    const base = run(withCards(['SHD_007'], { leader: 'SHD_007', groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), useLeader, choose(/Battlefield Marine/, /base/));
    expect(base.player2.base.damage).toBe(3);
    // After the attack the +1/+0 is gone (7.7.3): Wampa's damage stays 0, the Marine is exhausted and undamaged.
    expect(byId(base, 'SOR_095').exhausted).toBe(true);
  });

  it('LAW_001 Saw Gerrera (leader) "Attack with a unit. It gets +2/+0 and gains Overwhelm for this attack. After completing this attack, defeat it."', () => {
    // Marine 3+2 = 5 with Overwhelm attacks Underworld Thug (2/3): 3 to the Thug (defeated), 5 - 3 = 2 excess to the
    // base; the Thug deals 2 to the Marine (3 HP: survives). After the attack the Marine is defeated: discard.
    const s = run(withCards(['LAW_001'], { leader: 'LAW_001', groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), useLeader, choose(/Battlefield Marine/, /Underworld Thug/));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
    expect(inPlay(s.player1.groundArena)).toEqual([]);
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SOR_095']);
  });

  it('LAW_001 Saw Gerrera (unit) "When Attack Ends: If this unit survived, you may attack with another unit. ... After completing this attack, defeat it."', () => {
    // Saw (4/7) attacks the base: 4; he survived, so the Marine attacks with 3+2 = 5: base 4 + 5 = 9; then the Marine is
    // defeated. Saw stays in play.
    const state = withCards(['LAW_001'], { leader: { card: 'LAW_001', deployed: true }, groundArena: ['battlefield-marine'] });
    const s = run(state, attack('Saw Gerrera', 'base'), choose(/Resolve|Battlefield Marine/, /Battlefield Marine/, /base/));
    expect(s.player2.base.damage).toBe(9);
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SOR_095']);
    expect(inPlay(s.player1.groundArena)).toEqual([]);
    expect(s.player1.leader.deployed).toBe(true);
    // Saw defeated by the defender's damage did not survive: no second attack (Marine ready, undamaged base 0 + 0).
    const dies = withCards(['LAW_001'], { leader: { card: 'LAW_001', deployed: true, damage: 6 }, groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] });
    const d = run(dies, attack('Saw Gerrera', 'Underworld Thug'));
    expect(d.player2.base.damage).toBe(0);
    expect(byId(d, 'SOR_095').exhausted).toBe(false);
  });

  it('JTL_228 Barrel Roll "Attack with a space unit. After completing this attack, you may exhaust a space unit."', () => {
    // X-Wing (2) attacks the base: 2; then the enemy X-Wing is exhausted.
    const state = withCards(['JTL_228'], { hand: ['JTL_228'], spaceArena: ['alliance-xwing'] }, { spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Barrel Roll'), choose(/base/, /Alliance X-Wing \(player2\)/, /Alliance X-Wing \(player1\)/));
    expect(s.player2.base.damage).toBe(2);
    expect(s.player2.spaceArena[0]!.exhausted).toBe(true);
    // No ready friendly space unit: no attack, so nothing after it (7.6.8A): the enemy X-Wing stays ready.
    const none = run(withCards(['JTL_228'], { hand: ['JTL_228'], spaceArena: [{ card: 'alliance-xwing', exhausted: true }] }, { spaceArena: ['alliance-xwing'] }), play('Barrel Roll'));
    expect(none.player2.spaceArena[0]!.exhausted).toBe(false);
    expect(none.player2.base.damage).toBe(0);
  });

  it('JTL_124 Tandem Assault "Attack with a space unit. If you do, attack with a ground unit, and that ground unit gets +2/+0 for this attack."', () => {
    // X-Wing 2 to the base, then Marine 3+2 = 5: base 7.
    const state = withCards(['JTL_124'], { hand: ['JTL_124'], spaceArena: ['alliance-xwing'], groundArena: ['battlefield-marine'] });
    const s = run(state, play('Tandem Assault'), choose(/base/, /Alliance X-Wing/, /Battlefield Marine/));
    expect(s.player2.base.damage).toBe(7);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    // No space unit attacked: the ground attack does not happen (ruling: "If you do, you must attack with a ground unit").
    const none = run(withCards(['JTL_124'], { hand: ['JTL_124'], groundArena: ['battlefield-marine'] }), play('Tandem Assault'));
    expect(none.player2.base.damage).toBe(0);
    expect(byId(none, 'SOR_095').exhausted).toBe(false);
  });

  it('LAW_130 Betrayed Trust "Choose an enemy unit. For this phase, that unit can\'t deal combat damage."', () => {
    // Wampa (4/5) chosen; player2's Wampa attacks the Marine: it deals none, the Marine deals 3 back.
    const state = withCards(['LAW_130'], { hand: ['LAW_130'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Betrayed Trust'), choose(/Wampa/));
    const hit = run(again(s), attack('Wampa', 'Battlefield Marine', 'player2'));
    expect(byId(hit, 'SOR_095').damage).toBe(0);
    expect(byId(hit, 'SOR_164').damage).toBe(3);
    // Defending, it deals no combat damage either: the Marine attacks it and takes nothing.
    const s2 = run(state, play('Betrayed Trust'), choose(/Wampa/));
    const s3 = run(again(s2), { type: 'pass', player: 'player2' });
    const def = run(again(s3), attack('Battlefield Marine', 'Wampa'));
    expect(byId(def, 'SOR_095').damage).toBe(0);
    expect(byId(def, 'SOR_164').damage).toBe(3);
  });

  it('TWI_072 I Have the High Ground "Choose a friendly unit. Each enemy unit gets -4/-0 while attacking that unit this phase."', () => {
    // Errata: while that unit is defending, the attacker gets -4/-0. Wampa 4 - 4 = 0 attacks the Marine: Marine 0
    // damage, Wampa takes 3.
    const state = withCards(['TWI_072'], { hand: ['TWI_072'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('I Have the High Ground'), choose(/Battlefield Marine/));
    const hit = run(again(s), attack('Wampa', 'Battlefield Marine', 'player2'));
    expect(byId(hit, 'SOR_095').damage).toBe(0);
    expect(byId(hit, 'SOR_164').damage).toBe(3);
    // Attacking the base it has its 4 power.
    const base = run(again(s), attack('Wampa', 'base', 'player2'));
    expect(base.player1.base.damage).toBe(4);
  });

  it('SEC_033 Sly Moore "When Played: For this phase, each enemy unit gets -2/-0 while it\'s attacking a base."', () => {
    // Errata: while a base is being attacked by an enemy unit, the attacker gets -2/-0. Wampa attacks player1's base:
    // 4 - 2 = 2. Attacking Sly Moore (2/6) it has 4: Sly Moore takes 4.
    const state = withCards(['SEC_033'], { hand: ['SEC_033'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Sly Moore'));
    const base = run(again(s), attack('Wampa', 'base', 'player2'));
    expect(base.player1.base.damage).toBe(2);
    const unit = run(again(s), attack('Wampa', 'Sly Moore', 'player2'));
    expect(byId(unit, 'SEC_033').damage).toBe(4);
  });

  it('SOR_212 Strafing Gunship "This unit can attack units in the ground arena." (with "While this unit is attacking a ground unit, the defender gets -2/-0")', () => {
    // Gunship (space, 3/4) attacks the Marine (ground, 3/3): 3 to the Marine (defeated); the Marine deals 3 - 2 = 1.
    const s = run(withCards(['SOR_212'], { spaceArena: ['SOR_212'] }, { groundArena: ['battlefield-marine'] }), attack('Strafing Gunship', 'Battlefield Marine'));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_212').damage).toBe(1);
    // Ruling: an enemy ground Sentinel (Perimeter AT-RT) does not restrict it; an enemy space Sentinel (Omicron Strike
    // Craft) does: the Marine can't be attacked then (6.3.2B).
    const groundSentinel = run(withCards(['SOR_212', 'JTL_068'], { spaceArena: ['SOR_212'] }, { groundArena: ['battlefield-marine', 'JTL_068'] }), attack('Strafing Gunship', 'Battlefield Marine'));
    expect(inPlay(groundSentinel.player2.groundArena)).toEqual(['JTL_068']);
    invalid(drive(withCards(['SOR_212', 'JTL_064'], { spaceArena: ['SOR_212'] }, { groundArena: ['battlefield-marine'], spaceArena: ['JTL_064'] }), attack('Strafing Gunship', 'Battlefield Marine')));
    // Without the ability a space unit can't attack a ground unit (6.3.2A).
    invalid(drive(withCards([], { spaceArena: ['alliance-xwing'] }, { groundArena: ['battlefield-marine'] }), attack('Alliance X-Wing', 'Battlefield Marine')));
  });

  it('SHD_230 Swoop Down "It gains Saboteur and can attack ground units for this attack. If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0"', () => {
    // X-Wing (2/3) attacks Wampa (4/5): 2 + 2 = 4 to Wampa, 4 - 2 = 2 back to the X-Wing (survives).
    const state = withCards(['SHD_230'], { hand: ['SHD_230'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Swoop Down'), choose(/Alliance X-Wing/, /Wampa/));
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(s.player1.spaceArena[0]!.damage).toBe(2);
    // Attacking the base it is not attacking a ground unit: 2 damage. After the attack Wampa has 4 power again.
    const base = run(state, play('Swoop Down'), choose(/Alliance X-Wing/, /base/));
    expect(base.player2.base.damage).toBe(2);
  });

  it('LOF_206 Babu Frik "You may attack with a friendly Droid unit. For this attack, it deals damage equal to its remaining HP instead of its power."', () => {
    // Liberated Slaves (Droid, 3/5) with 1 damage: remaining HP 5 - 1 = 4 is dealt to the base instead of its 3 power.
    const state = withCards(['LOF_206', 'SHD_200'], { groundArena: ['LOF_206', { card: 'SHD_200', damage: 1 }] });
    const s = run(state, { type: 'useAbility', player: 'player1', card: 'Babu Frik' }, choose(/Liberated Slaves/, /base/));
    expect(s.player2.base.damage).toBe(4);
    // Against Wampa (4/5): 4 damage to Wampa, Wampa deals its 4 back (remaining HP 4: the Slaves are defeated).
    const unit = run(withCards(['LOF_206', 'SHD_200'], { groundArena: ['LOF_206', { card: 'SHD_200', damage: 1 }] }, { groundArena: ['wampa'] }), { type: 'useAbility', player: 'player1', card: 'Babu Frik' }, choose(/Liberated Slaves/, /Wampa/));
    expect(byId(unit, 'SOR_164').damage).toBe(4);
    expect(inPlay(unit.player1.groundArena)).toEqual(['LOF_206']);
  });

  it('SEC_006 Colonel Yularen (leader) "Attack with a unit. Then, you may attack with another unit that costs less than it."', () => {
    // Wampa (cost 4) attacks the base: 4. The second attacker must cost less than 4 (printed costs): the Marine (2), not
    // the Perimeter AT-RT (4). Marine: 3 more, base 7.
    const seen: Prompt[] = [];
    const pick = choose(/Wampa/, /base/, /Battlefield Marine/);
    const state = withCards(['SEC_006', 'JTL_068'], { leader: 'SEC_006', groundArena: ['wampa', 'JTL_068', 'battlefield-marine'] });
    const s = run(state, useLeader, (p, i) => { seen.push(p); return pick(p, i); });
    expect(s.player2.base.damage).toBe(7);
    // Prompts: first attacker, its defender, the second attacker (with decline), its defender.
    expect(seen).toHaveLength(4);
    const second = seen[2]!;
    expect(second.options.map((o) => o.label).filter((l) => /\(player1\)/.test(l))).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
  });

  it('LAW_033 Hound\'s Tooth "When Attack Ends: If this unit survived, you may defeat a unit with less power than this unit."', () => {
    // Hound's Tooth (space, 4/8) attacks the base and survives: units with power < 4 may be defeated: the Marine (3), not
    // Wampa (4).
    const seen: Prompt[] = [];
    const state = withCards(['LAW_033'], { spaceArena: ['LAW_033'] }, { groundArena: ['battlefield-marine', 'wampa'] });
    const s = run(state, attack("Hound's Tooth", 'base'), (p) => { seen.push(p); return choose(/Battlefield Marine/)(p, 0); });
    expect(s.player2.base.damage).toBe(4);
    expect(inPlay(s.player2.groundArena)).toEqual(['SOR_164']);
    expect(seen[0]!.options.map((o) => o.label).filter((l) => !/decline/i.test(l))).toEqual([expect.stringMatching(/^Battlefield Marine/)]);
    // Defeated by the defender's damage (7 damage + 2 from an X-Wing >= 8 HP): it did not survive, nothing is asked.
    const dies = run(withCards(['LAW_033'], { spaceArena: [{ card: 'LAW_033', damage: 7 }] }, { spaceArena: ['alliance-xwing'], groundArena: ['battlefield-marine'] }), attack("Hound's Tooth", 'Alliance X-Wing'));
    expect(inPlay(dies.player2.groundArena)).toEqual(['SOR_095']);
  });

  it('JTL_187 Bossk "On Attack: Exhaust the defender and deal 1 damage to it (if it\'s a unit)."', () => {
    // Bossk (4/4) attacks Sandtrooper Cavalry (2/6, Grit, ready): exhausted and 1 damage. Combat damage is fixed before
    // it is dealt (Grit counts the 1 damage: 2 + 1 = 3): 4 to the Cavalry (5 < 6, it survives exhausted), 3 to Bossk
    // (3 < 4, he survives).
    const s = run(withCards(['JTL_187', 'LOF_232'], { groundArena: ['JTL_187'] }, { groundArena: ['LOF_232'] }), attack('Bossk', 'Sandtrooper Cavalry'));
    expect(byId(s, 'LOF_232').damage).toBe(5);
    expect(byId(s, 'LOF_232').exhausted).toBe(true);
    expect(byId(s, 'JTL_187').damage).toBe(3);
    // Attacking the base: only its 4 combat damage (no 1 damage to the base).
    const base = run(withCards(['JTL_187'], { groundArena: ['JTL_187'] }), attack('Bossk', 'base'));
    expect(base.player2.base.damage).toBe(4);
  });

  it('SOR_121 Hardpoint Heavy Blaster "Attached unit gains: On Attack: If this unit isn\'t attacking a base, you may deal 2 damage to a unit in the defender\'s arena."', () => {
    // X-Wing with the Blaster (2+2 / 3+2) attacks the Strafing Gunship (3/4): 2 damage to the enemy X-Wing (space, the
    // defender's arena; the ground Marine is not offered), then 4 combat damage defeats the Gunship, which deals 3 back.
    const seen: Prompt[] = [];
    const state = withCards(['SOR_121', 'SOR_212'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['SOR_121'] }] }, { spaceArena: ['alliance-xwing', 'SOR_212'], groundArena: ['battlefield-marine'] });
    const s = run(state, attack('Alliance X-Wing', 'Strafing Gunship'), (p) => { seen.push(p); return choose(/Alliance X-Wing \(player2\)/)(p, 0); });
    expect(s.player2.spaceArena.map((u) => [u.card, u.damage])).toEqual([['SOR_237', 2]]);
    expect(s.player1.spaceArena[0]!.damage).toBe(3);
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(seen[0]!.options.map((o) => o.label).some((l) => /Battlefield Marine/.test(l))).toBe(false);
    // Attacking the base: nothing asked, 4 damage to the base.
    const base = run(state, attack('Alliance X-Wing', 'base'));
    expect(base.player2.base.damage).toBe(4);
    expect(s.player2.spaceArena.length + base.player2.spaceArena.length).toBe(3);
    expect(base.player2.spaceArena.every((u) => u.damage === 0)).toBe(true);
  });

  it('JTL_195 Cat and Mouse "Exhaust an enemy unit. If you do, ready a friendly unit in the same arena with power equal to or less than that enemy unit."', () => {
    // Enemy Wampa (4 power, ground) exhausted; friendly exhausted units: Marine (3, ground: eligible), Wampa (4: equal,
    // eligible), Shadowed Hover Tank (5: not), X-Wing (space: not). The Marine is readied.
    const seen: Prompt[] = [];
    const p1 = { hand: ['JTL_195'], groundArena: [{ card: 'battlefield-marine', exhausted: true }, { card: 'wampa', exhausted: true }, { card: 'JTL_224', exhausted: true }], spaceArena: [{ card: 'alliance-xwing', exhausted: true }] };
    const s = run(withCards(['JTL_195', 'JTL_224'], p1, { groundArena: ['wampa'] }), play('Cat and Mouse'), (p) => { seen.push(p); return choose(/Wampa \(player2\)/, /Battlefield Marine/)(p, 0); });
    expect(s.player2.groundArena[0]!.exhausted).toBe(true);
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
    expect(seen[1]!.options.map((o) => o.label).filter((l) => !/decline/i.test(l))).toEqual([expect.stringMatching(/^Battlefield Marine/), expect.stringMatching(/^Wampa \(player1\)/)]);
    // An enemy unit already exhausted: exhausting it is not doing it (1.5.4E): nothing is readied.
    const none = run(withCards(['JTL_195'], { hand: ['JTL_195'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { groundArena: [{ card: 'wampa', exhausted: true }] }), play('Cat and Mouse'), choose(/Wampa/));
    expect(byId(none, 'SOR_095').exhausted).toBe(true);
  });

  it('LAW_219 Anakin\'s Podracer "While attacking, if no other units have attacked this phase, this unit deals combat damage before the defending unit."', () => {
    // Podracer (3/2) attacks the Marine (3/3) as the phase's first attack: 3 first, the Marine is defeated before it
    // deals its 3: the Podracer survives undamaged.
    const first = run(withCards(['LAW_219'], { groundArena: ['LAW_219'] }, { groundArena: ['battlefield-marine'] }, { thisPhase: { played: [], defeated: [], attacks: [] } }), attack("Anakin's Podracer", 'Battlefield Marine'));
    expect(inPlay(first.player2.groundArena)).toEqual([]);
    expect(byId(first, 'LAW_219').damage).toBe(0);
    // Another unit attacked earlier this phase: simultaneous damage, both are defeated.
    const earlier = { played: [], defeated: [], attacks: [{ player: 'player2', attacker: 'thug1', attackerCard: 'SOR_247', defender: 'player1-base' }] };
    const later = run(withCards(['LAW_219'], { groundArena: ['LAW_219'] }, { groundArena: ['battlefield-marine'] }, { thisPhase: earlier }), attack("Anakin's Podracer", 'Battlefield Marine'));
    expect(inPlay(later.player2.groundArena)).toEqual([]);
    expect(inPlay(later.player1.groundArena)).toEqual([]);
  });

  it('LAW_086 The Stranger (1/7, Grit) "While attacking, you may have the defending unit deal combat damage before this unit."', () => {
    const state = (damage: number) => withCards(['LAW_086'], { groundArena: [{ card: 'LAW_086', damage }] }, { groundArena: ['wampa'] });
    // Chosen: Wampa (4/5) deals 4 first; he survives (4 < 7), Grit makes him 1 + 4 = 5: Wampa (5 HP) is defeated.
    const first = run(state(0), attack('The Stranger', 'Wampa'), choose(/Resolve/));
    expect(inPlay(first.player2.groundArena)).toEqual([]);
    expect(byId(first, 'LAW_086').damage).toBe(4);
    // Declined: simultaneous damage with powers fixed before it (1 and 4): Wampa 1 damage, The Stranger 4.
    const together = run(state(0), attack('The Stranger', 'Wampa'), choose(/Decline/));
    expect(byId(together, 'SOR_164').damage).toBe(1);
    expect(byId(together, 'LAW_086').damage).toBe(4);
    // Chosen with 3 damage on him: 3 + 4 = 7 defeats him before he deals his damage: Wampa undamaged (ruling).
    const dies = run(state(3), attack('The Stranger', 'Wampa'), choose(/Resolve/));
    expect(inPlay(dies.player1.groundArena)).toEqual([]);
    expect(byId(dies, 'SOR_164').damage).toBe(0);
    // Attacking a base nothing is asked: Grit 1 + 3 = 4 damage.
    const base = run(state(3), attack('The Stranger', 'base'));
    expect(base.player2.base.damage).toBe(4);
  });

  it('JTL_177 Stay on Target "Attack with a Vehicle unit. For this attack, it gets +2/+0 and gains: "When this unit deals damage to a base: Draw a card.""', () => {
    // X-Wing (Vehicle, 2/3) + 2 = 4 to the base, then its gained ability draws 1 card (Wampa, the deck's top card).
    const state = withCards(['JTL_177', 'SOR_212'], { hand: ['JTL_177'], spaceArena: ['alliance-xwing'], deck: ['wampa', 'battlefield-marine'] }, { spaceArena: ['SOR_212'] });
    const s = run(state, play('Stay on Target'), choose(/base/, /Alliance X-Wing/));
    expect(s.player2.base.damage).toBe(4);
    expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_164']);
    // Attacking a unit it deals no damage to a base: no card (Strafing Gunship 3/4 takes 4 and is defeated).
    const unit = run(state, play('Stay on Target'), choose(/Strafing Gunship/, /Alliance X-Wing/));
    expect(unit.player1.hand).toEqual([]);
    expect(unit.player2.spaceArena).toEqual([]);
    // The ability was gained for this attack only (7.7.3): after it the X-Wing has no gained ability left.
    expect(unit.effects ?? []).toEqual([]);
  });

  it('TWI_183 Rush Clovis "On Attack: If the defending player controls no ready resources, create a Battle Droid token."', () => {
    // player2's 2 resources are both exhausted: a Battle Droid token for player1. Rush Clovis (3 + Raid 2) deals 5.
    const exhausted = [{ card: null, exhausted: true }, { card: null, exhausted: true }];
    const none = run(withCards(['TWI_183'], { groundArena: ['TWI_183'] }, { resources: exhausted }), attack('Rush Clovis', 'base'));
    expect(none.player1.groundArena.map((u) => u.card)).toEqual(['TWI_183', 'T_BATTLE_DROID']);
    expect(none.player2.base.damage).toBe(5);
    // One of them ready: no token.
    const one = run(withCards(['TWI_183'], { groundArena: ['TWI_183'] }, { resources: [{ card: null, exhausted: true }, { card: null }] }), attack('Rush Clovis', 'base'));
    expect(one.player1.groundArena.map((u) => u.card)).toEqual(['TWI_183']);
  });

  it('TWI_012 Anakin Skywalker (leader) "Action [Exhaust, deal 2 damage to your base]: Attack with a unit. If it\'s attacking a unit, it gets +2/+0 for this attack."', () => {
    // Cost: 2 damage to player1's base. Marine 3 + 2 = 5 attacks Wampa (4/5): Wampa defeated; Marine takes 4: defeated.
    const s = run(withCards(['TWI_012'], { leader: 'TWI_012', groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), useLeader, choose(/Battlefield Marine/, /Wampa/));
    expect(s.player1.base.damage).toBe(2);
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(inPlay(s.player1.groundArena)).toEqual([]);
  });

  it('TWI_012 Anakin Skywalker (unit, 5/7) "This unit gets +1/+0 for every 5 damage on your base."', () => {
    // Base damage 10: 5 + 10/5 = 7 to the enemy base. Base damage 9: 5 + 1 = 6 (rounded down).
    const ten = run(withCards(['TWI_012'], { leader: { card: 'TWI_012', deployed: true }, base: { card: 'kestro-city', damage: 10 } }), attack('Anakin Skywalker', 'base'));
    expect(ten.player2.base.damage).toBe(7);
    const nine = run(withCards(['TWI_012'], { leader: { card: 'TWI_012', deployed: true }, base: { card: 'kestro-city', damage: 9 } }), attack('Anakin Skywalker', 'base'));
    expect(nine.player2.base.damage).toBe(6);
  });
});
