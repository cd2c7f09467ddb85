// Engine threads: large states are resolved off the main thread, so that one long resolution neither stalls the
// other requests (nor /healthz) nor outlives its request. A job gets the CPU time its request has left; past it,
// or when the request is abandoned, the thread is terminated (the only way to stop a synchronous engine call) and
// a new one takes its place. Small states stay on the main thread: a worker's round trip would cost more than them.
import { Worker } from 'node:worker_threads';
import type { ResolveRequest, ResolveResult, ValidationResult } from '../../engine/api.js';
import type { RequestBudget } from '../budget.js';
import type { CardTable } from './cards.js';
import type { ThreadAnswer, ThreadJob } from './thread.js';

/** States larger than this (bytes of JSON) are resolved on an engine thread. */
export const THREAD_STATE_BYTES = 16_384;
/** Engine threads per process. */
export const ENGINE_THREADS = 1;

type JobAnswer = Exclude<ThreadAnswer, { ready: true }>;

type JobInput = { kind: 'resolve'; request: ResolveRequest } | { kind: 'validate'; game: ResolveRequest['game']; state: unknown; view?: boolean };

interface Job {
  message: ThreadJob;
  budget: RequestBudget;
  done(answer: JobAnswer | Error): void;
}

interface Slot {
  worker?: Worker;
  /** The thread has loaded the engine (its start-up is not charged to any request). */
  ready?: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

class EngineThreads {
  private readonly queue: Job[] = [];
  private readonly slots: Slot[];
  private nextId = 1;
  /** Threads started, and those stopped under a job (over budget, or abandoned): for tests and the log. */
  readonly counts = { started: 0, stopped: 0 };

  constructor(size: number) {
    this.slots = Array.from({ length: size }, () => ({}));
  }

  resolve(request: ResolveRequest, cards: CardTable, starter: boolean, budget: RequestBudget): Promise<ResolveResult> {
    return this.run({ kind: 'resolve', request }, cards, starter, budget) as Promise<ResolveResult>;
  }

  validate(game: ResolveRequest['game'], state: unknown, cards: CardTable, starter: boolean, budget: RequestBudget, view = false): Promise<ValidationResult> {
    return this.run({ kind: 'validate', game, state, view }, cards, starter, budget) as Promise<ValidationResult>;
  }

  private run(input: JobInput, cards: CardTable, starter: boolean, budget: RequestBudget): Promise<unknown> {
    budget.check();
    return new Promise((resolve, reject) => {
      const message = { ...input, id: this.nextId++, cards: [...cards], starter } as ThreadJob;
      const onAbort = () => this.cancel(job, budget.signal.reason as Error);
      const job: Job = {
        message,
        budget,
        done: (answer) => {
          budget.signal.removeEventListener('abort', onAbort);
          if (answer instanceof Error) return reject(answer);
          budget.chargeCpu(answer.ms);
          if (!answer.ok) return reject(new Error(`engine thread: ${answer.error}`));
          budget.chargeBytes(answer.bytes);
          resolve(answer.result);
        },
      };
      budget.signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      slot.worker ??= this.spawn(slot);
      if (!slot.ready) continue;
      const worker = slot.worker;
      const job = this.queue.shift()!;
      slot.job = job;
      // The job may use what CPU time its request has left; then the thread is stopped.
      slot.timer = setTimeout(() => {
        job.budget.chargeCpu(job.budget.remainingCpuMs() + 1);
        this.cancel(job, new Error('budget'));
      }, Math.max(1, job.budget.remainingCpuMs()));
      worker.postMessage(job.message);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url));
    this.counts.started++;
    worker.unref();
    worker.on('message', (answer: ThreadAnswer) => {
      if ('ready' in answer) {
        slot.ready = true;
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || job.message.id !== answer.id) return;
      this.finish(slot);
      job.done(answer);
    });
    worker.on('error', (error) => this.lose(slot, worker, error));
    worker.on('exit', () => this.lose(slot, worker, new Error('engine thread exited')));
    return worker;
  }

  /** A thread died under a job: the job fails, the slot gets a new thread for the next one. */
  private lose(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    slot.ready = false;
    const job = slot.job;
    this.finish(slot);
    job?.done(error);
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    setImmediate(() => this.pump());
  }

  /** Drops a queued job, or stops the thread running it. The request's own stop reason is the error. */
  private cancel(job: Job, fallback: Error): void {
    const error = (job.budget.signal.reason as Error | undefined) ?? fallback;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.done(error);
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    if (!slot?.worker) return;
    const worker = slot.worker;
    slot.worker = undefined;
    slot.ready = false;
    this.finish(slot);
    this.counts.stopped++;
    void worker.terminate();
    job.done(error);
  }
}

export const engineThreads = new EngineThreads(ENGINE_THREADS);
