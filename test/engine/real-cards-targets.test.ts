// Scenarios on real cards (../shared/data/swu, compiled by the importer's code) for the target-family templates
// (compiler/templates/targets.ts and the names a trigger binds, compile.ts): "Defeat an upgrade ...", "Take control of
// a non-leader unit", "An opponent chooses a unit they control. Defeat that unit.", "Exhaust the defender", "Exhaust
// attached unit". Each expected outcome is worked out by hand from the printed text (quoted) and the rules, never
// copied from the engine. Fodder: Battlefield Marine 3/3 ground, Underworld Thug 2/3 ground, Alliance X-Wing 2/3 space,
// TIE/ln Fighter 2/1 space (no abilities).
import { describe, expect, it } from 'vitest';
import { custom, karabast, script } from './builders.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { attack, byId, choose, play, run, skipReason, statsOf, withCards, supplyModifier } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (targets) did not run: ${skipReason}`);

const upgradeIds = (s: { player1: unknown; player2: unknown }, player: 'player1' | 'player2', id: string): string[] => {
  const p = (s as Record<string, { groundArena: { card: string; upgrades: { card: string }[] }[]; spaceArena: { card: string; upgrades: { card: string }[] }[] }>)[player]!;
  return [...p.groundArena, ...p.spaceArena].filter((u) => u.card === id).flatMap((u) => u.upgrades.map((x) => x.card));
};

describe.skipIf(!!skipReason)('real cards: targets family', () => {
  it('SOR_251 Confiscate "Defeat an upgrade.": Vambrace Grappleshot on the enemy Marine goes to its owner\'s discard pile', () => {
    // The Marine carries one upgrade (Grappleshot, owned by player2): defeated (1.5.5C) -> player2's discard pile.
    const state = withCards(['SOR_251', 'SHD_074'], { hand: ['SOR_251'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_074'] }] });
    const s = run(state, play('Confiscate'), script(['TARGET', /Grappleshot/]));
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toContain('SHD_074');
  });

  it('SOR_251 Confiscate on an Experience token: the token is set aside (1.5.5E), the Marine is back to 3/3', () => {
    const state = withCards(['SOR_251'], { hand: ['SOR_251'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }] });
    const s = run(state, play('Confiscate'), script(['TARGET', /Experience/]));
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual([]);
    // 4/4 with the token (3.7.5: +1/+1), 3/3 without.
    expect(statsOf(s, 'SOR_095').power).toBe(3);
    expect(s.player2.discard).toEqual([]);
  });

  it('SHD_147 Ketsu Onyo "When this unit deals combat damage to a base: You may defeat an upgrade that costs 2 or less.": the 3-cost Perilous Position is not offered', () => {
    // Ketsu (3/2, Saboteur) attacks the base: 3 damage; then the only upgrade costing 2 or less is Grappleshot (cost 2);
    // Perilous Position costs 3. Choosing Grappleshot defeats it.
    const state = withCards(['SHD_147', 'SHD_074', 'TWI_070'], { groundArena: ['SHD_147'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_074', 'TWI_070'] }] });
    const offered: string[][] = [];
    const s = run(state, attack('Ketsu Onyo', 'base'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Grappleshot/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(3);
    expect(offered).toHaveLength(1);
    expect(offered[0]!.some((l) => /Perilous/.test(l))).toBe(false);
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual(['TWI_070']);
  });

  it('LAW_195 Overcharged Transport "When Played: You may defeat an upgrade attached to a space unit.": only the X-Wing\'s upgrade; declining keeps it', () => {
    // Grappleshot on the ground Marine is not attached to a space unit; the Experience token on the X-Wing is.
    const state = withCards(['LAW_195', 'SHD_074'], { hand: ['LAW_195'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_074'] }], spaceArena: [{ card: 'alliance-xwing', upgrades: ['experience'] }] });
    const offered: string[][] = [];
    const s = run(state, play('Overcharged Transport'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Experience/)(p, 0);
    });
    expect(offered[0]!.some((l) => /Grappleshot/.test(l))).toBe(false);
    expect(upgradeIds(s, 'player2', 'SOR_237')).toEqual([]);
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual(['SHD_074']);
    const declined = run(state, play('Overcharged Transport'), choose(/Decline|No|Pass/i));
    expect(upgradeIds(declined, 'player2', 'SOR_237')).toEqual(['experience']);
  });

  it('LOF_155 DRK-1 Probe Droid "When Played: You may defeat a non-unique upgrade.": Luke\'s Lightsaber (unique) is not offered', () => {
    const state = withCards(['LOF_155', 'SOR_053', 'SHD_074'], { hand: ['LOF_155'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SOR_053', 'SHD_074'] }] });
    const offered: string[][] = [];
    const s = run(state, play('DRK-1 Probe Droid'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Grappleshot/)(p, 0);
    });
    expect(offered[0]!.some((l) => /Lightsaber/.test(l))).toBe(false);
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual(['SOR_053']);
  });

  it('SOR_041 Power of the Dark Side "An opponent chooses a unit they control. Defeat that unit.": player2 picks and loses the Thug', () => {
    const state = withCards(['SOR_041'], { hand: ['SOR_041'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug', 'battlefield-marine'] });
    const askedOf: string[] = [];
    const s = run(state, play('Power of the Dark Side'), (p) => {
      askedOf.push(p.player);
      // Only player2's own units are offered (the friendly Marine of player1 is not "a unit they control").
      expect(p.options.map((o) => o.label).every((l) => !/player1/.test(l))).toBe(true);
      return choose(/Thug/)(p, 0);
    });
    expect(askedOf).toEqual(['player2']);
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
  });

  it('SOR_040 Avenger "When Played/On Attack: An opponent chooses a non-leader unit they control. Defeat that unit."', () => {
    // player2 controls a TIE and a Thug; they choose the TIE: only the Thug remains.
    const state = withCards(['SOR_040'], { hand: ['SOR_040'] }, { groundArena: ['underworld-thug'], spaceArena: ['tieln-fighter'] });
    const s = run(state, play('Avenger'), choose(/TIE/));
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
  });

  it('JTL_043 No Glory, Only Results "Take control of a non-leader unit, then defeat it.": the Marine goes to its owner\'s discard pile', () => {
    // Control passes to player1 (8.27), then the unit is defeated: a defeated card goes to its owner's discard (1.5.5C).
    const state = withCards(['JTL_043'], { hand: ['JTL_043'] }, { groundArena: ['battlefield-marine', 'underworld-thug'] });
    const s = run(state, play('No Glory, Only Results'), choose(/Marine/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SOR_095']);
  });

  it('SHD_183 Kintan Intimidator "On Attack: Exhaust the defender.": the ready Marine it attacks ends exhausted', () => {
    // Intimidator 1/4 attacks Marine 3/3: Marine takes 1, Intimidator takes 3 (survives at 4 HP); Marine exhausted.
    const state = withCards(['SHD_183'], { groundArena: ['SHD_183'] }, { groundArena: ['battlefield-marine'] });
    const s = run(state, attack('Kintan Intimidator', 'Battlefield Marine'));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(byId(s, 'SOR_095').damage).toBe(1);
    expect(byId(s, 'SHD_183').damage).toBe(3);
  });

  it('SHD_183 Kintan Intimidator attacking a base: "the defender" is the base, which can\'t be exhausted: 1 damage, nothing else', () => {
    const s = run(withCards(['SHD_183'], { groundArena: ['SHD_183'] }, { groundArena: ['battlefield-marine'] }), attack('Kintan Intimidator', 'base'));
    expect(s.player2.base.damage).toBe(1);
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
  });

  it('SHD_074 Vambrace Grappleshot "Attached unit gains: \'On Attack: Exhaust the defender.\'": the Marine exhausts the AT-ST it attacks', () => {
    // The On Attack ability resolves before combat damage (7.6.15 window at 6.3.3): the AT-ST (6/7) it attacks is
    // exhausted whatever the combat does (the Marine's attack can't defeat a 7-HP unit).
    const state = withCards(['SHD_074'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_074'] }] }, { groundArena: ['atst'] });
    const s = run(state, attack('Battlefield Marine', 'AT-ST'));
    expect(byId(s, 'SOR_232').exhausted).toBe(true);
  });

  it('LAW_127 Kill Switch "When Played: Exhaust attached unit.": played on the ready enemy Marine, which ends exhausted', () => {
    // (+0/+0 supplied: the catalog has no modifier for it, see supplyModifier.)
    const state = supplyModifier(withCards(['LAW_127'], { hand: ['LAW_127'] }, { groundArena: ['battlefield-marine'] }), 'LAW_127');
    const s = run(state, play('Kill Switch'), choose(/Marine/));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual(['LAW_127']);
  });

  it('TWI_155 Twice the Pride "When Played: Deal 2 damage to attached unit.": the Marine (3/3) it is played on has 2 damage', () => {
    const state = withCards(['TWI_155'], { hand: ['TWI_155'], groundArena: ['battlefield-marine'] });
    const s = run(state, play('Twice the Pride'), choose(/Marine/));
    expect(byId(s, 'SOR_095').damage).toBe(2);
  });

  it('JTL_180 Piercing Shot "Defeat all Shield tokens on a unit. Deal 3 damage to that unit.": the shielded Marine (3/3) is defeated', () => {
    // Two Shield tokens defeated first (3.7.6), then 3 damage to that same unit: 3 >= 3 HP, defeated (1.5.5C).
    const state = withCards(['JTL_180'], { hand: ['JTL_180'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['shield', 'shield'] }, 'underworld-thug'] });
    const s = run(state, play('Piercing Shot'), choose(/Marine/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SOR_095']);
  });

  it('LOF_082 Vaneé "When Played: You may defeat an Experience token on a friendly unit. If you do, give an Experience token to a friendly unit."', () => {
    // The Marine's Experience token (friendly) is defeated, then one is given to Vaneé: Marine 3/3 again, Vaneé +1/+1.
    // The enemy Thug's Experience token is not on a friendly unit: not offered.
    const state = withCards(['LOF_082'], { hand: ['LOF_082'], groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['experience'] }] });
    const offered: string[][] = [];
    const answers = [/^Resolve$/, /Experience.*Marine/, /Vane/];
    const s = run(state, play('Vaneé'), (p, i) => {
      offered.push(p.options.map((o) => o.label));
      return choose(answers[i]!)(p, i);
    });
    expect(offered.flat().some((l) => /Thug/.test(l))).toBe(false);
    expect(upgradeIds(s, 'player1', 'SOR_095')).toEqual([]);
    expect(upgradeIds(s, 'player1', 'LOF_082')).toEqual(['experience']);
    expect(upgradeIds(s, 'player2', 'SOR_247')).toEqual(['experience']);
  });

  it('LOF_082 Vaneé with no Experience token on a friendly unit: nothing is defeated, so no token is given (8.9)', () => {
    const state = withCards(['LOF_082'], { hand: ['LOF_082'] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['experience'] }] });
    const s = run(state, play('Vaneé'), choose(/^Resolve$/));
    expect(upgradeIds(s, 'player1', 'LOF_082')).toEqual([]);
    expect(upgradeIds(s, 'player2', 'SOR_247')).toEqual(['experience']);
  });

  it('JTL_046 Paige Tico as a pilot: "Attached unit gains: \'On Attack: Give an Experience token to this unit, then deal 1 damage to it.\'"', () => {
    // The X-Wing (2/3) wearing Paige attacks the base: it gets an Experience token (+1/+1 -> 3/4), then 1 damage to
    // itself. Paige as an upgrade adds her own printed upgrade stats, not relied on here: only the token and damage.
    const state = withCards(['JTL_046'], { spaceArena: [{ card: 'alliance-xwing', upgrades: ['JTL_046'] }] });
    const s = run(state, attack('Alliance X-Wing', 'base'));
    expect(upgradeIds(s, 'player1', 'SOR_237').sort()).toEqual(['JTL_046', 'experience']);
    expect(byId(s, 'SOR_237').damage).toBe(1);
  });

  it('SOR_169 Keep Fighting "Ready a unit with 3 or less power.": the exhausted Marine (3) is offered, the Marine with an Experience token (4) is not', () => {
    // Power is the current power (1.11): 3 + 1 from the Experience token (3.7.5) = 4 > 3.
    const state = withCards(['SOR_169'], { hand: ['SOR_169'], groundArena: [{ card: 'battlefield-marine', exhausted: true }, { card: 'battlefield-marine', exhausted: true, upgrades: ['experience'] }] });
    const offered: string[][] = [];
    const s = run(state, play('Keep Fighting'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return [p.options[0]!.id];
    });
    // Two Marines in play but one option: the 4-power one is filtered out (a lone option may still be asked).
    expect(offered.length === 0 || offered[0]!.length === 1).toBe(true);
    const readied = s.player1.groundArena.filter((u) => !u.exhausted);
    expect(readied).toHaveLength(1);
    expect(readied[0]!.upgrades).toEqual([]);
  });

  it('SHD_078 Fell the Dragon "Defeat a non-leader unit with 5 or more power.": the AT-ST (6) is defeated, the Marine (3) is not offered', () => {
    const state = withCards(['SHD_078'], { hand: ['SHD_078'] }, { groundArena: ['atst', 'battlefield-marine'] });
    const offered: string[][] = [];
    const s = run(state, play('Fell the Dragon'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/AT-ST/)(p, 0);
    });
    expect(offered.flat().some((l) => /Marine/.test(l))).toBe(false);
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
  });

  it('SEC_165 Academy Disciplinarian "When Played: You may deal 1 damage to a friendly unit with 2 or less power and ready it."', () => {
    // The exhausted Thug (2 power, 3 HP) takes 1 damage and is readied; the Marine (3 power) is not eligible.
    const state = withCards(['SEC_165'], { hand: ['SEC_165'], groundArena: [{ card: 'underworld-thug', exhausted: true }, { card: 'battlefield-marine', exhausted: true }] });
    const offered: string[][] = [];
    const s = run(state, play('Academy Disciplinarian'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Thug/)(p, 0);
    });
    expect(offered.flat().some((l) => /Marine/.test(l))).toBe(false);
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(byId(s, 'SOR_247').exhausted).toBe(false);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
  });

  it('TWI_206 Independent Senator "Action [C=2, Exhaust]: Exhaust a unit with 4 or less power.": the Marine (3), not the AT-ST (6)', () => {
    const state = withCards(['TWI_206'], { groundArena: ['TWI_206'] }, { groundArena: ['atst', 'battlefield-marine'] });
    const offered: string[][] = [];
    const s = run(state, { type: 'useAbility', player: 'player1', card: 'Independent Senator' }, (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Marine/)(p, 0);
    });
    expect(offered.flat().some((l) => /AT-ST/.test(l))).toBe(false);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(byId(s, 'SOR_232').exhausted).toBe(false);
  });

  it('JTL_230 Electromagnetic Pulse "Deal 2 damage to a Droid or Vehicle unit and exhaust it.": the AT-ST (Vehicle), not the Marine (Trooper)', () => {
    const state = withCards(['JTL_230'], { hand: ['JTL_230'] }, { groundArena: ['atst', 'battlefield-marine'] });
    const offered: string[][] = [];
    const s = run(state, play('Electromagnetic Pulse'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/AT-ST/)(p, 0);
    });
    expect(offered.flat().some((l) => /Marine/.test(l))).toBe(false);
    expect(byId(s, 'SOR_232').damage).toBe(2);
    expect(byId(s, 'SOR_232').exhausted).toBe(true);
  });

  it('JTL_179 Koiogran Turn "Ready a Fighter or Transport unit with 6 or less power.": the exhausted X-Wing (Fighter, 2 power) is readied', () => {
    // The exhausted Marine is no Fighter or Transport: the X-Wing is the only choice.
    const state = withCards(['JTL_179'], { hand: ['JTL_179'], groundArena: [{ card: 'battlefield-marine', exhausted: true }], spaceArena: [{ card: 'alliance-xwing', exhausted: true }] });
    const offered: string[][] = [];
    const s = run(state, play('Koiogran Turn'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/X-Wing/)(p, 0);
    });
    expect(offered.flat().some((l) => /Marine/.test(l))).toBe(false);
    expect(byId(s, 'SOR_237').exhausted).toBe(false);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
  });

  it('SEC_229 Catch Unawares "Attack with a unit. The defender gets -4/-0 for this attack.": the AT-ST strikes back with 2', () => {
    // Marine 3/3 attacks AT-ST 6/7 at 6 - 4 = 2 power: Marine takes 2 (survives), AT-ST takes 3; after the attack the
    // AT-ST is back to 6 power (the effect lasts for this attack, 7.7.3).
    const state = withCards(['SEC_229'], { hand: ['SEC_229'], groundArena: ['battlefield-marine'] }, { groundArena: ['atst'] });
    const s = run(state, play('Catch Unawares'), choose(/Marine/, /AT-ST/));
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(byId(s, 'SOR_232').damage).toBe(3);
    expect(statsOf(s, 'SOR_232').power).toBe(6);
  });

  it('SEC_229 Catch Unawares attacking a base: the base has no power to lower; 3 damage to it', () => {
    const state = withCards(['SEC_229'], { hand: ['SEC_229'], groundArena: ['battlefield-marine'] });
    const s = run(state, play('Catch Unawares'), choose(/Marine/, /Tower|base/i));
    expect(s.player2.base.damage).toBe(3);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('"On Attack: The defender gets -2/-0 for this attack." (Grand Inquisitor\'s unit side, compiled) when the defender is a base: nothing to lower', () => {
    // A 3/5 unit carrying the compiled ability attacks the base: 3 damage; the lasting effect on a base changes nothing.
    const text = 'On Attack: The defender gets -2/-0 for this attack.';
    const { abilities } = compileCard({ id: 'inq-test', name: 'Inquisitor Test', type: 'Unit', keywords: [], text });
    const unitDef = custom({ id: 'inq-test', internalName: 'inq-test', name: 'Inquisitor Test', power: 3, hp: 5, text, abilities });
    const s = run(karabast({ groundArena: ['inq-test'] }, { groundArena: ['atst'] }, { customCards: [unitDef] }), attack('Inquisitor Test', 'base'));
    expect(s.player2.base.damage).toBe(3);
    // And against the AT-ST (6/7): it strikes back with 6 - 2 = 4, so the 5-HP unit survives with 4; the AT-ST takes 3.
    const u = run(karabast({ groundArena: ['inq-test'] }, { groundArena: ['atst'] }, { customCards: [unitDef] }), attack('Inquisitor Test', 'AT-ST'));
    expect(u.player1.groundArena.map((x) => x.damage)).toEqual([4]);
    expect(byId(u, 'SOR_232').damage).toBe(3);
  });

  it('SHD_128 Outflank "Attack with 2 units (one at a time).": the Marine, then the Thug, each attack the base', () => {
    // 3 + 2 = 5 damage to player2's base; both attackers exhausted; the second attacker can't be the first again.
    const state = withCards(['SHD_128'], { hand: ['SHD_128'], groundArena: ['battlefield-marine', 'underworld-thug'] });
    const prompts: string[][] = [];
    const answers = [/Marine/, /base|Tower/i, /Thug/, /base|Tower/i];
    const s = run(state, play('Outflank'), (p, i) => {
      prompts.push(p.options.map((o) => o.label));
      return choose(answers[i]!)(p, i);
    });
    expect(s.player2.base.damage).toBe(5);
    expect(s.player1.groundArena.every((u) => u.exhausted)).toBe(true);
  });

  it('JTL_261 Attack Run "Attack with 2 space units (one at a time).": only space units attack; a lone X-Wing attacks once', () => {
    // The X-Wing (2 power) attacks the base; no second ready space unit, and the ground Marine is not a space unit.
    const state = withCards(['JTL_261'], { hand: ['JTL_261'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Attack Run'), choose(/X-Wing/, /base|Tower/i));
    expect(s.player2.base.damage).toBe(2);
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
  });

  it('JTL_080 Nebula Ignition "Defeat each unit that isn\'t upgraded.": units with a Shield or an Experience token survive', () => {
    const state = withCards(['JTL_080'], { hand: ['JTL_080'], groundArena: ['battlefield-marine', { card: 'underworld-thug', upgrades: ['shield'] }] }, { groundArena: ['atst', { card: 'battlefield-marine', upgrades: ['experience'] }] });
    const s = run(state, play('Nebula Ignition'));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
  });

  it('LOF_054 Calm in the Storm "Exhaust a friendly unit. If you do, give a Shield token and 2 Experience tokens to it."', () => {
    // The ready Marine is exhausted, then gets a Shield and two Experience tokens: 3/3 + 2 x (+1/+1) = 5/5.
    const state = withCards(['LOF_054'], { hand: ['LOF_054'], groundArena: ['battlefield-marine'] });
    const s = run(state, play('Calm in the Storm'), choose(/Marine/));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(upgradeIds(s, 'player1', 'SOR_095').sort()).toEqual(['experience', 'experience', 'shield']);
    expect(statsOf(s, 'SOR_095').power).toBe(5);
  });

  it('LOF_054 Calm in the Storm on an already exhausted unit: exhausting it does nothing, so no tokens (8.9, 1.5.4E)', () => {
    const state = withCards(['LOF_054'], { hand: ['LOF_054'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] });
    const s = run(state, play('Calm in the Storm'), choose(/Marine/));
    expect(upgradeIds(s, 'player1', 'SOR_095')).toEqual([]);
  });

  it('SHD_223 Snapshot Reflexes "When Played: You may attack with attached unit.": played on the ready Marine, it attacks the base', () => {
    const state = withCards(['SHD_223'], { hand: ['SHD_223'], groundArena: ['battlefield-marine'] });
    const s = run(state, play('Snapshot Reflexes'), choose(/Marine/, /^Resolve$/, /base|Tower/i));
    // Marine 3/3 plus whatever the upgrade prints; the base takes the Marine's power with the upgrade.
    expect(s.player2.base.damage).toBe(statsOf(s, 'SOR_095').power);
    expect(s.player2.base.damage).toBeGreaterThanOrEqual(3);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
  });

  it('TWI_256 Hold-Out Blaster "When Played: You may have attached unit deal 1 damage to a ground unit.": the enemy Thug takes 1', () => {
    const state = withCards(['TWI_256'], { hand: ['TWI_256'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] });
    const answers = [/Marine/, /Thug/];
    const s = run(state, play('Hold-Out Blaster'), (p, i) => choose(answers[i]!)(p, i));
    expect(byId(s, 'SOR_247').damage).toBe(1);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('SOR_203 Cunning, options "Exhaust up to 2 units." and "Give a unit +4/+0 for this phase.": two enemy units exhausted, the Marine at 7 power', () => {
    // Options chosen: exhaust (Thug and AT-ST, both ready) and +4/+0 on the Marine (3 + 4 = 7); exhaust resolves first.
    const state = withCards(['SOR_203'], { hand: ['SOR_203'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug', 'atst'] });
    const s = run(state, play('Cunning'), (p) => {
      if (p.kind === 'OPTION') return p.options.filter((o) => /^Exhaust up to|^Give a unit/.test(o.label)).map((o) => o.id);
      if (p.kind === 'OPTION_ORDER') return choose(/^Exhaust/)(p, 0);
      if (/choose a unit$/.test(p.text)) return choose(/Marine/)(p, 0);
      // "up to 2": both enemy units in one choice.
      return p.options.filter((o) => /Thug|AT-ST/.test(o.label)).map((o) => o.id);
    });
    expect(byId(s, 'SOR_247').exhausted).toBe(true);
    expect(byId(s, 'SOR_232').exhausted).toBe(true);
    expect(statsOf(s, 'SOR_095').power).toBe(7);
  });

  it('SOR_058 Vigilance, options "Discard 6 cards from an opponent\'s deck." and "Give a Shield token to a unit."', () => {
    // player2's deck of 8 loses its top 6 to the discard pile (1.14.3): 2 left; the Marine gets a Shield token.
    const deck = Array.from({ length: 8 }, () => 'underworld-thug');
    const state = withCards(['SOR_058'], { hand: ['SOR_058'], groundArena: ['battlefield-marine'] }, { deck });
    const s = run(state, play('Vigilance'), (p) => {
      if (p.kind === 'OPTION') return p.options.filter((o) => /^Discard 6|^Give a Shield/.test(o.label)).map((o) => o.id);
      if (p.kind === 'OPTION_ORDER') return choose(/^Discard/)(p, 0);
      return choose(/Marine/)(p, 0);
    });
    expect(s.player2.deck).toHaveLength(2);
    expect(s.player2.discard).toHaveLength(6);
    expect(upgradeIds(s, 'player1', 'SOR_095')).toEqual(['shield']);
  });

  it('TWI_200 Creative Thinking "Exhaust a non-unique unit.": the Marine, not Ketsu Onyo (unique)', () => {
    const state = withCards(['TWI_200', 'SHD_147'], { hand: ['TWI_200'] }, { groundArena: ['SHD_147', 'battlefield-marine'] });
    const offered: string[][] = [];
    const s = run(state, play('Creative Thinking'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Marine/)(p, 0);
    });
    expect(offered.flat().some((l) => /Ketsu/.test(l))).toBe(false);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(byId(s, 'SHD_147').exhausted).toBe(false);
  });

  it('SOR_155 Aggression, options "Defeat up to 2 upgrades." and "Draw a card.": both upgrades on the AT-ST are defeated in one choice', () => {
    // Grappleshot (a card: to its owner's discard pile) and an Experience token (set aside, 1.5.5E); one card drawn.
    const state = withCards(['SOR_155', 'SHD_074'], { hand: ['SOR_155'], deck: ['underworld-thug'] }, { groundArena: [{ card: 'atst', upgrades: ['SHD_074', 'experience'] }] });
    const s = run(state, play('Aggression'), (p) => {
      if (p.kind === 'OPTION') return p.options.filter((o) => /^Defeat up to|^Draw a card/.test(o.label)).map((o) => o.id);
      if (p.kind === 'OPTION_ORDER') return choose(/^Defeat/)(p, 0);
      return p.options.filter((o) => /Grappleshot|Experience/.test(o.label)).map((o) => o.id);
    });
    expect(upgradeIds(s, 'player2', 'SOR_232')).toEqual([]);
    expect(s.player2.discard.map((c) => c.card)).toEqual(['SHD_074']);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('SHD_171 Covetous Rivals "When Played: You may deal 2 damage to a unit with a Bounty.": Hylobon Enforcer (Bounty) only', () => {
    // Hylobon Enforcer 1/4 with a printed Bounty takes 2 (survives); the Marine has no Bounty and is not offered.
    const state = withCards(['SHD_171', 'SHD_027'], { hand: ['SHD_171'] }, { groundArena: ['SHD_027', 'battlefield-marine'] });
    const offered: string[][] = [];
    const s = run(state, play('Covetous Rivals'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Hylobon/)(p, 0);
    });
    expect(offered.flat().some((l) => /Marine/.test(l))).toBe(false);
    expect(byId(s, 'SHD_027').damage).toBe(2);
  });

  it('SEC_200 Junior Senator "When Played: You may return an upgrade that costs 3 or less to its owner\'s hand.": Grappleshot (2) to player2\'s hand', () => {
    const state = withCards(['SEC_200', 'SHD_074'], { hand: ['SEC_200'] }, { groundArena: [{ card: 'battlefield-marine', upgrades: ['SHD_074'] }] });
    const s = run(state, play('Junior Senator'), choose(/Grappleshot/));
    expect(upgradeIds(s, 'player2', 'SOR_095')).toEqual([]);
    expect(s.player2.hand.map((c) => c.card)).toEqual(['SHD_074']);
  });

  it('TWI_191 Wolf Pack Escort "When Played: You may return a friendly non-leader, non-Vehicle unit to its owner\'s hand.": the Marine, not the X-Wing', () => {
    const state = withCards(['TWI_191'], { hand: ['TWI_191'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const offered: string[][] = [];
    const s = run(state, play('Wolf Pack Escort'), (p) => {
      offered.push(p.options.map((o) => o.label));
      return choose(/Marine/)(p, 0);
    });
    expect(offered.flat().some((l) => /X-Wing/.test(l))).toBe(false);
    expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_095']);
  });
});
