// Small, pure helpers that turn the sources' quirks into one shape.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../engine/core/json.js';
import { findKeyword } from '../../engine/games/swu/glossary.js';
import { fail, type RecordContext } from './errors.js';

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What the `o:` search reads: every text a card has, lower-cased, one per line (Card.searchText). */
export function searchText(...texts: (string | null | undefined)[]): string {
  return texts.filter((t): t is string => !!t).join('\n').toLowerCase();
}

/** A search tag: "trait:jedi". Factions are matched without spaces or punctuation ("Rebel Alliance" = "rebelalliance"). */
export function searchTag(field: string, value: string): string {
  const v = value.trim().toLowerCase();
  return `${field}:${field === 'faction' ? v.replace(/[^a-z0-9]/g, '') : v}`;
}

/** Card.searchTags: each field's values as tags, each tag once. */
export function searchTags(fields: Record<string, readonly (string | null | undefined)[]>): string[] {
  const tags = Object.entries(fields).flatMap(([field, values]) => values.filter((v): v is string => !!v).map((v) => searchTag(field, v)));
  return [...new Set(tags)];
}

/** The hash of a value's JSON with sorted keys (engine/core/json.ts), so equal content always hashes the same. */
export function contentHash(value: unknown): string {
  return sha256(canonicalJson(value));
}

/** The catalog's integer columns are 32-bit: a bigger value must fail here, naming the field, not in the database. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

function inRange(ctx: RecordContext, field: string, n: number, raw: unknown): number {
  if (n < INT_MIN || n > INT_MAX) return fail(ctx, field, `${JSON.stringify(raw)} is out of range (${INT_MIN} to ${INT_MAX})`);
  return n;
}

/** Integers arrive as numbers or strings ("3", "-2", " 4 "); empty means absent. Anything else is an error. */
export function toInt(ctx: RecordContext, field: string, value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return inRange(ctx, field, value, value);
    return fail(ctx, field, `expected an integer, got ${value}`);
  }
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '' || s === '-') return null;
    if (/^[+-]?\d+$/.test(s)) return inRange(ctx, field, Number.parseInt(s, 10), value);
    return fail(ctx, field, `expected an integer, got ${JSON.stringify(value)}`);
  }
  return fail(ctx, field, `expected an integer, got ${typeof value}`);
}

export function optString(ctx: RecordContext, field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return fail(ctx, field, `expected a string, got ${typeof value}`);
  const s = value.trim();
  return s === '' ? null : s;
}

export function reqString(ctx: RecordContext, field: string, value: unknown): string {
  const s = optString(ctx, field, value);
  if (s === null) return fail(ctx, field, 'is missing');
  return s;
}

export function optBool(ctx: RecordContext, field: string, value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return fail(ctx, field, `expected true or false, got ${JSON.stringify(value)}`);
}

export function stringList(ctx: RecordContext, field: string, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return fail(ctx, field, 'expected a list');
  return value.map((v, i) => reqString(ctx, `${field}[${i}]`, v));
}

/** "BOUNTY HUNTER" -> "Bounty Hunter", "TWI'LEK" -> "Twi'lek" (the publisher's own casing). */
export function titleCase(s: string): string {
  return s
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Karabast's internal names: accents dropped, punctuation removed (so "X-Wing" -> "xwing"), whitespace to "-":
 * "Yoda" + "Old Master" -> "yoda#old-master", "Alliance X-Wing" -> "alliance-xwing".
 */
export function karabastSlug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export function internalName(name: string, subtitle: string | null): string {
  return subtitle ? `${karabastSlug(name)}#${karabastSlug(subtitle)}` : karabastSlug(name);
}

/** Card numbers are three-digit strings in ids: 45, "45" and "045" all give "045"; a variant letter stays ("059F"). */
export function padNumber(ctx: RecordContext, field: string, value: unknown): string {
  const n = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d+)([A-Za-z]?)$/.exec(n);
  if (!m) return fail(ctx, field, `expected a card number, got ${JSON.stringify(value)}`);
  return `${m[1]!.padStart(3, '0')}${m[2]!.toUpperCase()}`;
}

export function setCode(ctx: RecordContext, field: string, value: unknown): string {
  const s = reqString(ctx, field, value).toUpperCase();
  if (!/^[A-Z0-9]{2,8}$/.test(s)) return fail(ctx, field, `expected a set code like "SOR", got ${JSON.stringify(value)}`);
  return s;
}

export interface ParsedKeyword {
  name: string; // glossary spelling
  value: number | null;
  text: string | null;
}

const REMINDER = /\s*\([^()]*\)\s*$/;

/**
 * Keywords printed on a card, read from its text: a keyword counts when it opens a line or sentence ("Raid 2 (...)",
 * "SENTINEL", "Bounty — Draw a card.", "Smuggle [C=4 Cunning Villainy]"), possibly followed by more keywords after a
 * comma. Mentions inside sentences ("gains Ambush") are abilities that grant keywords, not printed keywords.
 */
export function parseKeywords(...texts: (string | null | undefined)[]): ParsedKeyword[] {
  const found: ParsedKeyword[] = [];
  for (const text of texts) {
    if (!text) continue;
    // Lines, and sentences inside a line: some sources lost the line break before a keyword
    // ("This unit costs 1 less ... units. Sentinel (reminder)").
    for (const rawLine of text.split(/\r?\n|(?<=\.)\s+(?=[A-Z])/)) {
      let rest = rawLine.trim();
      for (;;) {
        const m = /^([A-Za-z]+)\b/.exec(rest);
        const entry = m ? findKeyword(m[1]!) : undefined;
        if (!m || !entry) break;
        let after = rest.slice(m[0].length);
        let value: number | null = null;
        let param: string | null = null;
        if (entry.parameter === 'NUMBER') {
          const n = /^\s+(\d+)/.exec(after);
          // A number beyond the catalog's integer column is no printed keyword value: leave it as text.
          if (!n || Number.parseInt(n[1]!, 10) > INT_MAX) break;
          value = Number.parseInt(n[1]!, 10);
          after = after.slice(n[0].length);
        } else if (entry.parameter === 'COST') {
          const c = /^\s*\[([^\]]*)\]/.exec(after);
          if (!c) break;
          param = c[1]!.trim();
          after = after.slice(c[0].length);
        } else if (entry.parameter === 'ABILITY_TEXT') {
          const d = /^\s*[-—–]\s*(.+)$/.exec(after);
          if (!d) break;
          param = d[1]!.replace(REMINDER, '').trim();
          after = '';
        } else if (!/^\s*($|\(|,)/.test(after)) {
          break; // "Sentinel units can't..." is a sentence, not the keyword
        }
        found.push({ name: entry.name, value, text: param });
        const next = /^\s*,\s*/.exec(after);
        if (!next) break;
        rest = after.slice(next[0].length);
      }
    }
  }
  return found;
}
