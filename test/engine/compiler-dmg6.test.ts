// Compiler templates of the "dmg6" family (compiler/templates/dmg6.ts): damage and defeat with amounts and relative
// targets. Real printed texts and what each means, written by hand from the text and the rules, and near misses that
// must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"Choose an opponent. Defeat each unit that player controls."', () => {
  it('TWI The Invasion of Christophsis: every enemy unit (two players)', () => {
    expect(meaning(card('Event', 'Choose an opponent. Defeat each unit that player controls.'))).toEqual([
      { kind: 'event', effect: { do: 'defeat', target: { all: 'units', filter: { controller: 'enemy' } } } },
    ]);
  });
  it('"each ground unit that player controls" is not read', () => {
    notCompiled(card('Event', 'Choose an opponent. Defeat each ground unit that player controls.'));
  });
});

describe('"Choose a unit. You may deal 1 damage to it for each ..."', () => {
  it('SHD Krrsantan: "On Attack: Choose a ground unit. You may deal 1 damage to it for each damage on this unit."', () => {
    expect(meaning(card('Unit', 'On Attack: Choose a ground unit. You may deal 1 damage to it for each damage on this unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: { damageOn: 'self' } } },
    }]);
  });
  it('a count naming "it" ("for each damage on it") is not read', () => {
    notCompiled(card('Unit', 'On Attack: Choose a ground unit. You may deal 1 damage to it for each damage on it.'));
  });
  it('"deal 1 damage to it" with no "for each" is not this template (nor a may of a printed amount)', () => {
    notCompiled(card('Unit', 'On Attack: Choose a ground unit. You may deal 1 damage to it for each.'));
  });
});

describe('"with less power than this unit" (return to hand)', () => {
  it('TWI Enfys Nest: both heads, the current power of this unit', () => {
    const effect = { do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true, lessThan: { stat: 'power', of: 'self' } } } } };
    expect(meaning(card('Unit', "When Played/On Attack: You may return an enemy non-leader unit with less power than this unit to its owner's hand."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('on an event (no "this unit") it is not read', () => {
    notCompiled(card('Event', "Return an enemy non-leader unit with less power than this unit to its owner's hand."));
  });
});

describe('"with power equal to or less than the chosen unit"', () => {
  it('LAW Nothing Left to Fear: the chosen unit is bound; the defeat only when one was chosen', () => {
    expect(meaning(card('Event', 'Choose a friendly unit and give it +2/+2 for this phase. Then, you may defeat a non-leader unit with power equal to or less than the chosen unit.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'dmg6Chosen' }, power: 2, hp: 2, duration: 'thisPhase' },
        { do: 'if', condition: { boundUnit: 'dmg6Chosen', filter: {} }, then: { do: 'may', effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, lessThan: { stat: 'power', of: 'dmg6Chosen', orEqual: true } } } } } },
      ] },
    }]);
  });
  it('"with less power than the chosen unit" (strictly less) is not read', () => {
    notCompiled(card('Event', 'Choose a friendly unit and give it +2/+2 for this phase. Then, you may defeat a non-leader unit with less power than the chosen unit.'));
  });
});

describe('"you may deal that much damage to another unit" after a heal', () => {
  it('SOR It Binds All Things: the healed unit is bound; the amount is what was healed', () => {
    expect(meaning(card('Event', 'Heal up to 3 damage from a unit. If you control a FORCE unit, you may deal that much damage to another unit.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'healUpTo', target: { choose: 'unit', as: 'dmg6Healed' }, amount: 3 },
        { do: 'if', condition: { youControl: { trait: 'Force' } }, then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { notRef: 'dmg6Healed' } }, amount: { healedThisWay: true } } } },
      ] },
    }]);
  });
  it('after a heal of a fixed amount ("Heal 3 damage") it is not read', () => {
    notCompiled(card('Event', 'Heal 3 damage from a unit. If you control a FORCE unit, you may deal that much damage to another unit.'));
  });
  it('"another ground unit" (a filter of its own) is not read', () => {
    notCompiled(card('Event', 'Heal up to 3 damage from a unit. If you control a FORCE unit, you may deal that much damage to another ground unit.'));
  });
});

describe('"a base or another unit in the same arena"', () => {
  it('LAW Collateral Damage', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a unit. Then, deal 2 damage to a base or another unit in the same arena.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'dealDamage', target: { choose: 'unit', as: 'dmg6Chosen' }, amount: 2 },
        { do: 'dealDamage', target: { choose: 'unitOrBase', filter: { notRef: 'dmg6Chosen', sameArenaAs: 'dmg6Chosen' } }, amount: 2 },
      ] },
    }]);
  });
  it('"a base or another unit in a different arena" is not read', () => {
    notCompiled(card('Event', 'Deal 2 damage to a unit. Then, deal 2 damage to a base or another unit in a different arena.'));
  });
});

describe('"When an opponent plays a card: ... damage equal to that card\'s cost to their base or a ... unit they control"', () => {
  it('SHD Krayt Dragon', () => {
    expect(meaning(card('Unit', "When an opponent plays a card: You may deal damage equal to that card's cost to their base or a ground unit they control."))).toEqual([{
      kind: 'triggered', when: { on: 'event', event: 'played', filter: { controller: 'enemy' } },
      effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unitOrBase', filter: { controller: 'enemy', arena: 'ground' } }, amount: { costOf: 'subject' } } },
    }]);
  });
  it('after "When you play a card" ("their" has no opponent) it is not read', () => {
    notCompiled(card('Unit', "When you play a card: You may deal damage equal to that card's cost to their base or a ground unit they control."));
  });
});

describe('amounts read per unit or per player of one effect', () => {
  it('SHD Qi\'ra: "When Deployed: Heal all damage from each unit. Then, deal damage to each unit equal to half its remaining HP, rounded down."', () => {
    const abilities = meaning(card('Leader', 'Action [Exhaust]: Deal 2 damage to a friendly unit.', { backText: 'When Deployed: Heal all damage from each unit. Then, deal damage to each unit equal to half its remaining HP, rounded down.' }));
    expect(abilities[abilities.length - 1]).toEqual({
      kind: 'triggered', side: 'unit', when: { on: 'deployed' },
      effect: { do: 'sequence', steps: [
        { do: 'eachUnitAmount', kind: 'heal', target: { all: 'units' }, as: 'dmg6Each', amount: { damageOn: 'dmg6Each' } },
        { do: 'eachUnitAmount', kind: 'damage', target: { all: 'units' }, as: 'dmg6Each', amount: { floorDivide: { remainingHpOf: 'dmg6Each' }, by: 2 } },
      ] },
    });
  });
  it('"half its remaining HP, rounded up" is not read', () => {
    notCompiled(card('Event', 'Heal all damage from each unit. Then, deal damage to each unit equal to half its remaining HP, rounded up.'));
  });
  it('SHD The Chaos of War: each base, its own player\'s hand', () => {
    expect(meaning(card('Event', "Deal damage to each player's base equal to the number of cards in that player's hand."))).toEqual([
      { kind: 'event', effect: { do: 'eachBaseOwnAmount', amount: { countCards: 'hand' } } },
    ]);
  });
  it('"... equal to the number of cards in your hand" to each player\'s base is not this template', () => {
    notCompiled(card('Event', "Deal damage to each player's base equal to the number of cards in that player's discard pile."));
  });
});

describe('"a second unit", "a third unit", "a fourth unit"', () => {
  it('TWI Unlimited Power (the reminder text says the damage is dealt at once)', () => {
    expect(meaning(card('Event', 'Deal 4 damage to a unit, 3 damage to a second unit, 2 damage to a third unit, and 1 damage to a fourth unit. (All damage is dealt simultaneously.)'))).toEqual([
      { kind: 'event', effect: { do: 'damageDifferentUnits', amounts: [4, 3, 2, 1] } },
    ]);
  });
  it('ordinals out of order, or an "and" that is not before the last part, are not read', () => {
    notCompiled(card('Event', 'Deal 4 damage to a unit, 3 damage to a third unit, and 2 damage to a second unit.'));
    notCompiled(card('Event', 'Deal 4 damage to a unit, and 3 damage to a second unit, 2 damage to a third unit.'));
  });
  it('"a second ground unit" (a filter) is not read', () => {
    notCompiled(card('Event', 'Deal 4 damage to a unit, and 3 damage to a second ground unit.'));
  });
});
