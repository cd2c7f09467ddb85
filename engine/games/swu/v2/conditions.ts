// Conditions over what happened this phase ("If you played a Villainy card this phase").
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { countThisPhase } from './history.js';

export type V2Condition = Extract<Condition, { happenedThisPhase: unknown }>;

export function isV2Condition(c: Condition): c is V2Condition {
  return 'happenedThisPhase' in c;
}

export function v2ConditionHolds(ctx: AbilityContext, c: V2Condition): boolean {
  const atLeast = c.atLeast ?? 1;
  // A match in a partly recorded phase is enough; only "not (yet) enough" needs the whole phase.
  return countThisPhase(ctx.run, { kind: c.happenedThisPhase, filter: c.filter, cardType: c.cardType, controller: ctx.controller, sourceId: ctx.source, label: ctx.label, refs: ctx.refs }, atLeast) >= atLeast;
}
