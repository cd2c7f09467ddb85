// Engine throughput through HTTP: the real API server (port 0, in-memory PGlite catalog) answering the `resolve`
// mutation for the same attack the in-process engine benchmark runs (bench/engine.ts: Overwhelm, a Shield, triggers
// from both players, every prompt answered), one request after another over a keep-alive connection, in a bounded
// loop. Each request does what a real one does: parse, validate, load the state's cards from the catalog, resolve,
// serialize.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createApiServer } from '../api/server.js';
import { openDatabase } from '../prisma/database.js';
import { BENCH_ACTION, BENCH_STATE, benchChoices } from './engine.js';

export interface EngineHttpBench {
  name: string;
  resolutionsPerSecond: number;
  requests: number;
  ms: number;
  /** Median and 95th percentile request latency. */
  p50Ms: number;
  p95Ms: number;
  status: string;
}

const MUTATION = /* GraphQL */ `
  mutation Bench($input: ResolveInput!) {
    resolve(input: $input) { status complete errors { code path message } unsupported { kind ref reason } log { step kind } }
  }
`;

interface Payload {
  data?: { resolve: { status: string; errors: unknown[]; unsupported: unknown; prompt?: unknown } };
  errors?: unknown[];
}

export async function benchEngineHttp(opts: { iterations?: number; maxMs?: number } = {}): Promise<EngineHttpBench> {
  const iterations = opts.iterations ?? 2000;
  const maxMs = opts.maxMs ?? 10_000;
  const database = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  const server = await createApiServer({ database, port: 0, logger: () => {}, rateLimit: false });
  let agent: http.Agent | undefined;
  try {
    const choices = benchChoices();
    const body = JSON.stringify({ query: MUTATION, variables: { input: { game: 'SWU', state: BENCH_STATE, action: BENCH_ACTION, choices } } });
    // node:http with one keep-alive socket: lighter than fetch, so the figure is the server's more than the client's
    // (both run in this process).
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(server.url);
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const send = (): Promise<Payload> => new Promise((resolve, reject) => {
      const req = http.request({ agent: agent!, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as Payload);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      req.on('error', reject);
      req.end(body);
    });
    // Warm-up, and a check that the benchmark measures real resolutions rather than errors.
    const first = await send();
    if (first.errors || !first.data) throw new Error(`bench request failed: ${JSON.stringify(first.errors)}`);
    const status = first.data.resolve.status;
    if (status !== 'RESOLVED') throw new Error(`bench attack did not resolve over HTTP: ${status} ${JSON.stringify(first.data.resolve)}`);
    for (let i = 0; i < 20; i++) await send();

    const latencies: number[] = [];
    const started = performance.now();
    while (latencies.length < iterations && performance.now() - started < maxMs) {
      const t = performance.now();
      await send();
      latencies.push(performance.now() - t);
    }
    const ms = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 100) / 100;
    return {
      name: `engine resolve over HTTP (GraphQL mutation, same attack, ${choices.length} choices replayed, PGlite catalog)`,
      resolutionsPerSecond: Math.round((latencies.length / ms) * 1000),
      requests: latencies.length,
      ms: Math.round(ms),
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      status,
    };
  } finally {
    agent?.destroy();
    await server.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  console.log(JSON.stringify(await benchEngineHttp(), null, 2));
}
