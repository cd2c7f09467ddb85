// GraphQL `resolve` against a bare node:http server calling the same engine the same way (the same catalog cards from
// the same database, the same engine call, the same fields in the answer), measured side by side in one run: rounds
// alternate between the two servers so a busy machine slows both alike, and the figure is the ratio of their medians.
// Concurrency 1 (one client waiting for each answer) and 16 (sixteen keep-alive connections).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { engineFor } from '../api/engine/engine.js';
import { tuneForServing } from '../api/runtime.js';
import { createApiServer } from '../api/server.js';
import type { ResolveRequest } from '../engine/api.js';
import { openDatabase } from '../prisma/database.js';
import { BENCH_ACTION, BENCH_STATE, benchChoices } from './engine.js';

const MUTATION = /* GraphQL */ `
  mutation Bench($input: ResolveInput!) {
    resolve(input: $input) { status complete errors { code path message } unsupported { kind ref reason } log { step kind text } state }
  }
`;

interface Target {
  url: URL;
  body: string;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** What a hand-written JSON endpoint over the engine would be: parse, load cards, resolve, pick the fields, answer. */
async function startBare(database: Awaited<ReturnType<typeof openDatabase>>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const { game, state, action, choices } = JSON.parse(await readBody(req)) as ResolveRequest;
    const engine = engineFor(game);
    const cards = await engine.loadCards(database.prisma, state);
    const r = engine.resolve({ game, state, action, choices }, cards);
    const answer = JSON.stringify({
      data: { resolve: { status: r.status, complete: r.complete, errors: r.errors, unsupported: r.unsupported, log: r.log.map((e) => ({ step: e.step, kind: e.kind, text: e.text })), state: r.state } },
    });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function send(agent: http.Agent, target: Target): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      agent, host: target.url.hostname, port: target.url.port, path: target.url.pathname, method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(target.body) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

interface Round {
  perSecond: number;
  /** CPU time of this process (server and client) per request: what a busy machine disturbs least. */
  cpuUs: number;
}

/** Requests per second over `ms` with `concurrency` clients, each waiting for its answer before sending again. */
async function round(target: Target, concurrency: number, ms: number): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let done = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() - started < ms) {
      await send(agent, target);
      done += 1;
    }
  }));
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  return { perSecond: (done / elapsed) * 1000, cpuUs: (used.user + used.system) / done };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface ResolveVsBare {
  concurrency: number;
  graphqlPerSecond: number;
  barePerSecond: number;
  ratio: number;
  graphqlCpuUs: number;
  bareCpuUs: number;
  /** Bare CPU per request over GraphQL's: the same ratio measured in CPU time. */
  cpuRatio: number;
}

export async function benchResolveVsBare(opts: { rounds?: number; roundMs?: number; defaultRuntime?: boolean } = {}): Promise<ResolveVsBare[]> {
  const rounds = opts.rounds ?? 5;
  const roundMs = opts.roundMs ?? 1500;
  // As `npm start` runs the server (api/runtime.ts). Process-wide: the bare server runs with it too, and so do the
  // benchmarks after this one in `npm run bench` (the load benchmark's servers are `npm start` processes anyway).
  if (!opts.defaultRuntime) tuneForServing();
  const database = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  const api = await createApiServer({ database, port: 0, logger: () => {}, rateLimit: false });
  const bare = await startBare(database);
  try {
    const input = { game: 'SWU', state: BENCH_STATE, action: BENCH_ACTION, choices: benchChoices() };
    const graphql: Target = { url: new URL(api.url), body: JSON.stringify({ query: MUTATION, variables: { input } }) };
    const plain: Target = { url: new URL(bare.url), body: JSON.stringify(input) };
    // Both must answer the same resolution, or the comparison means nothing.
    const [a, b] = [JSON.parse(await send(new http.Agent(), graphql)), JSON.parse(await send(new http.Agent(), plain))];
    if (JSON.stringify(a.data?.resolve) !== JSON.stringify(b.data.resolve)) throw new Error(`the two servers answer differently: ${JSON.stringify(a).slice(0, 300)}`);
    if (a.data.resolve.status !== 'RESOLVED') throw new Error(`bench attack did not resolve: ${a.data.resolve.status}`);
    const out: ResolveVsBare[] = [];
    for (const concurrency of [1, 16]) {
      await round(graphql, concurrency, 500);
      await round(plain, concurrency, 500);
      const g: Round[] = [];
      const p: Round[] = [];
      for (let i = 0; i < rounds; i++) {
        g.push(await round(graphql, concurrency, roundMs));
        p.push(await round(plain, concurrency, roundMs));
      }
      const [gm, pm] = [median(g.map((r) => r.perSecond)), median(p.map((r) => r.perSecond))];
      const [gc, pc] = [median(g.map((r) => r.cpuUs)), median(p.map((r) => r.cpuUs))];
      out.push({
        concurrency, graphqlPerSecond: Math.round(gm), barePerSecond: Math.round(pm), ratio: Math.round((gm / pm) * 100) / 100,
        graphqlCpuUs: Math.round(gc), bareCpuUs: Math.round(pc), cpuRatio: Math.round((pc / gc) * 100) / 100,
      });
    }
    return out;
  } finally {
    await bare.close();
    await api.close();
    await database.close();
  }
}

export function formatResolveVsBare(rows: ResolveVsBare[]): string {
  return [
    'GraphQL resolve vs a bare node:http server over the same engine (same answer, rounds alternating, medians):',
    ...rows.map((r) => `  concurrency ${String(r.concurrency).padStart(2)}: GraphQL ${r.graphqlPerSecond}/s, bare ${r.barePerSecond}/s -> ${r.ratio}x`
      + ` (CPU per request, client included: GraphQL ${r.graphqlCpuUs} us, bare ${r.bareCpuUs} us -> ${r.cpuRatio}x)`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  console.log(formatResolveVsBare(await benchResolveVsBare({ defaultRuntime: process.argv.includes('--default-runtime') })));
}
