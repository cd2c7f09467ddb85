import { badUserInput } from './errors.js';

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails in the database. Refuse it first, naming the
 * argument, so the client gets BAD_USER_INPUT instead of an internal error.
 */
export function checkText<T extends string | null | undefined>(field: string, value: T, maxLength?: number): T {
  if (value != null && value.includes('\u0000')) throw badUserInput(field, `"${field}" contains a NUL character (\\u0000)`);
  if (value != null && maxLength !== undefined && value.length > maxLength) {
    throw badUserInput(field, `"${field}" is longer than ${maxLength} characters`);
  }
  return value;
}

/**
 * Longest name or identifier a lookup accepts. Real ones are far shorter; a not-found lookup runs fuzzy suggestions
 * (quadratic in the length) synchronously, so a 20 KB name held the whole server for seconds.
 */
export const MAX_NAME_LENGTH = 200;

/**
 * Prisma turns `contains`, `startsWith` and case-insensitive `equals` into (I)LIKE patterns without escaping the
 * value, so "%" or "_" typed by a user would match anything. Escape them (and the escape character itself) so that the
 * user's text is matched literally.
 */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}
