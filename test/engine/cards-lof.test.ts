// Legends of the Force (LOF): real cards compiled from their printed text, each resolved in a small scenario whose
// outcome is worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability cards).
// LOF carries many Hidden and Raid cards, so its keyword checks lean on those.
import { describe, expect, it } from 'vitest';
import { drive, script } from './builders.js';
import { attack, byId, choose, invalid, keywordCheck, nextPhase, pass, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`cards-lof scenarios did not run: ${skipReason}`);

const ups = (s: ReturnType<typeof run>, id: string) => byId(s, id).upgrades.map((u) => u.card);
const kws = (s: ReturnType<typeof run>, id: string) => statsOf(s, id).keywords.map((k) => k.name);
// Anakin Skywalker (TWI_147) serves as a friendly Force/Jedi unit: 6/6 ground, Coordinate On Attack only.
const ANAKIN = 'TWI_147';

describe.skipIf(!!skipReason)('LOF real cards', () => {
  it('LOF_045 Yaddle "On Attack: Each other friendly Jedi unit gains Restore 1 for this phase.": Anakin gains Restore', () => {
    const s = run(withCards(['LOF_045', ANAKIN], { groundArena: ['LOF_045', ANAKIN], base: { card: 'kestro-city', damage: 5 } }), attack('Yaddle', 'base'));
    expect(kws(s, ANAKIN)).toContain('Restore');
    // Yaddle's own printed Restore 1: 5 -> 4.
    expect(s.player1.base.damage).toBe(4);
  });

  it('LOF_047 T-6 Shuttle 1974 "When this unit is attacked (before damage is dealt): You may give an Experience token to this unit."', () => {
    // 4/5 before damage: the X-Wing (2/3) takes 4 and dies, the Shuttle has 2 damage.
    const s = run(withCards(['LOF_047'], { spaceArena: ['alliance-xwing'] }, { spaceArena: ['LOF_047'] }), attack('Alliance X-Wing', 'T-6 Shuttle 1974'), script(['MAY', 'Resolve']));
    expect(s.player1.spaceArena).toEqual([]);
    expect(byId(s, 'LOF_047').damage).toBe(2);
  });

  it('LOF_051 Jedi Holocron "Attached unit gains: “On Attack: You may heal 3 damage from another unit.”": Anakin wearing it heals the Marine', () => {
    const s = run(withCards(['LOF_051', ANAKIN], { groundArena: [{ card: ANAKIN, upgrades: ['LOF_051'] }, { card: 'battlefield-marine', damage: 2 }] }), attack('Anakin Skywalker', 'base'), script(['MAY', /Marine/]));
    expect(byId(s, 'SOR_095').damage).toBe(0);
    // Anakin 6 + Holocron's printed +1.
    expect(s.player2.base.damage).toBe(7);
  });

  it('LOF_059 Nightsister Warrior "When Defeated: Draw a card."', () => {
    const s = run(withCards(['LOF_059'], { groundArena: ['LOF_059'] }, { groundArena: ['battlefield-marine'] }), attack('Nightsister Warrior', 'Battlefield Marine'));
    expect(s.player1.hand).toHaveLength(1);
  });

  it('LOF_064 Tauntaun "When Defeated: You may give a Shield token to a damaged non-Vehicle unit.": the damaged Marine, not the damaged AT-ST', () => {
    const s = run(withCards(['LOF_064'], { groundArena: [{ card: 'LOF_064', damage: 2 }, { card: 'battlefield-marine', damage: 1 }, { card: 'atst', damage: 1 }] }, { groundArena: ['wampa'] }), attack('Tauntaun', 'Wampa'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/AT-ST/);
      return choose(/Marine/)(p, 0);
    });
    expect(ups(s, 'SOR_095')).toEqual(['shield']);
  });

  it('LOF_071 Grappling Guardian "When Played: You may defeat a space unit with 6 or less remaining HP.": the X-Wing is defeated', () => {
    const s = run(withCards(['LOF_071'], { hand: ['LOF_071'] }, { spaceArena: ['alliance-xwing'] }), play('Grappling Guardian'), script(['MAY', /X-Wing/]));
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('LOF_077 Crushing Blow "Defeat a non-leader unit that costs 2 or less.": the Marine (2) yes, the Wampa (4) not offered', () => {
    const s = run(withCards(['LOF_077'], { hand: ['LOF_077'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Crushing Blow'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_164']);
  });

  it('LOF_081 Sith Legionnaire "While you control another Villainy unit, this unit gets +2/+0.": 4/2 beside a TIE', () => {
    expect(statsOf(run(withCards(['LOF_081'], { groundArena: ['LOF_081'], spaceArena: ['tieln-fighter'] }), pass()), 'LOF_081')).toMatchObject({ power: 4, hp: 2 });
    expect(statsOf(run(withCards(['LOF_081'], { groundArena: ['LOF_081', 'battlefield-marine'] }), pass()), 'LOF_081')).toMatchObject({ power: 2, hp: 2 });
  });

  it('LOF_089 Supremacy "Other friendly Vehicle units get +6/+6.": the TIE is 8/7, the Marine 3/3', () => {
    const s = run(withCards(['LOF_089'], { spaceArena: ['LOF_089', 'tieln-fighter'], groundArena: ['battlefield-marine'] }), pass());
    expect(statsOf(s, 'SOR_225')).toMatchObject({ power: 8, hp: 7 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 3, hp: 3 });
  });

  it('LOF_092 Point Rain Reclaimer "When Played: If you control a Jedi unit, you may give an Experience token to this unit."', () => {
    const s = run(withCards(['LOF_092', ANAKIN], { hand: ['LOF_092'], groundArena: [ANAKIN] }), play('Point Rain Reclaimer'), choose(/Resolve|Point Rain/));
    expect(ups(s, 'LOF_092')).toEqual(['experience']);
  });

  it('LOF_106 Acclamator Assault Ship "On Attack: You may give another unit +5/+5 for this phase.": the Marine is 8/8', () => {
    const s = run(withCards(['LOF_106'], { spaceArena: ['LOF_106'], groundArena: ['battlefield-marine'] }), attack('Acclamator Assault Ship', 'base'), script(['MAY', /Marine/]));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 8, hp: 8 });
  });

  it('LOF_111 Maz Kanata "When Played: You may attack with a Force unit. It gets +2/+0 for this attack.": Anakin deals 8', () => {
    const s = run(withCards(['LOF_111', ANAKIN], { hand: ['LOF_111'], groundArena: [ANAKIN, 'battlefield-marine'] }), play('Maz Kanata'), (p) => {
      if (p.kind === 'MAY') expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Anakin/, /Tower/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(8);
  });

  it('LOF_114 Kaadu "When Played: You may give another friendly unit Overwhelm for this phase.": the Marine gains Overwhelm', () => {
    const s = run(withCards(['LOF_114'], { hand: ['LOF_114'], groundArena: ['battlefield-marine'] }), play('Kaadu'), script(['MAY', /Marine/]));
    expect(kws(s, 'SOR_095')).toContain('Overwhelm');
  });

  it('LOF_127 Rampage "Each friendly Creature unit gets +2/+2 for this phase.": the Wampa 6/7, the Marine 3/3', () => {
    const s = run(withCards(['LOF_127'], { hand: ['LOF_127'], groundArena: ['wampa', 'battlefield-marine'] }), play('Rampage'));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 6, hp: 7 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 3, hp: 3 });
  });

  it('LOF_133 Purge Trooper "When Played: You may deal 2 damage to a Force unit.": the enemy Anakin, not the Wampa', () => {
    const s = run(withCards(['LOF_133', ANAKIN], { hand: ['LOF_133'] }, { groundArena: [ANAKIN, 'wampa'] }), play('Purge Trooper'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/Anakin/)(p, 0);
    });
    expect(byId(s, ANAKIN).damage).toBe(2);
  });

  it('LOF_134 Heavy Missile Gunship "Action [Exhaust]: Deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['LOF_134'], { spaceArena: ['LOF_134'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }), { type: 'useAbility', player: 'player1', card: 'Heavy Missile Gunship' }, (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/X-Wing/);
      return choose(/Wampa/)(p, 0);
    });
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(byId(s, 'LOF_134').exhausted).toBe(true);
  });

  it('LOF_135 Scythe "On Attack: You may give another friendly Inquisitor unit +2/+0 for this phase.": the Grand Inquisitor is 5/4', () => {
    const s = run(withCards(['LOF_135', 'LOF_132'], { spaceArena: ['LOF_135'], groundArena: ['LOF_132'] }), attack('Scythe', 'base'), script(['MAY', /Grand Inquisitor/]));
    expect(statsOf(s, 'LOF_132')).toMatchObject({ power: 5, hp: 4 });
  });

  it('LOF_141 Death Field "Deal 2 damage to each non-Vehicle enemy unit. If you control a Force unit, draw a card."', () => {
    const s = run(withCards(['LOF_141', ANAKIN], { hand: ['LOF_141'], groundArena: [ANAKIN] }, { groundArena: ['wampa', 'atst'] }), play('Death Field'));
    expect([byId(s, 'SOR_164').damage, byId(s, 'SOR_232').damage, byId(s, ANAKIN).damage]).toEqual([2, 0, 0]);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('LOF_144 Jedi Starfighter "On Attack: You may deal 1 damage to a space unit.": the TIE (2/1) is defeated', () => {
    const s = run(withCards(['LOF_144'], { spaceArena: ['LOF_144'] }, { spaceArena: ['tieln-fighter'] }), attack('Jedi Starfighter', 'base'), script(['MAY', /TIE/]));
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('LOF_151 Knight\'s Saber "Attach to a Jedi non-Vehicle unit.": only Anakin is offered; he is 9/8', () => {
    const s = run(withCards(['LOF_151', ANAKIN], { hand: ['LOF_151'], groundArena: [ANAKIN, 'battlefield-marine'], spaceArena: ['alliance-xwing'] }), play("Knight's Saber"), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine|X-Wing/);
      return choose(/Anakin/)(p, 0);
    });
    expect(statsOf(s, ANAKIN)).toMatchObject({ power: 9, hp: 8 });
  });

  it('LOF_158 Hyena Bomber "When Played: If you control another Aggression unit, you may deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['LOF_158'], { hand: ['LOF_158'], groundArena: ['wampa'] }, { groundArena: ['atst'] }), play('Hyena Bomber'), script(['MAY', /AT-ST/]));
    expect(byId(s, 'SOR_232').damage).toBe(2);
  });

  it('LOF_165 Asajj Ventress "When Played/On Attack: Give another friendly Force unit +2/+0 for this phase.": Anakin is 8/6', () => {
    const s = run(withCards(['LOF_165', ANAKIN], { hand: ['LOF_165'], groundArena: [ANAKIN] }), play('Asajj Ventress'), choose(/Anakin/));
    expect(statsOf(s, ANAKIN)).toMatchObject({ power: 8, hp: 6 });
  });

  it('LOF_166 Blockade Runner "When this unit deals combat damage to a base: You may give an Experience token to this unit."', () => {
    const s = run(withCards(['LOF_166'], { spaceArena: ['LOF_166'] }), attack('Blockade Runner', 'base'), choose(/Resolve|Blockade/));
    expect(s.player2.base.damage).toBe(4);
    expect(ups(s, 'LOF_166')).toEqual(['experience']);
  });

  it('LOF_170 Bendu "On Attack: Deal 3 damage to each other unit.": the friendly Marine and the enemy X-Wing die, the Wampa has 3', () => {
    const s = run(withCards(['LOF_170'], { groundArena: ['LOF_170', 'battlefield-marine'] }, { groundArena: ['wampa'], spaceArena: ['alliance-xwing'] }), attack('Bendu', 'base'));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['LOF_170']);
    expect(s.player2.spaceArena).toEqual([]);
    expect(byId(s, 'SOR_164').damage).toBe(3);
    expect(s.player2.base.damage).toBe(10);
  });

  it('LOF_198 Stinger Mantis "When Played: You may deal 2 damage to an exhausted unit.": the exhausted Wampa, not the ready AT-ST', () => {
    const s = run(withCards(['LOF_198'], { hand: ['LOF_198'] }, { groundArena: [{ card: 'wampa', exhausted: true }, 'atst'] }), play('Stinger Mantis'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('LOF_207 Loth-Cat "When Played/When Defeated: You may exhaust a ground unit."', () => {
    const s = run(withCards(['LOF_207'], { hand: ['LOF_207'] }, { groundArena: ['wampa'] }), play('Loth-Cat'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
  });

  it('LOF_215 Ascension Cable "Attach to a non-Vehicle unit. / Attached unit gains Saboteur.": on the Marine it attacks the base past a Sentinel', () => {
    const s = run(withCards(['LOF_215'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LOF_215'] }] }, { groundArena: ['pyke-sentinel'] }), attack('Battlefield Marine', 'base'));
    // Printed +1/+3: 4 damage.
    expect(s.player2.base.damage).toBe(4);
  });

  it('LOF_217 Force Slow "Give an exhausted unit -8/-0 for this phase.": the exhausted AT-ST is 0/7', () => {
    const s = run(withCards(['LOF_217'], { hand: ['LOF_217'] }, { groundArena: [{ card: 'atst', exhausted: true }, 'wampa'] }), play('Force Slow'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/AT-ST/)(p, 0);
    });
    expect(statsOf(s, 'SOR_232')).toMatchObject({ power: 0, hp: 7 });
  });

  it('LOF_224 Pounce "Attack with a Creature unit. It gets +4/+0 for this attack.": the Wampa deals 8', () => {
    const s = run(withCards(['LOF_224'], { hand: ['LOF_224'], groundArena: ['wampa', 'battlefield-marine'] }), play('Pounce'), choose(/Wampa/, /Tower/));
    expect(s.player2.base.damage).toBe(8);
  });

  it('LOF_234 Darth Malak "When Played: If you control a Sith leader unit, you may ready this unit.": deployed Vader (Sith) lets it ready; without, it stays exhausted', () => {
    const s = run(withCards(['LOF_234'], { hand: ['LOF_234'], leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true } }), play('Darth Malak'), choose(/Resolve|Malak/));
    expect(byId(s, 'LOF_234').exhausted).toBe(false);
    const none = run(withCards(['LOF_234'], { hand: ['LOF_234'] }), play('Darth Malak'));
    expect(byId(none, 'LOF_234').exhausted).toBe(true);
  });

  it('LOF_235 HK-87 Assassin Droid "When Defeated: Deal 2 damage to each ground unit."', () => {
    // HK-87 (4/4) attacks the AT-ST (6/7) and dies; then 2 to each ground unit: Marine 2, AT-ST 4 + 2 = 6.
    const s = run(withCards(['LOF_235'], { groundArena: ['LOF_235', 'battlefield-marine'] }, { groundArena: ['atst'] }), attack('HK-87 Assassin Droid', 'AT-ST'));
    expect(byId(s, 'SOR_095').damage).toBe(2);
    expect(byId(s, 'SOR_232').damage).toBe(6);
  });

  it('LOF_239 Consumed by the Dark Side "Give 2 Experience tokens to a unit, then deal 2 damage to it.": the Marine is 5/5 with 2 damage', () => {
    const s = run(withCards(['LOF_239'], { hand: ['LOF_239'], groundArena: ['battlefield-marine'] }), play('Consumed by the Dark Side'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
    expect(byId(s, 'SOR_095').damage).toBe(2);
  });

  it('LOF_242 Refugee of The Path "When Played: You may give a Shield token to a unit with Sentinel.": the Pyke Sentinel, not the Marine', () => {
    const s = run(withCards(['LOF_242'], { hand: ['LOF_242'], groundArena: ['battlefield-marine', 'pyke-sentinel'] }), play('Refugee of The Path'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Pyke/)(p, 0);
    });
    expect(ups(s, 'SHD_029')).toEqual(['shield']);
  });

  it('LOF_264 It\'s Worse "Defeat a non-leader unit."', () => {
    expect(run(withCards(['LOF_264'], { hand: ['LOF_264'] }, { groundArena: ['atst'] }), play("It's Worse"), choose(/AT-ST/)).player2.groundArena).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('LOF keyword cards', () => {
  keywordCheck({ id: 'LOF_032', name: "Magistrate's Scout", arena: 'ground', power: 2, hp: 4, kw: 'Restore', n: 2 }, 'heals 2, deals 2');
  keywordCheck({ id: 'LOF_034', name: 'Supremacy TIE/sf', arena: 'space', power: 3, hp: 3, kw: 'Sentinel' }, 'takes the X-Wing\'s 2');
  keywordCheck({ id: 'LOF_061', name: 'Secretive Sage', arena: 'ground', power: 2, hp: 2, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LOF_080', name: 'Exegol Patroller', arena: 'space', power: 3, hp: 1, kw: 'Overwhelm' }, 'TIE 1 HP: 2 excess');
  keywordCheck({ id: 'LOF_110', name: 'Hive Defense Wing', arena: 'space', power: 2, hp: 4, kw: 'Restore', n: 1 }, 'heals 1, deals 2');
  keywordCheck({ id: 'LOF_131', name: 'Strikeship', arena: 'space', power: 0, hp: 3, kw: 'Raid', n: 3 }, '3 to the base');
  keywordCheck({ id: 'LOF_136', name: 'Thralls of the Coven', arena: 'ground', power: 3, hp: 7, kw: 'Raid', n: 3 }, '6 to the base');
  keywordCheck({ id: 'LOF_143', name: 'Attuned Fyrnock', arena: 'ground', power: 4, hp: 1, kw: 'Hidden' }, 'later the Marine defeats it');
  keywordCheck({ id: 'LOF_154', name: 'Witch of the Mist', arena: 'ground', power: 1, hp: 3, kw: 'Hidden' }, 'later the Marine defeats it');
  keywordCheck({ id: 'LOF_157', name: 'Cartel Interceptor', arena: 'space', power: 2, hp: 3, kw: 'Raid', n: 2 }, '4 to the base');
  keywordCheck({ id: 'LOF_181', name: 'Banking Clan Shuttle', arena: 'space', power: 3, hp: 3, kw: 'Hidden' }, 'later takes the X-Wing\'s 2');
  keywordCheck({ id: 'LOF_232', name: 'Sandtrooper Cavalry', arena: 'ground', power: 2, hp: 6, kw: 'Grit' }, '2 damage: 4 power');
  keywordCheck({ id: 'LOF_120', name: 'Trident Assault Ship', arena: 'space', power: 6, hp: 6, kw: 'Overwhelm' }, 'TIE 1 HP: 5 excess');
});

describe.skipIf(!!skipReason)('LOF real cards: "other", "another", attach restrictions', () => {
  it('LOF_089 Supremacy "Other friendly Vehicle units get +6/+6.": Supremacy itself stays 12/12, the enemy TIE 2/1', () => {
    const s = run(withCards(['LOF_089'], { spaceArena: ['LOF_089'] }, { spaceArena: ['tieln-fighter'] }), pass());
    expect(statsOf(s, 'LOF_089')).toMatchObject({ power: 12, hp: 12 });
    expect(statsOf(s, 'SOR_225')).toMatchObject({ power: 2, hp: 1 });
  });

  it('LOF_132 Grand Inquisitor "Other friendly Inquisitor units gain Hidden.": Scythe (Inquisitor) gains Hidden, the Marine does not', () => {
    const s = run(withCards(['LOF_132', 'LOF_135'], { groundArena: ['LOF_132', 'battlefield-marine'], spaceArena: ['LOF_135'] }), pass());
    expect(kws(s, 'LOF_135')).toContain('Hidden');
    expect(kws(s, 'SOR_095')).not.toContain('Hidden');
  });

  it('LOF_074 Bolstered Endurance "Attach to a Force unit.": only Anakin is offered; with its printed +1/+3 he is 7/9', () => {
    const s = run(withCards(['LOF_074', ANAKIN], { hand: ['LOF_074'], groundArena: [ANAKIN, 'battlefield-marine'] }), play('Bolstered Endurance'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Anakin/)(p, 0);
    });
    expect(statsOf(s, ANAKIN)).toMatchObject({ power: 7, hp: 9 });
  });

  it('LOF_106 Acclamator Assault Ship "…another unit…": the Acclamator is not offered', () => {
    run(withCards(['LOF_106'], { spaceArena: ['LOF_106'], groundArena: ['battlefield-marine'] }), attack('Acclamator Assault Ship', 'base'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Acclamator/);
      return choose(/Marine/)(p, 0);
    });
  });
});

// The rest of LOF's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('LOF keyword cards (the rest)', () => {
  keywordCheck({ id: 'LOF_069', name: 'Graceful Purrgil', arena: 'space', power: 2, hp: 7, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'LOF_088', name: 'Eye of Sion', arena: 'space', power: 4, hp: 7, kw: 'Restore', n: 1 }, 'heals 1, deals 4');
  keywordCheck({ id: 'LOF_107', name: 'Village Tender', arena: 'ground', power: 1, hp: 3, kw: 'Restore', n: 1 }, 'heals 1, deals 1');
  keywordCheck({ id: 'LOF_109', name: 'Mynock', arena: 'space', power: 2, hp: 3, kw: 'Overwhelm' }, '2 on 1 HP: 1 excess');
  keywordCheck({ id: 'LOF_113', name: 'Jedi Temple Guards', arena: 'ground', power: 2, hp: 4, kw: 'Restore', n: 2 }, 'heals 2, deals 2');
  keywordCheck({ id: 'LOF_116', name: 'Relic Scavenger', arena: 'ground', power: 4, hp: 6, kw: 'Restore', n: 2 }, 'heals 2, deals 4');
  keywordCheck({ id: 'LOF_161', name: 'Tuk\'ata', arena: 'ground', power: 4, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'LOF_179', name: 'Aurra Sing', arena: 'ground', power: 1, hp: 4, kw: 'Raid', n: 2 }, '1 + 2 to the base');
  keywordCheck({ id: 'LOF_182', name: 'Nihil Marauder', arena: 'ground', power: 1, hp: 5, kw: 'Raid', n: 3 }, '1 + 3 to the base');
  keywordCheck({ id: 'LOF_183', name: 'Shin Hati', arena: 'ground', power: 4, hp: 2, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LOF_190', name: 'Anakin Skywalker', arena: 'ground', power: 1, hp: 1, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LOF_199', name: 'Depa Billaba', arena: 'ground', power: 5, hp: 7, kw: 'Saboteur' }, 'past the Sentinel: 5 to the base');
  keywordCheck({ id: 'LOF_208', name: 'Mysterious Hermit', arena: 'ground', power: 1, hp: 4, kw: 'Ambush' }, 'ambushes for 1');
  keywordCheck({ id: 'LOF_210', name: 'Charging Phillak', arena: 'ground', power: 3, hp: 4, kw: 'Hidden' }, 'later takes 3');
  keywordCheck({ id: 'LOF_214', name: 'Sorcerers of Tund', arena: 'ground', power: 6, hp: 6, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LOF_228', name: 'Forged Starfighter', arena: 'space', power: 1, hp: 1, kw: 'Raid', n: 1 }, '1 + 1 to the base');
  keywordCheck({ id: 'LOF_245', name: 'Vulptex', arena: 'ground', power: 3, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'LOF_247', name: 'Gungan Warrior', arena: 'ground', power: 3, hp: 2, kw: 'Restore', n: 1 }, 'heals 1, deals 3');
  keywordCheck({ id: 'LOF_251', name: 'Blue Squadron Assault Wing', arena: 'space', power: 5, hp: 5, kw: 'Raid', n: 1 }, '5 + 1 to the base');
  keywordCheck({ id: 'LOF_253', name: 'Longbeam Cruiser', arena: 'space', power: 6, hp: 6, kw: 'Restore', n: 1 }, 'heals 1, deals 6');
  keywordCheck({ id: 'LOF_257', name: 'Kowakian Monkey-Lizard', arena: 'ground', power: 2, hp: 1, kw: 'Ambush' }, 'ambushes for 2');
});

describe.skipIf(!!skipReason)('LOF real cards: granted keyword values, durations, reprints', () => {
  it('LOF_045 Yaddle: the Restore Anakin gains is Restore 1, gone next phase', () => {
    const s = run(withCards(['LOF_045', ANAKIN], { groundArena: ['LOF_045', ANAKIN] }), attack('Yaddle', 'base'));
    expect(statsOf(s, ANAKIN).keywords.find((k) => k.name === 'Restore')?.value).toBe(1);
    expect(kws(nextPhase(s), ANAKIN)).not.toContain('Restore');
  });

  it('LOF_250 Medical Frigate "On Attack: You may heal 2 damage from another unit.": the Marine 2 -> 0', () => {
    const s = run(withCards(['LOF_250'], { spaceArena: ['LOF_250'], groundArena: [{ card: 'battlefield-marine', damage: 2 }] }), attack('Medical Frigate', 'base'), script(['MAY', /Marine/]));
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('LOF_162 Hunting Nexu "While you control another Aggression unit, this unit gains Raid 2.": 6 to the base beside the Wampa', () => {
    expect(run(withCards(['LOF_162'], { groundArena: ['LOF_162', 'wampa'] }), attack('Hunting Nexu', 'base')).player2.base.damage).toBe(6);
  });
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('LOF real cards: newer templates', () => {
  it('LOF_009 Darth Maul, unit side "On Attack: Deal 1 damage to a unit and 1 damage to a different unit."', () => {
    const s = run(withCards(['LOF_009'], { leader: { card: 'LOF_009', deployed: true } }, { groundArena: ['wampa', 'battlefield-marine'] }), attack('Darth Maul', 'base'), (p, i) => {
      if (i === 1) expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(i === 0 ? /Wampa/ : /Marine/)(p, i);
    });
    expect([byId(s, 'SOR_164').damage, byId(s, 'SOR_095').damage]).toEqual([1, 1]);
  });

  it('LOF_044 Loth-Wolf "This unit can\'t attack."', () => {
    invalid(drive(withCards(['LOF_044'], { groundArena: ['LOF_044'] }), attack('Loth-Wolf', 'base')));
  });
});

describe.skipIf(!!skipReason)('LOF real cards: newer templates (play triggers)', () => {
  it('LOF_096 Obi-Wan Kenobi "When you play a Force unit (including this one): This unit gains Sentinel for this phase."', () => {
    expect(kws(run(withCards(['LOF_096'], { hand: ['LOF_096'] }), play('Obi-Wan Kenobi')), 'LOF_096')).toContain('Sentinel');
    // Playing a non-Force unit does not.
    expect(kws(run(withCards(['LOF_096'], { groundArena: ['LOF_096'], hand: ['battlefield-marine'] }), play('Battlefield Marine')), 'LOF_096')).not.toContain('Sentinel');
  });
});

describe.skipIf(!!skipReason)('LOF real cards: newer templates (discard)', () => {
  it('LOF_139 Battle Fury "Attached unit gains: “On Attack: Discard a card from your hand.”": the Marine wearing it discards the Thug in hand', () => {
    const s = run(withCards(['LOF_139'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LOF_139'] }], hand: ['underworld-thug'] }), attack('Battlefield Marine', 'base'), choose(/Thug/));
    expect(s.player1.hand).toEqual([]);
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SOR_247']);
  });
});
