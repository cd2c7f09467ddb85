// Saved scenarios and exploration, for every game the engine runs: replay a scenario and check its expected outcome
// (assertions), list the cards and rules it involves, and explore every combination of answers to its prompts.
// Game-specific reading of states is a plug-in per game (OUTCOMES); the rest only uses resolve and the prompt protocol.
import type { CardLookup, EngineError, GameId, ResolveRequest } from './api.js';
import { explore as exploreWith, type Exploration } from './core/explore.js';
import {
  checkAssertions, checkedRun, COMMON_KINDS, validateAssertions, type Assertion, type AssertionResult, type GameOutcomes,
} from './core/outcomes.js';
import { replay, type AskedPrompt, type Resolver } from './core/replay.js';
import { swuOutcomes } from './games/swu/outcome.js';
import { ti4Outcomes } from './games/ti4/outcome.js';
import { xwingOutcomes } from './games/xwing/outcome.js';
import { resolve } from './index.js';

export { ENGINE_VERSION } from './version.js';
export { canonicalJson, jsonDifferences, type JsonDifference } from './core/json.js';
export type { Assertion, AssertionResult, GameOutcomes } from './core/outcomes.js';
export type { AskedPrompt, Replay } from './core/replay.js';
export type * from './core/explore.js';

/** Games whose states assertions can read. A game without one still has the common kinds (status, asked, log). */
export const OUTCOMES: Partial<Record<GameId, GameOutcomes<unknown>>> = { SWU: swuOutcomes as GameOutcomes<unknown>, XWING: xwingOutcomes as GameOutcomes<unknown>, TI4: ti4Outcomes as GameOutcomes<unknown> };

/** The assertion kinds a game's expected outcomes may use, with their fields, for documentation and tools. */
export function assertionKinds(game: GameId): { kind: string; description: string; fields: string[] }[] {
  return Object.entries({ ...(OUTCOMES[game]?.kinds ?? {}), ...COMMON_KINDS })
    .map(([kind, k]) => ({ kind, description: k.description, fields: Object.entries(k.fields).map(([f, s]) => (s.required ? f : `${f}?`)) }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Every problem of an expected outcome (a list of assertions), each with its JSON path. */
export function validateExpected(game: GameId, expected: unknown, path = '$.expected'): EngineError[] {
  return validateAssertions(expected, OUTCOMES[game], path);
}

export interface ScenarioRun {
  /** The engine's answer to the whole request. */
  result: ReturnType<typeof resolve>;
  /** The prompts met on the way, each with its recorded answer. */
  asked: AskedPrompt[];
  /** Catalog ids of the cards involved: named by the input, or in a step or a prompt of the resolution. */
  cards: string[];
  /** Rule numbers the resolution's steps applied. */
  rules: string[];
  /** One result per assertion; [] without an expected outcome. */
  assertions: AssertionResult[];
}

const bound = (cards: CardLookup): Resolver => (request) => resolve(request, cards);

/** Replays a scenario with its choices, checks its expected outcome, and lists what it involves. */
export function runScenario(request: ResolveRequest, cards: CardLookup, expected: readonly Assertion[] = []): ScenarioRun {
  const outcomes = OUTCOMES[request.game];
  const replayed = replay(request, bound(cards));
  const run = checkedRun(replayed, request.state, outcomes, cards);
  const involved = new Set(outcomes?.namedCards(request.state, run.before, cards) ?? []);
  const refs = [...replayed.result.log.flatMap((e) => e.cards), ...replayed.asked.flatMap((a) => a.prompt.options.map((o) => o.ref ?? o.id))];
  for (const ref of refs) {
    for (const view of [run.before, run.after]) {
      const card = view !== undefined ? outcomes?.cardOf(view, ref) : undefined;
      if (card !== undefined) involved.add(card);
    }
  }
  const rules = new Set(replayed.result.log.flatMap((e) => (e.rule ? [e.rule.number] : [])));
  return {
    result: replayed.result,
    asked: replayed.asked,
    cards: [...involved].sort(),
    rules: [...rules].sort(),
    assertions: checkAssertions(expected, run),
  };
}

/** Every combination of answers to the request's prompts, up to `limit` engine runs (see core/explore.ts). */
export function explore(request: ResolveRequest, cards: CardLookup, options: { limit: number }): Exploration {
  const outcomes = OUTCOMES[request.game];
  const facts = outcomes
    ? (state: unknown) => {
        const view = outcomes.read(state, cards);
        return view === undefined ? undefined : outcomes.facts(view);
      }
    : undefined;
  return exploreWith(request, bound(cards), { limit: options.limit, facts });
}
