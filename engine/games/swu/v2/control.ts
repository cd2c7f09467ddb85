// Effects of the triggers area that change who controls a unit: "its owner takes control of it" (the end of Change of
// Heart's "Take control of a non-leader unit. At the start of the regroup phase, its owner takes control of it.",
// 7.7.4F). Through the one event pipeline: a takeControl event for the owner (8.27.1).
import type { Effect } from '../abilities/types.js';
import { type AbilityContext, resolveTarget } from '../abilities/interpreter.js';
import type { SwuEvent } from '../run.js';

export function controlEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'ownerTakesControl') return undefined;
  const out: SwuEvent[] = [];
  for (const id of resolveTarget(ctx, effect.target)) {
    const unit = ctx.run.unit(id);
    // A leader unit's owner always controls it here (taking control of a leader is unsupported, 3.4.6).
    if (!unit || unit.isLeader || !('owner' in unit.inst)) continue;
    if (unit.controller !== unit.inst.owner) out.push({ kind: 'takeControl', target: id, player: unit.inst.owner });
  }
  return out;
}
