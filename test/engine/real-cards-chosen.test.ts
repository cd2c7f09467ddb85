// Scenarios on real cards (../shared/data/swu, compiled by the importer's own code) of the "chosen" family (wave 5): a
// later part names several units earlier parts chose. "Give a third friendly unit +1/+1 for this phase" is a friendly
// unit other than the two the paragraphs before chose (filter notRefs, abilities/defs/chosen.ts). Each expected outcome
// is worked out by hand from the printed text (quoted in the test name) and the Comprehensive Rules (7.7.3 lasting
// effects "for this phase"); the compiled definition is never read here. Fodder: Battlefield Marine 3/3, Wampa 4/5,
// Underworld Thug 2/3 (ground), Alliance X-Wing 2/3, TIE/ln Fighter 2/1 (space).
import { describe, expect, it } from 'vitest';
import type { Prompt } from '../../engine/index.js';
import { byId, nextPhase, play, run, skipReason, statsOf, withCards } from './card-checks.js';

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

const INVASION = 'Exploit 3 / Ready up to 3 units. Each of those units gets +1/+0 and gains Overwhelm for this phase.';

/** Declines Exploit (defeats nothing) and picks the units whose labels match at the "up to 3 units" prompt. */
function invade(seen: string[][], ...picks: RegExp[]) {
  return (p: Prompt): string[] => {
    if (/Exploit/.test(p.text)) return [];
    seen.push(p.options.map((o) => o.label));
    // An optional choice declined: the "decline" option alone (core/decisions.ts).
    if (picks.length === 0) return ['decline'];
    return picks.map((re) => {
      const o = p.options.find((x) => re.test(x.label));
      if (!o) throw new Error(`no option for ${String(re)} in [${p.options.map((x) => x.label).join(' | ')}]`);
      return o.id;
    });
  };
}

const keywordsOf = (s: Parameters<typeof statsOf>[0], id: string) => statsOf(s, id).keywords.map((k) => k.name);

describe.skipIf(!!skipReason)('real cards: "each of those units" after a choice of several', () => {
  // player1: Marine 3/3, Wampa 4/5, Thug 2/3 exhausted, X-Wing 2/3 ready; player2: TIE/ln 2/1 exhausted.
  const state = () => withCards(['TWI_178'], { hand: ['TWI_178'], groundArena: [{ card: 'battlefield-marine', exhausted: true }, { card: 'wampa', exhausted: true }, { card: 'underworld-thug', exhausted: true }], spaceArena: ['alliance-xwing'] }, { spaceArena: [{ card: 'tieln-fighter', exhausted: true }] });

  it(`TWI_178 Planetary Invasion "${INVASION}": the three units readied, and only they, get +1/+0 and Overwhelm`, () => {
    // Marine, Wampa and the enemy TIE ("units": any controller) are readied: Marine 3+1 = 4/3, Wampa 4+1 = 5/5, TIE
    // 2+1 = 3/1, each with Overwhelm. The Thug (not chosen) stays exhausted 2/3 without Overwhelm; the X-Wing 2/3 too.
    const seen: string[][] = [];
    const s = run(state(), play('Planetary Invasion'), invade(seen, /^Battlefield Marine/, /^Wampa/, /^TIE\/ln Fighter/));
    expect(seen).toHaveLength(1);
    expect(stat(s, 'SOR_095')).toEqual([4, 3]);
    expect(stat(s, 'SOR_164')).toEqual([5, 5]);
    expect(stat(s, 'SOR_225')).toEqual([3, 1]);
    for (const id of ['SOR_095', 'SOR_164', 'SOR_225']) {
      expect(byId(s, id).exhausted).toBe(false);
      expect(keywordsOf(s, id)).toContain('Overwhelm');
    }
    expect(byId(s, 'SOR_247').exhausted).toBe(true);
    expect(stat(s, 'SOR_247')).toEqual([2, 3]);
    expect(keywordsOf(s, 'SOR_247')).not.toContain('Overwhelm');
    expect(stat(s, 'SOR_237')).toEqual([2, 3]);
    expect(keywordsOf(s, 'SOR_237')).not.toContain('Overwhelm');
  });

  it('TWI_178: "up to 3": one unit chosen gets it alone; the buff lasts for this phase only (7.7.3)', () => {
    // Only the Thug: readied, 2+1 = 3/3 with Overwhelm; the Marine and Wampa stay exhausted 3/3, 4/5. Next phase: 2/3.
    const seen: string[][] = [];
    const s = run(state(), play('Planetary Invasion'), invade(seen, /^Underworld Thug/));
    expect(stat(s, 'SOR_247')).toEqual([3, 3]);
    expect(keywordsOf(s, 'SOR_247')).toContain('Overwhelm');
    expect(byId(s, 'SOR_247').exhausted).toBe(false);
    expect(stat(s, 'SOR_095')).toEqual([3, 3]);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(stat(s, 'SOR_164')).toEqual([4, 5]);
    const later = nextPhase(s);
    expect(stat(later, 'SOR_247')).toEqual([2, 3]);
    expect(keywordsOf(later, 'SOR_247')).not.toContain('Overwhelm');
  });

  it('TWI_178: choosing no unit gives nobody anything', () => {
    // Nothing readied: all stats printed, the exhausted units stay exhausted.
    const seen: string[][] = [];
    const s = run(state(), play('Planetary Invasion'), invade(seen));
    expect(stat(s, 'SOR_095')).toEqual([3, 3]);
    expect(stat(s, 'SOR_164')).toEqual([4, 5]);
    expect(stat(s, 'SOR_225')).toEqual([2, 1]);
    expect(byId(s, 'SOR_095').exhausted).toBe(true);
    expect(keywordsOf(s, 'SOR_095')).not.toContain('Overwhelm');
  });
});
