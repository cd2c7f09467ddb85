// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for the second pass of damage
// templates (compiler/templates/damage2.ts, wave 3 family "damage2"): damage equal to the number of units you control
// in the chosen unit's arena, "N damage ... for each <unit>", "Choose a base. Heal N from it ...", and "Then, deal N
// damage to the same unit". Each expected outcome is worked out by hand from the printed text (quoted in the test
// name) and the rules; the arithmetic is in the comments.
// Fodder (starter cards; only the Wampa's Overwhelm could matter and no test here lets it): Wampa 4/5, Battlefield Marine 3/3, Underworld Thug 2/3 (ground),
// Alliance X-Wing 2/3 (space). Bases have 30 HP.
import { describe, expect, it } from 'vitest';
import { pick } from './builders.js';
import { attack, byId, play, run, skipReason, withCards, steps } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (damage2) did not run: ${skipReason}`);

describe.skipIf(!!skipReason)('real cards: damage2', () => {
  it('TWI_099 Synchronized Strike "Deal damage to an enemy unit equal to the number of units you control in its arena."', () => {
    // Wampa (player2) is in the ground arena; player1 controls Marine and Thug there (2) and an X-Wing in space (not in
    // its arena): 2 damage on Wampa 4/5.
    const state = withCards(['TWI_099'], { hand: ['TWI_099'], groundArena: ['battlefield-marine', 'underworld-thug'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Synchronized Strike'), steps({ player: 'player1', kind: 'TARGET', pick: /Wampa/ }));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('TWI_099 Synchronized Strike: an enemy space unit counts only the units you control in space', () => {
    // player2's X-Wing 2/3 is in space; player1 controls one space unit (its X-Wing) and two ground units: 1 damage.
    const state = withCards(['TWI_099'], { hand: ['TWI_099'], groundArena: ['battlefield-marine', 'underworld-thug'], spaceArena: ['alliance-xwing'] }, { spaceArena: ['alliance-xwing'], groundArena: ['wampa'] });
    const s = run(state, play('Synchronized Strike'), steps({ player: 'player1', kind: 'TARGET', pick: /X-Wing.*player2|player2.*X-Wing/ }));
    expect(s.player2.spaceArena[0]!.damage).toBe(1);
    expect(s.player1.spaceArena[0]!.damage).toBe(0);
  });

  it('SEC_130 Ferrix Uprising "Deal damage to a unit equal to twice the number of units you control in its arena."', () => {
    // Wampa is in the ground arena, where player1 controls Marine and Thug: 2 x 2 = 4 damage on Wampa 4/5 (survives).
    const state = withCards(['SEC_130'], { hand: ['SEC_130'], groundArena: ['battlefield-marine', 'underworld-thug'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Ferrix Uprising'), steps({ player: 'player1', kind: 'TARGET', pick: /Wampa/ }));
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('SOR_097 Admiral Ackbar "When Played: You may deal damage to a unit equal to the number of units you control in its arena."', () => {
    // Ackbar is in play (ground) when his ability resolves: with the Marine, 2 units player1 controls in the ground
    // arena -> 2 damage on Wampa 4/5.
    const state = withCards(['SOR_097'], { hand: ['SOR_097'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Admiral Ackbar'), steps({ player: 'player1', kind: 'MAY', pick: /Wampa/ }));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('TWI_050 Luminara Unduli "When Played: Choose a base. Heal 1 damage from it for each unit you control."', () => {
    // player1 controls Luminara (in play when it resolves), the Marine and the X-Wing: 3 x 1 = 3 healed from player1's
    // base with 5 damage -> 2.
    const state = withCards(['TWI_050'], { hand: ['TWI_050'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'], base: { card: 'kestro-city', damage: 5 } }, { base: { card: 'administrators-tower', damage: 4 } });
    const s = run(state, play('Luminara Unduli'), steps({ player: 'player1', kind: 'TARGET', pick: /player1|your base/i }));
    expect(s.player1.base.damage).toBe(2);
    expect(s.player2.base.damage).toBe(4);
  });

  it('LOF_171 Heavy Blaster Cannon "You may deal 1 damage to a ground unit. Then, deal 1 damage to the same unit. Then, deal 1 damage to the same unit."', () => {
    // Three separate instances of 1 damage to the one chosen Wampa 4/5 with a Shield: the first is prevented by the
    // Shield (defeated), the next two deal 1 each -> 2 damage, no Shield left.
    const state = withCards(['LOF_171'], { hand: ['LOF_171'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', upgrades: ['shield'] }] });
    const s = run(state, play('Heavy Blaster Cannon'), steps(
      { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/ },
      { player: 'player1', kind: 'MAY', pick: /Wampa/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(byId(s, 'SOR_164').upgrades).toEqual([]);
  });

  it('LOF_130 HK-47 "When an enemy unit is defeated: Deal 1 damage to its controller\'s base.": the enemy Thug dies -> player2\'s base', () => {
    // player1's Marine 3/3 attacks player2's Thug 2/3: 3 >= 3, the Thug is defeated (the Marine takes 2). Its
    // controller is player2: player2's base 0 + 1 = 1; player1's base untouched.
    const s = run(withCards(['LOF_130'], { groundArena: ['LOF_130', 'battlefield-marine'] }, { groundArena: ['underworld-thug'] }), attack('Battlefield Marine', 'Underworld Thug'));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(s.player2.base.damage).toBe(1);
    expect(s.player1.base.damage).toBe(0);
  });

  it('LOF_130 HK-47: a friendly unit defeated is no enemy unit -> no damage to any base', () => {
    // player1's Thug 2/3 attacks player2's Wampa 4/5: the Thug takes 4 >= 3 and is defeated (friendly: no trigger);
    // Wampa takes 2 and survives. Both bases stay at 0.
    const s = run(withCards(['LOF_130'], { groundArena: ['LOF_130', 'underworld-thug'] }, { groundArena: ['wampa'] }), attack('Underworld Thug', 'Wampa'));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['LOF_130']);
    expect(s.player2.base.damage).toBe(0);
    expect(s.player1.base.damage).toBe(0);
  });

  it('LOF_130 HK-47 ruling: "If HK-47 is defeated simultaneously with other enemy units, you still get to deal damage"', () => {
    // HK-47 2/4 attacks player2's Wampa 4/5 with 3 damage: 2 >= 5 - 3, the Wampa is defeated; it deals 4 >= 4 to HK-47,
    // defeated at the same time. HK-47's ability still triggers (it looks back at the moment both left play):
    // player2's base 0 + 1 = 1.
    const s = run(withCards(['LOF_130'], { groundArena: ['LOF_130'] }, { groundArena: [{ card: 'wampa', damage: 3 }] }), attack('HK-47', 'Wampa'));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
  });

  it('SOR_137 Fallen Lightsaber "If attached unit is a FORCE unit, it gains: "On Attack: Deal 1 damage to each ground unit the defending player controls.""', () => {
    // On Luminara (Force, 4/9; +3/+3 -> 7/12) attacking player2's base. player2's ground units (Marine, Thug) take 1
    // each; its space X-Wing and player1's own Wampa take none. Then combat: base 0 + 7 = 7.
    const state = withCards(['SOR_137', 'TWI_050'], { groundArena: [{ card: 'TWI_050', upgrades: ['SOR_137'] }, 'wampa'] }, { groundArena: ['battlefield-marine', 'underworld-thug'], spaceArena: ['alliance-xwing'] });
    const s = run(state, attack('Luminara Unduli', 'base'));
    expect(s.player2.groundArena.map((u) => u.damage)).toEqual([1, 1]);
    expect(s.player2.spaceArena[0]!.damage).toBe(0);
    expect(byId(s, 'SOR_164').damage).toBe(0);
    expect(s.player2.base.damage).toBe(7);
  });

  it('SOR_137 Fallen Lightsaber on a non-Force unit: no damage on attack', () => {
    // On the Marine (3/3 -> 6/6, not Force): the ability is not gained; the enemy Thug keeps 0 damage, base 0 + 6 = 6.
    const state = withCards(['SOR_137'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_137'] }] }, { groundArena: ['underworld-thug'] });
    const s = run(state, attack('Battlefield Marine', 'base'));
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(s.player2.base.damage).toBe(6);
  });

  it('JTL_176 Shoot Down "Deal 3 damage to a space unit. If that unit is defeated this way, you may deal 2 damage to a base."', () => {
    // player2's X-Wing 2/3 takes 3 >= 3: defeated this way, so player1 may deal 2 to a base: player2's base 0 + 2 = 2.
    const state = withCards(['JTL_176'], { hand: ['JTL_176'] }, { spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Shoot Down'), steps(
      { player: 'player1', kind: 'TARGET', pick: /X-Wing/ },
      { player: 'player1', kind: 'MAY', pick: /player2/ },
    ));
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
  });

  it('JTL_176 Shoot Down: a Shield prevents the 3 damage, the X-Wing is not defeated, no base damage is offered', () => {
    // The Shield is defeated instead of the damage being dealt (X-Wing 0 damage, no Shield); nothing was defeated
    // this way, so no second prompt: both bases 0.
    const state = withCards(['JTL_176'], { hand: ['JTL_176'] }, { spaceArena: [{ card: 'alliance-xwing', upgrades: ['shield'] }] });
    const s = run(state, play('Shoot Down'), steps({ player: 'player1', kind: 'TARGET', pick: /X-Wing/ }));
    expect(s.player2.spaceArena[0]!.damage).toBe(0);
    expect(s.player2.spaceArena[0]!.upgrades).toEqual([]);
    expect(s.player2.base.damage).toBe(0);
    expect(s.player1.base.damage).toBe(0);
  });

  it('JTL_142 Darth Vader (piloting) "On Attack: You may deal 1 damage to a unit. If a unit is defeated this way, you may deal 1 damage to a unit or base."', () => {
    // Vader piloting player1's X-Wing (2/3 + 3/3 = 5/6) attacks player2's base. On Attack: 1 damage to player2's X-Wing
    // with 2 damage (3 HP): defeated this way, so 1 damage to player2's base; then combat 5: base 1 + 5 = 6.
    const state = withCards(['JTL_142'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_142'] }] }, { spaceArena: [{ card: 'alliance-xwing', damage: 2 }] });
    const s = run(state, attack('Alliance X-Wing', 'base'), steps(
      { player: 'player1', kind: 'MAY', pick: /X-Wing.*player2|player2.*X-Wing/ },
      { player: 'player1', kind: 'MAY', pick: /player2's base|base.*player2/ },
    ));
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player2.base.damage).toBe(6);
  });

  it('SHD_241 Kragan Gorr "When an enemy unit attacks your base: Give a Shield token to a friendly unit in the same arena as the attacker."', () => {
    // player2's Wampa (ground) attacks player1's base: player1 chooses among its ground units (Kragan, Marine), not
    // its space X-Wing; the Marine gets a Shield. Then combat: the base takes Wampa's 4.
    let offered: string[] = [];
    const state = withCards(['SHD_241'], { groundArena: ['SHD_241', 'battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] }, { activePlayer: 'player2' });
    const s = run(state, attack('Wampa', 'base', 'player2'), (p, i) => {
      expect(i).toBe(0);
      expect(p.player).toBe('player1');
      offered = p.options.map((o) => o.label);
      return pick(p, /Battlefield Marine/);
    });
    expect(offered.some((l) => /Kragan Gorr/.test(l))).toBe(true);
    expect(offered.some((l) => /X-Wing/.test(l))).toBe(false);
    expect(byId(s, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['shield']);
    expect(s.player1.base.damage).toBe(4);
  });

  it('LOF_142 Adi Gallia "When an opponent plays an event: Deal 1 damage to that player\'s base." (and Shoot Down with no space unit to damage)', () => {
    // player2 plays Shoot Down with no space unit in play: no unit is dealt damage, so nothing is defeated this way and
    // no base damage is offered. Adi Gallia (player1's) triggers on the event: player2's base 0 + 1 = 1; player1's 0.
    const state = withCards(['LOF_142', 'JTL_176'], { groundArena: ['LOF_142'] }, { hand: ['JTL_176'] }, { activePlayer: 'player2' });
    const s = run(state, play('Shoot Down', 'player2'));
    expect(s.player2.base.damage).toBe(1);
    expect(s.player1.base.damage).toBe(0);
  });
});
