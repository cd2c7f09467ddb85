// The ability language at work: a queued ability reaching the front, its costs, and each effect step. Every step asks
// its questions before it changes anything (the machine re-runs an interrupted step from its start).
import { invalid, unsupported } from '../../core/interrupts.js';
import { canPay, canResolve, offeredActions, performable } from './costs.js';
import { conditionHolds } from './conditions.js';
import { ACTIONS_RUN, type Ship, type XwRun } from './model.js';
import type { ActionKind, Amount, Cost, Effect, PendingAbility, Token, XwEvent, XwScope } from './types.js';

export function abilityLabel(run: XwRun, p: PendingAbility): string {
  const ship = run.ship(p.source);
  const found = ship ? run.abilityOf(ship, p.card, p.ability) : undefined;
  return found ? `[${p.id}] ${found.card.def.name} (${p.source}): ${found.ability.text}` : `[${p.id}] ${p.card}:${p.ability} (${p.source})`;
}

/** A queued ability reaches the front of the ability queue. */
export function resolveQueued(run: XwRun, p: PendingAbility): void {
  const ship = run.ship(p.source);
  if (!ship) {
    run.step('SKIPPED', `${abilityLabel(run, p)}: ${p.source} has been removed, its abilities are no longer active`, [p.source], p.controller, 'abilities.4');
    return;
  }
  const found = run.abilityOf(ship, p.card, p.ability);
  if (!found || found.ability.kind !== 'triggered') return unsupported('ABILITY', `${p.card}:${p.ability}`, `queued ability ${p.id} names no triggered ability of ${p.card} on ${p.source}`);
  const { ability } = found;
  const scope: XwScope = { controller: p.controller, ship: ship.id, card: p.card, ability: p.ability, refs: { ...p.refs } };
  const label = abilityLabel(run, p);
  const subject = p.refs.subject ? run.ship(p.refs.subject) : undefined;
  if (!conditionHolds(run, ability.condition, ship, subject)) {
    run.step('CONDITION_FAILED', `${label}: its condition no longer holds`, [ship.id], p.controller, null);
    return;
  }
  if (!canResolve(run, scope, ability.effect)) {
    run.step('CANNOT_RESOLVE', `${label}: nothing it could do now${ability.cost ? ', so its cost cannot be paid' : ''}`, [ship.id], p.controller, ability.cost ? 'costs.1' : null);
    return;
  }
  if (ability.cost && !canPay(run, scope, ability.cost)) {
    run.step('CANNOT_PAY', `${label}: its cost cannot be paid`, [ship.id], p.controller, 'costs.1');
    return;
  }
  let effect = ability.effect;
  if (ability.optional) {
    // "You may choose a ship...": the ships are the MAY prompt's options (one prompt: its targets and "decline").
    const choose = effect.do === 'chooseShip' ? effect : undefined;
    const targets = choose ? run.shipsMatching(choose.filter, ship).filter((s) => canResolve(run, { ...scope, refs: { ...scope.refs, chosen: s.id } }, choose.then)) : undefined;
    const answer = run.askMay(p.controller, `Use ${label}?`, targets);
    if (answer === 'decline') {
      run.step('DECLINED', `${p.controller} declines ${label}`, [ship.id], p.controller, 'abilities.1');
      return;
    }
    run.step('ABILITY_RESOLVED', `${p.controller} uses ${label}${choose ? `, choosing ${answer}` : ''}`, [ship.id], p.controller, 'abilities.1');
    if (choose) {
      scope.refs.chosen = answer;
      effect = choose.then;
    }
  } else {
    run.step('ABILITY_RESOLVED', `${label} (mandatory: no "may")`, [ship.id], p.controller, 'abilities.1');
  }
  if (ability.cost) run.then({ t: 'xw.pay', scope, cost: ability.cost });
  run.then({ t: 'xw.effect', scope, effect });
}

export function costEvents(scope: XwScope, costs: readonly Cost[]): XwEvent[] {
  return costs.map((c) =>
    c.pay === 'charge' ? { kind: 'spendCharge', ship: scope.ship, card: scope.card, amount: c.amount }
      : c.pay === 'force' ? { kind: 'spendForce', ship: scope.ship, amount: c.amount }
        : { kind: 'gainToken', ship: scope.ship, token: c.token });
}

export function payCosts(run: XwRun, scope: XwScope, costs: readonly Cost[]): void {
  run.step('COST', `${scope.ship} pays the cost of ${scope.card}:${scope.ability} (its effect can resolve)`, [scope.ship], scope.controller, 'costs.1');
  run.emit(...costEvents(scope, costs));
}

function amountOf(run: XwRun, self: Ship, amount: Amount | undefined): number {
  if (amount === undefined) return 1;
  if (typeof amount === 'number') return amount;
  return run.shipsMatching(amount.countShips, self).length;
}

function pickToken(run: XwRun, scope: XwScope, ship: Ship, tokens: readonly Token[], verb: string): Token {
  const present = [...new Set(ship.tokens.filter((t) => tokens.includes(t)))];
  if (present.length === 1) return present[0]!;
  return run.askOption(scope.controller, `Which token of ${ship.id} to ${verb}?`, present, (t) => `1 ${t} token`) as Token;
}

/** Chooses which action a "perform ... action" effect performs, and its colour; then performs it. */
export function chooseAction(run: XwRun, scope: XwScope, effect: Extract<Effect, { do: 'performAction' }>): void {
  const ship = run.shipOf(scope, effect.who);
  const offered = offeredActions(ship, effect);
  if (!offered) invalid('MISSING_ACTION_BAR', `$.ships[${run.shipIndex(ship.id)}].actions`, `${scope.card}: "perform an action" needs ${ship.id}'s action bar in the state`);
  const possible = performable(ship, offered, effect.evenWhileStressed === true);
  if (possible.length === 0) {
    const why = run.stressed(ship) && !effect.evenWhileStressed ? 'it is stressed (stress.1)' : 'it already performed each of those actions this round (actions.1)';
    run.step('CANNOT_RESOLVE', `${ship.id} cannot perform ${offered.join(' or ')}: ${why}`, [ship.id], ship.owner, run.stressed(ship) ? 'stress.1' : 'actions.1');
    return;
  }
  let action = possible[0]!;
  if (possible.length > 1) {
    action = run.askOption(ship.owner, `Which action does ${ship.id} perform?`, possible);
  }
  let color: 'white' | 'red' = 'white';
  if (effect.color === 'red' || effect.color === 'white') color = effect.color;
  else {
    const printed = ship.actions?.find((a) => a.type === action)?.color;
    if (printed === 'red') unsupported('RULE', 'Actions', `${scope.card}: "perform a ${action} action" with no colour, and ${ship.id}'s action bar has it red: which colour applies is not in the rules this engine implements`);
  }
  run.then({ t: 'xw.performAction', ship: ship.id, action: action as ActionKind, color });
}

/** One step of an effect. */
export function runEffect(run: XwRun, scope: XwScope, effect: Effect): void {
  const self = run.shipOf(scope, 'self');
  switch (effect.do) {
    case 'sequence':
      run.then(...effect.steps.map((step) => ({ t: 'xw.effect', scope, effect: step })));
      return;
    case 'may': {
      if (!canResolve(run, scope, effect.effect)) return run.step('CANNOT_RESOLVE', `${scope.card}: "${effect.text ?? 'may'}" has nothing it could do now`, [self.id], scope.controller, null);
      const who = scope.refs.chosen ? run.ship(scope.refs.chosen) : self;
      const player = who?.owner ?? scope.controller;
      if (run.askMay(player, `${who?.id ?? self.id} may ${effect.text ?? 'do this'}`) === 'decline') {
        run.step('DECLINED', `${who?.id ?? self.id} does not ${effect.text ?? 'do it'}`, [who?.id ?? self.id], player, 'abilities.1');
        return;
      }
      run.then({ t: 'xw.effect', scope, effect: effect.effect });
      return;
    }
    case 'ifYouDo':
      run.then({ t: 'xw.effect', scope, effect: effect.cost }, { t: 'xw.effect', scope, effect: effect.then });
      return;
    case 'chooseShip': {
      const candidates = run.shipsMatching(effect.filter, self).filter((s) => canResolve(run, { ...scope, refs: { ...scope.refs, chosen: s.id } }, effect.then));
      if (candidates.length === 0) return run.step('CANNOT_RESOLVE', `${scope.card}: no ship to choose`, [self.id], scope.controller, null);
      const picked = run.askShip(scope.controller, `${run.findCard(self, scope.card)?.def.name ?? scope.card}: choose a ship`, candidates);
      run.step('CHOICE_MADE', `${scope.controller} chooses ${picked}`, [picked], scope.controller, null);
      run.then({ t: 'xw.effect', scope: { ...scope, refs: { ...scope.refs, chosen: picked } }, effect: effect.then });
      return;
    }
    case 'gainToken': {
      const ship = run.shipOf(scope, effect.who);
      const n = amountOf(run, self, effect.count);
      if (n > 0) run.emit(...Array.from({ length: n }, (): XwEvent => ({ kind: 'gainToken', ship: ship.id, token: effect.token })));
      return;
    }
    case 'removeToken': {
      const ship = run.shipOf(scope, effect.who);
      if (!ship.tokens.some((t) => effect.tokens.includes(t))) return;
      const token = pickToken(run, scope, ship, effect.tokens, 'remove');
      run.emit({ kind: 'removeToken', ship: ship.id, token, spent: false, ...(ship.id !== self.id ? { by: self.id } : {}) });
      return;
    }
    case 'transferToken': {
      const from = run.shipOf(scope, effect.from);
      const to = run.shipOf(scope, effect.to);
      if (!from.tokens.some((t) => effect.tokens.includes(t))) return;
      const token = pickToken(run, scope, from, effect.tokens, 'transfer');
      run.emit({ kind: 'removeToken', ship: from.id, token, spent: false, ...(from.id !== self.id ? { by: self.id } : {}) }, { kind: 'gainToken', ship: to.id, token });
      return;
    }
    case 'performAction':
      return chooseAction(run, scope, effect);
    case 'acquireLock':
      return lockStep(run, run.shipOf(scope, effect.who));
    case 'recoverShield': {
      const ship = run.shipOf(scope, effect.who);
      run.emit(...Array.from({ length: effect.amount }, (): XwEvent => ({ kind: 'recoverShield', ship: ship.id })));
      return;
    }
    case 'recoverCharge':
      run.emit({ kind: 'recoverCharge', ship: self.id, card: scope.card, amount: effect.amount });
      return;
    case 'repairDamage':
      run.emit({ kind: 'repairDamage', ship: run.shipOf(scope, effect.who).id, faceup: effect.faceup, ...(effect.trait ? { trait: effect.trait } : {}) });
      return;
    case 'probe':
      run.emit({ kind: 'probe', ship: self.id, text: effect.text });
      return;
  }
}

/** lock.1: another ship at range 0-3. */
function lockStep(run: XwRun, ship: Ship): void {
  const targets = run.state.ships.filter((s) => s.id !== ship.id && run.range(ship, s) <= 3);
  if (targets.length === 0) return run.step('CANNOT_RESOLVE', `${ship.id} has no object at range 0-3 to lock`, [ship.id], ship.owner, 'lock.1');
  const picked = run.askShip(ship.owner, `${ship.id}: choose a ship at range 0-3 to lock`, targets);
  run.emit({ kind: 'lock', ship: ship.id, target: picked });
}

/** A ship performs an action: its effect, then (red) a stress token, then the action counts as performed. */
export function performAction(run: XwRun, shipId: string, action: ActionKind, color: 'white' | 'red'): void {
  const ship = run.ship(shipId);
  if (!ship) return;
  if (!ACTIONS_RUN.includes(action)) unsupported('RULE', action, `the ${action} action is not implemented (its rules are not in the rules this engine runs)`);
  run.step('ACTION', `${run.label(ship)} performs a ${color} ${action} action`, [ship.id], ship.owner, null);
  switch (action) {
    case 'focus': case 'evade': case 'calculate':
      run.emit({ kind: 'gainToken', ship: ship.id, token: action });
      break;
    case 'lock':
      lockStep(run, ship);
      break;
    default:
      run.step('MOVED', `${ship.id} ${action === 'boost' ? 'boosts' : 'barrel rolls'} (positions are not modelled: ranges stay as the state gives them)`, [ship.id], ship.owner, null);
  }
  run.then({ t: 'xw.actionDone', ship: ship.id, action, color });
}

export function actionDone(run: XwRun, shipId: string, action: string, color: 'white' | 'red'): void {
  if (!run.ship(shipId)) return;
  if (color === 'red') {
    run.step('RED_ACTION', `${shipId} performed a red action: it gains 1 stress token`, [shipId], run.ship(shipId)!.owner, 'stress.1');
    run.emit({ kind: 'gainToken', ship: shipId, token: 'stress' });
  }
  run.emit({ kind: 'actionPerformed', ship: shipId, action, color });
}
