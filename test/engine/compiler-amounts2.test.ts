// Compiler templates of the "amounts2" family (compiler/templates/amounts2.ts): damage and defeat whose amount comes from
// something else. Real printed texts and what each means, written by hand from the text and the rules; near misses
// that must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const FENNEC = 'On Attack: Deal 1 damage to the defender (if it\'s a unit) for each different cost among cards in your discard pile.';
const EVIL = 'Defeat a unit with cost equal to or less than the number of Villainy aspect icons among friendly units.';

describe('SHD Fennec Shand: 1 damage for each different cost among cards in your discard pile', () => {
  it('only to a defender that is a unit still in play; the count is the distinct printed costs in the controller\'s discard pile', () => {
    expect(meaning(card('Unit', FENNEC))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'if', condition: { unitInPlay: 'defender' }, then: { do: 'dealDamage', target: { ref: 'defender' }, amount: { differentCostsInDiscard: true } } },
    }]);
  });
  it('outside an attack there is no defender: not read', () => {
    notCompiled(card('Event', 'Deal 1 damage to the defender for each different cost among cards in your discard pile.'));
  });
  it('another amount per cost ("2 damage") or another zone is not read', () => {
    notCompiled(card('Unit', 'On Attack: Deal 2 damage to the defender for each different cost among cards in your discard pile.'));
    notCompiled(card('Unit', 'On Attack: Deal 1 damage to the defender for each different cost among cards in your hand.'));
  });
});

describe('SEC Evil is Everywhere: defeat a unit with cost at most the friendly Villainy aspect icons', () => {
  it('one unit whose printed cost is at most the icons among friendly units', () => {
    expect(meaning(card('Event', EVIL))).toEqual([{
      kind: 'event',
      effect: { do: 'defeat', target: { choose: 'unit', filter: { maxCostAmount: { aspectIcons: 'Villainy', among: { controller: 'friendly' } } } } },
    }]);
  });
  it('an enemy unit: the unit words are kept with the amount', () => {
    expect(meaning(card('Event', 'Defeat an enemy unit with cost equal to or less than the number of Heroism aspect icons among friendly units.'))).toEqual([{
      kind: 'event',
      effect: { do: 'defeat', target: { choose: 'unit', filter: { controller: 'enemy', maxCostAmount: { aspectIcons: 'Heroism', among: { controller: 'friendly' } } } } },
    }]);
  });
  it('icons among enemy units, or a word that is no aspect, are not read', () => {
    notCompiled(card('Event', 'Defeat a unit with cost equal to or less than the number of Villainy aspect icons among enemy units.'));
    notCompiled(card('Event', 'Defeat a unit with cost equal to or less than the number of Sith aspect icons among friendly units.'));
  });
});

describe('SOR Galactic Ambition: damage to your base equal to the played unit\'s cost', () => {
  it('a free play of a unit without the Heroism aspect, bound; then its cost to your base', () => {
    expect(meaning(card('Event', 'Play a non-Heroism unit from your hand for free. Deal damage to your base equal to its cost.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'playFromHand', filter: { type: 'unit', notAspect: 'Heroism' }, free: true, as: 'playedCard',
        then: { do: 'dealDamage', target: { base: 'you' }, amount: { costOf: 'playedCard' } },
      },
    }]);
  });
  it('a play that is not free, or damage to another base, is not read here', () => {
    notCompiled(card('Event', 'Play a non-Heroism unit from your hand. Deal damage to your base equal to its cost.'));
    notCompiled(card('Event', 'Play a non-Heroism unit from your hand for free. Deal damage to an enemy base equal to its cost.'));
  });
});

describe('LAW The Sarlacc of Carkoon: damage equal to the power of the card put on the deck', () => {
  it('the card moved is bound; its printed power (out of play), only when a unit was moved', () => {
    expect(meaning(card('Unit', 'On Attack: Put a unit from your discard pile on the bottom of your deck. Deal damage equal to that unit\'s power to an enemy ground unit.'))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'moveCards', from: 'discard', to: 'deckBottom', filter: { type: 'unit' }, as: 'movedCard' },
        { do: 'if', condition: { boundCard: 'movedCard', filter: { type: 'unit' } }, then: { do: 'dealDamage', target: { choose: 'unit', filter: { controller: 'enemy', arena: 'ground' } }, amount: { printedPowerOf: 'movedCard' } } },
      ] },
    }]);
  });
  it('a card returned to the hand instead is not read by this template', () => {
    notCompiled(card('Unit', 'On Attack: Return a unit from your discard pile to your hand. Deal damage equal to that unit\'s power to an enemy ground unit.'));
  });
});

describe('SOR Kanan Jarrus: heal for each different aspect among the discarded cards', () => {
  const KANAN = 'On Attack: You may discard 1 card from the defending player\'s deck for each friendly SPECTRE unit. Heal 1 damage from your base for each different aspect among the discarded cards.';
  it('the cards discarded from the opponent\'s deck are bound; the heal counts their different aspects', () => {
    expect(meaning(card('Unit', KANAN))).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'may', effect: { do: 'discardFromDeck', player: 'opponent', count: { countUnits: { controller: 'friendly', trait: 'Spectre' } }, asAll: 'discardedCards' } },
        { do: 'heal', target: { base: 'you' }, amount: { differentAspectsBound: 'discardedCards' } },
      ] },
    }]);
  });
  it('outside an attack there is no defending player: not read', () => {
    notCompiled(card('Unit', `When Played: ${KANAN.slice('On Attack: '.length)}`));
  });
});

describe('LAW Darth Vader: damage equal to the number of cards discarded this way', () => {
  it('any number of cards discarded from hand, bound and counted; none: no damage', () => {
    const abilities = meaning(card('Unit', 'On Attack: Discard any number of cards from your hand. Deal damage to a unit or base equal to the number of cards discarded this way.'));
    expect(abilities).toEqual([{
      kind: 'triggered', when: { on: 'attack' },
      effect: { do: 'sequence', steps: [
        { do: 'discardAnyFromHand', asAll: 'discardedThisWay' },
        { do: 'if', condition: { compare: { countBound: 'discardedThisWay' }, is: 'atLeast', than: 1 }, then: { do: 'dealDamage', target: { choose: 'unitOrBase' }, amount: { countBound: 'discardedThisWay' } } },
      ] },
    }]);
  });
  it('"up to" a number of cards, or discarding from another player\'s hand, is not read here', () => {
    notCompiled(card('Unit', 'On Attack: Discard up to 2 cards from your hand. Deal damage to a unit or base equal to the number of cards discarded this way.'));
    notCompiled(card('Unit', 'On Attack: The defending player discards any number of cards from their hand. Deal damage to a unit or base equal to the number of cards discarded this way.'));
  });
});

describe('LAW Single Reactor Ignition: damage for each enemy unit defeated this way', () => {
  it('the defeat of all units, then 1 damage per enemy unit it defeated, to the opponent\'s base', () => {
    expect(meaning(card('Event', 'Defeat all units. For each enemy unit defeated this way, deal 1 damage to its controller\'s base.'))).toEqual([{
      kind: 'event', effect: { do: 'defeatThenDamagePerEnemy', defeat: { do: 'defeat', target: { all: 'units' } }, per: 1 },
    }]);
  });
  it('a chosen unit instead of all units is not read here', () => {
    notCompiled(card('Event', 'Defeat a unit. For each enemy unit defeated this way, deal 1 damage to its controller\'s base.'));
  });
});
