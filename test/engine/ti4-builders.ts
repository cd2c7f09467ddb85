// TI4 test states: four players seated Alice, Bob, Cheng, Dana holding Trade (5), Warfare (6), Technology (7) and
// Imperial (8), so the action phase's turn order is the seating order; Alice is active and the speaker.
import { resolve } from '../../engine/index.js';
import type { ChoiceAnswer, ResolveResult } from '../../engine/api.js';
import { ti4StarterCards } from '../../engine/games/ti4/cards/starter.js';
import type { Player, Ti4State } from '../../engine/games/ti4/state/types.js';

const CARDS: Record<string, string> = { Alice: 'pok5trade', Bob: 'pok6warfare', Cheng: 'pok7technology', Dana: 'pok8imperial' };

export function player(id: string, over: Partial<Player> = {}): Player {
  return {
    id, strategyCards: [{ card: CARDS[id] ?? 'pok1leadership' }], commandTokens: { tactic: 3, fleet: 3, strategy: 2 },
    tradeGoods: 0, commodities: 0, maxCommodities: 3,
    actionCards: [], promissoryNotes: [], playArea: [], technologies: [], abilities: [], leaders: [], ...over,
  };
}

export function ti4State(players: Partial<Record<'Alice' | 'Bob' | 'Cheng' | 'Dana', Partial<Player>>> = {}, over: Partial<Ti4State> = {}): Ti4State {
  return {
    phase: 'action', activePlayer: 'Alice', speaker: 'Alice',
    players: (['Alice', 'Bob', 'Cheng', 'Dana'] as const).map((id) => player(id, players[id])),
    systems: [], ...over,
  };
}

export function run(state: unknown, action: unknown, choices: ChoiceAnswer[] = []): ResolveResult {
  return resolve({ game: 'TI4', state, action, choices }, ti4StarterCards);
}

/** Answers prompts one at a time: `answer` picks the option ids for each prompt (by its text, player and options). */
export function play(state: unknown, action: unknown, answer: (prompt: NonNullable<ResolveResult['prompt']>) => string[], limit = 100): { result: ResolveResult; choices: ChoiceAnswer[] } {
  const choices: ChoiceAnswer[] = [];
  for (let i = 0; i < limit; i += 1) {
    const result = run(state, action, choices);
    if (result.status !== 'NEEDS_CHOICE') return { result, choices };
    choices.push({ prompt: result.prompt!.id, options: answer(result.prompt!) });
  }
  throw new Error('too many prompts');
}

export const ti4 = (result: ResolveResult) => result.state as Ti4State;

type Prompt = NonNullable<ResolveResult['prompt']>;

/**
 * Answers the prompts in order from `answers` (one entry per prompt, a single option id or several), one request per
 * prompt, and records every prompt asked. Fails when a prompt comes with no answer left.
 */
export function walk(state: unknown, action: unknown, answers: (string | string[])[]): { result: ResolveResult; prompts: Prompt[]; choices: ChoiceAnswer[] } {
  const prompts: Prompt[] = [];
  const queue = [...answers];
  const { result, choices } = play(state, action, (p) => {
    prompts.push(p);
    const next = queue.shift();
    if (next === undefined) throw new Error(`no answer for prompt ${p.id} (${p.player}: ${p.text}) [${p.options.map((o) => o.id).join(', ')}]`);
    return Array.isArray(next) ? next : [next];
  });
  return { result, prompts, choices };
}

/** The window's story from the log: "Alice:A1" for a resolution (by the object it came from), "Bob:decline", "CLOSE". */
export function trace(result: ResolveResult, first = 0): string[] {
  return result.log.slice(first).flatMap((e) => {
    if (e.kind === 'ABILITY_RESOLVED') return [`${e.player}:${e.cards[0]}`];
    if (e.kind === 'DECLINED' && e.rule?.number === 'ABILITIES.4c') return [`${e.player}:decline`];
    if (e.kind === 'WINDOW_CLOSED') return ['CLOSE'];
    return [];
  });
}

export const optionIds = (p: { options: { id: string }[] }) => p.options.map((o) => o.id);
