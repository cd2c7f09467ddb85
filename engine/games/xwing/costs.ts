// What an ability can do right now: whether its costs can be paid and whether its effect can resolve. A cost is
// payable only if the effect can resolve (costs.1), so both are asked before anything is paid.
import { invalid } from '../../core/interrupts.js';
import type { Cost, Effect, XwScope } from './types.js';
import type { Ship, XwRun } from './model.js';

export function chargeOf(ship: Ship, cardId: string, run: XwRun) {
  const card = run.findCard(ship, cardId);
  if (!card) return undefined;
  return card.upgrade ? card.upgrade.charges : ship.charges;
}

/**
 * A value an ability needs that the state leaves out (a card's [Charge], the ship's [Force] or shields): the request's
 * fault, with the path to fill in, rather than a guess at how many are active.
 */
function need<T>(value: T | undefined, run: XwRun, ship: Ship, field: 'charges' | 'force' | 'shields', cardId?: string): T {
  if (value !== undefined) return value;
  const i = run.shipIndex(ship.id);
  const card = cardId ? run.findCard(ship, cardId) : undefined;
  const path = card?.upgrade ? `$.ships[${i}].upgrades[${ship.upgrades.indexOf(card.upgrade)}].charges` : `$.ships[${i}].${field}`;
  return invalid('MISSING_FIELD', path, `${card ? `${card.def.name} on ` : ''}${ship.id}: an ability needs its ${field} ({ active, total }) in the state`);
}

export function requireCharge(run: XwRun, ship: Ship, cardId: string) {
  return need(chargeOf(ship, cardId, run), run, ship, 'charges', cardId);
}

export function canPay(run: XwRun, scope: XwScope, costs: readonly Cost[]): boolean {
  const ship = run.ship(scope.ship);
  if (!ship) return false;
  return costs.every((c) => {
    switch (c.pay) {
      case 'charge': return requireCharge(run, ship, scope.card).active >= c.amount;
      case 'force': return need(ship.force, run, ship, 'force').active >= c.amount;
      case 'gainToken': return true;
    }
  });
}

/** Actions the ship could perform now, among `wanted` (stress.1, actions.1). Kinds the engine can't run count as possible: choosing one answers UNSUPPORTED. */
export function performable(ship: Ship, wanted: readonly string[], evenWhileStressed: boolean): string[] {
  if (ship.tokens.includes('stress') && !evenWhileStressed) return [];
  const done = ship.performed ?? [];
  return wanted.filter((a) => !done.includes(a));
}

/** The actions a "perform an action" effect offers: the named ones, or the action bar. */
export function offeredActions(ship: Ship, effect: Extract<Effect, { do: 'performAction' }>): string[] | undefined {
  if (effect.actions) return effect.actions;
  if (!ship.actions) return undefined;
  return ship.actions.filter((a) => !effect.whiteOnly || a.color === 'white').map((a) => a.type);
}

export function canResolve(run: XwRun, scope: XwScope, effect: Effect): boolean {
  const self = run.ship(scope.ship);
  if (!self) return false;
  const ship = (ref: 'self' | 'chosen' | 'subject') => (ref === 'self' ? self : run.ship(scope.refs[ref] ?? ''));
  switch (effect.do) {
    case 'sequence': return effect.steps.some((s) => canResolve(run, scope, s));
    case 'may': return canResolve(run, scope, effect.effect);
    case 'ifYouDo': return canResolve(run, scope, effect.cost) && canResolve(run, scope, effect.then);
    case 'chooseShip': return run.shipsMatching(effect.filter, self).some((s) => canResolve(run, { ...scope, refs: { ...scope.refs, chosen: s.id } }, effect.then));
    case 'gainToken': return ship(effect.who) !== undefined;
    case 'removeToken': return ship(effect.who)?.tokens.some((t) => effect.tokens.includes(t)) ?? false;
    case 'transferToken': return (ship(effect.from)?.tokens.some((t) => effect.tokens.includes(t)) ?? false) && ship(effect.to) !== undefined;
    case 'performAction': {
      const s = ship(effect.who);
      if (!s) return false;
      const offered = offeredActions(s, effect);
      // Without an action bar "perform an action" can't be judged: the effect step says so (UNSUPPORTED/INVALID).
      if (!offered) return true;
      return performable(s, offered, effect.evenWhileStressed === true).length > 0;
    }
    case 'acquireLock': return run.state.ships.some((s) => s.id !== self.id && run.range(self, s) <= 3);
    case 'recoverShield': { const s = ship(effect.who); if (!s) return false; const shields = need(s.shields, run, s, 'shields'); return shields.active < shields.total; }
    case 'recoverCharge': { const c = requireCharge(run, self, scope.card); return c.active < c.total; }
    case 'repairDamage': return (ship(effect.who)?.damageCards ?? []).some((d) => d.faceup === effect.faceup && (!effect.trait || d.trait === effect.trait));
    case 'probe': return true;
  }
}


