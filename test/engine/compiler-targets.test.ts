// Compiler templates of the targets family (compiler/templates/targets.ts, and the names a trigger binds in
// compile.ts): real printed texts (from the cards named) and what each means, written by hand from the text and the
// rules. Texts that must NOT compile are checked too: a half-understood sentence stays unsupported.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

const status = (type: string, text: string) => compileCard(card(type, text)).engineSupport.status;

describe('"Defeat an upgrade ..." (defeatUpgrade, 1.5.5C)', () => {
  it('Confiscate: "Defeat an upgrade."', () => {
    expect(meaning(card('Event', 'Defeat an upgrade.'))).toEqual([{ kind: 'event', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true } } }]);
  });
  it('Ketsu Onyo: "... You may defeat an upgrade that costs 2 or less."', () => {
    expect(meaning(card('Unit', 'When this unit deals combat damage to a base: You may defeat an upgrade that costs 2 or less.'))).toEqual([{
      kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base' },
      effect: { do: 'may', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true, filter: { maxCost: 2 } } } },
    }]);
  });
  it('DRK-1 Probe Droid: "When Played: You may defeat a non-unique upgrade."', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat a non-unique upgrade.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true, filter: { unique: false } } } },
    }]);
  });
  it('Overcharged Transport: "You may defeat an upgrade attached to a space unit."', () => {
    expect(meaning(card('Unit', 'When Played: You may defeat an upgrade attached to a space unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true, attachedTo: { arena: 'space' } } } },
    }]);
  });
  it('does not read what it does not understand', () => {
    // "a non-leader upgrade" (a Pilot leader), "another unit": unsupported. ("Defeat any number of upgrades on a
    // unit" is read by templates/pilots.ts: compiler-pilots.test.ts.)
    expect(status('Event', 'Defeat a non-leader upgrade attached to a unit.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'When Played: Defeat an upgrade attached to another unit.')).not.toBe('EXECUTABLE');
  });
});

describe('"Take control of a non-leader unit" (8.27)', () => {
  it('No Glory, Only Results: "Take control of a non-leader unit, then defeat it."', () => {
    expect(meaning(card('Event', 'Take control of a non-leader unit, then defeat it.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'takeControl', target: { choose: 'unit', filter: { nonLeader: true }, as: 'chosen2' } }, { do: 'defeat', target: { ref: 'chosen2' } }] },
    }]);
  });
  it('a unit that may be a leader is not read (the engine does not move leader units, 3.4.6)', () => {
    expect(status('Event', 'Take control of a unit.')).not.toBe('EXECUTABLE');
  });
});

describe('"An opponent chooses a unit they control. <effect> that unit."', () => {
  it('Avenger: the opponent chooses among the units they control (enemy units to the controller)', () => {
    const effect = { do: 'defeat', target: { choose: 'unit', chooser: 'opponent', filter: { nonLeader: true, controller: 'enemy' } } };
    expect(meaning(card('Unit', 'When Played/On Attack: An opponent chooses a non-leader unit they control. Defeat that unit.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('Cal Kestis: "An opponent chooses a ready unit they control. Exhaust that unit."', () => {
    expect(meaning(card('Unit', 'On Attack: An opponent chooses a ready unit they control. Exhaust that unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' }, effect: { do: 'exhaust', target: { choose: 'unit', chooser: 'opponent', filter: { exhausted: false, controller: 'enemy' } } },
    }]);
  });
  it('"You may deal 7 damage to that unit" (Jabba\'s Rancor) is not folded into the opponent\'s choice (the "may" would be theirs): the choice comes first on its own (templates/refs6.ts)', () => {
    const [ability] = compileCard(card('Unit', 'On Attack: An opponent chooses a ground unit they control. You may deal 7 damage to that unit.')).abilities;
    const effect = ability && 'effect' in ability ? ability.effect : undefined;
    expect(effect?.do === 'sequence' ? effect.steps[0]!.do : effect?.do).toBe('chooseTarget');
  });
});

describe('names a trigger binds: "the defender" (On Attack), "attached unit" (an upgrade\'s When Played)', () => {
  it('Kintan Intimidator: "On Attack: Exhaust the defender."', () => {
    expect(meaning(card('Unit', 'On Attack: Exhaust the defender.'))).toEqual([{ kind: 'triggered', when: { on: 'attack' }, effect: { do: 'exhaust', target: { ref: 'defender' } } }]);
  });
  it('Kill Switch: "When Played: Exhaust attached unit." / Twice the Pride: "Deal 2 damage to attached unit."', () => {
    expect(meaning(card('Upgrade', 'When Played: Exhaust attached unit.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'exhaust', target: { ref: 'attachedTo' } } }]);
    expect(meaning(card('Upgrade', 'When Played: Deal 2 damage to attached unit.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'dealDamage', target: { ref: 'attachedTo' }, amount: 2 } }]);
  });
  it('only where the trigger binds the name', () => {
    // "the defender" outside an On Attack ability, "attached unit" on a unit or after When Defeated: nothing binds them.
    expect(status('Unit', 'When Played: Exhaust the defender.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'When Played: Exhaust attached unit.')).not.toBe('EXECUTABLE');
    expect(status('Upgrade', 'When Defeated: Exhaust attached unit.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'When Played/On Attack: Exhaust the defender.')).not.toBe('EXECUTABLE');
  });
});

describe('"it" after a part that chose nothing (compile.ts: aliased)', () => {
  it('Paige Tico: "Give an Experience token to this unit, then deal 1 damage to it." -> "it" is this unit', () => {
    expect(meaning(card('Unit', 'On Attack: Give an Experience token to this unit, then deal 1 damage to it.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [{ do: 'giveToken', token: 'experience', target: { self: true } }, { do: 'dealDamage', target: { self: true }, amount: 1 }] },
    }]);
  });
  it('"the defender" is not aliased ("(if it\'s a unit)" is reminder text the compiler drops; Bossk\'s own sentence is read with that condition by templates/attacks-more.ts)', () => {
    expect(status('Unit', 'On Attack: Exhaust the defender. Then, deal 1 damage to it.')).not.toBe('EXECUTABLE');
  });
  it('two things named before "it": not read', () => {
    expect(status('Event', 'Draw a card, then deal 1 damage to it.')).not.toBe('EXECUTABLE');
  });
});

describe('token upgrades and Shield tokens as targets', () => {
  it('Vaneé: "You may defeat an Experience token on a friendly unit. If you do, give an Experience token to a friendly unit."', () => {
    const [a] = meaning(card('Unit', 'When Played: You may defeat an Experience token on a friendly unit. If you do, give an Experience token to a friendly unit.'));
    expect(a).toEqual({
      kind: 'triggered', when: { on: 'played' },
      effect: {
        do: 'ifYouDo',
        effect: { do: 'may', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true, filter: { name: 'Experience' }, attachedTo: { controller: 'friendly' } } } },
        then: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { controller: 'friendly' } } },
      },
    });
  });
  it('Piercing Shot: "Defeat all Shield tokens on a unit. Deal 3 damage to that unit."', () => {
    expect(meaning(card('Event', 'Defeat all Shield tokens on a unit. Deal 3 damage to that unit.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'defeatShields', target: { choose: 'unit', as: 'chosen2' } }, { do: 'dealDamage', target: { ref: 'chosen2' }, amount: 3 }] },
    }]);
  });
  it('"Defeat an Experience token on it": no upgrade target names "it"; templates/pilots.ts reads it (upgradesOn on this unit)', () => {
    expect(status('Event', 'Defeat an Experience token on it.')).not.toBe('EXECUTABLE');
  });
});

describe('"a unit with N or less/more power" (current power, 1.11)', () => {
  it('Keep Fighting: "Ready a unit with 3 or less power." / Fell the Dragon: "Defeat a non-leader unit with 5 or more power."', () => {
    expect(meaning(card('Event', 'Ready a unit with 3 or less power.'))).toEqual([{ kind: 'event', effect: { do: 'ready', target: { choose: 'unit', filter: { maxPower: 3 } } } }]);
    expect(meaning(card('Event', 'Defeat a non-leader unit with 5 or more power.'))).toEqual([{ kind: 'event', effect: { do: 'defeat', target: { choose: 'unit', filter: { nonLeader: true, minPower: 5 } } } }]);
  });
  it('Academy Disciplinarian: the clause narrows the one choice, "it" still names it', () => {
    expect(meaning(card('Unit', 'When Played: You may deal 1 damage to a friendly unit with 2 or less power and ready it.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'sequence', steps: [
        { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'friendly', maxPower: 2 }, as: 'chosen2' }, amount: 1 },
        { do: 'ready', target: { ref: 'chosen2' } },
      ] } },
    }]);
  });
  it('each part of "... and N damage to ..." is read on its own: the clause stays with its unit', () => {
    expect(meaning(card('Event', 'Deal 1 damage to a unit with 3 or less power and 1 damage to a unit.'))).toEqual([{ kind: 'event', effect: { do: 'sequence', steps: [
      { do: 'dealDamage', target: { choose: 'unit', filter: { maxPower: 3 } }, amount: 1 },
      { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 },
    ] } }]);
  });
  it('not read where the choice is ambiguous or the power clause is not about a chosen unit', () => {
    expect(status('Event', 'Deal 1 damage to each unit with 3 or less power.')).not.toBe('EXECUTABLE');
    // "..., this unit gains Sentinel." is read since wave 4 (grants family, test/engine/compiler-grants.test.ts): a keyword
    // grant can't change the power its condition reads; a power grant could.
    expect(status('Unit', 'While you control a unit with 4 or more power, this unit gets +1/+0.')).not.toBe('EXECUTABLE');
  });
});

describe('"a Fighter or Transport unit" (anyTrait)', () => {
  it('Electromagnetic Pulse: "Deal 2 damage to a Droid or Vehicle unit and exhaust it."', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a Droid or Vehicle unit and exhaust it.'))).toEqual([{ kind: 'event', effect: { do: 'sequence', steps: [
      { do: 'dealDamage', target: { choose: 'unit', filter: { anyTrait: ['Droid', 'Vehicle'] }, as: 'chosen2' }, amount: 2 },
      { do: 'exhaust', target: { ref: 'chosen2' } },
    ] } }]);
  });
  it('aspects and keywords are not traits: "a Vigilance or Command unit", "a Sentinel or Raid unit" are not read as traits', () => {
    expect(JSON.stringify(compileCard(card('Event', 'Deal 2 damage to a Vigilance or Command unit.')).abilities)).not.toContain('anyTrait');
    expect(JSON.stringify(compileCard(card('Event', 'Deal 2 damage to a Sentinel or Raid unit.')).abilities)).not.toContain('anyTrait');
  });
});

describe('"The defender gets -N/-0 for this attack"', () => {
  it('Catch Unawares: on the attack it starts (attackModifiers.defender)', () => {
    expect(meaning(card('Event', 'Attack with a unit. The defender gets -4/-0 for this attack.'))).toEqual([{
      kind: 'event', effect: { do: 'attackWith', attacker: { choose: 'unit' }, forThisAttack: { defender: { power: -4 } } },
    }]);
  });
  it('Grand Inquisitor (unit side): "On Attack: The defender gets -2/-0 for this attack."', () => {
    expect(meaning(card('Unit', 'On Attack: The defender gets -2/-0 for this attack.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' }, effect: { do: 'modifyStats', target: { ref: 'defender' }, power: -2, duration: 'thisAttack' },
    }]);
  });
  it('HP changes (a base has HP) and attacks that already have modifiers are not read', () => {
    expect(status('Event', 'Attack with a unit. The defender gets -2/-2 for this attack.')).not.toBe('EXECUTABLE');
    expect(status('Unit', 'On Attack: The defender gets -1/-1 for this attack.')).not.toBe('EXECUTABLE');
    expect(status('Event', 'Attack with a unit. It gets +2/+0 for this attack. The defender gets -2/-0 for this attack.')).not.toBe('EXECUTABLE');
  });
});

describe('two attacks, and "each unit that isn\'t upgraded"', () => {
  it('Outflank: "Attack with 2 units (one at a time)." -> two attacks, the second by a different unit', () => {
    expect(meaning(card('Event', 'Attack with 2 units (one at a time).'))).toEqual([{ kind: 'event', effect: { do: 'sequence', steps: [
      { do: 'attackWith', attacker: { choose: 'unit' }, as: 'firstAttacker' },
      { do: 'attackWith', attacker: { choose: 'unit', filter: { notRef: 'firstAttacker' } } },
    ] } }]);
  });
  it('Nebula Ignition: "Defeat each unit that isn\'t upgraded."', () => {
    expect(meaning(card('Event', "Defeat each unit that isn't upgraded."))).toEqual([{ kind: 'event', effect: { do: 'defeat', target: { all: 'units', filter: { upgraded: false } } } }]);
  });
});

describe('more on "attached unit" and "it"', () => {
  it('Snapshot Reflexes / Hold-Out Blaster: the attached unit attacks, or deals the damage', () => {
    expect(meaning(card('Upgrade', 'When Played: You may attack with attached unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'attackWith', attacker: { ref: 'attachedTo' } } },
    }]);
    expect(meaning(card('Upgrade', 'When Played: You may have attached unit deal 1 damage to a ground unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' } }, amount: 1, by: { ref: 'attachedTo' } } },
    }]);
  });
  it('Calm in the Storm: "give a Shield token and 2 Experience tokens to it"', () => {
    expect(meaning(card('Event', 'Exhaust a friendly unit. If you do, give a Shield token and 2 Experience tokens to it.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'ifYouDo', effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen1' } },
        then: { do: 'sequence', steps: [{ do: 'giveToken', token: 'shield', target: { ref: 'chosen1' } }, { do: 'giveToken', token: 'experience', target: { ref: 'chosen1' }, count: 2 }] },
      },
    }]);
  });
  it('"a Shield tokens" (number and noun disagree) and a fresh choice ("to a unit") are not read by it', () => {
    expect(status('Event', 'Exhaust a friendly unit. If you do, give a Shield tokens and 2 Experience tokens to it.')).not.toBe('EXECUTABLE');
    expect(JSON.stringify(compileCard(card('Event', 'Give a Shield token and an Experience token to a unit.')).abilities)).not.toContain('"count"');
  });
});

describe('"Exhaust up to 2 units", "Discard 6 cards from an opponent\'s deck"', () => {
  it('Cunning option: "Exhaust up to 2 units." -> one choice of up to 2 different units, may be fewer', () => {
    expect(meaning(card('Event', 'Exhaust up to 2 units.'))).toEqual([{ kind: 'event', effect: { do: 'exhaust', target: { choose: 'unit', count: 2, optional: true } } }]);
  });
  it('Vigilance option: "Discard 6 cards from an opponent\'s deck."', () => {
    expect(meaning(card('Event', "Discard 6 cards from an opponent's deck."))).toEqual([{ kind: 'event', effect: { do: 'discardFromDeck', player: 'opponent', count: 6 } }]);
  });
});

describe('"a unique unit" / "a non-unique unit" (the printed unique mark)', () => {
  it('Finn: "You may give a Shield token to a non-unique unit." / Lor San Tekka: "... to a unique unit."', () => {
    expect(meaning(card('Unit', 'On Attack: You may give a Shield token to a non-unique unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { unique: false } } } },
    }]);
    expect(meaning(card('Unit', 'When Defeated: You may give an Experience token to a unique unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { unique: true } } } },
    }]);
  });
});

describe('"Defeat up to 2 upgrades" (Aggression option)', () => {
  it('one choice of up to 2 upgrades', () => {
    expect(meaning(card('Event', 'Defeat up to 2 upgrades.'))).toEqual([{ kind: 'event', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true }, upTo: 2 } }]);
  });
});

describe('more target phrases', () => {
  it('"a friendly non-leader, non-Vehicle unit" (Wolf Pack Escort), "a unit with a Bounty" (Covetous Rivals), "a ground unit that opponent controls" (Seventh Sister)', () => {
    expect(meaning(card('Unit', "When Played: You may return a friendly non-leader, non-Vehicle unit to its owner's hand."))).toEqual([{
      kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'returnToHand', target: { choose: 'unit', filter: { controller: 'friendly', nonLeader: true, notTrait: 'Vehicle' } } } },
    }]);
    expect(meaning(card('Event', 'Deal 2 damage to a unit with a Bounty.'))).toEqual([{ kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { keyword: 'Bounty' } }, amount: 2 } }]);
    expect(meaning(card('Event', 'Deal 3 damage to a ground unit that opponent controls.'))).toEqual([{ kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground', controller: 'enemy' } }, amount: 3 } }]);
  });
  it('Junior Senator: "return an upgrade that costs 3 or less to its owner\'s hand"', () => {
    expect(meaning(card('Event', "Return an upgrade that costs 3 or less to its owner's hand."))).toEqual([{ kind: 'event', effect: { do: 'returnToHand', target: { chooseUpgrade: true, filter: { maxCost: 3 } } } }]);
  });
});
