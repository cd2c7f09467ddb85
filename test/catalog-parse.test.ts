// Pure parsing and merging: no database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { swuAttributes } from '../prisma/attributes.js';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../prisma/import/errors.js';
import { parseFfg, tokenId } from '../prisma/import/ffg.js';
import { mergeCard } from '../prisma/import/merge.js';
import {
  contentHash,
  internalName,
  sha256,
  karabastSlug,
  padNumber,
  parseKeywords,
  titleCase,
  toInt,
} from '../prisma/import/normalise.js';
import { ruleSortKey, parseRules } from '../prisma/import/rules.js';
import { parseRulings } from '../prisma/import/rulings.js';
import { detectFormat, parseInput } from '../prisma/import/run.js';
import { parseSwudb } from '../prisma/import/swudb.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'catalog');
const load = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
const input = (name: string) => ({ name, bytes: readFileSync(join(FIXTURES, name)) });
const ctx = { file: 'f.json', record: 'data[0]' };

function importErrorOf(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return error as ImportError;
  }
  throw new Error('expected an ImportError');
}

describe('normalising quirks', () => {
  it('reads integers given as strings, treats empty as absent and rejects anything else', () => {
    expect(toInt(ctx, 'Cost', '3')).toBe(3);
    expect(toInt(ctx, 'Power', '-2')).toBe(-2);
    expect(toInt(ctx, 'HP', 7)).toBe(7);
    expect(toInt(ctx, 'HP', '')).toBeNull();
    expect(toInt(ctx, 'HP', undefined)).toBeNull();
    const error = importErrorOf(() => toInt(ctx, 'Cost', 'abc'));
    expect([error.file, error.record, error.field]).toEqual(['f.json', 'data[0]', 'Cost']);
    expect(error.message).toContain('"abc"');
    expect(() => toInt(ctx, 'Cost', 1.5)).toThrow(ImportError);
  });

  it('rejects integers the database columns cannot hold (32-bit), naming the field', () => {
    expect(toInt(ctx, 'Cost', '2147483647')).toBe(2147483647);
    expect(toInt(ctx, 'Cost', -2147483648)).toBe(-2147483648);
    for (const big of ['99999999999', 2147483648, '-2147483649', 1e300]) {
      const error = importErrorOf(() => toInt(ctx, 'Cost', big));
      expect([error.record, error.field]).toEqual(['data[0]', 'Cost']);
      expect(error.message).toMatch(/out of range/);
    }
  });

  it('title-cases uppercase traits the way the publisher writes them', () => {
    expect(titleCase('BOUNTY HUNTER')).toBe('Bounty Hunter');
    expect(titleCase("TWI'LEK")).toBe("Twi'lek");
    expect(titleCase('Rebel')).toBe('Rebel');
  });

  it('slugs internal names like Karabast', () => {
    expect(internalName('Yoda', 'Old Master')).toBe('yoda#old-master');
    expect(karabastSlug('Alliance X-Wing')).toBe('alliance-xwing');
    expect(karabastSlug('2-1B Surgical Droid')).toBe('21b-surgical-droid');
    expect(karabastSlug('Chirrut Îmwe')).toBe('chirrut-imwe');
    expect(internalName("Darth Revan's Lightsabers", null)).toBe('darth-revans-lightsabers');
  });

  it('pads card numbers and keeps a variant letter', () => {
    expect(padNumber(ctx, 'Number', 45)).toBe('045');
    expect(padNumber(ctx, 'Number', '059f')).toBe('059F');
    expect(padNumber(ctx, 'Number', '1024')).toBe('1024');
    expect(importErrorOf(() => padNumber(ctx, 'Number', 'x1')).field).toBe('Number');
  });

  it('orders rule numbers as the document does', () => {
    const numbers = ['7.6.10', '7.6.9', '1.5.1A', '1.5.1', '10', '2', '1.5.2'];
    expect([...numbers].sort((a, b) => ruleSortKey(a).localeCompare(ruleSortKey(b)))).toEqual([
      '1.5.1',
      '1.5.1A',
      '1.5.2',
      '2',
      '7.6.9',
      '7.6.10',
      '10',
    ]);
  });

  it('hashes content independently of key order', () => {
    expect(contentHash({ a: 1, b: [1, 2] })).toBe(contentHash({ b: [1, 2], a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });

  it('hashes the JSON of the content with every object\'s keys sorted, whatever their order', () => {
    const value = { b: [1, 'x"y', null, undefined, Number.NaN], a: { d: true, c: -0.5 }, e: undefined, '9': 2, '10': 1 };
    // Keys in UTF-16 order ("10" before "9"), undefined fields left out, undefined and NaN in arrays as null.
    const expected = '{"10":1,"9":2,"a":{"c":-0.5,"d":true},"b":[1,"x\\"y",null,null,null]}';
    expect(contentHash(value)).toBe(sha256(expected));
  });
});

describe('reading printed keywords from card text', () => {
  it('reads numbers, costs and ability text, in order, in any case', () => {
    expect(parseKeywords('RAID 2 (reminder)\nBounty — Draw a card. (reminder)\nSmuggle [C=5 Aggression]')).toEqual([
      { name: 'Raid', value: 2, text: null },
      { name: 'Bounty', value: null, text: 'Draw a card.' },
      { name: 'Smuggle', value: null, text: 'C=5 Aggression' },
    ]);
    expect(parseKeywords('Coordinate - This unit gets +1/+1. (reminder)')).toEqual([
      { name: 'Coordinate', value: null, text: 'This unit gets +1/+1.' },
    ]);
  });

  it('reads several keywords on one line and keywords on the back side', () => {
    expect(parseKeywords('Sentinel, Shielded', 'Grit\nOn Attack: ...').map((k) => k.name)).toEqual([
      'Sentinel',
      'Shielded',
      'Grit',
    ]);
  });

  it('finds a keyword that opens a sentence when the source lost the line break', () => {
    expect(parseKeywords('This unit costs 1 less for each enemy unit. Sentinel (reminder)').map((k) => k.name)).toEqual(['Sentinel']);
    expect(parseKeywords('Give a unit Sentinel for this phase. (Reminder.) Then draw.')).toEqual([]);
  });

  it('does not read a keyword number beyond what the catalog can store (32-bit) as the keyword', () => {
    expect(parseKeywords('Raid 99999999999')).toEqual([]);
    expect(parseKeywords('Raid 2147483647')).toEqual([{ name: 'Raid', value: 2147483647, text: null }]);
  });

  it('ignores keywords a card only grants or mentions', () => {
    expect(parseKeywords('Attached unit gains Sentinel.')).toEqual([]);
    expect(parseKeywords('Each friendly unit gains Raid 1 and Saboteur.')).toEqual([]);
    expect(parseKeywords('Sentinel units you control get +1/+1.')).toEqual([]);
    expect(parseKeywords('Bounty Hunter units cost 1 less.')).toEqual([]);
    expect(parseKeywords('Raid (no number is not Raid X)')).toEqual([]);
  });
});

describe('swu-db export', () => {
  const parsed = parseSwudb('tst-swudb.json', load('good/tst-swudb.json'));
  const byId = new Map(parsed.cards.map((c) => [c.id, c]));

  it('makes one card per Normal printing and hangs the other printings off it', () => {
    expect([...byId.keys()].sort()).toEqual(['TST_001', 'TST_002', 'TST_003', 'TST_004']);
    expect(byId.get('TST_002')!.printings.map((p) => [p.id, p.variantType])).toEqual([
      ['TST_002', 'Normal'],
      ['TST_102', 'Hyperspace'],
      ['TST_102F', 'Hyperspace Foil'],
    ]);
    expect(parsed.read).toBe(6);
  });

  it('normalises numbers, traits, duplicated aspects and upgrade stats', () => {
    const raider = byId.get('TST_002')!;
    expect([raider.cost, raider.power, raider.hp]).toEqual([3, 2, 3]);
    expect(raider.traits).toEqual(['Underworld', 'Bounty Hunter', "Twi'lek"]);
    expect(raider.aspects).toEqual(['Aggression', 'Aggression']);
    const blade = byId.get('TST_003')!;
    expect([blade.power, blade.hp, blade.upgradePower, blade.upgradeHp]).toEqual([null, null, 2, 0]);
  });

  it('names file, record and field for a bad value', () => {
    const error = importErrorOf(() => parseInput(input('malformed/cost-abc.json')));
    expect(error.file).toBe('malformed/cost-abc.json');
    expect(error.record).toBe('data[1] (TST_011)');
    expect(error.field).toBe('Cost');
    const missing = importErrorOf(() => parseInput(input('malformed/missing-set.json')));
    expect([missing.record, missing.field]).toEqual(['data[1]', 'Set']);
    expect(missing.message).toContain('is missing');
  });

  it('rejects a NUL character anywhere (the database cannot store it), naming the record and field', () => {
    const json = load('good/tst-swudb.json') as { data: Record<string, unknown>[] };
    json.data[1]!.FrontText = 'Deal 1 damage.\u0000';
    const error = importErrorOf(() => parseInput({ name: 'nul.json', bytes: Buffer.from(JSON.stringify(json)) }));
    expect([error.file, error.record, error.field]).toEqual(['nul.json', 'data[1]', 'FrontText']);
    expect(error.message).toMatch(/NUL/);
    const key = importErrorOf(() => parseInput({ name: 'nul-key.json', bytes: Buffer.from('{"data": [{"a\\u0000": 1}]}') }));
    expect([key.record, key.field]).toEqual(['data[0]', 'a\u0000']);
  });

  it('reports invalid JSON with the file name', () => {
    const error = importErrorOf(() => parseInput(input('malformed/bad-json.json')));
    expect(error.message).toMatch(/^malformed\/bad-json\.json: not valid JSON/);
  });
});

describe('publisher card list', () => {
  const parsed = parseFfg('tst-publisher.json', load('good/tst-publisher.json'));
  const byId = new Map(parsed.cards.map((c) => [c.id, c]));

  it('files cards under their Standard base-set variant and tokens under T_<SLUG>', () => {
    expect([...byId.keys()].sort()).toEqual(['TSP_009', 'TST_002', 'TST_003', tokenId('shield')]);
    expect(tokenId('shield')).toBe('T_SHIELD');
    expect(byId.get('T_SHIELD')!.set).toBe('TOKEN');
    expect(byId.get('T_SHIELD')!.printings.map((p) => p.id)).toEqual(['TST_T001']);
    // Base-set foils get an F; variants outside the base set repeat numbers and are left out.
    expect(byId.get('TSP_009')!.printings.map((p) => p.id)).toEqual(['TSP_009', 'TSP_009F']);
  });

  it('splits the rulings text into rulings', () => {
    expect(byId.get('TST_002')!.rulings).toEqual(['A ruling we wrote for this fixture.', 'A second fixture ruling.']);
  });
});

describe('merging sources', () => {
  const swudb = new Map(parseSwudb('a', load('good/tst-swudb.json')).cards.map((c) => [c.id, c]));
  const ffg = new Map(parseFfg('b', load('good/tst-publisher.json')).cards.map((c) => [c.id, c]));

  it('lets swu-db win, the publisher fill gaps, and adds the publisher rulings', () => {
    const merged = mergeCard('SWU', { swudb: swudb.get('TST_002'), ffg: ffg.get('TST_002') });
    expect(merged.card.sources).toEqual(['ffg', 'swudb']);
    expect(merged.card.text).toBe(swudb.get('TST_002')!.text);
    expect(merged.printings.map((p) => p.id)).toEqual(['TST_002', 'TST_102', 'TST_102F']);
    expect(merged.rulings.map((r) => [r.source, r.text, r.date])).toEqual([
      ['FFG card list', 'A ruling we wrote for this fixture.', '2025-01-02'],
      ['FFG card list', 'A second fixture ruling.', '2025-01-02'],
    ]);
    expect(merged.keywords.map((k) => `${k.name}:${k.value ?? k.text}`)).toEqual([
      'Raid:2',
      'Bounty:Draw a card.',
      'Smuggle:C=5 Aggression',
    ]);
  });

  it('keeps leaders\' back-side keywords and Karabast internal names', () => {
    const merged = mergeCard('SWU', { swudb: swudb.get('TST_001') });
    expect(merged.card.internalName).toBe('captain-orla-venn#keeps-the-lights-on');
    expect(merged.keywords).toEqual([{ name: 'Restore', value: 1, text: null, position: 0 }]);
  });

  it('gives the same row whatever the order the sources arrived in', () => {
    const a = mergeCard('SWU', { swudb: swudb.get('TST_003'), ffg: ffg.get('TST_003') });
    const b = mergeCard('SWU', { ffg: ffg.get('TST_003'), swudb: swudb.get('TST_003') });
    expect(a.card.contentHash).toBe(b.card.contentHash);
    const swu = swuAttributes(a.card);
    expect([swu.upgradePower, swu.upgradeHp, swu.power]).toEqual([2, 0, null]);
  });
});

describe('rules and rulings JSON', () => {
  it('reads entries with kinds, parents, pages and keyword rule numbers', () => {
    const parsed = parseRules('r.json', load('good/tst-rules.json'));
    expect(parsed.version).toBe('8.0');
    expect(parsed.rules.map((r) => `${r.number}:${r.kind}:${r.parentNumber ?? '-'}`)).toEqual([
      '1:chapter:-',
      '1.1:section:1',
      '1.1.2:rule:1.1',
      '1.1.2A:letter:1.1.2',
      '1.1.10:rule:1.1',
    ]);
    expect(parsed.keywordRules).toEqual([{ name: 'Raid', ruleNumbers: ['1.1.2'] }]);
  });

  it('rejects an unknown entry kind, naming the entry and field', () => {
    const error = importErrorOf(() => parseInput(input('malformed/rules-bad-kind.json')));
    expect([error.record, error.field]).toEqual(['entradas["1.1"]', 'tipo']);
  });

  it('matches rulings to cards by set and number and keeps the source and date', () => {
    const parsed = parseRulings('x.json', load('good/tst-rulings.json'));
    expect(parsed.rulings.map((r) => [r.cardRef, r.position, r.source, r.date])).toEqual([
      ['TST_002', 0, 'api.swuapi.com', '2026-01-15'],
      ['TST_002', 1, 'api.swuapi.com', '2026-01-15'],
      ['ZZZ_007', 0, 'api.swuapi.com', '2026-01-15'],
    ]);
  });

  it('detects every format', () => {
    expect(detectFormat(load('good/tst-swudb.json'))).toBe('swudb');
    expect(detectFormat(load('good/tst-publisher.json'))).toBe('ffg');
    expect(detectFormat(load('good/tst-rules.json'))).toBe('cr-json');
    expect(detectFormat(load('good/tst-rulings.json'))).toBe('rulings-json');
    expect(detectFormat({ data: [{ Name: 'A', Number: 1, Type: 'Unit' }] })).toBe('set-index');
    expect(detectFormat({ data: [] })).toBe('swudb');
    expect(detectFormat({ something: 'else' })).toBeNull();
    expect(detectFormat([1, 2])).toBeNull();
  });
});
