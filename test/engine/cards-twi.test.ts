// Twilight of the Republic (TWI): real cards compiled from their printed text, each resolved in a small scenario whose
// outcome is worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability
// cards). TWI carries most "Coordinate" constants (7.5.15: active while you control 3 or more units), so they weigh more here.
import { describe, expect, it } from 'vitest';
import { drive, script } from './builders.js';
import { attack, byId, choose, invalid, keywordCheck, nextPhase, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`cards-twi scenarios did not run: ${skipReason}`);

const use = (card: string) => ({ type: 'useAbility', player: 'player1', card });
const kws = (s: ReturnType<typeof run>, id: string) => statsOf(s, id).keywords.map((k) => k.name);

describe.skipIf(!!skipReason)('TWI real cards', () => {
  it('TWI_045 41st Elite Corps "Coordinate - This unit gets +0/+3.": 3/6 with the Marine and the Thug, 3/3 alone', () => {
    expect(statsOf(run(withCards(['TWI_045'], { spaceArena: ['TWI_045'], groundArena: ['battlefield-marine', 'underworld-thug'] }), pass()), 'TWI_045')).toMatchObject({ power: 3, hp: 6 });
    expect(statsOf(run(withCards(['TWI_045'], { spaceArena: ['TWI_045'], groundArena: ['battlefield-marine'] }), pass()), 'TWI_045')).toMatchObject({ power: 3, hp: 3 });
  });

  it('TWI_090 Echo "Coordinate - This unit gets +2/+2.": 4/4 with two other units', () => {
    expect(statsOf(run(withCards(['TWI_090'], { groundArena: ['TWI_090', 'battlefield-marine', 'underworld-thug'] }), pass()), 'TWI_090')).toMatchObject({ power: 4, hp: 4 });
  });

  it('TWI_158 Clone Heavy Gunner "Coordinate — This unit gets +2/+0.": 3/3 with two other units', () => {
    expect(statsOf(run(withCards(['TWI_158'], { groundArena: ['TWI_158', 'battlefield-marine'], spaceArena: ['tieln-fighter'] }), pass()), 'TWI_158')).toMatchObject({ power: 3, hp: 3 });
  });

  it('TWI_240 332nd Stalwart "Coordinate - This unit gets +1/+1.": 2/3 with two other units, 1/2 with one', () => {
    expect(statsOf(run(withCards(['TWI_240'], { groundArena: ['TWI_240', 'battlefield-marine', 'underworld-thug'] }), pass()), 'TWI_240')).toMatchObject({ power: 2, hp: 3 });
    expect(statsOf(run(withCards(['TWI_240'], { groundArena: ['TWI_240', 'battlefield-marine'] }), pass()), 'TWI_240')).toMatchObject({ power: 1, hp: 2 });
  });

  it('TWI_147 Anakin Skywalker "Coordinate - On Attack: Draw a card.": draws with 3 units, not with 1', () => {
    expect(run(withCards(['TWI_147'], { groundArena: ['TWI_147', 'battlefield-marine', 'underworld-thug'] }), attack('Anakin Skywalker', 'base')).player1.hand).toHaveLength(1);
    expect(run(withCards(['TWI_147'], { groundArena: ['TWI_147'] }), attack('Anakin Skywalker', 'base')).player1.hand).toHaveLength(0);
  });

  it('TWI_165 Kit Fisto "Coordinate — On Attack: You may deal 3 damage to a ground unit.": with 3 units the Wampa takes 3', () => {
    const s = run(withCards(['TWI_165'], { groundArena: ['TWI_165', 'battlefield-marine', 'underworld-thug'] }, { groundArena: ['wampa'] }), attack('Kit Fisto', 'base'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(s.player2.base.damage).toBe(7);
  });

  it('TWI_192 Padmé Amidala "Coordinate - On Attack: Give an enemy unit -3/-0 for this phase.": the Wampa is 1/5', () => {
    const s = run(withCards(['TWI_192'], { groundArena: ['TWI_192', 'battlefield-marine', 'underworld-thug'] }, { groundArena: ['wampa'] }), attack('Padmé Amidala', 'base'), choose(/Wampa/));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 1, hp: 5 });
  });

  it('TWI_213 Sanctioner\'s Shuttle "Coordinate - When Played: This unit captures an enemy non-leader unit that costs 3 or less. (…including this one.)"', () => {
    // Shuttle + Marine + Thug = 3 units: the enemy Marine (cost 2) is captured; the Wampa (cost 4) can't be.
    const s = run(withCards(['TWI_213'], { hand: ['TWI_213'], groundArena: ['battlefield-marine', 'underworld-thug'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play("Sanctioner's Shuttle"), choose(/Marine \(player2\)/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(byId(s, 'TWI_213').capturedUnits).toHaveLength(1);
  });

  it('TWI_046 Captain Typho "When Played/On Attack: Give a unit Sentinel for this phase.": the Thug gains Sentinel', () => {
    const s = run(withCards(['TWI_046'], { hand: ['TWI_046'], groundArena: ['underworld-thug'] }), play('Captain Typho'), choose(/Thug/));
    expect(kws(s, 'SOR_247')).toContain('Sentinel');
  });

  it('TWI_056 Compassionate Senator "Action [c=2, exhaust]: Heal 2 damage from a unit or base.": the base 5 -> 3, 2 resources exhausted', () => {
    const s = run(withCards(['TWI_056'], { groundArena: ['TWI_056'], base: { card: 'kestro-city', damage: 5 } }), use('Compassionate Senator'), choose(/Kestro/));
    expect(s.player1.base.damage).toBe(3);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
    expect(byId(s, 'TWI_056').exhausted).toBe(true);
  });

  it('TWI_059 Royal Guard Attaché "When Played: Deal 2 damage to this unit."', () => {
    expect(byId(run(withCards(['TWI_059'], { hand: ['TWI_059'] }), play('Royal Guard Attaché')), 'TWI_059').damage).toBe(2);
  });

  it('TWI_063 Vulture Interceptor Wing "On Attack: Give an enemy unit -1/-1 for this phase.": the enemy Marine is 2/2', () => {
    const s = run(withCards(['TWI_063'], { spaceArena: ['TWI_063'] }, { groundArena: ['battlefield-marine'] }), attack('Vulture Interceptor Wing', 'base'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 2, hp: 2 });
  });

  it('TWI_071 Unshakeable Will "Attached unit gains Sentinel.": the enemy Wampa must attack the Thug wearing it', () => {
    invalid(drive(withCards(['TWI_071'], { groundArena: ['wampa'] }, { groundArena: [{ card: 'underworld-thug', upgrades: ['TWI_071'] }] }), attack('Wampa', 'base')));
  });

  it('TWI_081 Droid Commando "While you control another Separatist unit, this unit gains Ambush.": it ambushes the Thug', () => {
    const s = run(withCards(['TWI_081', 'TWI_180'], { hand: ['TWI_081'], groundArena: ['TWI_180'] }, { groundArena: ['underworld-thug'] }), play('Droid Commando'), script(['MAY', 'Resolve'], ['DEFENDER', /Thug/]));
    expect(s.player2.groundArena).toEqual([]);
  });

  it('TWI_091 Republic Tactical Officer "When Played: You may attack with a Republic unit. It gets +2/+0 for this attack.": the 501st Liberator (3/3) deals 5', () => {
    const s = run(withCards(['TWI_091', 'TWI_109'], { hand: ['TWI_091'], groundArena: ['TWI_109', 'battlefield-marine'] }), play('Republic Tactical Officer'), (p) => {
      if (p.kind === 'MAY') expect(p.options.map((o) => o.label).join()).not.toMatch(/Battlefield Marine/);
      return choose(/501st/, /Tower/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(5);
  });

  it('TWI_092 Admiral Yularen "Each other friendly Heroism unit gets +0/+1.": the Marine is 3/4, the Thug 2/3', () => {
    const s = run(withCards(['TWI_092'], { groundArena: ['TWI_092', 'battlefield-marine', 'underworld-thug'] }), pass());
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 3, hp: 4 });
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 2, hp: 3 });
  });

  it('TWI_100 Petition the Senate "If you control 3 or more Official units, draw 3 cards.": 3 Officials draw 3, 2 draw none', () => {
    const three = run(withCards(['TWI_100', 'TWI_056', 'TWI_105', 'TWI_157'], { hand: ['TWI_100'], groundArena: ['TWI_056', 'TWI_105', 'TWI_157'] }), play('Petition the Senate'));
    expect(three.player1.hand).toHaveLength(3);
    const two = run(withCards(['TWI_100', 'TWI_056', 'TWI_105'], { hand: ['TWI_100'], groundArena: ['TWI_056', 'TWI_105'] }), play('Petition the Senate'));
    expect(two.player1.hand).toHaveLength(0);
  });

  it('TWI_104 Obedient Vanguard "When Defeated: You may give a Trooper unit +2/+2 for this phase.": the Marine is 5/5', () => {
    const s = run(withCards(['TWI_104'], { groundArena: ['TWI_104', 'battlefield-marine'] }, { groundArena: ['underworld-thug'] }), attack('Obedient Vanguard', 'Underworld Thug'), script(['MAY', /Marine/]));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
  });

  it('TWI_105 Steadfast Senator "Action [c=2, exhaust]: Attack with a unit. It gets +2/+0 for this attack.": the Marine deals 5', () => {
    const s = run(withCards(['TWI_105'], { groundArena: ['TWI_105', 'battlefield-marine'] }), use('Steadfast Senator'), choose(/Marine/, /Tower/));
    expect(s.player2.base.damage).toBe(5);
  });

  it('TWI_109 501st Liberator "When Played: If you control another Republic unit, you may heal 3 damage from a base.": Echo is Republic', () => {
    const s = run(withCards(['TWI_109', 'TWI_090'], { hand: ['TWI_109'], groundArena: ['TWI_090'], base: { card: 'kestro-city', damage: 5 } }), play('501st Liberator'), script(['MAY', /Kestro/]));
    expect(s.player1.base.damage).toBe(2);
  });

  it('TWI_126 Encouraging Leadership "Give each friendly unit +1/+1 for this phase.": the Marine 4/4, the enemy Wampa 4/5', () => {
    const s = run(withCards(['TWI_126'], { hand: ['TWI_126'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Encouraging Leadership'));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 4, hp: 4 });
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 4, hp: 5 });
  });

  it('TWI_131 OOM-Series Officer "When Defeated: Deal 2 damage to a base.": dying on the Thug, it deals 2 to the enemy base', () => {
    const s = run(withCards(['TWI_131'], { groundArena: ['TWI_131'] }, { groundArena: ['underworld-thug'] }), attack('OOM-Series Officer', 'Underworld Thug'), choose(/Tower/));
    expect(s.player2.base.damage).toBe(2);
  });

  it('TWI_157 Disaffected Senator "Action [c=2, exhaust]: Deal 2 damage to a base."', () => {
    const s = run(withCards(['TWI_157'], { groundArena: ['TWI_157'] }), use('Disaffected Senator'), choose(/Tower/));
    expect(s.player2.base.damage).toBe(2);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(2);
  });

  it('TWI_160 Vanguard Droid Bomber "When Played: If you control another Separatist unit, deal 2 damage to an enemy base."', () => {
    expect(run(withCards(['TWI_160', 'TWI_180'], { hand: ['TWI_160'], groundArena: ['TWI_180'] }), play('Vanguard Droid Bomber')).player2.base.damage).toBe(2);
    expect(run(withCards(['TWI_160'], { hand: ['TWI_160'], groundArena: ['battlefield-marine'] }), play('Vanguard Droid Bomber')).player2.base.damage).toBe(0);
  });

  it('TWI_163 Relentless Rocket Droid "While you control another Trooper unit, this unit gets +2/+0.": 5/5 beside the Marine', () => {
    expect(statsOf(run(withCards(['TWI_163'], { groundArena: ['TWI_163', 'battlefield-marine'] }), pass()), 'TWI_163')).toMatchObject({ power: 5, hp: 5 });
    expect(statsOf(run(withCards(['TWI_163'], { groundArena: ['TWI_163', 'underworld-thug'] }), pass()), 'TWI_163')).toMatchObject({ power: 3, hp: 5 });
  });

  it('TWI_172 Grim Resolve "Attack with a non-leader unit. It gains Grit for this attack.": the Marine with 2 damage deals 5', () => {
    const s = run(withCards(['TWI_172'], { hand: ['TWI_172'], groundArena: [{ card: 'battlefield-marine', damage: 2 }] }), play('Grim Resolve'), choose(/Marine/, /Tower/));
    expect(s.player2.base.damage).toBe(5);
  });

  it('TWI_173 Blood Sport "Deal 2 damage to each ground unit.": both ground units 2, the TIE 0', () => {
    const s = run(withCards(['TWI_173'], { hand: ['TWI_173'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }), play('Blood Sport'));
    expect([byId(s, 'SOR_095').damage, byId(s, 'SOR_164').damage, byId(s, 'SOR_237').damage]).toEqual([2, 2, 0]);
  });

  it('TWI_174 Open Fire "Deal 4 damage to a unit.": the AT-ST has 4', () => {
    expect(byId(run(withCards(['TWI_174'], { hand: ['TWI_174'] }, { groundArena: ['atst'] }), play('Open Fire'), choose(/AT-ST/)), 'SOR_232').damage).toBe(4);
  });

  it('TWI_175 Strategic Analysis "Draw 3 cards."', () => {
    const s = run(withCards(['TWI_175'], { hand: ['TWI_175'] }), play('Strategic Analysis'));
    expect([s.player1.hand.length, s.player1.deck.length]).toEqual([3, 5]);
  });

  it('TWI_180 Separatist Commando "While you control another Separatist unit, this unit gains Raid 2.": 4 to the base beside the OOM Officer', () => {
    expect(run(withCards(['TWI_180', 'TWI_131'], { groundArena: ['TWI_180', 'TWI_131'] }), attack('Separatist Commando', 'base')).player2.base.damage).toBe(4);
  });

  it('TWI_181 Elite P-38 Starfighter "When Played/When Defeated: You may deal 1 damage to a unit.": played, it defeats the TIE (2/1)', () => {
    const s = run(withCards(['TWI_181'], { hand: ['TWI_181'] }, { spaceArena: ['tieln-fighter'] }), play('Elite P-38 Starfighter'), script(['MAY', /TIE/]));
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('TWI_224 Breaking In "Attack with a unit. It gets +2/+0 and gains Saboteur for this attack.": the Marine hits the base past a Pyke Sentinel for 5', () => {
    const s = run(withCards(['TWI_224'], { hand: ['TWI_224'], groundArena: ['battlefield-marine'] }, { groundArena: ['pyke-sentinel'] }), play('Breaking In'), choose(/Marine/, /Tower/));
    expect(s.player2.base.damage).toBe(5);
  });

  it('TWI_250 Sword and Shield Maneuver "Give each friendly Trooper unit Raid 1 … / Give each friendly Jedi unit Sentinel for this phase."', () => {
    const s = run(withCards(['TWI_250', 'TWI_147'], { hand: ['TWI_250'], groundArena: ['battlefield-marine', 'TWI_147'] }), play('Sword and Shield Maneuver'));
    expect(kws(s, 'SOR_095')).toContain('Raid');
    expect(kws(s, 'SOR_095')).not.toContain('Sentinel');
    expect(kws(s, 'TWI_147')).toContain('Sentinel');
  });

  it('TWI_036 Devastating Gunship "When Played: Defeat an enemy unit with 2 or less remaining HP.": the TIE (1 HP) is defeated, the X-Wing (3) is not', () => {
    const s = run(withCards(['TWI_036'], { hand: ['TWI_036'] }, { spaceArena: ['tieln-fighter', 'alliance-xwing'] }), play('Devastating Gunship'), choose(/TIE/));
    expect(s.player2.spaceArena.map((u) => u.card)).toEqual(['SOR_237']);
  });

  it('TWI_038 Providence Destroyer "On Attack: Give an enemy space unit -2/-2 for this phase.": the X-Wing is 0/1', () => {
    const s = run(withCards(['TWI_038'], { spaceArena: ['TWI_038'] }, { spaceArena: ['alliance-xwing'], groundArena: ['wampa'] }), attack('Providence Destroyer', 'base'), choose(/X-Wing/));
    expect(statsOf(s, 'SOR_237')).toMatchObject({ power: 0, hp: 1 });
  });

  it('TWI_009 Maul (leader) "Action [Exhaust]: Attack with a unit. It gains Overwhelm for this attack.": the 4/4 Marine deals 1 excess past the Thug', () => {
    const s = run(withCards(['TWI_009'], { leader: 'TWI_009', groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }] }, { groundArena: ['underworld-thug'] }), use('leader'), choose(/Marine/, /Thug/));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
    expect(s.player1.leader.exhausted).toBe(true);
  });
});

describe.skipIf(!!skipReason)('TWI keyword cards', () => {
  keywordCheck({ id: 'TWI_065', name: 'Falchion Ion Tank', arena: 'ground', power: 4, hp: 6, kw: 'Sentinel' }, 'takes the Marine\'s 3');
  keywordCheck({ id: 'TWI_093', name: 'Advanced Recon Commando', arena: 'ground', power: 4, hp: 3, kw: 'Overwhelm' }, 'Thug 2/3: 1 excess');
  keywordCheck({ id: 'TWI_108', name: 'Ryloth Militia', arena: 'ground', power: 2, hp: 3, kw: 'Raid', n: 1 }, '3 to the base');
  keywordCheck({ id: 'TWI_141', name: 'Soldier of the 501st', arena: 'ground', power: 1, hp: 3, kw: 'Raid', n: 1 }, '2 to the base');
  keywordCheck({ id: 'TWI_161', name: 'Bold Recon Commando', arena: 'ground', power: 3, hp: 4, kw: 'Saboteur' }, 'past the Pyke Sentinel');
  keywordCheck({ id: 'TWI_207', name: 'B1 Security Team', arena: 'ground', power: 3, hp: 1, kw: 'Sentinel' }, 'the Marine defeats it');
  keywordCheck({ id: 'TWI_228', name: 'Droid Starfighter', arena: 'space', power: 1, hp: 2, kw: 'Saboteur' }, 'past the System Patrol Craft');
  keywordCheck({ id: 'TWI_231', name: 'Dwarf Spider Droid', arena: 'ground', power: 3, hp: 4, kw: 'Grit' }, '2 damage: 5 power');
  keywordCheck({ id: 'TWI_244', name: 'Eta-2 Light Interceptor', arena: 'space', power: 3, hp: 5, kw: 'Restore', n: 2 }, 'heals 2, deals 3');
  keywordCheck({ id: 'TWI_232', name: 'Patrolling AAT', arena: 'ground', power: 4, hp: 5, kw: 'Sentinel' }, 'takes the Marine\'s 3');
  keywordCheck({ id: 'TWI_113', name: 'B2 Legionnaires', arena: 'ground', power: 5, hp: 3, kw: 'Overwhelm' }, 'Thug 2/3: 2 excess');
});

describe.skipIf(!!skipReason)('TWI real cards: leader unit side, "other", When Defeated halves', () => {
  it('TWI_009 Maul, unit side "Overwhelm / Each other friendly unit gains Overwhelm.": the 4/4 Marine deals 1 excess past the Thug', () => {
    const s = run(withCards(['TWI_009'], { leader: { card: 'TWI_009', deployed: true }, groundArena: [{ card: 'battlefield-marine', upgrades: ['experience'] }] }, { groundArena: ['underworld-thug'] }), attack('Battlefield Marine', 'Underworld Thug'));
    expect(s.player2.base.damage).toBe(1);
  });

  it('TWI_092 Admiral Yularen "Each other friendly Heroism unit gets +0/+1.": Yularen himself (Heroism) stays 2/5', () => {
    expect(statsOf(run(withCards(['TWI_092'], { groundArena: ['TWI_092'] }), pass()), 'TWI_092')).toMatchObject({ power: 2, hp: 5 });
  });

  it('TWI_181 Elite P-38 Starfighter, When Defeated half: trading with the X-Wing, it then defeats the TIE', () => {
    const s = run(withCards(['TWI_181'], { spaceArena: ['TWI_181'] }, { spaceArena: ['alliance-xwing', 'tieln-fighter'] }), attack('Elite P-38 Starfighter', 'Alliance X-Wing'), script(['MAY', /TIE/]));
    expect([s.player1.spaceArena, s.player2.spaceArena]).toEqual([[], []]);
  });
});

// The rest of TWI's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('TWI keyword cards (the rest)', () => {
  keywordCheck({ id: 'TWI_214', name: 'Hidden Sharpshooter', arena: 'ground', power: 4, hp: 3, kw: 'Ambush' }, 'ambushes for 4');
  keywordCheck({ id: 'TWI_242', name: 'Phase II Clone Trooper', arena: 'ground', power: 3, hp: 2, kw: 'Ambush' }, 'ambushes for 3');
  keywordCheck({ id: 'TWI_245', name: 'Armored Saber Tank', arena: 'ground', power: 5, hp: 5, kw: 'Sentinel' }, 'takes 3');
});

describe.skipIf(!!skipReason)('TWI real cards: durations, granted keyword values, reprints', () => {
  it('TWI_075 Disruptive Burst "Give each enemy unit -1/-1 for this phase.": the Thug is 1/2, then 2/3 again next phase', () => {
    const s = run(withCards(['TWI_075'], { hand: ['TWI_075'] }, { groundArena: ['underworld-thug'] }), play('Disruptive Burst'));
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 1, hp: 2 });
    expect(statsOf(nextPhase(s), 'SOR_247')).toMatchObject({ power: 2, hp: 3 });
  });

  it('TWI_250 Sword and Shield Maneuver: the Raid given is Raid 1 (the Marine hits the base for 4), and it ends with the phase', () => {
    const s = run(withCards(['TWI_250'], { hand: ['TWI_250'], groundArena: ['battlefield-marine'] }), play('Sword and Shield Maneuver'));
    expect(statsOf(s, 'SOR_095').keywords.find((k) => k.name === 'Raid')?.value).toBe(1);
    expect(kws(nextPhase(s), 'SOR_095')).not.toContain('Raid');
  });

  it('TWI_124 Tactical Advantage (reprint) "Give a unit +2/+2 for this phase."; TWI_107 Patrolling V-Wing "When Played: Draw a card."; TWI_170 Daring Raid "Deal 2 damage to a unit or base."', () => {
    expect(statsOf(run(withCards(['TWI_124'], { hand: ['TWI_124'], groundArena: ['battlefield-marine'] }), play('Tactical Advantage'), choose(/Marine/)), 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
    expect(run(withCards(['TWI_107'], { hand: ['TWI_107'] }), play('Patrolling V-Wing')).player1.hand).toHaveLength(1);
    expect(byId(run(withCards(['TWI_170'], { hand: ['TWI_170'] }, { groundArena: ['wampa'] }), play('Daring Raid'), choose(/Wampa/)), 'SOR_164').damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('TWI real cards: Exploit (7.5.16)', () => {
  it('TWI_167 Heavy Persuader Tank "Exploit 2 / When Played: You may deal 2 damage to a ground unit.": defeating 2 friendly units it costs 7 - 4 = 3', () => {
    const s = run(withCards(['TWI_167'], { hand: ['TWI_167'], resources: 5, groundArena: ['battlefield-marine', 'underworld-thug'] }, { groundArena: ['wampa'] }), play('Heavy Persuader Tank'), script(['TARGET', /Marine/, /Thug/], ['MAY', /Wampa/]));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['TWI_167']);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('TWI_217 Tri-Droid Suppressor "Exploit 2 / When Played: Exhaust an enemy ground unit.": no unit exploited, it costs 7 + 2 (Cunning is off-aspect for Vader/Kestro City) and exhausts the Wampa', () => {
    const s = run(withCards(['TWI_217'], { hand: ['TWI_217'], resources: 9 }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }), play('Tri-Droid Suppressor'), (p) => (p.kind === 'TARGET' && /Exploit/.test(p.text) ? [] : choose(/Wampa/)(p, 0)));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(byId(s, 'SOR_225').exhausted).toBe(false);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(9);
  });
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('TWI real cards: newer templates', () => {
  it('TWI_237 Droid Deployment "Create 2 Battle Droid tokens.": two new ground units', () => {
    expect(run(withCards(['TWI_237'], { hand: ['TWI_237'] }), play('Droid Deployment')).player1.groundArena).toHaveLength(2);
  });

  it('TWI_097 Captain Rex "When Played: Create 2 Clone Trooper tokens.": Rex and two tokens', () => {
    expect(run(withCards(['TWI_097'], { hand: ['TWI_097'] }), play('Captain Rex')).player1.groundArena).toHaveLength(3);
  });

  it('TWI_095 Pelta Supply Frigate "Coordinate - When Played: Create a Clone Trooper token. (…including this one.)": with 2 other units a token comes, with 1 none', () => {
    expect(run(withCards(['TWI_095'], { hand: ['TWI_095'], groundArena: ['battlefield-marine', 'underworld-thug'] }), play('Pelta Supply Frigate')).player1.groundArena).toHaveLength(3);
    expect(run(withCards(['TWI_095'], { hand: ['TWI_095'], groundArena: ['battlefield-marine'] }), play('Pelta Supply Frigate')).player1.groundArena).toHaveLength(1);
  });

  it('TWI_221 In Pursuit "Exhaust a friendly unit. If you do, exhaust an enemy unit."', () => {
    const s = run(withCards(['TWI_221'], { hand: ['TWI_221'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('In Pursuit'), (p, i) => choose(i === 0 ? /Marine/ : /Wampa/)(p, i));
    expect([byId(s, 'SOR_095').exhausted, byId(s, 'SOR_164').exhausted]).toEqual([true, true]);
  });

  it('TWI_140 Self-Destruct "Defeat a friendly unit. If you do, deal 4 damage to a unit.": the Thug goes, the Wampa has 4', () => {
    const s = run(withCards(['TWI_140'], { hand: ['TWI_140'], groundArena: ['underworld-thug'] }, { groundArena: ['wampa'] }), play('Self-Destruct'), (p, i) => choose(i === 0 ? /Thug/ : /Wampa/)(p, i));
    expect(s.player1.groundArena).toEqual([]);
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('TWI_076 Death by Droids "Defeat a unit that costs 3 or less. Create 2 Battle Droid tokens."', () => {
    const s = run(withCards(['TWI_076'], { hand: ['TWI_076'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Death by Droids'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(s.player1.groundArena).toHaveLength(2);
  });

  it('TWI_148 Senatorial Corvette "When Defeated: Each opponent discards a card from their hand."', () => {
    // Corvette 5/4 with 2 damage attacks the X-Wing, takes 2 and dies; player2 discards its only card.
    const s = run(withCards(['TWI_148'], { spaceArena: [{ card: 'TWI_148', damage: 2 }] }, { spaceArena: ['alliance-xwing'], hand: ['underworld-thug'] }), attack('Senatorial Corvette', 'Alliance X-Wing'), choose(/Thug/));
    expect(s.player2.hand).toEqual([]);
    // The X-Wing (3 HP) took the Corvette's 5 and is in the discard too.
    expect(s.player2.discard.map((c) => c.card).sort()).toEqual(['SOR_237', 'SOR_247']);
  });
});

describe.skipIf(!!skipReason)('TWI real cards: newer templates (event triggers, Coordinate keywords)', () => {
  it('TWI_033 Calculating MagnaGuard "When Played/When a friendly unit is defeated: This unit gains Sentinel for this phase.": the Marine dies, it gains Sentinel', () => {
    const s = run(withCards(['TWI_033'], { groundArena: ['TWI_033', { card: 'battlefield-marine', damage: 2 }] }, { groundArena: ['wampa'] }), attack('Battlefield Marine', 'Wampa'));
    expect(kws(s, 'TWI_033')).toContain('Sentinel');
  });

  it('TWI_049 Knight of the Republic "When this unit is attacked: Create a Clone Trooper token.": player2 gets a token', () => {
    const s = run(withCards(['TWI_049'], { groundArena: ['wampa'] }, { groundArena: ['TWI_049'] }), attack('Wampa', 'Knight of the Republic'));
    expect(s.player2.groundArena).toHaveLength(2);
    expect(s.player1.groundArena).toHaveLength(1);
  });

  it('TWI_164 Hevy "When Defeated: Deal 1 damage to each enemy ground unit.": dying on the AT-ST, it deals 1 to it and the Thug, none to its own Marine', () => {
    const s = run(withCards(['TWI_164'], { groundArena: ['TWI_164', 'battlefield-marine'] }, { groundArena: ['atst', 'underworld-thug'] }), attack('Hevy', 'AT-ST'));
    expect([byId(s, 'SOR_232').damage, byId(s, 'SOR_247').damage, byId(s, 'SOR_095').damage]).toEqual([5, 1, 0]);
  });

  it('TWI_061 Infantry of the 212th "Coordinate - Sentinel": with 3 units player1\'s Wampa must attack it', () => {
    invalid(drive(withCards(['TWI_061'], { groundArena: ['wampa'] }, { groundArena: ['TWI_061', 'battlefield-marine', 'underworld-thug'] }), attack('Wampa', 'base')));
    expect(run(withCards(['TWI_061'], { groundArena: ['wampa'] }, { groundArena: ['TWI_061', 'battlefield-marine'] }), attack('Wampa', 'base')).player2.base.damage).toBe(4);
  });

  it('TWI_243 Republic Commando "Coordinate - Saboteur": with 3 units it attacks the base past a Pyke Sentinel', () => {
    expect(run(withCards(['TWI_243'], { groundArena: ['TWI_243', 'battlefield-marine', 'underworld-thug'] }, { groundArena: ['pyke-sentinel'] }), attack('Republic Commando', 'base')).player2.base.damage).toBe(2);
    invalid(drive(withCards(['TWI_243'], { groundArena: ['TWI_243'] }, { groundArena: ['pyke-sentinel'] }), attack('Republic Commando', 'base')));
  });
});

describe.skipIf(!!skipReason)('TWI real cards: newer templates (choose one)', () => {
  it('TWI_102 Manufactured Soldiers "Choose one: Create 2 Clone Trooper tokens. / Create 3 Battle Droid tokens.": the droids give 3 units', () => {
    const s = run(withCards(['TWI_102'], { hand: ['TWI_102'] }), play('Manufactured Soldiers'), choose(/Battle Droid/));
    expect(s.player1.groundArena).toHaveLength(3);
  });
});

describe.skipIf(!!skipReason)('TWI real cards: newer templates (tokens on defeat)', () => {
  it('TWI_043 Outspoken Representative "While you control another Republic unit, this unit gains Sentinel. / When Defeated: Create a Clone Trooper token."', () => {
    const state = withCards(['TWI_043', 'TWI_109'], { groundArena: ['atst'] }, { groundArena: ['TWI_043', 'TWI_109'] });
    invalid(drive(state, attack('AT-ST', 'base')));
    // The AT-ST (6) defeats it (0/3): player2 gets a Clone Trooper token beside the Liberator.
    const s = run(state, attack('AT-ST', 'Outspoken Representative'));
    expect(s.player2.groundArena).toHaveLength(2);
    expect(s.player2.groundArena.map((u) => u.card)).not.toContain('TWI_043');
  });
});
