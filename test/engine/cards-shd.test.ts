// Shadows of the Galaxy (SHD): real cards compiled from their printed text, each resolved in a small scenario whose
// outcome is worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability cards).
import { describe, expect, it } from 'vitest';
import { drive, script, stats as statsOfRef } from './builders.js';
import { attack, byId, choose, invalid, keywordCheck, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`cards-shd scenarios did not run: ${skipReason}`);

const ups = (s: ReturnType<typeof run>, id: string) => byId(s, id).upgrades.map((u) => u.card);

describe.skipIf(!!skipReason)('SHD real cards', () => {
  it('SHD_035 Clan Saxon Gauntlet "When this unit is attacked: You may give an Experience token to a unit (before damage is dealt)."', () => {
    // Its controller (player2) gives it the token before damage: 5/6, so the X-Wing (2/3) dies and the Gauntlet has 2 damage.
    const s = run(withCards(['SHD_035'], { spaceArena: ['alliance-xwing'] }, { spaceArena: ['SHD_035'] }), attack('Alliance X-Wing', 'Clan Saxon Gauntlet'), script(['MAY', /Gauntlet/]));
    expect(s.player1.spaceArena).toEqual([]);
    expect(byId(s, 'SHD_035').damage).toBe(2);
    expect(ups(s, 'SHD_035')).toEqual(['experience']);
  });

  it('SHD_036 First Light "Each other friendly non-leader unit gains Grit.": the Marine with 2 damage is 5/3', () => {
    const s = run(withCards(['SHD_036'], { spaceArena: ['SHD_036'], groundArena: [{ card: 'battlefield-marine', damage: 2 }] }), { type: 'pass', player: 'player1' });
    expect(statsOf(s, 'SOR_095').power).toBe(5);
  });

  it('SHD_037 Supreme Leader Snoke "Each enemy non-leader unit gets -2/-2.": the enemy Marine is 1/1, the enemy TIE (2/1) is defeated, the friendly Thug is 2/3', () => {
    const s = run(withCards(['SHD_037'], { hand: ['SHD_037'], groundArena: ['underworld-thug'] }, { groundArena: ['battlefield-marine'], spaceArena: ['tieln-fighter'] }), play('Supreme Leader Snoke'));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 1, hp: 1 });
    expect(s.player2.spaceArena).toEqual([]);
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 2, hp: 3 });
  });

  it('SHD_040 Clan Wren Rescuer "When Played: Give an Experience token to a unit.": the Marine is 4/4', () => {
    const s = run(withCards(['SHD_040'], { hand: ['SHD_040'], groundArena: ['battlefield-marine'] }), play('Clan Wren Rescuer'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 4, hp: 4 });
  });

  it('SHD_079 Rival\'s Fall "Defeat a unit.": the AT-ST (7 HP) is defeated', () => {
    const s = run(withCards(['SHD_079'], { hand: ['SHD_079'] }, { groundArena: ['atst'] }), play("Rival's Fall"), script(['TARGET', /AT-ST/]));
    expect(s.player2.groundArena).toEqual([]);
  });

  it('SHD_082 Outland TIE Vanguard "When Played: You may give an Experience token to another unit that costs 3 or less.": the Marine (2) is offered, the Wampa (4) is not', () => {
    const s = run(withCards(['SHD_082'], { hand: ['SHD_082'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Outland TIE Vanguard'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa|Outland/);
      return choose(/Marine/)(p, 0);
    });
    expect(ups(s, 'SOR_095')).toEqual(['experience']);
  });

  it('SHD_095 Clone Deserter "Bounty - Draw a card.": player1 defeats it and collects: draws a card', () => {
    // Wampa 4 vs Deserter 2/3: defeated; its opponent (player1) collects.
    const s = run(withCards(['SHD_095'], { groundArena: ['wampa'] }, { groundArena: ['SHD_095'] }), attack('Wampa', 'Clone Deserter'), choose(/Resolve|Collect|Yes/));
    expect(s.player1.hand).toHaveLength(1);
    expect(s.player2.hand).toHaveLength(0);
  });

  it('SHD_097 Freetown Backup "On Attack: Give another friendly unit +2/+2 for this phase.": the Marine is 5/5', () => {
    const s = run(withCards(['SHD_097'], { groundArena: ['SHD_097', 'battlefield-marine'] }), attack('Freetown Backup', 'base'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
    expect(s.player2.base.damage).toBe(1);
  });

  it('SHD_112 Gamorrean Retainer "While you control another Command unit, this unit gains Sentinel."', () => {
    // Marine is Command: the Wampa can't attack the base.
    invalid(drive(withCards(['SHD_112'], { groundArena: ['wampa'] }, { groundArena: ['SHD_112', 'battlefield-marine'] }), attack('Wampa', 'base')));
    const s = run(withCards(['SHD_112'], { groundArena: ['wampa'] }, { groundArena: ['SHD_112', 'underworld-thug'] }), attack('Wampa', 'base'));
    expect(s.player2.base.damage).toBe(4);
  });

  it('SHD_130 Moment of Glory "Give a unit +4/+4 for this phase.": the Marine is 7/7', () => {
    const s = run(withCards(['SHD_130'], { hand: ['SHD_130'], groundArena: ['battlefield-marine'] }), play('Moment of Glory'), choose(/Marine/));
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 7, hp: 7 });
  });

  it('SHD_158 Wild Rancor "When Played: Deal 2 damage to each other ground unit.": both Marines 2, the Rancor and the TIE 0', () => {
    const s = run(withCards(['SHD_158'], { hand: ['SHD_158'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'], spaceArena: ['tieln-fighter'] }), play('Wild Rancor'));
    expect([byId(s, 'SOR_095').damage, byId(s, 'SOR_164').damage, byId(s, 'SHD_158').damage, byId(s, 'SOR_225').damage]).toEqual([2, 2, 0, 0]);
  });

  it('SHD_164 Rhokai Gunship "When Defeated: Deal 1 damage to a unit or base.": dying on the X-Wing, it deals 1 to the enemy base', () => {
    const s = run(withCards(['SHD_164'], { spaceArena: ['SHD_164'] }, { spaceArena: ['alliance-xwing'] }), attack('Rhokai Gunship', 'Alliance X-Wing'), choose(/Tower/));
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
    expect(byId(s, 'SOR_237').damage).toBe(2);
  });

  it('SHD_167 Wanted Insurgents "Bounty - Deal 2 damage to a unit.": player1 defeats them and deals 2 to the Thug', () => {
    // AT-ST 6 vs Insurgents 4/4: defeated; player1 collects.
    const s = run(withCards(['SHD_167'], { groundArena: ['atst'] }, { groundArena: ['SHD_167', 'underworld-thug'] }), attack('AT-ST', 'Wanted Insurgents'), choose(/Resolve|Collect/, /Thug/));
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_247']);
    expect(byId(s, 'SOR_247').damage).toBe(2);
  });

  it('SHD_168 Hunting Nexu "While you control another Aggression unit, this unit gains Raid 2": with the Wampa it hits the base for 6', () => {
    expect(run(withCards(['SHD_168'], { groundArena: ['SHD_168', 'wampa'] }), attack('Hunting Nexu', 'base')).player2.base.damage).toBe(6);
    expect(run(withCards(['SHD_168'], { groundArena: ['SHD_168', 'underworld-thug'] }), attack('Hunting Nexu', 'base')).player2.base.damage).toBe(4);
  });

  it('SHD_178 Daring Raid "Deal 2 damage to a unit or base.": the enemy base takes 2', () => {
    const s = run(withCards(['SHD_178'], { hand: ['SHD_178'] }, { groundArena: ['wampa'] }), play('Daring Raid'), choose(/Tower/));
    expect(s.player2.base.damage).toBe(2);
  });

  it('SHD_179 Desperate Attack "Attack with a damaged unit. It gets +2/+0 for this attack.": the damaged Marine deals 5; the Wampa is not offered', () => {
    const s = run(withCards(['SHD_179'], { hand: ['SHD_179'], groundArena: [{ card: 'battlefield-marine', damage: 1 }, 'wampa'] }), play('Desperate Attack'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/Marine/, /Tower/)(p, 0);
    });
    expect(s.player2.base.damage).toBe(5);
  });

  it('SHD_196 Grogu "Action [Exhaust]: Exhaust an enemy unit.": the Wampa and Grogu are exhausted', () => {
    const s = run(withCards(['SHD_196'], { groundArena: ['SHD_196'] }, { groundArena: ['wampa'] }), { type: 'useAbility', player: 'player1', card: 'Grogu' }, choose(/Wampa/));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(byId(s, 'SHD_196').exhausted).toBe(true);
  });

  it('SHD_201 Principled Outlaw "On Attack: You may exhaust a ground unit.": the Wampa is exhausted, 4 to the base', () => {
    const s = run(withCards(['SHD_201'], { groundArena: ['SHD_201'] }, { groundArena: ['wampa'] }), attack('Principled Outlaw', 'base'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').exhausted).toBe(true);
    expect(s.player2.base.damage).toBe(4);
  });

  it('SHD_211 Fugitive Wookiee "Bounty - Exhaust a unit.": player1 defeats it and exhausts the enemy Thug', () => {
    const s = run(withCards(['SHD_211'], { groundArena: ['atst'] }, { groundArena: ['SHD_211', 'underworld-thug'] }), attack('AT-ST', 'Fugitive Wookiee'), choose(/Resolve|Collect/, /Thug/));
    expect(byId(s, 'SOR_247').exhausted).toBe(true);
  });

  it('SHD_212 Privateer Scyk "While you control another Cunning unit, this unit gains Shielded.": played beside a Cartel Spacer it gets a Shield', () => {
    const s = run(withCards(['SHD_212'], { hand: ['SHD_212'], spaceArena: ['cartel-spacer'] }), play('Privateer Scyk'));
    expect(ups(s, 'SHD_212')).toEqual(['shield']);
    const alone = run(withCards(['SHD_212'], { hand: ['SHD_212'] }), play('Privateer Scyk'));
    expect(ups(alone, 'SHD_212')).toEqual([]);
  });

  it('SHD_215 Smuggler\'s Starfighter "When Played: If you control another Underworld unit, give an enemy unit -3/-0 for this phase."', () => {
    const s = run(withCards(['SHD_215'], { hand: ['SHD_215'], groundArena: ['underworld-thug'] }, { groundArena: ['wampa'] }), play("Smuggler's Starfighter"), choose(/Wampa/));
    expect(statsOf(s, 'SOR_164')).toMatchObject({ power: 1, hp: 5 });
  });

  it('SHD_235 Ruthless Assassin "When Played: Deal 2 damage to a friendly unit.": the Marine takes 2', () => {
    const s = run(withCards(['SHD_235'], { hand: ['SHD_235'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Ruthless Assassin'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(byId(s, 'SOR_095').damage).toBe(2);
  });

  it('SHD_249 Wookiee Warrior "When Played: If you control another Wookiee unit, draw a card.": Gentle Giant is a Wookiee', () => {
    expect(run(withCards(['SHD_249'], { hand: ['SHD_249'], groundArena: ['gentle-giant'] }), play('Wookiee Warrior')).player1.hand).toHaveLength(1);
    expect(run(withCards(['SHD_249'], { hand: ['SHD_249'], groundArena: ['battlefield-marine'] }), play('Wookiee Warrior')).player1.hand).toHaveLength(0);
  });

  it('SHD_252 Smuggler\'s Aid "Heal 3 damage from your base.": 5 -> 2', () => {
    expect(run(withCards(['SHD_252'], { hand: ['SHD_252'], base: { card: 'kestro-city', damage: 5 } }), play("Smuggler's Aid")).player1.base.damage).toBe(2);
  });

  it('SHD_254 Bounty Guild Initiate "When Played: If you control another Bounty Hunter unit, you may deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['SHD_254'], { hand: ['SHD_254'], groundArena: ['discerning-veteran'] }, { groundArena: ['wampa'] }), play('Bounty Guild Initiate'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    // Without another Bounty Hunter: no prompt, nothing dealt.
    const none = run(withCards(['SHD_254'], { hand: ['SHD_254'] }, { groundArena: ['wampa'] }), play('Bounty Guild Initiate'));
    expect(byId(none, 'SOR_164').damage).toBe(0);
  });

  it('SHD_258 Mandalorian Warrior "When Played: You may give an Experience token to another Mandalorian unit.": the Clan Wren Rescuer gets it', () => {
    const s = run(withCards(['SHD_258', 'SHD_040'], { hand: ['SHD_258'], groundArena: ['SHD_040', 'battlefield-marine'] }), play('Mandalorian Warrior'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine/);
      return choose(/Clan Wren/)(p, 0);
    });
    expect(ups(s, 'SHD_040')).toEqual(['experience']);
  });
});

describe.skipIf(!!skipReason)('SHD keyword cards', () => {
  keywordCheck({ id: 'SHD_043', name: 'Village Protectors', arena: 'ground', power: 2, hp: 3, kw: 'Sentinel' }, 'the Marine deals 3: defeated');
  keywordCheck({ id: 'SHD_055', name: 'Moisture Farmer', arena: 'ground', power: 0, hp: 4, kw: 'Restore', n: 2 }, 'heals 2, deals 0');
  keywordCheck({ id: 'SHD_098', name: 'Sundari Peacekeeper', arena: 'ground', power: 1, hp: 5, kw: 'Restore', n: 2, raid: 2 }, 'Raid 2 too: 3 to the base');
  keywordCheck({ id: 'SHD_134', name: 'Guavian Antagonizer', arena: 'ground', power: 2, hp: 3, kw: 'Saboteur' }, 'past the Pyke Sentinel');
  keywordCheck({ id: 'SHD_136', name: 'Death Watch Loyalist', arena: 'ground', power: 3, hp: 3, kw: 'Grit' }, '2 damage: 5 power');
  keywordCheck({ id: 'SHD_162', name: 'House Kast Soldier', arena: 'ground', power: 2, hp: 3, kw: 'Saboteur' }, 'past the Pyke Sentinel');
  keywordCheck({ id: 'SHD_237', name: 'Black Sun Starfighter', arena: 'space', power: 3, hp: 2, kw: 'Sentinel' }, 'the X-Wing deals 2: defeated');
  keywordCheck({ id: 'SHD_240', name: "Hutt's Henchmen", arena: 'ground', power: 3, hp: 4, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'SHD_259', name: 'Twin Pod Cloud Car', arena: 'space', power: 2, hp: 2, kw: 'Restore', n: 2 }, 'heals 2, deals 2');
  keywordCheck({ id: 'SHD_146', name: 'Heroic Renegade', arena: 'ground', power: 2, hp: 3, kw: 'Grit' }, '2 damage: 4 power');
  keywordCheck({ id: 'SHD_062', name: 'Niima Outpost Constables', arena: 'ground', power: 2, hp: 6, kw: 'Sentinel' }, 'takes the Marine\'s 3');
});

describe.skipIf(!!skipReason)('SHD real cards: "non-leader", "another"', () => {
  it('SHD_037 Supreme Leader Snoke "Each enemy non-leader unit gets -2/-2.": the deployed enemy Luke stays 4/7', () => {
    const s = run(withCards(['SHD_037'], { groundArena: ['SHD_037'] }, { leader: { card: 'luke-skywalker#faithful-friend', deployed: true } }), { type: 'pass', player: 'player1' });
    const lukeStats = statsOfRef(s, s.player2.leader.id);
    expect(lukeStats).toMatchObject({ power: 4, hp: 7 });
  });

  it('SHD_036 First Light "Each other friendly non-leader unit gains Grit.": deployed Vader with 2 damage stays at 5 power', () => {
    const s = run(withCards(['SHD_036'], { spaceArena: ['SHD_036'], leader: { card: 'darth-vader#dark-lord-of-the-sith', deployed: true, damage: 2 } }), { type: 'pass', player: 'player1' });
    expect(statsOfRef(s, s.player1.leader.id).power).toBe(5);
  });

  it('SHD_097 Freetown Backup "…another friendly unit…": the Backup itself is not offered', () => {
    run(withCards(['SHD_097'], { groundArena: ['SHD_097', 'battlefield-marine'] }), attack('Freetown Backup', 'base'), (p) => {
      expect(p.options.map((o) => o.label).join()).not.toMatch(/Freetown/);
      return choose(/Marine/)(p, 0);
    });
  });
});

// The rest of SHD's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('SHD keyword cards (the rest)', () => {
  keywordCheck({ id: 'SHD_061', name: 'Wroshyr Tree Tender', arena: 'ground', power: 2, hp: 4, kw: 'Grit' }, '2 damage: 4 power');
  keywordCheck({ id: 'SHD_065', name: 'Vigilant Pursuit Craft', arena: 'space', power: 3, hp: 5, kw: 'Sentinel' }, 'takes 2');
  keywordCheck({ id: 'SHD_089', name: 'Pirate Battle Tank', arena: 'ground', power: 4, hp: 6, kw: 'Sentinel' }, 'takes 3');
  keywordCheck({ id: 'SHD_100', name: 'Modded Cohort', arena: 'ground', power: 2, hp: 4, kw: 'Raid', n: 2 }, '2 + 2 to the base');
  keywordCheck({ id: 'SHD_119', name: 'Weequay Pirate Gang', arena: 'ground', power: 3, hp: 3, kw: 'Ambush' }, 'ambushes for 3');
  keywordCheck({ id: 'SHD_210', name: 'Cloud-Rider', arena: 'ground', power: 3, hp: 1, kw: 'Ambush' }, 'ambushes for 3');
  keywordCheck({ id: 'SHD_238', name: 'Cell Block Guard', arena: 'ground', power: 3, hp: 3, kw: 'Sentinel' }, 'the attacker defeats it');
});

describe.skipIf(!!skipReason)('SHD real cards: Smuggle (7.5.14)', () => {
  it('SHD_252 Smuggler\'s Aid "Heal 3 damage from your base. / Smuggle [C=3 Heroism]": played from resources for 3 + 2 (Heroism is off-aspect for Vader/Kestro City)', () => {
    const state = withCards(['SHD_252'], { resources: [{ card: 'SHD_252' }, 'underworld-thug', 'underworld-thug', 'underworld-thug', 'underworld-thug', 'underworld-thug'], base: { card: 'kestro-city', damage: 5 } });
    const s = run(state, { type: 'play', player: 'player1', card: "Smuggler's Aid", from: 'resources' });
    expect(s.player1.base.damage).toBe(2);
    expect(s.player1.discard.map((c) => c.card)).toEqual(['SHD_252']);
    // It is replaced by the top card of the deck: still 6 resources, 5 of them paid.
    expect(s.player1.resources).toHaveLength(6);
    expect(s.player1.deck).toHaveLength(7);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(5);
  });
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('SHD real cards: newer templates', () => {
  it('SHD_244 No Bargain "Each opponent discards a card from their hand. Draw a card."', () => {
    const s = run(withCards(['SHD_244'], { hand: ['SHD_244'] }, { hand: ['wampa'] }), play('No Bargain'), choose(/Wampa/));
    expect(s.player2.hand).toEqual([]);
    expect(s.player1.hand).toHaveLength(1);
  });

  it('SHD_108 Enforced Loyalty "Defeat a friendly unit. If you do, draw 2 cards."', () => {
    const s = run(withCards(['SHD_108'], { hand: ['SHD_108'], groundArena: ['underworld-thug'] }), play('Enforced Loyalty'), choose(/Thug/));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player1.hand).toHaveLength(2);
  });

  it('SHD_229 Ma Klounkee "Return a friendly non-leader Underworld unit to its owner\'s hand. If you do, deal 3 damage to a unit."', () => {
    const s = run(withCards(['SHD_229'], { hand: ['SHD_229'], groundArena: ['underworld-thug', 'battlefield-marine'] }, { groundArena: ['wampa'] }), play('Ma Klounkee'), (p, i) => {
      if (i === 0) expect(p.options.map((o) => o.label).join()).not.toMatch(/Marine|Wampa/);
      return choose(i === 0 ? /Thug/ : /Wampa/)(p, i);
    });
    expect(s.player1.hand.map((c) => c.card)).toEqual(['SOR_247']);
    expect(byId(s, 'SOR_164').damage).toBe(3);
  });

  it('SHD_118 Kihraxz Heavy Fighter "On Attack: You may exhaust another friendly unit. If you do, this unit gets +3/+0 for this attack.": 6 to the base', () => {
    const s = run(withCards(['SHD_118'], { spaceArena: ['SHD_118'], groundArena: ['battlefield-marine'] }), attack('Kihraxz Heavy Fighter', 'base'), choose(/Marine/));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(s.player2.base.damage).toBe(6);
    expect(statsOf(s, 'SHD_118').power).toBe(3);
  });

  it('SHD_096 Maz Kanata "When you play another unit: Give an Experience token to this unit."', () => {
    const s = run(withCards(['SHD_096'], { groundArena: ['SHD_096'], hand: ['battlefield-marine'] }), play('Battlefield Marine'));
    expect(byId(s, 'SHD_096').upgrades.map((u) => u.card)).toEqual(['experience']);
  });
});

describe.skipIf(!!skipReason)('SHD real cards: newer templates (play triggers)', () => {
  it('SHD_255 Lady Proxima "When you play another Underworld card: You may deal 1 damage to a base.": playing the Thug deals 1', () => {
    expect(run(withCards(['SHD_255'], { groundArena: ['SHD_255'], hand: ['underworld-thug'] }), play('Underworld Thug'), choose(/Tower/)).player2.base.damage).toBe(1);
    // A Marine (not Underworld) does not trigger it.
    expect(run(withCards(['SHD_255'], { groundArena: ['SHD_255'], hand: ['battlefield-marine'] }), play('Battlefield Marine')).player2.base.damage).toBe(0);
  });
});

describe.skipIf(!!skipReason)('SHD real cards: newer templates (leader triggers)', () => {
  it('SHD_018 The Mandalorian (leader) "When you play an upgrade: You may exhaust this leader. If you do, exhaust an enemy unit with 4 or less remaining HP."', () => {
    const s = run(withCards(['SHD_018', 'SOR_057'], { leader: 'SHD_018', hand: ['SOR_057'], groundArena: ['underworld-thug'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('Protector'), (p) => {
      if (/Mandalorian/.test(p.text) && p.options.some((o) => /Marine/.test(o.label))) expect(p.options.map((o) => o.label).join()).not.toMatch(/Wampa/);
      return choose(/^(Pay|Resolve|Trigger)$/, /Thug/, /Marine \(player2\)/)(p, 0);
    });
    expect(s.player1.leader.exhausted).toBe(true);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(byId(s, 'SOR_164').exhausted).toBe(false);
  });
});
