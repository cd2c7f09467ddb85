// Conditions and effects of the multi family (abilities/defs/multi.ts). "If no player has taken the initiative this phase": the
// take-the-initiative action (1.15.5) sets that player's initiativeTaken, which the engine keeps for the phase (turn.ts)
// and clears when it ends; the same flag decides whether the action is still available (view.ts).
import type { Condition, Effect } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { cardOption } from '../labels.js';
import { optionalTargets } from '../optional.js';
import { eachPlayerChoosesOwnUnit } from '../abilities/zones-more.js';
import { powerOf, unitMatches } from '../stats.js';
import { bindUnits } from './chosen.js';
import { traitsOf } from './grants.js';
import { PLAYERS } from '../model.js';
import { rule } from '../rules.js';
import type { SwuEvent } from '../run.js';

type MultiCondition = Extract<Condition, { initiativeTakenThisPhase: boolean } | { fewerUnitsThanControllerOf: string }>;

export function isMultiCondition(c: Condition): c is MultiCondition {
  return 'initiativeTakenThisPhase' in c || 'fewerUnitsThanControllerOf' in c;
}

export function multiConditionHolds(ctx: AbilityContext, c: MultiCondition): boolean {
  const { run } = ctx;
  if ('initiativeTakenThisPhase' in c) return PLAYERS.some((p) => run.state[p].initiativeTaken === true) === c.initiativeTakenThisPhase;
  // "If you control fewer units than that unit's controller" (Equalize): counted as the condition is checked, after the
  // earlier step resolved (a unit it defeated is no longer counted); the unit's controller by last known information.
  const id = ctx.refs[c.fewerUnitsThanControllerOf];
  if (id === undefined) return false;
  const controller = run.unit(id)?.controller ?? run.lkiOf(id)?.controller
    ?? run.unsupported('ABILITY', ctx.label, `the unit bound to "${c.fewerUnitsThanControllerOf}" is neither in play nor remembered (8.11)`);
  const count = (p: string) => run.units().filter((u) => u.controller === p).length;
  return count(ctx.controller) < count(controller);
}

/**
 * "Each player chooses a unit they control. Deal 3 damage to each unit not chosen this way." (Time of Crisis): each
 * player, the controller first (7.1.4), chooses one of their own units (none if they control none); the damage is then
 * dealt to every unit in play not chosen, simultaneously (the card's ruling).
 */
function damageAllButChosen(ctx: AbilityContext, effect: Extract<Effect, { do: 'damageAllButChosen' }>): SwuEvent[] {
  const chosen = eachPlayerChoosesOwnUnit(ctx, undefined, 'it is not dealt damage', rule('8.4.1'));
  return ctx.run.units().filter((u) => !chosen.includes(u.id)).map((u) => ({ kind: 'damage', target: u.id, amount: effect.amount, byPlayer: ctx.controller, source: ctx.source }));
}

/**
 * "Choose up to 3 units that share the same Trait." (Bold Resistance): one unit at a time, each offered only if it has
 * a Trait every unit chosen before has too (so all of them share one Trait; 8.30.1: the player may stop at any time,
 * choosing 0 to 3). A unit without any Trait shares none. The units are bound for "each of those units" (v2/chosen.ts).
 */
function chooseSharingTrait(ctx: AbilityContext, effect: Extract<Effect, { do: 'chooseSharingTrait' }>): SwuEvent[] {
  const { run } = ctx;
  const target = effect.target;
  if (!('choose' in target) || target.choose !== 'unit' || !target.as) return run.unsupported('ABILITY', ctx.label, 'units that share the same Trait: only a bound choice of units is supported');
  const picked: string[] = [];
  let common: string[] | undefined;
  for (let i = 0; i < (target.count ?? 1); i++) {
    const options = run.units().filter((u) => !picked.includes(u.id) && unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs)).filter((u) => {
      const traits = traitsOf(run, u).map((t) => t.toLowerCase());
      return common ? common.some((t) => traits.includes(t)) : traits.length > 0;
    });
    if (options.length === 0) break;
    const offered = options.map((u) => cardOption(run, u.id));
    const [id] = run.ask(optionalTargets(ctx, ctx.controller, picked.length === 0 ? 'a unit' : 'another unit that shares a Trait with the units chosen', offered, 1));
    const unit = options.find((u) => u.id === id);
    if (!unit) break;
    run.step('CHOICE_MADE', `${ctx.controller} chooses ${run.name(unit.id)}`, [unit.id], ctx.controller, rule('8.4.1'));
    picked.push(unit.id);
    const traits = traitsOf(run, unit).map((t) => t.toLowerCase());
    common = common ? common.filter((t) => traits.includes(t)) : traits;
  }
  if (picked.length === 0) run.step('CHOICE_MADE', `${ctx.controller} chooses nothing`, [], ctx.controller, rule('8.32.1'));
  bindUnits(ctx, target.as, picked);
  return [];
}

/**
 * "Choose 2 enemy units in the same arena. Each of those units deals damage equal to its power to the other." (Caught
 * in the Crossfire): two different matching units of one arena, chosen one after the other; both powers (modifiers
 * included: the card's ruling) are read before any damage, which is dealt at once. No two such units: nothing.
 */
function dealPowerToEachOther(ctx: AbilityContext, effect: Extract<Effect, { do: 'dealPowerToEachOther' }>): SwuEvent[] {
  const { run } = ctx;
  const matching = run.units().filter((u) => unitMatches(run, u, effect.filter, ctx.controller, ctx.source, ctx.refs));
  const arenaOf = (id: string) => matching.find((u) => u.id === id)!.arena;
  const firsts = matching.filter((u) => matching.some((o) => o.id !== u.id && o.arena === u.arena));
  if (firsts.length === 0) {
    run.step('NO_TARGET', `${ctx.label}: no 2 such units in the same arena, nothing to choose`, [ctx.source], ctx.controller, rule('1.3.2'));
    return [];
  }
  const ask = (what: string, options: typeof matching) => run.ask({
    player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose ${what}`,
    options: options.map((u) => cardOption(run, u.id)), min: 1, max: 1,
  })[0]!;
  const a = ask('a unit', firsts);
  const b = ask('another unit in the same arena', matching.filter((u) => u.id !== a && u.arena === arenaOf(a)));
  run.step('CHOICE_MADE', `${ctx.controller} chooses ${run.name(a)} and ${run.name(b)}`, [a, b], ctx.controller, rule('8.4.1'));
  const [ua, ub] = [run.unit(a)!, run.unit(b)!];
  const [pa, pb] = [powerOf(run, ua), powerOf(run, ub)];
  return [
    { kind: 'damage', target: b, amount: pa, by: a, byPlayer: ctx.controller, source: ctx.source },
    { kind: 'damage', target: a, amount: pb, by: b, byPlayer: ctx.controller, source: ctx.source },
  ];
}

export function multiEffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (effect.do === 'damageAllButChosen') return damageAllButChosen(ctx, effect);
  if (effect.do === 'chooseSharingTrait') return chooseSharingTrait(ctx, effect);
  if (effect.do === 'dealPowerToEachOther') return dealPowerToEachOther(ctx, effect);
  return undefined;
}
