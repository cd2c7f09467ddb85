// SWU entry: normalize the submitted state (a freshly built copy the run works on, so the caller's is never mutated),
// run the action through the timing pipeline, and report RESOLVED / NEEDS_CHOICE / INVALID / UNSUPPORTED with the log.
import type { CardLookup, ResolveRequest, ResolveResult, ValidateOptions, ValidationResult } from '../../api.js';
import { swuView } from './view.js';
import { Decisions } from '../../core/decisions.js';
import { GameEnded, Invalid, NeedChoice, NotSupported } from '../../core/interrupts.js';
import { Machine } from '../../core/machine.js';
import { handleTask } from './handlers.js';
import { resolvePendingTriggers } from './pending.js';
import { createRules } from './events.js';
import { swuPolicy, swuWindowView } from './policy.js';
import { SwuRun } from './run.js';
import { grantsOn, hpOf, keywordInstances, keywordsHeld, powerOf, printedAbilities, stackingOf, triggeredAbilitiesOf } from './stats.js';
import { requireGainedAbilitySupported, requireKeywordsSupported, requireSupported, requireUpgradeSupported } from './support.js';
import { normalizeState, serializeState, withCustomCards } from './state/index.js';
import type { PlayerId, SwuState } from './state/types.js';

export function loadSwuState(input: unknown, cards: CardLookup): { state?: SwuState; errors: ValidationResult['errors'] } {
  // Always normalized (also the engine's own output): a hand-made state that merely looks normalized is checked too.
  // normalizeState also checks custom cards' abilities, so a returned state has none that are malformed.
  const result = normalizeState(input, cards);
  return result.state ? { state: result.state, errors: [] } : { errors: result.errors };
}

export function validateSwuState(input: unknown, cards: CardLookup, options?: ValidateOptions): ValidationResult {
  const { errors } = loadSwuState(input, cards);
  if (errors.length > 0) return { valid: false, errors };
  return options?.view === false ? { valid: true, errors } : { valid: true, errors, view: swuView(input, cards) };
}

/** Runs the action (and, with options.view, derives the view of the state it returns). */
export function resolveSwu(request: ResolveRequest, cards: CardLookup): ResolveResult {
  const result = resolveAction(request, cards);
  if (request.options?.view === true) result.view = swuView(result.state, cards);
  return result;
}

function resolveAction(request: ResolveRequest, cards: CardLookup): ResolveResult {
  const loaded = loadSwuState(request.state, cards);
  if (!loaded.state) return { status: 'INVALID', state: request.state, prompt: null, log: [], errors: loaded.errors, unsupported: null, complete: false };
  const state = loaded.state;
  const choices = request.choices ?? [];
  if (!Array.isArray(choices)) {
    return { status: 'INVALID', state: request.state, prompt: null, log: [], errors: [{ code: 'BAD_CHOICE', path: '$.choices', message: 'choices must be an array of { prompt?, options }' }], unsupported: null, complete: false };
  }
  // A state returned at a prompt carries what is left to do: it resumes with `{ type: 'continue' }` and the answers.
  const resuming = (state.timing?.tasks.length ?? 0) > 0;
  if (!resuming) delete state.timing;
  else if (!isContinue(request.action)) {
    return { status: 'INVALID', state: request.state, prompt: null, log: [], errors: [{ code: 'BAD_ACTION', path: '$.action', message: 'this state is in the middle of a resolution (a prompt was pending): resume it with the action { "type": "continue" } and the answer, or resend the original request with all the answers' }], unsupported: null, complete: false };
  }
  const replay = state.timing?.replay ?? [];
  const decisions = new Decisions([...replay, ...choices], state.autoSingleTarget, { replayed: replay.length, offset: state.timing?.answered ?? 0 });
  const run = new SwuRun(state, withCustomCards(state.customCards, cards), decisions);
  run.stepMode = request.options?.stopAfterEachStep === true;
  run.explain = request.options?.explain === true;
  run.machine = new Machine(run.progress, {
    events: createRules(run),
    policy: swuPolicy,
    view: swuWindowView(run),
    resolveAbility: (trigger) => [{ t: 'swu.trigger', trigger }],
    handle: (task) => handleTask(run, task),
    log: (note) => run.step(note.kind, note.text, note.cards ?? [], note.player as PlayerId | null, note.rule),
  }, decisions);
  try {
    checkConstants(run);
    if (!resuming) {
      run.machine.push({ t: 'swu.action', action: request.action });
      resolvePendingTriggers(run);
    }
    run.machine.run();
    delete run.state.timing;
    const used = decisions.consumed - replay.length;
    if (used < choices.length) {
      return { status: 'INVALID', state: request.state, prompt: null, log: run.log.entries, errors: [{ code: 'BAD_CHOICE', path: `$.choices[${used}]`, message: `no prompt was pending for this answer: the action resolved after ${used} choice(s)` }], unsupported: null, complete: false };
    }
    return { status: 'RESOLVED', state: run.state, prompt: null, log: run.log.entries, errors: [], unsupported: null, complete: true };
  } catch (e) {
    if (e instanceof GameEnded) {
      // 5.6.2: nothing more resolves.
      delete run.state.timing;
      return { status: 'RESOLVED', state: run.state, prompt: null, log: run.log.entries, errors: [], unsupported: null, complete: true };
    }
    if (e instanceof NeedChoice && e.prompt.kind === 'STEP') {
      // Step mode: the state after this step, for display (what is left to do is not part of it); the next step is
      // the same request with "continue" appended to the choices.
      delete run.state.timing;
      return { status: 'RESOLVED', state: run.state, prompt: e.prompt, log: run.log.entries, errors: [], unsupported: null, complete: false };
    }
    if (e instanceof NeedChoice) {
      // The state as it is at the prompt, with what is left to do: show it while the player decides, and resume it
      // with { type: 'continue' } and the answer (or resend the original request with every answer so far).
      return { status: 'NEEDS_CHOICE', state: serializeState(run.state), prompt: e.prompt, log: run.log.entries, errors: [], unsupported: null, complete: false };
    }
    if (e instanceof NotSupported) return { status: 'UNSUPPORTED', state: request.state, prompt: null, log: run.log.entries, errors: [], unsupported: e.unsupported, complete: false };
    if (e instanceof Invalid) return { status: 'INVALID', state: request.state, prompt: null, log: run.log.entries, errors: e.errors, unsupported: null, complete: false };
    // A bug, or a shape no check foresaw: a typed answer for the caller rather than a crash.
    const message = e instanceof Error ? e.message : String(e);
    return { status: 'INVALID', state: request.state, prompt: null, log: run.log.entries, errors: [{ code: 'ENGINE_ERROR', path: '$', message: `the engine could not resolve this request: ${message}` }], unsupported: null, complete: false };
  }
}

/** Constant abilities matter on every read: a card in play whose constant text the engine can't run answers UNSUPPORTED. */
function checkConstants(run: SwuRun): void {
  const endless = run.state.effects.find((e) => e.duration === 'untilNextTurn');
  if (endless) run.unsupported('RULE', '7.7.3', `lasting effect ${endless.id}: the duration "untilNextTurn" has no end in the engine (SWU has no turns, 1.15)`);
  for (const p of ['player1', 'player2'] as const) {
    const ps = run.state[p];
    requireSupported(run, ps.base.card, 'constant');
    requireSupported(run, ps.leader.card, 'constant', ps.leader.deployed ? 'unit' : 'leader');
    // Only a base's "On Defense" triggers are collected (6.3.3), and on either, data triggers (`on: 'event'`): any
    // other triggered ability there would be silently skipped. "When the regroup phase starts" is collected too (v2/phase-triggers.ts).
    const baseDef = run.def(ps.base.card);
    const leaderDef = run.def(ps.leader.card);
    const skipped = [
      ...printedAbilities(baseDef).filter((a) => a.kind === 'triggered' && a.when.on !== 'defense' && a.when.on !== 'event' && a.when.on !== 'regroupStarts').map((a) => [baseDef, a] as const),
      ...(ps.leader.deployed ? [] : printedAbilities(leaderDef, 'leader').filter((a) => a.kind === 'triggered' && a.when.on !== 'event' && a.when.on !== 'regroupStarts').map((a) => [leaderDef, a] as const)),
    ];
    for (const [def, ability] of skipped) {
      run.unsupported('ABILITY', `${def.id}:${ability.id}`, `${def.name}: "${ability.text}" - triggered abilities on a base (other than On Defense) or a leader's leader side are not supported yet`);
    }
  }
  for (const unit of run.units()) {
    const unitDef = run.def(unit.card);
    requireKeywordsSupported(run, unitDef, keywordsHeld(run, unit), unit.isLeader ? unitDef.backText : unitDef.text);
    if (!unit.isLeader) requireSupported(run, unit.card, 'constant');
    for (const g of grantsOn(run, unit)) requireGainedAbilitySupported(run, g.ability, run.name(unit.id));
    for (const upgrade of unit.inst.upgrades) {
      requireSupported(run, upgrade.card, 'constant');
      requireUpgradeSupported(run, upgrade.card);
    }
  }
}

export interface SwuUnitStats {
  id: string;
  card: string;
  controller: string;
  power: number;
  hp: number;
  damage: number;
  /** Merged by stacking (7.5.4): Raid 1 + Raid 2 -> Raid 3; each Bounty listed. */
  keywords: { name: string; value?: number | null }[];
  abilities: string[];
}

/**
 * A unit's current characteristics, computed from the state (constant abilities and lasting effects included).
 * Undefined when the state is invalid, the unit is not found, or its characteristics depend on something the engine
 * can't compute (resolve() answers UNSUPPORTED with the reason): never an exception.
 */
export function swuUnitStats(input: unknown, cards: CardLookup, unitId: string): SwuUnitStats | undefined {
  try {
    return computeUnitStats(input, cards, unitId);
  } catch {
    return undefined;
  }
}

function computeUnitStats(input: unknown, cards: CardLookup, unitId: string): SwuUnitStats | undefined {
  const { state } = loadSwuState(input, cards);
  if (!state) return undefined;
  const run = new SwuRun(state, withCustomCards(state.customCards, cards), new Decisions([], false));
  const unit = run.unit(unitId) ?? run.units().find((u) => run.def(u.card).name === unitId || run.def(u.card).internalName === unitId);
  if (!unit) return undefined;
  const merged: { name: string; value?: number | null }[] = [];
  for (const k of keywordInstances(run, unit)) {
    const stacking = stackingOf(k.name);
    const existing = merged.find((m) => m.name.toLowerCase() === k.name.toLowerCase());
    if (existing && stacking === 'SUM') existing.value = (existing.value ?? 0) + (k.value ?? 0);
    else if (!existing || stacking === 'INDEPENDENT') merged.push({ name: k.name, ...(k.value !== undefined && k.value !== null ? { value: k.value } : {}) });
  }
  return {
    id: unit.id, card: unit.card, controller: unit.controller, power: powerOf(run, unit), hp: hpOf(run, unit), damage: unit.inst.damage,
    keywords: merged, abilities: triggeredAbilitiesOf(run, unit).map((a) => a.text),
  };
}

function isContinue(action: unknown): boolean {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'continue';
}
