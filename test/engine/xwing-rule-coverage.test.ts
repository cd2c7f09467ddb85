// Every bullet of ../shared/rules/xwing-abilities.md has a number in engine/games/xwing/rules.ts, and every number
// there is named by an X-Wing test title.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { XWING_RULES } from '../../engine/games/xwing/rules.js';
import { sharedFile } from './shared.js';

const here = dirname(fileURLToPath(import.meta.url));
const files = [
  ...readdirSync(here).filter((f) => /^xwing-.*\.test\.ts$/.test(f) && f !== 'xwing-rule-coverage.test.ts').map((f) => join(here, f)),
  ...readdirSync(join(here, '..')).filter((f) => /^xwing-.*\.test\.ts$/.test(f)).map((f) => join(here, '..', f)),
];
const titles = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(?:it|describe)(?:\.skipIf\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!));
const rules = sharedFile('rules/xwing-abilities.md');
const plain = (s: string) => s.replace(/[“”]/g, '"').replace(/’/g, "'").replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();

describe('rule coverage: X-Wing', () => {
  it('every rule number the engine cites is named by a test title', () => {
    const missing = Object.keys(XWING_RULES).filter((n) => !titles.some((t) => t.includes(`${n}:`) || t.includes(`${n} `) || t.includes(`(${n}`)));
    expect(missing).toEqual([]);
  });

  it.skipIf(!rules.present)(`every bullet of xwing-abilities.md has a rule number (${rules.skipReason ?? 'present'})`, () => {
    const bullets = plain(readFileSync(rules.path, 'utf8')).split(' * ').slice(1)
      .filter((b) => !b.startsWith('For example') && !b.startsWith('Spend 1'));
    expect(bullets).toHaveLength(8);
    const texts = Object.values(XWING_RULES).map((r) => plain(r.text).toLowerCase());
    const unnumbered = bullets.filter((b) => !texts.some((t) => t.startsWith(plain(b).toLowerCase().slice(0, 40))));
    expect(unnumbered).toEqual([]);
    // The section sentence of Paying Costs is a rule of its own (costs.1).
    expect(plain(readFileSync(rules.path, 'utf8'))).toContain(XWING_RULES['costs.1'].text);
  });
});
