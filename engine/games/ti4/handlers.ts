// TI4's task handlers: windows opening, an ability resolving (costs, the action card's own "when played" window,
// cancellation, the effect, where the card goes after), strategy-card secondaries, transactions, the next turn.
import type { Task } from '../../core/machine.js';
import type { WindowState } from '../../core/window.js';
import type { Point } from './abilities/types.js';
import { performAction, type Ti4Action } from './actions.js';
import { runEffect } from './effects.js';
import { rule } from './rules.js';
import type { Ti4Run } from './run.js';
import type { PendingAbility, Scope, Task as Ti4Task, Transaction, WindowContext } from './state/types.js';
import { label, openPointWindow, sameNameKey } from './windows.js';

type Of<K extends string> = Extract<Ti4Task, { t: K }>;

/** The machine hands out one ability of a window: it leaves the window now; its steps follow. */
export function resolveAbility(run: Ti4Run, ability: PendingAbility, window: WindowState<PendingAbility>): Task[] {
  const card = run.cards.get(ability.card);
  const def = card.abilities?.find((a) => a.id === ability.ability);
  if (def?.kind === 'window') {
    // ABILITIES.3: the same-name card cannot be played again in this window on what this one affects.
    const key = card.kind === 'action' ? sameNameKey(def, card.name, ability.controller, ability.context) : null;
    if (key) window.cursor[key] = true;
  }
  run.step('ABILITY_RESOLVED', `${ability.controller} resolves ${label(run, ability)}`, [ability.source], ability.controller, rule(window.resolved > 1 || window.declined.length > 0 ? 'ABILITIES.4a' : 'ABILITIES.4'));
  return [{ t: 'ti4.ability', ability }];
}

function abilityStep(run: Ti4Run, task: Of<'ti4.ability'>): void {
  const { ability } = task;
  const card = run.cards.get(ability.card);
  const def = card.abilities!.find((a) => a.id === ability.ability)!;
  if (def.kind !== 'window') return;
  const scope: Scope = { controller: ability.controller, source: ability.source, card: ability.card, context: ability.context };
  if (card.kind === 'action' && !task.played) {
    // Playing an action card is itself an event other players can react to ("When another player plays an action card").
    const context: WindowContext = { player: ability.controller, card: ability.source, cardName: card.name };
    run.schedule(
      { t: 'ti4.window', point: 'whenPlayActionCard', context },
      { t: 'events', events: [{ kind: 'playActionCard', player: ability.controller, card: ability.source }] },
      { t: 'ti4.ability', ability, played: true },
    );
    return;
  }
  if (card.kind === 'action' && run.timing.cancelled.includes(ability.source)) {
    run.step('CANCELLED', `${card.name} was cancelled: it has no effect`, [ability.source], ability.controller, rule('2'));
    return;
  }
  const p = run.player(ability.controller);
  if (def.cost?.exhaust) run.emit({ kind: 'exhaust', card: ability.source });
  if (def.cost?.strategyToken) run.emit({ kind: 'commandTokens', player: p.id, pool: 'strategy', count: -def.cost.strategyToken });
  if (def.cost?.tradeGoods) run.emit({ kind: 'tradeGoods', player: p.id, count: -def.cost.tradeGoods });
  run.schedule({ t: 'ti4.effect', effect: def.effect, scope });
  if (card.kind === 'promissory') run.schedule({ t: 'ti4.afterUse', ability });
}

/** A promissory note returns to the player whose note it is once used (LRR 69). */
function afterUse(run: Ti4Run, ability: PendingAbility): void {
  const note = run.state.players.flatMap((p) => [...p.promissoryNotes, ...p.playArea]).find((c) => c.id === ability.source);
  if (!note?.owner || !run.state.players.some((p) => p.id === note.owner)) return;
  run.emit({ kind: 'moveCard', card: note.id, to: note.owner, zone: 'promissoryNotes' });
  run.step('RETURNED', `${run.cards.get(note.card).name} returns to ${note.owner}`, [note.id], ability.controller, rule('69'));
}

function cardEffect(run: Ti4Run, player: string, cardId: string): void {
  const card = run.state.actionDiscard?.find((c) => c.id === cardId);
  if (!card) return;
  const def = run.cards.get(card.card);
  if (run.timing.cancelled.includes(cardId)) {
    run.step('CANCELLED', `${def.name} was cancelled: it has no effect`, [cardId], player, rule('2'));
    return;
  }
  const action = def.abilities!.find((a) => a.kind === 'action')!;
  if (action.kind !== 'action') return;
  run.schedule({ t: 'ti4.effect', effect: action.effect, scope: { controller: player, source: cardId, card: card.card, context: { player } } });
}

/** LRR 82 / ABILITIES.5: after the primary, each other player clockwise from the active player's left. */
function secondaries(run: Ti4Run, task: Of<'ti4.secondaries'>): void {
  const def = run.cards.get(task.card);
  const ability = def.abilities!.find((a) => a.kind === 'strategy')!;
  const others = run.clockwiseAfter(task.player);
  let free: string[] = [];
  if (ability.kind === 'strategy' && ability.freeSecondary) {
    free = run.machine.ask({
      player: task.player, kind: 'PLAYERS', text: `${def.name}: choose any number of other players; they use the secondary ability without spending a command token`,
      options: others.map((p) => ({ id: p, label: p, ref: p })), min: 0, max: others.length,
    }, { forced: false });
    if (free.length > 0) run.step('CHOICE_MADE', `${task.player} chooses ${free.join(', ')} to use the secondary without spending a command token`, [task.card], task.player, rule('82'));
  }
  run.schedule(...others.map((p) => ({ t: 'ti4.secondary', player: p, card: task.card, free: free.includes(p) })));
}

function secondary(run: Ti4Run, task: Of<'ti4.secondary'>): void {
  const def = run.cards.get(task.card);
  const ability = def.abilities!.find((a) => a.kind === 'strategy')!;
  if (ability.kind !== 'strategy') return;
  const p = run.player(task.player);
  if (!task.free && p.commandTokens.strategy < 1) {
    run.step('SECONDARY_SKIPPED', `${p.id} has no token in their strategy pool: they cannot use the secondary of ${def.name}`, [task.card], p.id, rule('ABILITIES.5'));
    return;
  }
  const [answer] = run.machine.ask({
    player: p.id, kind: 'SECONDARY', text: `${def.name}: use the secondary ability${task.free ? ' (free)' : ' (spend 1 token from your strategy pool)'}?`,
    options: [{ id: 'use', label: 'Use the secondary ability' }, { id: 'decline', label: 'Decline' }], min: 1, max: 1,
  }, { forced: false });
  if (answer !== 'use') {
    run.step('DECLINED', `${p.id} declines the secondary of ${def.name}`, [task.card], p.id, rule('ABILITIES.5'));
    return;
  }
  if (!task.free) run.emit({ kind: 'commandTokens', player: p.id, pool: 'strategy', count: -1 });
  run.step('SECONDARY', `${p.id} resolves the secondary of ${def.name}`, [task.card], p.id, rule('ABILITIES.5'));
  run.schedule({ t: 'ti4.effect', effect: ability.secondary, scope: { controller: p.id, source: task.card, card: task.card, context: { player: p.id } } });
}

function transaction(run: Ti4Run, t: Transaction): void {
  for (const note of t.promissoryNotes ?? []) run.emit({ kind: 'moveCard', card: note, to: t.to, zone: 'promissoryNotes' });
  if (t.tradeGoods) run.emit({ kind: 'tradeGoods', player: t.from, count: -t.tradeGoods }, { kind: 'tradeGoods', player: t.to, count: t.tradeGoods });
  if (t.commodities) run.emit({ kind: 'commodities', player: t.from, count: -t.commodities, to: t.to });
  const what = [...(t.promissoryNotes ?? []), ...(t.tradeGoods ? [`${t.tradeGoods} trade goods`] : []), ...(t.commodities ? [`${t.commodities} commodities`] : [])];
  run.step('TRANSACTION', `${t.from} gives ${t.to} ${what.join(', ')}`, t.promissoryNotes ?? [], t.from, rule('58'));
}

/** LRR 3: the next player in initiative order who has not passed takes a turn; when all have passed, the status phase. */
function nextTurn(run: Ti4Run, player: string): void {
  const order = run.turnOrder();
  const i = order.indexOf(player);
  const next = [...order.slice(i + 1), ...order.slice(0, i + 1)].find((p) => !run.player(p).passed);
  if (next) {
    run.emit({ kind: 'activePlayer', player: next });
    run.step('NEXT_TURN', `${next} is the active player`, [], next, rule('3'));
  } else {
    run.emit({ kind: 'activePlayer', player: null, phase: 'status' });
    run.step('PHASE_END', 'Every player has passed: the action phase ends', [], null, rule('3'));
  }
}

export function handleTask(run: Ti4Run, task: Task): void {
  const t = task as Ti4Task;
  switch (t.t) {
    case 'ti4.action': return performAction(run, t.action as Ti4Action);
    case 'ti4.window': {
      const id = openPointWindow(run, t.point as Point, t.context);
      run.schedule(...(t.transactions ?? []).map((transaction) => ({ t: 'ti4.transaction', transaction })), { t: 'window', id });
      return;
    }
    case 'ti4.ability': return abilityStep(run, t);
    case 'ti4.effect': return runEffect(run, t.effect, t.scope);
    case 'ti4.afterUse': return afterUse(run, t.ability);
    case 'ti4.cardEffect': return cardEffect(run, t.player, t.card);
    case 'ti4.secondaries': return secondaries(run, t);
    case 'ti4.secondary': return secondary(run, t);
    case 'ti4.transaction': return transaction(run, t.transaction);
    case 'ti4.nextTurn': return nextTurn(run, t.player);
    default: return run.unsupported('RULE', task.t, `no step "${task.t}" in the TI4 engine`);
  }
}
