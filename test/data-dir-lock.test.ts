// One owner per embedded database folder: a second opener is refused with DATA_DIR_IN_USE instead of silently
// working on a copy that would overwrite (or be overwritten by) the first one's writes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase } from '../prisma/database.js';
import { REPO_ROOT } from './support/databases.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'rules-api-lock-'));

describe('embedded database folder lock', () => {
  it('refuses a second opener while the first holds the folder, and frees it on close', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir, databaseUrl: '' });
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(true);
    const second = await openDatabase({ dataDir: dir, databaseUrl: '' }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DatabaseOpenError);
    expect(second).toMatchObject({ code: 'DATA_DIR_IN_USE' });
    expect((second as Error).message).toContain(`pid ${process.pid}`);
    await first.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir, databaseUrl: '' });
    expect(await again.prisma.game.count()).toBe(3);
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'pglite.lock'), dead.stdout);
    const db = await openDatabase({ dataDir: dir, databaseUrl: '' });
    expect(await db.prisma.game.count()).toBe(3);
    await db.close();
  });

  it('the import CLI, run while the folder is open elsewhere, fails plainly and writes nothing', async () => {
    const dir = freshDir();
    const server = await openDatabase({ dataDir: dir, databaseUrl: '' });
    const run = spawnSync('npx', ['tsx', 'prisma/import/cli.ts', join(REPO_ROOT, 'test/fixtures/catalog/good')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is in use by another process');
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(await server.prisma.card.count()).toBe(0);
    await server.close();
  });
});
