import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findKeyword, SWU_KEYWORDS } from '../engine/games/swu/glossary.js';
import { sharedDataDir, sharedDataSkipReason } from './support/databases.js';

describe('SWU keyword glossary', () => {
  it('finds keywords case-insensitively and has no duplicates', () => {
    expect(findKeyword('raid')?.name).toBe('Raid');
    expect(findKeyword(' SENTINEL ')?.name).toBe('Sentinel');
    expect(findKeyword('Keyword')).toBeUndefined();
    expect(new Set(SWU_KEYWORDS.map((k) => k.name.toLowerCase())).size).toBe(SWU_KEYWORDS.length);
  });

  it('gives numbered keywords SUM stacking and costed/texted ones INDEPENDENT (CR 7.5.4)', () => {
    for (const k of SWU_KEYWORDS) {
      if (k.parameter === 'NUMBER') expect(k.stacking, k.name).toBe('SUM');
      else if (k.parameter === 'NONE') expect(k.stacking, k.name).toBe('NONE');
      else expect(k.stacking, k.name).toBe('INDEPENDENT');
      expect(k.definition.length, k.name).toBeGreaterThan(40);
    }
  });
});

const skip = sharedDataSkipReason();
describe.skipIf(skip)(`SWU glossary against the shared data${skip ? ` (skipped: ${skip})` : ''}`, () => {
  const swu = join(sharedDataDir() ?? '', 'swu');

  it('has an entry for every keyword that appears in the swu-db export and the publisher list', async () => {
    const names = new Set<string>();
    const dir = join(swu, 'swudb-export');
    for (const file of (await readdir(dir)).filter((f) => f.startsWith('SWU-'))) {
      const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as { data: { Keywords?: string[] }[] };
      for (const card of json.data) for (const k of card.Keywords ?? []) names.add(k);
    }
    const ffg = JSON.parse(await readFile(join(swu, 'ffg-card-list', 'card-list.json'), 'utf8')) as Record<
      string,
      { keywords?: string[] }
    >;
    for (const card of Object.values(ffg)) for (const k of card.keywords ?? []) names.add(k);
    // "Keyword"/"Keywords" are junk values in swu-db ("gains the chosen Keyword"), not keywords.
    names.delete('Keyword');
    names.delete('Keywords');
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(findKeyword(name), name).toBeDefined();
  });

  it('points at the Comprehensive Rules glossary entry of each keyword', async () => {
    const cr = JSON.parse(await readFile(join(swu, 'rules', 'comprehensive-rules-v8.0.json'), 'utf8')) as {
      glosario: { termino: string; id: string }[];
      entradas: Record<string, { titulo: string | null }>;
    };
    for (const k of SWU_KEYWORDS) {
      const entry = cr.glosario.find((g) => g.termino.replace(/\s+(X|\[Y\])$/, '').toLowerCase() === k.name.toLowerCase());
      expect(entry, k.name).toBeDefined();
      expect(k.ruleNumbers).toEqual([entry!.id]);
      expect(cr.entradas[entry!.id]?.titulo?.startsWith(k.name)).toBe(true);
    }
  });
});
