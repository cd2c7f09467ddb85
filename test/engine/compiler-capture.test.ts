// Compiler templates of the capture and control family, wave 4 (compiler/templates/capture.ts): real printed texts
// (from the cards named) and what each means, written by hand from the text and the rules (8.33 capture, 8.27 take
// control, 7.7.5 replacement).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const enemyNonLeader = { controller: 'enemy', nonLeader: true };

describe('"<captor> captures <units>" (8.33.1)', () => {
  it('SHD Legal Authority: "Attached unit captures an enemy non-leader unit with less power than it." ("it" is the attached unit)', () => {
    expect(meaning(card('Upgrade', 'When Played: Attached unit captures an enemy non-leader unit with less power than it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, lessPowerThan: 'attachedTo' } }, by: { ref: 'attachedTo' } } },
    ]);
  });
  it('SEC Moral Authority: "... with less remaining HP than it."', () => {
    expect(meaning(card('Upgrade', 'When Played: Attached unit captures an enemy non-leader unit with less remaining HP than it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, lessRemainingHpThan: 'attachedTo' } }, by: { ref: 'attachedTo' } } },
    ]);
  });
  it('SHD The Mandalorian\'s Rifle: "he" on an upgrade is the attached unit', () => {
    expect(meaning(card('Upgrade', 'When Played: If attached unit is The Mandalorian, he captures an exhausted enemy non-leader unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'if', condition: { attachedUnit: {}, name: 'The Mandalorian' }, then: { do: 'capture', target: { choose: 'unit', filter: { exhausted: true, ...enemyNonLeader } }, by: { ref: 'attachedTo' } } } },
    ]);
  });
  it('"he" on a unit is not read as a captor', () => {
    notCompiled(card('Unit', 'When Played: He captures an enemy non-leader unit.'));
  });
  it('SHD Rule with Respect: "A friendly unit captures each enemy non-leader unit that attacked your base this phase." (the captor is chosen)', () => {
    expect(meaning(card('Event', 'A friendly unit captures each enemy non-leader unit that attacked your base this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'capture', target: { all: 'units', filter: { ...enemyNonLeader, attackedYourBaseThisPhase: true } }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'captor' } } },
    ]);
  });
  it('SHD Ephant Mon: the captured unit is chosen first, then a friendly unit in its arena', () => {
    expect(meaning(card('Unit', 'On Attack: Choose an enemy non-leader unit that attacked your base this phase. A friendly unit in the same arena captures that unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, attackedYourBaseThisPhase: true }, as: 'chosen1' }, by: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: 'chosen1' } }, targetFirst: true } },
    ]);
  });
  it('SEC The Mandalorian: "You may choose an enemy non-leader unit. This unit captures it." (an optional choice)', () => {
    expect(meaning(card('Unit', 'When Played: You may choose an enemy non-leader unit. This unit captures it.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'capture', target: { choose: 'unit', filter: enemyNonLeader, as: 'chosen1' }, by: { self: true } } } },
    ]);
  });
  it('SEC Escape Pod: "You may have this unit capture a friendly non-Vehicle, non-leader unit."', () => {
    expect(meaning(card('Unit', 'When Played: You may have this unit capture a friendly non-Vehicle, non-leader unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'capture', target: { choose: 'unit', filter: { controller: 'friendly', notTrait: 'Vehicle', nonLeader: true } }, by: { self: true } } } },
    ]);
  });
  it('SHD Finalizer: "Choose any number of friendly units. Each of those units captures an enemy non-leader unit in the same arena."', () => {
    expect(meaning(card('Unit', 'When Played: Choose any number of friendly units. Each of those units captures an enemy non-leader unit in the same arena.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'forEachUnit', filter: { controller: 'friendly' }, anyNumber: true, as: 'eachCaptor', effect: { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, sameArenaAs: 'eachCaptor' } }, by: { ref: 'eachCaptor' } } } },
    ]);
  });
  it('"Each friendly unit captures an enemy non-leader unit in the same arena." (every friendly unit, no choice of units)', () => {
    expect(meaning(card('Event', 'Each friendly unit captures an enemy non-leader unit in the same arena.'))).toEqual([
      { kind: 'event', effect: { do: 'forEachUnit', filter: { controller: 'friendly' }, as: 'eachCaptor', effect: { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, sameArenaAs: 'eachCaptor' } }, by: { ref: 'eachCaptor' } } } },
    ]);
  });
  it('"Another friendly unit captures ..." on an event is not read ("another" than what?)', () => {
    notCompiled(card('Event', 'Another friendly unit captures an enemy non-leader unit.'));
  });
});

describe('captured cards, replacement, control', () => {
  it('SHD Unexpected Escape: "Exhaust a unit. You may rescue a captured card guarded by that unit."', () => {
    expect(meaning(card('Event', 'Exhaust a unit. You may rescue a captured card guarded by that unit.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'exhaust', target: { choose: 'unit', as: 'chosen2' } }, { do: 'may', effect: { do: 'capturedCard', action: 'rescue', guardRef: 'chosen2' } }] } },
    ]);
  });
  it('SHD Altering the Deal: "Discard a captured card guarded by a friendly unit."', () => {
    expect(meaning(card('Event', 'Discard a captured card guarded by a friendly unit.'))).toEqual([
      { kind: 'event', effect: { do: 'capturedCard', action: 'discard', guardFilter: { controller: 'friendly' } } },
    ]);
  });
  it('SHD IG-11: "If this unit would be captured, defeat him and deal 3 damage to each enemy ground unit instead."', () => {
    expect(meaning(card('Unit', 'If this unit would be captured, defeat him and deal 3 damage to each enemy ground unit instead.'))).toEqual([
      { kind: 'replacement', would: 'captured', instead: { do: 'sequence', steps: [{ do: 'defeat', target: { self: true } }, { do: 'dealDamage', target: { all: 'units', filter: { controller: 'enemy', arena: 'ground' } }, amount: 3 }] } },
    ]);
  });
  it('a replacement that would choose is not read (the replacement resolves as one batch of events)', () => {
    notCompiled(card('Unit', 'If this unit would be captured, deal 3 damage to an enemy ground unit instead.'));
  });
  it('LAW Two-Faced Troig: "You may have an opponent take control of this unit. If you do, create 2 Credit tokens."', () => {
    expect(meaning(card('Unit', 'When Played: You may have an opponent take control of this unit. If you do, create 2 Credit tokens.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'takeControl', target: { self: true }, player: 'opponent' } }, then: { do: 'createCredits', count: 2 } } },
    ]);
  });
  it('SHD Choose Sides: "Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units."', () => {
    expect(meaning(card('Event', 'Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units.'))).toEqual([
      { kind: 'event', effect: { do: 'exchangeControl', first: { choose: 'unit', filter: { controller: 'friendly', nonLeader: true } }, second: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true } } } },
    ]);
  });
  it('an exchange of two friendly units is not read', () => {
    notCompiled(card('Event', 'Choose a friendly non-leader unit and a friendly non-leader unit. Exchange control of those units.'));
  });
  it('"When this unit leaves play, that unit\'s owner takes control of that unit." after taking control of a chosen unit', () => {
    expect(meaning(card('Unit', "When Played: Take control of an enemy non-leader unit. When this unit leaves play, that unit's owner takes control of that unit."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'takeControl', target: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true }, as: 'chosen2' } },
        { do: 'delay', when: { event: 'sourceLeavesPlay' }, effect: { do: 'ownerTakesControl', target: { ref: 'chosen2' } }, text: "When this unit leaves play, that unit's owner takes control of that unit" },
      ] } },
    ]);
  });
});

describe('guarding, enemy captors, exchanges with Credits', () => {
  it('SEC Libertine: "This unit gets +1/+0 for each captured card it\'s guarding."', () => {
    expect(meaning(card('Unit', "This unit gets +1/+0 for each captured card it's guarding."))).toEqual([
      { kind: 'constant', affects: 'self', grant: { power: 1, per: { capturedBy: 'self' } } },
    ]);
  });
  it('SEC Libertine: "Choose an enemy unit and a non-leader friendly unit. The enemy unit captures the friendly unit."', () => {
    expect(meaning(card('Unit', 'When Played: Choose an enemy unit and a non-leader friendly unit. The enemy unit captures the friendly unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'capture', target: { choose: 'unit', filter: { nonLeader: true, controller: 'friendly' } }, by: { choose: 'unit', filter: { controller: 'enemy' } } } },
    ]);
  });
  it('"The enemy unit captures the enemy unit" is not read', () => {
    notCompiled(card('Unit', 'When Played: Choose an enemy unit and a non-leader friendly unit. The enemy unit captures the enemy unit.'));
  });
  it('SHD Detention Block Rescue: the amount is read for the chosen unit', () => {
    expect(meaning(card('Event', 'Deal 3 damage to a unit. If that unit is guarding any captured cards, deal 6 damage instead.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', as: 'damaged' }, amount: { when: { boundUnit: 'damaged', filter: { guarding: true } }, then: 6, otherwise: 3 } } },
    ]);
  });
  it('LAW Double-Cross: the player who takes the cheaper unit creates the difference in Credits', () => {
    const [ability] = meaning(card('Event', "Choose a friendly non-leader unit and an enemy non-leader unit. Exchange control of those units. The player who takes control of the lower-cost unit creates Credit tokens equal to the difference between those units' costs.")) as { effect: Record<string, unknown> }[];
    const count = { absDifference: [{ costOf: 'exchangeFirst' }, { costOf: 'exchangeSecond' }] };
    expect(ability!.effect).toEqual({
      do: 'ifYouDo',
      effect: { do: 'exchangeControl', first: { choose: 'unit', filter: { controller: 'friendly', nonLeader: true }, as: 'exchangeFirst' }, second: { choose: 'unit', filter: { controller: 'enemy', nonLeader: true }, as: 'exchangeSecond' } },
      then: { do: 'sequence', steps: [
        { do: 'if', condition: { compare: { costOf: 'exchangeFirst' }, is: 'fewer', than: { costOf: 'exchangeSecond' } }, then: { do: 'createCredits', count, player: 'opponent' } },
        { do: 'if', condition: { compare: { costOf: 'exchangeSecond' }, is: 'fewer', than: { costOf: 'exchangeFirst' } }, then: { do: 'createCredits', count, player: 'you' } },
      ] },
    });
  });
});

describe('several units with a total of N or less remaining HP; the defending player rescues', () => {
  it('SEC Dismantle the Conspiracy', () => {
    expect(meaning(card('Event', 'A friendly unit captures any number of enemy non-leader units with a total of 7 or less remaining HP.'))).toEqual([
      { kind: 'event', effect: { do: 'captureUpToTotal', by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'captor' }, filter: enemyNonLeader, maxRemainingHp: 7 } },
    ]);
  });
  it('TWI Cad Bane: "up to 3" and the defending player\'s rescue', () => {
    expect(meaning(card('Unit', 'When Played: This unit captures up to 3 enemy non-leader units with a total of 8 or less remaining HP.\nOn Attack: The defending player may rescue a card they own guarded by this unit. If they do, draw 2 cards.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'captureUpToTotal', by: { self: true }, filter: enemyNonLeader, maxRemainingHp: 8, upTo: 3 } },
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'ifYouDo', effect: { do: 'capturedCard', action: 'rescue', guardRef: 'self', chooser: 'opponent', optional: true, ownedByChooser: true }, then: { do: 'draw', player: 'you', count: 2 } } },
    ]);
  });
  it('the defending player\'s rescue outside an On Attack ability is not read', () => {
    notCompiled(card('Unit', 'When Played: The defending player may rescue a card they own guarded by this unit. If they do, draw 2 cards.'));
  });
});

describe('a captor compared by cost', () => {
  it('SHD Relentless Pursuit: the friendly unit chosen first, named by both later sentences', () => {
    expect(meaning(card('Event', 'Choose a friendly unit. It captures an enemy non-leader unit that costs the same as or less than it. If the friendly unit is a Bounty Hunter, give a Shield token to it.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'capture', target: { choose: 'unit', filter: { ...enemyNonLeader, costAtMostOf: 'captor' } }, by: { choose: 'unit', filter: { controller: 'friendly' }, as: 'captor' } },
        { do: 'if', condition: { boundUnit: 'captor', filter: { trait: 'Bounty Hunter' } }, then: { do: 'giveToken', token: 'shield', target: { ref: 'captor' } } },
      ] } },
    ]);
  });
});
