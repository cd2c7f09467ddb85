// Optional abilities ("you may...", collecting a Bounty) in one prompt shape: what the ability would do (its targets
// when it starts with a choice, else one "resolve" option) together with "decline". A client shows one prompt and
// never has to accept first to see the targets.
import type { PromptOption } from '../../api.js';
import { DECLINE } from '../../core/decisions.js';
import type { PromptSpec } from '../../core/decisions.js';
import type { AbilityScope, PlayerId } from './state/types.js';

export { DECLINE };

/** Accepting an optional ability that has no choice to make first. */
export const RESOLVE = 'resolve';

/** MAY, or BOUNTY while a Bounty is being collected. */
export function optionalKind(scope: AbilityScope): 'MAY' | 'BOUNTY' {
  return scope.bounty ? 'BOUNTY' : 'MAY';
}

function declineOption(): PromptOption {
  return { id: DECLINE, label: 'Decline', ref: null, card: null };
}

/** An optional ability that starts with a choice: its targets, and "decline". */
export function optionalTargets(scope: AbilityScope, chooser: PlayerId, what: string, options: PromptOption[], count: number): PromptSpec {
  return {
    player: chooser, kind: optionalKind(scope), text: `${scope.label}: you may choose ${what}`,
    options: [...options, declineOption()], min: 1, max: count,
  };
}

/** An optional ability with nothing to choose first: "resolve" (the ability's source card) or "decline". */
export function optionalResolve(scope: AbilityScope, question: string | undefined): PromptSpec {
  return {
    player: scope.controller, kind: optionalKind(scope), text: `${scope.label}: ${question ?? 'resolve this ability?'}`,
    options: [{ id: RESOLVE, label: 'Resolve', ref: scope.source, card: scope.source }, declineOption()], min: 1, max: 1,
  };
}
