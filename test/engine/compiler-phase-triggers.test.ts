// Compiler templates for "When the regroup phase starts:" and "When Attack Ends:" (compiler/templates/phase-triggers.ts):
// real printed texts (from the cards named) and what each means, written by hand from the text and the rules.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { validateAbilities } from '../../engine/index.js';

function card(type: string, text: string): CompileInput {
  return { id: 'TEST_001', name: 'Test', type, keywords: [], text };
}

function meaning(input: CompileInput): unknown[] {
  const { abilities } = compileCard(input);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}

describe('"When the regroup phase starts:" (5.5.1A)', () => {
  it('JTL_198 Fireball: "When the regroup phase starts: Deal 1 damage to this unit."', () => {
    expect(meaning(card('Unit', 'When the regroup phase starts: Deal 1 damage to this unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'regroupStarts' }, effect: { do: 'dealDamage', target: { self: true }, amount: 1 } },
    ]);
  });
  it('JTL_216 Contracted Hunter: "When the regroup phase starts: Defeat this unit."', () => {
    expect(meaning(card('Unit', 'When the regroup phase starts: Defeat this unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'regroupStarts' }, effect: { do: 'defeat', target: { self: true } } },
    ]);
  });
  it('on an upgrade (its own trigger, not a gained one) the head is not read: it stays unsupported', () => {
    expect(meaning(card('Upgrade', 'When the regroup phase starts: Deal 1 damage to attached unit.'))).toMatchObject([{ kind: 'unsupported' }]);
  });
});

describe('"When Attack Ends:"', () => {
  it('is the attacker\'s own attackEnds trigger on a unit', () => {
    expect(meaning(card('Unit', 'When Attack Ends: Deal 1 damage to this unit.'))).toMatchObject([
      { kind: 'triggered', when: { on: 'attackEnds' }, effect: { do: 'dealDamage', target: { self: true }, amount: 1 } },
    ]);
  });
  it('is not read on an event card (an event never attacks)', () => {
    expect(meaning(card('Event', 'When Attack Ends: Draw a card.'))).toMatchObject([{ kind: 'unsupported' }]);
  });
});
