// Printed text into the units the compiler works on: lines (one ability each), the head before an ability's colon,
// and sentences (quote-aware, so a gained ability in quotes stays one piece). Reminder text in parentheses is not
// part of an ability (2.9) and is dropped.
import { findKeyword } from '../glossary.js';

/** One spelling for the sources' typography: dashes, quotes, spaces, and "word ." spacing. */
export function normalise(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    // An en dash before a number is a minus sign ("-1/-1"); elsewhere it is punctuation.
    .replace(/\u2013(?=\d)/g, '-')
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u00a0/g, ' ')
    .replace(/\{\{?([^}]*)\}?\}/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,:;])/g, '$1')
    .trim();
}

/** Drops reminder text: every parenthesised part outside quotes. */
export function stripReminder(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')' && depth > 0) depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** The ability lines of a printed text: reminder text dropped, keyword sentences a source ran together split off. */
export function abilityLines(text: string | null | undefined): string[] {
  if (!text) return [];
  const lines: string[] = [];
  for (const raw of stripReminder(text).split(/\r?\n/)) {
    const line = normalise(raw);
    if (!line) continue;
    if (headOf(line)) {
      lines.push(line);
      continue;
    }
    // "This unit costs 1 less... Sentinel": a keyword sentence glued to another line is its own line.
    const sentences = splitSentences(line);
    const lead: string[] = [];
    while (sentences.length > 1 && isKeywordList(sentences[0]!)) lead.push(sentences.shift()!);
    const tail: string[] = [];
    while (sentences.length > 1 && isKeywordList(sentences[sentences.length - 1]!)) tail.unshift(sentences.pop()!);
    lines.push(...lead, ...(sentences.length ? [sentences.join(' ')] : []), ...tail);
  }
  return lines;
}

/** "When Played: Draw a card." -> { head: "When Played", body: "Draw a card." }; undefined without a head. */
export function headOf(line: string): { head: string; body: string } | undefined {
  const m = /^([^:"]{2,80}):\s*(.*)$/s.exec(line);
  if (!m) return undefined;
  return { head: m[1]!.trim(), body: m[2]!.trim() };
}

/** Sentences of a text, split after ".", "!" outside quotes; each keeps its final period. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    current += ch;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '.' || ch === '!') && (i + 1 === text.length || /\s/.test(text[i + 1]!))) {
      // A closing quote right after the period belongs to this sentence.
      if (text[i + 1] === '"') continue;
      if (current.trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** A sentence without its final period and outer spaces. */
export function bare(sentence: string): string {
  return sentence.trim().replace(/[.!]+$/, '').trim();
}

export interface PrintedKeyword {
  name: string;
  value: number | null;
  text: string | null;
  printed: string;
}

/** "Sentinel, Raid 2" / "Smuggle [3 resources, Command]" / "Bounty - Draw a card.": the keywords of a keyword line. */
export function keywordList(line: string): PrintedKeyword[] | undefined {
  const out: PrintedKeyword[] = [];
  let rest = bare(line);
  while (rest) {
    const m = /^([A-Za-z]+)\b/.exec(rest);
    const entry = m ? findKeyword(m[1]!) : undefined;
    if (!m || !entry) return undefined;
    let after = rest.slice(m[0].length);
    let value: number | null = null;
    let text: string | null = null;
    if (entry.parameter === 'NUMBER') {
      const n = /^\s+(\d+)/.exec(after);
      if (!n) return undefined;
      value = Number.parseInt(n[1]!, 10);
      after = after.slice(n[0].length);
    } else if (entry.parameter === 'COST') {
      const c = /^\s*\[([^\]]*)\]/.exec(after);
      if (!c) return undefined;
      text = c[1]!.trim();
      after = after.slice(c[0].length);
    } else if (entry.parameter === 'ABILITY_TEXT') {
      const d = /^\s*[-\u2014\u2013]\s*(.+)$/s.exec(after);
      if (!d) return undefined;
      text = d[1]!.trim();
      after = '';
    }
    out.push({ name: entry.name, value, text, printed: rest.slice(0, rest.length - after.length).trim() });
    const next = /^\s*,\s*/.exec(after);
    if (next) rest = after.slice(next[0].length);
    else if (after.trim() === '') rest = '';
    else return undefined;
  }
  return out.length ? out : undefined;
}

export function isKeywordList(line: string): boolean {
  return keywordList(line) !== undefined;
}
