// Running a scenario on today's engine and catalog, in the form stored with it: the result (status, end state, log,
// the prompts asked with their answers), what its expected outcome says of it, and how two results differ.
import type { EngineError, LogEntry, Prompt, ResolveStatus, Unsupported } from '../../engine/api.js';
import { jsonDifferences, runScenario, type AskedPrompt, type Assertion, type AssertionResult, type JsonDifference, type ScenarioRun } from '../../engine/scenarios.js';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { engineFor } from '../engine/engine.js';
import type { ScenarioFields } from './fields.js';

/** A result as stored (Scenario.recorded, and Scenario.checked.result). */
export interface StoredResult {
  status: ResolveStatus;
  state: unknown;
  prompt: Prompt | null;
  asked: AskedPrompt[];
  log: LogEntry[];
  errors: EngineError[];
  unsupported: Unsupported | null;
  complete: boolean;
}

/** Today's verdict on a scenario (Scenario.checked). */
export interface StoredCheck {
  result: StoredResult;
  assertions: AssertionResult[];
}

export type Runnable = Pick<ScenarioFields, 'game' | 'state' | 'action' | 'choices'> & { expected: Assertion[] | null };

export async function runOnToday(prisma: PrismaClient, scenario: Runnable): Promise<ScenarioRun> {
  const engine = engineFor(scenario.game);
  const cards = await engine.loadCards(prisma, scenario.state);
  return runScenario({ game: scenario.game, state: scenario.state, action: scenario.action, choices: scenario.choices }, cards, scenario.expected ?? []);
}

export function storedResult(run: ScenarioRun): StoredResult {
  const { result } = run;
  return {
    status: result.status, state: result.state, prompt: result.prompt ?? null, asked: run.asked, log: result.log,
    errors: result.errors, unsupported: result.unsupported ?? null, complete: result.complete,
  };
}

/** Whether the expected outcome holds: null without one. */
export function agreement(assertions: AssertionResult[], expected: unknown): boolean | null {
  return Array.isArray(expected) && expected.length > 0 ? assertions.every((a) => a.passed) : null;
}

/**
 * What two results say, for comparing them: everything but wording (log and prompt texts, labels, messages), so that
 * rephrasing a log line is not a change of ruling while a different state, prompt, step or rule is.
 */
function substance(result: StoredResult) {
  const prompt = (p: Prompt) => ({ player: p.player, kind: p.kind, options: p.options.map((o) => o.id), min: p.min, max: p.max });
  return {
    status: result.status,
    state: result.state,
    prompt: result.prompt ? prompt(result.prompt) : null,
    asked: result.asked.map((a) => ({ ...prompt(a.prompt), answer: a.answer?.options ?? null })),
    log: result.log.map((e) => ({ kind: e.kind, rule: e.rule?.number ?? null, cards: e.cards, player: e.player ?? null })),
    errors: result.errors.map((e) => ({ code: e.code, path: e.path })),
    unsupported: result.unsupported ? { kind: result.unsupported.kind, ref: result.unsupported.ref } : null,
  };
}

/** Where today's result differs from the recorded one ($.state..., $.log[3].rule...), at most `limit` places. */
export function resultDifferences(recorded: StoredResult, current: StoredResult, limit = 50): JsonDifference[] {
  return jsonDifferences(substance(recorded), substance(current), limit);
}
