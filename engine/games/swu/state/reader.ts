// Reading untrusted JSON with a path for every value: scalars, lists, unknown fields, and instance ids. Every problem
// is recorded (never thrown), so one pass reports them all.
import { MAX_ZONE_SIZE } from './defaults.js';
import { ErrorList, type Path, describe, index, isRecord, key } from './paths.js';
import type { PlayerId } from './types.js';

/** Karabast writes { field: "error text" } where it failed to serialize a value: say so instead of "bad type". */
export function serializationError(value: unknown): string | undefined {
  if (!isRecord(value) || 'card' in value) return undefined;
  const texts = Object.values(value);
  if (texts.length === 0 || !texts.every((t) => typeof t === 'string')) return undefined;
  return `Karabast could not serialize this value: ${texts.join('; ')}`;
}

export class Reader {
  readonly errors = new ErrorList();
  /** Explicit instance ids and where they were first seen, to report duplicates. */
  private readonly explicitIds = new Map<string, Path>();
  /** Objects that need a generated id, in document order, so numbering is deterministic. */
  private readonly needIds: { id: string }[] = [];

  // ---- scalars -------------------------------------------------------------------------------------------------

  bool(raw: Record<string, unknown>, field: string, path: Path, fallback: boolean): boolean {
    const value = raw[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') {
      this.errors.add('BAD_STATE', key(path, field), `${field} must be true or false, got ${describe(value)}`);
      return fallback;
    }
    return value;
  }

  count(raw: Record<string, unknown>, field: string, path: Path, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
    const value = raw[field];
    if (value === undefined || value === null) return fallback;
    return this.countValue(value, key(path, field), max) ?? fallback;
  }

  countValue(value: unknown, path: Path, max = Number.MAX_SAFE_INTEGER): number | undefined {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      this.errors.add('BAD_STATE', path, `expected a whole number of at least 0, got ${describe(value)}`);
      return undefined;
    }
    if (value > max) {
      this.errors.add('BAD_STATE', path, `${value} is more than the ${max} this format allows here`);
      return undefined;
    }
    return value;
  }

  /** A player: "player1" / "player2", or Karabast's exported player numbers 1 / 2. */
  player(value: unknown, path: Path): PlayerId | undefined {
    if (value === 'player1' || value === 'player2') return value;
    if (value === 1 || value === 2) return `player${value}`;
    this.errors.add('BAD_STATE', path, `expected "player1" or "player2" (or 1 or 2), got ${describe(value)}`);
    return undefined;
  }

  list(raw: Record<string, unknown>, field: string, path: Path): unknown[] {
    const value = raw[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.errors.add('BAD_STATE', key(path, field), serializationError(value) ?? `${field} must be an array, got ${describe(value)}`);
      return [];
    }
    if (value.length > MAX_ZONE_SIZE) {
      this.errors.add('BAD_STATE', key(path, field), `${field} has ${value.length} entries; at most ${MAX_ZONE_SIZE} are allowed`);
      return [];
    }
    return value;
  }

  unknownFields(raw: Record<string, unknown>, known: Set<string>, path: Path, what: string): void {
    for (const field of Object.keys(raw)) {
      if (!known.has(field)) this.errors.add('UNKNOWN_FIELD', key(path, field), `unknown ${what} field "${field}"`);
    }
  }

  // ---- instance ids --------------------------------------------------------------------------------------------

  /** Takes the explicit id if there is one, or queues the object for a generated one. */
  withId<T extends { id: string }>(target: T, raw: Record<string, unknown> | undefined, path: Path): T {
    const id = raw?.id;
    if (id === undefined || id === null) {
      this.needIds.push(target);
      return target;
    }
    if (typeof id !== 'string' || id === '' || id.length > 100) {
      this.errors.add('BAD_STATE', key(path, 'id'), `an instance id is a non-empty string of at most 100 characters, got ${describe(id)}`);
      this.needIds.push(target);
      return target;
    }
    const first = this.explicitIds.get(id);
    if (first !== undefined) {
      this.errors.add('DUPLICATE_ID', key(path, 'id'), `instance id "${id}" is already used at ${first}`);
    } else {
      this.explicitIds.set(id, key(path, 'id'));
    }
    target.id = id;
    return target;
  }

  /** Hands out "c1", "c2"... in document order, skipping explicit ids; returns the next free number. */
  assignIds(nextId: number | undefined): number {
    let n = 1;
    for (const target of this.needIds) {
      while (this.explicitIds.has(`c${n}`)) n++;
      target.id = `c${n}`;
      n++;
    }
    // The engine numbers the instances it creates from nextId: keep it above every numbered id already in the state.
    let highest = n - 1;
    for (const id of this.explicitIds.keys()) {
      const m = /(\d+)$/.exec(id);
      if (m?.[1] && m[1].length < 12) highest = Math.max(highest, Number(m[1]));
    }
    return Math.max(nextId ?? 1, highest + 1);
  }

  // ---- required fields and lists of records ----------------------------------------------------------------------

  string(raw: Record<string, unknown>, field: string, path: Path): string {
    const value = raw[field];
    if (typeof value === 'string' && value !== '') return value;
    this.errors.add('BAD_STATE', key(path, field), `${field} is required and must be a non-empty string, got ${describe(value)}`);
    return '';
  }

  present(raw: Record<string, unknown>, field: string, path: Path): unknown {
    if (raw[field] === undefined) this.errors.add('BAD_STATE', key(path, field), `${field} is required`);
    return raw[field] ?? null;
  }

  records<T>(raw: Record<string, unknown>, field: string, read: (item: Record<string, unknown>, path: Path) => T): T[] {
    const at = key('$', field);
    return this.list(raw, field, '$').flatMap((item, i) => {
      if (!isRecord(item)) {
        this.errors.add('BAD_STATE', index(at, i), `expected an object, got ${describe(item)}`);
        return [];
      }
      return [read(item, index(at, i))];
    });
  }
}
