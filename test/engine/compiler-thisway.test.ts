// Compiler templates of the "thisway" family, wave 5 (compiler/templates/thisway.ts): amounts read from what an
// earlier step of the same ability did. Real printed texts and what each means, written by hand from the text and the
// rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const FORCE_THROW = 'Choose a player. That player discards a card from their hand. Then, if you control a FORCE unit, you may deal damage to a unit equal to the cost of the discarded card.';

describe('"equal to the cost of the discarded card" (the card an earlier step discarded)', () => {
  it('SOR Force Throw: the discard binds its card; the damage is its printed cost, only when a card was discarded', () => {
    expect(meaning(card('Event', FORCE_THROW))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'chosenPlayerDiscards', as: 'discarded' },
        { do: 'if', condition: { boundCard: 'discarded' }, then: {
          do: 'if', condition: { youControl: { trait: 'Force' } },
          then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { costOf: 'discarded' } } },
        } },
      ] },
    }]);
  });
  it('the same amount after a discard of two cards ("the discarded card" would be ambiguous) is not read', () => {
    notCompiled(card('Event', 'Choose a player. They discard 2 cards from their hand. Then, if you control a FORCE unit, you may deal damage to a unit equal to the cost of the discarded card.'));
  });
  it('a damage with its own printed amount as well is not read', () => {
    notCompiled(card('Event', 'Choose a player. That player discards a card from their hand. Then, if you control a FORCE unit, you may deal 2 damage to a unit equal to the cost of the discarded card.'));
  });
});

describe('"for each Credit defeated this way" (forEachThisWay over defeatCredits)', () => {
  it('LAW Cad Bane: "On Attack: Defeat any number of friendly Credit tokens. Give an Experience token to this unit for each Credit defeated this way."', () => {
    expect(meaning(card('Unit', 'On Attack: Defeat any number of friendly Credit tokens. Give an Experience token to this unit for each Credit defeated this way.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'forEachThisWay', effect: { do: 'defeatCredits', player: 'you', anyNumber: true }, then: { do: 'giveToken', token: 'experience', target: { self: true } } },
    }]);
  });
  it('"for each Credit defeated this way" after one Credit token (not "any number") is not read', () => {
    notCompiled(card('Unit', 'On Attack: Defeat a friendly Credit token. Give an Experience token to this unit for each Credit defeated this way.'));
  });
  it('a token given with a count of its own ("2 Experience tokens ... for each") is not read', () => {
    notCompiled(card('Unit', 'On Attack: Defeat any number of friendly Credit tokens. Give 2 Experience tokens to this unit for each Credit defeated this way.'));
  });
  it('"for each unit exhausted this way" after defeating Credit tokens is not read', () => {
    notCompiled(card('Unit', 'On Attack: Defeat any number of friendly Credit tokens. Give an Experience token to this unit for each unit exhausted this way.'));
  });
});

describe('"any number of" units exhausted, "for each unit exhausted this way" dealing damage', () => {
  it('TWI The Invisible Hand: "On Attack: Exhaust any number of friendly Separatist units. Deal 1 damage to the defending player\'s base for each unit exhausted this way."', () => {
    expect(meaning(card('Unit', "On Attack: Exhaust any number of friendly Separatist units. Deal 1 damage to the defending player's base for each unit exhausted this way."))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: {
        do: 'forEachThisWay',
        effect: { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'friendly', trait: 'Separatist' }, optional: true, anyNumber: true } },
        then: { do: 'dealDamageToDefendingBase', amount: 1 },
      },
    }]);
  });
  it('"Deal 2 damage ... for each unit exhausted this way" is not read (only 1 per unit)', () => {
    notCompiled(card('Unit', "On Attack: Exhaust any number of friendly Separatist units. Deal 2 damage to the defending player's base for each unit exhausted this way."));
  });
  it('"for each unit exhausted this way" after a ready is not read', () => {
    notCompiled(card('Unit', "On Attack: Ready any number of friendly Separatist units. Deal 1 damage to the defending player's base for each unit exhausted this way."));
  });
});

describe('"the number of cards with an odd cost discarded this way" (both discards bound)', () => {
  it('JTL Never Tell Me the Odds', () => {
    expect(meaning(card('Event', "Discard 3 cards from an opponent's deck and 3 cards from your deck. Deal damage to a unit equal to the number of cards with an odd cost discarded this way."))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [
        { do: 'discardFromDeck', player: 'opponent', count: 3, asAll: 'discardedTheirs' },
        { do: 'discardFromDeck', count: 3, asAll: 'discardedYours' },
        { do: 'dealDamage', target: { choose: 'unit' }, amount: { sum: [{ countBound: 'discardedTheirs', oddCost: true }, { countBound: 'discardedYours', oddCost: true }] } },
      ] },
    }]);
  });
  it('a damage with its own printed amount is not read', () => {
    notCompiled(card('Event', "Discard 3 cards from an opponent's deck and 3 cards from your deck. Deal 2 damage to a unit equal to the number of cards with an odd cost discarded this way."));
  });
});
