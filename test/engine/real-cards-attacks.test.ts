// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for the attack templates (wave 2
// family "attacks"): combat damage before the defender (6.3.5C / 7.5.6D), "even if it's exhausted", "can't attack
// bases for this attack", and "While this unit is defending, the attacker gets -1/-0". Each expected outcome is worked
// out by hand from the printed text (quoted in the test name) and the rules; the arithmetic is in the comments.
// Fodder (no ability text used): Battlefield Marine 3/3, Underworld Thug 2/3, Wampa 4/5 (Overwhelm, attacking only),
// Alliance X-Wing 2/3 (space). Bases have 30 HP.
import { describe, expect, it } from 'vitest';
import { stats } from './builders.js';
import { attack, byId, choose, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (attacks) did not run: ${skipReason}`);

const inPlay = (units: { card: string }[]) => units.map((u) => u.card);

describe.skipIf(!!skipReason)('real cards: attacks', () => {
  it('SOR_217 Shoot First "It gets +1/+0 for this attack and deals its combat damage before the defender": the rules\' own example (7.5.6D)', () => {
    // The rules use Baze Malbus (Grit); Sandtrooper Cavalry (2/6, Grit, no other text) stands in for him here.
    // Battlefield Marine 3+1 = 4 power attacks the Cavalry. Marine deals 4 first: 4 damage < 6 HP, it survives; Grit
    // now gives 2 + 4 = 6 power; it deals 6 back: Marine (3 HP) is defeated. (Simultaneously it would have dealt 2.)
    const state = withCards(['SOR_217', 'LOF_232'], { hand: ['SOR_217'], groundArena: ['battlefield-marine'] }, { groundArena: ['LOF_232'] });
    const s = run(state, play('Shoot First'), choose(/Battlefield Marine/, /Sandtrooper Cavalry/));
    expect(inPlay(s.player1.groundArena)).toEqual([]);
    expect(byId(s, 'LOF_232').damage).toBe(4);
    expect(s.player2.base.damage).toBe(0);
  });

  it('SOR_217 Shoot First: a defender defeated by the first damage deals none back (6.3.5C)', () => {
    // Marine 3+1 = 4 attacks Underworld Thug (2/3): 4 >= 3, the Thug is defeated before it deals damage: Marine 0
    // damage (simultaneous damage would have put 2 on it). After the attack its power is 3 again.
    const state = withCards(['SOR_217'], { hand: ['SOR_217'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Shoot First'), choose(/Battlefield Marine/, /Underworld Thug/));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(statsOf(s, 'SOR_095').power).toBe(3);
  });

  it('LOF_221 Trust Your Instincts "Use the Force. If you do, attack with a unit. It gets +2/+0 ... before the defender"', () => {
    // The Force token is used; Marine 3+2 = 5 attacks Wampa (4/5): 5 >= 5, Wampa is defeated first: Marine 0 damage.
    const state = withCards(['LOF_221'], { hand: ['LOF_221'], hasForceToken: true, groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Trust Your Instincts'), choose(/Resolve/, /Battlefield Marine/, /Wampa/));
    expect(s.player1.hasForceToken).toBe(false);
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('SHD_234 Incinerator Trooper "While attacking, this unit deals combat damage before the defender": attacking and defending', () => {
    // Attacking: Trooper (2/2) attacks a Marine with 1 damage (3 - 1 = 2 remaining HP): 2 damage defeats it first; the
    // Trooper takes nothing (simultaneously it would have taken 3 and been defeated).
    const attacking = run(withCards(['SHD_234'], { groundArena: ['SHD_234'] }, { groundArena: [{ card: 'battlefield-marine', damage: 1 }] }), attack('Incinerator Trooper', 'Battlefield Marine'));
    expect(inPlay(attacking.player2.groundArena)).toEqual([]);
    expect(byId(attacking, 'SHD_234').damage).toBe(0);
    // Defending it has no such ability: a Marine (3/3) attacks it: 3 to the Trooper (defeated) and 2 to the Marine at
    // the same time (6.3.4A).
    const defending = run(withCards(['SHD_234'], { groundArena: ['battlefield-marine'] }, { groundArena: ['SHD_234'] }), attack('Battlefield Marine', 'Incinerator Trooper'));
    expect(inPlay(defending.player2.groundArena)).toEqual([]);
    expect(byId(defending, 'SOR_095').damage).toBe(2);
  });

  it('SOR_198 Han Solo (6/6) "While attacking, this unit deals combat damage before the defender": Wampa (4/5) deals none back', () => {
    // 6 >= 5: Wampa is defeated by Han's damage before it deals its 4.
    const s = run(withCards(['SOR_198'], { groundArena: ['SOR_198'] }, { groundArena: ['wampa'] }), attack('Han Solo', 'Wampa'));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_198').damage).toBe(0);
  });

  it('JTL_054 Gold Leader (5/5) "While this unit is defending, the attacker gets -1/-0": an X-Wing (2/3) deals 1', () => {
    // X-Wing 2 - 1 = 1 damage on Gold Leader; Gold Leader deals 5 back: the X-Wing (3 HP) is defeated.
    const s = run(withCards(['JTL_054'], { spaceArena: ['alliance-xwing'] }, { spaceArena: ['JTL_054'] }), attack('Alliance X-Wing', 'Gold Leader'));
    expect(byId(s, 'JTL_054').damage).toBe(1);
    expect(inPlay(s.player1.spaceArena)).toEqual([]);
  });

  it('LAW_108 Lando Calrissian (4/5) "While this unit is defending, the attacker gets -1/-0": only while the attack lasts', () => {
    // Wampa 4 - 1 = 3 damage on Lando (survives, 3 < 5); Lando deals 4 to Wampa (survives, 4 < 5). After the attack
    // Wampa's power is 4 again. Overwhelm: 3 damage does not exceed Lando's 5 remaining HP, nothing to the base.
    const s = run(withCards(['LAW_108'], { groundArena: ['wampa'] }, { groundArena: ['LAW_108'] }), attack('Wampa', 'Lando Calrissian'));
    expect(byId(s, 'LAW_108').damage).toBe(3);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(statsOf(s, 'SOR_164').power).toBe(4);
    expect(s.player2.base.damage).toBe(0);
  });

  it('SOR_071 Electrostaff (+2/+2) "While attached unit is defending, the attacker gets -1/-0."', () => {
    // Marine with Electrostaff: 5/5. Wampa 4 - 1 = 3 damage on it (survives); it deals 5 to Wampa (5 HP): defeated.
    const s = run(withCards(['SOR_071'], { groundArena: ['wampa'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_071'] }] }), attack('Wampa', 'Battlefield Marine'));
    expect(byId(s, 'SOR_095').damage).toBe(3);
    expect(inPlay(s.player1.groundArena)).toEqual([]);
  });

  it('JTL_123 Dogfight "Attack with a unit, even if it\'s exhausted. That unit can\'t attack bases for this attack."', () => {
    // An exhausted Marine (3/3) attacks: the only legal defender is the Thug (the base is not one): Thug 3 damage,
    // defeated; Marine 2 damage; base untouched.
    const state = withCards(['JTL_123'], { hand: ['JTL_123'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Dogfight'), choose(/Battlefield Marine/, /Underworld Thug/));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(s.player2.base.damage).toBe(0);
    // With no enemy unit in its arena it has nothing to attack (6.3.2): the base takes nothing.
    const none = run(withCards(['JTL_123'], { hand: ['JTL_123'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] }), play('Dogfight'), choose(/Battlefield Marine/));
    expect(none.player2.base.damage).toBe(0);
  });

  it('SOR_110 Frontline Shuttle "Action [defeat this unit]: Attack with a unit, even if it\'s exhausted. it can\'t attack bases for this attack."', () => {
    // The Shuttle is defeated as the cost; the exhausted Marine attacks the Thug (not the base): Thug defeated,
    // Marine 2 damage.
    const state = withCards(['SOR_110'], { spaceArena: ['SOR_110'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { groundArena: ['underworld-thug'] });
    const s = run(state, { type: 'useAbility', player: 'player1', card: 'Frontline Shuttle' }, choose(/Battlefield Marine/, /Underworld Thug/));
    expect(inPlay(s.player1.spaceArena)).toEqual([]);
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(s.player2.base.damage).toBe(0);
  });

  it('LAW_065 4-LOM "When Played: You may attack with a friendly Bounty Hunter unit, even if it\'s exhausted. ...": 4-LOM itself', () => {
    // 4-LOM (4/5, Bounty Hunter) enters play exhausted and may attack anyway: the Thug (2/3) takes 4, defeated; 4-LOM
    // takes 2; the base is not a legal target.
    const state = withCards(['LAW_065'], { hand: ['LAW_065'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('4-LOM'), choose(/Yes|Attack/i, /4-LOM/, /Underworld Thug/));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(byId(s, 'LAW_065').damage).toBe(2);
    expect(s.player2.base.damage).toBe(0);
  });

  it('LOF_067 Chirrut Imwe "When this unit is attacked ...: You may use the Force. If you do, the attacker gets -2/-0 for this attack."', () => {
    // player2 (Chirrut 3/5, Force token) uses the Force: Wampa 4 - 2 = 2 damage on Chirrut; Chirrut deals 3 to Wampa.
    // Overwhelm: 2 does not exceed Chirrut's 5 HP, nothing to the base. After the attack Wampa's power is 4 again.
    const state = withCards(['LOF_067'], { groundArena: ['wampa'] }, { groundArena: ['LOF_067'], hasForceToken: true });
    const s = run(state, attack('Wampa', 'Chirrut Îmwe'), choose(/Resolve/));
    expect(s.player2.hasForceToken).toBe(false);
    expect(byId(s, 'LOF_067').damage).toBe(2);
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(statsOf(s, 'SOR_164').power).toBe(4);
    // Declined: the Force token stays and Wampa deals its full 4.
    const declined = run(state, attack('Wampa', 'Chirrut Îmwe'), choose(/Decline/));
    expect(declined.player2.hasForceToken).toBe(true);
    expect(byId(declined, 'LOF_067').damage).toBe(4);
  });

  it('LAW_056 Cassian Andor "When a friendly unit\'s attack ends: If the defending unit was defeated, deal 2 damage to a base."', () => {
    // Marine (3/3) attacks the Thug (2/3): 3 >= 3, the Thug is defeated; Marine takes 2. The attack ends: the defending
    // unit was defeated, player1 picks the enemy base: 2 damage.
    const base = (s: ReturnType<typeof run>) => s.player2.base;
    const state = withCards(['LAW_056'], { groundArena: ['LAW_056', 'battlefield-marine'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, attack('Battlefield Marine', 'Underworld Thug'), choose(/player2|enemy|opponent/i));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(base(s).damage).toBe(2);
    // The attacker defeated too (Marine with 1 damage takes 2 more: 3 >= 3): its attack still ends (6.3.5): 2 damage.
    const both = run(withCards(['LAW_056'], { groundArena: ['LAW_056', { card: 'battlefield-marine', damage: 1 }] }, { groundArena: ['underworld-thug'] }), attack('Battlefield Marine', 'Underworld Thug'), choose(/player2|enemy|opponent/i));
    expect(inPlay(both.player1.groundArena)).toEqual(['LAW_056']);
    expect(base(both).damage).toBe(2);
    // The defender survives (Wampa 4/5 takes 3): nothing. An attack on a base: no defending unit, nothing more than the 3.
    const survived = run(withCards(['LAW_056'], { groundArena: ['LAW_056', 'battlefield-marine'] }, { groundArena: ['wampa'] }), attack('Battlefield Marine', 'Wampa'));
    expect(base(survived).damage).toBe(0);
    const onBase = run(withCards(['LAW_056'], { groundArena: ['LAW_056', 'battlefield-marine'] }), attack('Battlefield Marine', 'base'));
    expect(base(onBase).damage).toBe(3);
  });

  it('TWI_014 Asajj Ventress (unit 3/4) "On Attack: If you played an event this phase, this unit gets +1/+0 for this attack and deals combat damage before the defender."', () => {
    // An event played this phase: Asajj 3 + 1 = 4 attacks the Thug (2/3): the Thug is defeated first, Asajj takes 0;
    // after the attack her power is 3 again.
    const withEvent = withCards(['TWI_014', 'SOR_217'], { leader: { card: 'TWI_014', deployed: true } }, { groundArena: ['underworld-thug'] }, { thisPhase: { played: [{ player: 'player1', card: 'SOR_217', as: 'event' }], defeated: [], attacks: [] } });
    const s = run(withEvent, attack('Asajj Ventress', 'Underworld Thug'));
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(s.player1.leader.damage).toBe(0);
    expect(stats(s, s.player1.leader.id).power).toBe(3);
    // No event this phase: 3 power, simultaneous damage: the Thug (3 HP) is defeated and Asajj takes 2.
    const plain = run(withCards(['TWI_014'], { leader: { card: 'TWI_014', deployed: true } }, { groundArena: ['underworld-thug'] }, { thisPhase: { played: [], defeated: [], attacks: [] } }), attack('Asajj Ventress', 'Underworld Thug'));
    expect(inPlay(plain.player2.groundArena)).toEqual([]);
    expect(plain.player1.leader.damage).toBe(2);
  });

  it('LOF_140 Darth Maul\'s Lightsaber (+4/+2) "When Played: If attached unit is Darth Maul, you may attack with him. For this attack, he gains Overwhelm and can\'t attack bases."', () => {
    // Attached to the deployed Darth Maul leader (5/6): 5 + 4 = 9 power. The base is not offered as a defender; Maul
    // attacks the Thug (2/3). His own On Attack ("Deal 1 damage to a unit and 1 damage to a different unit"): Wampa 1,
    // Thug 1 (2 HP left). Combat with Overwhelm: 2 to the Thug (defeated), 9 - 2 = 7 excess to player2's base; the
    // Thug deals 2 back.
    const offered: string[][] = [];
    let afterDefender = 0;
    const state = withCards(['LOF_140', 'LOF_009'], { hand: ['LOF_140'], leader: { card: 'LOF_009', deployed: true } }, { groundArena: ['underworld-thug', 'wampa'] });
    const s = run(state, play("Darth Maul's Lightsaber"), (p, i) => {
      if (p.kind === 'DEFENDER') {
        offered.push(p.options.map((o) => o.label));
        afterDefender = 1;
        return choose(/Underworld Thug/)(p, i);
      }
      if (afterDefender > 0) return choose(afterDefender++ === 1 ? /Wampa/ : /Underworld Thug/)(p, i);
      return choose(/Darth Maul/, /Resolve/)(p, i);
    });
    expect(offered).toHaveLength(1);
    expect(offered[0]!.some((l) => /base/i.test(l))).toBe(false);
    expect(inPlay(s.player2.groundArena)).toEqual(['SOR_164']);
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(s.player2.base.damage).toBe(7);
    expect(s.player1.leader.damage).toBe(2);
  });

  it('SEC_228 Accelerate Our Plans "Exhaust a friendly unit. If you do, attack with another unit. It gets +3/+0 for this attack."', () => {
    // The Marine is exhausted; Wampa (another unit) attacks the Thug (2/3) with 4 + 3 = 7 power and Overwhelm: 3 to
    // the Thug (defeated), 7 - 3 = 4 excess to player2's base; the Thug deals 2 back.
    const state = withCards(['SEC_228'], { hand: ['SEC_228'], groundArena: ['battlefield-marine', 'wampa'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Accelerate Our Plans'), choose(/Battlefield Marine/, /Wampa/, /Underworld Thug/));
    expect(s.player1.groundArena.find((u) => u.card === 'SOR_095')!.exhausted).toBe(true);
    expect(inPlay(s.player2.groundArena)).toEqual([]);
    expect(s.player2.base.damage).toBe(4);
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });
});
