import { performance } from 'node:perf_hooks';
import { GraphQLError } from 'graphql';

/*
 * What one request may spend once it runs: CPU time in the work we measure (the engine, name suggestions), a
 * wall-clock deadline for everything else (database waits included), and the bytes of its answer. The request is
 * also stopped when its client goes away or its response has been sent: every field checks the budget before it
 * starts (api/server.ts), so an abandoned request starts no new lookup.
 */

/** Size of a value as JSON, as the answer will carry it. */
export const jsonBytes = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

export interface BudgetLimits {
  cpuMs: number;
  timeoutMs: number;
  responseBytes: number;
}

export type StopReason = 'BUDGET_EXCEEDED' | 'RESPONSE_TOO_LARGE' | 'REQUEST_TIMEOUT' | 'REQUEST_ABORTED';

export class RequestBudget {
  cpuMs = 0;
  responseBytes = 0;
  /** Bytes not measured yet: measured only if another root field is about to start (the answer is guarded whole). */
  private deferred: (() => number)[] = [];
  private stopped: { code: StopReason; message: string } | undefined;
  private readonly deadline: number;
  // Made on first use: most requests never hand work to a thread, and an AbortController per request costs.
  private controller: AbortController | undefined;

  constructor(readonly limits: BudgetLimits) {
    this.deadline = performance.now() + limits.timeoutMs;
  }

  /** Aborted when the request stops for any reason: long work (an engine thread) listens to it. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.stopped) this.controller.abort(this.error());
    }
    return this.controller.signal;
  }

  get stopReason(): StopReason | undefined {
    return this.stopped?.code;
  }

  /** Throws the typed error that stopped the request, if any. Cheap: called before every root field. */
  check(): void {
    if (!this.stopped && performance.now() > this.deadline) {
      this.stop('REQUEST_TIMEOUT', `The request ran past its ${this.limits.timeoutMs} ms deadline`);
    }
    if (!this.stopped && this.deferred.length > 0) {
      const measures = this.deferred;
      this.deferred = [];
      this.chargeBytes(measures.reduce((sum, measure) => sum + measure(), 0));
    }
    if (this.stopped) throw this.error();
  }

  /** CPU time left (ms) for work that can be cut short from outside, such as an engine thread. */
  remainingCpuMs(): number {
    return Math.max(0, this.limits.cpuMs - this.cpuMs);
  }

  /** Charges measured CPU time; stops the request once the budget is spent. */
  chargeCpu(ms: number): void {
    this.cpuMs += ms;
    if (this.cpuMs > this.limits.cpuMs) {
      this.stop('BUDGET_EXCEEDED', `The request used more than its ${this.limits.cpuMs} ms of CPU time; split it into smaller requests`);
    }
  }

  /** Runs synchronous work and charges its time. */
  measure<T>(work: () => T): T {
    this.check();
    const started = performance.now();
    try {
      return work();
    } finally {
      this.chargeCpu(performance.now() - started);
    }
  }

  /** Charges bytes the answer will carry (large values: states, logs); stops the request past the limit. */
  chargeBytes(bytes: number): void {
    this.responseBytes += bytes;
    if (this.responseBytes > this.limits.responseBytes) {
      this.stop('RESPONSE_TOO_LARGE', `The answer would be larger than ${this.limits.responseBytes} bytes; ask for less per request`);
    }
  }

  /**
   * Charges the size of values already computed, measured (serialised) only if another root field would start
   * after them: a request with one root field never pays for measuring, and the server refuses a too large answer
   * as a whole anyway.
   */
  chargeBytesOf(...values: unknown[]): void {
    this.deferred.push(() => values.reduce<number>((sum, value) => sum + jsonBytes(value), 0));
  }

  /** The client went away, or the response is sent: nothing more is worth doing. */
  abort(message: string): void {
    this.stop('REQUEST_ABORTED', message);
  }

  private error(): GraphQLError {
    return new GraphQLError(this.stopped!.message, { extensions: { code: this.stopped!.code } });
  }

  private stop(code: StopReason, message: string): void {
    if (this.stopped) return;
    this.stopped = { code, message };
    this.controller?.abort(this.error());
  }
}
