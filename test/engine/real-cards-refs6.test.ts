// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "refs6" family (issue 7):
// sentences that name a unit again ("it", "him", "attached unit"), "On Defense". Each expected outcome is worked out
// by hand from the printed text (quoted in the test name), the card data and the Comprehensive Rules; the compiled
// definition is never read here. player1: Darth Vader (Aggression, Villainy) + Kestro City (Aggression), 20 ready
// resources; aspect penalty 2 per aspect icon the leader and base lack (8.1.1). Bases have 30 HP. Fodder (no ability
// text): Battlefield Marine 3/3 cost 2 (SOR_095); Wampa 4/5 cost 4 with Overwhelm (SOR_164).
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { attack, play, skipReason, withCards } from './card-checks.js';
import { driveReal, ok, realCardLookup, type Step } from './real-card-driver.js';

if (skipReason) console.warn(`real-card scenarios (refs6: naming a unit again, On Defense) did not run: ${skipReason}`);

const { lookup } = realCardLookup();
const run = (state: object, action: object, steps: Step[] = []) => ok(driveReal(lookup, state, action, steps));
const names = (s: SwuState, p: 'player1' | 'player2', zone: 'hand' | 'discard') => s[p][zone].map((c) => lookup(c.card)?.name);
const tokens = (s: SwuState, p: 'player1' | 'player2', i: number, token: string) => s[p].groundArena[i]!.upgrades.filter((u) => u.card === token).length;
const p2First = { activePlayer: 'player2' };

describe.skipIf(!!skipReason)('real cards: "On Defense" (7.6.15A)', () => {
  it('LAW_121 Canto Bight Security (3/5) "On Defense: Create a Credit token.": attacked, its controller creates one', () => {
    // player2's Wampa (4/5) attacks Canto Bight Security: On Defense resolves as the attack begins (6.3.3), player1
    // creates 1 Credit token (3.7.13). Combat: Wampa deals 4 (0 -> 4 damage), Canto deals 3 back (Wampa 0 -> 3).
    const state = withCards(['LAW_121'], { groundArena: ['LAW_121'] }, { groundArena: ['wampa'] }, p2First);
    const s = run(state, attack('Wampa', 'Canto Bight Security', 'player2'));
    expect(s.player1.credits).toBe(1);
    expect(s.player2.credits).toBe(0);
    expect(s.player1.groundArena[0]!.damage).toBe(4);
    expect(s.player2.groundArena[0]!.damage).toBe(3);
  });

  it('LAW_121 Canto Bight Security: attacking is no defense, so no Credit token', () => {
    // Canto attacks player2's base: 3 damage, it is not the defender, nothing triggers.
    const s = run(withCards(['LAW_121'], { groundArena: ['LAW_121'] }), attack('Canto Bight Security', 'base'));
    expect(s.player1.credits).toBe(0);
    expect(s.player2.base.damage).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: "him" is the unit itself (8.23)', () => {
  it('SEC_187 General Grievous (3/3) "When this unit is attacked: Return him to his owner\'s hand (before damage is dealt)."', () => {
    // player2's Battlefield Marine attacks Grievous: he returns to player1's hand as the attack begins, so the defender
    // left play and no combat damage is dealt either way (6.3.4C): the Marine keeps 0 damage, both bases 0; the
    // Marine is exhausted (it attacked).
    const state = withCards(['SEC_187'], { groundArena: ['SEC_187'] }, { groundArena: ['battlefield-marine'] }, p2First);
    const s = run(state, attack('Battlefield Marine', 'General Grievous', 'player2'));
    expect(s.player1.groundArena).toEqual([]);
    expect(names(s, 'player1', 'hand')).toContain('General Grievous');
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(s.player2.groundArena[0]!.exhausted).toBe(true);
    expect(s.player1.base.damage).toBe(0);
    expect(s.player2.base.damage).toBe(0);
  });

  it('SEC_187 General Grievous: attacked by Wampa (Overwhelm), all its damage is excess and goes to player1\'s base', () => {
    // Ruling on this card: an Overwhelm attacker's combat damage is all excess once Grievous left (7.5.7): Wampa's
    // 4 power -> player1's base 0 -> 4; Grievous is in player1's hand.
    const state = withCards(['SEC_187'], { groundArena: ['SEC_187'] }, { groundArena: ['wampa'] }, p2First);
    const s = run(state, attack('Wampa', 'General Grievous', 'player2'));
    expect(names(s, 'player1', 'hand')).toContain('General Grievous');
    expect(s.player1.base.damage).toBe(4);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
  });

  it('SEC_187 General Grievous: when he attacks, he stays (the trigger is his being attacked)', () => {
    // Grievous attacks player2's base: 3 damage, he stays in play, exhausted.
    const s = run(withCards(['SEC_187'], { groundArena: ['SEC_187'] }), attack('General Grievous', 'base'));
    expect(s.player2.base.damage).toBe(3);
    expect(s.player1.groundArena.map((u) => lookup(u.card)?.name)).toEqual(['General Grievous']);
  });
});

describe.skipIf(!!skipReason)('real cards: "it" after a condition or a choice names the same unit', () => {
  it('SHD_073 Mandalorian Armor "When Played: If attached unit is a Mandalorian, give a Shield token to it."', () => {
    // Follower of The Way (SHD_056, Mandalorian 1/3) gets the Armor (cost 2 + 2 Vigilance penalty): it is a Mandalorian,
    // so it gets 1 Shield token; the Armor and the Shield are its two upgrades. Battlefield Marine (not one) gets none.
    const state = withCards(['SHD_073', 'SHD_056'], { hand: ['SHD_073'], groundArena: ['SHD_056', 'battlefield-marine'] });
    const s = run(state, play('Mandalorian Armor'), [/^Follower of The Way/]);
    expect(tokens(s, 'player1', 0, 'shield')).toBe(1);
    expect(s.player1.groundArena[0]!.upgrades).toHaveLength(2);
    expect(s.player1.groundArena[1]!.upgrades).toEqual([]);
  });

  it('SHD_073 Mandalorian Armor on a unit that is not a Mandalorian: no Shield token', () => {
    const state = withCards(['SHD_073', 'SHD_056'], { hand: ['SHD_073'], groundArena: ['SHD_056', 'battlefield-marine'] });
    const s = run(state, play('Mandalorian Armor'), [/^Battlefield Marine/]);
    expect(s.player1.groundArena[1]!.upgrades).toHaveLength(1);
    expect(tokens(s, 'player1', 1, 'shield')).toBe(0);
    expect(s.player1.groundArena[0]!.upgrades).toEqual([]);
  });

  it('SHD_049 The Mandalorian "When Played: You may heal all damage from a unit that costs 2 or less and give 2 Shield tokens to it."', () => {
    // player2's Battlefield Marine (cost 2) has 2 damage: healed to 0, then 2 Shield tokens on it. Wampa (cost 4) is
    // not offered. Cost: 6 + 2 (Vigilance) + 2 (Heroism) = 10 resources exhausted.
    const state = withCards(['SHD_049'], { hand: ['SHD_049'], groundArena: ['wampa'] }, { groundArena: [{ card: 'battlefield-marine', damage: 2 }] });
    const r = driveReal(lookup, state, play('The Mandalorian'), [/^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join('|')).not.toMatch(/Wampa/);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    expect(tokens(s, 'player2', 0, 'shield')).toBe(2);
    expect(s.player1.resources.filter((x) => x.exhausted)).toHaveLength(10);
  });

  it('SHD_049 The Mandalorian: an undamaged unit heals nothing and still gets the 2 Shield tokens; it may be declined', () => {
    const state = withCards(['SHD_049'], { hand: ['SHD_049'] }, { groundArena: ['battlefield-marine'] });
    const s = run(state, play('The Mandalorian'), [/^Battlefield Marine/]);
    expect(tokens(s, 'player2', 0, 'shield')).toBe(2);
    const declined = run(state, play('The Mandalorian'), [/^Decline/]);
    expect(declined.player2.groundArena[0]!.upgrades).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: "An opponent chooses ... they control. You may ... that unit / it." (8.4, 8.32)', () => {
  it('LAW_216 Jabba\'s Rancor (7/7) "On Attack: An opponent chooses a ground unit they control. You may deal 7 damage to that unit."', () => {
    // Rancor attacks player2's base. player2 chooses among their ground units: Battlefield Marine only (the Alliance
    // X-Wing is in space); then player1 decides and deals 7: the Marine (3 HP) is defeated. Combat: 7 to the base.
    const state = withCards(['LAW_216'], { groundArena: ['LAW_216'] }, { groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] });
    const r = driveReal(lookup, state, attack("Jabba's Rancor", 'base'), [/^Battlefield Marine/, /^Resolve/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player2', 'player1']);
    expect(r.prompts[0]!.options.map((o) => o.label).join('|')).not.toMatch(/X-Wing/);
    expect(s.player2.groundArena).toEqual([]);
    expect(names(s, 'player2', 'discard')).toEqual(['Battlefield Marine']);
    expect(s.player2.spaceArena[0]!.damage).toBe(0);
    expect(s.player2.base.damage).toBe(7);
  });

  it('LAW_216 Jabba\'s Rancor: player1 may decline after seeing the choice; no enemy ground unit, nothing is asked', () => {
    const state = withCards(['LAW_216'], { groundArena: ['LAW_216'] }, { groundArena: ['battlefield-marine'] });
    const declined = run(state, attack("Jabba's Rancor", 'base'), [/^Battlefield Marine/, /^Decline/]);
    expect(declined.player2.groundArena[0]!.damage).toBe(0);
    expect(declined.player2.base.damage).toBe(7);
    // Only a space unit: no ground unit to choose, "that unit" is nothing; only the 7 combat damage.
    const none = run(withCards(['LAW_216'], { groundArena: ['LAW_216'] }, { spaceArena: ['alliance-xwing'] }), attack("Jabba's Rancor", 'base'));
    expect(none.player2.spaceArena[0]!.damage).toBe(0);
    expect(none.player2.base.damage).toBe(7);
  });

  it('SHD_246 Grey Squadron Y-Wing (1/3) "On Attack: An opponent chooses a unit or base they control. You may deal 2 damage to it."', () => {
    // The Y-Wing attacks player2's base; player2 chooses their base: 2 damage, then 1 combat damage: 3 in all.
    const state = withCards(['SHD_246'], { spaceArena: ['SHD_246'] }, { groundArena: ['battlefield-marine'] });
    const r = driveReal(lookup, state, attack('Grey Squadron Y-Wing', 'base'), [/Tower|base/i, /^Resolve/]);
    const s = ok(r);
    expect(r.prompts.map((p) => p.player)).toEqual(['player2', 'player1']);
    expect(s.player2.base.damage).toBe(3);
    expect(s.player2.groundArena[0]!.damage).toBe(0);
    // player2 chooses their Battlefield Marine instead: 2 damage on it, 1 on the base.
    const marine = run(state, attack('Grey Squadron Y-Wing', 'base'), [/^Battlefield Marine/, /^Resolve/]);
    expect(marine.player2.groundArena[0]!.damage).toBe(2);
    expect(marine.player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: "attached unit\'s arena"', () => {
  it('SEC_069 Nimble Prowess "When Played: You may exhaust a unit in attached unit\'s arena."', () => {
    // Attached to player1's Battlefield Marine (ground): the units offered are the ground ones, the Marine itself
    // and player2's Wampa; not the Alliance X-Wings (space). player1 exhausts the Wampa.
    const state = withCards(['SEC_069'], { hand: ['SEC_069'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const r = driveReal(lookup, state, play('Nimble Prowess'), [/^Battlefield Marine/, /^Wampa/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label).filter((l) => l !== 'Decline').sort()).toEqual(['Battlefield Marine (player1)', 'Wampa (player2)']);
    expect(s.player2.groundArena[0]!.exhausted).toBe(true);
    expect(s.player2.spaceArena[0]!.exhausted).toBe(false);
    expect(s.player1.groundArena[0]!.upgrades.map((u) => u.card)).toEqual(['SEC_069']);
  });

  it('SEC_069 Nimble Prowess on a space unit: only space units are offered; it may be declined', () => {
    const state = withCards(['SEC_069'], { hand: ['SEC_069'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] });
    const r = driveReal(lookup, state, play('Nimble Prowess'), [/^Alliance X-Wing/, /^Decline/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label).filter((l) => l !== 'Decline').sort()).toEqual(['Alliance X-Wing (player1)', 'Alliance X-Wing (player2)']);
    expect(s.player2.groundArena[0]!.exhausted).toBe(false);
    expect(s.player2.spaceArena[0]!.exhausted).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: "to a friendly unit and to an enemy unit", "with a Shield token on it"', () => {
  it('LOF_037 Darth Vader "When Played: Give a Shield token to a friendly unit and to an enemy unit."', () => {
    // player1 picks a friendly unit (Vader himself is one: he is in play) and an enemy unit: the Marine and the Wampa
    // get 1 Shield token each. Cost: 6 + 2 (Vigilance) = 8 resources.
    const state = withCards(['LOF_037'], { hand: ['LOF_037'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] });
    const r = driveReal(lookup, state, play('Darth Vader'), [/^Battlefield Marine/, /^Wampa/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join('|')).toMatch(/Darth Vader/);
    expect(tokens(s, 'player1', 0, 'shield')).toBe(1);
    expect(tokens(s, 'player2', 0, 'shield')).toBe(1);
    expect(s.player1.resources.filter((x) => x.exhausted)).toHaveLength(8);
  });

  it('LOF_037 Darth Vader "On Attack: Defeat an enemy unit with a Shield token on it."', () => {
    // Vader attacks player2's base. Enemy units with a Shield token: the Wampa and the Marine (the X-Wing has none,
    // not offered). player1 defeats the Wampa (its Shield is defeated with it, 1.16.5); the Marine keeps its Shield.
    // Combat: 5 damage to the base.
    const state = withCards(['LOF_037'], { groundArena: ['LOF_037'] }, { groundArena: [{ card: 'wampa', upgrades: ['shield'] }, { card: 'battlefield-marine', upgrades: ['shield'] }], spaceArena: ['alliance-xwing'] });
    const r = driveReal(lookup, state, attack('Darth Vader', 'base'), [/^Wampa/]);
    const s = ok(r);
    expect(r.prompts[0]!.options.map((o) => o.label).join('|')).not.toMatch(/X-Wing/);
    expect(names(s, 'player2', 'discard')).toEqual(['Wampa']);
    expect(tokens(s, 'player2', 0, 'shield')).toBe(1);
    expect(s.player2.base.damage).toBe(5);
  });

  it('LOF_037 Darth Vader: no enemy unit has a Shield token, nothing is defeated', () => {
    const state = withCards(['LOF_037'], { groundArena: ['LOF_037'] }, { groundArena: ['wampa'], spaceArena: [{ card: 'alliance-xwing', upgrades: ['experience'] }] });
    const s = run(state, attack('Darth Vader', 'base'));
    expect(s.player2.groundArena).toHaveLength(1);
    expect(s.player2.spaceArena).toHaveLength(1);
    expect(s.player2.base.damage).toBe(5);
  });
});

describe.skipIf(!!skipReason)('real cards: "to this unit and another friendly unit"', () => {
  it('LAW_040 Taramyn Barcona "When Played: You may defeat a Credit token (belonging to any player). If you do, give an Experience token to this unit and another friendly unit."', () => {
    // player1 has no Credit token, player2 has 1: player1 defeats player2's (any player's), so each of Taramyn and the
    // Battlefield Marine (another friendly unit; Taramyn is not offered) gets 1 Experience token. player2's one Credit
    // is the only one: nothing to choose there.
    const state = withCards(['LAW_040'], { hand: ['LAW_040'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'], credits: 1 });
    const r = driveReal(lookup, state, play('Taramyn Barcona'), [/^Resolve$/, /^Battlefield Marine/]);
    const s = ok(r);
    expect(r.prompts[1]!.options.map((o) => o.label)).toEqual(['Battlefield Marine (player1)']);
    expect(s.player2.credits).toBe(0);
    const taramyn = s.player1.groundArena.find((u) => u.card === 'LAW_040')!;
    expect(taramyn.upgrades.map((u) => u.card)).toEqual(['experience']);
    expect(tokens(s, 'player1', 0, 'experience')).toBe(1);
    expect(s.player2.groundArena[0]!.upgrades).toEqual([]);
  });

  it('LAW_040 Taramyn Barcona: declined (or no Credit token to defeat), no Experience token', () => {
    const state = withCards(['LAW_040'], { hand: ['LAW_040'], groundArena: ['battlefield-marine'] }, { credits: 1 });
    const s = run(state, play('Taramyn Barcona'), [/^Decline$/]);
    expect(s.player2.credits).toBe(1);
    expect(s.player1.groundArena.every((u) => u.upgrades.length === 0)).toBe(true);
  });
});

describe.skipIf(!!skipReason)('real cards: "When damage is dealt to this unit"', () => {
  it('SEC_143 The Elite Squad (6/8) "When Played/When damage is dealt to this unit: You may deal 2 damage to another unique unit."', () => {
    // player2's Battlefield Marine (3/3) attacks the Elite Squad: 3 combat damage to it (6 back defeats the Marine).
    // The trigger: another unique unit is offered, player2's General Grievous (unique); the Marine is not unique and
    // the Elite Squad is not "another". Grievous takes 2.
    const state = withCards(['SEC_143', 'SEC_187'], { groundArena: ['SEC_143'] }, { groundArena: ['battlefield-marine', 'SEC_187'] }, p2First);
    const r = driveReal(lookup, state, attack('Battlefield Marine', 'The Elite Squad', 'player2'), [/^General Grievous/]);
    const s = ok(r);
    expect(r.prompts[0]!.player).toBe('player1');
    expect(r.prompts[0]!.options.map((o) => o.label).filter((l) => l !== 'Decline')).toEqual(['General Grievous, Scuttling to Safety (player2)']);
    expect(s.player1.groundArena[0]!.damage).toBe(3);
    expect(s.player2.groundArena.map((u) => [u.card, u.damage])).toEqual([['SEC_187', 2]]);
  });
});
