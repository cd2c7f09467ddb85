// Which card refs a submitted state names, so that a caller (the API) can load exactly those cards before resolving.
// Tolerant of malformed input: it collects what it can and leaves the reporting to normalizeState.
import { DEFAULT_BASE, DEFAULT_LEADER, FILLER_CARD } from './defaults.js';
import { isRecord } from './paths.js';
import { TOKEN_UNITS } from '../abilities/defs/effects.js';

/** Token cards the engine may create while resolving (Shielded, Experience...): a loader should always include them. */
export const TOKEN_REFS: readonly string[] = ['shield', 'experience', ...TOKEN_UNITS];

function addRef(value: unknown, out: Set<string>): void {
  if (typeof value === 'string' && value !== '') out.add(value);
  else if (isRecord(value) && typeof value.card === 'string' && value.card !== '') out.add(value.card);
}

function addCards(value: unknown, out: Set<string>): void {
  if (!Array.isArray(value)) return;
  for (const item of value) {
    addRef(item, out);
    if (isRecord(item)) {
      addCards(item.upgrades, out);
      addCards(item.capturedUnits, out);
    }
  }
}

/**
 * Every card ref the state names (internal names or set codes), Karabast's defaults for missing leader, base and
 * deck included, sorted. Refs defined by the state's own customCards are included too: the caller may skip them.
 */
export function collectCardRefs(input: unknown): string[] {
  const out = new Set<string>();
  if (!isRecord(input)) return [];
  const defaults = input.karabastDefaults !== false;
  for (const player of ['player1', 'player2'] as const) {
    const alias = player === 'player1' ? 'reportingPlayer' : 'opponent';
    const p = input[player] ?? input[alias] ?? {};
    if (!isRecord(p)) continue;
    for (const zone of ['groundArena', 'spaceArena', 'hand', 'discard', 'resources', 'deck']) addCards(p[zone], out);
    for (const single of ['leader', 'base'] as const) {
      const value = p[single] ?? (!defaults ? undefined : single === 'leader' ? DEFAULT_LEADER[player] : DEFAULT_BASE[player]);
      addRef(value, out);
      if (isRecord(value)) addCards(value.upgrades, out);
    }
    const fillsWithFiller = (v: unknown) => (defaults && (v === undefined || v === null)) || typeof v === 'number';
    if (fillsWithFiller(p.deck) || typeof p.hand === 'number') out.add(FILLER_CARD);
  }
  return [...out].sort();
}

/** Ids and internal names of the state's inline cards: refs a loader need not fetch from the catalog. */
export function customCardRefs(input: unknown): string[] {
  if (!isRecord(input) || !Array.isArray(input.customCards)) return [];
  const out: string[] = [];
  for (const card of input.customCards) {
    if (!isRecord(card)) continue;
    if (typeof card.id === 'string') out.push(card.id);
    if (typeof card.internalName === 'string') out.push(card.internalName);
  }
  return out;
}
