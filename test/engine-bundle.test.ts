// The engine ships as one ES module that runs anywhere: no Node built-ins, no packages, no Node globals.
// Checked three ways: the sources' imports, the bundle's imports, and running the bundle in a bare JS context.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwuState } from '../engine/games/swu/state/types.js';
import { buildEngine, type BuiltEngine } from '../scripts/build-engine.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module specifier in a JS/TS text: static imports and re-exports, dynamic import(), require(). */
function specifiers(code: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g,
    /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) if (m[1]) out.push(m[1]);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

describe('specifier scanner', () => {
  it('finds the import forms it must catch', () => {
    expect(specifiers(`import a from "node:fs"; import { b } from 'lodash'; import 'side'; export * from "./x.js";
      export { c } from '@scope/pkg'; const d = await import('os'); const e = require("path"); import type { T } from './t.js';`))
      .toEqual(expect.arrayContaining(['node:fs', 'lodash', 'side', './x.js', '@scope/pkg', 'os', 'path', './t.js']));
  });
});

describe('engine sources', () => {
  it('import only relative files inside engine/', () => {
    const offenders: string[] = [];
    const engineDir = join(root, 'engine');
    const files = sourceFiles(engineDir);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), spec);
        if (!spec.startsWith('.') || relative(engineDir, target).startsWith('..')) offenders.push(`${relative(root, file)}: ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('engine bundle', () => {
  let outdir: string;
  let built: BuiltEngine;
  let code: string;

  beforeAll(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'engine-bundle-'));
    built = await buildEngine({ outdir, declarations: false });
    code = readFileSync(built.file, 'utf8');
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is one self-contained ES module built only from engine/ sources', () => {
    expect(built.inputs.length).toBeGreaterThan(5);
    expect(built.inputs.filter((p) => !p.startsWith('engine/'))).toEqual([]);
    expect(code).toMatch(/^export\s*\{/m);
  });

  it('imports nothing: no Node built-ins, no packages', () => {
    expect(specifiers(code)).toEqual([]);
    expect(code).not.toMatch(/\bnode:/);
  });

  it('runs in a bare JavaScript context (no process, require, Buffer, console) and resolves an attack', async () => {
    // vm contexts run scripts, not modules: wrap the built ES module (not the sources) into one script.
    const iife = await build({
      entryPoints: [built.file],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'RulesEngine',
      platform: 'neutral',
      mainFields: [],
      logLevel: 'silent',
    });
    const script = iife.outputFiles[0]!.text;
    const sandbox = vm.createContext({});
    // V8 gives every new context a console; browsers and React Native may not: take it away.
    vm.runInContext('delete globalThis.console', sandbox);
    expect(vm.runInContext('typeof process + typeof require + typeof Buffer + typeof console + typeof setTimeout', sandbox))
      .toBe('undefinedundefinedundefinedundefinedundefined');
    vm.runInContext(script, sandbox, { timeout: 5000 });

    // The whole check runs inside the sandbox: the state, the lookup and the result never touch Node objects.
    const outcome = vm.runInContext(`(() => {
      const E = RulesEngine;
      const cards = E.starterCardLookup;
      const state = {
        phase: 'action',
        player1: { groundArena: [{ card: 'wampa', id: 'attacker' }], hasInitiative: true },
        player2: { groundArena: [{ card: 'battlefield-marine', id: 'defender', upgrades: ['shield'] }] },
      };
      const validation = E.validateState('SWU', state, cards);
      const result = E.resolve({ game: 'SWU', state, action: ${JSON.stringify(BUNDLE_ATTACK)} }, cards);
      return JSON.stringify({ validation, result });
    })()`, sandbox, { timeout: 5000 }) as string;
    const { validation, result } = JSON.parse(outcome) as { validation: { valid: boolean }; result: { status: string; errors: unknown[]; unsupported: unknown; state: SwuState } };
    expect(validation.valid).toBe(true);
    expect({ status: result.status, errors: result.errors, unsupported: result.unsupported }).toEqual({ status: 'RESOLVED', errors: [], unsupported: null });
    // Wampa (4 power, Overwhelm) into a shielded 3/3: the shield prevents all 4, so there is no excess (OVW-02).
    expect(result.state.player2.groundArena[0]).toMatchObject({ id: 'defender', damage: 0, upgrades: [] });
    expect(result.state.player2.base.damage).toBe(0);
    expect(result.state.player1.groundArena[0]).toMatchObject({ id: 'attacker', damage: 3, exhausted: true });
  });
});

describe('package entry point', () => {
  it('package.json exports ./engine as the built module and its declarations, which the build writes', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; import: string }> };
    expect(pkg.exports['./engine']).toEqual({ types: './dist/engine/index.d.ts', import: './dist/engine/index.js' });
    const outdir = mkdtempSync(join(tmpdir(), 'engine-types-'));
    try {
      const built = await buildEngine({ outdir, declarations: true });
      expect(relative(outdir, built.file)).toBe('index.js');
      const types = readFileSync(join(outdir, 'index.d.ts'), 'utf8');
      expect(types).toMatch(/export declare function resolve\(/);
      expect(types).toMatch(/export declare function validateState\(/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

/** An attack in the engine's action format. */
const BUNDLE_ATTACK = { type: 'attack', player: 'player1', attacker: 'attacker', target: 'defender' };
