// The "refs6" family (abilities/defs/refs6.ts): a choice made on its own ("An opponent chooses a ground unit they
// control."), bound for the later parts that name it; it changes nothing in the game by itself.
import { resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { isShield, type UnitView } from '../model.js';
import type { SwuEvent, SwuRun } from '../run.js';

/** The events of a choice alone (none: resolving the target asks and binds it), or undefined for any other effect. */
export function refs6EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'chooseTarget') return undefined;
  resolveTarget(ctx, effect.target);
  return [];
}

/** "with a Shield token on it" (unit filter withShield): a Shield token is among the unit's upgrades. */
export function hasShieldToken(run: SwuRun, unit: UnitView): boolean {
  return unit.inst.upgrades.some((u) => isShield(run.def(u.card)));
}
