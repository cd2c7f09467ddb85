// TI4 rules text from tirules.com page extracts (../shared/data/ti4/rules-tirules): each "R_<topic>.txt" is one topic
// of the Living Rules Reference (its LRR number is in the page's counter style, `content: '87.'`) followed by the
// site's community Notes. A folder of pages is read as one document ({ "tirules": { "<file>": "<text>" } }, built by
// collectInputs), so that, like any rules import, it replaces the game's previous rules as a whole.
// The pages flatten the LRR's numbered sub-items, so sub-numbers cannot be rebuilt honestly: one Rule per topic.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findGlossaryKeyword } from '../glossary.js';
import { ImportError } from './errors.js';
import type { RuleRecord } from './records.js';
import { ruleSortKey } from './rules.js';

const GAME = 'TI4';
const PAGE = /^[RFC]_[\w-]+\.txt$/;
export const TIRULES_VERSION = 'LRR (tirules.com)';

export function isTirulesBundle(json: unknown): boolean {
  return !!json && typeof json === 'object' && !Array.isArray(json) && 'tirules' in json;
}

/** The pages of a folder as one document, or null when the folder holds none. */
export async function readTirulesFolder(dir: string): Promise<Buffer | null> {
  const files = (await readdir(dir)).filter((f) => PAGE.test(f)).sort();
  if (files.length === 0) return null;
  const pages: Record<string, string> = {};
  for (const file of files) pages[file] = await readFile(join(dir, file), 'utf8');
  return Buffer.from(JSON.stringify({ tirules: pages }));
}

/** Body lines without the page's 4-space list indent (nested items keep theirs). */
const unindent = (lines: string[]): string =>
  lines
    .map((l) => l.replace(/^ {4}/, '').replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '')
    .join('\n');

function parsePage(file: string, text: string): RuleRecord {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const title = lines[0]?.trim();
  const number = /content:\s*'(\d+)\./.exec(lines[2] ?? '')?.[1];
  if (!title || lines[1]?.trim() !== 'Rules Reference' || !number) {
    throw new ImportError(file, 'expected a tirules.com rules page: title, "Rules Reference", then the LRR number in the counter style');
  }
  const body = lines.slice(3);
  const notesAt = body.findIndex((l) => l === 'Notes');
  const relatedAt = body.findIndex((l) => l === 'Related Topics');
  const end = (at: number) => (at < 0 ? body.length : at);
  const official = unindent(body.slice(0, end(notesAt >= 0 ? notesAt : relatedAt)));
  const notes = notesAt >= 0 ? unindent(body.slice(notesAt + 1, end(relatedAt))) : '';
  const related = relatedAt >= 0 ? body.slice(relatedAt + 1).map((l) => l.trim()).filter(Boolean) : [];
  return {
    id: `${GAME}:${number}`,
    number,
    kind: 'rule',
    title,
    text: related.length > 0 ? `${official}\nRelated topics: ${related.join(', ')}` : official,
    page: null,
    parentNumber: null,
    sortKey: ruleSortKey(number),
    version: TIRULES_VERSION,
    notes: notes || null,
  };
}

export function parseTirules(
  file: string,
  json: unknown,
): { version: string; rules: RuleRecord[]; keywordRules: { name: string; ruleNumbers: string[] }[]; warnings: string[]; read: number } {
  const pages = (json as { tirules: unknown }).tirules;
  if (!pages || typeof pages !== 'object') throw new ImportError(file, 'expected an object of pages', undefined, 'tirules');
  const rules: RuleRecord[] = [];
  const warnings: string[] = [];
  for (const [name, text] of Object.entries(pages as Record<string, unknown>)) {
    if (typeof text !== 'string') throw new ImportError(file, 'expected the page text', `tirules[${JSON.stringify(name)}]`);
    if (!name.startsWith('R_')) {
      warnings.push(`${name}: faction and component notes pages are community notes about cards, not rules; not imported`);
      continue;
    }
    const rule = parsePage(`${file}/${name}`, text);
    if (rules.some((r) => r.number === rule.number)) throw new ImportError(`${file}/${name}`, `LRR number ${rule.number} appears twice`);
    rules.push(rule);
  }
  const keywordRules = rules.flatMap((r) => {
    const keyword = findGlossaryKeyword(GAME, r.title ?? '');
    return keyword ? [{ name: keyword.name, ruleNumbers: [r.number] }] : [];
  });
  return { version: TIRULES_VERSION, rules, keywordRules, warnings, read: Object.keys(pages).length };
}
