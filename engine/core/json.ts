// JSON values compared and keyed independently of key order: end states of explored branches, recorded and current
// scenario results. Pure functions over plain data.

/** JSON text with object keys sorted at every level: equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
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
