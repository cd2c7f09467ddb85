// Engine throughput in-process: resolutions per second of one attack with Overwhelm, a Shield and triggers from
// both players, answered in full (the caller replays the request with every choice, as the stateless API does).
import { performance } from 'node:perf_hooks';
import type { ChoiceAnswer } from '../engine/api.js';
import { resolve, starterCardLookup } from '../engine/index.js';

/**
 * Wampa (4 power, Overwhelm, a Shield, and for this phase "When this unit deals combat damage: Draw a card")
 * attacks Vanguard Infantry (1/2): 2 damage defeats it and 2 excess go to the base; its 1 damage back is
 * prevented by Wampa's Shield. Then one window holds P1's two draw triggers (one per combat damage dealt) and
 * P2's When Defeated: the active player picks who goes first (7.6.10), P1 orders theirs (7.6.9), P2 picks a unit.
 */
export const BENCH_STATE = {
  phase: 'action',
  player1: {
    hasInitiative: true,
    groundArena: [{ card: 'wampa', id: 'wampa', upgrades: ['shield'] }],
  },
  player2: {
    groundArena: [{ card: 'vanguard-infantry', id: 'vanguard' }, { card: 'battlefield-marine', id: 'marine' }],
    spaceArena: [{ card: 'alliance-xwing', id: 'xwing' }],
  },
  effects: [{
    id: 'bench-effect', source: 'wampa', controller: 'player1', duration: 'thisPhase', targets: ['wampa'],
    effect: { ability: { kind: 'triggered', id: 'bench-draw', text: 'When this unit deals combat damage: Draw a card.', when: { on: 'dealsCombatDamage' }, effect: { do: 'draw', player: 'you' } } },
  }],
};
export const BENCH_ACTION = { type: 'attack', player: 'player1', attacker: 'wampa', target: 'vanguard' };

/** The answers for the benchmarked attack: the first option of every prompt, found by driving it once. */
export function benchChoices(): ChoiceAnswer[] {
  const choices: ChoiceAnswer[] = [];
  for (let i = 0; i < 20; i += 1) {
    const result = resolve({ game: 'SWU', state: BENCH_STATE, action: BENCH_ACTION, choices }, starterCardLookup);
    if (result.status === 'RESOLVED') return choices;
    if (result.status !== 'NEEDS_CHOICE' || !result.prompt) throw new Error(`bench attack did not resolve: ${result.status} ${JSON.stringify(result.errors ?? result.unsupported)}`);
    choices.push({ prompt: result.prompt.id, options: [result.prompt.options[0]!.id] });
  }
  throw new Error('bench attack asks too many questions');
}

export interface EngineBench {
  name: string;
  resolutionsPerSecond: number;
  resolutions: number;
  ms: number;
  prompts: number;
  logSteps: number;
}

export async function benchEngine(opts: { iterations?: number; maxMs?: number } = {}): Promise<EngineBench> {
  const iterations = opts.iterations ?? 20_000;
  const maxMs = opts.maxMs ?? 5_000;
  const choices = benchChoices();
  const request = { game: 'SWU' as const, state: BENCH_STATE, action: BENCH_ACTION, choices };
  const check = resolve(request, starterCardLookup);
  if (check.status !== 'RESOLVED') throw new Error(`bench attack did not resolve: ${check.status}`);
  for (let i = 0; i < 200; i += 1) resolve(request, starterCardLookup); // warm-up
  let count = 0;
  const started = performance.now();
  while (count < iterations && performance.now() - started < maxMs) {
    resolve(request, starterCardLookup);
    count += 1;
  }
  const ms = performance.now() - started;
  await Promise.resolve();
  return {
    name: 'engine resolve in-process (attack: Overwhelm, Shield, triggers from both players; Karabast input normalized each time)',
    resolutionsPerSecond: Math.round((count / ms) * 1000),
    resolutions: count,
    ms: Math.round(ms),
    prompts: choices.length,
    logSteps: check.log.length,
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  console.log(JSON.stringify(await benchEngine(), null, 2));
}
