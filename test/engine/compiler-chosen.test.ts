// Compiler and language checks of the "chosen" family (wave 5): a later part names several units earlier parts chose.
// "Give a third friendly unit +1/+1" (SOR Attack Pattern Delta) is a friendly unit other than the units the two parts
// before chose: its filter excludes both names (notRefs, abilities/defs/chosen.ts). Expected meanings are written by
// hand from the printed text; the names chosenN are those Compiler.chain gives each part's choice.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../engine/games/swu/compiler/index.js';
import { card, meaning } from './compiler-helpers.js';
import { custom, drive, karabast } from './builders.js';

const notCompiled = (type: string, text: string) => expect(compileCard(card(type, text)).engineSupport.status).not.toBe('EXECUTABLE');

describe('"a third" unit: other than the two chosen before', () => {
  it('SOR Attack Pattern Delta: three paragraphs, three different friendly units (+3/+3, +2/+2, +1/+1 for this phase)', () => {
    const text = 'Give a friendly unit +3/+3 for this phase.\nGive another friendly unit +2/+2 for this phase.\nGive a third friendly unit +1/+1 for this phase.';
    expect(meaning(card('Event', text))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly' }, as: 'chosen2' }, power: 3, hp: 3, duration: 'thisPhase' },
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly', notRef: 'chosen2' }, as: 'chosen3' }, power: 2, hp: 2, duration: 'thisPhase' },
        { do: 'modifyStats', target: { choose: 'unit', filter: { controller: 'friendly', notRefs: ['chosen2', 'chosen3'] } }, power: 1, hp: 1, duration: 'thisPhase' },
      ] } },
    ]);
  });
  it('the same three sentences in one paragraph mean the same', () => {
    const text = 'Give a friendly unit +3/+3 for this phase. Give another friendly unit +2/+2 for this phase. Give a third friendly unit +1/+1 for this phase.';
    const [only] = meaning(card('Event', text)) as { effect: { steps: { target: { filter: unknown } }[] } }[];
    expect(only!.effect.steps[2]!.target.filter).toEqual({ controller: 'friendly', notRefs: ['chosen2', 'chosen3'] });
  });
  it('"a third" with no second choice before it (the part before excludes nothing, or there is nothing before) is not read', () => {
    notCompiled('Event', 'Give a third friendly unit +1/+1 for this phase.');
    notCompiled('Event', 'Give a friendly unit +3/+3 for this phase. Give a third friendly unit +1/+1 for this phase.');
    notCompiled('Event', 'Give a friendly unit +3/+3 for this phase. Draw a card. Give a third friendly unit +1/+1 for this phase.');
  });
});

describe('notRefs in the engine', () => {
  it('a filter naming a context name nothing bound is UNSUPPORTED, never read as "any unit"', () => {
    const effect = { do: 'modifyStats', target: { choose: 'unit', filter: { notRefs: ['chosen1', 'chosen2'] } }, power: 1, hp: 1, duration: 'thisPhase' };
    const ev = custom({ id: 'third', internalName: 'third', name: 'Third', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Third', abilities: [{ kind: 'event', id: 'main', text: 'Third', effect }] });
    const d = drive(karabast({ hand: ['third'], groundArena: ['battlefield-marine'] }, {}, { customCards: [ev] }), { type: 'play', player: 'player1', card: 'Third' });
    expect(d.result.status).toBe('UNSUPPORTED');
  });
});

describe('"each of those units": every unit a choice of several picked', () => {
  it('TWI Planetary Invasion: "Ready up to 3 units. Each of those units gets +1/+0 and gains Overwhelm for this phase."', () => {
    expect(meaning(card('Event', 'Ready up to 3 units. Each of those units gets +1/+0 and gains Overwhelm for this phase.'))).toEqual([
      { kind: 'event', effect: { do: 'sequence', steps: [
        { do: 'ready', target: { choose: 'unit', count: 3, optional: true, as: 'chosen2' } },
        { do: 'sequence', steps: [
          { do: 'modifyStats', target: { refs: 'chosen2' }, power: 1, duration: 'thisPhase' },
          { do: 'gainKeyword', target: { refs: 'chosen2' }, keyword: { name: 'Overwhelm' }, duration: 'thisPhase' },
        ] },
      ] } },
    ]);
  });
  it('"those units" after a choice of one unit, or with nothing chosen before, is not read', () => {
    notCompiled('Event', 'Ready a unit. Each of those units gets +1/+0 for this phase.');
    notCompiled('Event', 'Each of those units gets +1/+0 for this phase.');
    // Two choices before: which one "those units" are is not said.
    notCompiled('Event', 'Ready up to 2 units and exhaust up to 2 units. Each of those units gets +1/+0 for this phase.');
  });
  it('a { refs } target whose name no choice of several bound is UNSUPPORTED (never "no units")', () => {
    const effect = { do: 'modifyStats', target: { refs: 'chosen1' }, power: 1, duration: 'thisPhase' };
    const ev = custom({ id: 'those', internalName: 'those', name: 'Those', type: 'Event', cost: 0, power: null, hp: null, arena: null, text: 'Those', abilities: [{ kind: 'event', id: 'main', text: 'Those', effect }] });
    const d = drive(karabast({ hand: ['those'], groundArena: ['battlefield-marine'] }, {}, { customCards: [ev] }), { type: 'play', player: 'player1', card: 'Those' });
    expect(d.result.status).toBe('UNSUPPORTED');
  });
});
