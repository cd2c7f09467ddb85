// `npm run catalog:import` with no argument: downloads the SWU catalog from its sources. Here the sources are
// ../shared/data/swu served on loopback, through CATALOG_SOURCE_BASE_URL (this machine has no internet).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, SWU_SOURCES, sourceUrls } from '../prisma/import/sources.js';
import { REPO_ROOT, sharedDataDir, sharedDataSkipReason } from './support/databases.js';

const sharedSkip = sharedDataSkipReason();
const SWU = join(sharedDataDir() ?? '', 'swu');

/** Runs the CLI without blocking this process (which serves the mirror it downloads from). */
function cli(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'prisma', 'import', 'cli.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('default sources', () => {
  it('map onto a mirror laid out like ../shared/data/swu', () => {
    expect(sourceUrls('http://127.0.0.1:9/swu/').map((s) => s.url)).toEqual(SWU_SOURCES.map((s) => `http://127.0.0.1:9/swu/${s.mirrorPath}`));
    expect(sourceUrls().map((s) => s.url)).toContain('https://api.swu-db.com/cards/SOR');
  });

  it('say what to do when a source cannot be reached', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rules-api-offline-'));
    try {
      const result = await cli({ DATA_DIR: dataDir, CATALOG_SOURCE_BASE_URL: 'http://127.0.0.1:1' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Could not download the catalog: http://127.0.0.1:1/swudb-export/SWU-SOR.json: could not fetch');
      expect(result.stderr).toContain('CATALOG_SOURCE_BASE_URL is http://127.0.0.1:1');
      expect(result.stderr).toContain('npm run catalog:import -- <folder>');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(sharedSkip)(`download from a mirror${sharedSkip ? ` (did not run: ${sharedSkip})` : ''}`, () => {
  let server: Server;
  let base: string;
  const requested: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
      requested.push(path);
      const file = join(SWU, path);
      if (!file.startsWith(SWU) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('downloads every source in order, reporting progress to the last byte', async () => {
    const seen: [number, number][] = [];
    const inputs = await download(sourceUrls(base), (received, expected) => seen.push([received, expected]));
    expect(inputs.map((i) => i.name)).toEqual(SWU_SOURCES.map((s) => `${base}/${s.mirrorPath}`));
    const last = seen.at(-1)!;
    expect(last[0]).toBe(last[1]);
    expect(last[0]).toBe(inputs.reduce((n, i) => n + i.bytes.length, 0));
    expect(seen.every(([r, e], i) => r <= e && (i === 0 || r >= seen[i - 1]![0]))).toBe(true);
  });

  it('npm run catalog:import with no argument imports all of it', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rules-api-download-'));
    try {
      const result = await cli({ DATA_DIR: dataDir, CATALOG_SOURCE_BASE_URL: base });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toContain(`Downloading the SWU catalog (${SWU_SOURCES.length} files) from ${base}`);
      const lines = result.stdout.trim().split('\n');
      expect(lines).toHaveLength(SWU_SOURCES.length + 1);
      expect(lines.at(-1)).toMatch(new RegExp(`^${SWU_SOURCES.length} file\\(s\\): ${SWU_SOURCES.length} changed, 0 unchanged or skipped, 0 failed`));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
