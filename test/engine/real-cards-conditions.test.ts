// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) whose text says "If ..., ...":
// the conditions of compiler/templates/conditions-more.ts (the initiative, comparing unit or resource counts, "no other
// ... units", cards in hand or discard, damage on a base, the unit an upgrade is attached to, "a Command or Cunning
// unit", "the defender was defeated"), "... instead", "If it's a Rebel unit, it gets +2/+0 for this attack" and "If you
// do not". Each expected outcome is worked out by hand from the printed text (quoted in the test name) and the rules;
// the arithmetic is in the comments. Fodder (starter cards, no ability the scenario depends on): Underworld Thug 2/3
// ground (no aspect), Battlefield Marine 3/3 ground (Command/Heroism, Rebel Trooper), Wampa 4/5 ground (Aggression),
// TIE/ln Fighter 2/1 space (Imperial Fighter), Alliance X-Wing 2/3 space (Rebel Fighter). Units played enter exhausted.
import { describe, expect, it } from 'vitest';
import { attack, byId, choose, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (conditions) did not run: ${skipReason}`);

const keywordsOf = (s: Parameters<typeof statsOf>[0], id: string) => statsOf(s, id).keywords.map((k) => k.name);
const playOn = (card: string, target: string) => ({ type: 'play', player: 'player1', card, target });

describe.skipIf(!!skipReason)('real cards: "If ..." conditions', () => {
  it('JTL_135 Special Forces TIE Fighter "When Played: If an opponent controls more space units than you, ready this unit."', () => {
    // Opponent: TIE/ln + X-Wing = 2 space units; player1: the TIE Fighter itself = 1. 2 > 1: it is readied.
    const more = run(withCards(['JTL_135'], { hand: ['JTL_135'] }, { spaceArena: ['tieln-fighter', 'alliance-xwing'] }), play('Special Forces TIE Fighter'));
    expect(byId(more, 'JTL_135').exhausted).toBe(false);
    // Opponent: 1 space unit; player1: 1. 1 > 1 is false: it stays exhausted as it entered play.
    const equal = run(withCards(['JTL_135'], { hand: ['JTL_135'] }, { spaceArena: ['alliance-xwing'] }), play('Special Forces TIE Fighter'));
    expect(byId(equal, 'JTL_135').exhausted).toBe(true);
  });

  it('TWI_137 Savage Opress "When Played: If you control fewer units (including this unit) than an opponent, ready this unit."', () => {
    // player1: Savage alone = 1 unit; opponent: Thug + Wampa = 2. 1 < 2: readied. With a Marine: 2 < 2 is false.
    const fewer = run(withCards(['TWI_137'], { hand: ['TWI_137'] }, { groundArena: ['underworld-thug', 'wampa'] }), play('Savage Opress'));
    expect(byId(fewer, 'TWI_137').exhausted).toBe(false);
    const same = run(withCards(['TWI_137'], { hand: ['TWI_137'], groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug', 'wampa'] }), play('Savage Opress'));
    expect(byId(same, 'TWI_137').exhausted).toBe(true);
  });

  it('JTL_158 Crackshot V-Wing "When Played: If you control no other Fighter units, deal 1 damage to this unit."', () => {
    // Alone (2/2): 1 damage, it survives. With a friendly TIE/ln (a Fighter): no damage.
    const alone = run(withCards(['JTL_158'], { hand: ['JTL_158'] }), play('Crackshot V-Wing'));
    expect(byId(alone, 'JTL_158').damage).toBe(1);
    const withFighter = run(withCards(['JTL_158'], { hand: ['JTL_158'], spaceArena: ['tieln-fighter'] }), play('Crackshot V-Wing'));
    expect(byId(withFighter, 'JTL_158').damage).toBe(0);
  });

  it('SEC_115 Taylander Shuttle "On Attack: If you have the initiative, create a Spy token."', () => {
    // With the initiative: one Spy token (a ground token unit) for player1; the Shuttle (2/4) deals 2 to the base.
    const s = run(withCards(['SEC_115'], { spaceArena: ['SEC_115'] }), attack('Taylander Shuttle', 'base'));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['T_SPY']);
    expect(s.player2.base.damage).toBe(2);
    // The opponent has the initiative: no token.
    const without = run(withCards(['SEC_115'], { spaceArena: ['SEC_115'], hasInitiative: false }, { hasInitiative: true }, { activePlayer: 'player1' }), attack('Taylander Shuttle', 'base'));
    expect(without.player1.groundArena).toEqual([]);
  });

  it('LAW_035 Ezra Bridger "You may heal 2 damage from a unit. If you control a Aggression or Cunning unit, you may heal 4 damage from a unit instead."', () => {
    // Ezra is Vigilance/Command/Heroism. With the Wampa (Aggression, 4 damage): heal 4 instead -> 0 damage.
    const aggressive = run(withCards(['LAW_035'], { hand: ['LAW_035'], groundArena: [{ card: 'wampa', damage: 4 }] }), play('Ezra Bridger'), choose(/Wampa/));
    expect(byId(aggressive, 'SOR_164').damage).toBe(0);
    // With only a Battlefield Marine (Command/Heroism) friendly: heal 2. The 4-damage Wampa is the opponent's here (not
    // "you control", so not counted for the condition): 4 - 2 = 2 damage left.
    const plain = run(withCards(['LAW_035'], { hand: ['LAW_035'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', damage: 4 }] }), play('Ezra Bridger'), choose(/Wampa/));
    expect(byId(plain, 'SOR_164').damage).toBe(2);
  });

  it('SOR_240 Fleet Lieutenant "When Played: You may attack with a unit. If it\'s a REBEL unit, it gets +2/+0 for this attack."', () => {
    // The Marine is a Rebel (3/3): 3 + 2 = 5 damage to the base. The Wampa (4/5, not Rebel): 4 damage.
    const rebel = run(withCards(['SOR_240'], { hand: ['SOR_240'], groundArena: ['battlefield-marine'] }), play('Fleet Lieutenant'), choose(/^Resolve/, /Battlefield Marine/, /base|Tower/i));
    expect(rebel.player2.base.damage).toBe(5);
    const other = run(withCards(['SOR_240'], { hand: ['SOR_240'], groundArena: ['wampa'] }), play('Fleet Lieutenant'), choose(/^Resolve/, /Wampa/, /base|Tower/i));
    expect(other.player2.base.damage).toBe(4);
    // "for this attack": the Marine is 3/3 again afterwards.
    expect(statsOf(rebel, 'SOR_095').power).toBe(3);
  });

  it('SHD_101 Adelphi Patrol Wing "When Played: You may attack with a unit. If you have the initiative, it gets +2/+0 for this attack."', () => {
    // With the initiative, the Marine (3/3) deals 3 + 2 = 5 to the base; without it, 3.
    const first = run(withCards(['SHD_101'], { hand: ['SHD_101'], groundArena: ['battlefield-marine'] }), play('Adelphi Patrol Wing'), choose(/^Resolve/, /Battlefield Marine/, /base|Tower/i));
    expect(first.player2.base.damage).toBe(5);
    const second = run(withCards(['SHD_101'], { hand: ['SHD_101'], groundArena: ['battlefield-marine'], hasInitiative: false }, { hasInitiative: true }, { activePlayer: 'player1' }), play('Adelphi Patrol Wing'), choose(/^Resolve/, /Battlefield Marine/, /base|Tower/i));
    expect(second.player2.base.damage).toBe(3);
  });

  it('SOR_136 Vader\'s Lightsaber "When Played: If attached unit is Darth Vader, you may deal 4 damage to a ground unit."', () => {
    // On Darth Vader (SOR_087): 4 damage to the Wampa (4/5) -> 4 damage. On a Battlefield Marine: no damage, no prompt.
    const vader = run(withCards(['SOR_136', 'SOR_087'], { hand: ['SOR_136'], groundArena: ['SOR_087'] }, { groundArena: ['wampa'] }), playOn('Vader\'s Lightsaber', 'Darth Vader'), choose(/Wampa/));
    expect(byId(vader, 'SOR_164').damage).toBe(4);
    const marine = run(withCards(['SOR_136'], { hand: ['SOR_136'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), playOn('Vader\'s Lightsaber', 'Battlefield Marine'));
    expect(byId(marine, 'SOR_164').damage).toBe(0);
  });

  it('SEC_227 Special Modifications "When Played: If attached unit is a Transport, you may create a Spy token."', () => {
    // Taylander Shuttle is a Transport: a Spy token; a TIE/ln (Fighter, not Transport): none.
    const transport = run(withCards(['SEC_227', 'SEC_115'], { hand: ['SEC_227'], spaceArena: ['SEC_115'] }), playOn('Special Modifications', 'Taylander Shuttle'), choose(/^Resolve/));
    expect(transport.player1.groundArena.map((u) => u.card)).toEqual(['T_SPY']);
    const fighter = run(withCards(['SEC_227'], { hand: ['SEC_227'], spaceArena: ['tieln-fighter'] }), playOn('Special Modifications', 'TIE/ln Fighter'));
    expect(fighter.player1.groundArena).toEqual([]);
  });

  it('LOF_053 Heirloom Lightsaber "If attached unit is a Force unit, it gains Restore 1."', () => {
    // Ezra Bridger (LAW_035) is a Force unit: it has Restore 1, and attacking heals 1 from player1's base (5 -> 4).
    const force = withCards(['LOF_053', 'LAW_035'], { groundArena: [{ card: 'LAW_035', upgrades: ['LOF_053'] }], base: { card: 'kestro-city', damage: 5 } });
    const s = run(force, attack('Ezra Bridger', 'base'));
    expect(s.player1.base.damage).toBe(4);
    expect(keywordsOf(s, 'LAW_035')).toContain('Restore');
    // The Marine is not a Force unit: no Restore.
    const marine = withCards(['LOF_053'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LOF_053'] }] });
    expect(keywordsOf(run(marine, attack('Battlefield Marine', 'base')), 'SOR_095')).not.toContain('Restore');
  });

  it('TWI_154 Mister Bones "On Attack: If you have no cards in your hand, you may deal 3 damage to a ground unit."', () => {
    // Empty hand: 3 damage to the Wampa (4/5). A card in hand: no damage. Bones (3/1) hits the base for 3 either way.
    const empty = run(withCards(['TWI_154'], { groundArena: ['TWI_154'], hand: [] }, { groundArena: ['wampa'] }), attack('Mister Bones', 'base'), choose(/Wampa/));
    expect(byId(empty, 'SOR_164').damage).toBe(3);
    expect(empty.player2.base.damage).toBe(3);
    const holding = run(withCards(['TWI_154'], { groundArena: ['TWI_154'], hand: ['underworld-thug'] }, { groundArena: ['wampa'] }), attack('Mister Bones', 'base'));
    expect(byId(holding, 'SOR_164').damage).toBe(0);
  });

  it('LOF_175 Do or Do Not "You may use the Force. If you do, draw 2 cards. If you do not, draw a card."', () => {
    // With the Force token: use it -> 2 cards, token gone; decline -> 1 card, token kept. Without a token -> 1 card.
    const used = run(withCards(['LOF_175'], { hand: ['LOF_175'], hasForceToken: true }), play('Do or Do Not'), choose(/^Resolve/));
    expect(used.player1.hand).toHaveLength(2);
    expect(used.player1.hasForceToken).toBe(false);
    const declined = run(withCards(['LOF_175'], { hand: ['LOF_175'], hasForceToken: true }), play('Do or Do Not'), choose(/^Decline/));
    expect(declined.player1.hand).toHaveLength(1);
    expect(declined.player1.hasForceToken).toBe(true);
    const none = run(withCards(['LOF_175'], { hand: ['LOF_175'] }), play('Do or Do Not'));
    expect(none.player1.hand).toHaveLength(1);
  });

  it('SOR_146 Zeb Orrelios "When this unit completes an attack: If the defender was defeated, you may deal 4 damage to a ground unit."', () => {
    // Zeb (5/5) attacks the Thug (2/3): the Thug is defeated, Zeb survives with 2 damage -> 4 damage to the Wampa.
    const s = run(withCards(['SOR_146'], { groundArena: ['SOR_146'] }, { groundArena: ['underworld-thug', 'wampa'] }), attack('Zeb Orrelios', 'Underworld Thug'), choose(/Wampa/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    // Attacking the base: no unit defender was defeated -> nothing more (5 damage to the base).
    const base = run(withCards(['SOR_146'], { groundArena: ['SOR_146'] }, { groundArena: ['wampa'] }), attack('Zeb Orrelios', 'base'));
    expect(byId(base, 'SOR_164').damage).toBe(0);
    expect(base.player2.base.damage).toBe(5);
  });

  it('SEC_125 Reconnaissance "If you control a ground unit and a space unit, draw 2 cards."', () => {
    // Marine (ground) + X-Wing (space): 2 cards. Only the Marine: none.
    const both = run(withCards(['SEC_125'], { hand: ['SEC_125'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }), play('Reconnaissance'));
    expect(both.player1.hand).toHaveLength(2);
    const ground = run(withCards(['SEC_125'], { hand: ['SEC_125'], groundArena: ['battlefield-marine'] }), play('Reconnaissance'));
    expect(ground.player1.hand).toHaveLength(0);
  });

  it('SOR_148 Guerilla Attack Pod "When Played: If a base has 15 or more damage on it, ready this unit."', () => {
    // The opponent's base has 15 damage: readied. 14 damage on each base: stays exhausted.
    const ready = run(withCards(['SOR_148'], { hand: ['SOR_148'] }, { base: { card: 'administrators-tower', damage: 15 } }), play('Guerilla Attack Pod'));
    expect(byId(ready, 'SOR_148').exhausted).toBe(false);
    const not = run(withCards(['SOR_148'], { hand: ['SOR_148'], base: { card: 'kestro-city', damage: 14 } }, { base: { card: 'administrators-tower', damage: 14 } }), play('Guerilla Attack Pod'));
    expect(byId(not, 'SOR_148').exhausted).toBe(true);
  });
  it('LAW_087 Jango Fett "On Attack: If this unit is upgraded, exhaust an enemy unit." (3.6.13: a Shield token is an upgrade)', () => {
    // With a Shield token attached, Jango (6/5) exhausts the ready Wampa and deals 6 to the base. Without: the Wampa stays ready.
    const upgraded = run(withCards(['LAW_087'], { groundArena: [{ card: 'LAW_087', upgrades: ['shield'] }] }, { groundArena: ['wampa'] }), attack('Jango Fett', 'base'), choose(/Wampa/));
    expect(byId(upgraded, 'SOR_164').exhausted).toBe(true);
    expect(upgraded.player2.base.damage).toBe(6);
    const bare = run(withCards(['LAW_087'], { groundArena: ['LAW_087'] }, { groundArena: ['wampa'] }), attack('Jango Fett', 'base'));
    expect(byId(bare, 'SOR_164').exhausted).toBe(false);
  });

  it('JTL_055 You\'re All Clear, Kid "Defeat an enemy space unit with 3 or less remaining HP. If you do and an opponent controls no space units, you may give an Experience token to a unit."', () => {
    // The TIE/ln (2/1, 1 remaining HP) is defeated; no enemy space unit is left -> the Marine gets an Experience token.
    const s = run(withCards(['JTL_055'], { hand: ['JTL_055'], groundArena: ['battlefield-marine'] }, { spaceArena: ['tieln-fighter'] }), play('You\'re All Clear, Kid'), choose(/TIE/, /Battlefield Marine/));
    expect(s.player2.spaceArena).toEqual([]);
    expect(byId(s, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['experience']);
    // An Alliance X-Wing (2/3, 3 remaining HP) is still there after the TIE is defeated: no token.
    const left = run(withCards(['JTL_055'], { hand: ['JTL_055'], groundArena: ['battlefield-marine'] }, { spaceArena: ['tieln-fighter', 'alliance-xwing'] }), play('You\'re All Clear, Kid'), choose(/TIE/));
    expect(left.player2.spaceArena.map((u) => u.card)).toEqual(['SOR_237']);
    expect(byId(left, 'SOR_095').upgrades).toEqual([]);
  });

  it('JTL_010 Captain Phasma (unit side 4/6) "On Attack: If you played another First Order card this phase, you may deal 1 damage to a unit. If you do, deal 1 damage to a base."', () => {
    // Knight of Ren (First Order) was played this phase: 1 damage to the Wampa, then 1 to player2's base; Phasma's 4
    // combat damage makes the base 1 + 4 = 5.
    const played = { played: [{ player: 'player1', card: 'LOF_084', as: 'unit' }], defeated: [], attacks: [] };
    const state = (thisPhase: object) => withCards(['JTL_010', 'LOF_084'], { leader: { card: 'JTL_010', deployed: true }, groundArena: ['LOF_084'] }, { groundArena: ['wampa'] }, { thisPhase });
    const s = run(state(played), attack('Captain Phasma', 'base'), choose(/Wampa/, /player2's base/));
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(s.player2.base.damage).toBe(5);
    // Nothing First Order played this phase: the condition fails, nothing is dealt, only the 4 combat damage.
    const none = run(state({ played: [], defeated: [], attacks: [] }), attack('Captain Phasma', 'base'));
    expect(byId(none, 'SOR_164').damage).toBe(0);
    expect(none.player2.base.damage).toBe(4);
  });

  it('LAW_228 Canyon Frontrunner "On Attack: If no other units have attacked this phase (including enemy units), you may give a unit -2/-0 for this phase."', () => {
    // First attack of the phase (the state records the whole phase: nothing yet): the Wampa (4/5) gets -2/-0 -> 2 power.
    const first = run(withCards(['LAW_228'], { groundArena: ['LAW_228'] }, { groundArena: ['wampa'] }, { thisPhase: {} }), attack('Canyon Frontrunner', 'base'), choose(/Wampa/));
    expect(statsOf(first, 'SOR_164').power).toBe(2);
    // The opponent's Thug attacked earlier this phase: no -2/-0.
    const earlier = { attacks: [{ player: 'player2', attacker: 'thug1', attackerCard: 'SOR_247', defender: 'player1-base' }] };
    const later = run(withCards(['LAW_228'], { groundArena: ['LAW_228'] }, { groundArena: ['wampa'] }, { thisPhase: earlier }), attack('Canyon Frontrunner', 'base'));
    expect(statsOf(later, 'SOR_164').power).toBe(4);
  });
  it('SEC_208 Hunter "On Attack: If the defender is exhausted, it gets -4/-0 for this attack."', () => {
    // Hunter (7/6) attacks an exhausted Wampa (4/5): the Wampa has 4 - 4 = 0 power, so Hunter takes no damage; the
    // Wampa takes 7 and is defeated. A ready Wampa keeps 4 power: Hunter takes 4.
    const tired = run(withCards(['SEC_208'], { groundArena: ['SEC_208'] }, { groundArena: [{ card: 'wampa', exhausted: true }] }), attack('Hunter', 'Wampa'));
    expect(byId(tired, 'SEC_208').damage).toBe(0);
    expect(tired.player2.groundArena).toEqual([]);
    const ready = run(withCards(['SEC_208'], { groundArena: ['SEC_208'] }, { groundArena: ['wampa'] }), attack('Hunter', 'Wampa'));
    expect(byId(ready, 'SEC_208').damage).toBe(4);
  });

  it('SOR_049 Obi-Wan Kenobi "When Defeated: Give 2 Experience tokens to another friendly unit. If it\'s a FORCE unit, draw a card."', () => {
    // Obi-Wan (4/6, 2 damage) attacks the Wampa (4/5): 2 + 4 = 6 damage defeats him (the Wampa survives with 4).
    // Ezra Bridger (LAW_035) is a Force unit: 2 Experience tokens and a card drawn (hand 0 -> 1).
    const force = run(withCards(['SOR_049', 'LAW_035'], { groundArena: [{ card: 'SOR_049', damage: 2 }, 'LAW_035'] }, { groundArena: ['wampa'] }), attack('Obi-Wan Kenobi', 'Wampa'), choose(/Ezra/));
    expect(byId(force, 'LAW_035').upgrades.map((u) => u.card)).toEqual(['experience', 'experience']);
    expect(force.player1.hand).toHaveLength(1);
    // The Battlefield Marine is not a Force unit: the tokens, no card.
    const marine = run(withCards(['SOR_049'], { groundArena: [{ card: 'SOR_049', damage: 2 }, 'battlefield-marine'] }, { groundArena: ['wampa'] }), attack('Obi-Wan Kenobi', 'Wampa'), choose(/Battlefield Marine/));
    expect(byId(marine, 'SOR_095').upgrades).toHaveLength(2);
    expect(marine.player1.hand).toHaveLength(0);
  });

  it('TWI_013 Mace Windu (leader) "Action [C=1, Exhaust]: Deal 1 damage to a damaged enemy unit. Then, if it has 5 or more damage on it, deal 1 damage to it."', () => {
    // Darth Vader (SOR_087, 5/7) with 4 damage: 4 + 1 = 5 >= 5, so 1 more: 6 damage. With 2 damage: 3, nothing more.
    const use = { type: 'useAbility', player: 'player1', card: 'leader' };
    const five = run(withCards(['TWI_013', 'SOR_087'], { leader: 'TWI_013' }, { groundArena: [{ card: 'SOR_087', damage: 4 }] }), use, choose(/Darth Vader/));
    expect(byId(five, 'SOR_087').damage).toBe(6);
    const three = run(withCards(['TWI_013', 'SOR_087'], { leader: 'TWI_013' }, { groundArena: [{ card: 'SOR_087', damage: 2 }] }), use, choose(/Darth Vader/));
    expect(byId(three, 'SOR_087').damage).toBe(3);
  });
  it('LAW_173 BT-1 "On Attack: Discard a card from your deck. If it\'s Aggression, you may deal 1 damage to a ground unit."', () => {
    // Top card Wampa (Aggression): discarded, then 1 damage to the enemy Thug (2/3). Top card Underworld Thug (no aspect): nothing.
    const aggression = run(withCards(['LAW_173'], { groundArena: ['LAW_173'], deck: ['wampa', 'underworld-thug'] }, { groundArena: ['underworld-thug'] }), attack('BT-1', 'base'), choose(/Underworld Thug/));
    expect(aggression.player1.discard.map((c) => c.card)).toEqual(['SOR_164']);
    expect(aggression.player2.groundArena[0]!.damage).toBe(1);
    const plain = run(withCards(['LAW_173'], { groundArena: ['LAW_173'], deck: ['underworld-thug', 'wampa'] }, { groundArena: ['underworld-thug'] }), attack('BT-1', 'base'));
    expect(plain.player1.discard.map((c) => c.card)).toEqual(['SOR_247']);
    expect(plain.player2.groundArena[0]!.damage).toBe(0);
  });

  it('JTL_200 Shuttle Tydirium "On Attack: Discard a card from your deck. If it has an odd cost, you may give an Experience token to another unit."', () => {
    // TIE/ln costs 1 (odd): the Marine gets an Experience token. Wampa costs 4 (even): no token.
    const odd = run(withCards(['JTL_200'], { spaceArena: ['JTL_200'], groundArena: ['battlefield-marine'], deck: ['tieln-fighter'] }), attack('Shuttle Tydirium', 'base'), choose(/Battlefield Marine/));
    expect(byId(odd, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['experience']);
    const even = run(withCards(['JTL_200'], { spaceArena: ['JTL_200'], groundArena: ['battlefield-marine'], deck: ['wampa'] }), attack('Shuttle Tydirium', 'base'));
    expect(byId(even, 'SOR_095').upgrades).toEqual([]);
  });

  it('JTL_201 Ahsoka Tano "When Played: An opponent discards a card from their hand. If it\'s a unit, you may exhaust a unit."', () => {
    // The opponent's only card is the Wampa (a unit): discarded, then their ready Thug is exhausted.
    const unit = run(withCards(['JTL_201'], { hand: ['JTL_201'] }, { hand: ['wampa'], groundArena: ['underworld-thug'] }), play('Ahsoka Tano'), choose(/Wampa/, /Underworld Thug/));
    expect(unit.player2.discard.map((c) => c.card)).toEqual(['SOR_164']);
    expect(unit.player2.groundArena[0]!.exhausted).toBe(true);
    // Their only card is Open Fire (an event): discarded, nothing exhausted.
    const event = run(withCards(['JTL_201', 'SOR_172'], { hand: ['JTL_201'] }, { hand: ['SOR_172'], groundArena: ['underworld-thug'] }), play('Ahsoka Tano'), choose(/Open Fire/));
    expect(event.player2.discard.map((c) => c.card)).toEqual(['SOR_172']);
    expect(event.player2.groundArena[0]!.exhausted).toBe(false);
  });
  it('LAW_055 Chopper "When Played: Give an Experience token to this unit. If you control a Cunning or Vigilance unit, give 2 Experience tokens to him instead."', () => {
    // Chopper is Command/Aggression/Heroism. With a Cartel Spacer (Cunning): 2 tokens instead of 1. Alone: 1.
    const cunning = run(withCards(['LAW_055'], { hand: ['LAW_055'], spaceArena: ['cartel-spacer'] }), play('Chopper'));
    expect(byId(cunning, 'LAW_055').upgrades.map((u) => u.card)).toEqual(['experience', 'experience']);
    const alone = run(withCards(['LAW_055'], { hand: ['LAW_055'] }), play('Chopper'));
    expect(byId(alone, 'LAW_055').upgrades.map((u) => u.card)).toEqual(['experience']);
  });

  it('SEC_027 The Chancellor\'s Shuttle "When Defeated: If you control Chancellor Palpatine (as a leader or unit), you may give an Experience token to a unit."', () => {
    // The Shuttle (1/3, 1 damage) attacks an Alliance X-Wing (2/3): 1 + 2 = 3 damage defeats it. With Chancellor
    // Palpatine (SEC_001) as player1's leader, the Marine gets an Experience token; with the default leader, nothing.
    const board = (leader?: string) => withCards(['SEC_027', ...(leader ? [leader] : [])], { ...(leader ? { leader } : {}), spaceArena: [{ card: 'SEC_027', damage: 1 }], groundArena: ['battlefield-marine'] }, { spaceArena: ['alliance-xwing'] });
    const palpatine = run(board('SEC_001'), attack('The Chancellor\'s Shuttle', 'Alliance X-Wing'), choose(/Battlefield Marine/));
    expect(palpatine.player1.spaceArena).toEqual([]);
    expect(byId(palpatine, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['experience']);
    const other = run(board(), attack('The Chancellor\'s Shuttle', 'Alliance X-Wing'));
    expect(byId(other, 'SOR_095').upgrades).toEqual([]);
  });
  it('LOF_261 Constructed Lightsaber "If attached unit is a Heroism unit, it gains Restore 2. ... a Villainy unit, Raid 2. ... a non-Heroism, non-Villainy unit, it gains Sentinel."', () => {
    // Ezra Bridger (LAW_035: Vigilance/Command/Heroism, Force, printed Raid 1): gains Restore 2; not Sentinel, and no
    // Raid 2 (his keywords: his printed Raid 1 and the Restore 2).
    const ezra = run(withCards(['LOF_261', 'LAW_035'], { groundArena: [{ card: 'LAW_035', upgrades: ['LOF_261'] }] }), pass());
    expect(statsOf(ezra, 'LAW_035').keywords.map((k) => `${k.name} ${k.value ?? ''}`.trim()).sort()).toEqual(['Raid 1', 'Restore 2']);
    // Nightsister Warrior (LOF_059: Vigilance, Force): neither Heroism nor Villainy -> Sentinel only.
    const nightsister = run(withCards(['LOF_261', 'LOF_059'], { groundArena: [{ card: 'LOF_059', upgrades: ['LOF_261'] }] }), pass());
    expect(keywordsOf(nightsister, 'LOF_059')).toEqual(['Sentinel']);
  });
  it('SOR_168 Precision Fire "Attack with a unit. It gains SABOTEUR for this attack. If it\'s a TROOPER, it also gains +2/+0 for this attack."', () => {
    // The Marine (Trooper, 3/3) gains Saboteur (ignores the enemy Pyke Sentinel) and +2/+0: 5 damage to the base.
    const trooper = run(withCards(['SOR_168'], { hand: ['SOR_168'], groundArena: ['battlefield-marine'] }, { groundArena: ['pyke-sentinel'] }), play('Precision Fire'), choose(/Battlefield Marine/, /base|Tower/i));
    expect(trooper.player2.base.damage).toBe(5);
    // The Wampa (Creature, 4/5) gains Saboteur only: 4 damage to the base.
    const creature = run(withCards(['SOR_168'], { hand: ['SOR_168'], groundArena: ['wampa'] }, { groundArena: ['pyke-sentinel'] }), play('Precision Fire'), choose(/Wampa/, /base|Tower/i));
    expect(creature.player2.base.damage).toBe(4);
  });

  it('LAW_202 Commence the Festivities "Attack with a unit. It gains Saboteur for this attack. If you control fewer resources than an opponent, it gets +2/+0 for this attack."', () => {
    // 4 resources against the opponent's 20: the Marine (3/3) deals 3 + 2 = 5. 20 against 20: 3.
    const fewer = run(withCards(['LAW_202'], { hand: ['LAW_202'], resources: 4, groundArena: ['battlefield-marine'] }), play('Commence the Festivities'), choose(/Battlefield Marine/, /base|Tower/i));
    expect(fewer.player2.base.damage).toBe(5);
    const even = run(withCards(['LAW_202'], { hand: ['LAW_202'], groundArena: ['battlefield-marine'] }), play('Commence the Festivities'), choose(/Battlefield Marine/, /base|Tower/i));
    expect(even.player2.base.damage).toBe(3);
  });
  it('JTL_189 Boba Fett (Pilot) "When played as an upgrade: You may deal 1 damage to a unit. If attached unit is a Transport, you may deal 2 damage instead."', () => {
    // Piloting the Taylander Shuttle (a Transport): 2 damage to the Wampa. Piloting a TIE/ln (a Fighter): 1 damage.
    const asPilot = (target: string) => ({ type: 'play', player: 'player1', card: 'JTL_189', as: 'upgrade', target });
    const transport = run(withCards(['JTL_189', 'SEC_115'], { hand: ['JTL_189'], spaceArena: ['SEC_115'] }, { groundArena: ['wampa'] }), asPilot('Taylander Shuttle'), choose(/Wampa/));
    expect(byId(transport, 'SOR_164').damage).toBe(2);
    const fighter = run(withCards(['JTL_189'], { hand: ['JTL_189'], spaceArena: ['tieln-fighter'] }, { groundArena: ['wampa'] }), asPilot('TIE/ln Fighter'), choose(/Wampa/));
    expect(byId(fighter, 'SOR_164').damage).toBe(1);
  });

  it('JTL_240 Fett\'s Firespray "When Played: Deal 1 indirect damage to a player. If you control Boba Fett (as a unit, upgrade, or leader), deal 2 indirect damage instead."', () => {
    // With a Boba Fett unit (JTL_189) in play: player2 is chosen and puts 2 points on their base. Otherwise 1.
    const boba = run(withCards(['JTL_240', 'JTL_189'], { hand: ['JTL_240'], groundArena: ['JTL_189'] }), play('Fett\'s Firespray'), choose(/^Opponent$/, /Tower/));
    expect(boba.player2.base.damage).toBe(2);
    const other = run(withCards(['JTL_240'], { hand: ['JTL_240'] }), play('Fett\'s Firespray'), choose(/^Opponent$/, /Tower/));
    expect(other.player2.base.damage).toBe(1);
  });
  it('SOR_012 IG-88 (leader) "Action [Exhaust]: Attack with a unit. If you control more units than the defending player, the attacker gets +1/+0 for this attack."', () => {
    // Marine + Wampa (2 units) against the Thug (1): the Marine (3/3) deals 3 + 1 = 4 to the base. Marine alone (1 against 1): 3.
    const use = { type: 'useAbility', player: 'player1', card: 'leader' };
    const more = run(withCards(['SOR_012'], { leader: 'SOR_012', groundArena: ['battlefield-marine', 'wampa'] }, { groundArena: ['underworld-thug'] }), use, choose(/Battlefield Marine/, /Tower/));
    expect(more.player2.base.damage).toBe(4);
    const same = run(withCards(['SOR_012'], { leader: 'SOR_012', groundArena: ['battlefield-marine'] }, { groundArena: ['underworld-thug'] }), use, choose(/Battlefield Marine/, /Tower/));
    expect(same.player2.base.damage).toBe(3);
  });
  it('LAW_034 Chewbacca "When Attack Ends: If the defending unit was defeated, give an Experience token to this unit and heal 3 damage from him."', () => {
    // Chewbacca (4/4, 1 damage) attacks the Thug (2/3): the Thug is defeated, Chewbacca has 1 + 2 = 3 damage; then an
    // Experience token and 3 healed: 0 damage. Attacking the Wampa (4/5): it survives, Chewbacca (1 + 4 = 5 >= 4) is
    // defeated; nothing more happens.
    const s = run(withCards(['LAW_034'], { groundArena: [{ card: 'LAW_034', damage: 1 }] }, { groundArena: ['underworld-thug'] }), attack('Chewbacca', 'Underworld Thug'));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'LAW_034').damage).toBe(0);
    expect(byId(s, 'LAW_034').upgrades.map((u) => u.card)).toEqual(['experience']);
    const lost = run(withCards(['LAW_034'], { groundArena: [{ card: 'LAW_034', damage: 1 }] }, { groundArena: ['wampa'] }), attack('Chewbacca', 'Wampa'));
    expect(lost.player1.groundArena).toEqual([]);
    expect(byId(lost, 'SOR_164').damage).toBe(4);
  });
  it('SEC_095 Theed Security "When Played: If an opponent controls an upgrade, give an Experience token to a unit."', () => {
    // The opponent's Wampa has a Shield token (a token upgrade they control): the Marine gets an Experience token.
    const shielded = run(withCards(['SEC_095'], { hand: ['SEC_095'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', upgrades: ['shield'] }] }), play('Theed Security'), choose(/Battlefield Marine/));
    expect(byId(shielded, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['experience']);
    // Only player1's own Marine has an upgrade: the opponent controls none, nothing happens.
    const mine = run(withCards(['SEC_095'], { hand: ['SEC_095'], groundArena: [{ card: 'battlefield-marine', upgrades: ['shield'] }] }, { groundArena: ['wampa'] }), play('Theed Security'));
    expect(byId(mine, 'SOR_095').upgrades.map((u) => u.card)).toEqual(['shield']);
  });
  it('JTL_125 Air Superiority "If you control more space units than an opponent, deal 4 damage to a ground unit that opponent controls."', () => {
    // 2 space units (X-Wing, TIE/ln) against 1 (Cartel Spacer): 4 damage to the enemy Wampa (4/5); the friendly Marine
    // is not offered. 1 against 1: nothing.
    const more = run(withCards(['JTL_125'], { hand: ['JTL_125'], spaceArena: ['alliance-xwing', 'tieln-fighter'], groundArena: ['battlefield-marine'] }, { spaceArena: ['cartel-spacer'], groundArena: ['wampa'] }), play('Air Superiority'), choose(/Wampa/));
    expect(byId(more, 'SOR_164').damage).toBe(4);
    const even = run(withCards(['JTL_125'], { hand: ['JTL_125'], spaceArena: ['alliance-xwing'] }, { spaceArena: ['cartel-spacer'], groundArena: ['wampa'] }), play('Air Superiority'));
    expect(byId(even, 'SOR_164').damage).toBe(0);
  });
});
