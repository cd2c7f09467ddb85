// Compiler templates of the "refs6" family (compiler/templates/refs6.ts): "On Defense", "him"/"her" for the unit
// itself, "it" for an upgrade's attached unit after "If attached unit is a ...", and "heal all damage from" a chosen
// unit. Real printed texts and what each means, written by hand from the text and the rules; near misses must not
// compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"On Defense" (7.6.15A: when the unit it is on is attacked)', () => {
  it('LAW Canto Bight Security: "On Defense: Create a Credit token."', () => {
    expect(meaning(card('Unit', 'On Defense: Create a Credit token.'))).toEqual([{ kind: 'triggered', when: { on: 'defense' }, effect: { do: 'createCredits' } }]);
  });
  it('an event or an upgrade printing it is not read (neither is ever the defender)', () => {
    notCompiled(card('Event', 'On Defense: Create a Credit token.'));
    notCompiled(card('Upgrade', 'On Defense: Create a Credit token.'));
  });
});

describe('"Return him to his owner\'s hand" on a unit: the unit itself', () => {
  it('SEC General Grievous: "When this unit is attacked: Return him to his owner\'s hand (before damage is dealt)."', () => {
    expect(meaning(card('Unit', "When this unit is attacked: Return him to his owner's hand (before damage is dealt).")))
      .toEqual([{ kind: 'triggered', when: { on: 'defense' }, effect: { do: 'returnToHand', target: { self: true } } }]);
  });
  it('a pronoun that does not agree with its possessive, or on an event (no "him" to name), is not read', () => {
    notCompiled(card('Unit', "When this unit is attacked: Return him to her owner's hand."));
    notCompiled(card('Event', "Return him to his owner's hand."));
  });
});

describe('an upgrade\'s "If attached unit is a <trait>, ... it": "it" is the attached unit', () => {
  it('SHD Mandalorian Armor: "When Played: If attached unit is a Mandalorian, give a Shield token to it."', () => {
    expect(meaning(card('Upgrade', 'Attach to a non-Vehicle unit.\nWhen Played: If attached unit is a Mandalorian, give a Shield token to it.'))).toEqual([
      { kind: 'attachTo', filter: { notTrait: 'Vehicle' } },
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { attachedUnit: { trait: 'Mandalorian' } }, then: { do: 'giveToken', token: 'shield', target: { ref: 'attachedTo' } } } },
    ]);
  });
  it('a body that names another unit besides "it", or a unit printing it, is not read', () => {
    notCompiled(card('Upgrade', 'When Played: If attached unit is a Mandalorian, give a Shield token to it and to a friendly unit.'));
    notCompiled(card('Unit', 'When Played: If attached unit is a Mandalorian, give a Shield token to it.'));
  });
});

describe('"heal all damage from a unit ... and give 2 Shield tokens to it"', () => {
  it('SHD The Mandalorian: the amount is the damage on the chosen unit; "it" is that unit', () => {
    expect(meaning(card('Unit', 'When Played: You may heal all damage from a unit that costs 2 or less and give 2 Shield tokens to it.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'sequence', steps: [
        { do: 'heal', target: { choose: 'unit', filter: { maxCost: 2 }, as: 'healedAll' }, amount: { damageOn: 'healedAll' } },
        { do: 'giveToken', token: 'shield', target: { ref: 'healedAll' }, count: 2 },
      ] } },
    }]);
  });
  it('all damage from every unit, or from several chosen units, is not read', () => {
    notCompiled(card('Event', 'Heal all damage from each friendly unit.'));
    notCompiled(card('Event', 'Heal all damage from each of up to 2 units.'));
  });
});

describe('"An opponent chooses ... they control. You may ... that unit / it.": the choice first, then "you may"', () => {
  it('LAW Jabba\'s Rancor: the opponent\'s ground unit is bound; nothing chosen, nothing offered', () => {
    expect(meaning(card('Unit', 'On Attack: An opponent chooses a ground unit they control. You may deal 7 damage to that unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'chooseTarget', target: { choose: 'unit', filter: { arena: 'ground', controller: 'enemy' }, chooser: 'opponent', as: 'chosen2' } },
        { do: 'if', condition: { boundUnit: 'chosen2', filter: {} }, then: { do: 'may', effect: { do: 'dealDamage', target: { ref: 'chosen2' }, amount: 7 } } },
      ] },
    }]);
  });
  it('SHD Grey Squadron Y-Wing: a unit or base (an opponent always has a base to choose)', () => {
    expect(meaning(card('Unit', 'On Attack: An opponent chooses a unit or base they control. You may deal 2 damage to it.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'chooseTarget', target: { choose: 'unitOrBase', chooser: 'opponent', filter: { controller: 'enemy' }, as: 'chosen1' } },
        { do: 'may', effect: { do: 'dealDamage', target: { ref: 'chosen1' }, amount: 2 } },
      ] },
    }]);
  });
  it('"you may" doing more than one thing, a unit named twice, or "another unit" is not read', () => {
    notCompiled(card('Unit', 'On Attack: An opponent chooses a ground unit they control. You may deal 7 damage to that unit and 2 damage to your base.'));
    notCompiled(card('Unit', 'On Attack: An opponent chooses a ground unit they control. You may deal 2 damage to it and exhaust it.'));
    notCompiled(card('Unit', 'On Attack: An opponent chooses another unit they control. You may deal 2 damage to it.'));
  });
});

describe('an upgrade\'s "in attached unit\'s arena": the arena of the unit it is attached to', () => {
  it('SEC Nimble Prowess: "When Played: You may exhaust a unit in attached unit\'s arena."', () => {
    expect(meaning(card('Upgrade', "Attach to a friendly unit.\nWhen Played: You may exhaust a unit in attached unit's arena."))).toEqual([
      { kind: 'attachTo', filter: { controller: 'friendly' } },
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'exhaust', target: { choose: 'unit', filter: { sameArenaAs: 'attachedTo' } } } } },
    ]);
  });
  it('on a unit (no attached unit), or with a second arena phrase, it is not read', () => {
    notCompiled(card('Unit', "When Played: You may exhaust a unit in attached unit's arena."));
    notCompiled(card('Upgrade', "When Played: You may exhaust a unit in this arena in attached unit's arena."));
  });
});

describe('"to a friendly unit and to an enemy unit"; "with a Shield token on it"', () => {
  it('LOF Darth Vader: two choices given a Shield token each; a choice narrowed to shielded units', () => {
    expect(meaning(card('Unit', 'When Played: Give a Shield token to a friendly unit and to an enemy unit.\nOn Attack: Defeat an enemy unit with a Shield token on it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { controller: 'friendly' } } },
        { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { controller: 'enemy' } } },
      ] } },
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'defeat', target: { choose: 'unit', filter: { controller: 'enemy', withShield: true } } } },
    ]);
  });
  it('"each enemy unit with a Shield token on it", or a second Shield mention, is not read this way', () => {
    notCompiled(card('Unit', 'On Attack: Defeat each enemy unit with a Shield token on it.'));
    notCompiled(card('Unit', 'On Attack: Defeat a Shield token on an enemy unit with a Shield token on it.'));
    notCompiled(card('Unit', 'When Played: Give a Shield token to a friendly unit and to it.'));
  });
});

describe('"give ... to this unit and another friendly unit"', () => {
  it('LAW Taramyn Barcona: this unit, then a choice of another friendly unit', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat a Credit token (belonging to any player). If you do, give an Experience token to this unit and another friendly unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'defeatCredits', player: 'any' } }, then: { do: 'sequence', steps: [
        { do: 'giveToken', token: 'experience', target: { self: true } },
        { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { other: true, controller: 'friendly' } } },
      ] } },
    }]);
  });
  it('"this unit and each other friendly unit" (no choice), or "this unit" on an event, is not read this way', () => {
    notCompiled(card('Unit', 'When Played: Give an Experience token to this unit and each other friendly unit.'));
    notCompiled(card('Event', 'Give an Experience token to this unit and another friendly unit.'));
  });
});

describe('"When damage is dealt to this unit": "When this unit is dealt damage" in other words', () => {
  it('SEC The Elite Squad: two heads, one effect', () => {
    const effect = { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { other: true, unique: true } }, amount: 2 } };
    expect(meaning(card('Unit', 'When Played/When damage is dealt to this unit: You may deal 2 damage to another unique unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'event', event: 'dealtDamage', relation: 'self' }, effect },
    ]);
  });
  it('on an event, or "damage is dealt to a unit", is not read', () => {
    notCompiled(card('Event', 'When damage is dealt to this unit: Draw a card.'));
    notCompiled(card('Unit', 'When damage is dealt to a unit: Draw a card.'));
  });
});
