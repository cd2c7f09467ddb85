// What a scenario result depends on besides the scenario: the engine (its version and a fingerprint of its sources,
// so an edit that forgot to bump ENGINE_VERSION still counts) and the catalog (the cards' stats, text and
// abilities, which change only on import). A stored result is today's only while both are the same.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_VERSION } from '../../engine/scenarios.js';
import type { PrismaClient } from '../../prisma/generated/client.js';
import { catalogFor } from '../catalog.js';

const ENGINE_DIR = fileURLToPath(new URL('../../engine/', import.meta.url));

let engine: string | undefined;

/** "0.1.0+3fa2c91b07de": ENGINE_VERSION and the first 12 hex digits of the SHA-256 of the engine's source files. */
export function engineVersion(): string {
  if (engine === undefined) {
    const hash = createHash('sha256');
    try {
      const files = (readdirSync(ENGINE_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
      for (const file of files) hash.update(file).update('\0').update(readFileSync(join(ENGINE_DIR, file))).update('\0');
      engine = `${ENGINE_VERSION}+${hash.digest('hex').slice(0, 12)}`;
    } catch {
      // Sources not shipped (a bundle): the declared version is all there is.
      engine = ENGINE_VERSION;
    }
  }
  return engine;
}

/**
 * The catalog's version (api/catalog.ts: a counter the database bumps on every write to a catalog table), read now:
 * a check right after an import must see it. The engine's card cache follows the same version.
 */
export async function catalogVersion(prisma: PrismaClient): Promise<string> {
  return String(await catalogFor(prisma).read());
}

export interface Versions {
  engine: string;
  catalog: string;
  /** What a stored result was computed with: "<engine>|<catalog>". */
  key: string;
}

export async function currentVersions(prisma: PrismaClient): Promise<Versions> {
  const catalog = await catalogVersion(prisma);
  return { engine: engineVersion(), catalog, key: `${engineVersion()}|${catalog}` };
}

export function splitVersions(key: string): { engine: string; catalog: string } {
  const at = key.lastIndexOf('|');
  return { engine: key.slice(0, at), catalog: key.slice(at + 1) };
}
