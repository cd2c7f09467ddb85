// SWU's task handlers: which function runs each step of a procedure. The tasks themselves are data (run.ts, SwuTask).
import { endScope, resolveTrigger, runEffectStep, runOptionStep } from './abilities/interpreter.js';
import { performAction } from './actions.js';
import { defenderStrikesBack } from './attack-modifiers.js';
import { attackDamageStep, beginAttack, dealCombatDamage, declareAttack, finishAttack } from './combat.js';
import { payResources, playCard, putIntoPlayStep, requireChange } from './play.js';
import { resolvePendingLayer } from './pending.js';
import type { Task } from '../../core/machine.js';
import type { SwuRun, SwuTask } from './run.js';
import { endTurn, handOverAfterPassing, regroupDraw, regroupEnd, regroupReady, regroupResource, startRegroup, startRound } from './turn.js';

/** The machine runs its own tasks (events, state checks, windows); every SWU task has a handler here. */
type Handlers = { [K in Exclude<SwuTask['t'], 'window' | 'events' | 'stateChecks'>]: (run: SwuRun, task: Extract<SwuTask, { t: K }>) => void };

const SWU_HANDLERS: Handlers = {
  'swu.action': (run, t) => performAction(run, t.action),
  'swu.pendingLayer': (run, t) => resolvePendingLayer(run, t.layer, t.triggers),
  'swu.log': (run, t) => run.step(t.kind, t.text, t.cards, t.player, t.rule),
  'swu.endTurn': (run, t) => endTurn(run, t.player),
  'swu.handOver': (run, t) => handOverAfterPassing(run, t.player),
  'swu.trigger': (run, t) => resolveTrigger(run, t.trigger),
  'swu.effect': (run, t) => runEffectStep(run, t.effect, t.scope),
  'swu.options': (run, t) => runOptionStep(run, t.scope, t.options, t.remaining),
  'swu.scopeEnd': (run, t) => endScope(run, t.scope),
  'swu.attack': (run, t) => declareAttack(run, t.req),
  'swu.attackBegin': (run, t) => beginAttack(run, t.attack),
  'swu.attackDamage': (run, t) => attackDamageStep(run, t.attack),
  'swu.combatDamage': (run, t) => (t.second ? defenderStrikesBack(run, t.attack) : dealCombatDamage(run, t.attack, { attackerOnly: t.attackerSecond })),
  'swu.attackFinish': (run, t) => finishAttack(run, t.attack, t.player),
  'swu.play': (run, t) => playCard(run, t.req),
  'swu.playPay': (run, t) => payResources(run, t.player, t.cost, t.what, t.preferred),
  'swu.playPut': (run, t) => putIntoPlayStep(run, t.req, t.card),
  'swu.abilityChanged': (run, t) => requireChange(run, t.before, t.text),
  'swu.regroup': (run) => startRegroup(run),
  'swu.regroupDraw': (run) => regroupDraw(run),
  'swu.regroupResource': (run, t) => regroupResource(run, t.player),
  'swu.regroupReady': (run) => regroupReady(run),
  'swu.regroupEnd': (run) => regroupEnd(run),
  'swu.roundStart': (run) => startRound(run),
};

export function handleTask(run: SwuRun, task: Task): void {
  const handler = SWU_HANDLERS[task.t as keyof Handlers] as ((r: SwuRun, t: Task) => void) | undefined;
  if (!handler) run.unsupported('RULE', task.t, `no step "${task.t}" in this engine`);
  handler(run, task);
}
