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
