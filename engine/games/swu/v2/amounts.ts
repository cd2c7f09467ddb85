// Amounts as small expressions: counts of matching units, cards or events this phase ("for each"), the cost/HP of a
// bound card, sums, and X paid. The interpreter hands over every amount that is not one of its own shapes.
import type { Amount, UnitFilter } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { opponentOf } from '../model.js';
import { hpOf, unitMatches } from '../stats.js';
import { countThisPhase } from './history.js';
import { creditsOf } from './players.js';
import { deckAmount } from './deck.js';
import { captureAmount } from './capture.js';

/** Scope ref under which a paid X is kept (refs are the scope's only free-form storage). */
export const X_REF = '#x';

export type V2Amount = Exclude<Amount, number | { damageOn: string } | { powerOf: string } | { event: 'amount' } | { healedThisWay: true }>;

export function isV2Amount(amount: Amount): amount is V2Amount {
  return typeof amount === 'object' && !('damageOn' in amount) && !('powerOf' in amount) && !('event' in amount) && !('healedThisWay' in amount);
}

function boundId(ctx: AbilityContext, key: string): string {
  return key === 'self' ? ctx.source : ctx.refs[key] ?? key;
}

function cardMatches(ctx: AbilityContext, card: string, filter: UnitFilter | undefined): boolean {
  if (!filter) return true;
  const def = ctx.run.def(card);
  for (const k of Object.keys(filter)) {
    if (!['trait', 'aspect', 'maxCost', 'minCost'].includes(k)) ctx.run.unsupported('ABILITY', ctx.label, `counting cards out of play by "${k}" is not supported`);
  }
  if (filter.trait && !def.traits.some((t) => t.toLowerCase() === filter.trait!.toLowerCase())) return false;
  if (filter.aspect && !def.aspects.some((a) => a.toLowerCase() === filter.aspect!.toLowerCase())) return false;
  if (filter.maxCost !== undefined && (def.cost ?? 0) > filter.maxCost) return false;
  if (filter.minCost !== undefined && (def.cost ?? 0) < filter.minCost) return false;
  return true;
}

export function v2AmountOf(ctx: AbilityContext, amount: V2Amount, amountOf: (ctx: AbilityContext, a: Amount) => number): number {
  const { run } = ctx;
  if ('countUnits' in amount) {
    return run.units().filter((u) => unitMatches(run, u, amount.countUnits, ctx.controller, ctx.source, ctx.refs)).length * (amount.times ?? 1);
  }
  if ('countCards' in amount) {
    const player = amount.player === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
    const zone = run.state[player][amount.countCards];
    let n = 0;
    for (const c of zone) {
      if (c.card === null) {
        if (amount.filter) run.unsupported('ABILITY', ctx.label, `an anonymous resource can't be matched against a filter`);
        n += 1;
      } else if (cardMatches(ctx, c.card, amount.filter)) n += 1;
    }
    return n * (amount.times ?? 1);
  }
  if ('countThisPhase' in amount) {
    return countThisPhase(run, { kind: amount.countThisPhase, filter: amount.filter, cardType: amount.cardType, controller: ctx.controller, sourceId: ctx.source, label: ctx.label }) * (amount.times ?? 1);
  }
  if ('costOf' in amount) {
    const id = boundId(ctx, amount.costOf);
    const card = run.unit(id)?.card ?? run.lkiOf(id)?.card ?? run.unsupported('ABILITY', ctx.label, `no card is bound to "${amount.costOf}"`);
    return run.def(card).cost ?? 0;
  }
  if ('hpOf' in amount || 'remainingHpOf' in amount) {
    const key = 'hpOf' in amount ? amount.hpOf : amount.remainingHpOf;
    const id = boundId(ctx, key);
    const unit = run.unit(id);
    const snap = run.lkiOf(id);
    if (!unit && !snap) return run.unsupported('ABILITY', ctx.label, `no unit is bound to "${key}"`);
    const hp = unit ? hpOf(run, unit) : snap!.hp;
    const damage = unit ? unit.inst.damage : snap!.damage;
    return 'hpOf' in amount ? hp : Math.max(0, hp - damage);
  }
  if ('countCredits' in amount) return creditsOf(ctx, amount.countCredits);
  if ('floorDivide' in amount) return Math.floor(amountOf(ctx, amount.floorDivide) / amount.by);
  if ('sum' in amount) return amount.sum.reduce<number>((total, a) => total + amountOf(ctx, a), 0);
  if ('x' in amount) {
    const x = ctx.refs[X_REF];
    return x === undefined ? run.unsupported('ABILITY', ctx.label, 'X is used before any X was paid') : Number(x);
  }
  // "for every 5 damage on your base" (defs/attacks-more.ts).
  if ('baseDamageEvery' in amount) return Math.floor(run.state[amount.baseDamageEvery.player === 'opponent' ? opponentOf(ctx.controller) : ctx.controller].base.damage / amount.baseDamageEvery.every);
  if ('countBound' in amount) return deckAmount(ctx, amount);
  if ('capturedBy' in amount || 'when' in amount || 'difference' in amount) return captureAmount(ctx, amount, amountOf);
  const never: never = amount;
  return run.unsupported('ABILITY', ctx.label, `amount ${JSON.stringify(never)} is not supported`);
}
