// Shared by the compiler test files: a card to compile, and what its abilities mean (without ids and texts).
import { expect } from 'vitest';
import type { Ability } from '../../engine/games/swu/abilities/types.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';
import { validateAbilities } from '../../engine/index.js';

export function card(type: string, text: string, extra: Partial<CompileInput> = {}): CompileInput {
  return { id: 'TEST_001', name: 'Test', type, keywords: [], text, ...extra };
}

/** The abilities of a card that must compile completely (EXECUTABLE), valid in the language, without ids and texts. */
export function meaning(input: CompileInput): unknown[] {
  const { abilities, engineSupport } = compileCard(input);
  expect(validateAbilities(abilities, '$')).toEqual([]);
  expect(engineSupport.status).toBe('EXECUTABLE');
  return abilities.map(({ id: _id, text: _text, ...rest }: Ability) => rest);
}
