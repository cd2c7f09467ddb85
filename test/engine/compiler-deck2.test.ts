// Compiler templates of the "deck2" family (compiler/templates/deck2.ts): cards put on the top or bottom of a deck in
// an order someone picks, and cards of either player's discard pile put on the bottom of their owner's deck. Real
// printed texts (from the cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"Its owner puts it on the top or bottom of their deck"', () => {
  it('LOF_200 Qui-Gon Jinn: "When Defeated: You may choose a non-leader ground unit. Its owner puts it on the top or bottom of their deck."', () => {
    expect(meaning(card('Unit', 'When Defeated: You may choose a non-leader ground unit. Its owner puts it on the top or bottom of their deck.'))).toEqual([
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'may', effect: { do: 'ownerPutsOnDeck', target: { choose: 'unit', filter: { nonLeader: true, arena: 'ground' }, as: 'chosen1' } } } },
    ]);
  });
  it('without a unit named before, "it" names nothing: not read', () => {
    notCompiled(card('Event', 'Its owner puts it on the top or bottom of their deck.'));
  });
  it('"top or bottom" only: "on the top of their deck" alone is not this template', () => {
    notCompiled(card('Unit', 'When Defeated: You may choose a non-leader ground unit. Its owner puts it on the top of their deck.'));
  });
});

describe('"put 2 cards from your hand on the bottom of your deck in any order"', () => {
  it('TWI_257 Private Manufacturing: one card, then another under it (the player orders them by picking)', () => {
    expect(meaning(card('Event', 'Draw 2 cards. If you control no token units, put 2 cards from your hand on the bottom of your deck in any order.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'draw', player: 'you', count: 2 },
        { do: 'if', condition: { compare: { countUnits: { token: true, controller: 'friendly' } }, is: 'exactly', than: 0 }, then: { do: 'sequence', steps: [
          { do: 'moveCards', from: 'hand', to: 'deckBottom' },
          { do: 'moveCards', from: 'hand', to: 'deckBottom' },
        ] } },
      ] } },
    ]);
  });
  it('"1 cards ... in any order" is not read (nothing to order)', () => {
    notCompiled(card('Event', 'Put 1 cards from your hand on the bottom of your deck in any order.'));
  });
  it('"on the top of your deck in any order" is not read by it', () => {
    notCompiled(card('Event', 'Put 2 cards from your hand on the top of your deck in any order.'));
  });
});

describe('cards of a discard pile (either player\'s) to the bottom of their owner\'s deck', () => {
  it('SOR_252 Restock: "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner\'s deck in a random order."', () => {
    expect(meaning(card('Event', "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner's deck in a random order."))).toEqual([
      { kind: 'event', effect: { do: 'pileToDeckBottom', upTo: 4, random: true } },
    ]);
  });
  it('JTL_205 Commence Patrol: "Put another card in a discard pile on the bottom of its owner\'s deck. If you do, create an X-Wing token."', () => {
    expect(meaning(card('Event', "Put another card in a discard pile on the bottom of its owner's deck. If you do, create an X-Wing token."))).toEqual([
      { kind: 'event', effect: { do: 'ifYouDo', effect: { do: 'pileToDeckBottom', other: true }, then: { do: 'createToken', token: 'xwing' } } },
    ]);
  });
  it('without "in a random order", or in any order, Restock\'s sentence is not read', () => {
    notCompiled(card('Event', "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner's deck."));
    notCompiled(card('Event', "Choose up to 4 cards in a discard pile. Put them on the bottom of their owner's deck in any order."));
  });
  it('"a card" (not "another card") is not read by the Commence Patrol template', () => {
    notCompiled(card('Event', "Put a card in a discard pile on the bottom of its owner's deck. If you do, create an X-Wing token."));
  });
});

describe('"Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any order."', () => {
  it('LAW_237 Qui-Gon Jinn: one effect for each head of "When Played/On Attack"', () => {
    const effect = { do: 'lookDiscardRestOnTop', count: 3, discardUpTo: 1 };
    expect(meaning(card('Unit', 'When Played/On Attack: Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest back on top in any order.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect },
      { kind: 'triggered', when: { on: 'attack' }, effect },
    ]);
  });
  it('"discard 3 of them" of 3 leaves nothing to order: not read; nor "put the rest on the bottom"', () => {
    notCompiled(card('Event', 'Look at the top 3 cards of your deck. You may discard 3 of them. Put the rest back on top in any order.'));
    notCompiled(card('Event', 'Look at the top 3 cards of your deck. You may discard 1 of them. Put the rest on the bottom of your deck in any order.'));
  });
});

describe('"Look at cards from the top of your deck equal to ... Draw 1 and put the others on the bottom ... in a random order."', () => {
  it('TWI_188 Wartime Profiteering: the count is every unit defeated this phase', () => {
    expect(meaning(card('Event', 'Look at cards from the top of your deck equal to the number of units that were defeated this phase. Draw 1 and put the others on the bottom of your deck in a random order.'))).toEqual([
      { kind: 'event', effect: { do: 'lookDrawRestBottom', count: { countThisPhase: 'defeated' } } },
    ]);
  });
  it('"in any order" or "friendly units" are not read by it', () => {
    notCompiled(card('Event', 'Look at cards from the top of your deck equal to the number of units that were defeated this phase. Draw 1 and put the others on the bottom of your deck in any order.'));
    notCompiled(card('Event', 'Look at cards from the top of your deck equal to the number of friendly units that were defeated this phase. Draw 1 and put the others on the bottom of your deck in a random order.'));
  });
});
