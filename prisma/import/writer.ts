// Writes parsed files to the database: one transaction per file, bulk statements (a JSON document expanded by
// jsonb_populate_recordset, so one round trip per table whatever the row count), and only rows whose content hash
// changed. The same code runs on PGlite and PostgreSQL.
import { type Prisma } from '../generated/client.js';
import { type Database } from '../database.js';
import { keywordId } from '../seed.js';
import { FFG_RULING_SOURCE } from './constants.js';
import { mergeCard, type MergedCard, type SourceRecords } from './merge.js';
import { contentHash } from './normalise.js';
import { type GameCard, type ParsedFile, type RuleRecord, type RulingRecord } from './records.js';

type Tx = Prisma.TransactionClient;

export interface WriteCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  /** Child rows written alongside (printings, keywords, rulings) by table. */
  children: Record<string, number>;
}

export interface WriteResult {
  counts: WriteCounts;
  changed: boolean;
  warnings: string[];
}

export type StepReporter = (fraction: number, label: string) => void;

/** Arbitrary constant, distinct from Prisma's migration lock. */
const IMPORT_LOCK_KEY = 72707370;

const TX_OPTIONS = { timeout: 10 * 60_000, maxWait: 60_000 };

const CARD_COLUMNS = [
  'gameId', 'set', 'number', 'internalName', 'name', 'subtitle', 'type', 'cost', 'unique', 'text', 'attributes',
  'searchText', 'searchTags', 'sources', 'contentHash',
] as const; // every column the importer owns for every game

/** The Card columns a search or a lookup compares (api/search/games.ts, api/loaders.ts). */
const CARD_SEARCH_COLUMNS = ['id', 'gameId', 'set', 'number', 'internalName', 'name', 'subtitle', 'type', 'cost', 'unique', 'engineStatus', 'searchText', 'searchTags'];

/** SWU's abilities are compiled from the text at import (prisma/import/abilities.ts); other games' are left alone. */
const SWU_ENGINE_COLUMNS = ['abilities', 'engineSupport', 'engineStatus'] as const;

const RULE_COLUMNS = ['gameId', 'number', 'kind', 'title', 'text', 'page', 'parentNumber', 'sortKey', 'version', 'notes', 'contentHash'] as const;

const q = (name: string) => `"${name}"`;

/**
 * Rows as a jsonb literal in the statement itself, dollar-quoted (no escaping; the tag is one the text does not
 * contain). Prisma serialises a raw query's parameters to JSON and parses them back before the driver sees them: for
 * megabytes of JSON in a string parameter, two slow passes that escape and unescape every quote.
 */
function rowsLiteral(rows: object[]): string {
  const json = JSON.stringify(rows);
  let tag = '$rows$';
  for (let n = 1; json.includes(tag); n++) tag = `$rows${n}$`;
  return `${tag}${json}${tag}::jsonb`;
}

async function insertRows(tx: Tx, table: string, rows: object[], onConflictDoNothing = false): Promise<number> {
  if (rows.length === 0) return 0;
  return tx.$executeRawUnsafe(
    `INSERT INTO ${q(table)} SELECT * FROM jsonb_populate_recordset(NULL::${q(table)}, ${rowsLiteral(rows)})` +
      (onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : ''),
  );
}

async function updateRows(tx: Tx, table: string, columns: readonly string[], rows: object[]): Promise<number> {
  if (rows.length === 0) return 0;
  const set = columns.map((c) => `${q(c)} = v.${q(c)}`).join(', ');
  return tx.$executeRawUnsafe(
    `UPDATE ${q(table)} AS t SET ${set} FROM jsonb_populate_recordset(NULL::${q(table)}, ${rowsLiteral(rows)}) AS v WHERE t.id = v.id`,
  );
}

const IDS = `(SELECT jsonb_array_elements_text($1::jsonb))`;

export async function writeParsed(
  db: Database,
  parsed: ParsedFile,
  meta: { source: string; checksum: string; startedAt: Date },
  step: StepReporter = () => {},
): Promise<WriteResult> {
  return db.prisma.$transaction(async (tx) => {
    // Two importers running at once would both see a card as missing and both insert it: take turns instead.
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', IMPORT_LOCK_KEY);
    let result: WriteResult;
    switch (parsed.format) {
      case 'swudb':
      case 'ffg':
      case 'game-cards':
        throw new Error('card files are written by writeCardFiles');
      case 'cr-json':
      case 'rules-pages':
        result = await writeRules(tx, parsed.game, parsed.rules, parsed.keywordRules, step);
        break;
      case 'rulings-json':
        result = await writeRulings(tx, parsed.game, parsed.source, parsed.rulings, step);
        break;
      case 'set-index':
      case 'reference':
        result = { counts: emptyCounts(), changed: false, warnings: [] };
        break;
    }
    await recordImport(tx, parsed, meta, result);
    step(1, 'done');
    return result;
  }, TX_OPTIONS);
}

export interface ImportMeta {
  source: string;
  checksum: string;
  startedAt: Date;
}

/** Completes a file's result with what its parser said, and records the run in Import. */
async function recordImport(tx: Tx, parsed: ParsedFile, meta: ImportMeta, result: WriteResult): Promise<void> {
  result.counts.read = parsed.read;
  result.warnings = [...parsed.warnings, ...result.warnings];
  await tx.import.create({
    data: {
      source: meta.source,
      format: parsed.format,
      checksum: meta.checksum,
      counts: { ...result.counts, warnings: result.warnings.length },
      changed: result.changed,
      startedAt: meta.startedAt,
      finishedAt: new Date(),
    },
  });
}

export type CardFile = { parsed: Extract<ParsedFile, { format: 'swudb' | 'ffg' | 'game-cards' }>; meta: ImportMeta };

/** How one game's card files become rows: the builder, and which rulings a rewritten card's sources own. */
function cardPlan(files: CardFile[]): { gameId: string; ids: string[]; build: CardBuilder; rulingSource: string | null } {
  const ids = new Set<string>();
  const first = files[0]!.parsed;
  if (first.format === 'game-cards') {
    const cards = files.flatMap((f) => (f.parsed.format === 'game-cards' ? f.parsed.cards : []));
    for (const c of cards) ids.add(c.card.id);
    return { gameId: first.game, ids: [...ids], build: premerged(cards), rulingSource: null };
  }
  // SWU: every source's record of a card, from every file of this run, merged once.
  const incoming = new Map<string, SourceRecords>();
  for (const { parsed } of files) {
    if (parsed.format === 'game-cards') continue;
    for (const card of parsed.cards) {
      ids.add(card.id);
      incoming.set(card.id, { ...incoming.get(card.id), [parsed.format]: card });
    }
  }
  return { gameId: SWU, ids: [...ids], build: (id, stored) => mergeCard(SWU, { ...stored, ...incoming.get(id) }), rulingSource: FFG_RULING_SOURCE };
}

const cardIdsOf = (parsed: CardFile['parsed']): string[] => (parsed.format === 'game-cards' ? parsed.cards.map((c) => c.card.id) : parsed.cards.map((c) => c.id));

/**
 * Writes the card files of one game together, in one transaction: each card is merged from all its sources (stored
 * ones and this run's) and written once, however many files name it. Each file still gets its own Import row and
 * counts (a card two files name counts in both).
 */
export async function writeCardFiles(db: Database, files: CardFile[], step: StepReporter = () => {}): Promise<WriteResult[]> {
  return db.prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', IMPORT_LOCK_KEY);
    const { gameId, ids, build, rulingSource } = cardPlan(files);
    const written = await writeCards(tx, gameId, ids, build, rulingSource, step);
    const results: WriteResult[] = [];
    for (const { parsed, meta } of files) {
      const counts = emptyCounts();
      const children = { printings: 0, keywords: 0, rulings: 0 };
      for (const id of new Set(cardIdsOf(parsed))) {
        const card = written.created.get(id) ?? written.updated.get(id);
        if (written.created.has(id)) counts.created++;
        else if (card) counts.updated++;
        else counts.unchanged++;
        if (card) {
          children.printings += card.printings.length;
          children.keywords += card.keywords.length;
          children.rulings += card.rulings.length;
        }
      }
      counts.children = children;
      const result = { counts, changed: counts.created + counts.updated > 0, warnings: [...written.warnings] };
      await recordImport(tx, parsed, meta, result);
      results.push(result);
    }
    step(1, 'done');
    return results;
  }, TX_OPTIONS);
}

function emptyCounts(): WriteCounts {
  return { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0, children: {} };
}

/**
 * Incoming rows against the stored ones (id -> version): the new rows, the rows whose version changed, and the stored
 * ids the incoming list no longer has. Fills the created/updated/deleted/unchanged counts.
 */
function diffWithStored<T extends { id: string }, V>(
  rows: T[],
  stored: Map<string, V>,
  version: (row: T) => V,
  counts: WriteCounts,
): { created: T[]; updated: T[]; removed: string[] } {
  const created = rows.filter((r) => !stored.has(r.id));
  const updated = rows.filter((r) => stored.has(r.id) && stored.get(r.id) !== version(r));
  const keep = new Set(rows.map((r) => r.id));
  const removed = [...stored.keys()].filter((id) => !keep.has(id));
  counts.created = created.length;
  counts.updated = updated.length;
  counts.deleted = removed.length;
  counts.unchanged = rows.length - created.length - updated.length;
  return { created, updated, removed };
}

const SWU = 'SWU';

/** Builds a card's row from what is stored for it (its sources' records) and what this file says. */
type CardBuilder = (id: string, stored: SourceRecords) => MergedCard;

/** Games with one source per card: the parser's rows are final. */
function premerged(cards: GameCard[]): CardBuilder {
  const byId = new Map(cards.map((c) => [c.card.id, { ...c, sourceRows: [] }]));
  return (id) => byId.get(id)!;
}

/** The cards written (by id) and what the writes said. */
interface WrittenCards {
  created: Map<string, MergedCard>;
  updated: Map<string, MergedCard>;
  warnings: string[];
}

async function writeCards(
  tx: Tx,
  gameId: string,
  ids: string[],
  build: CardBuilder,
  rulingSource: string | null,
  step: StepReporter,
): Promise<WrittenCards> {
  const warnings: string[] = [];
  step(0.05, 'reading existing cards');
  const existing = new Map(
    (
      await tx.$queryRawUnsafe<{ id: string; contentHash: string; sourceRecords: SourceRecords }[]>(
        `SELECT c.id, c."contentHash",
                coalesce(jsonb_object_agg(s.source, s.record) FILTER (WHERE s.source IS NOT NULL), '{}'::jsonb) AS "sourceRecords"
         FROM "Card" c LEFT JOIN "CardSource" s ON s."cardId" = c.id
         WHERE c.id IN ${IDS} GROUP BY c.id, c."contentHash"`,
        JSON.stringify(ids),
      )
    ).map((row) => [row.id, row]),
  );
  step(0.2, 'merging');
  const created: MergedCard[] = [];
  const updated: MergedCard[] = [];
  for (const id of ids) {
    const before = existing.get(id);
    const merged = build(id, before?.sourceRecords ?? {});
    if (!before) created.push(merged);
    else if (before.contentHash !== merged.card.contentHash) updated.push(merged);
  }
  const result = { created: new Map(created.map((m) => [m.card.id, m])), updated: new Map(updated.map((m) => [m.card.id, m])), warnings };
  if (created.length + updated.length === 0) return result;

  const updatedIds = JSON.stringify(updated.map((m) => m.card.id));
  if (updated.length > 0) {
    step(0.3, 'removing outdated printings, keywords and rulings');
    await tx.$executeRawUnsafe(`DELETE FROM "Printing" WHERE "cardId" IN ${IDS}`, updatedIds);
    await tx.$executeRawUnsafe(`DELETE FROM "CardKeyword" WHERE "cardId" IN ${IDS}`, updatedIds);
    await tx.$executeRawUnsafe(`DELETE FROM "CardSource" WHERE "cardId" IN ${IDS}`, updatedIds);
    if (rulingSource !== null) {
      await tx.$executeRawUnsafe(`DELETE FROM "Ruling" WHERE "cardId" IN ${IDS} AND source = $2`, updatedIds, rulingSource);
    }
    step(0.4, 'updating cards');
    await updateRows(tx, 'Card', gameId === SWU ? [...CARD_COLUMNS, ...SWU_ENGINE_COLUMNS] : CARD_COLUMNS, updated.map((m) => m.card));
  }
  step(0.5, 'inserting cards');
  await insertRows(tx, 'Card', created.map((m) => m.card));
  step(0.6, 'inserting source records');
  const all = [...created, ...updated];
  await insertRows(tx, 'CardSource', all.flatMap((m) => m.sourceRows));
  step(0.65, 'inserting printings');
  const printings = all.flatMap((m) => m.printings);
  const printingsWritten = await insertRows(tx, 'Printing', printings, true);
  if (printingsWritten < printings.length) {
    warnings.push(`${printings.length - printingsWritten} printing(s) skipped: their id is already used by another card`);
  }
  step(0.75, 'inserting keywords');
  const keywords = all.flatMap((m) =>
    m.keywords.map((k) => ({ cardId: m.card.id, keywordId: keywordId(gameId, k.name), position: k.position, value: k.value, text: k.text })),
  );
  await insertRows(tx, 'CardKeyword', keywords);
  step(0.85, 'inserting rulings');
  const rulings = all.flatMap((m) => m.rulings.map((r) => ({ ...r, gameId, cardId: m.card.id })));
  await insertRows(tx, 'Ruling', rulings);
  // Rulings imported before their card existed are linked now.
  await tx.$executeRawUnsafe(
    `UPDATE "Ruling" SET "cardId" = "cardRef" WHERE "cardId" IS NULL AND "cardRef" IN ${IDS}`,
    JSON.stringify(created.map((m) => m.card.id)),
  );
  // Fresh statistics, so the planner knows the catalog's size and picks its plans for searches accordingly (a freshly
  // created table is planned as if empty until autovacuum, which PGlite does not run, gets to it). Only the columns
  // searches compare: sampling the large JSON columns (abilities, attributes) was most of ANALYZE's time, and the
  // planner reads no statistics of them (searches reach into attributes through expressions).
  step(0.95, 'updating statistics');
  await tx.$executeRawUnsafe(`ANALYZE "Card" (${CARD_SEARCH_COLUMNS.map(q).join(', ')}), "CardKeyword", "Printing"`);
  return result;
}

async function writeRules(
  tx: Tx,
  gameId: string,
  rules: RuleRecord[],
  keywordRules: { name: string; ruleNumbers: string[] }[],
  step: StepReporter,
): Promise<WriteResult> {
  const counts = emptyCounts();
  step(0.1, 'reading existing rules');
  const existing = new Map(
    (await tx.rule.findMany({ where: { gameId }, select: { id: true, contentHash: true } })).map((r) => [r.id, r.contentHash]),
  );
  const rows = rules.map((r) => {
    const { id, ...content } = r;
    return { id, gameId, ...content, notes: content.notes ?? null, contentHash: contentHash(content) };
  });
  // A rules document replaces the previous one: entries it no longer has are removed.
  const { created, updated, removed } = diffWithStored(rows, existing, (r) => r.contentHash, counts);
  step(0.4, 'writing rules');
  await insertRows(tx, 'Rule', created);
  await updateRows(tx, 'Rule', RULE_COLUMNS, updated);
  if (removed.length > 0) await tx.$executeRawUnsafe(`DELETE FROM "Rule" WHERE id IN ${IDS}`, JSON.stringify(removed));
  step(0.8, 'linking keywords to their rules');
  let keywordsUpdated = 0;
  const keywords = await tx.keyword.findMany({ where: { gameId } });
  for (const k of keywordRules) {
    const row = keywords.find((r) => r.id === keywordId(gameId, k.name));
    if (row && row.ruleNumbers.join('|') !== k.ruleNumbers.join('|')) {
      await tx.keyword.update({ where: { id: row.id }, data: { ruleNumbers: k.ruleNumbers } });
      keywordsUpdated++;
    }
  }
  counts.children = { keywords: keywordsUpdated };
  const changed = created.length + updated.length + removed.length + keywordsUpdated > 0;
  return { counts, changed, warnings: [] };
}

async function writeRulings(tx: Tx, gameId: string, source: string, rulings: RulingRecord[], step: StepReporter): Promise<WriteResult> {
  const counts = emptyCounts();
  const cardRefs = [...new Set(rulings.map((r) => r.cardRef))];
  step(0.1, 'reading existing rulings');
  const existing = new Map(
    (
      await tx.$queryRawUnsafe<{ id: string; date: Date | null }[]>(
        `SELECT id, date FROM "Ruling" WHERE source = $2 AND "gameId" = $3 AND "cardRef" IN ${IDS}`,
        JSON.stringify(cardRefs),
        source,
        gameId,
      )
    ).map((r) => [r.id, isoDate(r.date)]),
  );
  // A rulings file is the source's full list for the cards it covers: rulings it dropped for those cards go.
  const { created, updated, removed } = diffWithStored(rulings, existing, (r) => r.date, counts);
  step(0.4, 'writing rulings');
  if (created.length > 0) {
    await tx.$executeRawUnsafe(
      `INSERT INTO "Ruling" (id, "gameId", "cardId", "cardRef", text, source, date, position)
       SELECT v.id, $1, c.id, v."cardRef", v.text, v.source, v.date, v.position
       FROM jsonb_populate_recordset(NULL::"Ruling", ${rowsLiteral(created)}) AS v LEFT JOIN "Card" c ON c.id = v."cardRef"`,
      gameId,
    );
  }
  await updateRows(tx, 'Ruling', ['date'], updated);
  if (removed.length > 0) await tx.$executeRawUnsafe(`DELETE FROM "Ruling" WHERE id IN ${IDS}`, JSON.stringify(removed));
  const changed = created.length + updated.length + removed.length > 0;
  return { counts, changed, warnings: [] };
}

function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);
}
