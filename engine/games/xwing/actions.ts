// The requests X-Wing's resolve accepts (`action`), each checked against the rules before anything happens: a ship
// performs an action or an "Action:" ability, gains or spends a token, modifies a die, suffers damage, or a
// destroyed ship is removed. Each opens the action's window: what it triggers waits there in the ability queue.
import { invalid } from '../../core/interrupts.js';
import { canPay, canResolve, performable } from './costs.js';
import { ACTIONS, TOKENS } from './language.js';
import type { Ship, XwRun } from './model.js';
import type { ActionKind, Token, XwEvent } from './types.js';

export const ACTION_TYPES = ['performAction', 'useAbility', 'gainToken', 'spendToken', 'modifyDie', 'sufferDamage', 'removeShip'] as const;

type Req = Record<string, unknown>;
const P = '$.action';

function str(req: Req, field: string): string {
  const v = req[field];
  if (typeof v !== 'string' || v.length === 0) invalid('BAD_ACTION', `${P}.${field}`, `"${field}" must be a non-empty string`);
  return v;
}

function oneOf<T extends string>(req: Req, field: string, values: readonly T[]): T {
  const v = str(req, field);
  if (!values.includes(v as T)) invalid('BAD_ACTION', `${P}.${field}`, `"${field}" must be one of ${values.join(', ')}`);
  return v as T;
}

function shipOf(run: XwRun, req: Req, field = 'ship'): Ship {
  return run.requireShip(str(req, field), `${P}.${field}`);
}

function illegal(field: string, rule: string, message: string): never {
  invalid('ILLEGAL_ACTION', `${P}.${field}`, `${message} (${rule})`);
}

/** A ship about to perform an action on its own (not through an effect). */
function checkCanAct(ship: Ship, action: string): void {
  if (ship.destroyed) illegal('ship', 'abilities.4', `${ship.id} is destroyed`);
  if (ship.tokens.includes('stress')) illegal('ship', 'stress.1', `${ship.id} is stressed: a stressed ship cannot perform actions`);
  if (performable(ship, [action], false).length === 0) illegal('action', 'actions.1', `${ship.id} already performed this action this round`);
}

export function startAction(run: XwRun, action: unknown): void {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) invalid('BAD_ACTION', P, 'the action must be an object with a "type"');
  const req = action as Req;
  const type = oneOf(req, 'type', ACTION_TYPES);
  const window = run.machine.openWindow('action');
  const done = { t: 'window', id: window };
  switch (type) {
    case 'performAction': {
      const ship = shipOf(run, req);
      const kind = oneOf(req, 'action', ACTIONS) as ActionKind;
      const color = req.color === undefined ? 'white' : oneOf(req, 'color', ['white', 'red'] as const);
      checkCanAct(ship, kind);
      run.then({ t: 'xw.performAction', ship: ship.id, action: kind, color }, done);
      return;
    }
    case 'useAbility': {
      const ship = shipOf(run, req);
      const cardRef = str(req, 'card');
      const found = run.abilityOf(ship, cardRef, str(req, 'ability'));
      if (!found) invalid('BAD_ACTION', `${P}.ability`, `${ship.id} has no card "${cardRef}" with ability "${String(req.ability)}"`);
      const { card, ability } = found;
      if (ability.kind !== 'action') illegal('ability', 'abilities.1', `"${ability.text}" has no "Action:" header: it is not used at will`);
      const actionId = `card:${card.cardId}:${ability.id}`;
      checkCanAct(ship, actionId);
      const scope = { controller: ship.owner, ship: ship.id, card: card.cardId, ability: ability.id, refs: {} };
      if (!canResolve(run, scope, ability.effect)) illegal('ability', 'costs.1', `"${ability.text}": its effect cannot resolve now, so its cost cannot be paid and it cannot be used`);
      if (ability.cost && !canPay(run, scope, ability.cost)) illegal('ability', 'costs.1', `"${ability.text}": its cost cannot be paid`);
      run.step('ACTION', `${run.label(ship)} performs "${ability.text}"`, [ship.id], ship.owner, 'abilities.1');
      if (ability.cost) run.then({ t: 'xw.pay', scope, cost: ability.cost });
      run.then({ t: 'xw.effect', scope, effect: ability.effect }, { t: 'xw.actionDone', ship: ship.id, action: actionId, color: 'white' }, done);
      return;
    }
    case 'gainToken': {
      const ship = shipOf(run, req);
      run.emit({ kind: 'gainToken', ship: ship.id, token: oneOf(req, 'token', TOKENS) as Token });
      run.then(done);
      return;
    }
    case 'spendToken': {
      const ship = shipOf(run, req);
      const owner = req.from === undefined ? ship : shipOf(run, req, 'from');
      const token = oneOf(req, 'token', TOKENS) as Token;
      if (owner.id !== ship.id) illegal('from', 'abilities.2', `${ship.id} cannot spend a token that belongs to ${owner.id}: no effect says it may`);
      if (!ship.tokens.includes(token)) illegal('token', 'abilities.2', `${ship.id} has no ${token} token`);
      run.emit({ kind: 'removeToken', ship: ship.id, token, spent: true });
      run.then(done);
      return;
    }
    case 'modifyDie': {
      const ship = shipOf(run, req);
      const attack = run.state.attack;
      if (!attack) invalid('BAD_ACTION', `${P}.type`, 'no attack in progress: the state has no "attack"');
      const dice = oneOf(req, 'dice', ['attack', 'defense'] as const);
      const owner = dice === 'attack' ? attack.attacker : attack.defender;
      if (owner !== ship.id) illegal('dice', 'abilities.2', `the ${dice} dice belong to ${owner}: ${ship.id} cannot modify them unless an effect explicitly says so`);
      const list: string[] = dice === 'attack' ? attack.attackDice : attack.defenseDice;
      const index = req.index;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= list.length) invalid('BAD_ACTION', `${P}.index`, `index must be 0-${list.length - 1}`);
      const allowed = dice === 'attack' ? ['hit', 'crit', 'focus', 'blank'] : ['evade', 'focus', 'blank'];
      const to = oneOf(req, 'to', allowed);
      run.step('DIE_MODIFIED', `${ship.id} changes its ${dice} die ${index} from ${list[index]} to ${to}`, [ship.id], ship.owner, 'abilities.2');
      list[index] = to;
      run.then(done);
      return;
    }
    case 'sufferDamage': {
      const ship = shipOf(run, req);
      const amount = req.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) invalid('BAD_ACTION', `${P}.amount`, 'amount must be an integer >= 1');
      if (ship.hull === undefined) invalid('MISSING_FIELD', `$.ships[${run.shipIndex(ship.id)}].hull`, `${ship.id} needs its hull to suffer damage`);
      const shields = Math.min(ship.shields?.active ?? 0, amount);
      const shieldEvents: XwEvent[] = Array.from({ length: shields }, () => ({ kind: 'loseShield', ship: ship.id }));
      const damage: XwEvent[] = Array.from({ length: amount - shields }, () => ({ kind: 'damageCard', ship: ship.id }));
      if (shieldEvents.length > 0) run.emit(...shieldEvents);
      if (damage.length > 0) run.emit(...damage);
      run.then(done);
      return;
    }
    case 'removeShip': {
      const ship = shipOf(run, req);
      if (!ship.destroyed) illegal('ship', 'abilities.4', `${ship.id} is not destroyed`);
      run.emit({ kind: 'removed', ship: ship.id });
      run.then(done);
      return;
    }
  }
}
