// The conditions of "If ..., ..." effects that abilities/defs/conditions.ts adds to the language: the initiative,
// comparing two amounts, damage on a base, the unit an upgrade is attached to, and any/all of several conditions.
// The interpreter hands over every condition of these shapes (one line in conditionHolds).
import type { Amount, Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { cardOfInstance, findBase, opponentOf, PLAYERS } from '../model.js';
import { cardMatches } from '../restrictions.js';
import { unitMatches } from '../stats.js';

export type MoreCondition = Extract<Condition, { hasInitiative: unknown } | { compare: unknown } | { baseDamage: unknown } | { attachedUnit: unknown } | { defeatedRef: unknown } | { controlsUpgrade: unknown } | { youControlNamed: unknown } | { boundCard: unknown } | { boundUnit: unknown } | { selfUpgraded: unknown } | { anyOf: unknown } | { allOf: unknown }>;

export function isMoreCondition(c: Condition): c is MoreCondition {
  return 'hasInitiative' in c || 'compare' in c || 'baseDamage' in c || 'attachedUnit' in c || 'defeatedRef' in c || 'controlsUpgrade' in c || 'youControlNamed' in c || 'boundCard' in c || 'boundUnit' in c || 'selfUpgraded' in c || 'anyOf' in c || 'allOf' in c;
}

export function moreConditionHolds(
  ctx: AbilityContext,
  c: MoreCondition,
  holds: (ctx: AbilityContext, c: Condition) => boolean,
  amountOf: (ctx: AbilityContext, a: Amount) => number,
): boolean {
  const { run } = ctx;
  // 1.15: exactly one player has the initiative at any time.
  if ('hasInitiative' in c) return run.state[c.hasInitiative === 'opponent' ? opponentOf(ctx.controller) : ctx.controller].hasInitiative;
  if ('compare' in c) {
    const left = amountOf(ctx, c.compare);
    const right = amountOf(ctx, c.than);
    switch (c.is) {
      case 'more': return left > right;
      case 'atLeast': return left >= right;
      case 'fewer': return left < right;
      case 'atMost': return left <= right;
      case 'exactly': return left === right;
    }
  }
  if ('baseDamage' in c) {
    const players = c.baseDamage === 'any' ? PLAYERS : [c.baseDamage === 'opponent' ? opponentOf(ctx.controller) : ctx.controller];
    return players.some((p) => run.state[p].base.damage >= c.atLeast);
  }
  if ('attachedUnit' in c) {
    // The unit this card (an upgrade) is attached to; a card that is not attached makes the condition false.
    const host = run.units().find((u) => u.inst.upgrades.some((x) => x.id === ctx.source));
    if (!host) return false;
    if (c.name !== undefined && run.def(host.card).name.toLowerCase() !== c.name.toLowerCase()) return false;
    return unitMatches(run, host, c.attachedUnit, ctx.controller, ctx.source, ctx.refs);
  }
  if ('defeatedRef' in c) {
    const id = ctx.refs[c.defeatedRef];
    if (id === undefined) return run.unsupported('ABILITY', ctx.label, `nothing is bound to "${c.defeatedRef}" here`);
    // 8.11: a unit that left play is gone; it "was defeated" only if its defeat is what removed it (history.ts records
    // every defeat the engine applies, with the unit's id).
    if (run.unit(id)) return false;
    return (run.state.thisPhase?.defeated ?? []).some((d) => d.id === id);
  }
  if ('boundUnit' in c) {
    const id = ctx.refs[c.boundUnit];
    // Nothing was chosen ("Give 2 Experience tokens to another friendly unit" with none): there is no "it" to match.
    if (id === undefined) return false;
    const unit = run.unit(id);
    if (unit) return unitMatches(run, unit, c.filter, ctx.controller, ctx.source, ctx.refs);
    if (findBase(run.state, id)) return false;
    return run.unsupported('ABILITY', ctx.label, `${run.name(id)} left play: whether it matched is not checked`);
  }
  if ('boundCard' in c) {
    const id = ctx.refs[c.boundCard];
    if (id === undefined) return false;
    const card = cardOfInstance(run.state, id) ?? run.lkiOf(id)?.card ?? run.unsupported('ABILITY', ctx.label, `the card bound to "${c.boundCard}" is nowhere in the state`);
    const def = run.def(card);
    if (!cardMatches(def, c.filter)) return false;
    return c.oddCost === undefined || ((def.cost ?? 0) % 2 === 1) === c.oddCost;
  }
  if ('youControlNamed' in c) {
    const named = (card: string) => run.def(card).name.toLowerCase() === c.youControlNamed.toLowerCase();
    // The leader is always controlled by its player, on either side (a deployed leader is also a unit).
    if (named(run.state[ctx.controller].leader.card)) return true;
    // An upgrade is controlled by the player who played it, on any unit (the state records that player as its owner).
    return run.units().some((u) => (u.controller === ctx.controller && named(u.card)) || u.inst.upgrades.some((x) => x.owner === ctx.controller && named(x.card)));
  }
  if ('controlsUpgrade' in c) {
    const player = c.controlsUpgrade === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
    return run.units().some((u) => u.inst.upgrades.some((x) => x.owner === player));
  }
  if ('selfUpgraded' in c) {
    // 3.6.13: "upgraded" while it has at least one upgrade attached (Shield and Experience tokens are upgrades, 3.7).
    const self = run.unit(ctx.source);
    return !!self && self.inst.upgrades.length > 0;
  }
  if ('anyOf' in c) return c.anyOf.some((x) => holds(ctx, x));
  return c.allOf.every((x) => holds(ctx, x));
}
