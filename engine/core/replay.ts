// Replays a request's recorded choices one prompt at a time, for any game, through the public prompt protocol only:
// a NEEDS_CHOICE is answered by resending the same request with the answer appended to `choices`. What it adds to a
// single resolve is the list of prompts the players were asked on the way ("who is asked what").
import type { ChoiceAnswer, Prompt, ResolveRequest, ResolveResult } from '../api.js';

/** A resolve bound to its cards: one engine run. */
export type Resolver = (request: ResolveRequest) => ResolveResult;

export interface AskedPrompt {
  prompt: Prompt;
  /** The recorded answer; null for the prompt still pending at the end (the request ran out of choices). */
  answer: ChoiceAnswer | null;
}

export interface Replay {
  /** The answer to the whole request, exactly as resolve gives it. */
  result: ResolveResult;
  /** Every prompt met, in order, with its answer; a pending prompt last. */
  asked: AskedPrompt[];
}

/**
 * Resolves the request and lists the prompts met. Costs one run per recorded choice plus one: each prefix of the
 * choices is resent, as a client would.
 */
export function replay(request: ResolveRequest, resolver: Resolver): Replay {
  const choices = Array.isArray(request.choices) ? request.choices : [];
  const asked: AskedPrompt[] = [];
  for (let i = 0; i < choices.length; i += 1) {
    const partial = resolver({ ...request, choices: choices.slice(0, i) });
    if (partial.status !== 'NEEDS_CHOICE' || !partial.prompt) break;
    asked.push({ prompt: partial.prompt, answer: choices[i]! });
  }
  const result = resolver(request);
  if (result.status === 'NEEDS_CHOICE' && result.prompt) asked.push({ prompt: result.prompt, answer: null });
  return { result, asked };
}
