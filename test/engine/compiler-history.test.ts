// Compiler templates of the history family (compiler/templates/history.ts): real printed texts (from the cards named)
// and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"The first <card> you play each round/phase costs N less" (6.2.3)', () => {
  it('LAW The Master Codebreaker: a trait, each round', () => {
    expect(meaning(card('Unit', 'The first Gambit card you play each round costs 1 less.'))).toEqual([
      { kind: 'costModifier', affects: 'you', modifier: { amount: -1, filter: { trait: 'Gambit' } }, firstEach: 'round' },
    ]);
  });
  it('SEC Congress of Malastare: a card type, each phase', () => {
    expect(meaning(card('Unit', 'The first upgrade you play each phase costs 1 less.'))).toEqual([
      { kind: 'costModifier', affects: 'you', modifier: { amount: -1, filter: { type: 'upgrade' } }, firstEach: 'phase' },
    ]);
  });
  it('LOF Malakili: a trait and a type', () => {
    expect(meaning(card('Unit', 'The first Creature unit you play each phase costs 1 less.'))).toEqual([
      { kind: 'costModifier', affects: 'you', modifier: { amount: -1, filter: { type: 'unit', trait: 'Creature' } }, firstEach: 'phase' },
    ]);
  });
  it('JTL Director Krennic: "that has a \\"When Defeated\\" ability" is not read', () => {
    notCompiled(card('Unit', 'The first unit you play each round that has a "When Defeated" ability costs 1 less.'));
  });
  it('SOR Guardian of the Whills: "on this unit" (the host is chosen after the cost) is not read', () => {
    notCompiled(card('Unit', 'The first upgrade you play on this unit each round costs 1 less.'));
  });
});

describe('"You may X. If you do, Y. Use this ability only once each round." (8.32.3)', () => {
  it('SHD Toro Calican: the triggered ability with its limit', () => {
    expect(meaning(card('Unit', 'When you play another Bounty Hunter unit: You may deal 1 damage to it. If you do, ready this unit. Use this ability only once each round.'))).toEqual([
      {
        kind: 'triggered', limit: 'oncePerRound',
        when: { on: 'event', event: 'played', relation: 'other', cardType: 'unit', filter: { controller: 'friendly', trait: 'Bounty Hunter' } },
        effect: { do: 'ifYouDo', effect: { do: 'may', effect: { do: 'dealDamage', target: { ref: 'subject' }, amount: 1 } }, then: { do: 'ready', target: { self: true } } },
      },
    ]);
  });
  it('a chosen target after "you may" (a second way to decline) is not read', () => {
    notCompiled(card('Unit', 'When you play another Bounty Hunter unit: You may deal 1 damage to a unit. If you do, ready this unit. Use this ability only once each round.'));
  });
});

describe('"a unit that attacked this phase"', () => {
  it('JTL Rose Tico (leader side): "Heal 2 damage from a Vehicle unit that attacked this phase."', () => {
    expect(meaning(card('Event', 'Heal 2 damage from a Vehicle unit that attacked this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'heal', target: { choose: 'unit', filter: { trait: 'Vehicle', attackedThisPhase: true } }, amount: 2 } },
    ]);
  });
});

describe('"another" in a "this phase" condition after an earlier step', () => {
  it('SHD Bo-Katan Kryze (unit side): the second step\'s "another Mandalorian unit" is other than this unit', () => {
    expect(meaning(card('Unit', 'On Attack: You may deal 1 damage to a unit. If you attacked with another Mandalorian unit this phase, you may deal 1 damage to a unit.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'attack' },
        effect: { do: 'sequence', steps: [
          { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } },
          { do: 'if', condition: { happenedThisPhase: 'attacked', filter: { controller: 'friendly', trait: 'Mandalorian', other: true } }, then: { do: 'may', effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: 1 } } },
        ] },
      },
    ]);
  });
  it('"other" after an earlier step outside such a condition still does not compile', () => {
    notCompiled(card('Event', 'Deal 2 damage to a unit. Deal 1 damage to each other unit.'));
  });
});

describe('"each of up to N <units> <post-modifiers>"', () => {
  it('SOR Medal Ceremony: "Give an Experience token to each of up to 3 REBEL units that attacked this phase."', () => {
    expect(meaning(card('Event', 'Give an Experience token to each of up to 3 REBEL units that attacked this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', count: 3, optional: true, filter: { trait: 'Rebel', attackedThisPhase: true } } } },
    ]);
  });
  it('LOF In the Shadows: "Give an Experience token to each of up to 3 friendly units with Hidden."', () => {
    expect(meaning(card('Event', 'Give an Experience token to each of up to 3 friendly units with Hidden.'))).toEqual([
      { kind: 'event', effect: { do: 'giveToken', token: 'experience', target: { choose: 'unit', count: 3, optional: true, filter: { controller: 'friendly', keyword: 'Hidden' } } } },
    ]);
  });
});

describe('"If no other units have attacked this phase" after "When a friendly unit attacks"', () => {
  it('LAW Boonta Eve Flagbearer: other than the attacking unit (the subject)', () => {
    expect(meaning(card('Unit', 'When a friendly unit attacks: If no other units have attacked this phase (including enemy units), heal 2 damage from your base.'))).toEqual([
      {
        kind: 'triggered', when: { on: 'event', event: 'attacks', filter: { controller: 'friendly' } },
        effect: { do: 'if', condition: { not: { happenedThisPhase: 'attacked', filter: { notRef: 'subject' } } }, then: { do: 'heal', target: { base: 'you' }, amount: 2 } },
      },
    ]);
  });
});
