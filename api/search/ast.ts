import type { Operator } from './tokens.js';

/**
 * Fields a search term can address (api/search/fields.ts lists them, api/search/games.ts says which game has which).
 * `name` is what bare words and quoted phrases search.
 */
export type TextField = string;
export type NumericField = string;
export type IsFlag = string;

export type TermNode =
  | { type: 'text'; field: TextField; value: string; position: number; source: string }
  | { type: 'number'; field: NumericField; op: Exclude<Operator, ':'>; value: number; position: number; source: string }
  | { type: 'is'; flag: IsFlag; position: number; source: string };

export type SearchNode =
  | { type: 'and'; children: SearchNode[] }
  | { type: 'or'; children: SearchNode[] }
  | { type: 'not'; child: SearchNode }
  | TermNode;
