// Test helpers: Karabast-format states (the normalizer fills Karabast's defaults: 20 ready resources, an 8-card
// Underworld Thug deck, Darth Vader + Kestro City vs Luke Skywalker + Administrator's Tower), a driver that answers
// prompts by replaying the request with the choices so far, and readers for outcomes.
import { expect } from 'vitest';
import { resolve, starterCardLookup, swuUnitStats } from '../../engine/index.js';
import type { ChoiceAnswer, Prompt, ResolveResult } from '../../engine/api.js';
import type { SwuState, UnitInstance } from '../../engine/games/swu/state/types.js';

export const cards = starterCardLookup;

type Json = Record<string, unknown>;

/** A Karabast-format state in the action phase with player1 active and holding the initiative. */
export function karabast(p1: Json = {}, p2: Json = {}, extra: Json = {}): Json {
  return { phase: 'action', player1: { hasInitiative: true, ...p1 }, player2: { ...p2 }, ...extra };
}

export type Answerer = (prompt: Prompt, index: number) => string[];

export interface Driven {
  result: ResolveResult;
  prompts: Prompt[];
  choices: ChoiceAnswer[];
  state: SwuState;
}

/**
 * Resolves, answering each prompt through `answer`, replaying the whole request each time (stateless API). Every
 * answer is also given the other way, resuming the state returned at the prompt: both must give the same result.
 */
export function drive(state: unknown, action: unknown, answer: Answerer = noPrompts): Driven {
  const choices: ChoiceAnswer[] = [];
  const prompts: Prompt[] = [];
  let atPrompt: ResolveResult | undefined;
  for (let i = 0; i < 50; i += 1) {
    const result = resolve({ game: 'SWU', state, action, choices: [...choices] }, cards);
    if (atPrompt) expectSameResolution(resolve({ game: 'SWU', state: atPrompt.state, action: { type: 'continue' }, choices: [choices.at(-1)!] }, cards), result);
    atPrompt = result.status === 'NEEDS_CHOICE' ? result : undefined;
    if (result.status !== 'NEEDS_CHOICE') {
      const expectedPrompts = (answer as Answerer & { steps?: number }).steps;
      if (expectedPrompts !== undefined && result.status === 'RESOLVED') expect(prompts.length, 'every scripted answer was asked for').toBe(expectedPrompts);
      return { result, prompts, choices, state: result.state as SwuState };
    }
    const prompt = result.prompt!;
    prompts.push(prompt);
    choices.push({ prompt: prompt.id, options: answer(prompt, prompts.length - 1) });
  }
  throw new Error('too many prompts');
}

/** A resumed resolution ends where the replayed one does: same status, prompt, state and errors (paths aside). */
export function expectSameResolution(resumed: ResolveResult, replayed: ResolveResult): void {
  resumeChecks.count += 1;
  expect(resumed.status, 'resumed status').toBe(replayed.status);
  expect(resumed.prompt ?? null, 'resumed prompt').toEqual(replayed.prompt ?? null);
  expect(resumed.unsupported ?? null, 'resumed unsupported').toEqual(replayed.unsupported ?? null);
  expect(resumed.errors.map((e) => e.code), 'resumed errors').toEqual(replayed.errors.map((e) => e.code));
  if (replayed.status === 'RESOLVED' || replayed.status === 'NEEDS_CHOICE') expect(resumed.state, 'resumed state').toEqual(replayed.state);
}

/** How many resumptions the tests compared (a test checks the comparison is not vacuous). */
export const resumeChecks = { count: 0 };

export const noPrompts: Answerer = (p) => {
  throw new Error(`unexpected prompt ${p.id}: ${p.text} [${p.options.map((o) => o.label).join(' | ')}]`);
};

/** Picks options whose label matches, in order; fails loudly when a label is not offered. */
export function pick(prompt: Prompt, ...labels: (string | RegExp)[]): string[] {
  return labels.map((label) => {
    const found = prompt.options.find((o) => (typeof label === 'string' ? o.label === label || o.label.startsWith(label) : label.test(o.label)));
    if (!found) throw new Error(`prompt ${prompt.id} (${prompt.text}) has no option ${String(label)}: [${prompt.options.map((o) => o.label).join(' | ')}]`);
    return found.id;
  });
}

/** Answers prompts from a script of [kind, labels] steps, checking each prompt's kind. */
export function script(...steps: [string, ...(string | RegExp)[]][]): Answerer {
  return Object.assign((prompt: Prompt, i: number) => {
    const step = steps[i];
    if (!step) throw new Error(`unexpected prompt ${prompt.id}: ${prompt.text} [${prompt.options.map((o) => o.label).join(' | ')}]`);
    const [kind, ...labels] = step;
    expect(prompt.kind).toBe(kind);
    return pick(prompt, ...labels);
  }, { steps: steps.length });
}

export function resolved(d: Driven): SwuState {
  expect(d.result.errors).toEqual([]);
  expect(d.result.unsupported ?? null).toBeNull();
  expect(d.result.status).toBe('RESOLVED');
  return d.state;
}

let customNames = new Map<string, string>();
function nameOf(card: string): string {
  const def = cards(card);
  return def ? def.name : customNames.get(card) ?? card;
}

function learn(state: SwuState): void {
  customNames = new Map((state.customCards ?? []).map((c) => [c.id, c.name]));
}

export function allUnits(state: SwuState): (UnitInstance & { controller: string; zone: string })[] {
  learn(state);
  const out: (UnitInstance & { controller: string; zone: string })[] = [];
  for (const p of ['player1', 'player2'] as const) {
    for (const zone of ['groundArena', 'spaceArena'] as const) for (const u of state[p][zone]) out.push({ ...u, controller: p, zone });
  }
  return out;
}

export function unit(state: SwuState, name: string): UnitInstance & { controller: string; zone: string } {
  const found = allUnits(state).filter((u) => nameOf(u.card) === name);
  if (found.length !== 1) throw new Error(`expected one unit named ${name} in play, found ${found.length}`);
  return found[0]!;
}

export function inPlay(state: SwuState, name: string): boolean {
  return allUnits(state).some((u) => nameOf(u.card) === name);
}

export function upgradeNames(u: UnitInstance): string[] {
  return u.upgrades.map((x) => cards(x.card)?.internalName ?? x.card);
}

/** Where a card is: a zone name, or "outsideTheGame" for a token that left play. */
export function zoneOf(state: SwuState, name: string): string {
  learn(state);
  for (const p of ['player1', 'player2'] as const) {
    const ps = state[p];
    for (const zone of ['groundArena', 'spaceArena'] as const) if (ps[zone].some((u) => nameOf(u.card) === name)) return zone;
    for (const zone of ['hand', 'discard', 'deck'] as const) if (ps[zone].some((c) => nameOf(c.card) === name)) return zone;
    if (ps.resources.some((r) => r.card && nameOf(r.card) === name)) return 'resources';
    for (const zone of ['groundArena', 'spaceArena'] as const) if (ps[zone].some((u) => u.upgrades.some((x) => nameOf(x.card) === name))) return 'attached';
  }
  return 'outsideTheGame';
}

export function inDiscard(state: SwuState, player: 'player1' | 'player2', name: string): boolean {
  learn(state);
  return state[player].discard.some((c) => nameOf(c.card) === name);
}

/** An inline custom card (the same path catalog cards take), with defaults for a vanilla ground unit. */
export function custom(def: Record<string, unknown>): Record<string, unknown> {
  return { type: 'Unit', cost: 2, power: 2, hp: 3, arena: 'Ground', aspects: [], traits: [], unique: false, keywords: [], abilities: [], ...def };
}

export function stats(state: unknown, unitRef: string) {
  const s = swuUnitStats(state, cards, unitRef);
  if (!s) throw new Error(`no unit ${unitRef}`);
  return s;
}

export function keywordValue(state: unknown, unitRef: string, name: string): number | null | undefined {
  return stats(state, unitRef).keywords.find((k) => k.name.toLowerCase() === name.toLowerCase())?.value;
}
