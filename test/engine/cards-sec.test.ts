// Secrets of Power (SEC): real cards compiled from their printed text, each resolved in a small scenario whose outcome
// is worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability cards).
import { describe, expect, it } from 'vitest';
import { script } from './builders.js';
import { attack, byId, choose, keywordCheck, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`cards-sec scenarios did not run: ${skipReason}`);

const ups = (s: ReturnType<typeof run>, id: string) => byId(s, id).upgrades.map((u) => u.card);
const kws = (s: ReturnType<typeof run>, id: string) => statsOf(s, id).keywords.map((k) => k.name);
// Regional Governor (SOR_062): a 1/4 Imperial Official with no ability text the scenarios depend on.
const OFFICIAL = 'regional-governor';

describe.skipIf(!!skipReason)('SEC real cards', () => {
  it('SEC_015 C-3PO (leader) "Action [C=1, Exhaust]: If you control an exhausted unit, exhaust a unit.": with an exhausted Marine, the Wampa is exhausted', () => {
    const s = run(withCards(['SEC_015'], { leader: 'SEC_015', groundArena: [{ card: 'battlefield-marine', exhausted: true }] }, { groundArena: ['wampa'] }), { type: 'useAbility', player: 'player1', card: 'leader' }, choose(/Wampa/));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(s.player1.leader.exhausted).toBe(true);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(1);
  });

  it('SEC_031 Nute Gunray "When Played/On Attack: You may give another friendly Official unit Sentinel for this phase."', () => {
    const s = run(withCards(['SEC_031'], { hand: ['SEC_031'], groundArena: [OFFICIAL, 'battlefield-marine'] }), play('Nute Gunray'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Regional Governor/)(p, 0);
    });
    expect(kws(s, 'SOR_062')).toContain('Sentinel');
  });

  it('SEC_039 Creditor\'s Claim "Attached unit gains: “When Defeated: You may defeat a unit with 3 or less remaining HP.”"', () => {
    // Marine 3/3 +2/+2 = 5/5 vs the AT-ST's 6: defeated; then the Thug (3 HP) is defeated.
    const s = run(withCards(['SEC_039'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['SEC_039'] }] }, { groundArena: ['atst', 'underworld-thug'] }), attack('Battlefield Marine', 'AT-ST'), script(['MAY', /Thug/]));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_232']);
    expect(byId(s, 'SOR_232').damage).toBe(5);
  });

  it('SEC_045 Senator Chuchi "On Attack: Give another friendly Official unit Restore 2 for this phase."', () => {
    const s = run(withCards(['SEC_045'], { groundArena: ['SEC_045', OFFICIAL] }), attack('Senator Chuchi', 'base'), choose(/Regional Governor/));
    expect(kws(s, 'SOR_062')).toContain('Restore');
  });

  it('SEC_047 Coronet "Each other friendly unit gains Restore 1.": the Marine attacking heals the base 5 -> 4', () => {
    const s = run(withCards(['SEC_047'], { spaceArena: ['SEC_047'], groundArena: ['battlefield-marine'], base: { card: 'kestro-city', damage: 5 } }), attack('Battlefield Marine', 'base'));
    expect(s.player1.base.damage).toBe(4);
  });

  it('SEC_055 Dhani Pilgrim "When Played/When Defeated: Heal 1 damage from your base."', () => {
    expect(run(withCards(['SEC_055'], { hand: ['SEC_055'], base: { card: 'kestro-city', damage: 5 } }), play('Dhani Pilgrim')).player1.base.damage).toBe(4);
  });

  it('SEC_075 Knowledge and Defense "Give a unit -2/-2 for this phase. / Draw a card."', () => {
    const s = run(withCards(['SEC_075'], { hand: ['SEC_075'] }, { groundArena: ['wampa'] }), play('Knowledge and Defense'), choose(/Wampa/));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 2, hp: 3 });
    expect(s.player1.hand).toHaveLength(1);
  });

  it('SEC_078 Hyperspace Disaster "Defeat all space units.": both space arenas empty, the ground untouched', () => {
    const s = run(withCards(['SEC_078'], { hand: ['SEC_078'], spaceArena: ['alliance-xwing'], groundArena: ['battlefield-marine'] }, { spaceArena: ['tieln-fighter'] }), play('Hyperspace Disaster'));
    expect([s.player1.spaceArena, s.player2.spaceArena]).toEqual([[], []]);
    expect(s.player1.groundArena).toHaveLength(1);
  });

  it('SEC_116 Nubian Star Skiff "While you control an Official unit, this unit gains Restore 2."', () => {
    expect(run(withCards(['SEC_116'], { spaceArena: ['SEC_116'], groundArena: [OFFICIAL], base: { card: 'kestro-city', damage: 5 } }), attack('Nubian Star Skiff', 'base')).player1.base.damage).toBe(3);
    expect(run(withCards(['SEC_116'], { spaceArena: ['SEC_116'], base: { card: 'kestro-city', damage: 5 } }), attack('Nubian Star Skiff', 'base')).player1.base.damage).toBe(5);
  });

  it('SEC_119 Crucible "When Played/When Defeated: Give an Experience token to each other friendly unit."', () => {
    const s = run(withCards(['SEC_119'], { hand: ['SEC_119'], groundArena: ['battlefield-marine'], spaceArena: ['alliance-xwing'] }, { groundArena: ['wampa'] }), play('Crucible'));
    expect([ups(s, 'SOR_095'), ups(s, 'SOR_237'), ups(s, 'SEC_119'), ups(s, 'SOR_164')]).toEqual([['experience'], ['experience'], [], []]);
  });

  it('SEC_142 Fulminatrix "When Played/On Attack: You may deal 4 damage to a ground unit."', () => {
    const s = run(withCards(['SEC_142'], { hand: ['SEC_142'] }, { groundArena: ['wampa'] }), play('Fulminatrix'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('SEC_154 Inner Rim Coalition "When Defeated: You may ready a unit that costs 5 or less.": the exhausted Marine readies', () => {
    const s = run(withCards(['SEC_154'], { groundArena: [{ card: 'SEC_154', damage: 4 }, { card: 'battlefield-marine', exhausted: true }] }, { groundArena: ['wampa'] }), attack('Inner Rim Coalition', 'Wampa'), script(['MAY', /Marine/]));
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
  });

  it('SEC_174 Saw Gerrera\'s U-Wing "When this unit completes an attack (and survives): You may attack with another Aggression unit.": then the Wampa attacks', () => {
    const s = run(withCards(['SEC_174'], { spaceArena: ['SEC_174'], groundArena: ['wampa', 'battlefield-marine'] }), attack("Saw Gerrera's U-Wing", 'base'), (p) => {
      if (p.kind === 'MAY') expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Wampa/, /Tower/)(p, 0);
    });
    // U-Wing 4 + Wampa 4.
    expect(s.player2.base.damage).toBe(8);
  });

  it('SEC_204 Blue Ace "On Attack: Ready an exhausted enemy unit.": the exhausted Wampa readies', () => {
    const s = run(withCards(['SEC_204'], { spaceArena: ['SEC_204'] }, { groundArena: [{ card: 'wampa', exhausted: true }] }), attack('Blue Ace', 'base'), choose(/Wampa/));
    expect(byId(s, 'SOR_164').exhausted).toBe(false);
  });

  it('SEC_206 Emissaries from Ryloth "When Played: You may give a unit -3/-0 for this phase.": the Wampa is 1/5', () => {
    expect(statsOf(run(withCards(['SEC_206'], { hand: ['SEC_206'] }, { groundArena: ['wampa'] }), play('Emissaries from Ryloth'), script(['MAY', /Wampa/])), 'SOR_164')).toMatchObject({ power: 1, hp: 5 });
  });

  it('SEC_221 Unruly Astromech "When Defeated: Exhaust an enemy unit.": dying on the Marine, it exhausts the Wampa', () => {
    const s = run(withCards(['SEC_221'], { groundArena: ['SEC_221'] }, { groundArena: ['battlefield-marine', 'wampa'] }), attack('Unruly Astromech', 'Battlefield Marine'), choose(/Wampa/));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
  });

  it('SEC_240 Hutt Cartel Starfighter "When Played: Deal 2 damage to this unit."', () => {
    expect(byId(run(withCards(['SEC_240'], { hand: ['SEC_240'] }), play('Hutt Cartel Starfighter')), 'SEC_240').damage).toBe(2);
  });

  it('SEC_241 Political Bully "When Played: If you control another Official unit, you may deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['SEC_241'], { hand: ['SEC_241'], groundArena: [OFFICIAL] }, { groundArena: ['wampa'] }), play('Political Bully'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('SEC_249 High Command Councilor "While you control another Official unit, this unit gains Raid 2.": 3 to the base', () => {
    expect(run(withCards(['SEC_249'], { groundArena: ['SEC_249', OFFICIAL] }), attack('High Command Councilor', 'base')).player2.base.damage).toBe(3);
  });

  it('SEC_252 Maarva Andor "When Defeated: Give an Experience token to each friendly Rebel unit.": the Marine, not the Thug', () => {
    const s = run(withCards(['SEC_252'], { groundArena: [{ card: 'SEC_252', damage: 1 }, 'battlefield-marine', 'underworld-thug'] }, { groundArena: ['atst'] }), attack('Maarva Andor', 'AT-ST'));
    expect([ups(s, 'SOR_095'), ups(s, 'SOR_247')]).toEqual([['experience'], []]);
  });

  it('SEC_253 Covert Operative "When Played: This unit captures an enemy non-leader unit that costs 2 or less.": the Marine is captured', () => {
    const s = run(withCards(['SEC_253'], { hand: ['SEC_253'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Covert Operative'), choose(/Marine/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(byId(s, 'SEC_253').capturedUnits).toHaveLength(1);
  });

  it('SEC_254 Heroic ARC-170 "When Played: If you control a damaged unit, you may deal 2 damage to an enemy unit."', () => {
    const s = run(withCards(['SEC_254'], { hand: ['SEC_254'], groundArena: [{ card: 'battlefield-marine', damage: 1 }] }, { groundArena: ['wampa'] }), play('Heroic ARC-170'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    const undamaged = run(withCards(['SEC_254'], { hand: ['SEC_254'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Heroic ARC-170'));
    expect(byId(undamaged, 'SOR_164').damage).toBe(0);
  });

  it('SEC_258 Grassroots Resistance "Deal 3 damage to a unit. / Heal 3 damage from your base."', () => {
    const s = run(withCards(['SEC_258'], { hand: ['SEC_258'], base: { card: 'kestro-city', damage: 5 } }, { groundArena: ['wampa'] }), play('Grassroots Resistance'), choose(/Wampa/));
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(s.player1.base.damage).toBe(2);
  });

  it('SEC_263 Assassin Probe "When Defeated: Deal 1 damage to each exhausted enemy ground unit.": the exhausted Thug, not the ready Wampa nor the exhausted TIE', () => {
    const s = run(withCards(['SEC_263'], { groundArena: ['SEC_263'] }, { groundArena: ['wampa', { card: 'underworld-thug', exhausted: true }], spaceArena: [{ card: 'tieln-fighter', exhausted: true }] }), attack('Assassin Probe', 'Wampa'));
    expect(s.player1.groundArena).toEqual([]);
    expect([byId(s, 'SOR_247').damage, byId(s, 'SOR_164').damage, byId(s, 'SOR_225').damage]).toEqual([1, 4, 0]);
  });
});

describe.skipIf(!!skipReason)('SEC keyword cards', () => {
  keywordCheck({ id: 'SEC_043', name: 'Chandrilan Sponsor', arena: 'ground', power: 2, hp: 3, kw: 'Restore', n: 2 }, 'heals 2, deals 2');
  keywordCheck({ id: 'SEC_049', name: 'Jade Squadron Patrol', arena: 'space', power: 6, hp: 6, kw: 'Sentinel' }, 'takes the X-Wing\'s 2');
  keywordCheck({ id: 'SEC_058', name: 'Lost Jedi', arena: 'ground', power: 1, hp: 3, kw: 'Grit' }, '2 damage: 3 power');
  keywordCheck({ id: 'SEC_066', name: 'Alderaanian Envoys', arena: 'ground', power: 3, hp: 7, kw: 'Restore', n: 3 }, 'heals 3, deals 3');
  keywordCheck({ id: 'SEC_173', name: 'Republic War Walker', arena: 'ground', power: 7, hp: 6, kw: 'Overwhelm' }, 'Thug 2/3: 4 excess');
  keywordCheck({ id: 'SEC_138', name: 'Enforcer Squadron', arena: 'space', power: 5, hp: 3, kw: 'Hidden' }, 'later takes the X-Wing\'s 2');
  keywordCheck({ id: 'SEC_160', name: 'Reckless Rebel', arena: 'ground', power: 2, hp: 1, kw: 'Saboteur' }, 'past the Pyke Sentinel');
  keywordCheck({ id: 'SEC_199', name: 'Bravo Squadron Fighter', arena: 'space', power: 2, hp: 3, kw: 'Saboteur' }, 'past the System Patrol Craft');
  keywordCheck({ id: 'SEC_213', name: 'A-Wing', arena: 'space', power: 1, hp: 2, kw: 'Raid', n: 1 }, '2 to the base');
  keywordCheck({ id: 'SEC_262', name: 'Ando Commission', arena: 'ground', power: 4, hp: 3, kw: 'Sentinel' }, 'the Marine defeats it');
});

describe.skipIf(!!skipReason)('SEC real cards: leader unit side, "another", When Defeated halves', () => {
  it('SEC_015 C-3PO, unit side "On Attack: If you control another exhausted unit, you may exhaust a unit.": C-3PO himself does not count', () => {
    const state = (marine: Record<string, unknown>) => withCards(['SEC_015'], { leader: { card: 'SEC_015', deployed: true }, groundArena: [marine] }, { groundArena: ['wampa'] });
    // Only C-3PO is exhausted (by attacking): no prompt, the Wampa stays ready.
    expect(byId(run(state({ card: 'battlefield-marine' }), attack('C-3PO', 'base')), 'SOR_164').exhausted).toBe(false);
    const s = run(state({ card: 'battlefield-marine', exhausted: true }), attack('C-3PO', 'base'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
  });

  it('SEC_119 Crucible, When Defeated half: dying on the X-Wing, each other friendly unit gets an Experience token', () => {
    const s = run(withCards(['SEC_119'], { spaceArena: [{ card: 'SEC_119', damage: 4 }], groundArena: ['battlefield-marine'] }, { spaceArena: ['alliance-xwing'], groundArena: ['wampa'] }), attack('Crucible', 'Alliance X-Wing'));
    expect(s.player1.spaceArena).toEqual([]);
    expect([ups(s, 'SOR_095'), ups(s, 'SOR_164')]).toEqual([['experience'], []]);
  });

  it('SEC_047 Coronet "Each other friendly unit gains Restore 1.": Coronet attacking heals only its own printed 1', () => {
    expect(run(withCards(['SEC_047'], { spaceArena: ['SEC_047'], base: { card: 'kestro-city', damage: 5 } }), attack('Coronet', 'base')).player1.base.damage).toBe(4);
  });
});

// The rest of SEC's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('SEC keyword cards (the rest)', () => {
  keywordCheck({ id: 'SEC_057', name: 'Lobot', arena: 'ground', power: 0, hp: 4, kw: 'Sentinel' }, 'takes 3');
  keywordCheck({ id: 'SEC_060', name: 'Defense Fleet X-Wing', arena: 'space', power: 1, hp: 4, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'SEC_086', name: 'Cruel Commandos', arena: 'ground', power: 5, hp: 5, kw: 'Sentinel' }, 'takes 3');
  keywordCheck({ id: 'SEC_117', name: 'Consular\'s Cruiser', arena: 'space', power: 4, hp: 5, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'SEC_121', name: 'Shadow Crawler', arena: 'ground', power: 6, hp: 7, kw: 'Ambush' }, 'ambushes for 6');
  keywordCheck({ id: 'SEC_146', name: 'Rebellious Functionary', arena: 'ground', power: 2, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'SEC_166', name: 'Republic Aurek Starfighter', arena: 'space', power: 2, hp: 3, kw: 'Grit' }, '2 damage: 4 power');
  keywordCheck({ id: 'SEC_217', name: 'Zenuas Shadow Fighter', arena: 'space', power: 2, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'SEC_222', name: 'Loan Shark', arena: 'ground', power: 2, hp: 5, kw: 'Raid', n: 1 }, '2 + 1 to the base');
  keywordCheck({ id: 'SEC_238', name: 'Sith Assassin', arena: 'ground', power: 3, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'SEC_250', name: 'Rebel Pathfinder', arena: 'ground', power: 2, hp: 3, kw: 'Saboteur' }, 'past the Sentinel: 2 to the base');
  keywordCheck({ id: 'SEC_259', name: 'ASP Laborer', arena: 'ground', power: 1, hp: 4, kw: 'Restore', n: 1 }, 'heals 1, deals 1');
});

describe.skipIf(!!skipReason)('SEC real cards: granted keyword values, Bounty on capture', () => {
  it('SEC_045 Senator Chuchi: the Restore the Governor gains is Restore 2', () => {
    const s = run(withCards(['SEC_045'], { groundArena: ['SEC_045', OFFICIAL] }), attack('Senator Chuchi', 'base'), choose(/Regional Governor/));
    expect(statsOf(s, 'SOR_062').keywords.find((k) => k.name === 'Restore')?.value).toBe(2);
  });

  it('SEC_253 Covert Operative captures SHD_195 Cartel Turncoat ("Bounty - Draw a card."): captured, so player1 collects and draws', () => {
    const s = run(withCards(['SEC_253', 'SHD_195'], { hand: ['SEC_253'] }, { spaceArena: ['SHD_195'] }), play('Covert Operative'), choose(/Cartel Turncoat/, /Resolve|Collect/));
    expect(s.player2.spaceArena).toEqual([]);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('SEC_030 Death Trooper (reprint) "Deal 2 damage to a friendly ground unit and 2 damage to an enemy ground unit."', () => {
    const s = run(withCards(['SEC_030'], { hand: ['SEC_030'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Death Trooper'), choose(/Marine/, /Wampa/));
    expect([byId(s, 'SOR_095').damage, byId(s, 'SOR_164').damage]).toEqual([2, 2]);
  });
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('SEC real cards: newer templates', () => {
  it('SEC_092 I Am the Senate "Create 5 spy tokens."', () => {
    const s = run(withCards(['SEC_092'], { hand: ['SEC_092'] }), play('I Am the Senate'));
    expect(s.player1.groundArena.length + s.player1.spaceArena.length).toBe(5);
  });

  it('SEC_051 Bo-Katan Kryze "When Played: Give each enemy unit -3/-3 for this phase. / When an enemy unit is defeated: Give an Experience token to a friendly unit."', () => {
    // The enemy Marine (3/3) becomes 0/0 and is defeated; Bo-Katan takes the token; the Wampa is 1/2.
    const s = run(withCards(['SEC_051'], { hand: ['SEC_051'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Bo-Katan Kryze'), choose(/Bo-Katan/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 1, hp: 2 });
    expect(ups(s, 'SEC_051')).toEqual(['experience']);
  });

  it('SEC_140 Hondo Ohnaka "Each other friendly unit gains Raid 1.": the Marine hits the base for 4', () => {
    expect(run(withCards(['SEC_140'], { groundArena: ['SEC_140', 'battlefield-marine'] }), attack('Battlefield Marine', 'base')).player2.base.damage).toBe(4);
  });

  it('SEC_183 Topple the Summit "Deal 3 damage to each damaged unit.": the damaged Wampa 1 -> 4, the Marine untouched', () => {
    const s = run(withCards(['SEC_183'], { hand: ['SEC_183'], groundArena: ['battlefield-marine'] }, { groundArena: [{ card: 'wampa', damage: 1 }] }), play('Topple the Summit'));
    expect([byId(s, 'SOR_164').damage, byId(s, 'SOR_095').damage]).toEqual([4, 0]);
  });

  it('SEC_152 Strike Force X-Wing "When Played: You may deal 2 damage to a ready unit.": the exhausted AT-ST is not offered', () => {
    const s = run(withCards(['SEC_152'], { hand: ['SEC_152'] }, { groundArena: ['wampa', { card: 'atst', exhausted: true }] }), play('Strike Force X-Wing'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });
});

describe.skipIf(!!skipReason)('SEC real cards: newer templates (event triggers, cost modifiers, "other")', () => {
  it('SEC_081 Major Partagaz "When another friendly Official unit attacks: This unit gets +2/+2 for this phase.": the Governor attacks, Partagaz is 2/8', () => {
    const s = run(withCards(['SEC_081'], { groundArena: ['SEC_081', OFFICIAL] }), attack('Regional Governor', 'base'));
    expect(statsOf(s, 'SEC_081')).toMatchObject({ power: 2, hp: 8 });
    // Partagaz attacking is not "another" Official: he stays 0/6.
    expect(statsOf(run(withCards(['SEC_081'], { groundArena: ['SEC_081', OFFICIAL] }), attack('Major Partagaz', 'base')), 'SEC_081')).toMatchObject({ power: 0, hp: 6 });
  });

  it('SEC_136 Arihnda Pryce "When Defeated: You may defeat another friendly unit. If you do, deal 4 damage to each enemy base."', () => {
    // Pryce (4/4) attacks the AT-ST and dies; she takes the Thug with her; player2's base takes 4 (and none from combat).
    const s = run(withCards(['SEC_136'], { groundArena: ['SEC_136', 'underworld-thug'] }, { groundArena: ['atst'] }), attack('Arihnda Pryce', 'AT-ST'), choose(/^(Pay|Resolve|Trigger)$/, /Thug/));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(4);
    expect(s.player1.base.damage).toBe(0);
  });

  it('SEC_203 Tala Durith "Each other friendly unit gains Hidden.": the Marine gains it, Tala does not', () => {
    const s = run(withCards(['SEC_203'], { groundArena: ['SEC_203', 'battlefield-marine'] }), { type: 'pass', player: 'player1' });
    expect(statsOf(s, 'SOR_095').keywords.map((k) => k.name)).toContain('Hidden');
    expect(statsOf(s, 'SEC_203').keywords.map((k) => k.name)).not.toContain('Hidden');
  });

  it('SEC_110 GNK Power Droid "On Attack: The next unit you play this phase costs 1 less.": the Wampa then costs 4 - 1 = 3', () => {
    const attacked = run(withCards(['SEC_110'], { groundArena: ['SEC_110'], hand: ['wampa'] }), attack('GNK Power Droid', 'base'));
    const passed = run(attacked as unknown as Record<string, unknown>, { type: 'pass', player: 'player2' });
    const s = run(passed as unknown as Record<string, unknown>, play('Wampa'));
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
  });
});
