// Conditions of the multi family (abilities/defs/multi.ts). "If no player has taken the initiative this phase": the
// take-the-initiative action (1.15.5) sets that player's initiativeTaken, which the engine keeps for the phase (turn.ts)
// and clears when it ends; the same flag decides whether the action is still available (view.ts).
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { PLAYERS } from '../model.js';

type MultiCondition = Extract<Condition, { initiativeTakenThisPhase: boolean }>;

export function isMultiCondition(c: Condition): c is MultiCondition {
  return 'initiativeTakenThisPhase' in c;
}

export function multiConditionHolds(ctx: AbilityContext, c: MultiCondition): boolean {
  return PLAYERS.some((p) => ctx.run.state[p].initiativeTaken === true) === c.initiativeTakenThisPhase;
}
