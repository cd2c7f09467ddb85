// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for the damage templates:
// indirect damage (8.35), damage divided as you choose (8.4.5), damage to each base, damage equal to an amount, a unit
// dealing damage equal to its power, damage to each of up to N units. Each expected outcome is worked out by hand from
// the printed text (quoted in the test name) and the rules; the arithmetic is in the comments.
// Fodder (starter cards, no ability text used): Wampa 4/5, Battlefield Marine 3/3, Underworld Thug 2/3,
// Alliance X-Wing 2/3 (space). Bases have 30 HP.
import { describe, expect, it } from 'vitest';
import { drive, pick, resolved, script } from './builders.js';
import { attack, byId, orderFirst, play, run, skipReason, withCards, supplyModifier, steps } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (damage) did not run: ${skipReason}`);

const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe.skipIf(!!skipReason)('real cards: damage', () => {
  it('JTL_234 Torpedo Barrage "Deal 5 indirect damage to a player.": player2 assigns it; no more than remaining HP on a unit; Shields ignored', () => {
    // 8.35.1: player1 chooses player2, who assigns the 5 points. Thug 2/3 with a Shield: 3 points (its remaining HP),
    // then it is no longer offered (8.35.3). Wampa 4/5 with a Shield: 1 point. Base: 1 point. 3 + 1 + 1 = 5.
    // 8.35.2/8.35.2A: the Shields prevent nothing and stay: Thug 3 damage >= 3 HP is defeated, Wampa keeps its Shield
    // with 1 damage, base 1.
    const state = withCards(['JTL_234'], { hand: ['JTL_234'] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['shield'] }, { card: 'wampa', upgrades: ['shield'] }] });
    const s = run(state, play('Torpedo Barrage'), steps(
      { player: 'player1', kind: 'TARGET', pick: /^Opponent$/ },
      ...times(3, { player: 'player2', kind: 'TARGET', pick: /Underworld Thug/ }),
      { player: 'player2', kind: 'TARGET', pick: /Wampa/, notOffered: /Underworld Thug/ },
      { player: 'player2', kind: 'TARGET', pick: /base/, notOffered: /Underworld Thug/ },
    ));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(byId(s, 'SOR_164').upgrades.map((u) => u.card)).toEqual(['shield']);
    expect(s.player2.base.damage).toBe(1);
    expect(s.player1.base.damage).toBe(0);
  });

  it('JTL_234 Torpedo Barrage: the player may choose themselves (8.35.1 "choose a player"); their base takes all 5', () => {
    const s = run(withCards(['JTL_234'], { hand: ['JTL_234'] }), play('Torpedo Barrage'), steps(
      { player: 'player1', kind: 'TARGET', pick: /^You$/ },
      ...times(5, { player: 'player1', kind: 'TARGET', pick: /base/ }),
    ));
    expect(s.player1.base.damage).toBe(5);
    expect(s.player2.base.damage).toBe(0);
  });

  it('JTL_237 TIE Bomber "On Attack: Deal 3 indirect damage to the defending player.": the defender (player2) assigns it', () => {
    // No player is chosen: the defending player assigns. Marine 1 point, base 2 points. TIE Bomber has 0 power, so its
    // attack on the base adds 0: base 2, Marine 1 damage.
    const s = run(withCards(['JTL_237'], { spaceArena: ['JTL_237'] }, { groundArena: ['battlefield-marine'] }), attack('TIE Bomber', 'base'), steps(
      { player: 'player2', kind: 'TARGET', pick: /Battlefield Marine/ },
      ...times(2, { player: 'player2', kind: 'TARGET', pick: /base/ }),
    ));
    expect(byId(s, 'SOR_095').damage).toBe(1);
    expect(s.player2.base.damage).toBe(2);
  });

  it('JTL_116 Dornean Gunship "When Played: Deal indirect damage to a player equal to the number of Vehicle units you control."', () => {
    // Vehicles player1 controls: the Gunship itself (Vehicle, in play when its ability resolves) and the X-Wing = 2.
    // player2 puts both on the base: 2.
    const s = run(withCards(['JTL_116'], { hand: ['JTL_116'], spaceArena: ['alliance-xwing'] }), play('Dornean Gunship'), steps(
      { player: 'player1', kind: 'TARGET', pick: /^Opponent$/ },
      ...times(2, { player: 'player2', kind: 'TARGET', pick: /base/ }),
    ));
    expect(s.player2.base.damage).toBe(2);
  });

  it('SOR_135 Emperor Palpatine "When Played: Deal 6 damage divided as you choose among enemy units.": all 6 placed, dealt at once', () => {
    // 8.4.5: player1 places 6 points among enemy units only (its own Thug is never offered); more than the remaining HP
    // may go on a unit (Marine 4 > 3 HP). Marine 4 damage: defeated. Wampa 2 points as one instance: its Shield
    // prevents all of it (3.7.6) and is defeated, Wampa 0 damage.
    const state = withCards(['SOR_135'], { hand: ['SOR_135'], groundArena: ['underworld-thug'] }, { groundArena: ['battlefield-marine', { card: 'wampa', upgrades: ['shield'] }] });
    const s = run(state, play('Emperor Palpatine'), steps(
      ...times(4, { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/, notOffered: /Underworld Thug/ }),
      ...times(2, { player: 'player1', kind: 'TARGET', pick: /Wampa/, notOffered: /Underworld Thug/ }),
    ));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(byId(s, 'SOR_164').damage).toBe(0);
    expect(byId(s, 'SOR_164').upgrades).toEqual([]);
    expect(byId(s, 'SOR_247').damage).toBe(0);
  });

  it('SHD_160 Reckless Gunslinger "When Played: Deal 1 damage to each base.": both bases 1', () => {
    const s = run(withCards(['SHD_160'], { hand: ['SHD_160'] }), play('Reckless Gunslinger'));
    expect(s.player1.base.damage).toBe(1);
    expect(s.player2.base.damage).toBe(1);
  });

  it('JTL_153 Rebellious Hammerhead "When Played: You may deal damage to a unit equal to the number of cards in your hand."', () => {
    // Hand of 3 with the Hammerhead; once played, 2 cards remain: the Wampa (4/5) takes 2.
    const s = run(withCards(['JTL_153'], { hand: ['JTL_153', 'wampa', 'battlefield-marine'] }, { groundArena: ['wampa'] }), play('Rebellious Hammerhead'), script(['MAY', /Wampa \(player2\)/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('SOR_127 Strike True "A friendly unit deals damage equal to its power to an enemy unit.": the friendly unit is chosen first', () => {
    // Battlefield Marine (power 3) deals 3 to the enemy Wampa (4/5): 3 damage. The first prompt offers friendly units
    // only, the second enemy units only.
    const s = run(withCards(['SOR_127'], { hand: ['SOR_127'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Strike True'), steps(
      { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/, notOffered: /Wampa/ },
      { player: 'player1', kind: 'TARGET', pick: /Wampa/, notOffered: /Battlefield Marine/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('SOR_151 Karabast "A friendly unit deals damage to an enemy unit equal to the amount of damage on the friendly unit plus 1."', () => {
    // The friendly Marine has 2 damage: 2 + 1 = 3 damage to the enemy Wampa (4/5).
    const s = run(withCards(['SOR_151'], { hand: ['SOR_151'], groundArena: [{ card: 'battlefield-marine', damage: 2 }] }, { groundArena: ['wampa'] }), play('Karabast'), steps(
      { kind: 'TARGET', pick: /Battlefield Marine/ }, { kind: 'TARGET', pick: /Wampa/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(3);
  });

  it('SHD_087 Crosshair "Action [Exhaust]: This unit deals damage equal to his power to an enemy ground unit."', () => {
    // Crosshair 2/6: 2 damage to the Wampa (4/5); Crosshair is exhausted, takes nothing.
    const s = run(withCards(['SHD_087'], { groundArena: ['SHD_087'] }, { groundArena: ['wampa'] }), { type: 'useAbility', player: 'player1', card: 'Crosshair', ability: 'line2' }, script(['TARGET', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(byId(s, 'SHD_087').exhausted).toBe(true);
    expect(byId(s, 'SHD_087').damage).toBe(0);
  });

  it('LAW_187 "Staccato Lightning" Repeater "When Played: Deal 1 damage to each of up to 3 different ground units."', () => {
    // Attached to the Marine; 1 damage each to the Wampa and the Thug (2 of up to 3 chosen). (+0/+0 supplied: the
    // catalog has no modifier for it, see supplyModifier.)
    const d = drive(supplyModifier(withCards(['LAW_187'], { hand: ['LAW_187'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa', 'underworld-thug'] }), 'LAW_187'), play('"Staccato Lightning" Repeater'), orderFirst((p) => {
      if (p.kind === 'MAY') {
        expect(p.max).toBe(3);
        return pick(p, /Wampa/, /Underworld Thug/);
      }
      return pick(p, /Battlefield Marine/);
    }));
    const s = resolved(d);
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });
});

describe.skipIf(!!skipReason)('real cards: damage (instead, unit or base, that unit\'s power)', () => {
  it('JTL_181 Planetary Bombardment: 8 indirect damage, or 12 while you control a Capital Ship unit', () => {
    // Without a Capital Ship: 8 points, all on player2's base: 8. With Dornean Gunship (Capital Ship) in play: 12.
    const without = run(withCards(['JTL_181'], { hand: ['JTL_181'] }), play('Planetary Bombardment'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ }, ...times(8, { player: 'player2', kind: 'TARGET', pick: /base/ }),
    ));
    expect(without.player2.base.damage).toBe(8);
    const withShip = run(withCards(['JTL_181', 'JTL_116'], { hand: ['JTL_181'], spaceArena: ['JTL_116'] }), play('Planetary Bombardment'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ }, ...times(12, { player: 'player2', kind: 'TARGET', pick: /base/ }),
    ));
    expect(withShip.player2.base.damage).toBe(12);
  });

  it('TWI_041 Lethal Crackdown "Defeat a non-leader unit. Deal damage to your base equal to that unit\'s power."', () => {
    // The enemy Wampa (power 4) is defeated; player1's own base takes 4.
    const s = run(withCards(['TWI_041'], { hand: ['TWI_041'] }, { groundArena: ['wampa'] }), play('Lethal Crackdown'), script(['TARGET', /Wampa/]));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.base.damage).toBe(4);
  });

  it('SOR_158 Jedha Agitator "On Attack: If you control a leader unit, deal 2 damage to a ground unit or a base.": the space unit is not offered', () => {
    // Vader deployed (a leader unit): the ability deals 2 to player2's base (the X-Wing, a space unit, is not offered);
    // then the Agitator (2/1) deals its 2 combat damage to the base: 2 + 2 = 4.
    const state = withCards(['SOR_158'], { groundArena: ['SOR_158'], leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true } }, { spaceArena: ['alliance-xwing'] });
    const s = run(state, attack('Jedha Agitator', 'base'), steps({ kind: 'TARGET', pick: /Administrator's Tower/, notOffered: /X-Wing/ }));
    const power = 2;
    expect(s.player2.base.damage).toBe(2 + power);
  });
});

describe.skipIf(!!skipReason)('real cards: constants on indirect damage', () => {
  it('JTL_143 Devastator "You assign all indirect damage you deal to opponents. When Played: Deal 4 indirect damage to each opponent."', () => {
    // No player is chosen (each opponent = player2); player1 assigns the 4 points: 3 on the Marine (3/3, its remaining
    // HP: it is then no longer offered) and 1 on the base. Marine defeated, base 1.
    const s = run(withCards(['JTL_143'], { hand: ['JTL_143'] }, { groundArena: ['battlefield-marine'] }), play('Devastator'), steps(
      ...times(3, { player: 'player1', kind: 'TARGET', pick: /Battlefield Marine/ }),
      { player: 'player1', kind: 'TARGET', pick: /base/, notOffered: /Battlefield Marine/ },
    ));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
  });

  it('JTL_165 Hunting Aggressor "Indirect damage you deal to opponents is increased by 1.": Torpedo Barrage deals 5 + 1 = 6', () => {
    const s = run(withCards(['JTL_165', 'JTL_234'], { hand: ['JTL_234'], spaceArena: ['JTL_165'] }), play('Torpedo Barrage'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ }, ...times(6, { player: 'player2', kind: 'TARGET', pick: /base/ }),
    ));
    expect(s.player2.base.damage).toBe(6);
  });

  it('JTL_165 Hunting Aggressor: indirect damage dealt to yourself is not increased (5)', () => {
    const s = run(withCards(['JTL_165', 'JTL_234'], { hand: ['JTL_234'], spaceArena: ['JTL_165'] }), play('Torpedo Barrage'), steps(
      { kind: 'TARGET', pick: /^You$/ }, ...times(5, { player: 'player1', kind: 'TARGET', pick: /base/ }),
    ));
    expect(s.player1.base.damage).toBe(5);
  });

  it('JTL_171 Targeting Computer on a TIE Bomber "You assign all indirect damage dealt by this unit.": player1 assigns the 3', () => {
    // TIE Bomber (0/4, +1/+1 from the upgrade: 1/5) attacks the base. On Attack: 3 indirect damage to player2, assigned
    // by player1: 3 on the Thug (2/3, defeated). Then 1 combat damage to the base.
    const s = run(withCards(['JTL_171', 'JTL_237'], { spaceArena: [{ card: 'JTL_237', upgrades: ['JTL_171'] }] }, { groundArena: ['underworld-thug'] }), attack('TIE Bomber', 'base'), steps(
      ...times(3, { player: 'player1', kind: 'TARGET', pick: /Underworld Thug/ }),
    ));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: heal up to N', () => {
  it('JTL_071 CR90 Relief Runner "Restore 2 / When Defeated: Heal up to 3 damage from a unit or base.": heal 2 of up to 3', () => {
    // CR90 (4/6, 5 damage) attacks the X-Wing (2/3): Restore 2 heals player1's base 6 -> 4. Combat: X-Wing takes 4
    // (defeated), CR90 takes 2 (7 >= 6, defeated). When Defeated: player1 chooses their base and heals 2 (offered 0..3,
    // min(3, 4 damage) = 3): 4 - 2 = 2.
    const state = withCards(['JTL_071'], { spaceArena: [{ card: 'JTL_071', damage: 5 }], base: { card: 'kestro-city', damage: 6 } }, { spaceArena: ['alliance-xwing'] });
    const d = drive(state, attack('CR90 Relief Runner', 'Alliance X-Wing'), orderFirst((p) => {
      if (p.kind === 'OPTION') {
        expect(p.options.map((o) => o.label)).toEqual(['Heal 0', 'Heal 1', 'Heal 2', 'Heal 3']);
        return pick(p, 'Heal 2');
      }
      expect(p.kind).toBe('TARGET');
      return pick(p, /Kestro City/);
    }));
    const s = resolved(d);
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player1.base.damage).toBe(2);
  });

  it('SHD_054 Midnight Repairs "Heal up to 8 total damage from any number of units.": stop after 3 points', () => {
    // Marine 2 damage, Wampa 3 damage, enemy Thug 1 damage. Heal Marine, Marine (then it has none and is not offered),
    // Wampa, then decline: Marine 0, Wampa 2, Thug 1.
    const state = withCards(['SHD_054'], { hand: ['SHD_054'], groundArena: [{ card: 'battlefield-marine', damage: 2 }, { card: 'wampa', damage: 3 }] }, { groundArena: [{ card: 'underworld-thug', damage: 1 }] });
    const s = run(state, play('Midnight Repairs'), steps(
      { kind: 'MAY', pick: /Battlefield Marine/ },
      { kind: 'MAY', pick: /Battlefield Marine/ },
      { kind: 'MAY', pick: /Wampa/, notOffered: /Battlefield Marine/ },
      { kind: 'MAY', pick: /Decline/ },
    ));
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(byId(s, 'SOR_247').damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: "that much" after heal up to', () => {
  it('SEC_005 Satine Kryze "Action [Exhaust]: Heal up to 2 damage from a unit. If you do, deal that much damage to your base."', () => {
    // Marine has 2 damage: heal 2 (offered 0..2) -> 0; then 2 damage to player1's own base.
    const s = run(withCards(['SEC_005'], { leader: { card: 'SEC_005' }, groundArena: [{ card: 'battlefield-marine', damage: 2 }] }), { type: 'useAbility', player: 'player1', card: 'leader' }, steps(
      { kind: 'TARGET', pick: /Battlefield Marine/ }, { kind: 'OPTION', pick: /^Heal 2$/ },
    ));
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(s.player1.base.damage).toBe(2);
  });

  it('SEC_005 Satine Kryze: healing 0 is not "doing" it, so no damage to the base', () => {
    const s = run(withCards(['SEC_005'], { leader: { card: 'SEC_005' }, groundArena: [{ card: 'battlefield-marine', damage: 2 }] }), { type: 'useAbility', player: 'player1', card: 'leader' }, steps(
      { kind: 'TARGET', pick: /Battlefield Marine/ }, { kind: 'OPTION', pick: /^Heal 0$/ },
    ));
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(s.player1.base.damage).toBe(0);
  });

  it('TWI_044 Kashyyyk Defender "When Played: Heal up to 2 damage from another unit and deal that much damage to this unit."', () => {
    // Wampa has 3 damage: heal 2 -> 1; the Defender (0/5) takes 2 (the Wampa alone is offered: "another unit").
    const s = run(withCards(['TWI_044'], { hand: ['TWI_044'], groundArena: [{ card: 'wampa', damage: 3 }] }), play('Kashyyyk Defender'), steps(
      { kind: 'TARGET', pick: /Wampa/, notOffered: /Kashyyyk Defender/ }, { kind: 'OPTION', pick: /^Heal 2$/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(byId(s, 'TWI_044').damage).toBe(2);
  });

  it('SOR_052 Redemption "When Played: Heal up to 8 total damage from any number of units and/or bases. Deal that much damage to this unit."', () => {
    // Heal player1's base 3 times (6 -> 3) and the Marine twice (2 -> 0), then stop: 5 healed, Redemption takes 5.
    const state = withCards(['SOR_052'], { hand: ['SOR_052'], base: { card: 'kestro-city', damage: 6 }, groundArena: [{ card: 'battlefield-marine', damage: 2 }] });
    const s = run(state, play('Redemption'), steps(
      ...times(3, { kind: 'MAY', pick: /Kestro City/ }),
      ...times(2, { kind: 'MAY', pick: /Battlefield Marine/ }),
      { kind: 'MAY', pick: /Decline/, notOffered: /Battlefield Marine/ },
    ));
    expect(s.player1.base.damage).toBe(3);
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(byId(s, 'SOR_052').damage).toBe(5);
  });
});

describe.skipIf(!!skipReason)('real cards: this unit and another; that opponent', () => {
  it('TWI_048 Obi-Wan\'s Aethersprite "When Played/On Attack: You may deal 1 damage to this unit and 2 damage to another space unit."', () => {
    // Played: resolve; 1 damage to the Aethersprite, 2 to the enemy X-Wing (2/3). The Aethersprite itself is not offered.
    const s = run(withCards(['TWI_048'], { hand: ['TWI_048'] }, { spaceArena: ['alliance-xwing'] }), play('Obi-Wan\'s Aethersprite'), steps(
      { kind: 'MAY', pick: /Resolve/ }, { kind: 'TARGET', pick: /X-Wing/, notOffered: /Aethersprite/ },
    ));
    expect(byId(s, 'TWI_048').damage).toBe(1);
    expect(byId(s, 'SOR_237').damage).toBe(2);
  });

  it('SOR_133 Seventh Sister "When this unit deals combat damage to an opponent\'s base: You may deal 3 damage to a ground unit that opponent controls."', () => {
    // Seventh Sister attacks player2's base; then 3 damage to player2's Wampa (4/5). player1's own Marine is not offered.
    const s = run(withCards(['SOR_133'], { groundArena: ['SOR_133', 'battlefield-marine'] }, { groundArena: ['wampa'] }), attack('Seventh Sister', 'base'), steps(
      { kind: 'MAY', pick: /Wampa/, notOffered: /Battlefield Marine/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: if a base is damaged this way', () => {
  it('JTL_218 Guerilla Soldier "When Played: Deal 3 indirect damage to a player. If a base is damaged this way, ready this unit."', () => {
    // player2 puts 1 of the 3 on their base: a base is damaged, the Soldier (entered play exhausted) readies.
    const toBase = run(withCards(['JTL_218'], { hand: ['JTL_218'] }, { groundArena: ['wampa'] }), play('Guerilla Soldier'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ }, ...times(2, { player: 'player2', kind: 'TARGET', pick: /Wampa/ }), { player: 'player2', kind: 'TARGET', pick: /base/ },
    ));
    expect(toBase.player2.base.damage).toBe(1);
    expect(byId(toBase, 'JTL_218').exhausted).toBe(false);
    // All 3 on the Wampa (4/5): no base damaged, the Soldier stays exhausted.
    const toUnit = run(withCards(['JTL_218'], { hand: ['JTL_218'] }, { groundArena: ['wampa'] }), play('Guerilla Soldier'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ }, ...times(3, { player: 'player2', kind: 'TARGET', pick: /Wampa/ }),
    ));
    expect(byId(toUnit, 'SOR_164').damage).toBe(3);
    expect(byId(toUnit, 'JTL_218').exhausted).toBe(true);
  });

  it('JTL_152 Tactical Heavy Bomber "On Attack: Deal indirect damage equal to this unit\'s power to the defending player. If a base is damaged this way, draw a card."', () => {
    // The Bomber is 3/5: 3 indirect damage to player2, all on the base (the only option): a card is drawn (hand
    // 0 -> 1); then 3 combat damage to the base: 3 + 3 = 6.
    const s = run(withCards(['JTL_152'], { spaceArena: ['JTL_152'] }), attack('Tactical Heavy Bomber', 'base'), (p) => pick(p, /base/));
    const power = 3;
    expect(s.player1.hand).toHaveLength(1);
    expect(s.player2.base.damage).toBe(2 * power);
  });
});

describe.skipIf(!!skipReason)('real cards: any number of (8.4.5A)', () => {
  it('SOR_092 Overwhelming Barrage: the Marine (3/3 +2/+2 = 5 power) divides 5 damage among other units', () => {
    // 4 on the Wampa (4/5: survives with 4), 1 on the Thug (2/3). The Marine itself is never offered.
    const state = withCards(['SOR_092'], { hand: ['SOR_092'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa', 'underworld-thug'] });
    const s = run(state, play('Overwhelming Barrage'), steps(
      { kind: 'TARGET', pick: /Battlefield Marine/ },
      { kind: 'MAY', pick: /Wampa/, notOffered: /Battlefield Marine/ },
      ...times(3, { kind: 'TARGET', pick: /Wampa/, notOffered: /Battlefield Marine/ }),
      { kind: 'TARGET', pick: /Underworld Thug/ },
    ));
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('SOR_092 Overwhelming Barrage: "any number" may be 0 units (decline): no damage', () => {
    const state = withCards(['SOR_092'], { hand: ['SOR_092'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Overwhelming Barrage'), steps({ kind: 'TARGET', pick: /Battlefield Marine/ }, { kind: 'MAY', pick: /Decline/ }));
    expect(byId(s, 'SOR_164').damage).toBe(0);
  });

  it('JTL_170 War Juggernaut "When Played: Deal 1 damage to each of any number of units.": two chosen, 1 each', () => {
    // Chosen: the enemy Wampa and Thug (one prompt, any number): 1 damage each; the friendly Marine not chosen.
    const state = withCards(['JTL_170'], { hand: ['JTL_170'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa', 'underworld-thug'] });
    const d = drive(state, play('War Juggernaut'), orderFirst((p) => {
      expect(p.kind).toBe('MAY');
      expect(p.max).toBe(4);
      return pick(p, /Wampa/, /Underworld Thug/);
    }));
    const s = resolved(d);
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(byId(s, 'JTL_170').damage).toBe(0);
  });
});

describe.skipIf(!!skipReason)('real cards: heal N total', () => {
  it('JTL_066 Trace Martez (piloting an X-Wing) "On Attack: You may heal 2 total damage from any number of units.": once a unit is chosen, both points are healed', () => {
    // Resolve; the first point goes to the Marine (2 damage) and, no longer optional, the second point too: Marine 0.
    // The Wampa (1 damage) keeps its damage.
    const state = withCards(['JTL_066'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_066'] }], groundArena: [{ card: 'battlefield-marine', damage: 2 }, { card: 'wampa', damage: 1 }] });
    const s = run(state, attack('Alliance X-Wing', 'base'), steps(
      { kind: 'MAY', pick: /Resolve/ }, { kind: 'MAY', pick: /Battlefield Marine/ }, { kind: 'TARGET', pick: /Battlefield Marine/ },
    ));
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(byId(s, 'SOR_164').damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: the defending player\'s base', () => {
  it('SEC_162 Crosshair "On Attack: You may deal 1 damage to another friendly unit. If you do, deal 2 damage to the defending player\'s base."', () => {
    // Crosshair (2/3) attacks player2's base: 1 damage to the friendly Marine, then 2 to player2's base, then 2 combat
    // damage: 2 + 2 = 4. Declining: only the 2 combat damage.
    const state = withCards(['SEC_162'], { groundArena: ['SEC_162', 'battlefield-marine'] });
    const s = run(state, attack('Crosshair', 'base'), steps({ kind: 'MAY', pick: /Battlefield Marine/ }));
    expect(byId(s, 'SOR_095').damage).toBe(1);
    expect(s.player2.base.damage).toBe(4);
    const declined = run(state, attack('Crosshair', 'base'), steps({ kind: 'MAY', pick: /Decline/ }));
    expect(declined.player2.base.damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('real cards: random', () => {
  it('TWI_202 Jar Jar Binks "On Attack: Deal 2 damage to a random unit or base.": exactly one of the units and bases takes 2, the same for the same seed', () => {
    // Pool: Jar Jar, the enemy Wampa, both bases. Jar Jar (power P) attacks player2's base: P combat damage there.
    // Whatever is drawn, 2 extra damage lands on exactly one of them: total damage = 2 + P.
    const state = withCards(['TWI_202'], { groundArena: ['TWI_202'] }, { groundArena: ['wampa'] });
    const s = run(state, attack('Jar Jar Binks', 'base'));
    const power = 2;
    const jarJar = s.player1.groundArena.find((u) => u.card === 'TWI_202')?.damage ?? 0;
    const wampa = byId(s, 'SOR_164').damage;
    const bases = [s.player1.base.damage, s.player2.base.damage - power];
    expect([jarJar, wampa, ...bases].sort()).toEqual([0, 0, 0, 2]);
    // Deterministic: the state's seed decides (8.22 through the seed).
    expect(run(state, attack('Jar Jar Binks', 'base'))).toEqual(s);
  });
});

describe.skipIf(!!skipReason)('real cards: each unit damaged this way', () => {
  it('JTL_222 Kimogila Heavy Fighter "When Played: Deal 3 indirect damage to a player. Exhaust each unit damaged this way."', () => {
    // player2 assigns 1 to the Marine, 1 to the Wampa, 1 to the base: the Marine and the Wampa are exhausted, the
    // Thug (not damaged) stays ready.
    const state = withCards(['JTL_222'], { hand: ['JTL_222'] }, { groundArena: ['battlefield-marine', 'wampa', 'underworld-thug'] });
    const s = run(state, play('Kimogila Heavy Fighter'), steps(
      { kind: 'TARGET', pick: /^Opponent$/ },
      { player: 'player2', kind: 'TARGET', pick: /Battlefield Marine/ }, { player: 'player2', kind: 'TARGET', pick: /Wampa/ }, { player: 'player2', kind: 'TARGET', pick: /base/ },
    ));
    expect(byId(s, 'SOR_095')).toMatchObject({ damage: 1, exhausted: true });
    expect(byId(s, 'SOR_164')).toMatchObject({ damage: 1, exhausted: true });
    expect(byId(s, 'SOR_247')).toMatchObject({ damage: 0, exhausted: false });
    expect(s.player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: the defending player after the attack', () => {
  it('SHD_143 Ruthlessness "Attached unit gains: When this unit attacks and defeats a unit: Deal 2 damage to the defending player\'s base."', () => {
    // Marine 3/3 with Ruthlessness (+2/+0: 5/3) attacks the Thug (2/3): the Thug is defeated, the Marine takes 2 and
    // survives. The trigger resolves after the attack: the defending player (player2, the Thug's controller) takes 2.
    const s = run(withCards(['SHD_143'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_143'] }] }, { groundArena: ['underworld-thug'] }), attack('Battlefield Marine', 'Underworld Thug'));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
    expect(s.player1.base.damage).toBe(0);
  });

  it('SHD_059 Embo "When this unit completes an attack: If the defender was defeated, heal up to 2 damage from a unit."', () => {
    // Embo (3/4, with main's "the defender was defeated" condition) attacks and defeats the Thug (2/3); then heals 2
    // of the Marine's (3/3) 2 damage: 0 left. Embo's own 2 damage stays (the Marine is chosen).
    const state = withCards(['SHD_059'], { groundArena: ['SHD_059', { card: 'battlefield-marine', damage: 2 }] }, { groundArena: ['underworld-thug'] });
    const s = run(state, attack('Embo', 'Underworld Thug'), (p) => (p.kind === 'OPTION' ? pick(p, /^Heal 2$/) : pick(p, /Battlefield Marine/)));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'SOR_095').damage).toBe(0);
    expect(byId(s, 'SHD_059').damage).toBe(2);
  });
});
