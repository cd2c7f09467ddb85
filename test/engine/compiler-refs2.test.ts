// Compiler templates of the "refs2" family (compiler/templates/refs2.ts and the names compile.ts binds for a
// trigger): "it" for the unit whose attack ended ("When a friendly unit's attack ends"), returned only from play, and
// "that base" for the base a unit dealt combat damage to. Real printed texts and what each means, written by hand
// from the text and the rules; near misses must not compile.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

const ANAKIN = "When a friendly unit's attack ends: If no other units have attacked this phase, you may return it to its owner's hand. If you do, heal 2 damage from your base.";

describe('"When a friendly unit\'s attack ends: ... it": the unit whose attack ended (the trigger\'s subject)', () => {
  it('LAW Anakin Skywalker: other units than that one; returned only if still in play (8.24.1); "if you do" heals', () => {
    expect(meaning(card('Unit', ANAKIN))).toEqual([{
      kind: 'triggered',
      when: { on: 'event', event: 'attackEnds', filter: { controller: 'friendly' } },
      effect: {
        do: 'ifYouDo',
        effect: {
          do: 'if',
          condition: { not: { happenedThisPhase: 'attacked', filter: { notRef: 'subject' } } },
          then: { do: 'if', condition: { unitInPlay: 'subject' }, then: { do: 'may', effect: { do: 'returnToHand', target: { ref: 'subject' } } } },
        },
        then: { do: 'heal', target: { base: 'you' }, amount: 2 },
      },
    }]);
  });
  it('without "you may" the return is not optional, still only from play', () => {
    expect(meaning(card('Unit', "When a friendly unit's attack ends: Return it to its owner's hand."))).toEqual([{
      kind: 'triggered',
      when: { on: 'event', event: 'attackEnds', filter: { controller: 'friendly' } },
      effect: { do: 'if', condition: { unitInPlay: 'subject' }, then: { do: 'returnToHand', target: { ref: 'subject' } } },
    }]);
  });
  it('"it" with nothing the trigger names (When Played) is not read; "its" must go with "it"', () => {
    notCompiled(card('Unit', "When Played: You may return it to its owner's hand."));
    notCompiled(card('Event', "You may return it to its owner's hand."));
    notCompiled(card('Unit', "When a friendly unit's attack ends: You may return it to his owner's hand."));
  });
});

describe('"that base" after "When this unit deals combat damage to a base": the base dealt the damage', () => {
  it('SEC Valiant Commando: "You may defeat this unit. If you do, deal 3 damage to that base."', () => {
    expect(meaning(card('Unit', 'When this unit deals combat damage to a base: You may defeat this unit. If you do, deal 3 damage to that base.'))).toEqual([{
      kind: 'triggered',
      when: { on: 'dealsCombatDamage', to: 'base' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'defeat', target: { self: true } } }, then: { do: 'dealDamage', target: { ref: 'dealtTo' }, amount: 3 } },
    }]);
  });
  it('"that base" with no base the trigger names is not read', () => {
    notCompiled(card('Unit', 'When this unit deals combat damage to a unit: Deal 3 damage to that base.'));
    notCompiled(card('Unit', 'On Attack: Deal 3 damage to that base.'));
    notCompiled(card('Event', 'Deal 3 damage to that base.'));
  });
});

describe('"another unit" after "Create an X-Wing token.": other than the token created (8.18.2)', () => {
  it('JTL Covering the Wing: "Create an X-Wing token. You may give a Shield token to another unit."', () => {
    expect(meaning(card('Event', 'Create an X-Wing token. You may give a Shield token to another unit.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'sequence',
        steps: [
          { do: 'createToken', token: 'xwing', as: 'createdToken' },
          { do: 'may', effect: { do: 'giveToken', token: 'shield', target: { choose: 'unit', filter: { notRef: 'createdToken' } } } },
        ],
      },
    }]);
  });
  it('several tokens ("which one?"), or "another" twice, is not read', () => {
    notCompiled(card('Event', 'Create 2 X-Wing tokens. You may give a Shield token to another unit.'));
    notCompiled(card('Event', 'Create an X-Wing token. Give a Shield token to another unit and to another unit.'));
  });
});

const PILOTING = { keywords: [{ name: 'Piloting', text: 'C=1 Command Villainy' }] };

describe('a Pilot\'s "When played as an upgrade: ... another unit": other than the attached unit (errata)', () => {
  it('JTL Wingman Victor Three: "You may give an Experience token to another unit." (errata: "a unit other than the attached unit")', () => {
    expect(meaning(card('Unit', 'When played as an upgrade: You may give an Experience token to another unit.', PILOTING))).toEqual([{
      kind: 'triggered',
      side: 'upgrade',
      when: { on: 'played' },
      effect: { do: 'may', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', filter: { notRef: 'attachedTo' } } } },
    }]);
  });
  it('a card without Piloting, or another effect than giving tokens, is not read this way', () => {
    notCompiled(card('Upgrade', 'When Played: You may give an Experience token to another unit.'));
    notCompiled(card('Unit', 'When played as an upgrade: You may deal 2 damage to another unit.', PILOTING));
  });
});

describe('LAW Krrsantan: "Return this unit to your hand (from play)." (errata: "to its owner\'s hand")', () => {
  it('the unit itself, returned (to its owner\'s hand, 8.24)', () => {
    expect(meaning(card('Unit', 'Action [discard 2 cards from your hand]: Return this unit to your hand (from play).'))).toEqual([{
      kind: 'action',
      cost: { parts: [{ discard: 2 }] },
      effect: { do: 'returnToHand', target: { self: true } },
    }]);
  });
  it('an event or an upgrade has no "this unit" to return', () => {
    notCompiled(card('Event', 'Return this unit to your hand.'));
    notCompiled(card('Upgrade', 'When Played: Return this unit to your hand.'));
  });
});

describe('"loses all abilities for this phase" (8.14.2: nor can it gain any) and "If it costs N or less, ... it"', () => {
  it('LAW The Tree Remembers: "An enemy unit loses all abilities for this phase. If it costs 3 or less, defeat it."', () => {
    expect(meaning(card('Event', 'An enemy unit loses all abilities for this phase. If it costs 3 or less, defeat it.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'sequence',
        steps: [
          { do: 'loseAllAbilities', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen2' }, duration: 'thisPhase' },
          { do: 'if', condition: { boundUnit: 'chosen2', filter: { maxCost: 3 } }, then: { do: 'defeat', target: { ref: 'chosen2' } } },
        ],
      },
    }]);
  });
  it('"or more" is the minimum cost', () => {
    expect(meaning(card('Event', 'Exhaust an enemy unit. If it costs 5 or more, draw a card.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'sequence',
        steps: [
          { do: 'exhaust', target: { choose: 'unit', filter: { controller: 'enemy' }, as: 'chosen2' } },
          { do: 'if', condition: { boundUnit: 'chosen2', filter: { minCost: 5 } }, then: { do: 'draw', player: 'you' } },
        ],
      },
    }]);
  });
  it('"it" with no earlier unit choice (alone, or after a search) is not read', () => {
    notCompiled(card('Event', 'If it costs 3 or less, defeat it.'));
    notCompiled(card('Event', 'Search the top 5 cards of your deck for a unit, reveal it, and draw it. If it costs 3 or less, draw a card.'));
    notCompiled(card('Event', 'Defeat each enemy unit. If it costs 3 or less, draw a card.'));
  });
});

describe('"... reveal it, and draw it. If it costs N or less, you may play it for free.": "it" is the card drawn', () => {
  const SEARCH = 'You may search the top 8 cards of your deck for a Droid unit, reveal it, and draw it.';
  it('JTL The Invisible Hand: the search binds the drawn card; its printed cost decides; its owner may play it free', () => {
    const effect = {
      do: 'sequence',
      steps: [
        { do: 'may', effect: { do: 'searchDeck', look: 8, filter: { type: 'unit', trait: 'Droid' }, to: 'hand', reveal: true, as: 'drawnCard' } },
        { do: 'if', condition: { boundCard: 'drawnCard', filter: { maxCost: 2 } }, then: { do: 'playBoundCard', card: 'drawnCard', by: 'owner', free: true, optional: true, asUnit: true } },
      ],
    };
    expect(meaning(card('Unit', `When Played: ${SEARCH} If it costs 2 or less, you may play it for free.`))).toEqual([{ kind: 'triggered', when: { on: 'played' }, effect }]);
  });
  it('several cards drawn ("it" is which?), or "or more", is not read this way', () => {
    notCompiled(card('Unit', 'When Played: Search the top 8 cards of your deck for up to 2 Droid units, reveal them, and draw them. If it costs 2 or less, you may play it for free.'));
    notCompiled(card('Unit', `When Played: ${SEARCH} If it costs 2 or more, you may play it for free.`));
  });
});

describe('"Choose <a unit>. If it has <keyword>, X. Otherwise, Y.": both parts name the unit chosen', () => {
  const RIEEKAN = 'Choose a friendly unit. If it has Sentinel, give an Experience token to it. Otherwise, it gains Sentinel for this phase.';
  it('SHD General Rieekan: the choice alone, then the one part its keyword decides', () => {
    const [played] = meaning(card('Unit', `When Played: ${RIEEKAN}`));
    expect(played).toEqual({
      kind: 'triggered',
      when: { on: 'played' },
      effect: {
        do: 'sequence',
        steps: [
          { do: 'chooseTarget', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen1' } },
          {
            do: 'if',
            condition: { boundUnit: 'chosen1', filter: { keyword: 'Sentinel' } },
            then: { do: 'giveToken', token: 'experience', target: { ref: 'chosen1' } },
            else: { do: 'gainKeyword', target: { ref: 'chosen1' }, keyword: { name: 'Sentinel' }, duration: 'thisPhase' },
          },
        ],
      },
    });
  });
  it('a part that does not name the unit, or "up to" several units, is not read this way', () => {
    notCompiled(card('Unit', 'When Played: Choose a friendly unit. If it has Sentinel, draw a card. Otherwise, it gains Sentinel for this phase.'));
    notCompiled(card('Unit', 'When Played: Choose up to 2 friendly units. If it has Sentinel, give an Experience token to it. Otherwise, it gains Sentinel for this phase.'));
  });
});

describe('"a unit that was played this phase" (by any player) and "Play ... Then, ... it"', () => {
  it('SEC Undercover Operation: "Ready a unit that was played this phase. If it costs 3 or less, create a Spy token."', () => {
    expect(meaning(card('Event', 'Ready a unit that was played this phase. If it costs 3 or less, create a Spy token.'))).toEqual([{
      kind: 'event',
      effect: {
        do: 'sequence',
        steps: [
          { do: 'ready', target: { choose: 'unit', as: 'chosen2', filter: { playedThisPhaseByAny: true } } },
          { do: 'if', condition: { boundUnit: 'chosen2', filter: { maxCost: 3 } }, then: { do: 'createToken', token: 'spy' } },
        ],
      },
    }]);
  });
  it('"each unit that was played this phase" (no one choice) is not read this way', () => {
    notCompiled(card('Event', 'Ready each unit that was played this phase.'));
  });
  it('JTL Salvage: "Play a Vehicle unit from your discard pile (paying its cost). Then, deal 1 damage to it."', () => {
    expect(meaning(card('Event', 'Play a Vehicle unit from your discard pile (paying its cost). Then, deal 1 damage to it.'))).toEqual([{
      kind: 'event',
      effect: { do: 'playFromHand', filter: { type: 'unit', trait: 'Vehicle' }, zone: 'discard', as: 'playedCard', then: { do: 'dealDamage', target: { ref: 'playedCard' }, amount: 1 } },
    }]);
  });
  it('"Then, ..." naming nothing played, or two plays, is not read this way', () => {
    notCompiled(card('Event', 'Play a Vehicle unit from your discard pile. Then, deal 1 damage to that base.'));
  });
});

describe('"You may rescue a captured card. If you don\'t, ..." (any captured card, 8.33.3)', () => {
  it('SHD L3-37: the rescue is the "may"; not rescuing (declined, or nothing to rescue) gives the Shield token', () => {
    expect(meaning(card('Unit', "When Played: You may rescue a captured card. If you don't, give a Shield token to this unit."))).toEqual([{
      kind: 'triggered',
      when: { on: 'played' },
      effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'capturedCard', action: 'rescue' } }, then: { do: 'sequence', steps: [] }, else: { do: 'giveToken', token: 'shield', target: { self: true } } },
    }]);
  });
  it('"rescue two captured cards" is not read', () => {
    notCompiled(card('Unit', 'When Played: You may rescue two captured cards.'));
  });
});

describe('"defeat a Shield token on a friendly unit. If you do, ... that unit": the unit the token was on', () => {
  it('SHD Rose Tico: the chosen token\'s unit is bound (hostAs) for the Experience tokens', () => {
    expect(meaning(card('Unit', 'On Attack: You may defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that unit.'))).toEqual([{
      kind: 'triggered',
      when: { on: 'attack' },
      effect: {
        do: 'ifYouDo',
        effect: { do: 'may', effect: { do: 'defeatUpgrade', target: { chooseUpgrade: true, filter: { name: 'Shield' }, attachedTo: { controller: 'friendly' }, hostAs: 'upgradeHost' } } },
        then: { do: 'giveToken', token: 'experience', target: { ref: 'upgradeHost' }, count: 2 },
      },
    }]);
  });
  it('several upgrades ("up to 2"), or a later part naming another unit, is not read this way', () => {
    notCompiled(card('Unit', 'On Attack: You may defeat up to 2 Shield tokens on a friendly unit. If you do, give 2 Experience tokens to that unit.'));
    notCompiled(card('Unit', 'On Attack: You may defeat a Shield token on a friendly unit. If you do, give 2 Experience tokens to that base.'));
  });
});

describe('"the unit with the least remaining HP among other units. If it\'s a non-<trait> unit, ..."', () => {
  const NIHILUS = "When Played: Deal 3 damage to the unit with the least remaining HP among other units. (If multiple units are tied, choose one.) If it's a non-Vehicle unit, give an Experience token to this unit.";
  it('SEC Darth Nihilus: one least-HP unit (other than this one), bound; its traits read even once the damage defeated it', () => {
    expect(meaning(card('Unit', NIHILUS))).toEqual([{
      kind: 'triggered',
      when: { on: 'played' },
      effect: {
        do: 'sequence',
        steps: [
          { do: 'dealDamage', target: { choose: 'unit', filter: { other: true, leastRemainingHp: true }, as: 'leastHp' }, amount: 3 },
          { do: 'if', condition: { boundUnitWas: 'leastHp', filter: { notTrait: 'Vehicle' } }, then: { do: 'giveToken', token: 'experience', target: { self: true } } },
        ],
      },
    }]);
  });
  it('on an event ("other" than what?) or with a later part naming "it", it is not read', () => {
    notCompiled(card('Event', "Deal 3 damage to the unit with the least remaining HP among other units. If it's a non-Vehicle unit, draw a card."));
    notCompiled(card('Unit', "When Played: Deal 3 damage to the unit with the least remaining HP among other units. If it's a non-Vehicle unit, give an Experience token to it."));
  });
});

describe('"It costs 6 less. If it\'s a Force unit, it costs 8 less instead." (the card played decides)', () => {
  it('SHD Palpatine\'s Return: the play from the discard pile with both reductions', () => {
    expect(meaning(card('Event', "Play a unit from your discard pile. It costs 6 less. If it's a Force unit, it costs 8 less instead."))).toEqual([{
      kind: 'event',
      effect: { do: 'playFromHand', filter: { type: 'unit' }, zone: 'discard', costReduction: 6, costReductionIf: { filter: { trait: 'Force' }, costReduction: 8 } },
    }]);
  });
  it('"instead" with no reduction before it is not read', () => {
    notCompiled(card('Event', "Play a unit from your discard pile. If it's a Force unit, it costs 8 less instead."));
  });
});
