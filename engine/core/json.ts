// JSON values compared and keyed independently of key order: end states of explored branches, recorded and current
// scenario results. Pure functions over plain data.

/**
 * JSON text with object keys sorted at every level: equal values always give equal text. Written as plain loops, with
 * each key quoted once, because explore keys every end state with it and the catalog import hashes every card with
 * it: the closures and intermediate arrays of map/filter/sort cost more than the work they key.
 */
export function canonicalJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return 'null';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let sorted = true;
  for (let i = 1; i < keys.length && sorted; i += 1) sorted = keys[i - 1]! < keys[i]!;
  if (!sorted) keys.sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${quotedKey(key)}${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** `"key":`, from a cache: the same field names recur in every value. Bounded, as keys can come from a client. */
const QUOTED_KEYS = new Map<string, string>();
function quotedKey(key: string): string {
  let quoted = QUOTED_KEYS.get(key);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(key)}:`;
    if (QUOTED_KEYS.size < 1024) QUOTED_KEYS.set(key, quoted);
  }
  return quoted;
}

export interface JsonDifference {
  /** JSON path of the value that differs, "$.player1.hand[0]"; a value present on one side only is null on the other. */
  path: string;
  left: unknown;
  right: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const child = (path: string, key: string) => (IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Where two JSON values differ, deepest paths first found in document order, at most `limit` of them (the rest are
 * not reported). Arrays compare element by element; an element present on one side only is reported at its index.
 */
export function jsonDifferences(left: unknown, right: unknown, limit = 50, path = '$'): JsonDifference[] {
  const out: JsonDifference[] = [];
  const visit = (a: unknown, b: unknown, at: string): void => {
    if (out.length >= limit) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i += 1) visit(i < a.length ? a[i] : undefined, i < b.length ? b[i] : undefined, `${at}[${i}]`);
      return;
    }
    if (isObject(a) && isObject(b)) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
      for (const key of keys) visit(a[key], b[key], child(at, key));
      return;
    }
    if (canonicalJson(a) !== canonicalJson(b)) out.push({ path: at, left: a ?? null, right: b ?? null });
  };
  visit(left, right, path);
  return out;
}
