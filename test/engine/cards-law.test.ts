// A Lawless Time (LAW): real cards compiled from their printed text, each resolved in a small scenario whose outcome is
// worked out by hand from the quoted text and the Comprehensive Rules (never from the compiled JSON).
// Sampling: see cards-sor.test.ts (ability shapes in proportion to their counts, about 2 keyword cards for 3 ability
// cards). LAW has the most keyword-only cards of the seven sets (41), so its keyword share is the largest.
import { describe, expect, it } from 'vitest';
import { drive, script } from './builders.js';
import { realSwuCards } from '../support/real-swu-cards.js';
import { attack, byId, choose, keywordCheck, pass, play, run, skipReason, statsOf, withCards, supplyModifier } from './card-checks.js';

if (skipReason) console.warn(`cards-law scenarios did not run: ${skipReason}`);

const ups = (s: ReturnType<typeof run>, id: string) => byId(s, id).upgrades.map((u) => u.card);
const kws = (s: ReturnType<typeof run>, id: string) => statsOf(s, id).keywords.map((k) => k.name);
const labels = (p: { options: { label: string }[] }) => p.options.map((o) => o.label).join();

describe.skipIf(!!skipReason)('LAW real cards', () => {
  it('LAW_150 Fulcrum: the catalog gives no +X/+Y for it, so it is PARTIAL and the engine refuses to guess one when it is attached', () => {
    const fulcrum = realSwuCards().byId('LAW_150');
    expect([fulcrum.upgradePower ?? null, fulcrum.upgradeHp ?? null]).toEqual([null, null]);
    const support = realSwuCards().merged.find((m) => m.card.id === 'LAW_150')!.card.engineSupport as { status: string; unsupported: { sentence: string }[] };
    expect(support.status).toBe('PARTIAL');
    expect(support.unsupported.map((u) => u.sentence)).toContain('Its printed power/HP modifier (+X/+Y)');
    const d = drive(withCards(['LAW_150'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LAW_150'] }] }), attack('Battlefield Marine', 'base'));
    expect(d.result.status).toBe('UNSUPPORTED');
    expect(d.result.unsupported).toMatchObject({ kind: 'CARD', ref: 'LAW_150' });
    expect(d.result.unsupported!.reason).toMatch(/no printed power\/HP modifier for the upgrade Fulcrum/);
  });

  it('LAW_137 Ruthless Duo "When Played: If you control another Villainy unit, you may deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['LAW_137'], { hand: ['LAW_137'], spaceArena: ['tieln-fighter'] }, { groundArena: ['wampa'] }), play('Ruthless Duo'), script(['MAY', /Wampa/]));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('LAW_181 Cloud-Rider Veteran "On Attack: Deal 2 damage to a base.": 2 + its 1 combat damage = 3 on the enemy base', () => {
    expect(run(withCards(['LAW_181'], { groundArena: ['LAW_181'] }), attack('Cloud-Rider Veteran', 'base'), choose(/Tower/)).player2.base.damage).toBe(3);
  });

  it('LAW_189 Cavern Angels X-Wing "When Defeated: Deal 2 damage to a base."', () => {
    const s = run(withCards(['LAW_189'], { spaceArena: ['LAW_189'] }, { spaceArena: ['alliance-xwing'] }), attack('Cavern Angels X-Wing', 'Alliance X-Wing'), choose(/Tower/));
    expect(s.player1.spaceArena).toEqual([]);
    expect(s.player2.base.damage).toBe(2);
  });

  it('LAW_131 Incapacitate "Give a unit -2/-2 for this phase.": the Wampa is 2/3', () => {
    expect(statsOf(run(withCards(['LAW_131'], { hand: ['LAW_131'] }, { groundArena: ['wampa'] }), play('Incapacitate'), choose(/Wampa/)), 'SOR_164')).toMatchObject({ power: 2, hp: 3 });
  });

  it('LAW_037 Han Solo "On Attack: Give an Experience token to this unit.": the token comes before damage, so 2 to the base', () => {
    const s = run(withCards(['LAW_037'], { groundArena: ['LAW_037'] }), attack('Han Solo', 'base'));
    expect(s.player2.base.damage).toBe(2);
    expect(ups(s, 'LAW_037')).toEqual(['experience']);
  });

  it('LAW_142 Scarif Lieutenant "When Defeated: Give an Experience token to a friendly Rebel unit.": the Marine gets it', () => {
    const s = run(withCards(['LAW_142'], { groundArena: ['LAW_142', 'battlefield-marine', 'underworld-thug'] }, { groundArena: ['wampa'] }), attack('Scarif Lieutenant', 'Wampa'), (p) => {
      expect(labels(p)).not.toMatch(/Thug|Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(ups(s, 'SOR_095')).toEqual(['experience']);
  });

  it('LAW_249 Black Sun Cabalist "When Played: Give an Experience token to another friendly Underworld unit.": the Thug, not the Marine', () => {
    const s = run(withCards(['LAW_249'], { hand: ['LAW_249'], groundArena: ['underworld-thug', 'battlefield-marine'] }), play('Black Sun Cabalist'), (p) => {
      expect(labels(p)).not.toMatch(/Marine/);
      return choose(/Thug/)(p, 0);
    });
    expect(ups(s, 'SOR_247')).toEqual(['experience']);
  });

  it('LAW_079 K-2S0 "On Attack: You may deal 3 damage to a damaged ground unit.": the damaged Wampa goes 1 -> 4', () => {
    const s = run(withCards(['LAW_079'], { groundArena: ['LAW_079'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'atst'] }), attack('K-2S0', 'base'), (p) => {
      expect(labels(p)).not.toMatch(/AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(byId(s, 'SOR_164').damage).toBe(4);
  });

  it('LAW_213 Cutthroat Podracer "When Played: You may deal 2 damage to an exhausted ground unit.": not the ready AT-ST nor the exhausted TIE', () => {
    const s = run(withCards(['LAW_213'], { hand: ['LAW_213'] }, { groundArena: [{ card: 'wampa', exhausted: true }, 'atst'], spaceArena: [{ card: 'tieln-fighter', exhausted: true }] }), play('Cutthroat Podracer'), (p) => {
      expect(labels(p)).not.toMatch(/AT-ST|TIE/);
      return choose(/Wampa/)(p, 0);
    });
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('LAW_107 Swoop Bike Marauder "On Attack: Draw a card."', () => {
    expect(run(withCards(['LAW_107'], { groundArena: ['LAW_107'] }), attack('Swoop Bike Marauder', 'base')).player1.hand).toHaveLength(1);
  });

  it('LAW_124 Industrious Team "When Played: You may defeat a non-leader unit with 4 or less remaining HP.": the Wampa with 1 damage (4 left)', () => {
    const s = run(withCards(['LAW_124'], { hand: ['LAW_124'] }, { groundArena: [{ card: 'wampa', damage: 1 }, 'atst'] }), play('Industrious Team'), (p) => {
      expect(labels(p)).not.toMatch(/AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_232']);
  });

  it('LAW_128 Veiled Strength "Attach to a non-leader unit. / Attached unit gains Grit.": 2 damage on the wearer adds 2 power', () => {
    // (+0/+0 supplied: the catalog has no modifier for it, see supplyModifier; the difference does not depend on it.)
    const hurt = statsOf(run(supplyModifier(withCards(['LAW_128'], { groundArena: [{ card: 'battlefield-marine', damage: 2, upgrades: ['LAW_128'] }] }), 'LAW_128'), pass()), 'SOR_095').power;
    const fresh = statsOf(run(supplyModifier(withCards(['LAW_128'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LAW_128'] }] }), 'LAW_128'), pass()), 'SOR_095').power;
    expect(hurt - fresh).toBe(2);
  });

  it('LAW_186 Enfys Nest\'s Helmet "Attached unit gains: \\"On Attack: You may give another unit +3/+0 for this phase.\\"": the Thug is 5/3', () => {
    // (+0/+0 supplied for the Helmet: the catalog has no modifier for it, see supplyModifier; the Thug's 5/3 does not depend on it.)
    const s = run(supplyModifier(withCards(['LAW_186'], { groundArena: [{ card: 'battlefield-marine', upgrades: ['LAW_186'] }, 'underworld-thug'] }), 'LAW_186'), attack('Battlefield Marine', 'base'), (p) => {
      expect(labels(p)).not.toMatch(/Marine/);
      return choose(/Thug/)(p, 0);
    });
    expect(statsOf(s, 'SOR_247')).toMatchObject({ power: 5, hp: 3 });
  });

  it('LAW_184 Aerie "On Attack: Deal 2 damage to an enemy ground unit and 2 damage to a base.": Wampa 2, enemy base 2 + 3', () => {
    const s = run(withCards(['LAW_184'], { spaceArena: ['LAW_184'] }, { groundArena: ['wampa'] }), attack('Aerie', 'base'), choose(/Wampa/, /Tower/));
    expect(byId(s, 'SOR_164').damage).toBe(2);
    expect(s.player2.base.damage).toBe(5);
  });

  it('LAW_059 Highsinger "When Played: Give an Experience token to another friendly Command unit.": the Marine, not the Thug', () => {
    const s = run(withCards(['LAW_059'], { hand: ['LAW_059'], groundArena: ['battlefield-marine', 'underworld-thug'] }), play('Highsinger'), (p) => {
      expect(labels(p)).not.toMatch(/Thug/);
      return choose(/Marine/)(p, 0);
    });
    expect(ups(s, 'SOR_095')).toEqual(['experience']);
  });

  it('LAW_091 Val "When Played: Give a Shield token to another friendly unit."', () => {
    const s = run(withCards(['LAW_091'], { hand: ['LAW_091'], groundArena: ['battlefield-marine'] }, { groundArena: ['wampa'] }), play('Val'), (p) => {
      expect(labels(p)).not.toMatch(/Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(ups(s, 'SOR_095')).toEqual(['shield']);
  });

  it('LAW_061 Asajj Ventress "When Played: You may ready another Bounty Hunter unit.": the exhausted Discerning Veteran readies', () => {
    const s = run(withCards(['LAW_061'], { hand: ['LAW_061'], groundArena: [{ card: 'discerning-veteran', exhausted: true }] }), play('Asajj Ventress'), script(['MAY', /Discerning Veteran/]));
    expect(byId(s, 'SHD_120').exhausted).toBe(false);
  });

  it('LAW_097 Imperial Door Technician "When Defeated: Heal 2 damage from your base."', () => {
    const s = run(withCards(['LAW_097'], { groundArena: ['LAW_097'], base: { card: 'kestro-city', damage: 5 } }, { groundArena: ['battlefield-marine'] }), attack('Imperial Door Technician', 'Battlefield Marine'));
    expect(s.player1.base.damage).toBe(3);
  });

  it('LAW_104 Bodhi Rook "On Attack: You may give a friendly Rebel unit Sentinel for this phase.": the Marine', () => {
    const s = run(withCards(['LAW_104'], { groundArena: ['LAW_104', 'battlefield-marine'] }), attack('Bodhi Rook', 'base'), script(['MAY', /Marine/]));
    expect(kws(s, 'SOR_095')).toContain('Sentinel');
  });

  it('LAW_004 Aurra Sing (leader) "Action [Exhaust]: Defeat a non-leader unit with 1 or less remaining HP.": the TIE, not the X-Wing', () => {
    const s = run(withCards(['LAW_004'], { leader: 'LAW_004' }, { spaceArena: ['tieln-fighter', 'alliance-xwing'] }), { type: 'useAbility', player: 'player1', card: 'leader' }, (p) => {
      expect(labels(p)).not.toMatch(/X-Wing/);
      return choose(/TIE/)(p, 0);
    });
    expect(s.player2.spaceArena.map((u) => u.card)).toEqual(['SOR_237']);
  });

  it('LAW_031 Bossk "On Attack: Give a unit +1/+1 for this phase. You may give a unit -1/-1 for this phase.": Bossk hits for 4, the TIE dies', () => {
    const s = run(withCards(['LAW_031'], { groundArena: ['LAW_031'] }, { spaceArena: ['tieln-fighter'] }), attack('Bossk', 'base'), (p, i) => choose(i === 0 ? /Bossk/ : /TIE/)(p, i));
    expect(s.player2.base.damage).toBe(4);
    expect(s.player2.spaceArena).toEqual([]);
  });

  it('LAW_043 Shadow Cloaking "Ready a unit and give a Shield token to it.": the exhausted Marine is ready with a Shield', () => {
    const s = run(withCards(['LAW_043'], { hand: ['LAW_043'], groundArena: [{ card: 'battlefield-marine', exhausted: true }] }), play('Shadow Cloaking'), choose(/Marine/));
    expect(byId(s, 'SOR_095').exhausted).toBe(false);
    expect(ups(s, 'SOR_095')).toEqual(['shield']);
  });

  it('LAW_057 Benthic "Two Tubes" "On Attack: Deal 1 damage to an enemy ground unit."', () => {
    const s = run(withCards(['LAW_057'], { groundArena: ['LAW_057', 'battlefield-marine'] }, { groundArena: ['wampa'] }), attack('Benthic "Two Tubes"', 'base'), choose(/Wampa/));
    expect(byId(s, 'SOR_164').damage).toBe(1);
    expect(byId(s, 'SOR_095').damage).toBe(0);
  });

  it('LAW_068 Millennium Falcon "On Attack: You may give a space unit -2/-0 … You may give a ground unit +2/+0 for this phase."', () => {
    const s = run(withCards(['LAW_068'], { spaceArena: ['LAW_068'], groundArena: ['battlefield-marine'] }, { spaceArena: ['alliance-xwing'] }), attack('Millennium Falcon', 'base'), choose(/X-Wing/, /Marine/));
    expect(statsOf(s, 'SOR_237')).toMatchObject({ power: 0, hp: 3 });
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 3 });
  });
});

describe.skipIf(!!skipReason)('LAW keyword cards', () => {
  keywordCheck({ id: 'LAW_042', name: 'IG-88', arena: 'ground', power: 6, hp: 3, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LAW_049', name: 'Bith Brute', arena: 'ground', power: 4, hp: 3, kw: 'Sentinel' }, 'the Marine defeats it');
  keywordCheck({ id: 'LAW_050', name: 'Honnah', arena: 'ground', power: 3, hp: 5, kw: 'Restore', n: 2, raid: 2 }, 'Raid 2 too: 5 to the base');
  keywordCheck({ id: 'LAW_082', name: "Urrr'k", arena: 'ground', power: 2, hp: 4, kw: 'Hidden' }, 'later takes the Marine\'s 3');
  keywordCheck({ id: 'LAW_100', name: 'IGV-55 Listener', arena: 'space', power: 5, hp: 6, kw: 'Sentinel' }, 'takes the X-Wing\'s 2');
  keywordCheck({ id: 'LAW_123', name: 'Syndicate Security', arena: 'ground', power: 4, hp: 6, kw: 'Grit' }, '2 damage: 6 power');
  keywordCheck({ id: 'LAW_154', name: 'Partisan Infantry', arena: 'ground', power: 2, hp: 3, kw: 'Raid', n: 1 }, '3 to the base');
  keywordCheck({ id: 'LAW_162', name: 'Beach Patrol AT-ACT', arena: 'ground', power: 8, hp: 9, kw: 'Overwhelm' }, 'Thug 2/3: 5 excess');
  keywordCheck({ id: 'LAW_190', name: 'Haxion Aggressor', arena: 'ground', power: 2, hp: 2, kw: 'Raid', n: 2 }, '4 to the base');
  keywordCheck({ id: 'LAW_196', name: 'Relentless Hunters', arena: 'ground', power: 5, hp: 4, kw: 'Saboteur' }, 'past the Pyke Sentinel');
  keywordCheck({ id: 'LAW_199', name: 'Ohnaka Gang Bandits', arena: 'ground', power: 6, hp: 7, kw: 'Raid', n: 3 }, '9 to the base');
  keywordCheck({ id: 'LAW_222', name: 'Rebel Blockade Runner', arena: 'space', power: 4, hp: 5, kw: 'Saboteur' }, 'past the System Patrol Craft');
  keywordCheck({ id: 'LAW_259', name: 'Cartel Heavy Fighter', arena: 'space', power: 3, hp: 2, kw: 'Overwhelm' }, 'TIE 1 HP: 2 excess');
  keywordCheck({ id: 'LAW_260', name: 'Seasoned Tracker', arena: 'ground', power: 4, hp: 4, kw: 'Hidden' }, 'later takes the Marine\'s 3');
  keywordCheck({ id: 'LAW_263', name: 'Kessel Hulk', arena: 'space', power: 5, hp: 7, kw: 'Sentinel' }, 'takes the X-Wing\'s 2');
});

describe.skipIf(!!skipReason)('LAW real cards: When Defeated halves ("enemy" from the card\'s controller), When Deployed', () => {
  it('LAW_091 Val, When Defeated half "Give a Shield token to an enemy unit.": dying on the Wampa, the Shield goes to player2\'s Wampa', () => {
    const s = run(withCards(['LAW_091'], { groundArena: [{ card: 'LAW_091', damage: 2 }, 'battlefield-marine'] }, { groundArena: ['wampa'] }), attack('Val', 'Wampa'), (p) => {
      expect(labels(p)).not.toMatch(/Marine/);
      return choose(/Wampa/)(p, 0);
    });
    expect(ups(s, 'SOR_164')).toEqual(['shield']);
  });

  it('LAW_059 Highsinger, When Defeated half "Give an Experience token to a friendly Aggression unit.": the friendly Wampa, not the Marine', () => {
    const s = run(withCards(['LAW_059'], { groundArena: ['LAW_059', 'wampa', 'battlefield-marine'] }, { groundArena: ['atst'] }), attack('Highsinger', 'AT-ST'), (p) => {
      expect(labels(p)).not.toMatch(/Marine|AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(ups(s, 'SOR_164')).toEqual(['experience']);
  });

  it('LAW_057 Benthic "Two Tubes", When Defeated half "Deal 1 damage to a base."', () => {
    const s = run(withCards(['LAW_057'], { groundArena: ['LAW_057'] }, { groundArena: ['atst'] }), attack('Benthic "Two Tubes"', 'AT-ST'), choose(/AT-ST/, /Tower/));
    expect(s.player1.groundArena).toEqual([]);
    expect(s.player2.base.damage).toBe(1);
  });

  it('LAW_004 Aurra Sing, unit side "When Deployed: You may defeat a non-leader unit with 5 or less remaining HP.": the Wampa (5) goes, the AT-ST (7) is not offered', () => {
    const s = run(withCards(['LAW_004'], { leader: 'LAW_004' }, { groundArena: ['wampa', 'atst'] }), { type: 'deployLeader', player: 'player1' }, (p) => {
      expect(labels(p)).not.toMatch(/AT-ST/);
      return choose(/Wampa/)(p, 0);
    });
    expect(s.player2.groundArena.map((u) => u.card)).toEqual(['SOR_232']);
    expect(s.player1.leader.deployed).toBe(true);
  });
});

// The rest of LAW's keyword-only EXECUTABLE cards (Exploit-only and Smuggle-only aside): each row is the card's printed
// power/HP and printed keyword line; the outcome follows from the keyword's rule in keywordCheck.
describe.skipIf(!!skipReason)('LAW keyword cards (the rest)', () => {
  keywordCheck({ id: 'LAW_038', name: 'Lepi Lookout', arena: 'ground', power: 3, hp: 1, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LAW_060', name: 'Quarren Contractor', arena: 'ground', power: 3, hp: 4, kw: 'Sentinel' }, 'takes 3');
  keywordCheck({ id: 'LAW_070', name: 'Devaronian Doorbuster', arena: 'ground', power: 3, hp: 2, kw: 'Saboteur' }, 'past the Sentinel: 3 to the base');
  keywordCheck({ id: 'LAW_081', name: 'Sullustan Sapper', arena: 'ground', power: 4, hp: 2, kw: 'Overwhelm' }, '4 on 3 HP: 1 excess');
  keywordCheck({ id: 'LAW_090', name: 'Toydarian Technician', arena: 'ground', power: 2, hp: 3, kw: 'Raid', n: 1 }, '2 + 1 to the base');
  keywordCheck({ id: 'LAW_114', name: 'Alkenzi Patroller', arena: 'space', power: 2, hp: 1, kw: 'Sentinel' }, 'the attacker defeats it');
  keywordCheck({ id: 'LAW_118', name: 'Droid Laser Turret', arena: 'ground', power: 2, hp: 1, kw: 'Sentinel' }, 'the attacker defeats it');
  keywordCheck({ id: 'LAW_120', name: 'Vigilant Scouts', arena: 'ground', power: 3, hp: 5, kw: 'Restore', n: 2 }, 'heals 2, deals 3');
  keywordCheck({ id: 'LAW_122', name: 'Shielded Hauler', arena: 'space', power: 4, hp: 5, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LAW_135', name: 'Pirate Snub Fighter', arena: 'space', power: 2, hp: 3, kw: 'Ambush' }, 'ambushes for 2');
  keywordCheck({ id: 'LAW_153', name: 'Follower of the Code', arena: 'ground', power: 2, hp: 3, kw: 'Restore', n: 1 }, 'heals 1, deals 2');
  keywordCheck({ id: 'LAW_160', name: 'Hidden Hunters', arena: 'ground', power: 4, hp: 5, kw: 'Hidden' }, 'later takes 3');
  keywordCheck({ id: 'LAW_172', name: 'Storm Raider', arena: 'ground', power: 2, hp: 2, kw: 'Raid', n: 1 }, '2 + 1 to the base');
  keywordCheck({ id: 'LAW_177', name: 'Son-tuul Berserkers', arena: 'ground', power: 8, hp: 5, kw: 'Overwhelm' }, '8 on 3 HP: 5 excess');
  keywordCheck({ id: 'LAW_188', name: 'Savareen Survivor', arena: 'ground', power: 2, hp: 1, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'LAW_209', name: 'Nihil Stormsower', arena: 'ground', power: 2, hp: 2, kw: 'Hidden' }, 'later the attacker defeats it');
  keywordCheck({ id: 'LAW_211', name: 'Black Sun Patroller', arena: 'space', power: 2, hp: 2, kw: 'Shielded' }, 'played with a Shield');
  keywordCheck({ id: 'LAW_218', name: 'Artful Pickpocket', arena: 'ground', power: 3, hp: 2, kw: 'Saboteur' }, 'past the Sentinel: 3 to the base');
  keywordCheck({ id: 'LAW_220', name: 'Wookiee Guerilla', arena: 'ground', power: 2, hp: 4, kw: 'Raid', n: 2 }, '2 + 2 to the base');
  keywordCheck({ id: 'LAW_230', name: 'Ohnaka Gang Starhopper', arena: 'space', power: 2, hp: 2, kw: 'Saboteur' }, 'past the Sentinel: 2 to the base');
  keywordCheck({ id: 'LAW_234', name: 'Kage Elite', arena: 'ground', power: 2, hp: 3, kw: 'Saboteur', raid: 2 }, 'past the Sentinel: 4 to the base');
  keywordCheck({ id: 'LAW_239', name: 'Guild Ambush Team', arena: 'ground', power: 5, hp: 4, kw: 'Ambush' }, 'ambushes for 5');
  keywordCheck({ id: 'LAW_250', name: 'Callous Bounty Hunter', arena: 'ground', power: 3, hp: 4, kw: 'Saboteur' }, 'past the Sentinel: 3 to the base');
  keywordCheck({ id: 'LAW_251', name: 'Night Wind Assailants', arena: 'ground', power: 5, hp: 5, kw: 'Sentinel' }, 'takes 3');
  keywordCheck({ id: 'LAW_254', name: 'Stalwart Fleet Trooper', arena: 'ground', power: 3, hp: 3, kw: 'Sentinel' }, 'the attacker defeats it');
  keywordCheck({ id: 'LAW_255', name: 'Circuit Challenger', arena: 'ground', power: 4, hp: 5, kw: 'Ambush' }, 'ambushes for 4');
});

// Cards the newer templates (tokens, hidden zones, play from hand, 'if you do', event triggers) made EXECUTABLE after the
// first sampling; the same hand-derived checks.

describe.skipIf(!!skipReason)('LAW real cards: newer templates', () => {
  it('LAW_246 The Axe Forgets "Return a non-leader unit that costs 3 or less to its owner\'s hand.": the Marine (2), not the Wampa (4)', () => {
    const s = run(withCards(['LAW_246'], { hand: ['LAW_246'] }, { groundArena: ['battlefield-marine', 'wampa'] }), play('The Axe Forgets'), (p) => {
      expect(labels(p)).not.toMatch(/Wampa/);
      return choose(/Marine/)(p, 0);
    });
    expect(s.player2.hand.map((c) => c.card)).toContain('SOR_095');
  });

  it('LAW_133 Lost and Forgotten "Defeat a non-leader unit. If you do, heal 3 damage from your base."', () => {
    const s = run(withCards(['LAW_133'], { hand: ['LAW_133'], base: { card: 'kestro-city', damage: 5 } }, { groundArena: ['wampa'] }), play('Lost and Forgotten'), choose(/Wampa/));
    expect(s.player2.groundArena).toEqual([]);
    expect(s.player1.base.damage).toBe(2);
  });

  it('LAW_165 Combat Exercise "Exhaust a friendly unit. If you do, give 2 Experience tokens to it.": the Marine is exhausted and 5/5', () => {
    const s = run(withCards(['LAW_165'], { hand: ['LAW_165'], groundArena: ['battlefield-marine'] }), play('Combat Exercise'), choose(/Marine/));
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(statsOf(s, 'SOR_095')).toMatchObject({ power: 5, hp: 5 });
  });

  it('LAW_198 Dogged Pursuers "When Played: You may pay 1. If you do, deal 2 damage to a ground unit."', () => {
    const s = run(withCards(['LAW_198'], { hand: ['LAW_198'], resources: 10 }, { groundArena: ['wampa'] }), play('Dogged Pursuers'), choose(/Resolve|Pay/, /Wampa/));
    expect(byId(s, 'SOR_164').damage).toBe(2);
  });

  it('LAW_058 Honor-Bound Partisan "When Played: Deal 1 damage to a base."', () => {
    expect(run(withCards(['LAW_058'], { hand: ['LAW_058'] }), play('Honor-Bound Partisan'), choose(/Tower/)).player2.base.damage).toBe(1);
  });
});

describe.skipIf(!!skipReason)('LAW real cards: newer templates (play from hand)', () => {
  it('LAW_264 From a Certain Point of View "Play a card from your hand, ignoring its aspect penalties.": the Marine costs 2, not 2 + 4', () => {
    // 1 (the event, no aspect) + 2 (Marine, its Command and Heroism penalties ignored) = 3 resources.
    const s = run(withCards(['LAW_264'], { hand: ['LAW_264', 'battlefield-marine'] }), play('From a Certain Point of View'), choose(/Marine/));
    expect(s.player1.groundArena.map((u) => u.card)).toEqual(['SOR_095']);
    expect(s.player1.resources.filter((r) => r.exhausted)).toHaveLength(3);
  });
});
