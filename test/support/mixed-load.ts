// A bounded mixed load on a running API over loopback: what deckbuilders, apps and integrations send (card lookups,
// misses with suggestions, searches, keywords, rules, resolve with its choices, validateState, a cacheable GET).
// Used by the load test (test/api-hostile.test.ts) and `npm run bench` (bench/load.ts). Stops after `requests`.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { BENCH_ACTION, BENCH_STATE, benchChoices } from '../../bench/engine.js';

export interface LoadCatalog {
  /** Set codes and names of cards the catalog has. */
  setCodes: string[];
  names: string[];
}

interface Request {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** GraphQL error codes this request may answer with (a miss is NOT_FOUND by design). */
  expectedCodes?: string[];
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first few failures, to say what went wrong. */
  failures: string[];
  ms: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  byKind: Record<string, number>;
}

const CARD = 'query Card($s: String) { card(setCode: $s) { id name subtitle cost keywords { label } printings { id variantType } rulings { text } } }';
const MISS = 'query Miss($n: String) { card(name: $n) { id } }';
const SEARCH = 'query Search($q: String) { cards(query: $q, first: 20) { totalCount edges { node { id name cost } } } }';
const KEYWORD = '{ keyword(game: SWU, name: "Raid") { name definition rules { number } cards(first: 5) { totalCount } } }';
const RULES = '{ rules(game: SWU, search: "1", first: 10) { totalCount edges { node { number title } } } }';
const RESOLVE = 'mutation R($input: ResolveInput!) { resolve(input: $input) { status complete errors { code } log { step kind text } } }';
const VALIDATE = 'query V($s: JSON!) { validateState(game: SWU, state: $s) { valid errors { code path } } }';
const SEARCHES = ['k:sentinel c<=3', 'tr:jedi -t:leader', 'luke or vader', 'c<=2', 'is:unique', 'a:space'];

/** The i-th request of the mix: a fixed rotation, so two runs send the same requests. */
function mix(catalog: LoadCatalog): (i: number) => Request {
  const choices = benchChoices();
  const resolveBody = JSON.stringify({ query: RESOLVE, variables: { input: { game: 'SWU', state: BENCH_STATE, action: BENCH_ACTION, choices } } });
  const validateBody = JSON.stringify({ query: VALIDATE, variables: { s: BENCH_STATE } });
  const post = (kind: string, query: string, variables?: Record<string, unknown>, expectedCodes?: string[]): Request => ({
    kind,
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query, variables }),
    expectedCodes,
  });
  const rotation: ((i: number) => Request)[] = [
    (i) => post('card', CARD, { s: catalog.setCodes[i % catalog.setCodes.length] }),
    (i) => post('card', CARD, { s: catalog.setCodes[(i * 7) % catalog.setCodes.length] }),
    (i) => post('miss', MISS, { n: `${catalog.names[i % catalog.names.length]}x${i % 13}` }, ['NOT_FOUND', 'AMBIGUOUS']),
    (i) => post('search', SEARCH, { q: SEARCHES[i % SEARCHES.length] }),
    () => post('keyword', KEYWORD),
    () => post('rules', RULES),
    () => ({ kind: 'resolve', method: 'POST', path: '/graphql', body: resolveBody }),
    () => ({ kind: 'resolve', method: 'POST', path: '/graphql', body: resolveBody }),
    () => ({ kind: 'validate', method: 'POST', path: '/graphql', body: validateBody }),
    () => ({ kind: 'get', method: 'GET', path: `/graphql?query=${encodeURIComponent('{ keywords(game: SWU) { name } }')}` }),
  ];
  return (i) => rotation[i % rotation.length]!(Math.floor(i / rotation.length));
}

function send(agent: http.Agent, base: URL, request: Request): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: request.path,
        method: request.method,
        headers: request.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** What is wrong with an answer, or undefined when it is what the request should get. */
function problem(request: Request, status: number, text: string): string | undefined {
  if (status !== 200) return `${request.kind}: HTTP ${status} ${text.slice(0, 200)}`;
  // The load generator shares the machine with the servers it measures: an answer whose data is an object and that
  // holds no non-empty errors list anywhere (a GraphQL errors list is never empty) is good without parsing it.
  if (text.startsWith('{"data":{') && !text.includes('"errors":[{')) return undefined;
  let body: { errors?: { extensions?: { code?: string } }[]; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `${request.kind}: not JSON`;
  }
  const unexpected = (body.errors ?? []).filter((e) => !request.expectedCodes?.includes(String(e.extensions?.code)));
  if (unexpected.length > 0) return `${request.kind}: ${JSON.stringify(unexpected[0]).slice(0, 300)}`;
  if (!request.expectedCodes && !body.data) return `${request.kind}: no data`;
  return undefined;
}

/** Sends `requests` requests, `concurrency` at a time, over keep-alive connections to `url` (…/graphql). */
export async function runMixedLoad(url: string, catalog: LoadCatalog, { requests, concurrency }: { requests: number; concurrency: number }): Promise<LoadResult> {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const next = mix(catalog);
  const latencies: number[] = [];
  const failures: string[] = [];
  const byKind: Record<string, number> = {};
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < requests) {
      const request = next(issued++);
      byKind[request.kind] = (byKind[request.kind] ?? 0) + 1;
      const t = performance.now();
      try {
        const { status, text } = await send(agent, base, request);
        const wrong = problem(request, status, text);
        if (wrong) {
          errors++;
          if (failures.length < 5) failures.push(wrong);
        }
      } catch (error) {
        errors++;
        if (failures.length < 5) failures.push(`${request.kind}: ${(error as Error).message}`);
      }
      latencies.push(performance.now() - t);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  const ms = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 10) / 10;
  return { requests: latencies.length, errors, failures, ms: Math.round(ms), requestsPerSecond: Math.round((latencies.length / ms) * 1000), p50Ms: at(0.5), p99Ms: at(0.99), byKind };
}
