// Compiler templates for attack-bound text of wave 4 (compiler/templates/attacks-more.ts, family "attacks"): real
// printed texts (from the cards named) and what each means, written by hand from the text, the errata and the rules
// (6.3.1B "attacking a unit", 7.6.8A "after completing this attack", 7.7.3 lasting effects, 6.3.0C combat damage).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card, meaning } from './compiler-helpers.js';

function notCompiled(type: string, text: string): void {
  expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('modifiers that depend on the defender (6.3.1B)', () => {
  it('SHD Moff Gideon: "Attack with a unit that costs 3 or less. If it\'s attacking a unit, it gets +1/+0 for this attack."', () => {
    expect(meaning(card('Leader', "Action [Exhaust]: Attack with a unit that costs 3 or less. If it's attacking a unit, it gets +1/+0 for this attack."))).toEqual([
      { kind: 'action', side: 'leader', cost: { exhaust: true }, effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { maxCost: 3 } }, forThisAttack: { ifAttacking: { unit: {}, modifiers: { power: 1 } } } } },
    ]);
  });
  it('"If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack" after a plain attack', () => {
    expect(meaning(card('Event', 'Attack with a space unit. If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack.'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'space' } }, forThisAttack: { ifAttacking: { unit: { arena: 'ground' }, modifiers: { power: 2, defender: { power: -2 } } } } } },
    ]);
  });
  it('an enemy-only or "another" defender phrase is not read', () => {
    notCompiled('Event', "Attack with a unit. If it's attacking another unit, it gets +1/+0 for this attack.");
  });
});

describe('after completing this attack (7.6.8A) and "if you do" after an attack', () => {
  it('LAW Saw Gerrera (leader): "... It gets +2/+0 and gains Overwhelm for this attack. After completing this attack, defeat it."', () => {
    expect(meaning(card('Leader', 'Action [Exhaust]: Attack with a unit. It gets +2/+0 and gains Overwhelm for this attack. After completing this attack, defeat it.'))).toEqual([
      { kind: 'action', side: 'leader', cost: { exhaust: true }, effect: { do: 'afterAttack', attack: { do: 'attackWith', attacker: { choose: 'unit', as: 'chosen1' }, forThisAttack: { power: 2, keywords: [{ name: 'Overwhelm' }] } }, then: { do: 'defeat', target: { ref: 'chosen1' } } } },
    ]);
  });
  it('LAW Saw Gerrera (unit): "When Attack Ends: If this unit survived, you may attack with another unit. ..." (survived: in play as the attack ends)', () => {
    expect(meaning(card('Unit', 'When Attack Ends: If this unit survived, you may attack with another unit. It gets +2/+0 and gains Overwhelm for this attack. After completing this attack, defeat it.'))).toEqual([
      { kind: 'triggered', when: { on: 'attackEnds' }, condition: { self: {} }, effect: { do: 'may', effect: { do: 'afterAttack', attack: { do: 'attackWith', attacker: { choose: 'unit', filter: { other: true }, as: 'chosen1' }, forThisAttack: { power: 2, keywords: [{ name: 'Overwhelm' }] } }, then: { do: 'defeat', target: { ref: 'chosen1' } } } } },
    ]);
  });
  it('JTL Barrel Roll: "Attack with a space unit. After completing this attack, you may exhaust a space unit."', () => {
    expect(meaning(card('Event', 'Attack with a space unit. After completing this attack, you may exhaust a space unit.'))).toEqual([
      { kind: 'event', effect: { do: 'afterAttack', attack: { do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'space' } } }, then: { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit', filter: { arena: 'space' } } } } } },
    ]);
  });
  it('JTL Tandem Assault: "Attack with a space unit. If you do, attack with a ground unit, and that ground unit gets +2/+0 for this attack."', () => {
    expect(meaning(card('Event', 'Attack with a space unit. If you do, attack with a ground unit, and that ground unit gets +2/+0 for this attack.'))).toEqual([
      { kind: 'event', effect: { do: 'ifYouDo', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'space' } } }, then: { do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'ground' } }, forThisAttack: { power: 2 } } } },
    ]);
  });
  it('LAW Flash the Vents: "if that unit damaged a base" is not read', () => {
    notCompiled('Event', 'Attack with a unit. It gets +2/+0 and gains Overwhelm for this attack. After completing this attack, if that unit damaged a base, defeat that unit.');
  });
});

describe('lasting combat effects (7.7.3)', () => {
  it('TWI I Have the High Ground: "Choose a friendly unit. Each enemy unit gets -4/-0 while attacking that unit this phase."', () => {
    expect(meaning(card('Event', 'Choose a friendly unit. Each enemy unit gets -4/-0 while attacking that unit this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'combatLasting', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen1' }, duration: 'thisPhase', attackerPower: -4 } },
    ]);
  });
  it('SEC Sly Moore: "When Played: For this phase, each enemy unit gets -2/-0 while it\'s attacking a base." (errata: while a base is being attacked by an enemy unit)', () => {
    expect(meaning(card('Unit', "When Played: For this phase, each enemy unit gets -2/-0 while it's attacking a base."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'combatLasting', target: { base: 'you' }, duration: 'thisPhase', attackerPower: -2 } },
    ]);
  });
  it('LAW Betrayed Trust: "Choose an enemy unit. For this phase, that unit can\'t deal combat damage."', () => {
    expect(meaning(card('Event', "Choose an enemy unit. For this phase, that unit can't deal combat damage."))).toEqual([
      { kind: 'event', effect: { do: 'combatLasting', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen1' }, duration: 'thisPhase', cantDealCombatDamage: true } },
    ]);
  });
});

describe('attacking another arena (6.3.2A overridden), remaining HP as damage, relative filters', () => {
  it('SOR Strafing Gunship / JTL Retrofitted Airspeeder: "This unit can attack units in the ground arena." / "This unit can attack space units."', () => {
    expect(meaning(card('Unit', 'This unit can attack units in the ground arena.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { canAttackArena: 'ground' } }]);
    expect(meaning(card('Unit', 'This unit can attack space units.'))).toEqual([{ kind: 'constant', affects: 'self', grant: { canAttackArena: 'space' } }]);
    notCompiled('Upgrade', 'This unit can attack space units.');
  });
  it('SHD Swoop Down: "Attack with a space unit. It gains Saboteur and can attack ground units for this attack. If it attacks a ground unit, ..."', () => {
    expect(meaning(card('Event', 'Attack with a space unit. It gains Saboteur and can attack ground units for this attack. If it attacks a ground unit, it gets +2/+0 and the defender gets -2/-0 for this attack.'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { arena: 'space' } }, forThisAttack: { keywords: [{ name: 'Saboteur' }], canAttackArena: 'ground', ifAttacking: { unit: { arena: 'ground' }, modifiers: { power: 2, defender: { power: -2 } } } } } },
    ]);
  });
  it('LOF Babu Frik: "You may attack with a friendly Droid unit. For this attack, it deals damage equal to its remaining HP instead of its power."', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: You may attack with a friendly Droid unit. For this attack, it deals damage equal to its remaining HP instead of its power.'))).toEqual([
      { kind: 'action', cost: { exhaust: true }, effect: { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { controller: 'friendly', trait: 'Droid' } }, forThisAttack: { damageFromRemainingHp: true } } } },
    ]);
  });
  it('SEC Colonel Yularen: "Attack with a unit. Then, you may attack with another unit that costs less than it."', () => {
    expect(meaning(card('Leader', 'Action [Exhaust]: Attack with a unit. Then, you may attack with another unit that costs less than it.'))).toEqual([
      { kind: 'action', side: 'leader', cost: { exhaust: true }, effect: { do: 'sequence', steps: [
        { do: 'attackWith', attacker: { choose: 'unit', as: 'firstAttacker' } },
        { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { notRef: 'firstAttacker', lessThan: { stat: 'cost', of: 'firstAttacker' } } } } },
      ] } },
    ]);
  });
  it('LAW Hound\'s Tooth: "When Attack Ends: If this unit survived, you may defeat a unit with less power than this unit."', () => {
    expect(meaning(card('Unit', 'When Attack Ends: If this unit survived, you may defeat a unit with less power than this unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attackEnds' }, condition: { self: {} }, effect: { do: 'may', effect: { do: 'defeat', target: { choose: 'unit', filter: { lessThan: { stat: 'power', of: 'self' } } } } } },
    ]);
    notCompiled('Event', 'Defeat a unit with less power than this unit.');
  });
});

describe('the defender in On Attack abilities; the same arena; the first attack of the phase', () => {
  it('JTL Bossk: "On Attack: Exhaust the defender and deal 1 damage to it (if it\'s a unit)."', () => {
    expect(meaning(card('Unit', "On Attack: Exhaust the defender and deal 1 damage to it (if it's a unit)."))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'if', condition: { boundUnit: 'defender', filter: {} }, then: { do: 'sequence', steps: [{ do: 'exhaust', target: { ref: 'defender' } }, { do: 'dealDamage', target: { ref: 'defender' }, amount: 1 }] } } },
    ]);
    notCompiled('Event', "Exhaust the defender and deal 1 damage to it (if it's a unit).");
  });
  it('SOR Hardpoint Heavy Blaster (gained): "On Attack: If this unit isn\'t attacking a base, you may deal 2 damage to a unit in the defender\'s arena."', () => {
    expect(meaning(card('Unit', "On Attack: If this unit isn't attacking a base, you may deal 2 damage to a unit in the defender's arena."))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'if', condition: { boundUnit: 'defender', filter: {} }, then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { sameArenaAs: 'defender' } }, amount: 2 } } } },
    ]);
  });
  it('JTL Cat and Mouse: "Exhaust an enemy unit. If you do, ready a friendly unit in the same arena with power equal to or less than that enemy unit."', () => {
    expect(meaning(card('Event', 'Exhaust an enemy unit. If you do, ready a friendly unit in the same arena with power equal to or less than that enemy unit.'))).toEqual([
      { kind: 'event', effect: { do: 'ifYouDo', effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen1' } }, then: { do: 'ready', target: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: 'chosen1', lessThan: { stat: 'power', of: 'chosen1', orEqual: true } } } } } },
    ]);
  });
  it('LAW Anakin\'s Podracer: "While attacking, if no other units have attacked this phase, this unit deals combat damage before the defending unit."', () => {
    expect(meaning(card('Unit', 'While attacking, if no other units have attacked this phase, this unit deals combat damage before the defending unit.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { combatDamageFirst: true }, condition: { allOf: [{ self: { attacking: true } }, { not: { happenedThisPhase: 'attacked', filter: { other: true } } }] } },
    ]);
  });
});

describe('the defending unit first (6.3.5C)', () => {
  it('LAW The Stranger: "While attacking, you may have the defending unit deal combat damage before this unit."', () => {
    expect(meaning(card('Unit', 'While attacking, you may have the defending unit deal combat damage before this unit.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { defenderFirstOption: true } },
    ]);
    notCompiled('Event', 'While attacking, you may have the defending unit deal combat damage before this unit.');
  });
});

describe('an ability gained for this attack', () => {
  it('JTL Stay on Target: "... For this attack, it gets +2/+0 and gains: "When this unit deals damage to a base: Draw a card.""', () => {
    expect(meaning(card('Event', 'Attack with a Vehicle unit. For this attack, it gets +2/+0 and gains: "When this unit deals damage to a base: Draw a card."'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Vehicle' } }, forThisAttack: { power: 2, gain: [
        { kind: 'triggered', id: 'TEST_001-gained', text: 'When this unit deals damage to a base: Draw a card. (Test)', when: { on: 'event', event: 'dealsDamage', toBase: 'any', relation: 'self' }, effect: { do: 'draw', player: 'you' } },
      ] } } },
    ]);
  });
  it('a gained ability that does not compile (JTL Trench Run\'s deck discard) leaves the card uncompiled', () => {
    notCompiled('Event', 'Attack with a Fighter unit. For this attack, it gets +4/+0 and gains: "On Attack: Discard 2 cards from the defending player\'s deck. Deal unpreventable damage equal to the difference in the discarded cards\' costs to this unit."');
  });
});

describe('the defending player (an On Attack ability: the opponent)', () => {
  it('TWI Rush Clovis: "On Attack: If the defending player controls no ready resources, create a Battle Droid token."', () => {
    expect(meaning(card('Unit', 'On Attack: If the defending player controls no ready resources, create a Battle Droid token.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'if', condition: { readyResources: { player: 'opponent', atMost: 0 } }, then: { do: 'createToken', token: 'battle-droid' } } },
    ]);
    notCompiled('Unit', 'When Played: If the defending player controls no ready resources, create a Battle Droid token.');
  });
});

describe('a constant multiplied by the damage on a base', () => {
  it('TWI Anakin Skywalker (unit side): "This unit gets +1/+0 for every 5 damage on your base."', () => {
    expect(meaning(card('Unit', 'This unit gets +1/+0 for every 5 damage on your base.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, per: { baseDamageEvery: { player: 'you', every: 5 } } } },
    ]);
  });
});
