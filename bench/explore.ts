// explore() on TRIG-02 (Yoda and Vanguard Infantry defeated by simultaneous combat damage, both When Defeated in one
// window; the scenario from scenarios/swu-worked-examples.json): every combination of answers, in-process and
// through the API. The goal is under 50 ms for the whole exploration. Reports the first (cold) run apart from the
// warm ones, wall and CPU time.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createApiServer } from '../api/server.js';
import { starterCardLookup } from '../engine/index.js';
import { explore } from '../engine/scenarios.js';
import { openDatabase } from '../prisma/database.js';

const collection = JSON.parse(readFileSync(new URL('../scenarios/swu-worked-examples.json', import.meta.url), 'utf8')) as {
  scenarios: { ref: string; state: unknown; action: unknown }[];
};
const TRIG02 = collection.scenarios.find((s) => s.ref === 'TRIG-02')!;
const REQUEST = { game: 'SWU' as const, state: TRIG02.state, action: TRIG02.action };

const QUERY = `query($input: ExploreInput!) { explore(input: $input) { runs complete endStates { id choices { kind labels } } prompts { kind decisive differences { fact } } } }`;

export interface ExploreBench {
  runs: number;
  endStates: number;
  decisive: string[];
  complete: boolean;
  coldMs: number;
  warm: { n: number; p50Ms: number; p95Ms: number; minMs: number; cpuP50Ms: number };
  http: { n: number; p50Ms: number; p95Ms: number };
}

const round = (n: number) => Math.round(n * 10) / 10;
const quantile = (sorted: number[], q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN);

export async function benchExplore(opts: { iterations?: number } = {}): Promise<ExploreBench> {
  const n = opts.iterations ?? 60;
  let started = performance.now();
  const first = explore(REQUEST, starterCardLookup, { limit: 1000 });
  const coldMs = performance.now() - started;
  if (!first.complete || first.endStates.length === 0) throw new Error('TRIG-02 exploration did not complete');

  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 20; i += 1) explore(REQUEST, starterCardLookup, { limit: 1000 });
  for (let i = 0; i < n; i += 1) {
    const usage = process.cpuUsage();
    started = performance.now();
    explore(REQUEST, starterCardLookup, { limit: 1000 });
    wall.push(performance.now() - started);
    const spent = process.cpuUsage(usage);
    cpu.push((spent.user + spent.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);

  const database = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  const server = await createApiServer({ database, port: 0, logger: () => {}, rateLimit: false });
  const latencies: number[] = [];
  try {
    const body = JSON.stringify({ query: QUERY, variables: { input: { ...REQUEST, limit: 1000 } } });
    const send = async () => (await (await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { data?: { explore: { endStates: unknown[] } }; errors?: unknown };
    const check = await send();
    if (!check.data || check.data.explore.endStates.length !== first.endStates.length) throw new Error(`explore over HTTP: ${JSON.stringify(check.errors)}`);
    for (let i = 0; i < 5; i += 1) await send();
    for (let i = 0; i < n; i += 1) {
      started = performance.now();
      await send();
      latencies.push(performance.now() - started);
    }
  } finally {
    await server.close();
    await database.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    runs: first.runs,
    endStates: first.endStates.length,
    decisive: first.prompts.filter((p) => p.decisive).map((p) => p.kind),
    complete: first.complete,
    coldMs: round(coldMs),
    warm: { n, p50Ms: quantile(wall, 0.5), p95Ms: quantile(wall, 0.95), minMs: round(wall[0]!), cpuP50Ms: quantile(cpu, 0.5) },
    http: { n, p50Ms: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) },
  };
}

export function formatExploreBench(r: ExploreBench): string {
  return [
    `explore TRIG-02: ${r.runs} engine runs, ${r.endStates} distinct end states, decisive prompts: ${r.decisive.join(', ')}${r.complete ? '' : ' (CUT BY THE LIMIT)'}`,
    `  in-process: first run ${r.coldMs} ms; warm (n=${r.warm.n}) p50 ${r.warm.p50Ms} ms, p95 ${r.warm.p95Ms} ms, min ${r.warm.minMs} ms, CPU p50 ${r.warm.cpuP50Ms} ms (goal: < 50 ms)`,
    `  over HTTP (GraphQL query, n=${r.http.n}): p50 ${r.http.p50Ms} ms, p95 ${r.http.p95Ms} ms`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  console.log(formatExploreBench(await benchExplore()));
}
