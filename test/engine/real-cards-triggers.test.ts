// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) for the trigger heads of
// compiler/templates/trigger-heads.ts: "When this unit attacks and defeats a unit" (rulings: it defeats the defender
// during the attack; 1.18.1A), "When played using Smuggle" (7.5.14), "When you play an upgrade on this unit", and
// "him"/"her" naming the unit itself. Each expected outcome is worked out by hand from the printed text (quoted in the
// test name) and the rules, never read from the engine's output.
import { describe, expect, it } from 'vitest';
import { custom, drive, karabast, resolved, type Answerer } from './builders.js';
import { realSwuCards } from '../support/real-swu-cards.js';
import { attack, byId, choose, nextPhase, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (trigger heads) did not run: ${skipReason}`);

const RESOURCES = (n: number) => Array.from({ length: n }, () => 'underworld-thug');

describe.skipIf(!!skipReason)('real cards: "When this unit attacks and defeats a unit"', () => {
  it('SOR_149 Mace Windu (5/7) "When this unit attacks and defeats a unit: Ready him.": defeats the Thug and is ready again', () => {
    // Mace 5 power vs Underworld Thug 2/3: 5 >= 3, the Thug is defeated; Mace takes 2 and is readied by his ability.
    const s = run(withCards(['SOR_149'], { groundArena: ['SOR_149'] }, { groundArena: ['underworld-thug'] }), attack('Mace Windu', 'Underworld Thug'));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'SOR_149').damage).toBe(2);
    expect(byId(s, 'SOR_149').exhausted).toBe(false);
  });

  it('SOR_149 Mace Windu: attacking the base, or a unit that survives, defeats nothing: he stays exhausted', () => {
    const base = run(withCards(['SOR_149'], { groundArena: ['SOR_149'] }), attack('Mace Windu', 'base'));
    expect(base.player2.base.damage).toBe(5);
    expect(byId(base, 'SOR_149').exhausted).toBe(true);
    // A Wampa 4/5 with 0 damage takes 5: defeated. With Resilient (+0/+3) it is 4/8 and survives 5 damage.
    const survives = run(withCards(['SOR_149'], { groundArena: ['SOR_149'] }, { groundArena: [{ card: 'wampa', upgrades: ['resilient'] }] }), attack('Mace Windu', 'Wampa'));
    expect(byId(survives, 'SOR_164').damage).toBe(5);
    expect(byId(survives, 'SOR_149').exhausted).toBe(true);
  });

  it('SOR_149 Mace Windu: defeating an attacker while he defends is not "attacks and defeats" (he is not the attacker)', () => {
    // The enemy Thug (2/3) attacks Mace (5/7): Mace's 5 counter-damage defeats it, but Mace did not attack.
    const state = withCards(['SOR_149'], { groundArena: [{ card: 'SOR_149', exhausted: true }], hasInitiative: false }, { groundArena: ['underworld-thug'], hasInitiative: true });
    const s = run(state, attack('Underworld Thug', 'Mace Windu', 'player2'));
    expect(s.player2.groundArena).toEqual([]);
    expect(byId(s, 'SOR_149').exhausted).toBe(true);
  });

  it('SEC_088 First Light (5/7) "When this unit attacks and defeats a unit: You may draw a card.": draws one on a defeat', () => {
    // First Light 5 power vs TIE/ln Fighter 2/1: defeated. "You may": accept, hand 0 -> 1, deck 8 -> 7.
    const state = withCards(['SEC_088'], { spaceArena: ['SEC_088'] }, { spaceArena: ['tieln-fighter'] });
    const before = (state.player1 as { deck?: unknown[] }).deck;
    const s = run(state, attack('First Light', 'TIE/ln Fighter'), choose(/Resolve|Yes|Draw/i));
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player1.hand).toHaveLength(1);
    if (before) expect(s.player1.deck).toHaveLength(before.length - 1);
  });

  it('SEC_088 First Light: defeated by the same combat damage, its ability still triggers (7.6.4)', () => {
    // First Light with 5 damage (2 HP left) attacks System Patrol Craft 3/4 (Sentinel): 5 >= 4 defeats it, and its 3
    // counter-damage defeats First Light (5 + 3 = 8 >= 7). Both leave play; the draw still happens.
    const state = withCards(['SEC_088'], { spaceArena: [{ card: 'SEC_088', damage: 5 }] }, { spaceArena: ['system-patrol-craft'] });
    const s = run(state, attack('First Light', 'System Patrol Craft'), choose(/Resolve|Yes|Draw/i));
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player1.hand).toHaveLength(1);
  });
});

describe.skipIf(!!skipReason)('real cards: "When a friendly unit attacks and defeats a unit" (a leader\'s)', () => {
  it('LOF_017 Darth Revan (leader side) "...: You may exhaust this leader. If you do, give an Experience token to that friendly unit."', () => {
    // The Wampa (4/5) attacks and defeats the Thug (2/3): Revan is exhausted and the Wampa gets +1/+1 -> 5/6.
    const state = withCards(['LOF_017'], { leader: 'LOF_017', groundArena: ['wampa'] }, { groundArena: ['underworld-thug'] });
    const s = run(state, attack('Wampa', 'Underworld Thug'), choose(/Resolve|Yes|Pay|Exhaust/i));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 5, hp: 6 });
  });

  it('LOF_017 Darth Revan: an enemy unit that attacks and defeats is not friendly: no trigger', () => {
    // The enemy Wampa (4/5) attacks and defeats player1's Thug (2/3): Revan (player1's) does not trigger.
    const state = withCards(['LOF_017'], { leader: 'LOF_017', groundArena: ['underworld-thug'], hasInitiative: false }, { groundArena: ['wampa'], hasInitiative: true });
    const s = run(state, attack('Wampa', 'Underworld Thug', 'player2'));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.leader.exhausted).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: "When you use the Force" (8.37.4)', () => {
  it('LOF_260 The Father "When you use the Force: You may deal 1 damage to this unit. If you do, the Force is with you."', () => {
    // Kylo Ren gets Resilient: he uses the Force (token gone) and draws 1; The Father then takes 1 damage and the
    // Force is with player1 again (token back).
    const state = withCards(['LOF_229', 'LOF_260'], { groundArena: ['LOF_229', 'LOF_260'], hand: ['resilient'], resources: RESOURCES(6), hasForceToken: true });
    const s = run(state, { type: 'play', player: 'player1', card: 'Resilient', target: 'Kylo Ren' }, choose(/Resolve|Yes|Use/i));
    expect(s.player1.hand).toHaveLength(1);
    expect(byId(s, 'LOF_260').damage).toBe(1);
    expect(s.player1.hasForceToken).toBe(true);
  });
});

describe.skipIf(!!skipReason)('real cards: damage dealt to a base as a trigger', () => {
  it('LOF_025 Temple of Destruction (base) "When a friendly unit deals 3 or more combat damage to an enemy base: The Force is with you.": 3 yes, 2 no', () => {
    // Battlefield Marine: 3 combat damage to the enemy base (3 >= 3): token. TIE/ln Fighter: 2 (< 3): none.
    const marine = run(withCards(['LOF_025'], { base: 'LOF_025', groundArena: ['battlefield-marine'] }), attack('Battlefield Marine', 'base'));
    expect(marine.player2.base.damage).toBe(3);
    expect(marine.player1.hasForceToken).toBe(true);
    const tie = run(withCards(['LOF_025'], { base: 'LOF_025', spaceArena: ['tieln-fighter'] }), attack('TIE/ln Fighter', 'base'));
    expect(tie.player2.base.damage).toBe(2);
    expect(tie.player1.hasForceToken).toBe(false);
  });

  it('LOF_252 The Daughter "When damage is dealt to your base: You may use the Force. If you do, heal 2 damage from your base."', () => {
    // The enemy Marine deals 3 to player1's base; player1 uses the Force and heals 2: 3 - 2 = 1 damage, no token.
    const state = withCards(['LOF_252'], { groundArena: ['LOF_252'], hasForceToken: true, hasInitiative: false }, { groundArena: ['battlefield-marine'], hasInitiative: true });
    const s = run(state, attack('Battlefield Marine', 'base', 'player2'), choose(/Resolve|Yes|Use/i));
    expect(s.player1.base.damage).toBe(1);
    expect(s.player1.hasForceToken).toBe(false);
  });

  it('LOF_252 The Daughter: damage to the enemy base is not to "your base": no trigger', () => {
    const s = run(withCards(['LOF_252'], { groundArena: ['LOF_252', 'battlefield-marine'], hasForceToken: true }), attack('Battlefield Marine', 'base'));
    expect(s.player2.base.damage).toBe(3);
    expect(s.player1.hasForceToken).toBe(true);
  });

  it('SEC_041 Populist Advisor "When an enemy unit deals combat damage to your base: This unit gains Sentinel for this phase."', () => {
    // The enemy Marine hits player1's base for 3; the Advisor then has Sentinel.
    const state = withCards(['SEC_041'], { groundArena: ['SEC_041'], hasInitiative: false }, { groundArena: ['battlefield-marine'], hasInitiative: true });
    const s = run(state, attack('Battlefield Marine', 'base', 'player2'));
    expect(s.player1.base.damage).toBe(3);
    expect(statsOf(s, 'SEC_041').keywords.map((k) => k.name)).toContain('Sentinel');
  });
});

describe.skipIf(!!skipReason)('real cards: attacks on your base, units defeated while attacking', () => {
  it('TWI_166 Aurra Sing "When an enemy ground unit attacks your base: Ready this unit.": an exhausted Aurra is readied', () => {
    const state = withCards(['TWI_166'], { groundArena: [{ card: 'TWI_166', exhausted: true }], hasInitiative: false }, { groundArena: ['battlefield-marine'], spaceArena: ['tieln-fighter'], hasInitiative: true });
    const ground = run(state, attack('Battlefield Marine', 'base', 'player2'));
    expect(ground.player1.base.damage).toBe(3);
    expect(byId(ground, 'TWI_166').exhausted).toBe(false);
    // A space unit attacking the base is not a ground unit: she stays exhausted.
    const space = run(state, attack('TIE/ln Fighter', 'base', 'player2'));
    expect(space.player1.base.damage).toBe(2);
    expect(byId(space, 'TWI_166').exhausted).toBe(true);
  });

  it('SEC_013 Luthen Rael (leader side) "When a friendly unit is defeated while attacking: You may exhaust this leader. If you do, deal 1 damage to a unit or base."', () => {
    // player1's Thug (2/3) attacks the Wampa (4/5): the Thug takes 4 and is defeated while attacking; Luthen is
    // exhausted and deals 1 to the Wampa, which has 2 (from the Thug) + 1 = 3 damage.
    const state = withCards(['SEC_013'], { leader: 'SEC_013', groundArena: ['underworld-thug'] }, { groundArena: ['wampa'] });
    const s = run(state, attack('Underworld Thug', 'Wampa'), choose(/Resolve|Yes|Pay|Exhaust/i, /Wampa/));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(byId(s, 'SOR_164').damage).toBe(3);
  });

  it('SEC_013 Luthen Rael: a friendly unit defeated while defending is not "while attacking"', () => {
    const state = withCards(['SEC_013'], { leader: 'SEC_013', groundArena: ['underworld-thug'], hasInitiative: false }, { groundArena: ['wampa'], hasInitiative: true });
    const s = run(state, attack('Wampa', 'Underworld Thug', 'player2'));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.leader.exhausted).toBe(false);
  });
});

describe.skipIf(!!skipReason)('real cards: a Pilot\'s "When played as a unit" (7.5.17)', () => {
  it('JTL_098 Snap Wexley "When played as a unit/On Attack: The next Resistance card you play this phase costs 1 less."', () => {
    // Black Squadron Scout Wing (Resistance) costs 1 resource less after Snap was played as a unit than with Snap
    // merely in play (no trigger): compare the resources each play exhausts.
    const exhausted = (s: { player1: { resources: { exhausted: boolean }[] } }) => s.player1.resources.filter((r) => r.exhausted).length;
    const played = run(withCards(['JTL_098', 'JTL_202'], { hand: ['JTL_098', 'JTL_202'], resources: RESOURCES(20) }), play('Snap Wexley'));
    const afterSnap = exhausted(played);
    const discounted = run({ ...played, activePlayer: 'player1' } as unknown as Record<string, unknown>, play('Black Squadron Scout Wing'));
    const plain = run(withCards(['JTL_098', 'JTL_202'], { groundArena: ['JTL_098'], hand: ['JTL_202'], resources: RESOURCES(20) }), play('Black Squadron Scout Wing'));
    expect(exhausted(discounted) - afterSnap).toBe(exhausted(plain) - 1);
  });
});

describe.skipIf(!!skipReason)('real cards: "When ... draws 1 or more cards during the action phase"', () => {
  it('LAW_052 The Mandalorian "When Played: Draw a card. / When you draw 1 or more cards during the action phase: Give a Shield token to this unit."', () => {
    // Played: draws 1 (hand 0 -> 1) during the action phase: one Shield. The regroup phase's draw (5.5.1B) is not
    // during the action phase: still one Shield afterwards.
    const s = run(withCards(['LAW_052'], { hand: ['LAW_052'], resources: RESOURCES(12) }), play('The Mandalorian'));
    expect(s.player1.hand).toHaveLength(1);
    expect(byId(s, 'LAW_052').upgrades.map((u) => u.card)).toEqual(['shield']);
    const next = nextPhase(s);
    expect(byId(next, 'LAW_052').upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('JTL_111 Seasoned Fleet Admiral (1/4) "When an opponent draws 1 or more cards during the action phase: You may give an Experience token to a unit."', () => {
    // player2 plays The Mandalorian and draws 1: player1's Admiral gives itself an Experience token: 2/5.
    const state = withCards(['JTL_111', 'LAW_052'], { groundArena: ['JTL_111'], hasInitiative: false }, { hand: ['LAW_052'], resources: RESOURCES(12), hasInitiative: true });
    // Both players' triggers (Shield for player2's Mandalorian, the Admiral's): either order gives the same result.
    const s = run(state, play('The Mandalorian', 'player2'), choose(/Resolve|Yes/i, /Admiral/, /^You$/));
    expect(s.player2.hand).toHaveLength(1);
    expect(statsOf(s, 'JTL_111')).toMatchObject({ power: 2, hp: 5 });
  });
});

describe.skipIf(!!skipReason)('real cards: "When this unit deals combat damage to a unit while attacking" (gained)', () => {
  it('JTL_120 Dorsal Turret \'Attached unit gains: "When this unit deals combat damage to a unit while attacking: Defeat that unit."\'', () => {
    // The TIE (Vehicle) attacks System Patrol Craft (3/4): its 2 combat damage does not defeat it (2 < 4), the gained
    // ability does. The Craft's 3 counter-damage defeats the TIE (hp 1).
    const state = withCards(['JTL_120'], { spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_120'] }] }, { spaceArena: ['system-patrol-craft'] });
    const s = run(state, attack('TIE/ln Fighter', 'System Patrol Craft'));
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('JTL_120 Dorsal Turret: the defending TIE deals combat damage but is not attacking: the attacker survives', () => {
    // Alliance X-Wing (2/3) attacks the TIE (2/1) wearing the turret: the TIE deals 2 (2 < 3) and is defeated.
    const state = withCards(['JTL_120'], { spaceArena: [{ card: 'tieln-fighter', upgrades: ['JTL_120'] }], hasInitiative: false }, { spaceArena: ['alliance-xwing'], hasInitiative: true });
    const s = run(state, attack('Alliance X-Wing', 'TIE/ln Fighter', 'player2'));
    expect(byId(s, 'SOR_237').damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('real cards: "When this unit is attacked: Ready him" ("him" is the unit itself)', () => {
  it('SOR_196 Chewbacca (3/6, Sentinel) "When this unit is attacked: Ready him.": exhausted, he is readied when attacked', () => {
    // The Marine (3/3) attacks Chewbacca (Sentinel): the trigger readies him; combat 3 each way: Marine defeated
    // (3 >= 3), Chewbacca has 3 damage (3 < 6).
    const state = withCards(['SOR_196'], { groundArena: [{ card: 'SOR_196', exhausted: true }], hasInitiative: false }, { groundArena: ['battlefield-marine'], hasInitiative: true });
    const s = run(state, attack('Battlefield Marine', 'Chewbacca', 'player2'));
    expect(byId(s, 'SOR_196').exhausted).toBe(false);
    expect(byId(s, 'SOR_196').damage).toBe(3);
    expect(s.player2.groundArena).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('real cards: "When played using Smuggle" (7.5.14)', () => {
  it('SHD_148 Cassian Andor "Smuggle [C=5 Aggression Heroism] / When played using Smuggle: Ready this unit.": smuggled, he enters ready', () => {
    // A unit enters play exhausted (5.4.1); the trigger readies him.
    const state = withCards(['SHD_148'], { resources: [{ card: 'SHD_148' }, ...RESOURCES(9)] });
    const s = run(state, { type: 'play', player: 'player1', card: 'Cassian Andor', from: 'resources' });
    expect(byId(s, 'SHD_148').exhausted).toBe(false);
  });

  it('SHD_148 Cassian Andor: played from hand (not using Smuggle) he stays exhausted', () => {
    const s = run(withCards(['SHD_148'], { hand: ['SHD_148'], resources: RESOURCES(9) }), play('Cassian Andor'));
    expect(byId(s, 'SHD_148').exhausted).toBe(true);
  });

  it('SHD_113 Privateer Crew (2/2) "When played using Smuggle: Give 3 Experience tokens to this unit.": 5/5 smuggled, 2/2 from hand', () => {
    // 3 Experience tokens, +1/+1 each: 2 + 3 = 5 power, 2 + 3 = 5 HP.
    const smuggled = run(withCards(['SHD_113'], { resources: [{ card: 'SHD_113' }, ...RESOURCES(9)] }), { type: 'play', player: 'player1', card: 'Privateer Crew', from: 'resources' });
    expect(statsOf(smuggled, 'SHD_113')).toMatchObject({ power: 5, hp: 5 });
    const fromHand = run(withCards(['SHD_113'], { hand: ['SHD_113'], resources: RESOURCES(9) }), play('Privateer Crew'));
    expect(statsOf(fromHand, 'SHD_113')).toMatchObject({ power: 2, hp: 2 });
  });
});

describe.skipIf(!!skipReason)('real cards: "When you play a card using SMUGGLE" (a leader\'s)', () => {
  it('SHD_005 Hondo Ohnaka (leader side) "...: You may exhaust this leader. If you do, give an Experience token to a unit.": smuggling Cassian Andor', () => {
    // Cassian (3/5) smuggled: his own trigger readies him; Hondo's: exhaust Hondo, Cassian gets +1/+1 -> 4/6.
    const state = withCards(['SHD_005', 'SHD_148'], { leader: 'SHD_005', resources: [{ card: 'SHD_148' }, ...RESOURCES(10)] });
    const s = run(state, { type: 'play', player: 'player1', card: 'Cassian Andor', from: 'resources' }, choose(/Resolve|Yes|Pay|Exhaust/i, /Cassian/));
    expect(s.player1.leader.exhausted).toBe(true);
    expect(statsOf(s, 'SHD_148')).toMatchObject({ power: 4, hp: 6 });
  });

  it('SHD_005 Hondo Ohnaka: a card played from hand is not played using Smuggle: no trigger, Hondo stays ready', () => {
    const s = run(withCards(['SHD_005', 'SHD_148'], { leader: 'SHD_005', hand: ['SHD_148'], resources: RESOURCES(10) }), play('Cassian Andor'));
    expect(s.player1.leader.exhausted).toBe(false);
    expect(statsOf(s, 'SHD_148')).toMatchObject({ power: 3, hp: 5 });
  });
});

describe.skipIf(!!skipReason)('real cards: "When you play an upgrade on this unit"', () => {
  it('SHD_067 Fenn Rau "When you play an upgrade on this unit: Give an enemy unit -2/-2 for this phase.": the Thug (2/3) becomes 0/1', () => {
    const state = withCards(['SHD_067'], { groundArena: ['SHD_067'], hand: ['resilient'], resources: RESOURCES(6) }, { groundArena: ['underworld-thug'] });
    const s = run(state, { type: 'play', player: 'player1', card: 'Resilient', target: 'Fenn Rau' }, choose(/Underworld Thug/));
    // 2 - 2 = 0 power, 3 - 2 = 1 HP: still in play.
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 0, hp: 1 });
    // Fenn Rau 5/6 + Resilient +0/+3 = 5/9.
    expect(statsOf(s, 'SHD_067')).toMatchObject({ power: 5, hp: 9 });
  });

  it('SHD_067 Fenn Rau: an upgrade played on another unit does not trigger it', () => {
    const state = withCards(['SHD_067'], { groundArena: ['SHD_067', 'battlefield-marine'], hand: ['resilient'], resources: RESOURCES(6) }, { groundArena: ['underworld-thug'] });
    const s = run(state, { type: 'play', player: 'player1', card: 'Resilient', target: 'Battlefield Marine' });
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 2, hp: 3 });
  });

  it('JTL_202 Black Squadron Scout Wing (4/6) "...: You may attack with this unit. It gets +1/+0 for this attack.": 5 to the base', () => {
    // Resilient (+0/+3) on it, then it attacks the base with 4 + 1 = 5 power.
    const state = withCards(['JTL_202'], { spaceArena: ['JTL_202'], hand: ['resilient'], resources: RESOURCES(6) });
    const s = run(state, { type: 'play', player: 'player1', card: 'Resilient', target: 'Black Squadron Scout Wing' }, choose(/Resolve|Yes|Attack/i, /base|Administrator/i));
    expect(s.player2.base.damage).toBe(5);
    expect(byId(s, 'JTL_202').exhausted).toBe(true);
  });

  it('LOF_229 Kylo Ren "When you play an upgrade on this unit: You may use the Force. If you do, draw a card."', () => {
    // With the Force token: used (token gone), 1 card drawn.
    const state = withCards(['LOF_229'], { groundArena: ['LOF_229'], hand: ['resilient'], resources: RESOURCES(6), hasForceToken: true });
    const s = run(state, { type: 'play', player: 'player1', card: 'Resilient', target: 'Kylo Ren' }, choose(/Resolve|Yes|Use/i));
    expect(s.player1.hasForceToken).toBe(false);
    expect(s.player1.hand).toHaveLength(1);
  });
});


describe.skipIf(!!skipReason)('real cards: a Bounty an upgrade gives ("Attached unit gains: "Bounty - ..."", 10.1)', () => {
  // The enemy Underworld Thug (2/3) wears the upgrade (+0/+0); player1's Wampa (4/5) attacks and defeats it
  // (4 >= 3): player1, its opponent, collects the Bounty.
  const bountyOnThug = (upgrade: string, p1: Record<string, unknown> = {}) =>
    withCards([upgrade], { groundArena: ['wampa'], ...p1 }, { groundArena: [{ card: 'underworld-thug', upgrades: [upgrade] }] });

  it('SHD_176 Death Mark "Bounty - Draw 2 cards.": player1 draws 2, player2 draws none', () => {
    const s = run(bountyOnThug('SHD_176'), attack('Wampa', 'Underworld Thug'), choose(/Resolve|Yes|Collect/i));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.hand).toHaveLength(2);
    expect(s.player2.hand).toHaveLength(0);
  });

  it('SHD_068 Public Enemy "Bounty - Give a Shield token to a unit.": player1 shields the Wampa', () => {
    const s = run(bountyOnThug('SHD_068'), attack('Wampa', 'Underworld Thug'), choose(/Resolve|Yes|Collect/i, /Wampa/));
    expect(byId(s, 'SOR_164').upgrades.map((u) => u.card)).toEqual(['shield']);
  });

  it('SHD_261 Rich Reward "Bounty - Give an Experience token to each of up to 2 units.": the Wampa and the Marine get one each', () => {
    // Wampa 4/5 takes 2 from the Thug, then +1/+1: 5/6; the Marine 3/3 becomes 4/4.
    // Each prompt: the Wampa and the Marine when offered (a choice of up to 2), else accept.
    const both: Answerer = (p) => {
      const picked = p.options.filter((o) => /Wampa|Marine/.test(o.label)).map((o) => o.id);
      return picked.length ? picked : choose(/Resolve|Yes|Collect/i)(p, 0);
    };
    const s = run(bountyOnThug('SHD_261', { groundArena: ['wampa', 'battlefield-marine'] }), attack('Wampa', 'Underworld Thug'), both);
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 5, hp: 6 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 4, hp: 4 });
  });

  it('SHD_176 Death Mark: the Thug defeated while attacking player1 still pays its Bounty to player1', () => {
    // Thug (2/3) attacks the Wampa (4/5): the Wampa's 4 counter-damage defeats it; player1 draws 2.
    const state = withCards(['SHD_176'], { groundArena: ['wampa'], hasInitiative: false }, { groundArena: [{ card: 'underworld-thug', upgrades: ['SHD_176'] }], hasInitiative: true });
    const s = run(state, attack('Underworld Thug', 'Wampa', 'player2'), choose(/Resolve|Yes|Collect/i));
    expect(s.player1.hand).toHaveLength(2);
  });
});

describe.skipIf(!!skipReason)('real cards: "At the start of the regroup phase, ..." (a delayed effect, 7.7.4; 5.5.1A)', () => {
  it('SHD_203 Zorii Bliss (4/7) "On Attack: Draw a card. At the start of the regroup phase, discard a card from your hand."', () => {
    // Attack: hand 0 -> 1 (the drawn card), 4 damage to the base. Regroup: the delayed effect discards that card
    // first (hand 1 -> 0, discard 0 -> 1), then the draw step gives 2 (hand 2) and one is resourced (hand 1).
    const attacked = run(withCards(['SHD_203'], { groundArena: ['SHD_203'] }), attack('Zorii Bliss', 'base'));
    expect(attacked.player1.hand).toHaveLength(1);
    expect(attacked.player2.base.damage).toBe(4);
    expect(attacked.delayed).toHaveLength(1);
    const drawn = attacked.player1.hand[0]!.card;
    const next = nextPhase(attacked);
    expect(next.player1.discard.map((c) => c.card)).toEqual([drawn]);
    expect(next.player1.hand).toHaveLength(1);
    expect(next.delayed).toEqual([]);
  });

  it('SOR_224 Change of Heart "Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it."', () => {
    // player1 takes the enemy Wampa; at the start of the regroup phase it goes back to player2, its owner (8.27.1).
    const state = withCards(['SOR_224'], { hand: ['SOR_224'], resources: RESOURCES(10) }, { groundArena: ['wampa'] });
    const taken = run(state, play('Change of Heart'), choose(/Wampa/));
    expect(taken.player1.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(taken.player2.groundArena).toEqual([]);
    const next = nextPhase(taken);
    expect(next.player1.groundArena).toEqual([]);
    expect(next.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
  });

  it('LOF_189 Liberated by Darkness "Use the Force. If you do, take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it."', () => {
    // With the Force token: used, the Wampa is player1's until the regroup phase starts.
    const state = withCards(['LOF_189'], { hand: ['LOF_189'], resources: RESOURCES(10), hasForceToken: true }, { groundArena: ['wampa'] });
    const taken = run(state, play('Liberated by Darkness'), choose(/Resolve|Yes|Use/i, /Wampa/));
    expect(taken.player1.hasForceToken).toBe(false);
    expect(taken.player1.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    const next = nextPhase(taken);
    expect(next.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
  });

  it('a unit named by a delayed effect that leaves play is a new copy when it comes back (8.5.4): the delayed effect no longer names it', () => {
    // Change of Heart takes the Wampa (the delayed effect names it); then the Wampa leaves play: the name is dropped.
    const state = withCards(['SOR_224'], { hand: ['SOR_224'], resources: RESOURCES(10) }, { groundArena: ['wampa'] });
    const taken = run(state, play('Change of Heart'), choose(/Wampa/));
    expect(taken.delayed[0]!.refs).toEqual({ chosen2: byId(taken, 'SOR_164').id });
    // The taken Wampa (4/5, player1's) attacks a 5/7 Mace Windu of player2's and is defeated by his 5 counter-damage.
    const defended = { ...taken, activePlayer: 'player1', player2: { ...taken.player2, groundArena: [{ id: 'mace', card: 'SOR_149', owner: 'player2', damage: 0, exhausted: false, upgrades: [], capturedUnits: [] }] }, customCards: [...((taken as unknown as { customCards?: unknown[] }).customCards ?? []), realSwuCards().byId('SOR_149')] };
    const after = run({ ...defended, player1: { ...taken.player1, groundArena: taken.player1.groundArena.map((u) => ({ ...u, exhausted: false })) } } as unknown as Record<string, unknown>, attack('Wampa', 'Mace Windu'));
    // Wampa 4 power vs Mace 5/7: Mace survives; Mace's 5 defeats the Wampa (5 >= 5). The delayed effect stays, naming nothing.
    expect(after.player1.groundArena).toEqual([]);
    expect(after.delayed[0]!.refs ?? {}).toEqual({});
  });
});

describe.skipIf(!!skipReason)('real cards: "Use this ability only once each round" (8.32.3, kept in the state as usedThisRound)', () => {
  it('JTL_157 Relentless Firespray (4/6) "On Attack: Ready this unit. Use this ability only once each round.": ready after its first attack, not after its second', () => {
    // First attack: readied by its On Attack (used), 4 to the base. Second attack (same round): the ability is used,
    // it stays exhausted; 4 + 4 = 8 damage on the base.
    const first = run(withCards(['JTL_157'], { spaceArena: ['JTL_157'] }), attack('Relentless Firespray', 'base'));
    expect(first.player2.base.damage).toBe(4);
    expect(byId(first, 'JTL_157').exhausted).toBe(false);
    expect(byId(first, 'JTL_157').usedThisRound).toEqual(['line1']);
    const second = run({ ...first, activePlayer: 'player1' } as unknown as Record<string, unknown>, attack('Relentless Firespray', 'base'));
    expect(second.player2.base.damage).toBe(8);
    expect(byId(second, 'JTL_157').exhausted).toBe(true);
  });

  it('SOR_115 Agent Kallus "When another unique unit is defeated: You may draw a card. Use this ability only once each round.": one draw for two defeats', () => {
    // Wampa (4) defeats Cassian Andor (unique, 3/5 with 4 damage): Kallus draws (hand 0 -> 1). Then the Marine (3)
    // defeats Mace Windu (unique, 5/7 with 6 damage): the ability was used this round, hand stays 1.
    const state = withCards(['SOR_115', 'SHD_148', 'SOR_149'], { groundArena: ['SOR_115', 'wampa', 'battlefield-marine'] }, { groundArena: [{ card: 'SHD_148', damage: 4 }, { card: 'SOR_149', damage: 6 }] });
    const first = run(state, attack('Wampa', 'Cassian Andor'), choose(/Resolve|Yes|Draw/i));
    expect(first.player1.hand).toHaveLength(1);
    const second = run({ ...first, activePlayer: 'player1' } as unknown as Record<string, unknown>, attack('Battlefield Marine', 'Mace Windu'));
    expect(second.player2.groundArena).toEqual([]);
    expect(second.player1.hand).toHaveLength(1);
  });

  it('JTL_157 Relentless Firespray: the limit is state data: a state saying it was used this round is honoured, and a new round clears it', () => {
    const used = withCards(['JTL_157'], { spaceArena: [{ card: 'JTL_157', usedThisRound: ['line1'] }] });
    const s = run(used, attack('Relentless Firespray', 'base'));
    expect(byId(s, 'JTL_157').exhausted).toBe(true);
    // After the regroup phase (5.5.1) the new round starts with nothing used: it readies again on attack.
    const next = nextPhase(s);
    expect(byId(next, 'JTL_157').usedThisRound).toBeUndefined();
    const again = run({ ...next, activePlayer: 'player1' } as unknown as Record<string, unknown>, attack('Relentless Firespray', 'base'));
    expect(byId(again, 'JTL_157').exhausted).toBe(false);
  });
});

describe('engine: a limited action ability (8.32.3; no real card of this shape compiles yet)', () => {
  // A made-up unit: "Action: Deal 1 damage to the enemy base. Use this ability only once each round."
  const pinger = custom({ id: 'pinger', internalName: 'pinger', name: 'Pinger', abilities: [{ kind: 'action', id: 'line1', text: 'Action: Deal 1 damage to the enemy base. Use this ability only once each round.', cost: {}, limit: 'oncePerRound', effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 1 } }] });
  const useAbility = (player = 'player1') => ({ type: 'useAbility', player, card: 'Pinger' });

  it('used once: 1 damage and recorded; a second use the same round is illegal; a state saying it was used is honoured', () => {
    const first = resolved(drive(karabast({ groundArena: ['pinger'] }, {}, { customCards: [pinger] }), useAbility()));
    expect(first.player2.base.damage).toBe(1);
    expect(first.player1.groundArena[0]!.usedThisRound).toEqual(['line1']);
    const again = drive({ ...first, activePlayer: 'player1' }, useAbility());
    expect(again.result.status).toBe('INVALID');
    expect(JSON.stringify(again.result.errors)).toContain('8.32.3');
    const recorded = drive(karabast({ groundArena: [{ card: 'pinger', usedThisRound: ['line1'] }] }, {}, { customCards: [pinger] }), useAbility());
    expect(recorded.result.status).toBe('INVALID');
    expect(JSON.stringify(recorded.result.errors)).toContain('8.32.3');
  });
});
