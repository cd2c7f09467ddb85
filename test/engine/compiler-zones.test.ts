// Compiler templates of the zones family, wave 3 (compiler/templates/zones-more.ts): real printed texts (from the cards
// named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"Each player discards ... from their hand" (1.14.2)', () => {
  it('LAW Every Day, More Lies: "Each player discards a card from their hand."', () => {
    expect(meaning(card('Event', 'Each player discards a card from their hand.'))).toEqual([{ kind: 'event', effect: { do: 'eachPlayerDiscards' } }]);
  });
  it('SEC Chopper: under a trigger', () => {
    expect(meaning(card('Unit', 'When this unit deals combat damage to a base: Each player discards a card from their hand.'))).toEqual([
      { kind: 'triggered', when: { on: 'dealsCombatDamage', to: 'base' }, effect: { do: 'eachPlayerDiscards' } },
    ]);
  });
  it('a count of 2 with a plural noun', () => {
    expect(meaning(card('Event', 'Each player discards 2 cards from their hand.'))).toEqual([{ kind: 'event', effect: { do: 'eachPlayerDiscards', count: 2 } }]);
  });
  it('number and noun must agree', () => {
    notCompiled(card('Event', 'Each player discards 2 card from their hand.'));
  });
  it('SOR Smoke and Cinders: "Each player discards all but 2 cards (of their choice) from their hand."', () => {
    expect(meaning(card('Event', 'Each player discards all but 2 cards (of their choice) from their hand.'))).toEqual([{ kind: 'event', effect: { do: 'eachPlayerDiscards', allBut: 2 } }]);
  });
  it('SHD Cripple Authority: "Each opponent who controls more resources than you discards a card from their hand."', () => {
    expect(meaning(card('Event', 'Draw a card. Each opponent who controls more resources than you discards a card from their hand.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'draw', player: 'you' }, { do: 'if', condition: { compare: { countCards: 'resources' }, is: 'fewer', than: { countCards: 'resources', player: 'opponent' } }, then: { do: 'discardFromHand', player: 'opponent' } }] },
    }]);
  });
});

describe('"Look at the top N cards of your deck. Put any number of them on the bottom ... and the rest on top in any order"', () => {
  it('SOR Inferno Four: both heads, one step', () => {
    const text = 'When Played/When Defeated: Look at the top 2 cards of your deck. Put any number of them on the bottom of your deck and the rest on top in any order.';
    expect(meaning(card('Unit', text))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'arrangeTopOfDeck', count: 2 } },
      { kind: 'triggered', when: { on: 'defeated' }, effect: { do: 'arrangeTopOfDeck', count: 2 } },
    ]);
  });
  it('the second sentence alone ("them" unbound) is not read', () => {
    notCompiled(card('Event', 'Put any number of them on the bottom of your deck and the rest on top in any order.'));
  });
});

describe('"reveal a/an <card> from your hand"', () => {
  it('SOR ISB Agent: "You may reveal an event from your hand. If you do, deal 1 damage to a unit."', () => {
    expect(meaning(card('Unit', 'When Played: You may reveal an event from your hand. If you do, deal 1 damage to a unit.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'played' },
        effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'revealFromHand', filter: { type: 'event' } } }, then: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } },
      },
    ]);
  });
  it('"Reveal up to 4 Vigilance cards from your hand" (plural, SOR Lieutenant Childsen) is not read by this template', () => {
    notCompiled(card('Unit', 'When Played: Reveal up to 4 Vigilance cards from your hand. For each card revealed this way, give an Experience token to this unit.'));
  });
});

describe('"Choose a player. They discard ..."', () => {
  it('SHD Pillage: "Choose a player. They discard 2 cards from their hand."', () => {
    expect(meaning(card('Event', 'Choose a player. They discard 2 cards from their hand.'))).toEqual([{ kind: 'event', effect: { do: 'chosenPlayerDiscards', count: 2 } }]);
  });
  it('SEC Pursue the Lead: "... If it costs 3 or less, create a Spy token." binds the discarded card', () => {
    expect(meaning(card('Event', 'Choose a player. That player discards a card from their hand. If it costs 3 or less, create a Spy token.'))).toEqual([{
      kind: 'event',
      effect: { do: 'sequence', steps: [{ do: 'chosenPlayerDiscards', as: 'discarded' }, { do: 'if', condition: { boundCard: 'discarded', filter: { maxCost: 3 } }, then: { do: 'createToken', token: 'spy' } }] },
    }]);
  });
  // SOR Force Throw ("Then, if you control a FORCE unit, ... equal to the cost of the discarded card") is read by
  // templates/thisway.ts since wave 5: its meaning is checked in compiler-thisway.test.ts.
  it('a discard of 2 cards then "equal to the cost of the discarded card" (which card?) is not read', () => {
    notCompiled(card('Event', 'Choose a player. They discard 2 cards from their hand. Then, if you control a FORCE unit, you may deal damage to a unit equal to the cost of the discarded card.'));
  });
});

describe('"Each player chooses a unit they control. Defeat those units."', () => {
  it('TWI Merciless Contest (non-leader) and LAW Governor\'s Shuttle (any unit)', () => {
    expect(meaning(card('Event', 'Each player chooses a non-leader unit they control. Defeat those units.'))).toEqual([{ kind: 'event', effect: { do: 'eachPlayerChoosesDefeat', filter: { nonLeader: true } } }]);
    expect(meaning(card('Unit', 'When Played: Each player chooses a unit they control. Defeat those units.'))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect: { do: 'eachPlayerChoosesDefeat' } }]);
  });
  it('"a friendly unit they control" is not read', () => {
    notCompiled(card('Event', 'Each player chooses a friendly unit they control. Defeat those units.'));
  });
});

describe('"put a <card> from your discard pile on the bottom of your deck"', () => {
  it('TWI Fives: "You may put a Clone unit from your discard pile on the bottom of your deck. If you do, draw a card."', () => {
    expect(meaning(card('Event', 'You may put a Clone unit from your discard pile on the bottom of your deck. If you do, draw a card.'))).toEqual([{
      kind: 'event',
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'moveCards', from: 'discard', to: 'deckBottom', filter: { type: 'unit', trait: 'Clone' } } }, then: { do: 'draw', player: 'you' } },
    }]);
  });
  it('"put 2 cards ..." (plural) is not read', () => {
    notCompiled(card('Event', 'Put 2 cards from your discard pile on the bottom of your deck.'));
  });
});

describe('"each opponent draws a card then discards a random card from their hand"', () => {
  it('SOR Lothal Insurgent', () => {
    expect(meaning(card('Event', 'Each opponent draws a card then discards a random card from their hand.'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [{ do: 'draw', player: 'opponent' }, { do: 'discardFromHand', player: 'opponent', random: true }] },
    }]);
  });
});

describe('"You may discard your hand. If you do, draw N cards."', () => {
  it('SOR Black One: one optional step (an empty hand may still be "discarded" to draw)', () => {
    expect(meaning(card('Event', 'You may discard your hand. If you do, draw 3 cards.'))).toEqual([{
      kind: 'event', effect: { do: 'may', effect: { do: 'sequence', steps: [{ do: 'discardHand' }, { do: 'draw', player: 'you', count: 3 }] } },
    }]);
  });
  it('"Discard your hand." alone is not read', () => {
    notCompiled(card('Event', 'Discard your hand.'));
  });
});

describe('"Search your deck for a card and draw it."', () => {
  it('SOR Search Your Feelings: the search, then the shuffle (8.26.2)', () => {
    expect(meaning(card('Event', 'Search your deck for a card and draw it. (Then, shuffle your deck.)'))).toEqual([{
      kind: 'event', effect: { do: 'sequence', steps: [{ do: 'searchWholeDeck' }, { do: 'shuffleDeck' }] },
    }]);
  });
  it('"Search your deck for a Bounty upgrade, reveal it, and draw it" is not read here', () => {
    notCompiled(card('Event', 'Search your deck for a Bounty upgrade, reveal it, and draw it. (Shuffle your deck.)'));
  });
});
