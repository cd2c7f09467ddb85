// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the amounts family: "for each"
// in constants (7.4), cost modifiers (6.2.3) and effects, "twice the number of", "equal to her power". Each expected
// outcome is worked out by hand from the printed text (quoted in the test name) and the rules, never copied from the
// engine. Bases have 30 HP. player1: Darth Vader (Aggression, Villainy) + Kestro City (Aggression); 20 ready
// resources. Aspect penalty: 2 per aspect icon the leader and base lack (8.1.1). Fodder (no ability text): Underworld
// Thug 2/3 ground (no aspect), Battlefield Marine 3/3 ground (Command, Heroism), Wampa 4/5 ground (Aggression),
// Alliance X-Wing 2/3 space (Heroism). In play the starter names read as catalog ids: Wampa SOR_164, Marine SOR_095.
import { describe, expect, it } from 'vitest';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { keywordValue, stats } from './builders.js';
import { attack, byId, choose, nextPhase, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (amounts) did not run: ${skipReason}`);

const exhausted = (s: SwuState) => s.player1.resources.filter((r) => r.exhausted).length;
const upgradesOf = (s: SwuState, id: string) => byId(s, id).upgrades.map((u) => u.card).sort();
const noHistory = { thisPhase: { played: [], defeated: [], attacks: [] } };

describe.skipIf(!!skipReason)('real cards: constants "for each" (7.4)', () => {
  it('LOF_083 Captain Enoch (1/5) "This unit gets +1/+0 for each Trooper unit in your discard pile."', () => {
    // player1's discard: Cell Block Guard (Imperial Trooper unit), Battlefield Marine (Rebel Trooper unit), Wampa
    // (Creature: not a Trooper), Relief Request (Law event). 2 Trooper units -> 1 + 2 = 3 power. player2's Cloud City
    // Wing Guard (a Trooper unit) is in the opponent's discard: "your" discard pile only.
    const state = withCards(['LOF_083', 'SOR_229', 'SOR_095', 'SEC_074', 'SOR_063'], { groundArena: ['LOF_083'], discard: ['SOR_229', 'SOR_095', 'wampa', 'SEC_074'] }, { discard: ['SOR_063'] });
    const s = run(state, attack('Captain Enoch', 'base'));
    expect(s.player2.base.damage).toBe(3);
    expect(statsOf(s, 'LOF_083')).toMatchObject({ power: 3, hp: 5 });
  });

  it('SEC_112 Orn Free Taa (0/4) "This unit gets +1/+0 for each Law card in your discard pile.": events count, any type', () => {
    // Relief Request and Hold For Questioning are Law events: 0 + 2 = 2 power; the Marine (no Law trait) adds nothing.
    const state = withCards(['SEC_112', 'SEC_074', 'LAW_217'], { groundArena: ['SEC_112'], discard: ['SEC_074', 'LAW_217', 'battlefield-marine'] });
    expect(run(state, attack('Orn Free Taa', 'base')).player2.base.damage).toBe(2);
    // An empty discard pile: 0 power, no damage.
    expect(run(withCards(['SEC_112'], { groundArena: ['SEC_112'] }), attack('Orn Free Taa', 'base')).player2.base.damage).toBe(0);
  });

  it('LOF_062 Axe Woves (2/2) "This unit gets +1/+1 for each upgrade on him.": tokens are upgrades (3.7)', () => {
    // A Shield and an Experience token: +2/+2 from the constant, +1/+1 from the Experience token: 2+2+1 = 5 / 2+2+1 = 5.
    const s = run(withCards(['LOF_062'], { groundArena: [{ card: 'LOF_062', upgrades: ['shield', 'experience'] }] }), attack('Axe Woves', 'base'));
    expect(s.player2.base.damage).toBe(5);
    expect(statsOf(s, 'LOF_062')).toMatchObject({ power: 5, hp: 5 });
    // No upgrade: the printed 2/2.
    const bare = run(withCards(['LOF_062'], { groundArena: ['LOF_062'] }), attack('Axe Woves', 'base'));
    expect(statsOf(bare, 'LOF_062')).toMatchObject({ power: 2, hp: 2 });
  });

  it('JTL_226 Radiant VII "Each enemy non-leader unit gets -1/-0 for each damage on it.": each unit\'s own damage', () => {
    // Enemy Wampa (4/5) with 2 damage: 4 - 2 = 2 power. Enemy Marine (3/3) undamaged: 3. player1's Thug (2/3) with 1
    // damage is friendly: 2. The enemy Wampa attacks the Thug: 2 damage, the Thug (1 + 2 = 3 damage) is defeated.
    const state = withCards(['JTL_226'], { spaceArena: ['JTL_226'], groundArena: [{ card: 'underworld-thug', damage: 1 }] }, { groundArena: [{ card: 'wampa', damage: 2 }, 'battlefield-marine'] }, { activePlayer: 'player2' });
    const s = run(state, attack('Wampa', 'Underworld Thug', 'player2'));
    expect(s.player1.groundArena).toEqual([]);
    // The Thug dealt 2 to the Wampa: 4 damage now, so 4 - 4 = 0 power.
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 0, hp: 5 });
    expect(statsOf(s, 'SOR_095').power).toBe(3);
  });

  it('JTL_226 Radiant VII: a deployed leader is not a non-leader unit; the power never goes below 0 (1.11)', () => {
    // player2's Luke deployed with 3 damage: unaffected (printed power). A Marine (3/3) with 2 damage: 1. Cloud City
    // Wing Guard (2/4) with 3 damage: 2 - 3 is below 0, so 0.
    const state = withCards(['JTL_226', 'SOR_063'], { spaceArena: ['JTL_226'] }, { leader: { card: 'luke-skywalker#faithful-friend', deployed: true, damage: 3 }, groundArena: [{ card: 'battlefield-marine', damage: 2 }, { card: 'SOR_063', damage: 3 }] });
    const s = run(state, attack('Radiant VII', 'base'));
    expect(s.player2.base.damage).toBe(5);
    expect(statsOf(s, 'SOR_095').power).toBe(1);
    expect(statsOf(s, 'SOR_063')).toMatchObject({ power: 0, hp: 4 });
    // Luke's unit side is 4/7 (printed): 3 damage on him changes nothing.
    expect(stats(s, s.player2.leader.id)).toMatchObject({ power: 4, hp: 7 });
  });

  it('SOR_131 Fifth Brother (2/4) "This unit gains RAID 1 for each damage on him.": Raid counts his damage when he deals combat damage', () => {
    // 2 damage on him, On Attack declined: Raid 2, 2 + 2 = 4 to the base.
    const declined = run(withCards(['SOR_131'], { groundArena: [{ card: 'SOR_131', damage: 2 }, 'underworld-thug'] }), attack('Fifth Brother', 'base'), choose(/^Decline$/));
    expect(declined.player2.base.damage).toBe(4);
    expect(keywordValue(declined, byId(declined, 'SOR_131').id, 'Raid')).toBe(2);
    // On Attack accepted: 1 damage to him (3 damage) and 1 to the Thug: Raid 3 when combat damage is dealt: 2 + 3 = 5.
    const accepted = run(withCards(['SOR_131'], { groundArena: [{ card: 'SOR_131', damage: 2 }, 'underworld-thug'] }), attack('Fifth Brother', 'base'), choose(/^Resolve$/, /^Underworld Thug/));
    expect(accepted.player2.base.damage).toBe(5);
    expect(byId(accepted, 'SOR_131').damage).toBe(3);
    // Undamaged: no Raid at all.
    const fresh = run(withCards(['SOR_131'], { groundArena: ['SOR_131'] }), attack('Fifth Brother', 'base'), choose(/^Decline$/));
    expect(fresh.player2.base.damage).toBe(2);
    expect(keywordValue(fresh, byId(fresh, 'SOR_131').id, 'Raid')).toBeUndefined();
  });

  it('SEC_171 Punishing One (3/5) "This unit gains Raid 1 for each damaged enemy unit."', () => {
    // Damaged enemy units: Wampa and Marine (2); the undamaged X-Wing and player1's damaged Thug don't count: Raid 2.
    // On Attack ("You may deal 1 damage to a unit") declined: 3 + 2 = 5 to the base.
    const state = () => withCards(['SEC_171'], { spaceArena: ['SEC_171'], groundArena: [{ card: 'underworld-thug', damage: 1 }] }, { groundArena: [{ card: 'wampa', damage: 1 }, { card: 'battlefield-marine', damage: 1 }], spaceArena: ['alliance-xwing'] });
    expect(run(state(), attack('Punishing One', 'base'), choose(/^Decline$/)).player2.base.damage).toBe(5);
    // Accepted on the X-Wing: a third damaged enemy unit before combat damage: 3 + 3 = 6.
    expect(run(state(), attack('Punishing One', 'base'), choose(/^Resolve$/, /^Alliance X-Wing/)).player2.base.damage).toBe(6);
  });

  it('LOF_244 Jedi Vector (1/3) "+1/+0 if you control another Jedi unit and +1/+0 if you control a Lightsaber upgrade"', () => {
    // Yoda (a Jedi unit) with Knight's Saber (a Lightsaber upgrade player1 played): 1 + 1 + 1 = 3 to the base.
    const both = withCards(['LOF_244', 'LOF_101', 'LOF_151'], { spaceArena: ['LOF_244'], groundArena: [{ card: 'LOF_101', upgrades: ['LOF_151'] }] });
    expect(run(both, attack('Jedi Vector', 'base')).player2.base.damage).toBe(3);
    // Yoda without the saber: only the Jedi bonus, 2.
    const jedi = withCards(['LOF_244', 'LOF_101'], { spaceArena: ['LOF_244'], groundArena: ['LOF_101'] });
    expect(run(jedi, attack('Jedi Vector', 'base')).player2.base.damage).toBe(2);
    // The Vector alone: it is a Jedi itself, but not "another" one: 1.
    expect(run(withCards(['LOF_244'], { spaceArena: ['LOF_244'] }), attack('Jedi Vector', 'base')).player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('real cards: "costs 1 less to play for each ..." (6.2.3)', () => {
  it('LAW_110 Phoenix Squadron Fighters (8, Vigilance Heroism) "This unit costs 1 less to play for each friendly damaged unit."', () => {
    // 8 + 4 (Vigilance and Heroism missing, 8.1.1) - 2 (player1's damaged Thug and Wampa; the undamaged Marine and
    // player2's damaged Wampa don't count) = 10 resources exhausted.
    const state = withCards(['LAW_110'], { hand: ['LAW_110'], groundArena: [{ card: 'underworld-thug', damage: 1 }, { card: 'wampa', damage: 2 }, 'battlefield-marine'] }, { groundArena: [{ card: 'wampa', damage: 1 }] });
    const s = run(state, play('Phoenix Squadron Fighters'));
    expect(exhausted(s)).toBe(10);
  });

  it('JTL_163 AT-DP Occupier (4, Aggression) "This unit costs 1 less to play for each damaged ground unit.": either player\'s', () => {
    // Damaged ground units: player1's Thug and player2's Wampa (2); player2's damaged X-Wing is in space: 4 - 2 = 2.
    const state = withCards(['JTL_163'], { hand: ['JTL_163'], groundArena: [{ card: 'underworld-thug', damage: 1 }] }, { groundArena: [{ card: 'wampa', damage: 1 }], spaceArena: [{ card: 'alliance-xwing', damage: 1 }] });
    expect(exhausted(run(state, play('AT-DP Occupier')))).toBe(2);
    // More damaged ground units than its cost: 0, never less (6.2.3).
    const many = withCards(['JTL_163'], { hand: ['JTL_163'], groundArena: [1, 2, 3].map(() => ({ card: 'underworld-thug', damage: 1 })) }, { groundArena: [1, 2].map(() => ({ card: 'wampa', damage: 1 })) });
    expect(exhausted(run(many, play('AT-DP Occupier')))).toBe(0);
  });

  it('TWI_098 Republic Defense Carrier (11, Command Heroism) "... 1 less to play for each unit controlled by the opponent who controls the most units"', () => {
    // Two players: the opponent's units, 3 (Wampa, Marine, X-Wing); player1's own Thug doesn't count.
    // 11 + 4 (Command and Heroism missing) - 3 = 12.
    const state = withCards(['TWI_098'], { hand: ['TWI_098'], groundArena: ['underworld-thug'] }, { groundArena: ['wampa', 'battlefield-marine'], spaceArena: ['alliance-xwing'] });
    expect(exhausted(run(state, play('Republic Defense Carrier')))).toBe(12);
  });
});

describe.skipIf(!!skipReason)('real cards: "Give an Experience token ... for each ..."', () => {
  it('LAW_147 Jaunty Light Freighter "When Played: Give an Experience token to this unit for each different aspect among units you control."', () => {
    // Units player1 controls once it is played: the Freighter (Command, Heroism), Marine (Command, Heroism), Wampa
    // (Aggression), Thug (none): Command, Heroism, Aggression = 3 tokens. player2's Administrator's-Tower-side units
    // (an X-Wing, Heroism) are not "units you control".
    const state = withCards(['LAW_147'], { hand: ['LAW_147'], groundArena: ['battlefield-marine', 'wampa', 'underworld-thug'] }, { spaceArena: ['alliance-xwing'] });
    const s = run(state, play('Jaunty Light Freighter'));
    expect(upgradesOf(s, 'LAW_147')).toEqual(['experience', 'experience', 'experience']);
    expect(statsOf(s, 'LAW_147')).toMatchObject({ power: 4, hp: 4 });
  });

  it('SEC_089 PreMor Personnel Carrier (space) "When Played: Give this unit an Experience token for each ground unit you control."', () => {
    // player1's ground units: Thug and Marine (2); the Carrier is in space; player2's Wampa is not theirs.
    const state = withCards(['SEC_089'], { hand: ['SEC_089'], groundArena: ['underworld-thug', 'battlefield-marine'] }, { groundArena: ['wampa'] });
    expect(upgradesOf(run(state, play('PreMor Personnel Carrier')), 'SEC_089')).toEqual(['experience', 'experience']);
  });

  it('SOR_191 Vanguard Ace "When Played: For each other card you played this phase, give an Experience token to this unit."', () => {
    // Played this phase: player1 a Marine and an event, player2 a Wampa. Other cards player1 played: 2 (the Ace itself
    // is left out). 2 tokens.
    const history = { thisPhase: { played: [{ player: 'player1', card: 'battlefield-marine', as: 'unit' }, { player: 'player2', card: 'wampa', as: 'unit' }, { player: 'player1', card: 'SEC_074', as: 'event' }], defeated: [], attacks: [] } };
    const s = run(withCards(['SOR_191', 'SEC_074'], { hand: ['SOR_191'] }, {}, history), play('Vanguard Ace'));
    expect(upgradesOf(s, 'SOR_191')).toEqual(['experience', 'experience']);
    // Nothing else played this phase: no token.
    expect(upgradesOf(run(withCards(['SOR_191'], { hand: ['SOR_191'] }, {}, noHistory), play('Vanguard Ace')), 'SOR_191')).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: damage equal to an amount', () => {
  it('LOF_101 Yoda "When you use the Force: You may deal damage to a unit equal to twice the number of units you control."', () => {
    // Playing Yoda: "You may use the Force. If you do, heal 5 damage from a base." Used: Kestro City 6 -> 1 damage. Then
    // the Force was used: player1 controls Yoda and the Thug (2): 2 x 2 = 4 damage to the Wampa (4/5).
    const state = withCards(['LOF_101'], { hand: ['LOF_101'], hasForceToken: true, groundArena: ['underworld-thug'], base: { card: 'kestro-city', damage: 6 } }, { groundArena: ['wampa'] });
    const s = run(state, play('Yoda'), choose(/^Resolve$|^Use the Force|^Pay/, /Kestro City/, /^Resolve$/, /^Wampa/));
    expect(s.player1.base.damage).toBe(1);
    expect(byId(s, 'SOR_164').damage).toBe(4);
    expect(s.player1.hasForceToken).toBe(false);
  });

  it('LAW_039 Latts Razzi (2/1) "Give a Shield token or an Experience token to this unit. Then, she deals damage equal to her power to an enemy ground unit."', () => {
    // Experience token: 3 power, so 3 damage to the Wampa (4/5).
    const xp = run(withCards(['LAW_039'], { hand: ['LAW_039'] }, { groundArena: ['wampa'] }), play('Latts Razzi'), choose(/Experience/, /^Wampa/));
    expect(byId(xp, 'SOR_164').damage).toBe(3);
    expect(upgradesOf(xp, 'LAW_039')).toEqual(['experience']);
    // Shield token: her power stays 2.
    const shield = run(withCards(['LAW_039'], { hand: ['LAW_039'] }, { groundArena: ['wampa'] }), play('Latts Razzi'), choose(/Shield/, /^Wampa/));
    expect(byId(shield, 'SOR_164').damage).toBe(2);
    expect(upgradesOf(shield, 'LAW_039')).toEqual(['shield']);
  });
});

describe.skipIf(!!skipReason)('real cards: lasting stats "for each" (read when the effect is created)', () => {
  it('JTL_042 Power from Pain "Give a unit +1/+0 for this phase for each damage on it.": the damage when played (ruling)', () => {
    // player1's Wampa (4/5) with 2 damage: +2/+0, 6 power. Then it attacks the enemy Thug (2/3): it takes 2 more (4
    // damage) but keeps +2 (the ruling: "only for the damage on it when this event is played"): 6, not 8.
    const state = withCards(['JTL_042'], { hand: ['JTL_042'], groundArena: [{ card: 'wampa', damage: 2 }] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Power from Pain'), choose(/^Wampa/));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 6, hp: 5 });
    const after = run({ ...s, activePlayer: 'player1' } as never, attack('Wampa', 'Underworld Thug'));
    expect(byId(after, 'SOR_164').damage).toBe(4);
    expect(statsOf(after, 'SOR_164')).toMatchObject({ power: 6, hp: 5 });
  });

  it('LAW_167 Common Cause "Give a unit +1/+1 for this phase for each different aspect among units you control."', () => {
    // player1's units: Marine (Command, Heroism), Wampa (Aggression), X-Wing (Heroism): 3 different aspects. The
    // enemy Thug gets +3/+3: 5/6 (any unit may be chosen).
    const state = withCards(['LAW_167'], { hand: ['LAW_167'], groundArena: ['battlefield-marine', 'wampa'], spaceArena: ['alliance-xwing'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, play('Common Cause'), choose(/^Underworld Thug/));
    const thug = s.player2.groundArena[0]!;
    expect(stats(s, thug.id)).toMatchObject({ power: 5, hp: 6 });
  });

  it('JTL_238 Sith Trooper (3/3) "On Attack: This unit gets +1/+0 for this attack for each damaged unit the defending player controls."', () => {
    // player2's damaged units: Wampa and X-Wing (2); its undamaged Marine and player1's damaged Thug don't count.
    // 3 + 2 = 5 to the base; after the attack it is 3/3 again.
    const state = withCards(['JTL_238'], { groundArena: ['JTL_238', { card: 'underworld-thug', damage: 1 }] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'battlefield-marine'], spaceArena: [{ card: 'alliance-xwing', damage: 1 }] });
    const s = run(state, attack('Sith Trooper', 'base'));
    expect(s.player2.base.damage).toBe(5);
    expect(statsOf(s, 'JTL_238').power).toBe(3);
  });

  it('LAW_010 Leia Organa (leader side) "Action [C=2, Exhaust]: For this phase, give a unit +1/+1 for each different aspect it has."', () => {
    // The Marine (Command, Heroism): 2 different aspects, +2/+2: 5/5. The Thug (no aspect) would get nothing.
    const state = withCards(['LAW_010'], { leader: 'LAW_010', groundArena: ['battlefield-marine'] });
    const s = run(state, { type: 'useAbility', player: 'player1', card: 'leader', ability: 'line1' }, choose(/^Battlefield Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
    expect(exhausted(s)).toBe(2);
  });

  it('LAW_010 Leia Organa (unit side) "When Deployed: Choose a unit. Give an Experience token to that unit for each different aspect among units you control."', () => {
    // Once deployed, player1's units are Leia (Command, Heroism), the Wampa (Aggression) and the Thug: 3 aspects. The
    // chosen Wampa gets 3 Experience tokens.
    const state = withCards(['LAW_010'], { leader: 'LAW_010', groundArena: ['wampa', 'underworld-thug'] });
    const s = run(state, { type: 'deployLeader', player: 'player1' }, choose(/^Wampa/));
    expect(upgradesOf(s, 'SOR_164')).toEqual(['experience', 'experience', 'experience']);
  });
});

describe.skipIf(!!skipReason)('real cards: amounts a trigger or a choice binds', () => {
  it('LOF_091 Craving Power (+2/+2) "When Played: Deal damage to an enemy unit equal to attached unit\'s power.": the power counts the upgrade (ruling)', () => {
    // Attached to player1's Wampa (4/5): 4 + 2 = 6 damage to the enemy AT-ST (6/7).
    const state = withCards(['LOF_091', 'SOR_232'], { hand: ['LOF_091'], groundArena: ['wampa'] }, { groundArena: ['SOR_232'] });
    const s = run(state, play('Craving Power'), choose(/^Wampa/, /^AT-ST/));
    expect(byId(s, 'SOR_232').damage).toBe(6);
    expect(upgradesOf(s, 'SOR_164')).toEqual(['LOF_091']);
  });

  it('LOF_086 Drengir Spawn (3/3) "When this unit attacks and defeats a unit: Give a number of Experience tokens to this unit equal to the defeated unit\'s cost."', () => {
    // It attacks an enemy Cloud City Wing Guard (2/4, printed cost 3) with 1 damage: 3 more defeat it; the Spawn takes 2
    // (3 HP, survives) and gets 3 Experience tokens: the Guard's printed cost (not its power 2 or HP 4).
    const state = withCards(['LOF_086', 'SOR_063'], { groundArena: ['LOF_086'] }, { groundArena: [{ card: 'SOR_063', damage: 1 }] });
    const s = run(state, attack('Drengir Spawn', 'Cloud City Wing Guard'));
    expect(s.player2.groundArena).toEqual([]);
    expect(upgradesOf(s, 'LOF_086')).toEqual(['experience', 'experience', 'experience']);
    // Attacking the base defeats no unit: no token.
    const base = run(withCards(['LOF_086'], { groundArena: ['LOF_086'] }), attack('Drengir Spawn', 'base'));
    expect(upgradesOf(base, 'LOF_086')).toEqual([]);
  });

  it('JTL_144 No Disintegrations "Deal damage to a non-leader unit equal to 1 less than its remaining HP."', () => {
    // The AT-ST (6/7) with 2 damage: remaining 5, so 4 damage: 6 damage on it, 1 HP left.
    const state = withCards(['JTL_144', 'SOR_232'], { hand: ['JTL_144'] }, { groundArena: [{ card: 'SOR_232', damage: 2 }] });
    const s = run(state, play('No Disintegrations'), choose(/^AT-ST/));
    expect(byId(s, 'SOR_232').damage).toBe(6);
    // A unit with 1 remaining HP is dealt 0: nothing changes.
    const one = withCards(['JTL_144', 'SOR_232'], { hand: ['JTL_144'] }, { groundArena: [{ card: 'SOR_232', damage: 6 }] });
    expect(byId(run(one, play('No Disintegrations'), choose(/^AT-ST/)), 'SOR_232').damage).toBe(6);
  });
});

describe.skipIf(!!skipReason)('real cards: "with N or more remaining HP" (1.11.6)', () => {
  it('LOF_121 The Purrgil King (4/12) "When Played: Draw a card for each friendly unit with 7 or more remaining HP."', () => {
    // Friendly units once it is played: the King (12 remaining), the AT-ST 6/7 undamaged (7: counts), the AT-ST with
    // 1 damage (6: doesn't), the Wampa (5). player2's AT-ST (7) is not friendly. 2 cards drawn from the 8-card deck.
    const state = withCards(['LOF_121', 'SOR_232'], { hand: ['LOF_121'], groundArena: ['SOR_232', { card: 'SOR_232', damage: 1 }, 'wampa'] }, { groundArena: ['SOR_232'] });
    const s = run(state, play('The Purrgil King'));
    expect(s.player1.hand).toHaveLength(2);
    expect(s.player1.deck).toHaveLength(6);
  });

  it('LOF_019 Vergence Temple (base) "When the regroup phase starts: If you control a unit with 4 or more remaining HP, the Force is with you."', () => {
    // The Wampa (4/5) with 1 damage has 4 remaining HP: the Force is with player1 once the regroup phase starts.
    const temple = (damage: number) => withCards(['LOF_019'], { base: 'LOF_019', groundArena: [{ card: 'wampa', damage }] }, {}, { activePlayer: 'player2' }) as unknown as SwuState;
    const yes = nextPhase(temple(1));
    expect(yes.player1.hasForceToken).toBe(true);
    // With 2 damage it has 3: no Force token.
    const no = nextPhase(temple(2));
    expect(no.player1.hasForceToken).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: "for this attack ... for each"', () => {
  it('SEC_179 Aggressive Negotiations "Attack with a unit. For this attack, it gets +1/+0 for each card in your hand."', () => {
    // Hand after playing it: Marine, X-Wing, Thug (3; the event itself no longer counts, ruling). The Wampa attacks the
    // base with 4 + 3 = 7; once the attack is over it is 4/5 again.
    const state = withCards(['SEC_179'], { hand: ['SEC_179', 'battlefield-marine', 'alliance-xwing', 'underworld-thug'], groundArena: ['wampa'] });
    const s = run(state, play('Aggressive Negotiations'), choose(/^Wampa/, /base/i));
    expect(s.player2.base.damage).toBe(7);
    expect(statsOf(s, 'SOR_164').power).toBe(4);
    // An empty hand once it is played: +0, 4 damage.
    const alone = run(withCards(['SEC_179'], { hand: ['SEC_179'], groundArena: ['wampa'] }), play('Aggressive Negotiations'), choose(/^Wampa/, /base/i));
    expect(alone.player2.base.damage).toBe(4);
  });
});

describe.skipIf(!!skipReason)('real cards: a modified play "It costs 1 less for each ..." (7.1.6)', () => {
  it('SEC_257 Restore Freedom "Play a unit from your hand. It costs 1 less for each Heroism aspect icon among friendly units."', () => {
    // Heroism icons among player1's units: Marine (Command, Heroism) 1, X-Wing (Heroism) 1, Wampa 0 = 2; player2's
    // Marine is not friendly. Restore Freedom: 2 + 2 (Heroism penalty, 8.1.1) = 4; the AT-ST (6, Villainy): 6 - 2 = 4.
    // 8 resources exhausted in all.
    const state = withCards(['SEC_257', 'SOR_232'], { hand: ['SEC_257', 'SOR_232'], groundArena: ['battlefield-marine', 'wampa'], spaceArena: ['alliance-xwing'] }, { groundArena: ['battlefield-marine'] });
    const s = run(state, play('Restore Freedom'), choose(/^AT-ST/));
    expect(s.player1.groundArena.some((u) => u.card === 'SOR_232')).toBe(true);
    expect(exhausted(s)).toBe(8);
  });
});

describe.skipIf(!!skipReason)('real cards: "for each resource paid this way"', () => {
  it('LOF_255 Curious Flock "When Played: Pay up to 6. For each resource paid this way, give an Experience token to this unit."', () => {
    // 10 ready resources. The Flock costs 1 (no aspect icon: no penalty); then X = 3: 1 + 3 = 4 resources exhausted and
    // 3 Experience tokens on it. X = 0: 1 exhausted, no token.
    const state = () => withCards(['LOF_255'], { hand: ['LOF_255'], resources: 10 });
    const s = run(state(), play('Curious Flock'), choose(/^3$/));
    expect(upgradesOf(s, 'LOF_255')).toEqual(['experience', 'experience', 'experience']);
    expect(exhausted(s)).toBe(4);
    const none = run(state(), play('Curious Flock'), choose(/^0$/));
    expect(upgradesOf(none, 'LOF_255')).toEqual([]);
    expect(exhausted(none)).toBe(1);
  });

  it('LOF_255 Curious Flock: X is at most 6, and at most the ready resources left', () => {
    // 20 ready resources: the choices are 0..6.
    const r = run(withCards(['LOF_255'], { hand: ['LOF_255'] }), play('Curious Flock'), (p) => {
      expect(p.options.map((o) => o.label)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
      return [p.options[6]!.id];
    });
    expect(upgradesOf(r, 'LOF_255')).toHaveLength(6);
    // 3 ready resources: 1 pays for the Flock, X is 0 to 2.
    const few = run(withCards(['LOF_255'], { hand: ['LOF_255'], resources: 3 }), play('Curious Flock'), (p) => {
      expect(p.options.map((o) => o.label)).toEqual(['0', '1', '2']);
      return [p.options[2]!.id];
    });
    expect(upgradesOf(few, 'LOF_255')).toHaveLength(2);
    expect(exhausted(few)).toBe(3);
  });
});

describe.skipIf(!!skipReason)('real cards: "for each friendly unit with a different name"', () => {
  it('JTL_106 Unity of Purpose "For each friendly unit with a different name, give each unit you control +1/+1 for this phase."', () => {
    // player1's units: two Battlefield Marines (one name), a Wampa, an Underworld Thug: 3 different names, so each gets
    // +3/+3: Marines 6/6, Wampa 7/8, Thug 5/6. player2's Wampa stays 4/5.
    const state = withCards(['JTL_106'], { hand: ['JTL_106'], groundArena: ['battlefield-marine', 'battlefield-marine', 'wampa', 'underworld-thug'] }, { groundArena: ['wampa'] });
    const s = run(state, play('Unity of Purpose'));
    const own = s.player1.groundArena.map((u) => stats(s, u.id)).map((x) => [x.power, x.hp]).sort();
    expect(own).toEqual([[5, 6], [6, 6], [6, 6], [7, 8]]);
    expect(stats(s, s.player2.groundArena[0]!.id)).toMatchObject({ power: 4, hp: 5 });
  });
});

describe.skipIf(!!skipReason)('real cards: "for each player with 15 or more damage on their base"', () => {
  it('SHD_157 Bo-Katan Kryze (3/3) "When Defeated: For each player with 15 or more damage on their base, draw a card."', () => {
    // She attacks the Wampa (4/5) and is defeated. Bases: player1 15, player2 20: both count, 2 cards drawn.
    const both = withCards(['SHD_157'], { groundArena: ['SHD_157'], base: { card: 'kestro-city', damage: 15 } }, { groundArena: ['wampa'], base: { card: 'administrators-tower', damage: 20 } });
    expect(run(both, attack('Bo-Katan Kryze', 'Wampa')).player1.hand).toHaveLength(2);
    // player1 14 (not 15 or more), player2 15: 1 card.
    const one = withCards(['SHD_157'], { groundArena: ['SHD_157'], base: { card: 'kestro-city', damage: 14 } }, { groundArena: ['wampa'], base: { card: 'administrators-tower', damage: 15 } });
    expect(run(one, attack('Bo-Katan Kryze', 'Wampa')).player1.hand).toHaveLength(1);
    // Neither: no draw.
    expect(run(withCards(['SHD_157'], { groundArena: ['SHD_157'] }, { groundArena: ['wampa'] }), attack('Bo-Katan Kryze', 'Wampa')).player1.hand).toHaveLength(0);
  });
});

