// Every numbered rule or bullet of ../shared/rules/swu-*.md has at least one engine test that names it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedFile } from './shared.js';

const here = dirname(fileURLToPath(import.meta.url));
const titles = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'rule-coverage.test.ts')
  .flatMap((f) => [...readFileSync(join(here, f), 'utf8').matchAll(/\b(?:it|describe)(?:\.skipIf\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!));

const keywords = sharedFile('rules/swu-keywords.md');
const abilities = sharedFile('rules/swu-abilities-and-effects.md');
const triggered = sharedFile('rules/swu-triggered-and-nested-abilities.md');

describe.skipIf(!keywords.present)(`rule coverage: swu-keywords.md (${keywords.skipReason ?? 'present'})`, () => {
  it('Keywords 1.1-11.8: each numbered rule is named by a test title', () => {
    const numbers = [...readFileSync(keywords.path, 'utf8').matchAll(/^(\d+\.\d+)\.\s/gm)].map((m) => m[1]!);
    expect(numbers.length).toBeGreaterThan(40);
    const missing = numbers.filter((n) => !titles.some((t) => t.startsWith(`Keywords ${n}:`)));
    expect(missing).toEqual([]);
  });
});

describe.skipIf(!abilities.present)(`rule coverage: swu-abilities-and-effects.md (${abilities.skipReason ?? 'present'})`, () => {
  it('A.1-E: each section is named by a test title, and C and D have a test per bullet', () => {
    const text = readFileSync(abilities.path, 'utf8');
    const sections = [...text.matchAll(/^###?\s+([A-E](?:\.\d)?)\.?\s/gm)].map((m) => m[1]!);
    expect(sections).toEqual(['A', 'A.1', 'A.2', 'A.3', 'A.4', 'A.5', 'B', 'B.1', 'B.2', 'B.3', 'C', 'D', 'E']);
    const missing = sections.filter((s) => !titles.some((t) => t.startsWith(`${s}:`) || t.startsWith(`${s} (`) || t.startsWith(`Abilities ${s}:`)));
    expect(missing).toEqual([]);
    const bullets = (section: string) => {
      const body = text.split(/^## /m).find((part) => part.startsWith(`${section}.`))!;
      return body.split('\n').filter((l) => /^- /.test(l)).length;
    };
    expect(titles.filter((t) => t.startsWith('C:')).length).toBeGreaterThanOrEqual(bullets('C'));
    // D's first five bullets are rules; the three sub-steps and the "ignore" pair are covered by two tests.
    expect(titles.filter((t) => t.startsWith('D:')).length).toBeGreaterThanOrEqual(4);
  });
});

describe.skipIf(!triggered.present)(`rule coverage: swu-triggered-and-nested-abilities.md (${triggered.skipReason ?? 'present'})`, () => {
  it('7.6.x: each Comprehensive Rule quoted is named by a test title', () => {
    const numbers = [...readFileSync(triggered.path, 'utf8').matchAll(/^(7\.6\.\d+)\./gm)].map((m) => m[1]!);
    expect(numbers).toEqual(['7.6.1', '7.6.4', '7.6.8', '7.6.9', '7.6.10', '7.6.11', '7.6.12']);
    const missing = numbers.filter((n) => !titles.some((t) => t.startsWith(`${n}:`)));
    expect(missing).toEqual([]);
  });
});

describe('rule references in the log', () => {
  const engineDir = join(here, '..', '..', 'engine', 'games', 'swu');
  // The engine's own modules (the keyword glossary and the state format belong to other modules).
  const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? (d.name === 'state' ? [] : sources(join(dir, d.name))) : d.name.endsWith('.ts') && d.name !== 'glossary.ts' ? [join(dir, d.name)] : []));
  const numbers = (line: string) => [...line.matchAll(/'(\d+\.\d+(?:\.\d+[A-Z]?)?)'/g)].map((m) => m[1]!);
  const lines = sources(engineDir).flatMap((f) => readFileSync(f, 'utf8').split('\n'));
  // Rule numbers given to rule(...) for log entries, and every rule number the engine mentions (UNSUPPORTED refs too).
  const cited = [...new Set(lines.filter((l) => l.includes('rule(')).flatMap(numbers))];
  const mentioned = [...new Set(lines.flatMap(numbers))];

  it('every rule the engine cites has a title', async () => {
    const { rule } = await import('../../engine/games/swu/rules.js');
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.filter((n) => rule(n).title === 'Comprehensive Rules')).toEqual([]);
  });

  const cr = sharedFile('data/swu/rules/comprehensive-rules-v8.0.json');
  it.skipIf(!cr.present)(`every rule number cited exists in the Comprehensive Rules v8.0 (${cr.skipReason ?? 'present'})`, () => {
    const entries = (JSON.parse(readFileSync(cr.path, 'utf8')) as { entradas: Record<string, unknown> }).entradas;
    expect(mentioned.filter((n) => !(n in entries))).toEqual([]);
  });
});
