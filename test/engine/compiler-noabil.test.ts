// Compiler templates of the no-abilities family (compiler/templates/noabil.ts): real printed texts (from the cards named)
// and what each means, written by hand from the text and the rules (8.14.1 Lose; 7.7.3 lasting effects).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"... lose(s) all abilities and can\'t gain abilities for this round/phase" (8.14.1)', () => {
  it('JTL_244 There Is No Escape: "Choose up to 3 units. Those units ..." - 0 to 3 chosen units, for this round', () => {
    expect(meaning(card('Event', 'Choose up to 3 units. Those units lose all abilities and can\'t gain abilities for this round.'))).toEqual([
      { kind: 'event', effect: { do: 'loseAllAbilities', target: { choose: 'unit', count: 3, optional: true }, duration: 'thisRound' } },
    ]);
  });
  it('a single unit, for this phase', () => {
    expect(meaning(card('Event', 'An enemy unit loses all abilities and can\'t gain abilities for this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'loseAllAbilities', target: { choose: 'unit', filter: { controller: 'enemy' } }, duration: 'thisPhase' } },
    ]);
  });
  it('"loses all abilities for this phase" alone means the same: it can\'t gain abilities for the duration either (8.14.2; templates/refs2.ts)', () => {
    expect(meaning(card('Event', 'An enemy unit loses all abilities for this phase.'))).toEqual(meaning(card('Event', 'An enemy unit loses all abilities and can\'t gain abilities for this phase.')));
    notCompiled(card('Event', 'An enemy unit loses all abilities.'));
  });
  it('"except for epic actions" (TWI_255) is not read', () => {
    notCompiled(card('Unit', 'Each leader loses all abilities except for epic actions and can\'t gain abilities.'));
  });
  it('SHD_072 Imprisoned: an upgrade\'s constant ability on the attached unit', () => {
    expect(meaning(card('Upgrade', 'Attached unit loses its current abilities and can\'t gain abilities.'))).toEqual([
      { kind: 'constant', affects: 'self', grant: { loseAllAbilities: true } },
    ]);
  });
  it('on a unit ("this unit" is no attached unit) the upgrade form is not read', () => {
    notCompiled(card('Unit', 'Attached unit loses its current abilities and can\'t gain abilities.'));
  });
  it('LOF_202 Mind Trick (a conditional, with units chosen by combined power) is not read', () => {
    notCompiled(card('Event', 'Exhaust any number of units with a combined power of 4 or less. If you control a Force unit, those units lose all abilities and can\'t gain abilities for this phase.'));
  });
});
