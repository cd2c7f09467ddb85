// `npm run build:engine`: bundles engine/index.ts into one ES module for browsers, React Native and Node
// (dist/engine/index.js), plus type declarations (dist/engine/*.d.ts). platform "neutral" makes esbuild refuse to
// resolve Node built-ins and packages, so an accidental import fails the build instead of shipping.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildEngineOptions {
  /** Output folder; default dist/engine. */
  outdir?: string;
  /** Emit .d.ts with tsc (a few seconds); default true. */
  declarations?: boolean;
  /** Entry point; default engine/index.ts. */
  entry?: string;
}

export interface BuiltEngine {
  file: string;
  bytes: number;
  /** Source files that went into the bundle, relative to the repo. */
  inputs: string[];
}

export async function buildEngine(options: BuildEngineOptions = {}): Promise<BuiltEngine> {
  const outdir = resolve(root, options.outdir ?? 'dist/engine');
  const file = join(outdir, 'index.js');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: [resolve(root, options.entry ?? 'engine/index.ts')],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    // Nothing is external: anything that is not a relative engine file must fail to resolve.
    mainFields: [],
    sourcemap: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  });
  if (options.declarations ?? true) {
    const tsc = spawnSync(
      process.execPath,
      [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', resolve(root, 'engine/tsconfig.json'),
        '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--rootDir', resolve(root, 'engine'), '--outDir', outdir],
      { cwd: root, encoding: 'utf8' },
    );
    if (tsc.status !== 0) throw new Error(`tsc declarations failed:\n${tsc.stdout}${tsc.stderr}`);
  }
  return {
    file,
    bytes: statSync(file).size,
    inputs: Object.keys(result.metafile.inputs).map((p) => relative(root, resolve(root, p))).sort(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildEngine();
  console.log(`${relative(root, built.file)}: ${(built.bytes / 1024).toFixed(1)} KiB from ${built.inputs.length} files`);
}
