// X-Wing entry: load the submitted state (a fresh copy), run the action through the timing machine with the ability
// queue as its policy, and answer RESOLVED / NEEDS_CHOICE (the state at the prompt, resumable with
// { type: 'continue' }) / INVALID / UNSUPPORTED, with one log entry per step citing the rule it applies.
import type { CardLookup, ResolveRequest, ResolveResult, ValidationResult } from '../../api.js';
import { Decisions } from '../../core/decisions.js';
import { Invalid, NeedChoice, NotSupported } from '../../core/interrupts.js';
import { Machine, type Task } from '../../core/machine.js';
import { actionDone, payCosts, performAction, resolveQueued, runEffect } from './abilities.js';
import { startAction } from './actions.js';
import { createRules } from './events.js';
import { XwRun } from './model.js';
import { xwingPolicy, xwingWindowView } from './policy.js';
import { loadState } from './state.js';
import type { XwTask } from './types.js';

export function validateXwingState(input: unknown, cards: CardLookup): ValidationResult {
  const { errors } = loadState(input, cards);
  return { valid: errors.length === 0, errors };
}

function handle(run: XwRun, task: Task): void {
  const t = task as XwTask;
  switch (t.t) {
    case 'xw.action': return startAction(run, t.action);
    case 'xw.ability': return resolveQueued(run, t.pending);
    case 'xw.pay': return payCosts(run, t.scope, t.cost);
    case 'xw.effect': return runEffect(run, t.scope, t.effect);
    case 'xw.performAction': return performAction(run, t.ship, t.action, t.color);
    case 'xw.actionDone': return actionDone(run, t.ship, t.action, t.color);
    default: return run.step('UNKNOWN_STEP', `no step "${task.t}"`);
  }
}

const isContinue = (action: unknown) => typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'continue';

function fail(request: ResolveRequest, errors: ResolveResult['errors'], log: ResolveResult['log'] = []): ResolveResult {
  return { status: 'INVALID', state: request.state, prompt: null, log, errors, unsupported: null, complete: false };
}

export function resolveXwing(request: ResolveRequest, cards: CardLookup): ResolveResult {
  const loaded = loadState(request.state, cards);
  if (!loaded.state) return fail(request, loaded.errors);
  if (loaded.undefinedCard) {
    const c = loaded.undefinedCard;
    return { status: 'UNSUPPORTED', state: request.state, prompt: null, log: [], errors: [], complete: false, unsupported: { kind: 'CARD', ref: c.id, reason: c.problem ? `${c.name}: ${c.problem}` : `${c.name}: "${c.text}" has no ability definition yet` } };
  }
  if (request.options?.stopAfterEachStep === true) {
    return { status: 'UNSUPPORTED', state: request.state, prompt: null, log: [], errors: [], complete: false, unsupported: { kind: 'ACTION', ref: 'stopAfterEachStep', reason: 'step-by-step resolution is not implemented for X-Wing yet' } };
  }
  const state = loaded.state;
  const choices = request.choices ?? [];
  if (!Array.isArray(choices)) return fail(request, [{ code: 'BAD_CHOICE', path: '$.choices', message: 'choices must be an array of { prompt?, options }' }]);
  const resuming = (state.timing?.tasks.length ?? 0) > 0;
  if (!resuming) delete state.timing;
  else if (!isContinue(request.action)) {
    return fail(request, [{ code: 'BAD_ACTION', path: '$.action', message: 'this state is in the middle of a resolution (a prompt was pending): resume it with the action { "type": "continue" } and the answer' }]);
  }
  const replay = state.timing?.replay ?? [];
  const decisions = new Decisions([...replay, ...choices], state.autoSingleTarget === true, { replayed: replay.length, offset: state.timing?.answered ?? 0 });
  const run = new XwRun(state, cards, decisions);
  run.machine = new Machine(run.timing, {
    events: createRules(run),
    policy: xwingPolicy,
    view: xwingWindowView(run),
    resolveAbility: (pending) => [{ t: 'xw.ability', pending }],
    handle: (task) => handle(run, task),
    log: (note) => run.step(note.kind, note.text, note.cards ?? [], note.player, note.rule),
  }, decisions);
  try {
    if (!resuming) run.machine.push({ t: 'xw.action', action: request.action });
    run.machine.run();
    delete run.state.timing;
    const used = decisions.consumed - replay.length;
    if (used < choices.length) return fail(request, [{ code: 'BAD_CHOICE', path: `$.choices[${used}]`, message: `no prompt was pending for this answer: the action resolved after ${used} choice(s)` }], run.log.entries);
    return { status: 'RESOLVED', state: run.state, prompt: null, log: run.log.entries, errors: [], unsupported: null, complete: true };
  } catch (e) {
    if (e instanceof NeedChoice) return { status: 'NEEDS_CHOICE', state: run.state, prompt: e.prompt, log: run.log.entries, errors: [], unsupported: null, complete: false };
    if (e instanceof NotSupported) return { status: 'UNSUPPORTED', state: request.state, prompt: null, log: run.log.entries, errors: [], unsupported: e.unsupported, complete: false };
    if (e instanceof Invalid) return fail(request, e.errors, run.log.entries);
    const message = e instanceof Error ? e.message : String(e);
    return fail(request, [{ code: 'ENGINE_ERROR', path: '$', message: `the engine could not resolve this request: ${message}` }], run.log.entries);
  }
}
