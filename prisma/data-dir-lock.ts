// An embedded PGlite folder must have one owner: a second process opening it (say `npm run catalog:import` while
// `npm start` runs) would work on its own copy in memory and the two would overwrite each other's writes on disk.
// A lock file holding the owner's pid keeps the second one out; a lock left by a process that died is taken over.
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). Stop it first (for example the ` +
        '`npm start` server), or run both on PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt(await readFile(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock; resolves to its release. Throws DataDirInUseError when a live process holds it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      const releaseOnExit = () => {
        if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
      };
      process.once('exit', releaseOnExit);
      return async () => {
        process.off('exit', releaseOnExit);
        if ((await ownerOf(file)) === process.pid) await unlink(file).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await ownerOf(file);
      // Our own pid counts as in use too: two PGlite instances on one folder in one process clash just the same.
      if (pid !== undefined && isAlive(pid)) throw new DataDirInUseError(dir, pid);
      await unlink(file).catch(() => {});
    }
  }
  throw new DataDirInUseError(dir, -1);
}
