// Every ordering explored: resolves a request under every combination of answers to its prompts (trigger orders, who
// goes first, targets, may / may not), depth first, through the public prompt protocol only, so it works for any
// game. Returns the distinct end states, one choice sequence reaching each, and which prompts decided the difference
// (at some point, different answers to them led to different end states) with the facts that differ.
import type { ChoiceAnswer, EngineError, LogEntry, Prompt, ResolveRequest, ResolveStatus, Unsupported } from '../api.js';
import { DECLINE } from './decisions.js';
import { canonicalJson } from './json.js';
import type { Resolver } from './replay.js';

export interface ExploreOptions {
  /** Most engine runs to spend: each answer tried costs one. The search stops there and says so. */
  limit: number;
  /** A readable summary of an end state (see GameOutcomes.facts); default: every leaf of its JSON by path. */
  facts?: (state: unknown) => Record<string, unknown> | undefined;
}

export interface ExploredChoice {
  prompt: string;
  kind: string;
  player: string;
  options: string[];
  labels: string[];
}

export interface ExploredEndState {
  id: number;
  status: ResolveStatus;
  state: unknown;
  errors: EngineError[];
  unsupported: Unsupported | null;
  /** The log of the first sequence that reached it. */
  log: LogEntry[];
  /** One sequence of answers (the first found) that reaches it, after the request's own choices. */
  choices: ExploredChoice[];
  /** How many of the explored sequences end here. */
  sequences: number;
}

export interface ExploredAnswer {
  options: string[];
  labels: string[];
  /** End states reached after this answer, wherever the prompt was met. */
  endStates: number[];
}

export interface FactValue {
  /** The answer (labels) and the first end state reached after it, at the prompt's first decisive occurrence. */
  answer: string[];
  endState: number;
  value: unknown;
}

export interface FactDifference {
  fact: string;
  values: FactValue[];
}

/** A prompt as met during the search, grouped by player, kind, text and options (its id depends on its position). */
export interface ExploredPrompt {
  kind: string;
  player: string;
  text: string;
  occurrences: number;
  /** At some occurrence, different answers led to different sets of end states: this choice matters. */
  decisive: boolean;
  answers: ExploredAnswer[];
  /** For a decisive prompt: the facts that differ between the end states its answers led to ("here is why"). */
  differences: FactDifference[];
}

export interface Exploration {
  runs: number;
  limit: number;
  /** Every combination of answers was tried. */
  complete: boolean;
  /** Prompt occurrences where the limit stopped the search before every answer was tried. */
  cutPrompts: number;
  endStates: ExploredEndState[];
  prompts: ExploredPrompt[];
}

function* combinations(n: number, k: number, start = 0, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let i = start; i <= n - (k - prefix.length); i += 1) yield* combinations(n, k, i + 1, [...prefix, i]);
}

/**
 * Every legal answer to a prompt: each set of between min and max options, smallest first, in option order; the
 * option that declines only alone.
 */
function* answersTo(prompt: Prompt): Generator<number[]> {
  const n = prompt.options.length;
  const decline = prompt.options.findIndex((o) => o.id === DECLINE);
  for (let k = Math.max(0, prompt.min); k <= Math.min(prompt.max, n); k += 1) {
    for (const set of combinations(n, k)) if (decline === -1 || set.length === 1 || !set.includes(decline)) yield set;
  }
}

/** Every leaf of a JSON value by path: the default facts of a state no game plug-in reads. */
export function jsonLeaves(value: unknown, path = '$', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((v, i) => jsonLeaves(v, `${path}[${i}]`, out));
    if (value.length === 0) out[path] = [];
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) jsonLeaves(v, `${path}.${k}`, out);
  } else out[path] = value ?? null;
  return out;
}

interface Group {
  prompt: ExploredPrompt;
  answerAt: Map<string, ExploredAnswer>;
  /** At the first decisive occurrence: each answer with the first end state it led to. */
  example?: { labels: string[]; endState: number }[];
}

export function explore(request: ResolveRequest, resolver: Resolver, options: ExploreOptions): Exploration {
  const limit = Math.max(1, Math.floor(options.limit));
  const base: ResolveRequest = { ...request, options: { ...request.options, stopAfterEachStep: false } };
  const prefix = Array.isArray(request.choices) ? request.choices : [];
  const endStates: ExploredEndState[] = [];
  const endByKey = new Map<string, ExploredEndState>();
  const groups = new Map<string, Group>();
  let runs = 0;
  let cutPrompts = 0;

  const record = (result: ReturnType<Resolver>, path: ExploredChoice[]): number => {
    const errors = result.errors.map(({ code, path: at }) => ({ code, path: at }));
    const key = canonicalJson({ status: result.status, state: result.state, errors, unsupported: result.unsupported ?? null, prompt: result.prompt?.kind ?? null });
    const known = endByKey.get(key);
    if (known) {
      known.sequences += 1;
      return known.id;
    }
    const end: ExploredEndState = {
      id: endStates.length, status: result.status, state: result.state, errors: result.errors, unsupported: result.unsupported ?? null,
      log: result.log, choices: path, sequences: 1,
    };
    endStates.push(end);
    endByKey.set(key, end);
    return end.id;
  };

  const groupOf = (prompt: Prompt): Group => {
    const key = canonicalJson([prompt.player, prompt.kind, prompt.text, prompt.options.map((o) => o.id)]);
    let group = groups.get(key);
    if (!group) {
      group = { prompt: { kind: prompt.kind, player: prompt.player, text: prompt.text, occurrences: 0, decisive: false, answers: [], differences: [] }, answerAt: new Map() };
      groups.set(key, group);
    }
    return group;
  };

  /** End states reachable from this prefix of answers (in the order found); null when the limit left it unrun. */
  const visit = (choices: ChoiceAnswer[], path: ExploredChoice[]): Set<number> | null => {
    if (runs >= limit) return null;
    runs += 1;
    const result = resolver({ ...base, choices });
    const prompt = result.prompt;
    if (result.status !== 'NEEDS_CHOICE' || !prompt) return new Set([record(result, path)]);
    const group = groupOf(prompt);
    group.prompt.occurrences += 1;
    const tried: { labels: string[]; reached: Set<number> }[] = [];
    let cut = false;
    for (const picked of answersTo(prompt)) {
      const ids = picked.map((i) => prompt.options[i]!.id);
      const labels = picked.map((i) => prompt.options[i]!.label);
      const step: ExploredChoice = { prompt: prompt.id, kind: prompt.kind, player: prompt.player, options: ids, labels };
      const reached = visit([...choices, { prompt: prompt.id, options: ids }], [...path, step]);
      if (reached === null) {
        cut = true;
        break;
      }
      tried.push({ labels, reached });
      const answerKey = canonicalJson(ids);
      let answer = group.answerAt.get(answerKey);
      if (!answer) {
        answer = { options: ids, labels, endStates: [] };
        group.answerAt.set(answerKey, answer);
        group.prompt.answers.push(answer);
      }
      for (const id of reached) if (!answer.endStates.includes(id)) answer.endStates.push(id);
    }
    if (cut) cutPrompts += 1;
    // A prompt no answer can satisfy ends the search here.
    if (tried.length === 0 && !cut) return new Set([record(result, path)]);
    const signatures = tried.map((t) => [...t.reached].sort((a, b) => a - b).join(','));
    if (new Set(signatures).size > 1 && !group.prompt.decisive) {
      group.prompt.decisive = true;
      group.example = tried.map((t) => ({ labels: t.labels, endState: t.reached.values().next().value! }));
    }
    const all = new Set<number>();
    for (const t of tried) for (const id of t.reached) all.add(id);
    return all;
  };

  const root = visit(prefix, []);
  const factsOf = new Map<number, Record<string, unknown>>();
  const facts = (id: number): Record<string, unknown> => {
    let found = factsOf.get(id);
    if (!found) {
      const end = endStates[id]!;
      // Only a resolved state is an outcome; otherwise the state is the input, and what matters is why it stopped.
      found = end.status === 'RESOLVED'
        ? { status: end.status, ...(options.facts?.(end.state) ?? jsonLeaves(end.state)) }
        : { status: end.status, errors: end.errors.map((e) => e.code), unsupported: end.unsupported };
      factsOf.set(id, found);
    }
    return found;
  };
  for (const group of groups.values()) {
    if (!group.example) continue;
    const examples = group.example;
    const names = [...new Set(examples.flatMap((e) => Object.keys(facts(e.endState))))];
    for (const fact of names) {
      const values = examples.map((e) => ({ answer: e.labels, endState: e.endState, value: facts(e.endState)[fact] ?? null }));
      if (new Set(values.map((v) => canonicalJson(v.value))).size > 1) group.prompt.differences.push({ fact, values });
    }
  }
  return {
    runs,
    limit,
    complete: root !== null && cutPrompts === 0,
    cutPrompts,
    endStates,
    prompts: [...groups.values()].map((g) => g.prompt),
  };
}
