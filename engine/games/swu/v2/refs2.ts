// Conditions of the refs2 family (abilities/defs/refs2.ts): whether the unit a name is bound to is still in play.
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import type { SwuRun } from '../run.js';

type Refs2Condition = Extract<Condition, { unitInPlay: string }>;

export function isRefs2Condition(c: Condition): c is Refs2Condition {
  return 'unitInPlay' in c;
}

/** True when the bound card is a unit in play; nothing bound, or a card that left play (by then in a discard pile), is not. */
export function refs2ConditionHolds(ctx: AbilityContext, c: Refs2Condition): boolean {
  const id = ctx.refs[c.unitInPlay];
  return id !== undefined && ctx.run.unit(id) !== undefined;
}

/**
 * "a unit that was played this phase" (unit filter playedThisPhaseByAny): the phase's record of cards played as units,
 * by either player, names this unit's instance. A record that began mid-phase, or one without instance ids, can't say.
 */
export function playedThisPhaseByAnyone(run: SwuRun, id: string): boolean {
  const h = run.state.thisPhase;
  const units = h?.played.filter((p) => p.as === 'unit') ?? [];
  if (units.some((p) => p.id === id)) return true;
  if (!h || h.partial || units.some((p) => !p.id)) return run.unsupported('RULE', 'thisPhase', `whether ${run.name(id)} was played this phase is not in the state (send "thisPhase" with the state)`);
  return false;
}
