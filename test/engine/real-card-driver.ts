// Shared by the real-card scenario files: the real catalog as a lookup, and a driver that answers the prompts of a
// resolution in order.
import { expect } from 'vitest';
import { resolve, starterCardLookup } from '../../engine/index.js';
import type { CardLookup, Prompt, ResolveResult } from '../../engine/api.js';
import type { SwuState } from '../../engine/games/swu/state/types.js';
import { realSwuCards, realSwuCardsSkipReason } from '../support/real-swu-cards.js';

/** The real cards first; bases and tokens the seven sets' files don't carry come from the starter set. */
export function realCardLookup(): { skip: string | undefined; lookup: CardLookup } {
  const skip = realSwuCardsSkipReason();
  if (skip) return { skip, lookup: starterCardLookup };
  const real = realSwuCards().lookup;
  return { skip, lookup: (ref) => real(ref) ?? starterCardLookup(ref) };
}

/** One answer: a regex an option's label must match, several for a multi-choice, or 'none' (choose nothing). */
export type Step = RegExp | RegExp[] | 'none';

/** Resolves, answering each prompt with the next step; every step must be used. */
export function driveReal(lookup: CardLookup, state: object, action: object, steps: Step[] = []): { result: ResolveResult; state: SwuState; prompts: Prompt[] } {
  const choices: { prompt: string; options: string[] }[] = [];
  const prompts: Prompt[] = [];
  for (let i = 0; i < 30; i += 1) {
    const result = resolve({ game: 'SWU', state, action: action as never, choices: [...choices] }, lookup);
    if (result.status !== 'NEEDS_CHOICE') {
      expect(prompts.length, `prompts asked: ${prompts.map((p) => p.text).join(' / ')}`).toBe(steps.length);
      return { result, state: result.state as SwuState, prompts };
    }
    const prompt = result.prompt!;
    prompts.push(prompt);
    const step = steps[choices.length];
    if (step === undefined) throw new Error(`unexpected prompt ${prompt.kind}: ${prompt.text} [${prompt.options.map((o) => o.label).join(' | ')}]`);
    const wanted = step === 'none' ? [] : Array.isArray(step) ? step : [step];
    const options = wanted.map((re) => {
      const found = prompt.options.find((o) => re.test(o.label));
      if (!found) throw new Error(`prompt ${prompt.text} has no option ${String(re)}: [${prompt.options.map((o) => o.label).join(' | ')}]`);
      return found.id;
    });
    choices.push({ prompt: prompt.id, options });
  }
  throw new Error('too many prompts');
}

/** driveReal for a request that must be accepted: no errors in the answer. */
export function driveRealOk(lookup: CardLookup, state: object, action: object, steps: Step[] = []): ReturnType<typeof driveReal> {
  const r = driveReal(lookup, state, action, steps);
  expect(r.result.errors).toEqual([]);
  return r;
}

/** The state of a resolution that must have resolved without errors or anything unsupported. */
export function ok(r: { result: ResolveResult; state: SwuState }): SwuState {
  expect(r.result.errors).toEqual([]);
  expect(r.result.unsupported ?? null).toBeNull();
  expect(r.result.status).toBe('RESOLVED');
  return r.state;
}
