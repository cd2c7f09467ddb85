// Conditions of the refs2 family (abilities/defs/refs2.ts): whether the unit a name is bound to is still in play.
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';

type Refs2Condition = Extract<Condition, { unitInPlay: string }>;

export function isRefs2Condition(c: Condition): c is Refs2Condition {
  return 'unitInPlay' in c;
}

/** True when the bound card is a unit in play; nothing bound, or a card that left play (by then in a discard pile), is not. */
export function refs2ConditionHolds(ctx: AbilityContext, c: Refs2Condition): boolean {
  const id = ctx.refs[c.unitInPlay];
  return id !== undefined && ctx.run.unit(id) !== undefined;
}
