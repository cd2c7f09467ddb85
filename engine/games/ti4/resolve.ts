// TI4 entry: check the submitted state, run the action (or resume a state returned at a prompt) on the machine with
// TI4's events, window view and alternating policy, and report RESOLVED / NEEDS_CHOICE / INVALID / UNSUPPORTED.
import type { CardLookup, ResolveRequest, ResolveResult, ValidationResult } from '../../api.js';
import { Decisions } from '../../core/decisions.js';
import { Invalid, NeedChoice, NotSupported } from '../../core/interrupts.js';
import { emptyTiming, Machine } from '../../core/machine.js';
import { actionErrors, type Ti4Action } from './actions.js';
import { loadState } from './check.js';
import { createRules } from './events.js';
import { handleTask, resolveAbility } from './handlers.js';
import { Ti4Run } from './run.js';
import type { Event, PendingAbility, Timing } from './state/types.js';
import { requireDefined } from './support.js';
import { ti4Policy, Ti4WindowView } from './windows.js';

export function validateTi4State(input: unknown, cards: CardLookup): ValidationResult {
  const { errors } = loadState(input, cards);
  return { valid: errors.length === 0, errors };
}

const fail = (request: ResolveRequest, errors: ResolveResult['errors'], log: ResolveResult['log'] = []): ResolveResult =>
  ({ status: 'INVALID', state: request.state, prompt: null, log, errors, unsupported: null, complete: false });

export function resolveTi4(request: ResolveRequest, lookup: CardLookup): ResolveResult {
  const loaded = loadState(request.state, lookup);
  if (!loaded.state || !loaded.cards) return fail(request, loaded.errors);
  const state = loaded.state;
  const choices = request.choices ?? [];
  if (!Array.isArray(choices)) return fail(request, [{ code: 'BAD_CHOICE', path: '$.choices', message: 'choices must be an array of { prompt?, options }' }]);
  const badAction = actionErrors(request.action);
  if (badAction.length > 0) return fail(request, badAction);
  const action = request.action as Ti4Action;
  // A state returned at a prompt carries what is left to do: it resumes with { type: 'continue' } and the answers.
  const resuming = (state.timing?.tasks.length ?? 0) > 0;
  if (resuming && action.type !== 'continue') {
    return fail(request, [{ code: 'BAD_ACTION', path: '$.action', message: 'this state is in the middle of a resolution (a prompt was pending): resume it with the action { "type": "continue" } and the answer, or resend the original request with all the answers' }]);
  }
  if (!resuming) state.timing = { ...emptyTiming<PendingAbility>(), cancelled: [] } as Timing;
  const replay = state.timing!.replay;
  const decisions = new Decisions([...replay, ...choices], state.autoSingleTarget === true, { replayed: replay.length, offset: state.timing!.answered });
  const run = new Ti4Run(state, loaded.cards, decisions);
  run.machine = new Machine<Event, PendingAbility>(state.timing as never, {
    events: createRules(run),
    policy: ti4Policy,
    view: new Ti4WindowView(run),
    resolveAbility: (ability, window) => resolveAbility(run, ability, window),
    handle: (task) => handleTask(run, task),
    log: (note) => run.step(note.kind, note.text, note.cards ?? [], note.player, note.rule),
  }, decisions);
  try {
    requireDefined(run);
    if (!resuming) run.machine.push({ t: 'ti4.action', action });
    run.machine.run();
    delete state.timing;
    const used = decisions.consumed - replay.length;
    if (used < choices.length) {
      return fail(request, [{ code: 'BAD_CHOICE', path: `$.choices[${used}]`, message: `no prompt was pending for this answer: the action resolved after ${used} choice(s)` }], run.log.entries);
    }
    return { status: 'RESOLVED', state, prompt: null, log: run.log.entries, errors: [], unsupported: null, complete: true };
  } catch (e) {
    if (e instanceof NeedChoice) return { status: 'NEEDS_CHOICE', state, prompt: e.prompt, log: run.log.entries, errors: [], unsupported: null, complete: false };
    if (e instanceof NotSupported) return { status: 'UNSUPPORTED', state: request.state, prompt: null, log: run.log.entries, errors: [], unsupported: e.unsupported, complete: false };
    if (e instanceof Invalid) return fail(request, e.errors, run.log.entries);
    const message = e instanceof Error ? e.message : String(e);
    return fail(request, [{ code: 'ENGINE_ERROR', path: '$', message: `the engine could not resolve this request: ${message}` }], run.log.entries);
  }
}
