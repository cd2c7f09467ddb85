// The TI4 actions a request can resolve, and how each becomes tasks: the windows it opens, in order, and the events
// between them. "when" windows before the event, "after" windows right after it (ABILITIES.7-8).
import type { EngineError } from '../../api.js';
import { invalid } from '../../core/interrupts.js';
import { arr, type Format, int, lit, obj, opt, ref, str, taggedUnion, validate } from '../../core/schema.js';
import { TI4_POINTS } from './abilities/language.js';
import type { Point } from './abilities/types.js';
import { rule } from './rules.js';
import type { Ti4Run } from './run.js';
import type { Transaction, WindowContext } from './state/types.js';

const id = str({ minLength: 1 });
const point = { kind: 'string', enum: TI4_POINTS } as const;

export const ti4ActionFormat: Format = {
  id: 'ti4-action',
  title: 'Twilight Imperium 4 action',
  description: 'What a resolve request asks the engine to run.',
  root: 'action',
  defs: {
    transaction: obj({ from: id, to: id, promissoryNotes: opt(arr(id)), tradeGoods: opt(int({ minimum: 0 })), commodities: opt(int({ minimum: 0 })) }),
    action: taggedUnion('type', [
      obj({ type: lit('openWindow'), point, name: opt(str()), player: opt(id), system: opt(id), planet: opt(id) }, 'Opens a timing window (e.g. "startOfSpaceCombat" in the combat\'s system) and resolves it.'),
      obj({ type: lit('startTurn'), player: id, transactions: opt(arr(ref('transaction'))) }, 'The start of the active player\'s turn; transactions made at that moment happen as the window opens.'),
      obj({ type: lit('endTurn'), player: id }, 'The end of the active player\'s turn; the next player who has not passed becomes active.'),
      obj({ type: lit('pass'), player: id }, 'A turn on which the player passes: its start and end windows, and the pass between them (LRR 3).'),
      obj({ type: lit('activateSystem'), player: id, system: id, move: opt(arr(id)) }, 'The activation step of a tactical action (LRR 89), then, with `move`, the movement of those ships into the active system (range, adjacency and capacity are not checked: the request states the move).'),
      obj({ type: lit('gainControl'), player: id, planet: id }, 'The player gains control of a planet: "when" abilities, the change of control, "after" abilities.'),
      obj({ type: lit('playActionCard'), player: id, card: id }, 'A component action: play an "Action:" card from hand.'),
      obj({ type: lit('strategicAction'), player: id, card: id }, 'The primary ability of a strategy card, then each other player clockwise may use the secondary (LRR 82).'),
      obj({ type: lit('continue') }, 'Resumes a state returned at a prompt.'),
    ]),
  },
};

export type Ti4Action =
  | { type: 'openWindow'; point: Point; name?: string; player?: string; system?: string; planet?: string }
  | { type: 'startTurn'; player: string; transactions?: Transaction[] }
  | { type: 'endTurn'; player: string }
  | { type: 'pass'; player: string }
  | { type: 'activateSystem'; player: string; system: string; move?: string[] }
  | { type: 'gainControl'; player: string; planet: string }
  | { type: 'playActionCard'; player: string; card: string }
  | { type: 'strategicAction'; player: string; card: string }
  | { type: 'continue' };

export function actionErrors(action: unknown): EngineError[] {
  return validate(ti4ActionFormat, action, '$.action', 'action', 'BAD_ACTION');
}

const window = (point: Point, context: WindowContext, transactions?: Transaction[]) => ({ t: 'ti4.window', point, context, ...(transactions ? { transactions } : {}) });

function requireActive(run: Ti4Run, player: string): void {
  run.player(player);
  if (run.state.activePlayer !== player) invalid('ILLEGAL_ACTION', '$.action.player', `${player} is not the active player (${run.state.activePlayer ?? 'none'})`);
}

export function performAction(run: Ti4Run, action: Ti4Action): void {
  if (action.type === 'continue') return invalid('BAD_ACTION', '$.action', 'there is no resolution in progress to continue');
  if (run.state.phase !== 'action') {
    run.unsupported('RULE', 'ABILITIES.4', `abilities are ordered here as the rules give them for the action phase; the ${run.state.phase} phase's ordering is not implemented`);
  }
  switch (action.type) {
    case 'openWindow': {
      if (action.player) run.player(action.player);
      if (action.system && !run.system(action.system)) invalid('UNKNOWN_SYSTEM', '$.action.system', `no system "${action.system}"`);
      if (action.planet && !run.planet(action.planet)) invalid('UNKNOWN_PLANET', '$.action.planet', `no planet "${action.planet}"`);
      if (action.point === 'custom' && !action.name) invalid('BAD_ACTION', '$.action.name', 'a custom window needs a name');
      const context: WindowContext = { player: action.player ?? run.state.activePlayer ?? undefined, ...(action.system ? { system: action.system } : {}), ...(action.planet ? { planet: action.planet } : {}), ...(action.name ? { name: action.name } : {}) };
      if (!context.player) delete context.player;
      run.schedule(window(action.point, context));
      return;
    }
    case 'startTurn':
      requireActive(run, action.player);
      for (const [i, t] of (action.transactions ?? []).entries()) checkTransaction(run, t, `$.action.transactions[${i}]`);
      run.schedule(window('startOfTurn', { player: action.player }, action.transactions));
      return;
    case 'endTurn':
      requireActive(run, action.player);
      run.schedule(window('endOfTurn', { player: action.player }), { t: 'ti4.nextTurn', player: action.player });
      return;
    case 'pass': {
      requireActive(run, action.player);
      const p = run.player(action.player);
      if (p.passed) invalid('ILLEGAL_ACTION', '$.action', `${p.id} has already passed`);
      if (p.strategyCards.some((s) => !s.exhausted)) invalid('ILLEGAL_ACTION', '$.action', `${p.id} cannot pass before performing the strategic action of each of their strategy cards (LRR 3)`);
      run.step('PASS', `${p.id} passes: on this turn they may still resolve "at the start of your turn" and "at the end of your turn" abilities`, [], p.id, rule('ABILITIES.6'));
      run.schedule(window('startOfTurn', { player: p.id }), { t: 'events', events: [{ kind: 'pass', player: p.id }] }, window('endOfTurn', { player: p.id }), { t: 'ti4.nextTurn', player: p.id });
      return;
    }
    case 'activateSystem': {
      requireActive(run, action.player);
      const system = run.system(action.system);
      if (!system) return invalid('UNKNOWN_SYSTEM', '$.action.system', `no system "${action.system}"`);
      const p = run.player(action.player);
      if (p.commandTokens.tactic < 1) invalid('ILLEGAL_ACTION', '$.action', `${p.id} has no command token in their tactic pool (LRR 89)`);
      if ((system.commandTokens ?? []).includes(p.id)) invalid('ILLEGAL_ACTION', '$.action.system', `${p.id} already has a command token in ${system.id} (LRR 89)`);
      const context = { player: p.id, system: system.id };
      run.step('ACTIVATE', `${p.id} activates ${system.id}: "when" abilities, then the activation, then "after" abilities`, [], p.id, rule('ABILITIES.7'));
      run.schedule(window('whenActivateSystem', context), { t: 'events', events: [{ kind: 'activate', player: p.id, system: system.id }] }, window('afterActivateSystem', context));
      if (action.move) {
        action.move.forEach((unit, i) => {
          const place = run.findUnit(unit);
          if (!place || place.unit.owner !== p.id || place.planet) invalid('ILLEGAL_ACTION', `$.action.move[${i}]`, `${unit} is not a ship of ${p.id} in a space area`);
        });
        // ABILITIES.8: the "after" window of the activation closes before the "before" window of the movement opens.
        run.schedule(window('beforeMoveShips', context), { t: 'events', events: action.move.map((unit) => ({ kind: 'moveUnit', unit, system: system.id })) }, window('afterMoveShips', context));
      }
      return;
    }
    case 'gainControl': {
      requireActive(run, action.player);
      const found = run.planet(action.planet);
      if (!found) return invalid('UNKNOWN_PLANET', '$.action.planet', `no planet "${action.planet}"`);
      if (found.planet.controller === action.player) invalid('ILLEGAL_ACTION', '$.action.planet', `${action.player} already controls ${action.planet}`);
      const context: WindowContext = { player: action.player, system: found.system.id, planet: action.planet, ...(found.planet.controller ? { from: found.planet.controller } : {}) };
      run.step('GAIN_CONTROL', `${action.player} gains control of ${action.planet}: "when" abilities, then the change of control, then "after" abilities`, [], action.player, rule('ABILITIES.7'));
      run.schedule(window('whenGainControlOfPlanet', context), { t: 'events', events: [{ kind: 'planet', planet: action.planet, controller: action.player }] }, window('afterGainControlOfPlanet', context));
      return;
    }
    case 'playActionCard': {
      requireActive(run, action.player);
      const p = run.player(action.player);
      const card = p.actionCards.find((c) => c.id === action.card);
      if (!card) return invalid('UNKNOWN_CARD', '$.action.card', `${p.id} has no action card "${action.card}" in hand`);
      const def = run.cards.get(card.card);
      if (!def.abilities) run.unsupported('CARD', def.id, `${def.name}: "${def.text}" is not defined in the ability language yet`);
      if (!def.abilities.some((a) => a.kind === 'action')) invalid('ILLEGAL_ACTION', '$.action.card', `${def.name} is not a component action ("Action:") card`);
      run.step('ACTION_CARD', `${p.id} plays ${def.name} as a component action`, [card.id], p.id, rule('2'));
      run.schedule(window('whenPlayActionCard', { player: p.id, card: card.id, cardName: def.name }), { t: 'events', events: [{ kind: 'playActionCard', player: p.id, card: card.id }] }, { t: 'ti4.cardEffect', player: p.id, card: card.id });
      return;
    }
    case 'strategicAction': {
      requireActive(run, action.player);
      const p = run.player(action.player);
      const sc = p.strategyCards.find((s) => s.card === action.card);
      if (!sc) return invalid('ILLEGAL_ACTION', '$.action.card', `${p.id} does not have the strategy card "${action.card}"`);
      if (sc.exhausted) invalid('ILLEGAL_ACTION', '$.action.card', `${action.card} is exhausted`);
      const def = run.cards.get(sc.card);
      const ability = def.abilities?.find((a) => a.kind === 'strategy');
      if (!ability || ability.kind !== 'strategy') return run.unsupported('CARD', def.id, `${def.name}: its primary and secondary abilities are not defined in the ability language yet`);
      const scope = { controller: p.id, source: sc.card, card: sc.card, context: { player: p.id } };
      run.step('STRATEGIC_ACTION', `${p.id} resolves the primary ability of ${def.name}`, [sc.card], p.id, rule('82'));
      run.schedule({ t: 'ti4.effect', effect: ability.primary, scope }, { t: 'ti4.secondaries', player: p.id, card: sc.card, free: [] }, { t: 'events', events: [{ kind: 'strategyCard', player: p.id, card: sc.card, exhausted: true }] });
      return;
    }
  }
}

function checkTransaction(run: Ti4Run, t: Transaction, path: string): void {
  const from = run.player(t.from, `${path}.from`);
  run.player(t.to, `${path}.to`);
  if (t.from === t.to) invalid('ILLEGAL_ACTION', path, 'a transaction is between two players');
  if (t.from !== run.state.activePlayer && t.to !== run.state.activePlayer) invalid('ILLEGAL_ACTION', path, 'transactions during the action phase must involve the active player (LRR 4)');
  for (const [i, note] of (t.promissoryNotes ?? []).entries()) {
    if (!from.promissoryNotes.some((c) => c.id === note)) invalid('ILLEGAL_ACTION', `${path}.promissoryNotes[${i}]`, `${from.id} has no promissory note "${note}" in hand`);
  }
  if ((t.tradeGoods ?? 0) > from.tradeGoods) invalid('ILLEGAL_ACTION', `${path}.tradeGoods`, `${from.id} has ${from.tradeGoods} trade goods`);
  if ((t.commodities ?? 0) > from.commodities) invalid('ILLEGAL_ACTION', `${path}.commodities`, `${from.id} has ${from.commodities} commodities`);
}
