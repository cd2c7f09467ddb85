// JSON paths for error messages: "$.player1.groundArena[2].damage". Callers point users at the exact value at fault.
import type { EngineError } from '../../../api.js';

export type Path = string;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function key(path: Path, name: string): Path {
  return IDENTIFIER.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
}

export function index(path: Path, i: number): Path {
  return `${path}[${i}]`;
}

/** Collects every error of a pass instead of stopping at the first one. */
export class ErrorList {
  readonly errors: EngineError[] = [];

  add(code: string, path: Path, message: string): void {
    this.errors.push({ code, path, message });
  }

  get empty(): boolean {
    return this.errors.length === 0;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
