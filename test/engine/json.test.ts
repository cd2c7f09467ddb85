// canonicalJson (keys explored end states) and jsonDifferences (what changed between two results).
import { describe, expect, it } from 'vitest';
import { canonicalJson, jsonDifferences } from '../../engine/scenarios.js';

describe('canonicalJson', () => {
  it('gives equal text for equal values whatever the key order, and JSON.stringify text otherwise', () => {
    expect(canonicalJson({ b: [1, { d: 'x', c: null }], a: true })).toBe(canonicalJson({ a: true, b: [1, { c: null, d: 'x' }] }));
    expect(canonicalJson({ b: 1, a: { d: [], c: 'q"' } })).toBe(JSON.stringify({ a: { c: 'q"', d: [] }, b: 1 }));
    expect(canonicalJson({ a: undefined, b: [undefined, NaN] })).toBe(JSON.stringify({ a: undefined, b: [undefined, NaN] }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
  });
});

describe('jsonDifferences', () => {
  it('lists the paths that differ, with both values, in key order, up to a limit', () => {
    const left = { state: { hand: ['a', 'b'], base: { damage: 3 } }, 'odd key': 1 };
    const right = { state: { hand: ['a'], base: { damage: 4 } }, 'odd key': 1, extra: true };
    expect(jsonDifferences(left, right)).toEqual([
      { path: '$.extra', left: null, right: true },
      { path: '$.state.base.damage', left: 3, right: 4 },
      { path: '$.state.hand[1]', left: 'b', right: null },
    ]);
    expect(jsonDifferences(left, right, 1)).toHaveLength(1);
    expect(jsonDifferences({ 'a b': 1 }, { 'a b': 2 })[0]!.path).toBe('$["a b"]');
    expect(jsonDifferences(left, structuredClone(left))).toEqual([]);
  });
});
