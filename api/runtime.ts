// Process-wide settings for a process that serves the API (npm start, and the benchmarks that measure it).
import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring. V8 allocates straight into the old generation the objects of any site
 * whose objects outlived a young-generation collection; a few requests caught mid-way by a collection are enough to
 * mark the engine's and graphql-jit's sites, and from then on every request's short-lived objects land in the old
 * generation, hold their young children alive through each collection, and mark more sites. Measured on `resolve`
 * at concurrency 1: 850 KB promoted per young collection against 2 KB (67 sites pretenured against 21), collections
 * 5-11 ms instead of under 1 ms, and 15-20% more CPU per request. Only for serving: an import, whose objects do live
 * long, is 7-20% slower without it.
 */
export function tuneForServing(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
