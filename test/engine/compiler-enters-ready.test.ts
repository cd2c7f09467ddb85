// Compiler templates "(If <condition>,) this unit enters play ready" (compiler/templates/enters-ready.ts) and a
// played unit's later part that does not name it (compiler/templates/played.ts). Real printed texts and what each
// means, written by hand from the text and the rules (6.2.5 the unit is put into play; 7.1.6 a modified play; 7.6.8
// the rest of the ability resolves before the play's triggers).
import { describe, expect, it } from 'vitest';
import { card, meaning } from './compiler-helpers.js';
import { compileCard, type CompileInput } from '../../engine/games/swu/compiler/index.js';

function notCompiled(input: CompileInput): void {
  expect(compileCard(input).engineSupport.status).not.toBe('EXECUTABLE');
}

describe('"this unit enters play ready"', () => {
  it('LAW Salacious Crumb: "If you control Jabba the Hutt (as a leader or unit), this unit enters play ready."', () => {
    expect(meaning(card('Unit', 'If you control Jabba the Hutt (as a leader or unit), this unit enters play ready.'))).toEqual([
      { kind: 'entersReady', condition: { youControlNamed: 'Jabba the Hutt' } },
    ]);
  });
  it('LAW Rose Tico: "If you control a non-unique unit, this unit enters play ready."', () => {
    expect(meaning(card('Unit', 'If you control a non-unique unit, this unit enters play ready.'))).toEqual([
      { kind: 'entersReady', condition: { youControl: { unique: false } } },
    ]);
  });
  it('SEC Corellian Hounds: "If an opponent controls no ground units, this unit enters play ready." (no enemy ground unit)', () => {
    expect(meaning(card('Unit', 'If an opponent controls no ground units, this unit enters play ready.'))).toEqual([
      { kind: 'entersReady', condition: { compare: { countUnits: { arena: 'ground', controller: 'enemy' } }, is: 'exactly', than: 0 } },
    ]);
  });
  it('unconditional "This unit enters play ready." (SOR Millennium Falcon\'s first line)', () => {
    expect(meaning(card('Unit', 'This unit enters play ready.'))).toEqual([{ kind: 'entersReady' }]);
  });
  it('a condition about the unit itself is not read (it is checked before the unit is in play)', () => {
    notCompiled(card('Unit', 'If this unit is damaged, this unit enters play ready.'));
  });
  it('only on a unit: an upgrade\'s or event\'s "this unit enters play ready" does not compile', () => {
    notCompiled(card('Upgrade', 'This unit enters play ready.'));
    notCompiled(card('Event', 'This unit enters play ready.'));
  });
});

describe('a played unit, then a part that does not name it', () => {
  it('SOR Admiral Ozzel: "Play an IMPERIAL unit from your hand (paying its cost). It enters play ready. Each opponent may ready a unit."', () => {
    expect(meaning(card('Unit', 'Action [{exhaust}]: Play an IMPERIAL unit from your hand (paying its cost). It enters play ready. Each opponent may ready a unit.'))).toEqual([
      {
        kind: 'action', cost: { exhaust: true },
        effect: { do: 'playFromHand', filter: { type: 'unit', trait: 'Imperial' }, entersReady: true, then: { do: 'ready', target: { choose: 'unit', optional: true, chooser: 'opponent' } } },
      },
    ]);
  });
  it('"you may play ..." then a part that does not name it: declining would skip that part, so it does not compile this way', () => {
    notCompiled(card('Event', 'You may play a unit from your hand. It enters play ready. Each opponent may ready a unit.'));
  });
});

describe('"the number of cards you\'ve drawn this phase" (the state\'s thisPhase drawn)', () => {
  it('TWI Pre Vizsla: "Deal damage to a unit equal to the number of cards you\'ve drawn this phase."', () => {
    expect(meaning(card('Unit', 'Action: Deal damage to a unit equal to the number of cards you’ve drawn this phase.'))).toEqual([
      { kind: 'action', cost: {}, effect: { do: 'dealDamage', target: { choose: 'unit' }, amount: { drawnThisPhase: 'you' } } },
    ]);
  });
  it('an opponent\'s draws ("the number of cards your opponent has drawn this phase") are not read', () => {
    notCompiled(card('Unit', 'Action: Deal damage to a unit equal to the number of cards your opponent has drawn this phase.'));
  });
});
