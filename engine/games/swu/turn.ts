// Turn structure of the action phase (5.4.1B, 1.15.5-1.15.6): who is active next, passing, taking the initiative,
// and the end of the phase (lasting effects "for this phase" expire).
import { resetUsedThisRound } from './v2/once-per-round.js';
import { clearEntered } from './keywords/hidden.js';
import { invalid } from '../../core/interrupts.js';
import { opponentOf, PLAYERS } from './model.js';
import { rule } from './rules.js';
import { cardOption } from './labels.js';
import type { SwuRun } from './run.js';
import type { PlayerId } from './state/types.js';
import { resetHistory } from './v2/history.js';

export function requireTurn(run: SwuRun, player: PlayerId): void {
  if (run.state.phase !== 'action') invalid('ILLEGAL_ACTION', '$.state.phase', `actions are taken in the action phase; the state is in the ${run.state.phase} phase`);
  if (run.state.activePlayer !== player) invalid('ILLEGAL_ACTION', '$.action.player', `it is ${run.state.activePlayer}'s turn, not ${player}'s (5.4.1B)`);
  if (run.state[player].initiativeTaken) invalid('ILLEGAL_ACTION', '$.action.player', `${player} took the initiative and passes for the rest of the phase (1.15.5B)`);
}

/** After a non-pass action: the opponent becomes active, unless they took the initiative (they pass every turn). */
export function endTurn(run: SwuRun, player: PlayerId): void {
  run.state[player].passed = false;
  const other = opponentOf(player);
  run.state.activePlayer = run.state[other].initiativeTaken ? player : other;
  run.step('TURN', `${run.state.activePlayer} is the active player`, [], run.state.activePlayer, rule('5.4.1B'));
}

export function pass(run: SwuRun, player: PlayerId): void {
  run.step('PASS', `${player} passes`, [], player, rule('1.15.6'));
  handOverAfterPassing(run, player);
}

export function takeInitiative(run: SwuRun, player: PlayerId): void {
  const other = opponentOf(player);
  if (run.state.player1.initiativeTaken || run.state.player2.initiativeTaken) invalid('ILLEGAL_ACTION', '$.action', 'the initiative was already taken this round (1.15.5A)');
  run.state[player].hasInitiative = true;
  run.state[other].hasInitiative = false;
  run.state[player].initiativeTaken = true;
  run.step('INITIATIVE', `${player} takes the initiative`, [], player, rule('1.15.5'));
  // "When you take the initiative" abilities resolve after taking it (7.6.8), before the player passes on.
  const window = run.openWindow('action');
  run.emit([{ kind: 'tookInitiative', player }]);
  run.then({ t: 'window', id: window }, { t: 'swu.handOver', player });
}

/** After a pass or taking the initiative: the phase ends if the opponent had passed, else the opponent is active. */
export function handOverAfterPassing(run: SwuRun, player: PlayerId): void {
  const other = opponentOf(player);
  if (run.state[other].passed) {
    endActionPhase(run);
    return;
  }
  run.state[player].passed = true;
  run.state.activePlayer = other;
  run.step('TURN', `${other} is the active player`, [], other, rule('5.4.1B'));
}

function endActionPhase(run: SwuRun): void {
  run.step('PHASE_END', 'both players passed: the action phase ends', [], null, rule('1.15.6D'));
  clearEntered(run);
  resetHistory(run);
  const expiring = run.state.effects.filter((e) => e.duration === 'thisPhase').map((e) => e.id);
  if (expiring.length > 0) expireInWindow(run, expiring, 'effects for this phase expire (5.4.1C)');
  run.then({ t: 'swu.regroup' });
}

function expireInWindow(run: SwuRun, ids: string[], text: string): void {
  const window = run.openWindow('action');
  run.emit([{ kind: 'expireEffects', ids, text }]);
  run.then({ t: 'window', id: window });
}

/** The regroup phase (5.5.1): draw, resource, ready; then a new round's action phase (5.5.2). */
export function startRegroup(run: SwuRun): void {
  run.state.phase = 'regroup';
  for (const p of PLAYERS) {
    run.state[p].passed = false;
    run.state[p].initiativeTaken = false;
  }
  // 1.4.5: with no player taking an action, the player with the initiative is the active player.
  run.state.activePlayer = run.state.player1.hasInitiative ? 'player1' : 'player2';
  // 5.5.1A: start-of-regroup triggers resolve in their own window, before anyone draws (5.5.1B).
  const window = run.openWindow('action');
  run.emit([{ kind: 'regroupStarted' }]);
  run.then({ t: 'window', id: window }, { t: 'swu.regroupDraw' });
}

/** 5.5.1B-D: draw, resource (starting with the active player), ready. */
export function regroupDraw(run: SwuRun): void {
  const first = run.state.activePlayer;
  const window = run.openWindow('action');
  run.emit(PLAYERS.map((player) => ({ kind: 'draw', player, count: 2 })));
  run.then({ t: 'window', id: window }, { t: 'swu.regroupResource', player: first }, { t: 'swu.regroupResource', player: opponentOf(first) }, { t: 'swu.regroupReady' });
}

/** 5.5.1C: a player may resource one card from their hand. */
export function regroupResource(run: SwuRun, player: PlayerId): void {
  const hand = run.state[player].hand;
  if (hand.length === 0) return;
  const [card] = run.ask({
    player, kind: 'RESOURCE', text: 'Regroup: you may resource one card from your hand (5.5.1C)',
    options: hand.map((c) => cardOption(run, c.id)), min: 0, max: 1,
  });
  if (!card) return;
  const window = run.openWindow('action');
  run.emit([{ kind: 'resourceCard', player, target: card }]);
  run.then({ t: 'window', id: window });
}

/** 5.5.1D: each player readies their exhausted cards. */
export function regroupReady(run: SwuRun): void {
  const window = run.openWindow('action');
  run.emit(PLAYERS.map((player) => ({ kind: 'readyAll', player })));
  run.then({ t: 'window', id: window }, { t: 'swu.regroupEnd' });
}

/** 5.5.1E: effects "for this round" expire as the regroup phase ends. */
export function regroupEnd(run: SwuRun): void {
  clearEntered(run);
  resetUsedThisRound(run);
  // 7.7.3E: effects "for this phase" created during the regroup phase end with it too.
  const expiring = run.state.effects.filter((e) => e.duration === 'thisRound' || e.duration === 'thisPhase').map((e) => e.id);
  if (expiring.length > 0) expireInWindow(run, expiring, 'effects for this round and this phase expire (5.5.1E, 7.7.3E)');
  resetHistory(run);
  run.then({ t: 'swu.roundStart' });
}

/** 5.5.2: a new round begins with its action phase. */
export function startRound(run: SwuRun): void {
  run.state.round += 1;
  run.state.phase = 'action';
  run.step('ROUND', `round ${run.state.round} begins: ${run.state.activePlayer} has the initiative and is the active player`, [], run.state.activePlayer, rule('5.5.2'));
  // "At the start of the next action phase, ..." (7.7.4): delayed effects waiting for it resolve in their own window
  // (nothing else waits for this event yet, so it is emitted only for them).
  if (!run.state.delayed.some((d) => (d.when as { event?: string } | null)?.event === 'actionPhaseStarted')) return;
  const window = run.openWindow('action');
  run.emit([{ kind: 'actionPhaseStarted' }]);
  run.then({ t: 'window', id: window });
}
