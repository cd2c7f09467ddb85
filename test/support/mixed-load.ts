// A bounded mixed load on a running API over loopback: what deckbuilders, apps and integrations send (card lookups,
// misses with suggestions, searches, keywords, rules, resolve with its choices, validateState, a cacheable GET).
// Used by the load test (test/api-hostile.test.ts) and `npm run bench` (bench/load.ts). Stops after `requests`.
import { createConnection, type Socket } from 'node:net';
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

/** What is wrong with an answer, or undefined when it is what the request should get. */
function problem(request: Request, status: number, text: string): string | undefined {
  if (status !== 200) return `${request.kind}: HTTP ${status} ${text.slice(0, 200)}`;
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

/**
 * The wire form of a request, serialised once before the clock starts: the load generator is a measuring instrument
 * sharing the machine's cores with the servers it measures, so it spends as little CPU per request as it can.
 */
function wire(base: URL, request: Request): Buffer {
  const body = request.body === undefined ? '' : request.body;
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${base.host}`,
    ...(request.body === undefined ? [] : ['content-type: application/json', `content-length: ${Buffer.byteLength(body)}`]),
    '',
    '',
  ].join('\r\n');
  return Buffer.from(head + body);
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;
const DATA_OBJECT = Buffer.from('{"data":{');
const AN_ERROR = Buffer.from('"errors":[{');

/**
 * One keep-alive connection that sends a request and reads its response, one at a time: the status line, the
 * headers (as latin1 text, to find Content-Length) and exactly Content-Length bytes of body. Every answer of the API
 * has a Content-Length; one without it is reported as a failure.
 */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: { status: number; body: Buffer }) => void; reject: (e: Error) => void } | undefined;
  private closed: Error | undefined;

  constructor(base: URL) {
    this.socket = createConnection({ host: base.hostname, port: Number(base.port), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      this.closed ??= error;
      this.pending?.reject(error);
      this.pending = undefined;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  send(request: Buffer): Promise<{ status: number; body: Buffer }> {
    if (this.closed) return Promise.reject(this.closed);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  private parse(): void {
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = CONTENT_LENGTH.exec(head);
    if (!length) {
      this.pending.reject(new Error(`an answer without Content-Length: ${head.slice(0, 200)}`));
      this.pending = undefined;
      this.socket.destroy();
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.subarray(headEnd + 4, end);
    this.buffered = this.buffered.subarray(end);
    const { resolve } = this.pending;
    this.pending = undefined;
    resolve({ status, body });
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * What is wrong with an answer (its body as bytes), or undefined when it is what the request should get. An answer
 * whose data is an object and that holds no non-empty errors list anywhere (a GraphQL errors list is never empty)
 * is good without decoding it; any other is decoded and parsed.
 */
function problemOf(request: Request, status: number, body: Buffer): string | undefined {
  if (status === 200 && body.subarray(0, DATA_OBJECT.length).equals(DATA_OBJECT) && body.indexOf(AN_ERROR) < 0) return undefined;
  return problem(request, status, body.toString('utf8'));
}

/**
 * Sends `requests` requests, `concurrency` at a time, each connection sending its next request once the previous
 * answer is read (keep-alive, no pipelining), to `url` (…/graphql). The requests are serialised before the clock
 * starts.
 */
export async function runMixedLoad(url: string, catalog: LoadCatalog, { requests, concurrency }: { requests: number; concurrency: number }): Promise<LoadResult> {
  const base = new URL(url);
  const next = mix(catalog);
  const planned = Array.from({ length: requests }, (_, i) => next(i));
  const wires = planned.map((request) => wire(base, request));
  const latencies: number[] = [];
  const failures: string[] = [];
  const byKind: Record<string, number> = {};
  let errors = 0;
  let issued = 0;
  const connections: Connection[] = [];
  const started = performance.now();
  const worker = async () => {
    let connection: Connection | undefined;
    while (issued < requests) {
      const i = issued++;
      const request = planned[i]!;
      byKind[request.kind] = (byKind[request.kind] ?? 0) + 1;
      const t = performance.now();
      try {
        if (!connection) connections.push((connection = new Connection(base)));
        const { status, body } = await connection.send(wires[i]!);
        const wrong = problemOf(request, status, body);
        if (wrong) {
          errors++;
          if (failures.length < 5) failures.push(wrong);
        }
      } catch (error) {
        errors++;
        if (failures.length < 5) failures.push(`${request.kind}: ${(error as Error).message}`);
        connection = undefined;
      }
      latencies.push(performance.now() - t);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    for (const connection of connections) connection.close();
  }
  const ms = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 10) / 10;
  return { requests: latencies.length, errors, failures, ms: Math.round(ms), requestsPerSecond: Math.round((latencies.length / ms) * 1000), p50Ms: at(0.5), p99Ms: at(0.99), byKind };
}
