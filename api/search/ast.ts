import type { Operator } from './tokens.js';

/** Fields a search term can address. `name` is what bare words and quoted phrases search. */
export type TextField = 'name' | 'type' | 'arena' | 'aspect' | 'trait' | 'set' | 'rarity' | 'text' | 'keyword';
export type NumericField = 'cost' | 'power' | 'hp';
export type IsFlag = 'unique' | 'leader' | 'token' | 'doublesided';

export type TermNode =
  | { type: 'text'; field: TextField; value: string; position: number; source: string }
  | { type: 'number'; field: NumericField; op: Exclude<Operator, ':'>; value: number; position: number; source: string }
  | { type: 'is'; flag: IsFlag; position: number; source: string };

export type SearchNode =
  | { type: 'and'; children: SearchNode[] }
  | { type: 'or'; children: SearchNode[] }
  | { type: 'not'; child: SearchNode }
  | TermNode;
