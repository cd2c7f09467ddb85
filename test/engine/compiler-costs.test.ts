// Compiler templates of the costs family (compiler/templates/costs.ts): real printed texts (from the cards named) and
// what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('disclose (8.38)', () => {
  it('SEC Bardottan Ornithopter: "When Played: You may disclose Vigilance (reveal ...). If you do, draw a card."', () => {
    expect(meaning(card('Unit', 'When Played: You may disclose Vigilance (reveal a card from your hand with this aspect icon). If you do, draw a card.'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: { do: 'pay', cost: [{ disclose: ['Vigilance'] }], then: { do: 'draw', player: 'you' } } },
    ]);
  });
  it('SEC Charged with Murder (event): several icons of one aspect are kept, one entry each', () => {
    expect(meaning(card('Event', 'You may disclose Vigilance Vigilance (reveal cards from your hand with these aspect icons among them). If you do, defeat a damaged non-leader unit.'))).toEqual([
      { kind: 'event', effect: { do: 'pay', cost: [{ disclose: ['Vigilance', 'Vigilance'] }], then: { do: 'defeat', target: { choose: 'unit', filter: { damaged: true, nonLeader: true } } } } },
    ]);
  });
  it('SEC Warrior of Clan Ordo: "If you don\'t" is the else branch', () => {
    expect(meaning(card('Unit', "On Attack: You may disclose Aggression (reveal a card from your hand with this aspect icon). If you don't, deal 2 damage to your base."))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: { do: 'pay', cost: [{ disclose: ['Aggression'] }], then: { do: 'sequence', steps: [] }, else: { do: 'dealDamage', target: { base: 'you' }, amount: 2 } } },
    ]);
  });
  it('SEC Leia Organa: "Disclose Vigilance, Command, Aggression, Cunning, or Heroism" (one of several) is not read', () => {
    notCompiled(card('Unit', 'On Attack: You may disclose Vigilance, Command, Aggression, Cunning, or Heroism. If you do, draw a card.'));
  });
  it('SEC Ebon Hawk: "disclose Heroism and/or Villainy" is not read', () => {
    notCompiled(card('Unit', 'On Attack: You may disclose Heroism and/or Villainy. If you do, draw a card.'));
  });
  it('SEC Luthen\'s Haulcraft: "choose an opponent and disclose ..." is not read', () => {
    notCompiled(card('Unit', 'When Defeated: You may choose an opponent and disclose Aggression Aggression Heroism. If you do, draw a card.'));
  });
});

describe('"ignoring N of its ... aspect penalties" (8.1.1, 8.10.2)', () => {
  it('LAW Daimyo\'s Palace (base): "Epic Action: Play a card from your hand, ignoring 1 of its Vigilance, Command, Aggression, or Cunning aspect penalties."', () => {
    expect(meaning(card('Base', 'Epic Action: Play a card from your hand, ignoring 1 of its Vigilance, Command, Aggression, or Cunning aspect penalties.'))).toEqual([
      { kind: 'action', epic: true, cost: {}, effect: { do: 'playFromHand', ignorePenaltyIcons: { count: 1, aspects: ['Vigilance', 'Command', 'Aggression', 'Cunning'] } } },
    ]);
  });
  it('a list with a word that is not an aspect is not read', () => {
    notCompiled(card('Base', 'Epic Action: Play a card from your hand, ignoring 1 of its Vigilance or Force aspect penalties.'));
  });
});

describe('resource effects (1.7)', () => {
  const effectOf = (type: string, text: string) => (meaning(card(type, text))[0] as { effect: unknown }).effect;
  it('SHD Coruscant Dissident "On Attack: You may ready a resource."', () => {
    expect(effectOf('Unit', 'On Attack: You may ready a resource.')).toEqual({ do: 'may', effect: { do: 'readyResources', count: 1 } });
  });
  it('SEC Soulless One "... ready 2 resources"; SHD Doctor Evazan "Bounty - Ready up to 12 resources."', () => {
    expect(effectOf('Unit', 'When Played: Ready 2 resources.')).toEqual({ do: 'readyResources', count: 2 });
    expect(effectOf('Unit', 'When Played: Ready up to 12 resources.')).toEqual({ do: 'readyResources', count: 12, upTo: true });
  });
  it('SEC Synara San / TWI San Hill: "For each ..., ready a friendly resource" counts units or this phase\'s defeats', () => {
    expect(effectOf('Unit', 'On Attack: For each friendly unit, ready a friendly resource.')).toEqual({ do: 'readyResources', count: { countUnits: { controller: 'friendly' } } });
    expect(effectOf('Unit', 'On Attack: For each friendly unit that was defeated this phase, ready a friendly resource.')).toEqual({
      do: 'readyResources', count: { countThisPhase: 'defeated', filter: { controller: 'friendly' } },
    });
  });
  it('SEC Emissary\'s Sheathipede "Each opponent may ready a resource.": the opponent\'s resources, their choice', () => {
    expect(effectOf('Unit', 'When Defeated: Each opponent may ready a resource.')).toEqual({ do: 'readyResources', count: 1, player: 'opponent', optional: true });
  });
  it('SEC The Wrong Ride "Exhaust 2 enemy resources."', () => {
    expect(effectOf('Event', 'Exhaust 2 enemy resources.')).toEqual({ do: 'exhaustResources', count: 2, player: 'opponent' });
  });
  it('JTL Resupply Carrier / LAW "resource the top card of your deck"', () => {
    expect(effectOf('Unit', 'When Played: You may put the top card of your deck into play as a resource.')).toEqual({ do: 'may', effect: { do: 'resourceTopOfDeck' } });
    expect(effectOf('Unit', 'When Played: Resource the top card of your deck.')).toEqual({ do: 'resourceTopOfDeck' });
  });
  it('SOR Resupply (event), SOR Superlaser Technician (unit), LAW Expendable Mercenary: the card itself', () => {
    expect(effectOf('Event', 'Put this event into play as a resource.')).toEqual({ do: 'resourceSelf' });
    expect(effectOf('Unit', 'When Defeated: You may put this unit into play as a resource and ready it.')).toEqual({ do: 'may', effect: { do: 'resourceSelf', ready: true } });
    expect(effectOf('Unit', "When Defeated: You may resource this unit from its owner's discard pile.")).toEqual({ do: 'may', effect: { do: 'resourceSelf' } });
  });
  it('"this event" on a unit is not read', () => {
    notCompiled(card('Unit', 'When Played: Put this event into play as a resource.'));
  });
  it('SEC Regulations Bureaucrat "Exhaust a resource.": anyone\'s, the controller chooses whose', () => {
    expect(meaning(card('Unit', 'Action [Exhaust]: Exhaust a resource.'))[0]).toMatchObject({ kind: 'action', cost: { exhaust: true }, effect: { do: 'exhaustResources', count: 1, player: 'chosen' } });
  });
});

describe('"When played using Smuggle" (7.5.14, 7.6.13C)', () => {
  const smuggle = { keywords: [{ name: 'Smuggle', value: 5, text: 'C=5 Aggression Heroism' }] };
  it('SHD Cassian Andor: "When played using Smuggle: Ready this unit." is a When Played ability limited to Smuggle', () => {
    expect(meaning(card('Unit', 'When played using Smuggle: Ready this unit.', smuggle))).toEqual([
      { kind: 'triggered', when: { on: 'played', using: 'smuggle' }, effect: { do: 'ready', target: { self: true } } },
    ]);
  });
  it('not on a card without Smuggle, nor on an event', () => {
    notCompiled(card('Unit', 'When played using Smuggle: Ready this unit.'));
    notCompiled(card('Event', 'When played using Smuggle: Draw a card.', smuggle));
  });
});

describe('"Play a <trait> unit from your hand. It costs N less." (7.1.6)', () => {
  it('JTL Admiral Piett: a two-word trait in the filter', () => {
    expect(meaning(card('Leader', 'Action [Exhaust]: Play a Capital Ship unit from your hand. It costs 1 less.'))[0]).toMatchObject({
      kind: 'action', cost: { exhaust: true }, effect: { do: 'playFromHand', filter: { type: 'unit', trait: 'Capital Ship' }, costReduction: 1 },
    });
  });
  it('"Then, play a Vehicle unit from your hand. It costs 3 less." is one piece after another step', () => {
    expect(meaning(card('Event', 'Draw a card. Then, play a Vehicle unit from your hand. It costs 3 less.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'draw', player: 'you' }, { do: 'playFromHand', filter: { type: 'unit', trait: 'Vehicle' }, costReduction: 3 }] } },
    ]);
  });
});

describe('tokens after a disclose', () => {
  it('SEC Unauthorized Investigation "create another Spy token" is one more Spy token', () => {
    expect(meaning(card('Event', 'Create a Spy token.\nYou may disclose Aggression. If you do, create another Spy token.'))[1]).toEqual({
      kind: 'event', effect: { do: 'pay', cost: [{ disclose: ['Aggression'] }], then: { do: 'createToken', token: 'spy' } },
    });
  });
  it('SEC Karis Nemik "create a Spy token and ready it" readies the token created', () => {
    expect((meaning(card('Unit', 'When Defeated: Create a Spy token and ready it.'))[0] as { effect: unknown }).effect).toEqual({
      do: 'sequence', steps: [{ do: 'createToken', token: 'spy', as: 'createdToken' }, { do: 'ready', target: { ref: 'createdToken' } }],
    });
  });
  it('"create 2 Spy tokens and ready it" is not read', () => {
    notCompiled(card('Unit', 'When Defeated: Create 2 Spy tokens and ready it.'));
  });
});

describe('"Then, its owner may play it for free"', () => {
  it('SHD A New Adventure: the returned unit is bound and played by its owner, optionally, for free', () => {
    expect(meaning(card('Event', "Return a non-leader unit that costs 6 or less to its owner's hand. Then, its owner may play it for free."))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'returnToHand', target: { choose: 'unit', filter: { nonLeader: true, maxCost: 6 }, as: 'chosen2' } },
        { do: 'playBoundCard', card: 'chosen2', by: 'owner', free: true, optional: true },
      ] } },
    ]);
  });
  it('with nothing for "it" to name, it is not read', () => {
    notCompiled(card('Event', 'Its owner may play it for free.'));
  });
});

describe('LAW Stockpile', () => {
  it('"Resource this event and the top card of your deck." is both resource effects', () => {
    expect(meaning(card('Event', 'Resource this event and the top card of your deck.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'resourceSelf' }, { do: 'resourceTopOfDeck' }] } },
    ]);
  });
});

describe('resources leaving: "return a friendly resource to its owner\'s hand", "defeat a friendly resource"', () => {
  const effectOf = (type: string, text: string) => (meaning(card(type, text))[0] as { effect: unknown }).effect;
  it('SHD Wrecker / SOR Lando Calrissian / SHD Frontier Trader', () => {
    expect(effectOf('Unit', 'When Played: You may defeat a friendly resource. If you do, draw a card.')).toEqual({
      do: 'ifYouDo', effect: { do: 'may', effect: { do: 'moveResources', to: 'discard', count: 1 } }, then: { do: 'draw', player: 'you' },
    });
    expect(effectOf('Unit', "When Played: Return up to 2 friendly resources to their owners' hands.")).toEqual({ do: 'moveResources', to: 'hand', count: 2, upTo: true });
    expect(effectOf('Unit', "When Played: Return a resource you control to its owner's hand.")).toEqual({ do: 'moveResources', to: 'hand', count: 1 });
  });
  it('"Return any number of friendly resources" (no count) is not read', () => {
    notCompiled(card('Unit', "When Played: Return any number of friendly resources to their owner's hands."));
  });
});

describe('"Either X or Y"', () => {
  it('SOR Leia Organa: one of two options', () => {
    expect((meaning(card('Unit', 'When Played: Either ready a resource or exhaust a unit.'))[0] as { effect: unknown }).effect).toEqual({
      do: 'chooseOptions', count: 1, options: [
        { label: 'Ready a resource', effect: { do: 'readyResources', count: 1 } },
        { label: 'Exhaust a unit', effect: { do: 'exhaust', target: { choose: 'unit' } } },
      ],
    });
  });
  it('SOR Reinforcement Walker "Either draw that card or discard it and ..." (a side that does not compile) is not read', () => {
    notCompiled(card('Unit', 'When Played: Either draw that card or discard it and heal 3 damage from your base.'));
  });
});
