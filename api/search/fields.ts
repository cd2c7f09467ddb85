import type { IsFlag, NumericField, TextField } from './ast.js';

/** Every key the syntax accepts, with its aliases. One table so that the parser, errors and docs agree. */
export const FIELD_KEYS: Readonly<Record<string, { kind: 'text'; field: TextField } | { kind: 'number'; field: NumericField } | { kind: 'is' }>> = {
  n: { kind: 'text', field: 'name' },
  name: { kind: 'text', field: 'name' },
  k: { kind: 'text', field: 'keyword' },
  kw: { kind: 'text', field: 'keyword' },
  keyword: { kind: 'text', field: 'keyword' },
  t: { kind: 'text', field: 'type' },
  type: { kind: 'text', field: 'type' },
  a: { kind: 'text', field: 'arena' },
  arena: { kind: 'text', field: 'arena' },
  asp: { kind: 'text', field: 'aspect' },
  aspect: { kind: 'text', field: 'aspect' },
  tr: { kind: 'text', field: 'trait' },
  trait: { kind: 'text', field: 'trait' },
  s: { kind: 'text', field: 'set' },
  set: { kind: 'text', field: 'set' },
  r: { kind: 'text', field: 'rarity' },
  rarity: { kind: 'text', field: 'rarity' },
  o: { kind: 'text', field: 'text' },
  text: { kind: 'text', field: 'text' },
  c: { kind: 'number', field: 'cost' },
  cost: { kind: 'number', field: 'cost' },
  p: { kind: 'number', field: 'power' },
  power: { kind: 'number', field: 'power' },
  h: { kind: 'number', field: 'hp' },
  hp: { kind: 'number', field: 'hp' },
  is: { kind: 'is' },
};

export const IS_FLAGS: readonly IsFlag[] = ['unique', 'leader', 'token', 'doublesided'];

/** Rarity letters as SWU-DB and the printed cards use them. */
export const RARITY_LETTERS: Readonly<Record<string, string>> = {
  c: 'Common',
  u: 'Uncommon',
  r: 'Rare',
  l: 'Legendary',
  s: 'Special',
};
