import { SearchSyntaxError } from './errors.js';

export type Operator = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Token =
  | { kind: 'word'; text: string; value: string; position: number }
  | { kind: 'phrase'; text: string; value: string; position: number }
  | {
      kind: 'field';
      text: string;
      key: string;
      op: Operator;
      value: string;
      quoted: boolean;
      position: number;
      valuePosition: number;
    }
  | { kind: 'lparen' | 'rparen' | 'minus' | 'or' | 'and' | 'eof'; text: string; position: number };

// Longest operators first so that "<=" is not read as "<" followed by "=".
const OPERATORS: readonly Operator[] = ['!=', '<=', '>=', ':', '=', '<', '>'];
const FIELD_KEY = /^[a-zA-Z]+/;

const isSpace = (ch: string | undefined): boolean => ch !== undefined && /\s/.test(ch);
const endsBareText = (ch: string | undefined): boolean =>
  ch === undefined || isSpace(ch) || ch === '(' || ch === ')' || ch === '"';

/** Splits a search query into tokens. Positions are offsets into `input`. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;

  const readQuoted = (start: number): { value: string; end: number } => {
    const close = input.indexOf('"', start + 1);
    if (close < 0) throw new SearchSyntaxError('Unterminated quoted phrase: add the closing "', input.slice(start), start);
    return { value: input.slice(start + 1, close), end: close + 1 };
  };
  const readBare = (start: number): number => {
    let end = start;
    while (!endsBareText(input[end])) end++;
    return end;
  };

  while (i < input.length) {
    const ch = input[i];
    if (isSpace(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', text: ch, position: i });
      i++;
      continue;
    }
    if (ch === '-') {
      // A minus negates the term that follows it directly; "x - y" is more likely a typo than a search.
      const next = input[i + 1];
      if (next === undefined || isSpace(next) || next === ')') {
        throw new SearchSyntaxError('A "-" must be followed directly by the term it negates', '-', i);
      }
      tokens.push({ kind: 'minus', text: '-', position: i });
      i++;
      continue;
    }
    if (ch === '"') {
      const { value, end } = readQuoted(i);
      if (value.trim() === '') throw new SearchSyntaxError('Empty quoted phrase', input.slice(i, end), i);
      tokens.push({ kind: 'phrase', text: input.slice(i, end), value, position: i });
      i = end;
      continue;
    }

    const key = FIELD_KEY.exec(input.slice(i))?.[0];
    const op = key === undefined ? undefined : OPERATORS.find((o) => input.startsWith(o, i + key.length));
    if (key !== undefined && op !== undefined) {
      const valuePosition = i + key.length + op.length;
      let value: string;
      let end: number;
      let quoted = false;
      if (input[valuePosition] === '"') {
        ({ value, end } = readQuoted(valuePosition));
        quoted = true;
      } else {
        end = readBare(valuePosition);
        value = input.slice(valuePosition, end);
      }
      if (value.trim() === '') {
        throw new SearchSyntaxError(`Missing value after "${key}${op}"`, input.slice(i, end), i);
      }
      tokens.push({ kind: 'field', text: input.slice(i, end), key, op, value, quoted, position: i, valuePosition });
      i = end;
      continue;
    }

    const end = Math.max(readBare(i), i + 1);
    const text = input.slice(i, end);
    const lower = text.toLowerCase();
    if (lower === 'or' || lower === 'and') tokens.push({ kind: lower, text, position: i });
    else tokens.push({ kind: 'word', text, value: text, position: i });
    i = end;
  }
  tokens.push({ kind: 'eof', text: '', position: input.length });
  return tokens;
}
