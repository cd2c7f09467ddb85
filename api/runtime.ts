// Process-wide settings for a process that serves the API (npm start, and the benchmarks that measure it).
import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring. V8 allocates a site's objects straight into the old generation once most
 * of them have outlived a young-generation collection. Serving `resolve`, 67 sites ended up pretenured (21 for a bare
 * node:http server over the same engine); each request's short-lived objects then went to the old generation and
 * kept their young children alive through every collection: 34 MB promoted over 40 young collections (57 KB without
 * pretenuring), collections of 5-11 ms instead of under 1 ms, and 12-22% more CPU per request. Only for serving: an
 * import, whose objects do live long, was 7-24% slower without it.
 */
export function tuneForServing(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
