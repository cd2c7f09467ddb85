// One engine thread: runs resolve / validateState for the main thread (api/engine/threads.ts) on the cards it is
// sent, and answers with the result, the time it took and the size of what the answer will carry.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import type { CardDefinition, ResolveRequest } from '../../engine/api.js';
import { gameModule, resolve, starterCardLookup, validateState } from '../../engine/index.js';
import { jsonBytes } from '../budget.js';
import { lookupFrom } from './cards.js';

export type ThreadJob =
  | { id: number; kind: 'resolve'; request: ResolveRequest; cards: [string, CardDefinition | undefined][]; starter: boolean }
  | { id: number; kind: 'validate'; game: ResolveRequest['game']; state: unknown; view?: boolean; cards: [string, CardDefinition | undefined][]; starter: boolean };

export type ThreadAnswer =
  | { id: number; ok: true; result: unknown; ms: number; bytes: number }
  | { id: number; ok: false; error: string; ms: number }
  | { ready: true };

// Warm the engine up before taking work: a cold engine is several times slower, and a job's time is its request's.
for (let i = 0; i < 20; i++) {
  resolve({ game: 'SWU', state: { phase: 'action', player1: { groundArena: ['wampa'] }, player2: { groundArena: ['battlefield-marine'] } }, action: { type: 'attack', player: 'player1', attacker: 'wampa' } } as ResolveRequest, starterCardLookup);
}
parentPort?.postMessage({ ready: true } satisfies ThreadAnswer);

parentPort?.on('message', (job: ThreadJob) => {
  const started = performance.now();
  try {
    const game = job.kind === 'resolve' ? job.request?.game : job.game;
    const cards = lookupFrom(new Map(job.cards), job.starter ? gameModule(game)?.starterCards : undefined);
    if (job.kind === 'resolve') {
      const result = resolve(job.request, cards);
      const answer: ThreadAnswer = { id: job.id, ok: true, result, ms: performance.now() - started, bytes: jsonBytes(result.state) + jsonBytes(result.log) };
      parentPort!.postMessage(answer);
    } else {
      const result = validateState(job.game, job.state, cards, { view: job.view === true });
      parentPort!.postMessage({ id: job.id, ok: true, result, ms: performance.now() - started, bytes: jsonBytes(result.errors) } satisfies ThreadAnswer);
    }
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error), ms: performance.now() - started } satisfies ThreadAnswer);
  }
});
