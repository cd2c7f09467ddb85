// Compiler templates for attack-bound text (compiler/templates/attacks.ts, wave 2 family "attacks"): real printed texts
// (from the cards named) and what each means, written by hand from the text and the rules (7.1.6 modified attacks,
// 6.3.5C combat damage before the defender).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card, meaning } from './compiler-helpers.js';

function notCompiled(type: string, text: string): void {
  expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('attack even if exhausted; can\'t attack bases for this attack', () => {
  it('JTL Dogfight: "Attack with a unit, even if it\'s exhausted. That unit can\'t attack bases for this attack."', () => {
    expect(meaning(card('Event', "Attack with a unit, even if it's exhausted. That unit can't attack bases for this attack."))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, evenIfExhausted: true, defender: { unitsOnly: true } } },
    ]);
  });
  it('LAW 4-LOM: "When Played: You may attack with a friendly Bounty Hunter unit, even if it\'s exhausted. it can\'t attack bases ..."', () => {
    expect(meaning(card('Unit', "When Played: You may attack with a friendly Bounty Hunter unit, even if it's exhausted. it can't attack bases for this attack."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { controller: 'friendly', trait: 'Bounty Hunter' } }, evenIfExhausted: true, defender: { unitsOnly: true } } } },
    ]);
  });
  it('LOF Niman Strike: "Attack with a Force unit, even if it\'s exhausted. It gets +1/+0 and can\'t attack bases for this attack."', () => {
    expect(meaning(card('Event', "Attack with a Force unit, even if it's exhausted. It gets +1/+0 and can't attack bases for this attack."))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit', filter: { trait: 'Force' } }, evenIfExhausted: true, forThisAttack: { power: 1 }, defender: { unitsOnly: true } } },
    ]);
  });
  it('LOF Darth Maul\'s Lightsaber: "If attached unit is Darth Maul, you may attack with him. For this attack, he gains Overwhelm and can\'t attack bases."', () => {
    expect(meaning(card('Upgrade', "When Played: If attached unit is Darth Maul, you may attack with him. For this attack, he gains Overwhelm and can't attack bases."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { attachedUnit: {}, name: 'Darth Maul' }, then: { do: 'may', effect: { do: 'attackWith', attacker: { ref: 'attachedTo' }, forThisAttack: { keywords: [{ name: 'Overwhelm' }] }, defender: { unitsOnly: true } } } } },
    ]);
    notCompiled('Unit', "When Played: If attached unit is Darth Maul, you may attack with him. For this attack, he gains Overwhelm and can't attack bases.");
  });
  it('"even if it\'s exhausted" alone', () => {
    expect(meaning(card('Event', "Attack with a unit, even if it's exhausted."))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, evenIfExhausted: true } },
    ]);
  });
});

describe('combat damage before the defender (6.3.5C)', () => {
  it('SOR Shoot First: "Attack with a unit. It gets +1/+0 for this attack and deals its combat damage before the defender."', () => {
    expect(meaning(card('Event', 'Attack with a unit. It gets +1/+0 for this attack and deals its combat damage before the defender. (If the defender is defeated, it deals no combat damage.)'))).toEqual([
      { kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 1, combatDamageFirst: true } } },
    ]);
  });
  it('LOF Trust Your Instincts: "Use the Force. If you do, attack with a unit. It gets +2/+0 for this attack and deals ..."', () => {
    expect(meaning(card('Event', 'Use the Force. If you do, attack with a unit. It gets +2/+0 for this attack and deals its combat damage before the defender.'))).toEqual([
      { kind: 'event', effect: { do: 'pay', cost: [{ useTheForce: true }], then: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { power: 2, combatDamageFirst: true } } } },
    ]);
  });
  it('SOR Han Solo / SHD Incinerator Trooper: "While attacking, this unit deals combat damage before the defender."', () => {
    expect(meaning(card('Unit', 'While attacking, this unit deals combat damage before the defender. (If the defender is defeated, it deals no combat damage.)'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { combatDamageFirst: true } },
    ]);
  });
  it('not on an event or an upgrade (no "this unit" there)', () => {
    notCompiled('Upgrade', 'While attacking, this unit deals combat damage before the defender.');
  });
});

describe('On Attack: this unit gets +N/+0 for this attack and deals combat damage before the defender', () => {
  it('TWI Asajj Ventress (unit side): "On Attack: If you played an event this phase, this unit gets +1/+0 for this attack and deals ..."', () => {
    expect(meaning(card('Unit', 'On Attack: If you played an event this phase, this unit gets +1/+0 for this attack and deals combat damage before the defender.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'attack' },
        effect: {
          do: 'if', condition: { happenedThisPhase: 'played', filter: { controller: 'friendly' }, cardType: 'event' },
          then: { do: 'sequence', steps: [{ do: 'modifyStats', target: { self: true }, power: 1, duration: 'thisAttack' }, { do: 'dealCombatDamageFirst', target: { self: true }, duration: 'thisAttack' }] },
        },
      },
    ]);
  });
  it('not outside an attack (When Played)', () => {
    notCompiled('Unit', 'When Played: This unit gets +1/+0 for this attack and deals combat damage before the defender.');
  });
});

describe('the attacker gets -N/-0 while attached unit is defending (an upgrade)', () => {
  it('SOR Electrostaff: "While attached unit is defending, the attacker gets -1/-0." (an upgrade: the attached unit)', () => {
    expect(meaning(card('Upgrade', 'While attached unit is defending, the attacker gets -1/-0.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { attackerWhileDefending: { power: -1 } } },
    ]);
  });
  it('HP changes and the wrong host are not read', () => {
    notCompiled('Upgrade', 'While attached unit is defending, the attacker gets -1/-1.');
    notCompiled('Unit', 'While attached unit is defending, the attacker gets -1/-0.');
  });
});

describe('the attacker gets -N/-0 for this attack, in a When This Unit Is Attacked trigger', () => {
  it('LOF Chirrut Imwe: "When this unit is attacked (before damage is dealt): You may use the Force ... the attacker gets -2/-0 ..."', () => {
    expect(meaning(card('Unit', 'When this unit is attacked (before damage is dealt): You may use the Force (lose your Force token). If you do, the attacker gets -2/-0 for this attack.'))).toEqual([
      { kind: 'triggered', when: { on: 'defense' }, effect: { do: 'pay', cost: [{ useTheForce: true }], then: { do: 'modifyStats', target: { ref: 'attacker' }, power: -2, duration: 'thisAttack' } } },
    ]);
  });
  it('"the attacker" is not bound by other heads', () => {
    notCompiled('Unit', 'When Played: The attacker gets -2/-0 for this attack.');
    notCompiled('Event', 'The attacker gets -2/-0 for this attack.');
  });
});

describe('"When a friendly unit\'s attack ends:" (6.3.5)', () => {
  it('LAW Cassian Andor: "When a friendly unit\'s attack ends: If the defending unit was defeated, deal 2 damage to a base."', () => {
    expect(meaning(card('Unit', "When a friendly unit's attack ends: If the defending unit was defeated, deal 2 damage to a base."))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attackEnds', filter: { controller: 'friendly' } }, effect: { do: 'if', condition: { defeatedRef: 'defender' }, then: { do: 'dealDamage', target: { choose: 'base' }, amount: 2 } } },
    ]);
  });
  it('LAW Boba Fett (unit side): "When a friendly Bounty Hunter unit\'s attack ends: If the defending unit was defeated, create a Credit token."', () => {
    expect(meaning(card('Unit', "When a friendly Bounty Hunter unit's attack ends: If the defending unit was defeated, create a Credit token."))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'attackEnds', filter: { controller: 'friendly', trait: 'Bounty Hunter' } }, effect: { do: 'if', condition: { defeatedRef: 'defender' }, then: { do: 'createCredits' } } },
    ]);
  });
  it('enemy units, "another", events are not read', () => {
    notCompiled('Unit', "When an enemy unit's attack ends: Draw a card.");
    notCompiled('Unit', "When another friendly unit's attack ends: Draw a card.");
  });
});

describe('"If you do, attack with another unit. It gets ... for this attack."', () => {
  it('SEC Accelerate Our Plans: "another" than the unit exhausted first', () => {
    expect(meaning(card('Event', 'Exhaust a friendly unit. If you do, attack with another unit. It gets +3/+0 for this attack.'))).toEqual([
      {
        kind: 'event',
        effect: {
          do: 'ifYouDo',
          effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'firstChosen' } },
          then: { do: 'attackWith', attacker: { choose: 'unit', filter: { notRef: 'firstChosen' } }, forThisAttack: { power: 3 } },
        },
      },
    ]);
  });
});

describe('what the attack templates leave alone', () => {
  it('modifiers with no attack before them, or two attacks', () => {
    notCompiled('Event', 'Draw a card. It gets +2/+0 for this attack.');
    notCompiled('Event', 'Attack with a unit. Attack with a unit. It gets +1/+0 for this attack and deals its combat damage before the defender.');
  });
  it('a modifier it does not know', () => {
    notCompiled('Event', 'Attack with a unit. It gets +1/+0 and deals double damage for this attack.');
  });
});
