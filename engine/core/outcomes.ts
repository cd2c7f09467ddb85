// Expected outcomes written as assertions, checked against a replayed resolution, for any game. The kinds every game
// shares are here (how the resolution ended, who was asked what, what the log says); each game adds the kinds that
// read its own state (a unit's damage, a card's zone...) through a small plug-in, `GameOutcomes`.
import type { CardLookup, EngineError, ResolveStatus } from '../api.js';
import type { Replay } from './replay.js';

/** One expected fact: `kind` says which, the other fields what is expected. */
export interface Assertion {
  kind: string;
  [field: string]: unknown;
}

export interface AssertionResult {
  index: number;
  assertion: Assertion;
  passed: boolean;
  /** What was found, in the assertion's own terms. */
  actual: unknown;
  message: string;
}

export interface Verdict {
  passed: boolean;
  actual: unknown;
  message: string;
}

/** The fields an assertion kind takes besides `kind`. */
export type FieldSpec =
  | { type: 'string' | 'strings' | 'integer' | 'boolean'; required?: boolean }
  | { type: 'enum'; values: readonly string[]; required?: boolean };

export interface AssertionKind<View> {
  description: string;
  fields: Record<string, FieldSpec>;
  /** At least this many of the optional fields must be given (an assertion must assert something). */
  minOptional?: number;
  check(assertion: Assertion, run: CheckedRun<View>): Verdict;
}

/** What a game plugs in: reading its state, its assertion kinds, and naming what its prompts and logs refer to. */
export interface GameOutcomes<View = unknown> {
  /** Reads a state in the game's format (input or result); undefined when it is not a valid state. */
  read(state: unknown, cards: CardLookup): View | undefined;
  kinds: Record<string, AssertionKind<View>>;
  /** The names a ref (a card instance id in a prompt option or log entry) answers to, display name first; [] if none. */
  namesOf(view: View, ref: string): string[];
  /** The catalog id of the card a ref (instance id) stands for. */
  cardOf(view: View, ref: string): string | undefined;
  /** Catalog ids of the cards the input state names itself (not the defaults it leaves out); `before` is it read. */
  namedCards(input: unknown, before: View | undefined, cards: CardLookup): string[];
  /** A flat, readable summary of a state: explore reports which of these facts differ between end states. */
  facts(view: View): Record<string, unknown>;
}

/** A replayed resolution as the checks see it: the game's reading of the state before and after. */
export interface CheckedRun<View> {
  replay: Replay;
  /** The input state, read; undefined when it is not valid. */
  before: View | undefined;
  /** The state the resolution returned, read (the input itself unless RESOLVED). */
  after: View | undefined;
  outcomes: GameOutcomes<View> | undefined;
}

const STATUSES: readonly ResolveStatus[] = ['RESOLVED', 'NEEDS_CHOICE', 'INVALID', 'UNSUPPORTED'];
const lower = (s: string) => s.toLowerCase();

function optionNames<V>(run: CheckedRun<V>, option: { id: string; label: string; ref?: string | null }): string[] {
  const names: string[] = [];
  const ref = option.ref ?? option.id;
  for (const view of [run.before, run.after]) if (view !== undefined && run.outcomes) names.push(...run.outcomes.namesOf(view, ref));
  return [...names, option.label];
}

/** Each expected name matches a different option, and every option is matched. */
function sameOptions(expected: string[], options: string[][]): boolean {
  if (expected.length !== options.length) return false;
  const left = options.map((names) => names.map(lower));
  return expected.every((name) => {
    const at = left.findIndex((names) => names.includes(lower(name)));
    if (at === -1) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Kinds every game has: they read the resolution, not the state. */
export const COMMON_KINDS: Record<string, AssertionKind<unknown>> = {
  status: {
    description: 'How the resolution ended; `error` is the code one of its errors must have',
    fields: { status: { type: 'enum', values: STATUSES, required: true }, error: { type: 'string' } },
    check(a, { replay }) {
      const { status, errors } = replay.result;
      const codes = errors.map((e) => e.code);
      const passed = status === a.status && (a.error === undefined || codes.includes(a.error as string));
      return { passed, actual: { status, errors: codes }, message: passed ? `ended ${status}` : `ended ${status}${codes.length ? ` (${codes.join(', ')})` : ''}` };
    },
  },
  asked: {
    description: 'A player was asked something on the way: `player`, prompt kind `prompt`, exactly the `options` (names or labels)',
    fields: { player: { type: 'string' }, prompt: { type: 'string' }, options: { type: 'strings' } },
    minOptional: 1,
    check(a, run) {
      const asked = run.replay.asked.map(({ prompt }) => prompt);
      const match = asked.find((p) =>
        (a.player === undefined || p.player === a.player) &&
        (a.prompt === undefined || p.kind === a.prompt) &&
        (a.options === undefined || sameOptions(a.options as string[], p.options.map((o) => optionNames(run, o)))));
      const actual = asked.map((p) => ({ player: p.player, prompt: p.kind, options: p.options.map((o) => optionNames(run, o)[0]) }));
      return { passed: match !== undefined, actual, message: match ? `asked ${match.player}: ${match.text}` : `no prompt matched among the ${asked.length} asked` };
    },
  },
  log: {
    description: 'Some log entry of the resolution contains this text',
    fields: { contains: { type: 'string', required: true } },
    check(a, { replay }) {
      const wanted = a.contains as string;
      const entry = replay.result.log.find((e) => e.text.includes(wanted));
      return { passed: entry !== undefined, actual: entry?.text ?? null, message: entry ? `log step ${entry.step}` : `no log entry contains "${wanted}"` };
    },
  },
};

function kindsOf(outcomes: GameOutcomes<unknown> | undefined): Record<string, AssertionKind<unknown>> {
  return { ...(outcomes?.kinds ?? {}), ...COMMON_KINDS };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldError(spec: FieldSpec, value: unknown): string | undefined {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string' && value.length > 0 ? undefined : 'must be a non-empty string';
    case 'strings':
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? undefined : 'must be an array of strings';
    case 'integer':
      return Number.isInteger(value) ? undefined : 'must be an integer';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value) ? undefined : `must be one of ${spec.values.join(', ')}`;
  }
}

/** Every problem of an expected-outcome list, each with its path ("$.expected[2].damage"); [] when it is valid. */
export function validateAssertions(expected: unknown, outcomes: GameOutcomes<unknown> | undefined, path = '$.expected'): EngineError[] {
  if (!Array.isArray(expected)) return [{ code: 'BAD_EXPECTED', path, message: 'expected outcomes are an array of assertions' }];
  const kinds = kindsOf(outcomes);
  const errors: EngineError[] = [];
  expected.forEach((raw, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(raw)) return void errors.push({ code: 'BAD_EXPECTED', path: at, message: 'an assertion is an object with a `kind`' });
    const kind = typeof raw.kind === 'string' ? kinds[raw.kind] : undefined;
    if (!kind) {
      return void errors.push({ code: 'BAD_EXPECTED', path: `${at}.kind`, message: `kind must be one of ${Object.keys(kinds).sort().join(', ')}` });
    }
    for (const [field, value] of Object.entries(raw)) {
      if (field === 'kind') continue;
      const spec = kind.fields[field];
      if (!spec) errors.push({ code: 'BAD_EXPECTED', path: `${at}.${field}`, message: `"${raw.kind as string}" takes ${Object.keys(kind.fields).join(', ')}` });
      else {
        const problem = fieldError(spec, value);
        if (problem) errors.push({ code: 'BAD_EXPECTED', path: `${at}.${field}`, message: `${field} ${problem}` });
      }
    }
    for (const [field, spec] of Object.entries(kind.fields)) {
      if (spec.required && raw[field] === undefined) errors.push({ code: 'BAD_EXPECTED', path: `${at}.${field}`, message: `${field} is required` });
    }
    const optional = Object.entries(kind.fields).filter(([f, s]) => !s.required && raw[f] !== undefined).length;
    if (optional < (kind.minOptional ?? 0)) {
      const names = Object.entries(kind.fields).filter(([, s]) => !s.required).map(([f]) => f);
      errors.push({ code: 'BAD_EXPECTED', path: at, message: `"${raw.kind as string}" asserts nothing without one of ${names.join(', ')}` });
    }
  });
  return errors;
}

/** Reads the states of a replayed request for the checks. */
export function checkedRun<V>(replay: Replay, input: unknown, outcomes: GameOutcomes<V> | undefined, cards: CardLookup): CheckedRun<V> {
  const before = outcomes?.read(input, cards);
  const after = replay.result.state === input ? before : outcomes?.read(replay.result.state, cards);
  return { replay, before, after, outcomes };
}

/** Checks valid assertions (see validateAssertions) against a run: one result per assertion, in order. */
export function checkAssertions<V>(expected: readonly Assertion[], run: CheckedRun<V>): AssertionResult[] {
  const kinds = kindsOf(run.outcomes as GameOutcomes<unknown> | undefined) as Record<string, AssertionKind<V>>;
  return expected.map((assertion, index) => {
    const kind = kinds[assertion.kind];
    if (!kind) return { index, assertion, passed: false, actual: null, message: `unknown kind "${assertion.kind}"` };
    const verdict = kind.check(assertion, run);
    return { index, assertion, ...verdict };
  });
}
