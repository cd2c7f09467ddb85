// Compiler templates for the second pass of damage sentences (compiler/templates/damage2.ts): real printed texts (from
// the cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

const notExecutable = (type: string, text: string) => expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');

describe('damage equal to the number of units you control in the chosen unit\'s arena', () => {
  it('TWI Synchronized Strike: the enemy unit is chosen (bound), then the units you control in its arena are counted', () => {
    expect(meaning(card('Event', 'Deal damage to an enemy unit equal to the number of units you control in its arena.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'damageTarget' }, amount: { countUnits: { controller: 'friendly', sameArenaAs: 'damageTarget' } } } },
    ]);
  });
  it('SEC Ferrix Uprising: "twice the number" doubles the count', () => {
    expect(meaning(card('Event', 'Deal damage to a unit equal to twice the number of units you control in its arena.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit', as: 'damageTarget' }, amount: { countUnits: { controller: 'friendly', sameArenaAs: 'damageTarget' }, times: 2 } } },
    ]);
  });
  it('SOR Admiral Ackbar: under "You may" on a When Played', () => {
    expect(meaning(card('Unit', 'When Played: You may deal damage to a unit equal to the number of units you control in its arena.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', as: 'damageTarget' }, amount: { countUnits: { controller: 'friendly', sameArenaAs: 'damageTarget' } } } } },
    ]);
  });
  it('a base or several units can\'t be "its arena": not compiled', () => {
    notExecutable('Event', 'Deal damage to a unit or base equal to the number of units you control in its arena.');
    notExecutable('Event', 'Deal damage to each enemy unit equal to the number of units you control in its arena.');
  });
});

describe('"N damage ... for each <unit>"', () => {
  it('TWI Luminara Unduli: "Choose a base. Heal 1 damage from it for each unit you control."', () => {
    expect(meaning(card('Unit', 'When Played: Choose a base. Heal 1 damage from it for each unit you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'heal', target: { choose: 'base' }, amount: { countUnits: { controller: 'friendly' } } } },
    ]);
  });
  it('"Deal 2 damage to a unit for each friendly Trooper unit": N times the count', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a unit for each friendly Trooper unit.'))).toEqual([
      { kind: 'event', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { countUnits: { controller: 'friendly', trait: 'Trooper' }, times: 2 } } },
    ]);
  });
  it('counts that are no units in play are not read here', () => {
    notExecutable('Event', 'Deal 1 damage to a unit for each card in your hand and each resource you control.');
    notExecutable('Event', 'Heal 1 damage from your base for each different aspect among the discarded cards.');
  });
});

describe('"the same unit" names the unit an earlier part chose', () => {
  it('LOF Heavy Blaster Cannon: three instances on one chosen ground unit', () => {
    expect(meaning(card('Upgrade', 'When Played: You may deal 1 damage to a ground unit. Then, deal 1 damage to the same unit. Then, deal 1 damage to the same unit.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'played' }, effect: {
          do: 'sequence', steps: [
            { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'ground' }, as: 'chosen2' }, amount: 1 } },
            { do: 'dealDamage', target: { ref: 'chosen2' }, amount: 1 },
            { do: 'dealDamage', target: { ref: 'chosen2' }, amount: 1 },
          ],
        },
      },
    ]);
  });
});

describe('the base of the trigger\'s enemy unit / opponent (two players, 1.1)', () => {
  it('LOF HK-47: "When an enemy unit is defeated: Deal 1 damage to its controller\'s base."', () => {
    expect(meaning(card('Unit', 'When an enemy unit is defeated: Deal 1 damage to its controller\'s base.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'defeated', filter: { controller: 'enemy' } }, effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 1 } },
    ]);
  });
  it('LOF Adi Gallia: "When an opponent plays an event: Deal 1 damage to that player\'s base."', () => {
    expect(meaning(card('Unit', 'When an opponent plays an event: Deal 1 damage to that player\'s base.'))).toEqual([
      { kind: 'triggered', when: { on: 'event', event: 'played', cardType: 'event', filter: { controller: 'enemy' } }, effect: { do: 'dealDamage', target: { base: 'opponent' }, amount: 1 } },
    ]);
  });
  it('a unit that may be friendly has no fixed controller: not compiled', () => {
    notExecutable('Unit', 'When a unit is defeated: Deal 1 damage to its controller\'s base.');
    notExecutable('Unit', 'When a friendly unit is defeated: Deal 1 damage to that player\'s base.');
  });
});

describe('"each ... unit the defending player controls" under On Attack (6.3.1: the defending player is the opponent)', () => {
  it('SOR Fallen Lightsaber\'s gained ability', () => {
    expect(meaning(card('Unit', 'On Attack: Deal 1 damage to each ground unit the defending player controls.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'dealDamage', target: { all: 'units', filter: { controller: 'enemy', arena: 'ground' } }, amount: 1 } },
    ]);
  });
  it('outside an attack there is no defending player: not compiled', () => {
    notExecutable('Unit', 'When Played: Deal 1 damage to each ground unit the defending player controls.');
  });
});

describe('"If that unit is defeated this way, ..." after damage to one chosen unit', () => {
  it('JTL Shoot Down: the rest needs the damage dealt (ifYouDo) and the bound unit\'s recorded defeat', () => {
    expect(meaning(card('Event', 'Deal 3 damage to a space unit. If that unit is defeated this way, you may deal 2 damage to a base.'))).toEqual([
      {
        kind: 'event', effect: {
          do: 'ifYouDo', effect: { do: 'dealDamage', target: { choose: 'unit', filter: { arena: 'space' }, as: 'damagedUnit' }, amount: 3 },
          then: { do: 'if', condition: { defeatedRef: 'damagedUnit' }, then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'base' }, amount: 2 } } },
        },
      },
    ]);
  });
  it('damage to several units has no one "that unit": not compiled', () => {
    notExecutable('Event', 'Deal 3 damage to each enemy space unit. If that unit is defeated this way, draw a card.');
  });
});

describe('"in the same arena as the attacker" under an "attacks" trigger (the attacker is the subject)', () => {
  it('SHD Kragan Gorr', () => {
    expect(meaning(card('Unit', 'When an enemy unit attacks your base: Give a Shield token to a friendly unit in the same arena as the attacker.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'event', event: 'attacks', toBase: 'yours', filter: { controller: 'enemy' } },
        effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { controller: 'friendly', sameArenaAs: 'subject' } } },
      },
    ]);
  });
  it('under a head with no attacker: not compiled', () => {
    notExecutable('Unit', 'When Played: Give a Shield token to a friendly unit in the same arena as the attacker.');
  });
});
