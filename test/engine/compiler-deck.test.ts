// Compiler templates of the deck and hidden zones family, wave 4 (compiler/templates/deck.ts): real printed texts (from
// the cards named) and what each means, written by hand from the text and the rules (8.26 search, 1.14.3 discard from
// a deck).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('searches for one of several kinds of card (CardFilter.anyOf)', () => {
  it('SHD Commission: "a Bounty Hunter, Item, or Transport card" (a two-word trait among them)', () => {
    expect(meaning(card('Event', 'Search the top 10 cards of your deck for a Bounty Hunter, Item, or Transport card, reveal it, and draw it.'))).toEqual([
      { kind: 'event', effect: { do: 'searchDeck', look: 10, filter: { anyOf: [{ trait: 'Bounty Hunter' }, { trait: 'Item' }, { trait: 'Transport' }] }, to: 'hand', reveal: true } },
    ]);
  });
  it('LAW Putting a Team Together: "a Vigilance, Aggression, or Cunning unit" (aspects, and the noun\'s type)', () => {
    expect(meaning(card('Event', 'Search the top 8 cards of your deck for a Vigilance, Aggression, or Cunning unit, reveal it, and draw it.'))).toEqual([
      { kind: 'event', effect: { do: 'searchDeck', look: 8, filter: { type: 'unit', anyOf: [{ aspect: 'Vigilance' }, { aspect: 'Aggression' }, { aspect: 'Cunning' }] }, to: 'hand', reveal: true } },
    ]);
  });
  it('SHD This Is The Way: "up to 2 Mandalorian and/or upgrade cards, reveal them, and draw them" (a trait or a type)', () => {
    expect(meaning(card('Event', 'Search the top 8 cards of your deck for up to 2 Mandalorian and/or upgrade cards, reveal them, and draw them.'))).toEqual([
      { kind: 'event', effect: { do: 'searchDeck', look: 8, filter: { anyOf: [{ trait: 'Mandalorian' }, { type: 'upgrade' }] }, take: 2, to: 'hand', reveal: true } },
    ]);
  });
  it('number and pronouns must agree', () => {
    notCompiled(card('Event', 'Search the top 8 cards of your deck for up to 2 Mandalorian and/or upgrade cards, reveal it, and draw it.'));
    notCompiled(card('Event', 'Search the top 8 cards of your deck for a Mandalorian and/or upgrade cards, reveal it, and draw it.'));
  });
  it('an alternative of another type than the noun is not read ("a unit or event unit")', () => {
    notCompiled(card('Event', 'Search the top 8 cards of your deck for a Rebel or event unit, reveal it, and draw it.'));
  });
});

describe('"discarded this way"', () => {
  it('LAW Shipbreaking Yard: "... You may return a card discarded this way to the top of your deck."', () => {
    expect(meaning(card('Event', 'Discard 3 cards from your deck. You may return a card discarded this way to the top of your deck.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'discardFromDeck', count: 3, asAll: 'discardedThisWay' }, { do: 'may', effect: { do: 'discardedThisWay', name: 'discardedThisWay', to: 'deckTop' } }] } },
    ]);
  });
  it('LAW Doctor Aphra: "... You may return an Underworld card discarded this way to your hand."', () => {
    expect(meaning(card('Unit', 'On Attack: Discard 3 cards from your deck. You may return an Underworld card discarded this way to your hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'sequence', steps: [{ do: 'discardFromDeck', count: 3, asAll: 'discardedThisWay' }, { do: 'may', effect: { do: 'discardedThisWay', name: 'discardedThisWay', filter: { trait: 'Underworld' }, to: 'hand' } }] } },
    ]);
  });
  it('JTL BoShek: "Return each of those cards with an odd cost to your hand."', () => {
    expect(meaning(card('Event', 'Discard 2 cards from your deck. Return each of those cards with an odd cost to your hand.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'discardFromDeck', count: 2, asAll: 'discardedThisWay' }, { do: 'discardedThisWay', name: 'discardedThisWay', oddCost: true, each: true, to: 'hand' }] } },
    ]);
  });
  it('LOF Second Sister: "You may discard 2 cards from your deck. For each Force card discarded this way, ready a resouce." (sic)', () => {
    expect(meaning(card('Unit', 'On Attack: You may discard 2 cards from your deck. For each Force card discarded this way, ready a resouce.'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'sequence', steps: [{ do: 'may', effect: { do: 'discardFromDeck', count: 2, asAll: 'discardedThisWay' } }, { do: 'readyResources', count: { countBound: 'discardedThisWay', filter: { trait: 'Force' } } }] } },
    ]);
  });
  it('"discarded this way" after something other than a discard from your deck is not read', () => {
    notCompiled(card('Event', 'Discard 2 cards from your hand. You may return a card discarded this way to your hand.'));
  });
});

describe('units that were defeated this phase, from the discard pile', () => {
  it('SOR The Emperor\'s Legion: "Return each unit in your discard pile that was defeated this phase to your hand."', () => {
    expect(meaning(card('Event', 'Return each unit in your discard pile that was defeated this phase to your hand.'))).toEqual([
      { kind: 'event', effect: { do: 'moveCards', from: 'discard', filter: { type: 'unit' }, each: true, to: 'hand', defeatedThisPhase: true } },
    ]);
  });
  it('TWI Admiral Trench: "Return up to 3 units that were defeated this phase from your discard pile to your hand."', () => {
    expect(meaning(card('Unit', 'When Played: Return up to 3 units that were defeated this phase from your discard pile to your hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'moveCards', from: 'discard', filter: { type: 'unit' }, count: 3, upTo: true, to: 'hand', defeatedThisPhase: true } },
    ]);
  });
  it('"each units" / "up to 3 unit" do not agree', () => {
    notCompiled(card('Event', 'Return up to 3 unit that was defeated this phase from your discard pile to your hand.'));
  });
});

describe('cards from hand to the deck', () => {
  it('SEC Kreia\'s Whispers: "... put a card from your hand on the top of your deck and another card from your hand on the bottom of your deck."', () => {
    expect(meaning(card('Event', 'Draw 3 cards, then put a card from your hand on the top of your deck and another card from your hand on the bottom of your deck.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'draw', player: 'you', count: 3 }, { do: 'sequence', steps: [{ do: 'moveCards', from: 'hand', to: 'deckTop' }, { do: 'moveCards', from: 'hand', to: 'deckBottom' }] }] } },
    ]);
  });
  it('two cards "in any order": read by the deck2 family (templates/deck2.ts) as one card, then another under it, so the player\'s picks make the order', () => {
    expect(meaning(card('Event', 'Put 2 cards from your hand on the bottom of your deck in any order.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'moveCards', from: 'hand', to: 'deckBottom' }, { do: 'moveCards', from: 'hand', to: 'deckBottom' }] } },
    ]);
  });
});

describe('the discarded card\'s name, an opponent\'s hand, discard piles to the bottom', () => {
  it('SHD Echo: the discarded card is bound and units are matched by its name', () => {
    expect(meaning(card('Unit', 'When Played: You may discard a card from your hand. Give 2 Experience tokens to a unit in play with the same name as the discarded card.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'may', effect: { do: 'discardFromHand', player: 'you', as: 'discarded' } },
        { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { sameNameAs: 'discarded' } }, count: 2 },
      ] } },
    ]);
  });
  it('SHD Bazine Netal: "Look at an opponent\'s hand. You may discard 1 of those cards. If you do, that player draws a card."', () => {
    expect(meaning(card('Unit', "When Played: Look at an opponent's hand. You may discard 1 of those cards. If you do, that player draws a card."))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'lookAtHand', player: 'opponent' },
        { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'discardFromHand', player: 'opponent', chooser: 'you' } }, then: { do: 'draw', player: 'opponent' } },
      ] } },
    ]);
  });
  it('TWI Aggrieved Parliamentarian: the opponent\'s whole discard pile to the bottom, in a random order', () => {
    expect(meaning(card('Unit', 'When Played: Choose an opponent. They shuffle their discard pile and put it on the bottom of their deck.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'toDeckBottomRandom', player: 'opponent' } },
    ]);
  });
  it('TWI Reprocess: up to 4 chosen units to the bottom, and as many Battle Droids', () => {
    expect(meaning(card('Event', 'Choose up to 4 units in your discard pile. Put them on the bottom of your deck in a random order and create that many Battle Droid tokens.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'toDeckBottomRandom', filter: { type: 'unit' }, upTo: 4, asAll: 'bottomed' },
        { do: 'createToken', token: 'battle-droid', count: { countBound: 'bottomed' } },
      ] } },
    ]);
  });
});

describe('a chosen card of the discard pile put into play as a resource', () => {
  it('SHD Spark of Hope: "Choose a unit in your discard pile. If it was defeated this phase, put it into play as a resource."', () => {
    expect(meaning(card('Event', 'Choose a unit in your discard pile. If it was defeated this phase, put it into play as a resource.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'chooseCard', filter: { type: 'unit' }, as: 'chosenCard' },
        { do: 'if', condition: { boundCardDefeatedThisPhase: 'chosenCard' }, then: { do: 'resourceBoundCard', card: 'chosenCard' } },
      ] } },
    ]);
  });
  it('SHD The Marauder: "... Put it into play as a resource if it shares a name with a unit you control."', () => {
    expect(meaning(card('Unit', 'When Played: Choose a card in your discard pile. Put it into play as a resource if it shares a name with a unit you control.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'sequence', steps: [
        { do: 'chooseCard', as: 'chosenCard' },
        { do: 'if', condition: { boundCardSharesNameWith: { controller: 'friendly' }, card: 'chosenCard' }, then: { do: 'resourceBoundCard', card: 'chosenCard' } },
      ] } },
    ]);
  });
});

describe('the one card discarded from the deck', () => {
  it('SEC Director Krennic: "Discard a card from your deck. If it\'s a unit, you may return it to your hand."', () => {
    expect(meaning(card('Unit', "When this unit is attacked: Discard a card from your deck. If it's a unit, you may return it to your hand."))).toEqual([
      { kind: 'triggered', when: { on: 'defense' }, effect: { do: 'sequence', steps: [
        { do: 'discardFromDeck', count: 1, asAll: 'discardedThisWay' },
        { do: 'if', condition: { boundCard: 'discardedThisWay', filter: { type: 'unit' } }, then: { do: 'may', effect: { do: 'discardedThisWay', name: 'discardedThisWay', to: 'hand' } } },
      ] } },
    ]);
  });
});
