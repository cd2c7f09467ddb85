// Target-family effects (abilities/defs/targets.ts): "Defeat an upgrade." The upgrade is chosen like any upgrade an
// effect moves (abilities/zone-effects.ts), then defeated through the ordinary defeat event (1.5.5C; a token upgrade is
// set aside, 1.5.5E), so replacements, triggers and the upgrade's own "When Defeated" checks see it.
import type { AbilityContext } from './abilities/interpreter.js';
import type { Effect } from './abilities/types.js';
import { movableTargets } from './abilities/zone-effects.js';
import type { SwuEvent, SwuRun } from './run.js';
import type { AttackModifiers, UpgradeTarget } from './abilities/types.js';
import { displayName } from './model.js';
import { DECLINE, optionalTargets } from './optional.js';
import { cardMatches } from './restrictions.js';
import { rule } from './rules.js';
import { unitMatches } from './stats.js';
import type { PlayerId } from './state/types.js';

/** The events of a target-family effect, or undefined for any other effect. */
export function targetEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do !== 'defeatUpgrade') return undefined;
  const ids = effect.upTo ? upToUpgrades(ctx, effect.target, effect.upTo) : movableTargets(ctx, effect.target);
  return ids.map((id) => ({ kind: 'defeat', target: id }));
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

/** "Up to N upgrades": one choice of 0 to N different upgrades in play matching the target (8.32.1: none is allowed). */
function upToUpgrades(ctx: AbilityContext, target: UpgradeTarget, n: number): string[] {
  const { run } = ctx;
  const options: { id: string; label: string; ref: string; card: string }[] = [];
  for (const u of run.units()) {
    if (target.attachedTo && !unitMatches(run, u, target.attachedTo, ctx.controller, ctx.source, ctx.refs)) continue;
    for (const up of u.inst.upgrades) if (cardMatches(run.def(up.card), target.filter)) options.push({ id: up.id, label: `${displayName(run.def(up.card))} on ${run.name(u.id)}`, ref: up.id, card: up.id });
  }
  ctx.update({ optionalNext: false });
  if (options.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no upgrade to choose, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const picked = run.ask(optionalTargets(ctx, ctx.controller, `up to ${n} upgrades`, options, Math.min(n, options.length))).filter((id) => id !== DECLINE);
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked.length ? picked.map((id) => options.find((o) => o.id === id)!.label).join(', ') : 'nothing'}`, picked, ctx.controller, rule(picked.length ? '8.4.1' : '8.32.1'));
  return picked;
}
