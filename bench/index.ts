// `npm run bench`: runs every benchmark module in order and prints its report. `npm run bench -- api` runs the
// modules whose name contains "api". To add a benchmark, append one entry to BENCHES.
import { benchCatalogApi, formatCatalogApiBench } from './catalog-api.js';
import { benchCatalogImport } from './catalog-import.js';
import { benchEngine } from './engine.js';
import { benchEngineHttp } from './engine-http.js';
import { benchExplore, formatExploreBench } from './explore.js';
import { benchLoad } from './load.js';
import { benchResolveVsBare, formatResolveVsBare } from './resolve-vs-bare.js';

export interface BenchModule {
  name: string;
  /** Runs the benchmark and returns its printable report. */
  run(): Promise<string>;
}

const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n} ms`);

export const BENCHES: BenchModule[] = [
  {
    name: 'catalog import',
    run: async () => {
      const r = await benchCatalogImport();
      return [
        `catalog import: ${r.files} files, ${(r.bytes / 1e6).toFixed(1)} MB -> ${r.cards} cards, ${r.printings} printings, ${r.rulings} rulings, ${r.rules} rules`,
        `  PGlite (memory): open ${ms(r.pgliteOpenMs)}, import ${ms(r.pgliteMs)} (cpu ${ms(r.pgliteCpuMs)}), no-op re-import ${ms(r.pgliteNoopMs)}`,
        `  PostgreSQL:      open ${ms(r.postgresOpenMs)}, import ${ms(r.postgresMs)}, no-op re-import ${ms(r.postgresNoopMs)}`,
        ...(r.postgresError ? [`  (${r.postgresError})`] : []),
      ].join('\n');
    },
  },
  { name: 'catalog api', run: async () => formatCatalogApiBench(await benchCatalogApi()) },
  {
    name: 'engine in-process',
    run: async () => {
      const r = await benchEngine();
      return `${r.name}: ${r.resolutionsPerSecond} resolutions/s (${r.resolutions} in ${r.ms} ms; ${r.prompts} choices replayed, ${r.logSteps} log steps each)`;
    },
  },
  {
    name: 'engine http',
    run: async () => {
      const r = await benchEngineHttp();
      return `${r.name}: ${r.resolutionsPerSecond} resolutions/s (${r.requests} requests in ${r.ms} ms; p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms)`;
    },
  },
  { name: 'api resolve vs bare http', run: async () => formatResolveVsBare(await benchResolveVsBare()) },
  { name: 'explore', run: async () => formatExploreBench(await benchExplore()) },
  { name: 'api load', run: benchLoad },
];

async function main(): Promise<number> {
  const filters = process.argv.slice(2).map((f) => f.toLowerCase());
  const selected = BENCHES.filter((b) => filters.length === 0 || filters.some((f) => b.name.toLowerCase().includes(f)));
  let failures = 0;
  console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
  for (const bench of selected) {
    const started = performance.now();
    try {
      console.log(await bench.run());
      console.log(`  [${bench.name}: ${((performance.now() - started) / 1000).toFixed(1)} s]\n`);
    } catch (error) {
      failures++;
      console.log(`${bench.name}: FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return failures === 0 ? 0 : 1;
}

main().then((code) => process.exit(code));
