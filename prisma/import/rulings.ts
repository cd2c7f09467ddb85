// Per-card rulings JSON ({ meta: { fuente, descargado }, porId: { uuid: { nombre, set, num, rulings[] } } }).
// Rulings are matched to cards by set and number; cardRef keeps that reference even when the card is not in the
// catalog (yet), and the card import links them when the card arrives.
import { fail, ImportError, type RecordContext } from './errors.js';
import { contentHash, optString, padNumber, reqString, setCode } from './normalise.js';
import { type RulingRecord } from './records.js';

export const SWUAPI_SOURCE = 'api.swuapi.com';

export function isRulingsJson(json: unknown): boolean {
  return !!json && typeof json === 'object' && !Array.isArray(json) && 'porId' in json;
}

export function rulingId(gameId: string, source: string, cardRef: string, position: number, text: string): string {
  return contentHash([gameId, source, cardRef, position, text]).slice(0, 32);
}

export function parseRulings(
  file: string,
  json: unknown,
  gameId = 'SWU',
): { source: string; rulings: RulingRecord[]; warnings: string[]; read: number } {
  const doc = json as { meta?: unknown; porId?: unknown };
  const meta = (doc.meta ?? {}) as Record<string, unknown>;
  const metaCtx: RecordContext = { file, record: 'meta' };
  const source = optString(metaCtx, 'fuente', meta.fuente) ?? SWUAPI_SOURCE;
  const downloaded = optString(metaCtx, 'descargado', meta.descargado);
  if (downloaded !== null && Number.isNaN(Date.parse(downloaded))) fail(metaCtx, 'descargado', `not a date: ${downloaded}`);
  if (!doc.porId || typeof doc.porId !== 'object' || Array.isArray(doc.porId)) {
    throw new ImportError(file, 'expected an object of cards', undefined, 'porId');
  }
  const entries = Object.entries(doc.porId as Record<string, unknown>);
  const positions = new Map<string, number>();
  const rulings: RulingRecord[] = [];
  for (const [key, raw] of entries) {
    const ctx: RecordContext = { file, record: `porId[${JSON.stringify(key)}]` };
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(ctx, '(record)', 'expected an object');
    const r = raw as Record<string, unknown>;
    const cardRef = `${setCode(ctx, 'set', r.set)}_${padNumber(ctx, 'num', r.num)}`;
    if (!Array.isArray(r.rulings)) fail(ctx, 'rulings', 'expected a list');
    r.rulings.forEach((text: unknown, i: number) => {
      const body = reqString(ctx, `rulings[${i}]`, text);
      // Two source records can share a card (front and back); positions continue so both sets of rulings are kept.
      const position = positions.get(cardRef) ?? 0;
      positions.set(cardRef, position + 1);
      rulings.push({
        id: rulingId(gameId, source, cardRef, position, body),
        cardRef,
        text: body,
        source,
        date: downloaded ? new Date(downloaded).toISOString().slice(0, 10) : null,
        position,
      });
    });
  }
  return { source, rulings, warnings: [], read: entries.length };
}
