// The fields of a scenario as a user writes them (GraphQL input or an entry of a collection file), checked in one
// place: every problem is reported with its path, and what passes can be stored as it is (no NUL characters, which
// PostgreSQL text and jsonb refuse; sizes bounded).
import type { GraphQLError } from 'graphql';
import type { ChoiceAnswer, GameId } from '../../engine/api.js';
import { GAME_IDS } from '../../engine/games/registry.js';
import { validateExpected, type Assertion } from '../../engine/scenarios.js';
import { LIMITS as CHOICE_LIMITS } from '../engine/choice-limits.js';
import { badUserInput } from '../errors.js';

export const SCENARIO_LIMITS = {
  ref: 100,
  title: 200,
  description: 5000,
  tags: 20,
  tagLength: 40,
  /** State and action together, as JSON text. */
  jsonBytes: 256 * 1024,
  expected: 200,
  rulings: 50,
  choices: CHOICE_LIMITS.choices,
  optionsPerChoice: CHOICE_LIMITS.optionsPerChoice,
  idLength: CHOICE_LIMITS.idLength,
};

const GAMES: readonly GameId[] = GAME_IDS;
const REF = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;
const TAG = /^[a-z0-9][a-z0-9._:-]*$/;

export interface ScenarioFields {
  game: GameId;
  /** The collection's own key, unique per owner; null when the scenario is only known by its share id. */
  ref: string | null;
  title: string;
  description: string | null;
  tags: string[];
  state: unknown;
  action: unknown;
  choices: ChoiceAnswer[];
  expected: Assertion[] | null;
  rulings: string[];
}

export interface FieldError {
  /** Where, in the caller's terms: "input.state.player1.hand[2]" or "$.scenarios[3].title". */
  path: string;
  message: string;
}

/** Every error as one BAD_USER_INPUT: the first names the field, `extensions.errors` lists them all. */
export function fieldErrors(errors: (FieldError & { code?: string })[]): GraphQLError {
  const first = errors[0]!;
  return badUserInput(first.path, `${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more: see extensions.errors)` : ''}`, { errors });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of JSON strings (keys or values) holding a NUL character: PostgreSQL cannot store them. */
function nulPaths(value: unknown, path: string, out: string[] = []): string[] {
  if (out.length >= 5) return out;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (Array.isArray(value)) value.forEach((v, i) => nulPaths(v, `${path}[${i}]`, out));
  else if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) out.push(path);
      else nulPaths(v, `${path}.${k}`, out);
    }
  }
  return out;
}

function text(raw: Record<string, unknown>, field: string, at: string, max: number, errors: FieldError[], required: boolean): string | null {
  const value = raw[field];
  if (value === undefined || value === null) {
    if (required) errors.push({ path: at, message: `${field} is required` });
    return null;
  }
  if (typeof value !== 'string') {
    errors.push({ path: at, message: `${field} must be a string` });
    return null;
  }
  const trimmed = value.trim();
  if (required && trimmed.length === 0) errors.push({ path: at, message: `${field} must not be empty` });
  else if (trimmed.length > max) errors.push({ path: at, message: `${field} is longer than ${max} characters` });
  else if (trimmed.includes('\u0000')) errors.push({ path: at, message: `${field} contains a NUL character (\\u0000)` });
  return trimmed.length === 0 ? null : trimmed;
}

function stringList(value: unknown, at: string, max: number, errors: FieldError[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    errors.push({ path: at, message: 'must be a list of strings' });
    return [];
  }
  if (value.length > max) errors.push({ path: at, message: `at most ${max} entries, got ${value.length}` });
  return value as string[];
}

/** Reads recorded answers to prompts ({ prompt?, options }), adding every problem to `errors`. */
export function readChoices(value: unknown, at: string, errors: FieldError[]): ChoiceAnswer[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push({ path: at, message: 'choices must be a list of { prompt?, options }' });
    return [];
  }
  if (value.length > SCENARIO_LIMITS.choices) errors.push({ path: at, message: `at most ${SCENARIO_LIMITS.choices} choices, got ${value.length}` });
  const out: ChoiceAnswer[] = [];
  value.slice(0, SCENARIO_LIMITS.choices).forEach((choice, i) => {
    const here = `${at}[${i}]`;
    if (!isRecord(choice)) return void errors.push({ path: here, message: 'a choice is { prompt?, options: [option ids] }' });
    const unknown = Object.keys(choice).filter((k) => k !== 'prompt' && k !== 'options');
    if (unknown.length > 0) errors.push({ path: `${here}.${unknown[0]}`, message: 'a choice has only prompt and options' });
    const options = choice.options;
    const idOk = (id: unknown) => typeof id === 'string' && id.length > 0 && id.length <= SCENARIO_LIMITS.idLength && !id.includes('\u0000');
    if (!Array.isArray(options) || options.length > SCENARIO_LIMITS.optionsPerChoice || !options.every(idOk)) {
      return void errors.push({ path: `${here}.options`, message: `options is a list of at most ${SCENARIO_LIMITS.optionsPerChoice} option ids, each 1 to ${SCENARIO_LIMITS.idLength} characters` });
    }
    if (choice.prompt !== undefined && choice.prompt !== null && !idOk(choice.prompt)) {
      return void errors.push({ path: `${here}.prompt`, message: `prompt is a prompt id of 1 to ${SCENARIO_LIMITS.idLength} characters` });
    }
    out.push(typeof choice.prompt === 'string' ? { prompt: choice.prompt, options: options as string[] } : { options: options as string[] });
  });
  return out;
}

/**
 * Reads a scenario's fields from a plain object. `at(field)` names a field in the caller's terms (for errors). Game
 * rules (a valid state, choices that answer the prompts) are checked later, by the engine.
 */
export function readScenarioFields(raw: unknown, at: (field: string) => string): { fields?: ScenarioFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!isRecord(raw)) return { errors: [{ path: at(''), message: 'a scenario is an object' }] };
  const game = raw.game;
  if (typeof game !== 'string' || !GAMES.includes(game as GameId)) errors.push({ path: at('game'), message: `game must be one of ${GAMES.join(', ')}` });

  const ref = text(raw, 'ref', at('ref'), SCENARIO_LIMITS.ref, errors, false);
  if (ref !== null && !REF.test(ref)) errors.push({ path: at('ref'), message: 'ref is letters, digits and . _ : - (starting with a letter or digit)' });
  const title = text(raw, 'title', at('title'), SCENARIO_LIMITS.title, errors, true) ?? '';
  const description = text(raw, 'description', at('description'), SCENARIO_LIMITS.description, errors, false);

  const tags = [...new Set(stringList(raw.tags, at('tags'), SCENARIO_LIMITS.tags, errors).map((t) => t.trim().toLowerCase()))];
  tags.forEach((tag, i) => {
    if (tag.length > SCENARIO_LIMITS.tagLength || !TAG.test(tag)) {
      errors.push({ path: `${at('tags')}[${i}]`, message: `a tag is 1 to ${SCENARIO_LIMITS.tagLength} of a-z 0-9 . _ : - (got ${JSON.stringify(tag.slice(0, 50))})` });
    }
  });

  for (const field of ['state', 'action']) {
    if (raw[field] === undefined || raw[field] === null) errors.push({ path: at(field), message: `${field} is required` });
    for (const path of nulPaths(raw[field], at(field))) errors.push({ path, message: 'contains a NUL character (\\u0000), which cannot be stored' });
  }
  const bytes = JSON.stringify([raw.state ?? null, raw.action ?? null]).length;
  if (bytes > SCENARIO_LIMITS.jsonBytes) errors.push({ path: at('state'), message: `state and action are ${bytes} bytes of JSON; the limit is ${SCENARIO_LIMITS.jsonBytes}` });

  const choices = readChoices(raw.choices, at('choices'), errors);

  let expected: Assertion[] | null = null;
  if (raw.expected !== undefined && raw.expected !== null) {
    if (Array.isArray(raw.expected) && raw.expected.length > SCENARIO_LIMITS.expected) {
      errors.push({ path: at('expected'), message: `at most ${SCENARIO_LIMITS.expected} assertions, got ${raw.expected.length}` });
    } else if (GAMES.includes(game as GameId)) {
      const problems = validateExpected(game as GameId, raw.expected, at('expected'));
      for (const p of problems) errors.push({ path: p.path, message: p.message });
      for (const path of nulPaths(raw.expected, at('expected'))) errors.push({ path, message: 'contains a NUL character (\\u0000), which cannot be stored' });
      if (problems.length === 0) expected = raw.expected as Assertion[];
    }
  }

  const rulings = [...new Set(stringList(raw.rulings, at('rulings'), SCENARIO_LIMITS.rulings, errors))];
  rulings.forEach((id, i) => {
    if (id.length === 0 || id.length > SCENARIO_LIMITS.idLength || id.includes('\u0000')) errors.push({ path: `${at('rulings')}[${i}]`, message: 'not a ruling id' });
  });

  if (errors.length > 0) return { errors };
  return { fields: { game: game as GameId, ref, title, description, tags, state: raw.state, action: raw.action, choices, expected, rulings }, errors };
}
