// Jump to Lightspeed (JTL): real cards compiled from their printed text, each resolved in a small scenario whose
// outcome is worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability cards).
import { describe, expect, it } from 'vitest';
import { drive, script } from './builders.js';
import { attack, byId, choose, invalid, keywordCheck, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`cards-jtl scenarios did not run: ${skipReason}`);

const ups = (s: ReturnType<typeof run>, id: string) => byId(s, id).upgrades.map((u) => u.card);

describe.skipIf(!!skipReason)('JTL real cards', () => {
  it('JTL_033 Onyx Squadron Brute "When Defeated: Heal 2 damage from a base.": dying on the X-Wing, it heals its base 5 -> 3', () => {
    const s = run(withCards(['JTL_033'], { spaceArena: [{ card: 'JTL_033', damage: 1 }], base: { card: 'kestro-city', damage: 5 } }, { spaceArena: ['alliance-xwing'] }), attack('Onyx Squadron Brute', 'Alliance X-Wing'), choose(/Kestro/));
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player1.base.damage).toBe(3);
  });

  it('JTL_040 Fleet Interdictor "When Defeated: You may defeat a space unit that costs 3 or less.": it takes the Cartel Spacer with it', () => {
    // Interdictor (6/6, 5 damage) attacks the X-Wing: both die; then the Spacer (cost 2) is defeated.
    const s = run(withCards(['JTL_040'], { spaceArena: [{ card: 'JTL_040', damage: 5 }] }, { spaceArena: ['alliance-xwing', 'cartel-spacer'] }), attack('Fleet Interdictor', 'Alliance X-Wing'), script(['MAY', /Cartel Spacer/]));
    expect([s.player1.spaceArena, s.player2.spaceArena]).toEqual([[], []]);
  });

  it('JTL_044 Echo Base Engineer "When Played: You may give a Shield token to a damaged Vehicle unit.": the damaged AT-ST, not the damaged Marine', () => {
    const s = run(withCards(['JTL_044'], { hand: ['JTL_044'], groundArena: [{ card: 'atst', damage: 1 }, { card: 'battlefield-marine', damage: 1 }] }), play('Echo Base Engineer'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/AT-ST/)(p, 0);
    });
    expect(ups(s, 'SOR_232')).toEqual(['shield']);
  });

  it('JTL_060 Desperate Commando "When Defeated: You may give a unit -1/-1 for this phase.": the Marine it hit (2 damage) becomes 2/2 and is defeated', () => {
    const s = run(withCards(['JTL_060'], { groundArena: ['JTL_060'] }, { groundArena: ['battlefield-marine'] }), attack('Desperate Commando', 'Battlefield Marine'), script(['MAY', /Marine/]));
    expect([s.player1.groundArena, s.player2.groundArena]).toEqual([[], []]);
  });

  it('JTL_063 Landing Shuttle "When Defeated: You may draw a card."', () => {
    const s = run(withCards(['JTL_063'], { spaceArena: [{ card: 'JTL_063', damage: 3 }] }, { spaceArena: ['alliance-xwing'] }), attack('Landing Shuttle', 'Alliance X-Wing'), script(['MAY', 'Resolve']));
    expect(s.player1.hand).toHaveLength(1);
  });

  it('JTL_067 Cloaked StarViper "When Played: Give 2 Shield tokens to this unit."', () => {
    expect(ups(run(withCards(['JTL_067'], { hand: ['JTL_067'] }), play('Cloaked StarViper')), 'JTL_067')).toEqual(['shield', 'shield']);
  });

  it('JTL_073 Grim Valor "Attached unit gains: \\"When Defeated: You may exhaust a unit.\\"": the Marine wearing it dies on the AT-ST and exhausts it', () => {
    // Marine 3/3 (+1/+1 from the upgrade: 4/4) vs AT-ST 6: defeated.
    const s = run(withCards(['JTL_073'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['JTL_073'] }] }, { groundArena: ['atst'] }), attack('Battlefield Marine', 'AT-ST'), script(['MAY', /AT-ST/]));
    expect(s.player1.groundArena).toEqual([]);
    expect(byId(s, 'SOR_232').exhausted).toBe(true);
  });

  it('JTL_078 Direct Hit "Defeat a non-leader Vehicle unit.": the AT-ST is defeated, the Wampa is not offered', () => {
    const s = run(withCards(['JTL_078'], { hand: ['JTL_078'] }, { groundArena: ['atst', 'wampa'] }), play('Direct Hit'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/AT-ST/)(p, 0);
    });
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
  });

  it('JTL_079 Out the Airlock "Give a unit -5/-5 for this phase.": the AT-ST is 1/2', () => {
    expect(statsOf(run(withCards(['JTL_079'], { hand: ['JTL_079'] }, { groundArena: ['atst'] }), play('Out the Airlock'), choose(/AT-ST/)), 'SOR_232')).toMatchObject({ power: 1, hp: 2 });
  });

  it('JTL_085 Victor Leader "Each other friendly space unit gets +1/+1.": the TIE 3/2, the Marine 3/3, itself 2/4', () => {
    const s = run(withCards(['JTL_085'], { spaceArena: ['JTL_085', 'tieln-fighter'], groundArena: ['battlefield-marine'] }), pass());
    expect(statsOf(s, 'SOR_225')).toMatchObject({ power: 3, hp: 2 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 3, hp: 3 });
    expect(statsOf(s, 'JTL_085')).toMatchObject({ power: 2, hp: 4 });
  });

  it('JTL_088 Captain Phasma "When Played/On Attack: You may give another First Order unit +2/+2 for this phase.": the TIE Dagger is 4/4', () => {
    const s = run(withCards(['JTL_088', 'JTL_239'], { hand: ['JTL_088'], spaceArena: ['JTL_239'], groundArena: ['battlefield-marine'] }), play('Captain Phasma'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/TIE Dagger/)(p, 0);
    });
    expect(statsOf(s, 'JTL_239')).toMatchObject({ power: 4, hp: 4 });
  });

  it('JTL_091 Apology Accepted "Defeat a friendly unit. You may give 2 Experience tokens to a unit.": the Thug goes, the Marine is 5/5', () => {
    const s = run(withCards(['JTL_091'], { hand: ['JTL_091'], groundArena: ['underworld-thug', 'battlefield-marine'] }, { groundArena: ['wampa'] }), play('Apology Accepted'), (p, i) => {
      if (i === 0) expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(i === 0 ? /Thug/ : /Marine/)(p, i);
    });
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
  });

  it('JTL_107 Bunker Defender "While you control a Vehicle unit, this unit gains Sentinel."', () => {
    invalid(drive(withCards(['JTL_107'], { groundArena: ['wampa'] }, { groundArena: ['JTL_107'], spaceArena: ['tieln-fighter'] }), attack('Wampa', 'base')));
    expect(run(withCards(['JTL_107'], { groundArena: ['wampa'] }, { groundArena: ['JTL_107'] }), attack('Wampa', 'base')).player2.base.damage).toBe(4);
  });

  it('JTL_146 Massassi Tactical Officer "Action [Exhaust]: Attack with a Fighter unit. it gets +2/+0 for this attack.": the X-Wing deals 4', () => {
    const s = run(withCards(['JTL_146'], { groundArena: ['JTL_146', 'battlefield-marine'], spaceArena: ['alliance-xwing'] }), { type: 'useAbility', player: 'player1', card: 'Massassi Tactical Officer' }, (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/X-Wing/, /Tower/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(4);
  });

  it('JTL_151 Red Five "On Attack: You may deal 2 damage to a damaged unit.": the damaged Wampa goes 1 -> 3', () => {
    const s = run(withCards(['JTL_151'], { spaceArena: ['JTL_151'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'atst'] }), attack('Red Five', 'base'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(3);
  });

  it('JTL_160 Supporting Eta-2 "On Attack: You may give a ground unit +2/+0 for this phase.": the Marine is 5/3', () => {
    const s = run(withCards(['JTL_160'], { spaceArena: ['JTL_160'], groundArena: ['battlefield-marine'] }), attack('Supporting Eta-2', 'base'), script(['MAY', /Marine/]));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 3 });
  });

  it('JTL_217 Death Space Skirmisher "When Played: If you control another space unit, you may exhaust a unit."', () => {
    const s = run(withCards(['JTL_217'], { hand: ['JTL_217'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] }), play('Death Space Skirmisher'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    const alone = run(withCards(['JTL_217'], { hand: ['JTL_217'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Death Space Skirmisher'));
    expect(byId(alone, 'SOR_164').exhausted).toBe(false);
  });

  it('JTL_229 Diversion "Give a unit Sentinel for this phase.": the Thug gains Sentinel', () => {
    expect(statsOf(run(withCards(['JTL_229'], { hand: ['JTL_229'], groundArena: ['underworld-thug'] }), play('Diversion'), choose(/Thug/)), 'SOR_247').keywords.map((k) => k.name)).toContain('Sentinel');
  });

  it('JTL_231 Punch It "Attack with a Vehicle unit. It gets +2/+0 for this attack.": the AT-ST deals 8; the Marine is not offered', () => {
    const s = run(withCards(['JTL_231'], { hand: ['JTL_231'], groundArena: ['atst', 'battlefield-marine'] }), play('Punch It'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/AT-ST/, /Tower/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(8);
  });

  it('JTL_239 TIE Dagger Vanguard "When Played: You may deal 2 damage to a damaged unit."', () => {
    const s = run(withCards(['JTL_239'], { hand: ['JTL_239'] }, { groundArena: [{ card: 'wampa', damage: 2 }] }), play('TIE Dagger Vanguard'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('JTL_248 Dilapidated Ski Speeder "When Played: Deal 3 damage to this unit."', () => {
    expect(byId(run(withCards(['JTL_248'], { hand: ['JTL_248'] }), play('Dilapidated Ski Speeder')), 'JTL_248').damage).toBe(3);
  });

  it('JTL_253 Coordinated Front "You may give a ground unit +2/+2 … / You may give a space unit +2/+2 for this phase."', () => {
    const s = run(withCards(['JTL_253'], { hand: ['JTL_253'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }), play('Coordinated Front'), choose(/Marine/, /X-Wing/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
    expect(statsOf(s, 'SOR_237')).toMatchObject({ power: 4, hp: 5 });
  });

  it('JTL_257 Flanking Fang Fighter "While you control another Fighter unit, this unit gains Raid 2.": 4 to the base beside the X-Wing', () => {
    expect(run(withCards(['JTL_257'], { spaceArena: ['JTL_257', 'alliance-xwing'] }), attack('Flanking Fang Fighter', 'base')).player2.base.damage).toBe(4);
    expect(run(withCards(['JTL_257'], { spaceArena: ['JTL_257'] }), attack('Flanking Fang Fighter', 'base')).player2.base.damage).toBe(2);
  });

  it('JTL_262 Evasive Maneuver "Exhaust a unit."', () => {
    expect(byId(run(withCards(['JTL_262'], { hand: ['JTL_262'] }, { groundArena: ['wampa'] }), play('Evasive Maneuver'), choose(/Wampa/)), 'SOR_164').exhausted).toBe(true);
  });
});

describe.skipIf(!!skipReason)('JTL keyword cards', () => {
  keywordCheck({ id: 'JTL_061', name: 'Royal Security Fighter', arena: 'space', power: 2, hp: 2, kw: 'Grit' }, '2 damage: 4 power');
  keywordCheck({ id: 'JTL_064', name: 'Omicron Strike Craft', arena: 'space', power: 2, hp: 3, kw: 'Sentinel' }, 'takes the X-Wing\'s 2');
  keywordCheck({ id: 'JTL_065', name: 'Outer Rim Outlaws', arena: 'ground', power: 3, hp: 3, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'JTL_068', name: 'Perimeter AT-RT', arena: 'ground', power: 3, hp: 5, kw: 'Sentinel' }, 'takes the Marine\'s 3');
  keywordCheck({ id: 'JTL_114', name: 'Adept ARC-170', arena: 'space', power: 3, hp: 4, kw: 'Restore', n: 2 }, 'heals 2, deals 3');
  keywordCheck({ id: 'JTL_118', name: 'MC30 Assault Frigate', arena: 'space', power: 5, hp: 5, kw: 'Overwhelm', raid: 1 }, 'Raid 1 too: 6 on a 1-HP TIE, 5 excess');
  keywordCheck({ id: 'JTL_166', name: 'Orbiting K-Wing', arena: 'space', power: 4, hp: 4, kw: 'Saboteur' }, 'past the System Patrol Craft');
  keywordCheck({ id: 'JTL_167', name: 'Occupier Siege Tank', arena: 'ground', power: 5, hp: 4, kw: 'Grit' }, '2 damage: 7 power');
  keywordCheck({ id: 'JTL_224', name: 'Shadowed Hover Tank', arena: 'ground', power: 5, hp: 3, kw: 'Sentinel' }, 'the Marine defeats it');
  keywordCheck({ id: 'JTL_190', name: 'Techno Union Transport', arena: 'space', power: 4, hp: 6, kw: 'Shielded' }, 'played with a Shield');
});

// The rest of JTL's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('JTL keyword cards (the rest)', () => {
  keywordCheck({ id: 'JTL_110', name: 'Scouting Headhunter', arena: 'space', power: 2, hp: 1, kw: 'Sentinel' }, 'the attacker defeats it');
  keywordCheck({ id: 'JTL_112', name: 'Eager Escort Fighter', arena: 'space', power: 4, hp: 1, kw: 'Ambush' }, 'ambushes for 4');
  keywordCheck({ id: 'JTL_184', name: 'Contracted Jumpmaster', arena: 'space', power: 2, hp: 4, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'JTL_214', name: 'X-34 Landspeeder', arena: 'ground', power: 2, hp: 3, kw: 'Ambush' }, 'ambushes for 2');
  keywordCheck({ id: 'JTL_225', name: 'Corporate Light Cruiser', arena: 'space', power: 4, hp: 6, kw: 'Raid', n: 1 }, '4 + 1 to the base');
  keywordCheck({ id: 'JTL_241', name: 'Rogue-class Starfighter', arena: 'space', power: 4, hp: 3, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'JTL_258', name: 'Corellian Freighter', arena: 'space', power: 4, hp: 4, kw: 'Sentinel' }, 'takes 2');
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('JTL real cards: newer templates', () => {
  it('JTL_082 Kijimi Patrollers "When Played: Create a TIE Fighter token."', () => {
    expect(run(withCards(['JTL_082'], { hand: ['JTL_082'] }), play('Kijimi Patrollers')).player1.spaceArena).toHaveLength(2);
  });

  it('JTL_254 Dedicated Wingmen "Create 2 X-Wing tokens."', () => {
    expect(run(withCards(['JTL_254'], { hand: ['JTL_254'] }), play('Dedicated Wingmen')).player1.spaceArena).toHaveLength(2);
  });

  it('JTL_059 Corporate Defense Shuttle "This unit can\'t attack."', () => {
    invalid(drive(withCards(['JTL_059'], { spaceArena: ['JTL_059'] }), attack('Corporate Defense Shuttle', 'base')));
  });

  it('JTL_140 IG-2000 "When Played: Deal 1 damage to each of up to 3 units.": TIE defeated, Wampa and Marine 1 each', () => {
    const s = run(withCards(['JTL_140'], { hand: ['JTL_140'] }, { spaceArena: ['tieln-fighter'], groundArena: ['wampa', 'battlefield-marine'] }), play('IG-2000'), script(['MAY', /TIE/, /Wampa/, /Marine/]));
    expect(s.player2.spaceArena).toEqual([]);
    expect([byId(s, 'SOR_164').damage, byId(s, 'SOR_095').damage]).toEqual([1, 1]);
  });

  it('JTL_051 Red Squadron X-Wing "When Played: You may deal 2 damage to this unit. If you do, draw a card."', () => {
    const s = run(withCards(['JTL_051'], { hand: ['JTL_051'] }), play('Red Squadron X-Wing'), choose(/^(Resolve|Trigger)$/));
    expect(byId(s, 'JTL_051').damage).toBe(2);
    expect(s.player1.hand).toHaveLength(1);
  });
});
