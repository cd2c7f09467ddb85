// Compiler template for "The Force is with you" (compiler/templates/force.ts, rule 8.37.2): real printed texts (from
// the cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard } from '../../engine/games/swu/compiler/index.js';

const force = { do: 'theForceIsWithYou' };

describe('"The Force is with you" (8.37.2)', () => {
  it('LOF Youngling Padawan: "When Played: The Force is with you (create your Force token)."', () => {
    expect(meaning(card('Unit', 'When Played: The Force is with you (create your Force token).'))).toEqual([
      { kind: 'triggered', when: { on: 'played' }, effect: force },
    ]);
  });
  it('LOF Acolyte of the Beyond: "On Attack/When Defeated: The Force is with you ."', () => {
    expect(meaning(card('Unit', 'On Attack/When Defeated: The Force is with you .'))).toEqual([
      { kind: 'triggered', when: { on: 'attack' }, effect: force },
      { kind: 'triggered', when: { on: 'defeated' }, effect: force },
    ]);
  });
  it('LOF Drain Essence (event): "Deal 2 damage to a unit. The Force is with you (create your Force token)."', () => {
    expect(meaning(card('Event', 'Deal 2 damage to a unit. The Force is with you (create your Force token).'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [{ do: 'dealDamage', target: { choose: 'unit' }, amount: 2 }, force] } },
    ]);
  });
  it('"While the Force is with you" (8.37.3, a condition) is not read as the instruction', () => {
    const { abilities } = compileCard(card('Unit', 'While the Force is with you, this unit gains Sentinel.'));
    expect(JSON.stringify(abilities)).not.toContain('theForceIsWithYou');
  });

  it('"While the Force is with you, ..." (8.37.3): a condition on the controller\'s Force token', () => {
    expect(meaning(card('Unit', 'While the Force is with you, this unit gains Sentinel.'))).toEqual([
      { kind: 'constant', condition: { forceIsWithYou: true }, affects: 'self', grant: { keyword: { name: 'Sentinel' } } },
    ]);
    expect(meaning(card('Unit', 'While the Force is with you, each friendly unit gets +2/+0.'))).toEqual([
      { kind: 'constant', condition: { forceIsWithYou: true }, affects: { filter: { controller: 'friendly' } }, grant: { power: 2 } },
    ]);
  });
});
