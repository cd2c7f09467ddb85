// More parts of action costs (6.4.3C): "return this unit to its owner's hand", "deal 1 damage to a friendly unit",
// "discard a card from your deck". v2/costs.ts asks this module whether a part can be paid in full now (6.4.4A: if
// any part can't, nothing is paid and the ability can't be used), what paying it does, and how to say it.
import type { CostPart } from '../abilities/types.js';
import { atomicEvents, resolveTarget, type AbilityContext } from '../abilities/interpreter.js';
import type { SwuEvent } from '../run.js';
import { restricted } from '../restrictions.js';
import { unitMatches } from '../stats.js';
import { cardOption } from '../labels.js';

/** Upgrades with this name on the card with the ability. */
function namedUpgrades(ctx: AbilityContext, name: string): string[] {
  const unit = ctx.run.unit(ctx.source);
  return unit ? unit.inst.upgrades.filter((u) => ctx.run.def(u.card).name.toLowerCase() === name.toLowerCase()).map((u) => u.id) : [];
}

type ActionCostPart = Extract<CostPart, { returnSelfToHand: true } | { dealDamage: number } | { discardFromDeck: number } | { defeatUpgradeOnSelf: string }>;

export function isActionCostPart(part: CostPart): part is ActionCostPart {
  return 'returnSelfToHand' in part || 'dealDamage' in part || 'discardFromDeck' in part || 'defeatUpgradeOnSelf' in part;
}

/** Whether the part can be paid in full now, asking nothing. */
export function actionCostPayable(ctx: AbilityContext, part: ActionCostPart): boolean {
  const { run } = ctx;
  if ('returnSelfToHand' in part) {
    const unit = run.unit(ctx.source);
    // A leader unit would be defeated instead (3.4.6): not this cost.
    return !!unit && !unit.isLeader;
  }
  if ('discardFromDeck' in part) return run.state[ctx.controller].deck.length >= part.discardFromDeck;
  if ('defeatUpgradeOnSelf' in part) return namedUpgrades(ctx, part.defeatUpgradeOnSelf).length > 0;
  const target = part.to;
  if ('self' in target) return !!run.unit(ctx.source) && !restricted(run, ctx.source, 'cantBeDealtDamage');
  if (!('choose' in target) || target.choose !== 'unit') return false;
  return run.units().some((u) => unitMatches(run, u, target.filter, ctx.controller, ctx.source, ctx.refs) && !restricted(run, u.id, 'cantBeDealtDamage'));
}

export function describeActionCost(part: ActionCostPart): string {
  if ('returnSelfToHand' in part) return "return this unit to its owner's hand";
  if ('defeatUpgradeOnSelf' in part) return `defeat a ${part.defeatUpgradeOnSelf} on this unit`;
  if ('discardFromDeck' in part) return `discard ${part.discardFromDeck} card${part.discardFromDeck === 1 ? '' : 's'} from your deck`;
  return `deal ${part.dealDamage} damage to a unit`;
}

/** The events that pay the part (choosing the unit first). */
export function actionCostEvents(ctx: AbilityContext, part: ActionCostPart): SwuEvent[] {
  const { run } = ctx;
  if ('returnSelfToHand' in part) return atomicEvents(ctx, { do: 'returnToHand', target: { self: true } }) ?? [];
  if ('discardFromDeck' in part) return atomicEvents(ctx, { do: 'discardFromDeck', count: part.discardFromDeck }) ?? [];
  if ('defeatUpgradeOnSelf' in part) {
    const options = namedUpgrades(ctx, part.defeatUpgradeOnSelf);
    // Copies may differ (who played them, where they go): the player picks one when there are several.
    const [picked] = options.length === 1 ? [options[0]!] : run.ask({
      player: ctx.controller, kind: 'TARGET', text: `${ctx.label}: choose a ${part.defeatUpgradeOnSelf} to defeat`,
      options: options.map((id) => cardOption(run, id)), min: 1, max: 1,
    });
    return [{ kind: 'defeat', target: picked! }];
  }
  const target = part.to;
  // The unit must be one that can be dealt damage: the cost is paid in full or not at all (6.4.4A).
  const chosen = 'choose' in target
    ? resolveTarget(ctx, { ...target, optional: false, filter: { ...target.filter } }).filter((t) => !restricted(run, t, 'cantBeDealtDamage'))
    : resolveTarget(ctx, target);
  return chosen.map((t) => ({ kind: 'damage', target: t, amount: part.dealDamage, byPlayer: ctx.controller, source: ctx.source }));
}
