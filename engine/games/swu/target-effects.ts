// Target-family effects (abilities/defs/targets.ts): "Defeat an upgrade." The upgrade is chosen like any upgrade an
// effect moves (abilities/zone-effects.ts), then defeated through the ordinary defeat event (1.5.5C; a token upgrade is
// set aside, 1.5.5E), so replacements, triggers and the upgrade's own "When Defeated" checks see it.
import type { AbilityContext } from './abilities/interpreter.js';
import type { Effect } from './abilities/types.js';
import { movableTargets } from './abilities/zone-effects.js';
import type { SwuEvent } from './run.js';

/** The events of a target-family effect, or undefined for any other effect. */
export function targetEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'defeatUpgrade') return undefined;
  return movableTargets(ctx, effect.target).map((id) => ({ kind: 'defeat', target: id }));
}
