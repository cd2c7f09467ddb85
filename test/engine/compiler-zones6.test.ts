// Compiler templates of the zones6 family (compiler/templates/zones6.ts): a card discarded from a deck or revealed
// from its top, then a condition on that card. Real printed texts and what each means, written by hand from the text
// and the rules; near misses that must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const discard = (player?: 'opponent') => ({ do: 'discardFromDeck', count: 1, ...(player ? { player } : {}), as: 'discarded' });

describe('a card discarded from a deck, then "If it ..."', () => {
  it('SHD Kuiil: "If it shares an aspect with your base, return it to your hand" returns that card, if still discarded', () => {
    expect(meaning(card('Unit', 'On Attack: Discard a card from your deck. If it shares an aspect with your base, return it to your hand.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [discard(), { do: 'if', condition: { boundCard: 'discarded', sharesAspectWithBase: true }, then: { do: 'discardedThisWay', name: 'discarded', each: true, to: 'hand' } }] },
    }]);
  });
  it('SOR Chopper: the defending player\'s deck (On Attack); "that player" is that player', () => {
    expect(meaning(card('Unit', 'On Attack: Discard a card from the defending player\'s deck. If it\'s an event, exhaust a resource that player controls.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [discard('opponent'), { do: 'if', condition: { boundCard: 'discarded', filter: { type: 'event' } }, then: { do: 'exhaustResources', count: 1, player: 'opponent' } }] },
    }]);
  });
  it('JTL Cassian Andor\'s gained ability: "If that card costs 3 or less, draw a card"', () => {
    expect(meaning(card('Unit', 'On Attack: Discard a card from the defending player\'s deck. If that card costs 3 or less, draw a card.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [discard('opponent'), { do: 'if', condition: { boundCard: 'discarded', filter: { maxCost: 3 } }, then: { do: 'draw', player: 'you' } }] },
    }]);
  });
  it('near misses are not read', () => {
    // No attack, no defending player.
    notCompiled(card('Unit', 'When Played: Discard a card from the defending player\'s deck. If it\'s an event, draw a card.'));
    // "return it to your hand" of a card from the opponent's deck: not its owner's hand.
    notCompiled(card('Unit', 'On Attack: Discard a card from the defending player\'s deck. If it\'s an event, return it to your hand.'));
    // "that player" after your own deck names nobody.
    notCompiled(card('Unit', 'On Attack: Discard a card from your deck. If it\'s an event, exhaust a resource that player controls.'));
    // Two cards: "it" would be ambiguous.
    notCompiled(card('Unit', 'On Attack: Discard 2 cards from your deck. If it\'s an event, draw a card.'));
    // A condition on the card the template does not read.
    notCompiled(card('Unit', 'On Attack: Discard a card from your deck. If it has Sentinel, draw a card.'));
  });
});

describe('the top card of a deck revealed, then "If it\'s ..."', () => {
  it('LAW/SHD Rickety Quadjumper: optional reveal; "not a unit" of the revealed card', () => {
    expect(meaning(card('Unit', 'On Attack: You may reveal the top card of your deck. If it\'s not a unit, give an Experience token to another unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'may', effect: { do: 'revealTopOfDeck', as: 'revealed' } },
        { do: 'if', condition: { boundCard: 'revealed', filter: { notType: 'unit' } }, then: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { other: true } } } },
      ] },
    }]);
  });
  it('near misses are not read', () => {
    // The effect names the revealed card: not read (it is on the deck, not bound for an effect).
    notCompiled(card('Unit', 'On Attack: You may reveal the top card of your deck. If it\'s not a unit, draw it.'));
    // The opponent's deck is not this template's.
    notCompiled(card('Unit', 'On Attack: You may reveal the top card of the defending player\'s deck. If it\'s not a unit, draw a card.'));
  });
});

describe('"If a friendly unit left play this phase" (happenedThisPhase leftPlay)', () => {
  const leftPlay = { happenedThisPhase: 'leftPlay', filter: { controller: 'friendly' } };
  it('LOF Disturbance in the Force: the condition, then the Force and an optional Shield token', () => {
    expect(meaning(card('Event', 'If a friendly unit left play this phase, the Force is with you (create your Force token) and you may give a Shield token to a unit.'))).toEqual([{
      kind: 'event',
      effect: { do: 'if', condition: leftPlay, then: { do: 'sequence', steps: [{ do: 'theForceIsWithYou' }, { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit' } } }] } },
    }]);
  });
  it('SEC Let\'s Talk: a cost modifier under that condition (6.2.3)', () => {
    const [cost] = meaning(card('Event', "If a friendly unit left play this phase, this event costs 3 less to play.\nEach friendly unit captures an enemy non-leader unit in the same arena."));
    expect(cost).toEqual({ kind: 'costModifier', affects: 'self', modifier: { amount: -3 }, condition: leftPlay });
  });
  it('"a unit" (either player\'s) has no controller filter', () => {
    expect(meaning(card('Event', 'If a unit left play this phase, draw a card.'))).toEqual([{ kind: 'event', effect: { do: 'if', condition: { happenedThisPhase: 'leftPlay' }, then: { do: 'draw', player: 'you' } } }]);
  });
  it('near misses are not read', () => {
    // "this unit" costs less on an event: the host does not match.
    notCompiled(card('Event', 'If a friendly unit left play this phase, this unit costs 3 less to play.'));
    // Another kind of unit, or a count, is not read.
    notCompiled(card('Event', 'If a friendly Rebel unit left play this phase, draw a card.'));
    notCompiled(card('Event', 'If 2 friendly units left play this phase, draw a card.'));
    // "... and <anything>" other than "the Force is with you" is not split.
    notCompiled(card('Event', 'If a friendly unit left play this phase, draw a card and you may give a Shield token to a unit.'));
  });
});
