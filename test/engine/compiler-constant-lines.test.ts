// Compiler templates for constant ability lines (compiler/templates/constant-lines.ts, 7.4): real printed texts (from
// the cards named) and what each means, written by hand from the text and the rules; and texts that must stay
// uncompiled because the template would only half read them.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function uncompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const unit = (text: string) => card('Unit', text);

describe('constant lines: a unit\'s own state (3.6.13 upgraded, attacking, defending, damaged, ready)', () => {
  it('SHD Protector of the Throne: "While this unit is upgraded, it gains Sentinel."', () => {
    expect(meaning(unit('While this unit is upgraded, it gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { self: { upgraded: true } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('LAW Cinta Kaz: "While this unit is upgraded, she gains Sentinel." ("she" is this unit)', () => {
    expect(meaning(unit('While this unit is upgraded, she gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { self: { upgraded: true } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('SHD Follower of The Way: "While this unit is upgraded, it gets +1/+1."', () => {
    expect(meaning(unit('While this unit is upgraded, it gets +1/+1.'))).toEqual([
      { kind: 'constant', condition: { self: { upgraded: true } }, affects: 'self', grant: { power: 1, hp: 1 } },
    ]);
  });
  it('LOF Jedi Guardian: "While this unit is defending, it gets +2/+0."; SHD Concord Dawn: "This unit gets +2/+0 while defending."', () => {
    const expected = [{ kind: 'constant', condition: { self: { defending: true } }, affects: 'self', grant: { power: 2 } }];
    expect(meaning(unit('While this unit is defending, it gets +2/+0.'))).toEqual(expected);
    expect(meaning(unit('This unit gets +2/+0 while defending.'))).toEqual(expected);
  });
  it('SEC Muckraker Crab Droid: "While this unit is ready, it can\'t be attacked."', () => {
    expect(meaning(unit("While this unit is ready, it can't be attacked."))).toEqual([
      { kind: 'constant', condition: { self: { exhausted: false } }, affects: 'self', grant: { cantBeAttacked: true } },
    ]);
  });
  it('SEC Disciples\' Devotion (upgrade): "While attached unit is exhausted, it gains Sentinel."', () => {
    expect(meaning(card('Upgrade', 'While attached unit is exhausted, it gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { self: { exhausted: true } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('JTL Gold Leader: "While this unit is defending, the attacker gets -1/-0." (the enemy unit attacking it)', () => {
    expect(meaning(unit('While this unit is defending, the attacker gets -1/-0.'))).toEqual([
      { kind: 'constant', condition: { self: { defending: true } }, affects: { filter: { controller: 'enemy', attacking: true } }, grant: { power: -1 } },
    ]);
  });
  it('SEC Vel Sartha: "Each exhausted enemy unit gets -2/-0 while defending." ("while defending" is about each of them)', () => {
    expect(meaning(unit('Each exhausted enemy unit gets -2/-0 while defending.'))).toEqual([
      { kind: 'constant', affects: { filter: { exhausted: true, controller: 'enemy', defending: true } }, grant: { power: -2 } },
    ]);
  });
});

describe('constant lines: the initiative (1.12), resources, what an opponent controls', () => {
  it('SEC Senator\'s Aide: "While you have the initiative, this unit gets +2/+0."', () => {
    expect(meaning(unit('While you have the initiative, this unit gets +2/+0.'))).toEqual([
      { kind: 'constant', condition: { hasInitiative: 'you' }, affects: 'self', grant: { power: 2 } },
    ]);
  });
  it('SOR Consortium StarViper: "While you have the initiative, this unit gains RESTORE 2."', () => {
    expect(meaning(unit('While you have the initiative, this unit gains RESTORE 2.'))).toEqual([
      { kind: 'constant', condition: { hasInitiative: 'you' }, affects: 'self', grant: { keyword: { name: 'Restore', value: 2 } } },
    ]);
  });
  it('SOR Homestead Militia: "While you control 6 or more resources, this unit gains SENTINEL."', () => {
    expect(meaning(unit('While you control 6 or more resources, this unit gains SENTINEL.'))).toEqual([
      { kind: 'constant', condition: { youControlResources: 6 }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('LOF Terentatek: "While an opponent controls a Force unit, this unit gains Ambush"', () => {
    expect(meaning(unit('While an opponent controls a Force unit, this unit gains Ambush'))).toEqual([
      { kind: 'constant', condition: { opponentControls: { trait: 'Force' } }, affects: 'self', grant: { keyword: { name: 'Ambush' } } },
    ]);
  });
  it('TWI Duchess\'s Champion: "While an opponent controls 3 or more units, this unit gains Sentinel."', () => {
    expect(meaning(unit('While an opponent controls 3 or more units, this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { opponentControls: {}, atLeast: 3 }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
  it('SHD Sugi: "While an enemy unit is upgraded, this unit gains Sentinel."', () => {
    expect(meaning(unit('While an enemy unit is upgraded, this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { opponentControls: { upgraded: true } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
  });
});

describe('constant lines: several grants, plural subjects, two sentences', () => {
  it('SOR Wedge Antilles: "Each friendly VEHICLE unit gets +1/+1 and gains AMBUSH." -> two constants', () => {
    const vehicles = { filter: { controller: 'friendly', trait: 'Vehicle' } };
    expect(meaning(unit('Each friendly VEHICLE unit gets +1/+1 and gains AMBUSH.'))).toEqual([
      { kind: 'constant', affects: vehicles, grant: { power: 1, hp: 1 } },
      { kind: 'constant', affects: vehicles, grant: { keyword: { name: 'Ambush' } } },
    ]);
  });
  it('SEC Figure of Unity: "While this unit is ready, each other friendly unit gains Overwhelm, Raid 1, and Restore 1."', () => {
    const common = { kind: 'constant', condition: { self: { exhausted: false } }, affects: { filter: { other: true, controller: 'friendly' } } };
    expect(meaning(unit('While this unit is ready, each other friendly unit gains Overwhelm, Raid 1, and Restore 1.'))).toEqual([
      { ...common, grant: { keyword: { name: 'Overwhelm' } } },
      { ...common, grant: { keyword: { name: 'Raid', value: 1 } } },
      { ...common, grant: { keyword: { name: 'Restore', value: 1 } } },
    ]);
  });
  it('SOR Admiral Piett: "Each friendly non-leader unit that costs 6 or more gains AMBUSH."', () => {
    expect(meaning(unit('Each friendly non-leader unit that costs 6 or more gains AMBUSH.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', nonLeader: true, minCost: 6 } }, grant: { keyword: { name: 'Ambush' } } },
    ]);
  });
  it('LOF Invasion Control Ship: "Friendly Droid units gain Raid 2."; LAW Admiral Motti: "Friendly leader units get +2/+2."', () => {
    expect(meaning(unit('Friendly Droid units gain Raid 2.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', trait: 'Droid' } }, grant: { keyword: { name: 'Raid', value: 2 } } },
    ]);
    expect(meaning(unit('Friendly leader units get +2/+2.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', leader: true } }, grant: { power: 2, hp: 2 } },
    ]);
  });
  it('TWI Bo-Katan Kryze: two "While you control another ..." sentences on one line', () => {
    const line = 'While you control another Mandalorian unit, this unit gains Overwhelm and Saboteur. While you control another Trooper unit, this unit gets +1/+0.';
    const mando = { youControl: { other: true, trait: 'Mandalorian' } };
    expect(meaning(unit(line))).toEqual([
      { kind: 'constant', condition: mando, affects: 'self', grant: { keyword: { name: 'Overwhelm' } } },
      { kind: 'constant', condition: mando, affects: 'self', grant: { keyword: { name: 'Saboteur' } } },
      { kind: 'constant', condition: { youControl: { other: true, trait: 'Trooper' } }, affects: 'self', grant: { power: 1 } },
    ]);
  });
});

describe('constant lines it must not read (half understood = not understood)', () => {
  it('a keyword granted to units with a keyword: "Each friendly unit with Sentinel gains Raid 1."', () => {
    // SEC Kylo Ren's Command Shuttle ("... with Sentinel gets +0/+2.") is read since wave 4 (grants family: stats.ts
    // affectsUnit reads the keyword with the ability not applying; test/engine/compiler-grants.test.ts). A keyword
    // granted that way is not.
    uncompiled(unit('Each friendly unit with Sentinel gains Raid 1.'));
  });
  it('"it" without a condition about this unit, and "while attacking" for other units', () => {
    uncompiled(unit('While you have the initiative, it gets +2/+0.'));
    uncompiled(unit('While attacking, each other friendly unit gets +1/+0.'));
  });
  it('SOR Electrostaff (upgrade): "While attached unit is defending, the attacker gets -1/-0." (an upgrade affects only its unit)', () => {
    // Not read here as a constant on attacking enemy units; templates/attacks.ts reads it as a grant on the attached
    // unit that its attacker's power reads (attackerWhileDefending, test/engine/compiler-attacks.test.ts).
    const { abilities } = compileCard(card('Upgrade', 'While attached unit is defending, the attacker gets -1/-0.'));
    expect(abilities.filter((a) => a.kind === 'constant').map((a) => a.kind === 'constant' && a.affects)).toEqual(['self']);
  });
  it('an event\'s text is not a constant ability', () => {
    uncompiled(card('Event', 'While you have the initiative, this unit gets +2/+0.'));
  });
  it('conditions about other things: "While a friendly unit is attacking using Ambush, the defender gets -3/-0."', () => {
    uncompiled(unit('While a friendly unit is attacking using Ambush, the defender gets -3/-0.'));
    // "While this unit has 4 or more power, it gains Overwhelm." is read since wave 4 (grants family): stats.ts reads the
    // condition with the ability itself not applying (test/engine/compiler-grants.test.ts).
    uncompiled(unit('While this unit has 4 or more power, it gets +1/+0.'));
  });
});

describe('phrases: token, unique, upgraded and named units', () => {
  it('TWI Shaak Ti: "Each friendly token unit gets +1/+0."', () => {
    expect(meaning(unit('Each friendly token unit gets +1/+0.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', token: true } }, grant: { power: 1 } },
    ]);
  });
  it('JTL First Order TIE Fighter: "While you control a token unit, this unit gains Raid 1."', () => {
    expect(meaning(unit('While you control a token unit, this unit gains Raid 1.'))).toEqual([
      { kind: 'constant', condition: { youControl: { token: true } }, affects: 'self', grant: { keyword: { name: 'Raid', value: 1 } } },
    ]);
  });
  it('SEC Alexsandr Kallus: "While you have the initiative, each other friendly unique unit gains Raid 2."', () => {
    expect(meaning(unit('While you have the initiative, each other friendly unique unit gains Raid 2.'))).toEqual([
      { kind: 'constant', condition: { hasInitiative: 'you' }, affects: { filter: { other: true, controller: 'friendly', unique: true } }, grant: { keyword: { name: 'Raid', value: 2 } } },
    ]);
  });
  it('TWI Creative Thinking: "Exhaust a non-unique unit." (non-unique is not a trait)', () => {
    expect(meaning(card('Event', 'Exhaust a non-unique unit.'))).toEqual([
      { kind: 'event', effect: { do: 'exhaust', target: { choose: 'unit', filter: { unique: false } } } },
    ]);
  });
  it('SHD Zuckuss: "Each friendly unit named 4-LOM gets +1/+1 and gains Saboteur."', () => {
    const named = { filter: { controller: 'friendly', name: '4-LOM' } };
    expect(meaning(unit('Each friendly unit named 4-LOM gets +1/+1 and gains Saboteur.'))).toEqual([
      { kind: 'constant', affects: named, grant: { power: 1, hp: 1 } },
      { kind: 'constant', affects: named, grant: { keyword: { name: 'Saboteur' } } },
    ]);
  });
  it('"upgraded" before "unit" is not read here: a defeated unit\'s snapshot does not keep its upgrades (triggers)', () => {
    uncompiled(unit('Each friendly upgraded unit gets +1/+0.'));
  });
});

describe('constant lines: attacking a kind of unit, comparisons with the opponent, your base, cards in hand', () => {
  it('SOR First Legion Snowtrooper: "While attacking a damaged unit, this unit gets +2/+0 and gains Overwhelm."', () => {
    const cond = { self: { attackingUnit: { damaged: true } } };
    expect(meaning(unit('While attacking a damaged unit, this unit gets +2/+0 and gains Overwhelm.'))).toEqual([
      { kind: 'constant', condition: cond, affects: 'self', grant: { power: 2 } },
      { kind: 'constant', condition: cond, affects: 'self', grant: { keyword: { name: 'Overwhelm' } } },
    ]);
  });
  it('SEC Miraj Scintel: "While a friendly unit is attacking a damaged unit, the attacker gains Overwhelm."', () => {
    expect(meaning(unit('While a friendly unit is attacking a damaged unit, the attacker gains Overwhelm.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'friendly', attackingUnit: { damaged: true } } }, grant: { keyword: { name: 'Overwhelm' } } },
    ]);
  });
  it('SHD Cad Bane (unit side): "Each friendly unit that costs 3 or less gets +1/+0 ... while attacking an enemy unit." (each of them attacking)', () => {
    const affects = { filter: { controller: 'friendly', maxCost: 3, attackingUnit: { controller: 'enemy' } } };
    expect(meaning(unit('Each friendly unit that costs 3 or less gets +1/+0 and gains OVERWHELM while attacking an enemy unit.'))).toEqual([
      { kind: 'constant', affects, grant: { power: 1 } },
      { kind: 'constant', affects, grant: { keyword: { name: 'Overwhelm' } } },
    ]);
    // With the condition first it would be about this unit attacking: not read.
    uncompiled(unit('While attacking an enemy unit, each friendly unit gets +1/+0.'));
  });
  it('SEC Corrupt Politician / Kazuda Xiono: "more units than an opponent", "fewer resources than an opponent"', () => {
    expect(meaning(unit('While you control more units than an opponent, this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { compare: { countUnits: { controller: 'friendly' } }, is: 'more', than: { countUnits: { controller: 'enemy' } } }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
    expect(meaning(unit('While you control fewer resources than an opponent, this unit gets +2/+0.'))).toEqual([
      { kind: 'constant', condition: { compare: { countCards: 'resources' }, is: 'fewer', than: { countCards: 'resources', player: 'opponent' } }, affects: 'self', grant: { power: 2 } },
    ]);
  });
  it('TWI Anakin\'s Interceptor: "While your base has 15 or more damage on it, this unit gets +2/+0."', () => {
    expect(meaning(unit('While your base has 15 or more damage on it, this unit gets +2/+0.'))).toEqual([
      { kind: 'constant', condition: { baseDamage: 'you', atLeast: 15 }, affects: 'self', grant: { power: 2 } },
    ]);
  });
  it('SHD Kylo Ren (unit side): "This unit gets -1/-0 for each card in your hand."', () => {
    expect(meaning(unit('This unit gets -1/-0 for each card in your hand.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: -1, per: { countCards: 'hand' } } },
    ]);
  });
  it('JTL Independent Smuggler (Piloting): "Attached unit gains: Raid 1." is one upgrade-side constant, not two', () => {
    // The source prints the Pilot text again with the Epic Action line ("Attached unit gains Raid 1."): one ability.
    const input: CompileInput = {
      id: 'JTL_211', name: 'Independent Smuggler', type: 'Unit',
      keywords: [{ name: 'Raid', value: 1 }, { name: 'Piloting', text: 'C=1 Cunning' }],
      text: 'Raid 1\nPiloting [C=1 Cunning]\nAttached unit gains: Raid 1.',
      epicAction: 'Piloting [1 resource Cunning]\nAttached unit gains Raid 1.',
    };
    expect(meaning(input)).toEqual([{ kind: 'constant', side: 'upgrade', affects: 'self', grant: { keyword: { name: 'Raid', value: 1 } } }]);
  });
});

describe('the same grants as lasting effects (7.7.3)', () => {
  it('LOF Focus Determines Reality: "Each friendly Force unit gains Raid 1 and Saboteur for this phase." -> two steps on the same units', () => {
    const forceUnits = { all: 'units', filter: { controller: 'friendly', trait: 'Force' } };
    expect(meaning(card('Event', 'Each friendly Force unit gains Raid 1 and Saboteur for this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'gainKeyword', target: forceUnits, keyword: { name: 'Raid', value: 1 }, duration: 'thisPhase' },
        { do: 'gainKeyword', target: forceUnits, keyword: { name: 'Saboteur' }, duration: 'thisPhase' },
      ] } },
    ]);
  });
  it('SOR Rallying Cry: "Each friendly unit gains RAID 2 this phase." ("this phase" without "for")', () => {
    expect(meaning(card('Event', 'Each friendly unit gains RAID 2 this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'gainKeyword', target: { all: 'units', filter: { controller: 'friendly' } }, keyword: { name: 'Raid', value: 2 }, duration: 'thisPhase' } },
    ]);
  });
  it('LAW Profiteering Hunter: "When Played: Another friendly unit gets +1/+1 for this phase."', () => {
    expect(meaning(unit('When Played: Another friendly unit gets +1/+1 for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'modifyStats', target: { choose: 'unit', filter: { other: true, controller: 'friendly' } }, power: 1, hp: 1, duration: 'thisPhase' } },
    ]);
  });
  it('a chosen unit that gets two grants is chosen once: the second step names it', () => {
    expect(meaning(unit('On Attack: Another friendly unit gets +1/+1 and gains Sentinel for this phase.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', filter: { other: true, controller: 'friendly' }, as: 'chosen1' }, power: 1, hp: 1, duration: 'thisPhase' },
        { do: 'gainKeyword', target: { ref: 'chosen1' }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
      ] } },
    ]);
  });
});

describe('constant lines: a named card you control (8.23.2), "a Force unit or upgrade"', () => {
  it('SOR Emperor\'s Royal Guard: "While you control Emperor Palpatine (as a leader or unit), this unit gets +0/+1."', () => {
    expect(meaning(unit('While you control Emperor Palpatine (as a leader or unit), this unit gets +0/+1.'))).toEqual([
      { kind: 'constant', condition: { youControlNamed: 'Emperor Palpatine' }, affects: 'self', grant: { hp: 1 } },
    ]);
    // Two names joined by "or" are not one name.
    uncompiled(unit('While you control Boba Fett or Jango Fett, this unit gets +1/+1.'));
  });
  it('SEC Anakin Skywalker: "While you control Padmé Amidala (as a leader or unit), this unit gains Raid 2."', () => {
    expect(meaning(unit('While you control Padmé Amidala (as a leader or unit), this unit gains Raid 2.'))).toEqual([
      { kind: 'constant', condition: { youControlNamed: 'Padmé Amidala' }, affects: 'self', grant: { keyword: { name: 'Raid', value: 2 } } },
    ]);
  });
  it('TWI/LOF Padawan Starfighter: "a Force unit or a Force upgrade" and "a Force unit or upgrade"', () => {
    const expected = [{ kind: 'constant', condition: { anyOf: [{ youControl: { trait: 'Force' } }, { youControlUpgrade: { trait: 'Force' } }] }, affects: 'self', grant: { power: 1, hp: 1 } }];
    expect(meaning(unit('While you control a Force unit or a Force upgrade, this unit gets +1/+1.'))).toEqual(expected);
    expect(meaning(unit('While you control a Force unit or upgrade, this unit gets +1/+1.'))).toEqual(expected);
    uncompiled(unit('While you control a Force unit or a Jedi upgrade, this unit gets +1/+1.'));
  });
});

describe('constant lines on a leader\'s leader side and on a base (4.9.1), cards in hand, a friendly unit\'s defender', () => {
  const leader = (text: string, backText: string): CompileInput => ({ id: 'TEST_L', name: 'Leader', type: 'Leader', keywords: [{ name: 'Restore', value: 2 }], text, backText });
  it('SOR Director Krennic: both sides "Each friendly damaged unit gets +1/+0.", the unit side after "Restore 2 (...)" on the same line', () => {
    const affects = { filter: { controller: 'friendly', damaged: true } };
    expect(meaning(leader('Each friendly damaged unit gets +1/+0.', 'Restore 2 (When this unit attacks, heal 2 damage from your base.) Each friendly damaged unit gets +1/+0.'))).toEqual([
      { kind: 'constant', side: 'leader', affects, grant: { power: 1 } },
      { kind: 'constant', side: 'unit', affects, grant: { power: 1 } },
    ]);
  });
  it('TWI Petranaki Arena (base): "Each leader unit you control gets +1/+0."', () => {
    expect(meaning(card('Base', 'Each leader unit you control gets +1/+0.'))).toEqual([
      { kind: 'constant', affects: { filter: { leader: true, controller: 'friendly' } }, grant: { power: 1 } },
    ]);
    // A leader side or a base is not a unit: "this unit" / "each other" do not apply to it.
    uncompiled(card('Base', 'Each other friendly unit gets +1/+0.'));
    uncompiled(leader('While this unit is damaged, each friendly unit gets +1/+0.', ''));
  });
  it('TWI Pre Vizsla (unit side): "While you have 3 or more cards in your hand, this unit gains Saboteur."; SEC Dedra Meero: "more cards in hand than an opponent"', () => {
    expect(meaning(unit('While you have 3 or more cards in your hand, this unit gains Saboteur.'))).toEqual([
      { kind: 'constant', condition: { cardsInHand: 3 }, affects: 'self', grant: { keyword: { name: 'Saboteur' } } },
    ]);
    expect(meaning(unit('While you have more cards in hand than an opponent, this unit gains Raid 2.'))).toEqual([
      { kind: 'constant', condition: { compare: { countCards: 'hand' }, is: 'more', than: { countCards: 'hand', player: 'opponent' } }, affects: 'self', grant: { keyword: { name: 'Raid', value: 2 } } },
    ]);
  });
  it('SOR Jyn Erso (unit side): "While a friendly unit is attacking, the defender gets -1/-0." (the enemy unit defending)', () => {
    expect(meaning(unit('While a friendly unit is attacking, the defender gets -1/-0.'))).toEqual([
      { kind: 'constant', affects: { filter: { controller: 'enemy', defending: true } }, grant: { power: -1 } },
    ]);
  });
});

describe('constant halves of cards whose other lines belong to other templates', () => {
  it('LOF_063: "This unit can\'t attack unless it\'s damaged." -> can\'t attack while undamaged (8.3.2)', () => {
    expect(meaning(unit("This unit can't attack unless it's damaged."))).toEqual([
      { kind: 'constant', condition: { self: { damaged: false } }, affects: 'self', grant: { cantAttack: true } },
    ]);
  });
  it('SOR Strafing Gunship: "While this unit is attacking a ground unit, the defender gets -2/-0."', () => {
    expect(meaning(unit('While this unit is attacking a ground unit, the defender gets -2/-0.'))).toEqual([
      { kind: 'constant', condition: { self: { attackingUnit: { arena: 'ground' } } }, affects: { filter: { arena: 'ground', controller: 'enemy', defending: true } }, grant: { power: -2 } },
    ]);
  });
  it('LAW_233: "Enemy units gain Raid 1 and Saboteur." (a plural subject with no other word)', () => {
    const enemies = { filter: { controller: 'enemy' } };
    expect(meaning(unit('Enemy units gain Raid 1 and Saboteur.'))).toEqual([
      { kind: 'constant', affects: enemies, grant: { keyword: { name: 'Raid', value: 1 } } },
      { kind: 'constant', affects: enemies, grant: { keyword: { name: 'Saboteur' } } },
    ]);
  });
});

describe('constant lines: an upgrade on this unit, two things you control, a Pilot\'s "While ..., attached unit ..."', () => {
  it('JTL Resistance X-Wing: "While this unit has a Pilot on it, it gets +1/+1."', () => {
    expect(meaning(unit('While this unit has a Pilot on it, it gets +1/+1.'))).toEqual([
      { kind: 'constant', condition: { self: { hasUpgrade: { trait: 'Pilot' } } }, affects: 'self', grant: { power: 1, hp: 1 } },
    ]);
  });
  it('JTL Jarek Yeager (Piloting): "While you control a ground unit and a space unit, attached unit gains Sentinel."', () => {
    const input: CompileInput = { id: 'JTL_109', name: 'Jarek Yeager', type: 'Unit', keywords: [{ name: 'Piloting', text: 'C=2 Command' }], text: 'Piloting [C=2 Command]\nWhile you control a ground unit and a space unit, attached unit gains Sentinel.' };
    expect(meaning(input)).toEqual([
      { kind: 'constant', side: 'upgrade', condition: { allOf: [{ youControl: { arena: 'ground' } }, { youControl: { arena: 'space' } }] }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
    // On an upgrade, "another" would be read against the attached unit: not compiled.
    uncompiled(card('Upgrade', 'While you control another Rebel unit, attached unit gains Sentinel.'));
  });
});

describe('"Each ... can\'t ... for this phase" as a lasting restriction (8.3.2, 7.7.3D)', () => {
  it('LOF Dooku: "When Played: Each friendly unit with Hidden can\'t be attacked for this phase."', () => {
    expect(meaning(unit("When Played: Each friendly unit with Hidden can't be attacked for this phase."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'restrict', target: { all: 'units', filter: { controller: 'friendly', keyword: 'Hidden' } }, restriction: 'cantBeAttacked', duration: 'thisPhase' } },
    ]);
  });
});

describe('"For this phase, each ... gains: "<ability>"" (a lasting gained ability, 7.7.3)', () => {
  it('LAW Payroll Heist: "For this phase, each friendly unit gains: "On Attack: Create a Credit token.""', () => {
    const input: CompileInput = { id: 'LAW_169', name: 'Payroll Heist', type: 'Event', keywords: [], text: 'For this phase, each friendly unit gains: "On Attack: Create a Credit token."' };
    expect(meaning(input)).toEqual([
      { kind: 'event', effect: { do: 'gainAbility', target: { all: 'units', filter: { controller: 'friendly' } }, duration: 'thisPhase',
        ability: { kind: 'triggered', id: 'LAW_169-gained', text: 'On Attack: Create a Credit token. (Payroll Heist)', when: { on: 'attack' }, effect: { do: 'createCredits' } } } },
    ]);
  });
  it('a quoted ability that does not compile leaves the line uncompiled', () => {
    uncompiled(card('Event', 'For this phase, each friendly unit gains: "On Attack: Do something nobody can read."'));
  });
});
