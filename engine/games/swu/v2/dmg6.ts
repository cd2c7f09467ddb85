// Family "dmg6" (defs/dmg6.ts): one simultaneous damage or heal whose amount is read per unit or per player, and damage
// to different units chosen one after the other, dealt together.
import { amountOf, contextFor, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { Effect } from '../abilities/types.js';
import { PLAYERS } from '../model.js';
import type { SwuEvent } from '../run.js';

type Dmg6Effect = Extract<Effect, { do: 'eachUnitAmount' | 'eachBaseOwnAmount' | 'damageDifferentUnits' }>;

function isDmg6(effect: Effect): effect is Dmg6Effect {
  return effect.do === 'eachUnitAmount' || effect.do === 'eachBaseOwnAmount' || effect.do === 'damageDifferentUnits';
}

/** Every amount is read before anything is dealt: the events happen at once, so no amount sees another's result. */
function eachUnit(ctx: AbilityContext, effect: Extract<Effect, { do: 'eachUnitAmount' }>): SwuEvent[] {
  const amounts = resolveTarget(ctx, effect.target).map((id) => {
    ctx.refs[effect.as] = id;
    return [id, amountOf(ctx, effect.amount)] as const;
  });
  delete ctx.refs[effect.as];
  return amounts.filter(([, n]) => n > 0).map(([target, amount]) => (effect.kind === 'heal'
    ? { kind: 'heal', target, amount }
    : { kind: 'damage', target, amount, byPlayer: ctx.controller, source: ctx.source }));
}

/** "that player's": the amount read as if each player controlled the ability (their hand, their units). */
function eachBase(ctx: AbilityContext, effect: Extract<Effect, { do: 'eachBaseOwnAmount' }>): SwuEvent[] {
  return PLAYERS.map((p) => ({ p, n: amountOf(contextFor(ctx.run, { ...ctx, controller: p }), effect.amount) }))
    .filter(({ n }) => n > 0)
    .map(({ p, n }) => ({ kind: 'damage', target: ctx.run.state[p].base.id, amount: n, byPlayer: ctx.controller, source: ctx.source }));
}

/** One choice per amount, each unit other than those chosen before; fewer units than amounts: the first ones only. */
function differentUnits(ctx: AbilityContext, effect: Extract<Effect, { do: 'damageDifferentUnits' }>): SwuEvent[] {
  const chosen: { target: string; amount: number }[] = [];
  const names: string[] = [];
  for (const [i, amount] of effect.amounts.entries()) {
    const as = `dmg6#${i + 1}`;
    const [picked] = resolveTarget(ctx, { choose: 'unit', as, ...(names.length ? { filter: { notRefs: [...names] } } : {}) });
    if (!picked) break;
    names.push(as);
    chosen.push({ target: picked, amount });
  }
  return chosen.map(({ target, amount }) => ({ kind: 'damage', target, amount, byPlayer: ctx.controller, source: ctx.source }));
}

export function dmg6EffectEvents(ctx: AbilityContext, effect: Effect): SwuEvent[] | undefined {
  if (!isDmg6(effect)) return undefined;
  if (effect.do === 'eachUnitAmount') return eachUnit(ctx, effect);
  if (effect.do === 'eachBaseOwnAmount') return eachBase(ctx, effect);
  return differentUnits(ctx, effect);
}
