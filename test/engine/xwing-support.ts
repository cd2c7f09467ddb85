// Drives X-Wing resolutions for the tests: answers each prompt with a picker, as a client would (resending the
// request with the answers so far), and records every prompt met.
import type { ChoiceAnswer, Prompt, ResolveResult } from '../../engine/api.js';
import { resolve } from '../../engine/index.js';
import { xwingStarterLookup } from '../../engine/games/xwing/cards.js';
import type { XwShip, XwState } from '../../engine/games/xwing/types.js';

/** Every prompt met by drive() in this test file (checked against the prompt protocol at the end). */
export const allPrompts: Prompt[] = [];

export type Picker = (prompt: Prompt, asked: Prompt[]) => string | string[];

export interface Driven {
  result: ResolveResult;
  asked: Prompt[];
  choices: ChoiceAnswer[];
  state: XwState;
}

export function drive(state: unknown, action: unknown, pick: Picker = () => { throw new Error('no prompt expected'); }, limit = 40): Driven {
  const choices: ChoiceAnswer[] = [];
  const asked: Prompt[] = [];
  for (let i = 0; i < limit; i += 1) {
    const result = resolve({ game: 'XWING', state, action, choices }, xwingStarterLookup);
    if (result.status !== 'NEEDS_CHOICE') return { result, asked, choices, state: result.state as XwState };
    const prompt = result.prompt!;
    asked.push(prompt);
    allPrompts.push(prompt);
    const answer = pick(prompt, asked);
    choices.push({ prompt: prompt.id, options: Array.isArray(answer) ? answer : [answer] });
  }
  throw new Error('too many prompts');
}

/** Picks the option whose label matches, for a prompt of the given kind; "yes"/"no" for MAY prompts by text. */
export function byLabel(prompt: Prompt, pattern: RegExp): string {
  const option = prompt.options.find((o) => pattern.test(o.label));
  if (!option) throw new Error(`no option matching ${pattern} in ${prompt.kind} "${prompt.text}": ${prompt.options.map((o) => o.label).join(' | ')}`);
  return option.id;
}

export function ship(state: XwState, id: string): XwShip {
  const s = state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
}

export const sorted = (tokens: readonly string[] | undefined) => [...(tokens ?? [])].sort();

export const rules = (r: ResolveResult) => r.log.map((l) => l.rule?.number).filter(Boolean);

/** The first of `ids` the prompt offers (a ship in a MAY or TARGET prompt), else "resolve". */
export function choose(prompt: Prompt, ...ids: string[]): string {
  return ids.find((id) => prompt.options.some((o) => o.id === id)) ?? 'resolve';
}
