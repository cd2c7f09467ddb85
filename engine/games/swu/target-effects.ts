// Target-family effects (abilities/defs/targets.ts): "Defeat an upgrade." The upgrade is chosen like any upgrade an
// effect moves (abilities/zone-effects.ts), then defeated through the ordinary defeat event (1.5.5C; a token upgrade is
// set aside, 1.5.5E), so replacements, triggers and the upgrade's own "When Defeated" checks see it.
import type { AbilityContext } from './abilities/interpreter.js';
import type { Effect } from './abilities/types.js';
import { movableTargets } from './abilities/zone-effects.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { AttackModifiers } from './abilities/types.js';
import type { PlayerId } from './state/types.js';

/** The events of a target-family effect, or undefined for any other effect. */
export function targetEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'defeatUpgrade') return undefined;
  return movableTargets(ctx, effect.target).map((id) => ({ kind: 'defeat', target: id }));
}

/**
 * "Attack with a unit. The defender gets -4/-0 for this attack." (7.1.6): once the defender is declared, a lasting
 * effect on it that ends with the attack. Returns the effect ids (for the attack to expire). A base has no power: nothing.
 */
export function defenderModifierEffects(run: SwuRun, modifiers: AttackModifiers | undefined, defender: string, source: string, player: PlayerId, label: string | undefined): string[] {
  const power = modifiers?.defender?.power;
  if (!power || !run.unit(defender)) return [];
  const id = run.newId('effect');
  run.emit([{
    kind: 'addEffect', effect: { id, source, controller: player, duration: 'thisAttack', targets: [defender], effect: { power, hp: 0 } },
    text: `${label ?? 'attack'}: for this attack the defender ${run.name(defender)} gets ${power > 0 ? '+' : ''}${power}/+0 (7.1.6)`,
  }]);
  return [id];
}
