// What constant abilities check beyond the base language (abilities/defs/constants.ts): a unit's state in play
// (upgraded 3.6.13, attacking, defending) and conditions on the initiative (1.12), resources and what an opponent
// controls. Called from one line each in stats.ts (filters, constant conditions) and the interpreter (effect conditions).
import type { Amount, Condition, UnitFilter } from '../abilities/types.js';
import { isTokenCard, opponentOf, PLAYERS, type UnitView } from '../model.js';
import type { SwuRun } from '../run.js';
import type { PlayerId } from '../state/types.js';
import { cardMatches } from '../restrictions.js';

/** An upgrade attached to the unit (tokens included) matches the card filter (printed facts). */
function hasMatchingUpgrade(run: SwuRun, unit: UnitView, wanted: NonNullable<UnitFilter['hasUpgrade']>): boolean {
  return unit.inst.upgrades.some((x) => cardMatches(run.def(x.card), wanted));
}

/** The filters of defs/constants.ts on a unit in play: token, name (printed) and attacking, defending, hasUpgrade (and withoutUpgrade). */
export function unitStateMatches(run: SwuRun, unit: UnitView, filter: UnitFilter, matches: (unit: UnitView, filter: UnitFilter) => boolean): boolean {
  // (unique and upgraded, 3.6.13, are read by unitMatches itself.)
  if (filter.token !== undefined || filter.name !== undefined) {
    const def = run.def(unit.card);
    if (filter.token !== undefined && isTokenCard(def) !== filter.token) return false;
    if (filter.name !== undefined && def.name.toLowerCase() !== filter.name.toLowerCase()) return false;
  }
  if (filter.attacking !== undefined && run.attacks.some((a) => a.attacker === unit.id) !== filter.attacking) return false;
  if (filter.defending !== undefined && run.attacks.some((a) => a.defender === unit.id) !== filter.defending) return false;
  if (filter.hasUpgrade && !hasMatchingUpgrade(run, unit, filter.hasUpgrade)) return false;
  if (filter.withoutUpgrade && hasMatchingUpgrade(run, unit, filter.withoutUpgrade)) return false;
  if (filter.attackingUnit) {
    const nested = filter.attackingUnit;
    const defenders = run.attacks.filter((a) => a.attacker === unit.id && !a.defenderIsBase).map((a) => run.unit(a.defender));
    if (!defenders.some((d) => d && matches(d, nested))) return false;
  }
  return true;
}

export type ConstantCondition = Extract<Condition, { hasInitiative: unknown } | { youControlResources: unknown } | { opponentControls: unknown } | { compare: unknown } | { baseDamage: unknown } | { youControlNamed: unknown } | { youControlUpgrade: unknown } | { anyOf: unknown } | { allOf: unknown } | { cardsInHand: unknown } | { readyResources: unknown }>;

const KEYS = ['hasInitiative', 'youControlResources', 'opponentControls', 'compare', 'baseDamage', 'youControlNamed', 'youControlUpgrade', 'anyOf', 'allOf', 'cardsInHand', 'readyResources'];

export function isConstantCondition(c: Condition): c is ConstantCondition {
  return KEYS.some((k) => k in c);
}

/** Upgrades in play a player controls: the non-token upgrades they played (1.5.2B; the state records that as owner). */
function upgradesOf(run: SwuRun, player: PlayerId): { card: string }[] {
  return run.units().flatMap((u) => u.inst.upgrades).filter((x) => x.owner === player && !isTokenCard(run.def(x.card)));
}


/**
 * Does the condition hold for `controller` (the ability's controller)? `matches` reads a unit against a filter and
 * `amountOf` an amount the way the caller does (stats.ts on printed facts through v2/amounts.ts's constant scope, the
 * interpreter with its bound names).
 */
export function constantConditionHolds(run: SwuRun, c: ConstantCondition, controller: PlayerId, matches: (unit: UnitView, filter: UnitFilter) => boolean, holds: (c: Condition) => boolean, amountOf: (a: Amount) => number): boolean {
  if ('anyOf' in c) return c.anyOf.some(holds);
  if ('allOf' in c) return c.allOf.every(holds);
  // 1.15: exactly one player has the initiative at any time.
  if ('hasInitiative' in c) return run.state[c.hasInitiative === 'opponent' ? opponentOf(controller) : controller].hasInitiative;
  if ('youControlNamed' in c) {
    // 8.23.2: the name only: the leader (either side), a unit, or an upgrade the player played.
    const named = (card: string) => run.def(card).name.toLowerCase() === c.youControlNamed.toLowerCase();
    return named(run.state[controller].leader.card) || run.units().some((u) => u.controller === controller && named(u.card)) || upgradesOf(run, controller).some((x) => named(x.card));
  }
  if ('youControlUpgrade' in c) return upgradesOf(run, controller).some((x) => cardMatches(run.def(x.card), c.youControlUpgrade));
  if ('youControlResources' in c) return run.state[controller].resources.length >= c.youControlResources;
  if ('cardsInHand' in c) return run.state[controller].hand.length >= c.cardsInHand;
  // "If the defending player controls no ready resources" (defs/attacks-more.ts).
  if ('readyResources' in c) return run.state[c.readyResources.player === 'opponent' ? opponentOf(controller) : controller].resources.filter((r) => !r.exhausted).length <= c.readyResources.atMost;
  if ('baseDamage' in c) {
    const players = c.baseDamage === 'any' ? PLAYERS : [c.baseDamage === 'opponent' ? opponentOf(controller) : controller];
    return players.some((p) => run.state[p].base.damage >= c.atLeast);
  }
  // "If you control fewer units than an opponent", "While you have more cards in hand than an opponent": two amounts.
  if ('compare' in c) {
    const left = amountOf(c.compare);
    const right = amountOf(c.than);
    switch (c.is) {
      case 'more': return left > right;
      case 'atLeast': return left >= right;
      case 'fewer': return left < right;
      case 'atMost': return left <= right;
      case 'exactly': return left === right;
    }
  }
  // A keyword read here could depend on the constant abilities being computed: not supported (compiled without).
  if (c.opponentControls.keyword) return run.unsupported('ABILITY', 'opponentControls', `a condition on an opponent's units with ${c.opponentControls.keyword} is not supported`);
  const opponent = opponentOf(controller);
  const filter: UnitFilter = { ...c.opponentControls, controller: 'any' };
  return run.units().filter((u) => u.controller === opponent && matches(u, filter)).length >= (c.atLeast ?? 1);
}
