// Pilots and upgrades that move (abilities/defs/pilots.ts): what an effect does to the upgrades on one unit. The unit
// is chosen (or named) first, then its upgrades; they all move in one event batch, so they leave play together.
import { type AbilityContext, resolveTarget } from '../abilities/interpreter.js';
import type { Effect, Target } from '../abilities/types.js';
import { cardOption } from '../labels.js';
import { displayName } from '../model.js';
import { DECLINE, optionalTargets } from '../optional.js';
import { cardMatches } from '../restrictions.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';
import { unitMatches } from '../stats.js';

type Of<K extends Effect['do']> = Extract<Effect, { do: K }>;

/** The events of a pilots-family effect, or undefined for any other effect. */
export function pilotsEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  switch (effect.do) {
    case 'upgradesOn':
      return upgradesOn(ctx, effect);
    default:
      return undefined;
  }
}

/** The matching upgrades attached to a unit (token upgrades included, 3.7.1). */
function matchingUpgrades(ctx: AbilityContext, unitId: string, effect: Of<'upgradesOn'>): string[] {
  const unit = ctx.run.unit(unitId);
  return unit ? unit.inst.upgrades.filter((u) => cardMatches(ctx.run.def(u.card), effect.filter)).map((u) => u.id) : [];
}

/**
 * "a unit" whose upgrades the effect takes: only a unit with a matching upgrade is offered (choosing another would
 * make the effect do nothing); "this unit" or "it" is that unit.
 */
function theUnit(ctx: AbilityContext, effect: Of<'upgradesOn'>): string | undefined {
  const { run } = ctx;
  const target: Target = effect.unit;
  if (!('choose' in target)) return resolveTarget(ctx, target)[0];
  const options = run.units()
    .filter((u) => unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs) && matchingUpgrades(ctx, u.id, effect).length > 0)
    .map((u) => cardOption(run, u.id));
  const optional = target.optional === true || ctx.optionalNext === true;
  if (options.length === 0) {
    ctx.update({ optionalNext: false });
    run.step('NO_TARGET', `${ctx.label}: no unit with ${effect.filter ? 'a matching upgrade' : 'an upgrade'} on it, this part does nothing`, [ctx.source], ctx.controller, rule('1.3.2'));
    return undefined;
  }
  const what = 'a unit with upgrades';
  const [picked] = run.ask(optional ? optionalTargets(ctx, ctx.controller, what, options, 1) : {
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose ${what}`, options, min: 1, max: 1,
  }).filter((id) => id !== DECLINE);
  ctx.update({ optionalNext: false });
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${picked ? run.name(picked) : 'nothing'}`, picked ? [picked] : [], ctx.controller, rule(picked ? '8.4.1' : '8.32.1'));
  if (picked && target.as) ctx.refs[target.as] = picked;
  return picked;
}

function upgradesOn(ctx: AbilityContext, effect: Of<'upgradesOn'>): SwuEvent[] {
  const { run } = ctx;
  const unitId = theUnit(ctx, effect);
  if (!unitId || !run.unit(unitId)) return [];
  let ids = matchingUpgrades(ctx, unitId, effect);
  if (effect.which === 'anyNumber' && ids.length > 0) {
    // "any number": 0 to all of them (8.32.1: choosing none is allowed).
    ids = run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose any number of upgrades on ${run.name(unitId)}`,
      options: ids.map((id) => ({ id, label: displayName(run.def(run.unit(unitId)!.inst.upgrades.find((u) => u.id === id)!.card)), ref: id, card: id })), min: 0, max: ids.length,
    });
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${ids.length ? ids.map((id) => run.name(id)).join(', ') : 'no upgrade'}`, ids, ctx.controller, rule(ids.length ? '8.4.1' : '8.32.1'));
  }
  if (ids.length === 0 && !effect.withUnit) {
    run.step('NO_EFFECT', `${ctx.label}: no upgrade on ${run.name(unitId)} to ${effect.then === 'defeat' ? 'defeat' : 'return'}`, [unitId], ctx.controller, rule('1.3.2'));
    return [];
  }
  if (effect.then === 'defeat') return ids.map((id) => ({ kind: 'defeat', target: id }));
  // 8.24.1: returned to their owners' hands; a token upgrade leaving play is set aside (3.7.2). With the unit
  // ("Return this unit and each upgrade on her"), all of them leave play together.
  const moved: SwuEvent[] = ids.map((id) => ({ kind: 'moveCard', target: id, from: 'play', to: 'hand', reason: 'return' }));
  if (effect.withUnit) {
    if (run.unit(unitId)!.isLeader) run.unsupported('RULE', '3.4.6', `${ctx.label}: returning the leader unit ${run.name(unitId)} to a hand`);
    moved.push({ kind: 'moveCard', target: unitId, from: 'play', to: 'hand', reason: 'return' });
  }
  return moved;
}
