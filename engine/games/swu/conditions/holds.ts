// The conditions of "If ..., ..." effects that abilities/defs/conditions.ts adds to the language and that need the
// ability's context: the unit an upgrade is attached to, what an earlier step bound. Those that read only the state
// and amounts (the initiative, damage on a base, a named card you control, comparing two amounts, any/all of several)
// are evaluated once, by constants/state.ts, for effects and constant abilities alike. The interpreter hands over every condition of
// these shapes (one line in conditionHolds).
import type { Condition } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { cardOfInstance, findBase, opponentOf } from '../model.js';
import { cardMatches } from '../restrictions.js';
import { unitMatches } from '../stats.js';

export type MoreCondition = Extract<Condition, { attachedUnit: unknown } | { defeatedRef: unknown } | { controlsUpgrade: unknown } | { boundCard: unknown } | { boundUnit: unknown } | { selfUpgraded: unknown }>;

export function isMoreCondition(c: Condition): c is MoreCondition {
  return 'attachedUnit' in c || 'defeatedRef' in c || 'controlsUpgrade' in c || 'boundCard' in c || 'boundUnit' in c || 'selfUpgraded' in c;
}

export function moreConditionHolds(
  ctx: AbilityContext,
  c: MoreCondition,
): boolean {
  const { run } = ctx;
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
    if (c.sharesAspectWithBase !== undefined) {
      const base = run.def(run.state[ctx.controller].base.card);
      if (def.aspects.some((a) => base.aspects.includes(a)) !== c.sharesAspectWithBase) return false;
    }
    return c.oddCost === undefined || ((def.cost ?? 0) % 2 === 1) === c.oddCost;
  }
  if ('controlsUpgrade' in c) {
    const player = c.controlsUpgrade === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
    return run.units().some((u) => u.inst.upgrades.some((x) => x.owner === player));
  }
  // 3.6.13: "upgraded" while it has at least one upgrade attached (Shield and Experience tokens are upgrades, 3.7).
  const self = run.unit(ctx.source);
  return !!self && self.inst.upgrades.length > 0;
}
