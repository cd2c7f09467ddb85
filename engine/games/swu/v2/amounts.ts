// Amounts as small expressions: counts of matching units, cards or events this phase ("for each"), the upgrades on a
// unit, the different aspects among units, the cost/HP of a bound card, sums, and X paid. The interpreter hands over
// every amount that is not one of its own shapes; constant abilities ("gets +1/+0 for each ...", v2/per.ts) and cost
// modifiers ("costs 1 less for each ...") read the same expressions through a scope without choices.
import type { Amount } from '../abilities/types.js';
import type { AbilityContext } from '../abilities/interpreter.js';
import { cardOfInstance, opponentOf, PLAYERS } from '../model.js';
import { cardMatches } from '../restrictions.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { hpOf, unitMatches } from '../stats.js';
import { countThisPhase, drawnThisPhase } from './history.js';
import { creditsOf } from './players.js';
import { deckAmount } from './deck.js';
import { captureAmount } from './capture.js';
import { amounts2AmountOf, isAmounts2Amount } from './amounts2.js';

/** Scope ref under which a paid X is kept (refs are the scope's only free-form storage). */
export const X_REF = '#x';

export type V2Amount = Exclude<Amount, number | { damageOn: string } | { powerOf: string } | { event: 'amount' } | { healedThisWay: true }>;

/**
 * What an amount is read for: an ability's context, or a constant ability / cost modifier (no choices, `printedOnly`:
 * a unit filter reads no keyword or power, which could depend on the constant abilities being computed).
 */
export type AmountScope = Pick<AbilityContext, 'run' | 'controller' | 'source' | 'refs' | 'label'> & { printedOnly?: boolean };

export function isV2Amount(amount: Amount): amount is V2Amount {
  return typeof amount === 'object' && !('damageOn' in amount) && !('powerOf' in amount) && !('event' in amount) && !('healedThisWay' in amount);
}

function boundId(ctx: AmountScope, key: string): string {
  return key === 'self' ? ctx.source : ctx.refs[key] ?? key;
}

/** "for each friendly unit": units in play matching (a constant may not read keywords, see AmountScope). */
function unitsMatching(ctx: AmountScope, filter: Parameters<typeof unitMatches>[2]) {
  const { run } = ctx;
  if (ctx.printedOnly && filter?.keyword) run.unsupported('ABILITY', ctx.label, `a constant "for each" over units with ${filter.keyword} is not supported`);
  return run.units().filter((u) => unitMatches(run, u, filter, ctx.controller, ctx.source, ctx.refs, ctx.printedOnly));
}

export function v2AmountOf<C extends AmountScope>(ctx: C, amount: V2Amount, amountOf: (ctx: C, a: Amount) => number): number {
  const { run } = ctx;
  if ('countUnits' in amount) return unitsMatching(ctx, amount.countUnits).length * (amount.times ?? 1);
  if ('countCards' in amount) {
    const player = amount.player === 'opponent' ? opponentOf(ctx.controller) : ctx.controller;
    const zone = run.state[player][amount.countCards];
    let n = 0;
    for (const c of zone) {
      if (c.card === null) {
        if (amount.filter) run.unsupported('ABILITY', ctx.label, `an anonymous resource can't be matched against a filter`);
        n += 1;
      } else if (cardMatches(run.def(c.card), amount.filter)) n += 1;
    }
    return n * (amount.times ?? 1);
  }
  if ('countThisPhase' in amount) {
    return countThisPhase(run, { kind: amount.countThisPhase, filter: amount.filter, cardType: amount.cardType, controller: ctx.controller, sourceId: ctx.source, label: ctx.label, refs: ctx.refs }) * (amount.times ?? 1);
  }
  if ('upgradesOn' in amount) {
    // 3.6.13: every upgrade attached to the unit counts, tokens included (Shield and Experience tokens are upgrades, 3.7).
    const id = boundId(ctx, amount.upgradesOn);
    const unit = run.unit(id);
    if (!unit) return run.lkiOf(id) ? run.unsupported('ABILITY', ctx.label, `the upgrades that were on ${run.name(id)} are not kept once it left play`) : 0;
    return unit.inst.upgrades.filter((x) => cardMatches(run.def(x.card), amount.filter)).length;
  }
  if ('differentAspects' in amount) {
    // "for each different aspect among units you control": each aspect counted once, however many units have it.
    const aspects = new Set(unitsMatching(ctx, amount.differentAspects).flatMap((u) => run.def(u.card).aspects.map((a) => a.toLowerCase())));
    return aspects.size;
  }
  if ('playersWithBaseDamage' in amount) return PLAYERS.filter((p) => run.state[p].base.damage >= amount.playersWithBaseDamage).length;
  if ('differentNames' in amount) {
    // A name is the card's title without its subtitle (JTL_106 ruling).
    return new Set(unitsMatching(ctx, amount.differentNames).map((u) => run.def(u.card).name.toLowerCase())).size;
  }
  if ('aspectIcons' in amount) {
    const aspect = amount.aspectIcons.toLowerCase();
    return unitsMatching(ctx, amount.among).reduce((n, u) => n + run.def(u.card).aspects.filter((a) => a.toLowerCase() === aspect).length, 0);
  }
  if ('aspectsOf' in amount) {
    const id = boundId(ctx, amount.aspectsOf);
    const card = run.unit(id)?.card ?? run.lkiOf(id)?.card ?? run.unsupported('ABILITY', ctx.label, `no card is bound to "${amount.aspectsOf}"`);
    return new Set(run.def(card).aspects.map((a) => a.toLowerCase())).size;
  }
  if ('costOf' in amount) {
    const id = boundId(ctx, amount.costOf);
    // A card out of play (the card an earlier step discarded: "the cost of the discarded card") is read where it is now.
    const card = run.unit(id)?.card ?? run.lkiOf(id)?.card ?? cardOfInstance(run.state, id) ?? run.unsupported('ABILITY', ctx.label, `no card is bound to "${amount.costOf}"`);
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
  if ('difference' in amount) return Math.max(0, amountOf(ctx, amount.difference[0]!) - amountOf(ctx, amount.difference[1]!));
  if ('x' in amount) {
    const x = ctx.refs[X_REF];
    return x === undefined ? run.unsupported('ABILITY', ctx.label, 'X is used before any X was paid') : Number(x);
  }
  // "for every 5 damage on your base" (defs/attacks-more.ts).
  if ('baseDamageEvery' in amount) return Math.floor(run.state[amount.baseDamageEvery.player === 'opponent' ? opponentOf(ctx.controller) : ctx.controller].base.damage / amount.baseDamageEvery.every);
  if ('countBound' in amount) return deckAmount(ctx, amount);
  if ('capturedBy' in amount || 'when' in amount || 'absDifference' in amount) return captureAmount(ctx, amount, amountOf);
  if ('drawnThisPhase' in amount) return drawnThisPhase(run, ctx.controller, ctx.label);
  if (isAmounts2Amount(amount)) return amounts2AmountOf(ctx, amount);
  const never: never = amount;
  return run.unsupported('ABILITY', ctx.label, `amount ${JSON.stringify(never)} is not supported`);
}

/**
 * An amount read outside an ability's resolution (a constant ability, a cost modifier): the expressions above plus the
 * damage on a unit in play ("self", or a name `refs` binds). Power is not read: it could depend on the constant
 * abilities being computed.
 */
export function scopeAmountOf(ctx: AmountScope, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  if ('damageOn' in amount) {
    const unit = ctx.run.unit(boundId(ctx, amount.damageOn));
    return unit ? unit.inst.damage : ctx.run.unsupported('ABILITY', ctx.label, `no unit in play is bound to "${amount.damageOn}"`);
  }
  if (isV2Amount(amount)) return v2AmountOf(ctx, amount, scopeAmountOf);
  return ctx.run.unsupported('ABILITY', ctx.label, `amount ${JSON.stringify(amount)} can't be read by a constant ability`);
}

/** The scope of a constant ability or cost modifier of `source`, controlled by `controller`. */
export function constantScope(run: SwuRun, controller: PlayerId, source: string, refs: Record<string, string> = {}): AmountScope {
  return { run, controller, source, refs, label: source, printedOnly: true };
}
