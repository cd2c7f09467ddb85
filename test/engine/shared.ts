// Locates ../shared (the team's reference data) relative to the repo root. Absent in a user's clone: tests that
// need it skip with a plain reason, unless CI is set (then they must run and fail loudly).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = join(repoRoot, '..', 'shared');

export function sharedFile(relative: string): { path: string; present: boolean; skipReason?: string } {
  const path = join(sharedDir, relative);
  const present = existsSync(path);
  if (!present && process.env.CI) throw new Error(`CI is set but ${path} is missing`);
  return { path, present, skipReason: present ? undefined : `${path} not found (the ../shared reference data is not in this clone): skipped` };
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}
