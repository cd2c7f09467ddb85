// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "chosen" family (wave 5): a
// later part names several units earlier parts chose. "Give a third friendly unit +1/+1 for this phase" is a friendly
// unit other than the two the paragraphs before chose (filter notRefs, abilities/defs/chosen.ts). Each expected outcome
// is worked out by hand from the printed text (quoted in the test name) and the Comprehensive Rules (7.7.3 lasting
// effects "for this phase"); the compiled definition is never read here. Fodder: Battlefield Marine 3/3, Wampa 4/5,
// Underworld Thug 2/3 (ground), Alliance X-Wing 2/3, TIE/ln Fighter 2/1 (space).
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/index.js';
import { nextPhase, play, run, skipReason, statsOf, withCards } from './card-checks.js';

if (skipReason) console.warn(`real-card scenarios (chosen: several bound units) did not run: ${skipReason}`);

const DELTA = 'Give a friendly unit +3/+3 for this phase. / Give another friendly unit +2/+2 for this phase. / Give a third friendly unit +1/+1 for this phase.';

/** Answers the prompts in order with the option whose label matches, recording every prompt's option labels. */
function inOrder(seen: string[][], ...picks: RegExp[]) {
  return (p: Prompt): string[] => {
    seen.push(p.options.map((o) => o.label));
    const want = picks[seen.length - 1];
    const o = want && p.options.find((x) => want.test(x.label));
    if (!o) throw new Error(`prompt ${seen.length} (${p.text}): no option for ${String(want)} in [${p.options.map((x) => x.label).join(' | ')}]`);
    return [o.id];
  };
}

const stat = (s: Parameters<typeof statsOf>[0], id: string) => [statsOf(s, id).power, statsOf(s, id).hp];

describe.skipIf(!!skipReason)('real cards: a third unit, other than the two chosen before', () => {
  const state = () => withCards(['SOR_106'], { hand: ['SOR_106'], groundArena: ['battlefield-marine', 'wampa', 'underworld-thug'], spaceArena: ['alliance-xwing'] }, { spaceArena: ['tieln-fighter'] });

  it(`SOR_106 Attack Pattern Delta "${DELTA}": three different friendly units get +3/+3, +2/+2, +1/+1`, () => {
    // Wampa 4/5 +3/+3 = 7/8; Marine 3/3 +2/+2 = 5/5; X-Wing 2/3 +1/+1 = 3/4; the Thug (not chosen) stays 2/3 and the
    // enemy TIE stays 2/1.
    const seen: string[][] = [];
    const s = run(state(), play('Attack Pattern Delta'), inOrder(seen, /^Wampa/, /^Battlefield Marine/, /^Alliance X-Wing/));
    expect(seen).toHaveLength(3);
    expect(stat(s, 'SOR_164')).toEqual([7, 8]);
    expect(stat(s, 'SOR_095')).toEqual([5, 5]);
    expect(stat(s, 'SOR_237')).toEqual([3, 4]);
    expect(stat(s, 'SOR_247')).toEqual([2, 3]);
    expect(stat(s, 'SOR_225')).toEqual([2, 1]);
  });

  it('SOR_106: "another" excludes the first choice, "a third" excludes both (each prompt resumes the state)', () => {
    // Friendly units: Marine, Wampa, Thug, X-Wing. 1st prompt: all 4; 2nd: all but the Wampa; 3rd: all but the Wampa
    // and the Marine, i.e. the Thug and the X-Wing. The enemy TIE is never offered ("friendly").
    const seen: string[][] = [];
    run(state(), play('Attack Pattern Delta'), inOrder(seen, /^Wampa/, /^Battlefield Marine/, /^Underworld Thug/));
    const names = seen.map((labels) => labels.map((l) => /^(Battlefield Marine|Wampa|Underworld Thug|Alliance X-Wing|TIE\/ln Fighter)/.exec(l)?.[1] ?? l).sort());
    expect(names).toEqual([
      ['Alliance X-Wing', 'Battlefield Marine', 'Underworld Thug', 'Wampa'],
      ['Alliance X-Wing', 'Battlefield Marine', 'Underworld Thug'],
      ['Alliance X-Wing', 'Underworld Thug'],
    ]);
  });

  it('SOR_106: with only two friendly units the third part has no unit to give +1/+1 to; the first two still happen', () => {
    // Marine and Wampa only: Marine +3/+3 = 6/6, Wampa +2/+2 = 6/7; no third friendly unit, so no third prompt and
    // nobody gets +1/+1 (the parts resolve in the order written, ../shared/rules abilities-and-effects C; a choice with
    // nothing to choose does nothing). The enemy TIE stays 2/1.
    const seen: string[][] = [];
    const s = run(withCards(['SOR_106'], { hand: ['SOR_106'], groundArena: ['battlefield-marine', 'wampa'] }, { spaceArena: ['tieln-fighter'] }), play('Attack Pattern Delta'), inOrder(seen, /^Battlefield Marine/, /^Wampa/));
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(stat(s, 'SOR_095')).toEqual([6, 6]);
    expect(stat(s, 'SOR_164')).toEqual([6, 7]);
    expect(stat(s, 'SOR_225')).toEqual([2, 1]);
  });

  it('SOR_106: all three last "for this phase" only (7.7.3)', () => {
    // After the regroup phase: Wampa back to 4/5, Marine 3/3, X-Wing 2/3.
    const seen: string[][] = [];
    const s = nextPhase(run(state(), play('Attack Pattern Delta'), inOrder(seen, /^Wampa/, /^Battlefield Marine/, /^Alliance X-Wing/)));
    expect(stat(s, 'SOR_164')).toEqual([4, 5]);
    expect(stat(s, 'SOR_095')).toEqual([3, 3]);
    expect(stat(s, 'SOR_237')).toEqual([2, 3]);
  });
});
