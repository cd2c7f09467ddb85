// Saving scenarios: checked before anything is written (the fields, the state by the engine, choices that answer
// its prompts, ruling ids that exist), run on today's engine, then written in one transaction with the cards and
// rules it involves and a revision (who changed what, when). Two saves of one scenario cannot both build on the
// same version: the update is conditional on it, and the revision's primary key is (scenario, version).
import type { GraphQLError } from 'graphql';
import type { EngineError } from '../../engine/api.js';
import { canonicalJson, type ScenarioRun } from '../../engine/scenarios.js';
import { Prisma, type PrismaClient, type Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import type { ApiKeyIdentity } from '../auth/keys.js';
import { engineFor } from '../engine/engine.js';
import { rowIdCandidates } from '../global-id.js';
import { apiError, badUserInput, notFound } from '../errors.js';
import { randomBase62 } from '../random-id.js';
import { fieldErrors, type ScenarioFields } from './fields.js';
import { agreement, runOnToday, storedResult, type StoredCheck, type StoredResult } from './run.js';
import type { Versions } from './versions.js';

export const SHARE_ID_LENGTH = 12;

type Tx = Prisma.TransactionClient;

/** A scenario checked and run, ready to write. */
export interface Prepared {
  fields: ScenarioFields;
  run: ScenarioRun;
  versions: Versions;
  recorded: StoredResult;
  check: StoredCheck;
  agrees: boolean | null;
}

/** "$.player1.hand[2]" under `input.state` -> "input.state.player1.hand[2]". */
const under = (base: string, path: string) => (path === '$' ? base : `${base}${path.slice(1)}`);

function engineErrors(base: string, errors: EngineError[]): GraphQLError {
  return fieldErrors(errors.map((e) => ({ code: e.code, path: under(base, e.path), message: e.message })));
}

/** Checks a scenario against the engine and the catalog and runs it; `at(field)` names fields in the caller's terms. */
export async function prepare(prisma: PrismaClient, fields: ScenarioFields, at: (field: string) => string, versions: Versions): Promise<Prepared> {
  const engine = engineFor(fields.game);
  const cards = await engine.loadCards(prisma, fields.state);
  const validation = engine.validateState(fields.game, fields.state, cards);
  if (validation.errors.some((e) => e.code === 'UNSUPPORTED_GAME')) {
    throw apiError('UNSUPPORTED', `${fields.game} scenarios cannot be saved yet: the engine has no ${fields.game} state format`, { field: at('game') });
  }
  if (!validation.valid) throw engineErrors(at('state'), validation.errors);

  const run = await runOnToday(prisma, fields);
  const badChoices = run.result.errors.filter((e) => e.code === 'BAD_CHOICE');
  // Their paths are "$.choices[n]": under the scenario itself.
  if (badChoices.length > 0) throw engineErrors(at('choices').slice(0, -'.choices'.length), badChoices);

  if (fields.rulings.length > 0) {
    // A ruling is named by its global id ("Ruling:SWU:<id>") or its id as stored; the stored id is kept.
    const candidates = fields.rulings.map((ref) => rowIdCandidates('Ruling', ref));
    const found = await prisma.ruling.findMany({ where: { id: { in: candidates.flat() } }, select: { id: true, gameId: true } });
    const byId = new Map(found.map((r) => [r.id, r.gameId]));
    const resolved = candidates.map((ids) => ids.find((id) => byId.has(id)));
    const wrong = resolved.findIndex((id) => id === undefined || byId.get(id) !== fields.game);
    if (wrong !== -1) {
      const ref = fields.rulings[wrong]!;
      throw badUserInput(`${at('rulings')}[${wrong}]`, resolved[wrong] ? `ruling ${ref} is about another game` : `no ruling with id "${ref}" (see card { rulings { id } })`);
    }
    fields = { ...fields, rulings: resolved as string[] };
  }
  const recorded = storedResult(run);
  return { fields, run, versions, recorded, check: { result: recorded, assertions: run.assertions }, agrees: agreement(run.assertions, fields.expected) };
}

/** The columns a prepared scenario writes (not its identity, owner or version). */
function columns(p: Prepared) {
  const f = p.fields;
  return {
    ref: f.ref, title: f.title, description: f.description, tags: f.tags,
    state: f.state as Prisma.InputJsonValue, action: f.action as Prisma.InputJsonValue, choices: f.choices as unknown as Prisma.InputJsonValue,
    expected: f.expected === null ? Prisma.DbNull : (f.expected as unknown as Prisma.InputJsonValue),
    rulingIds: f.rulings,
    recorded: p.recorded as unknown as Prisma.InputJsonValue, recordedWith: p.versions.key,
    checked: p.check as unknown as Prisma.InputJsonValue, checkedWith: p.versions.key, outdated: false, agrees: p.agrees,
  };
}

/** Fields a revision compares, as stored. */
const TRACKED = ['ref', 'title', 'description', 'tags', 'state', 'action', 'choices', 'expected', 'rulingIds'] as const;

function changesFrom(row: ScenarioRow, p: Prepared): { changes: string[]; previous: Record<string, unknown> } {
  const next = columns(p);
  const changes: string[] = [];
  const previous: Record<string, unknown> = {};
  for (const field of TRACKED) {
    const after = next[field] === Prisma.DbNull ? null : next[field];
    if (canonicalJson(row[field]) !== canonicalJson(after)) {
      changes.push(field);
      previous[field] = row[field];
    }
  }
  // The same scenario saved again records today's result: that is a change too when the result differs.
  if (canonicalJson(row.recorded) !== canonicalJson(p.recorded) || row.recordedWith !== p.versions.key) {
    changes.push('recorded');
    previous.recorded = { with: row.recordedWith, status: (row.recorded as unknown as StoredResult).status };
  }
  return { changes, previous };
}

async function writeLinks(tx: Tx, id: string, p: Prepared, replace: boolean): Promise<void> {
  if (replace) {
    await tx.scenarioCard.deleteMany({ where: { scenarioId: id } });
    await tx.scenarioRule.deleteMany({ where: { scenarioId: id } });
  }
  const game = p.fields.game;
  if (p.run.cards.length > 0) await tx.scenarioCard.createMany({ data: p.run.cards.map((cardId) => ({ scenarioId: id, cardId })) });
  if (p.run.rules.length > 0) {
    await tx.scenarioRule.createMany({ data: p.run.rules.map((number) => ({ scenarioId: id, ruleId: `${game}:${number}`, gameId: game, number })) });
  }
}

/**
 * The name of the unique constraint a write violated ("Scenario_owner_ref_key"); undefined for any other error. The
 * two adapters describe it differently (PostgreSQL's: the index; PGlite's: the fields), but both pass on
 * PostgreSQL's own message, which names it.
 */
function violatedConstraint(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return undefined;
  const cause = (error.meta as { driverAdapterError?: { cause?: { constraint?: { index?: string }; originalMessage?: string } } } | undefined)?.driverAdapterError?.cause;
  return cause?.constraint?.index ?? /unique constraint "([^"]+)"/.exec(cause?.originalMessage ?? '')?.[1];
}

async function createIn(tx: Tx, key: ApiKeyIdentity, p: Prepared, at: (field: string) => string): Promise<ScenarioRow> {
  if (p.fields.ref !== null) {
    const taken = await tx.scenario.findUnique({ where: { owner_ref: { owner: key.owner, ref: p.fields.ref } }, select: { id: true } });
    if (taken) throw apiError('CONFLICT', `${key.owner} already has a scenario with ref "${p.fields.ref}" (${taken.id}); send its id to update it`, { field: at('ref'), id: taken.id });
  }
  const id = randomBase62(SHARE_ID_LENGTH);
  const row = await tx.scenario.create({
    data: { id, gameId: p.fields.game, owner: key.owner, ...columns(p), version: 1, createdByKey: key.id, updatedByKey: key.id },
  });
  await writeLinks(tx, id, p, false);
  await tx.scenarioRevision.create({ data: { scenarioId: id, version: 1, keyId: key.id, owner: key.owner, changes: ['created'], previous: Prisma.DbNull } });
  return row;
}

class LostRace extends Error {}

/** Updates `current` (as read in this transaction) to the prepared content; a concurrent save makes it a LostRace. */
async function updateIn(tx: Tx, key: ApiKeyIdentity, current: ScenarioRow, p: Prepared, at: (field: string) => string): Promise<ScenarioRow> {
  if (current.gameId !== p.fields.game) throw badUserInput(at('game'), `scenario ${current.id} is a ${current.gameId} scenario; its game cannot change`);
  const { changes, previous } = changesFrom(current, p);
  if (changes.length === 0) return current;
  const version = current.version + 1;
  const { count } = await tx.scenario.updateMany({
    where: { id: current.id, version: current.version },
    data: { ...columns(p), version, updatedAt: new Date(), updatedByKey: key.id },
  });
  if (count === 0) throw new LostRace();
  await writeLinks(tx, current.id, p, true);
  await tx.scenarioRevision.create({ data: { scenarioId: current.id, version, keyId: key.id, owner: key.owner, changes, previous: previous as Prisma.InputJsonValue } });
  return (await tx.scenario.findUnique({ where: { id: current.id } }))!;
}

function forbidden(id: string, owner: string): GraphQLError {
  return apiError('FORBIDDEN', `scenario ${id} belongs to ${owner}: only that owner's API keys can change it`, { field: 'input.id' });
}

export interface SaveTarget {
  /** Update this scenario; absent to create one. */
  id?: string | null;
  /** The version the client last read: a save from an older one is refused (CONFLICT) instead of overwriting. */
  version?: number | null;
}

/**
 * Creates or updates one scenario. Without `version`, an update that loses a race with another save is retried on
 * top of it (both are kept, in order); with `version`, it is refused with CONFLICT.
 */
export async function saveScenario(
  prisma: PrismaClient, key: ApiKeyIdentity, p: Prepared, target: SaveTarget, limits: { scenariosPerOwner: number },
): Promise<ScenarioRow> {
  const at = (field: string) => `input.${field}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prisma.$transaction(async (tx) => {
        if (!target.id) {
          const owned = await tx.scenario.count({ where: { owner: key.owner } });
          if (owned >= limits.scenariosPerOwner) throw apiError('LIMIT_EXCEEDED', `${key.owner} already has ${owned} scenarios, the most one owner may keep`, { limit: limits.scenariosPerOwner });
          return createIn(tx, key, p, at);
        }
        const current = await tx.scenario.findUnique({ where: { id: target.id } });
        if (!current) throw notFound(`No scenario with id "${target.id}"`, { field: 'input.id' });
        if (current.owner !== key.owner) throw forbidden(current.id, current.owner);
        if (target.version != null && target.version !== current.version) {
          throw apiError('CONFLICT', `scenario ${current.id} is at version ${current.version}, not ${target.version}: read it again and re-apply your change`, { field: 'input.version', currentVersion: current.version });
        }
        return updateIn(tx, key, current, p, at);
      });
    } catch (error) {
      const constraint = violatedConstraint(error);
      // Another save got there first: the same version of this scenario, or (once in 62^12) the same new share id.
      const raced = error instanceof LostRace || constraint === 'ScenarioRevision_pkey' || constraint === 'Scenario_pkey';
      if (raced && attempt < 5 && (target.version == null || !target.id)) continue;
      if (raced) throw apiError('CONFLICT', `scenario ${target.id} was changed by another save meanwhile: read it again and re-apply your change`, { field: 'input.version' });
      if (constraint === 'Scenario_owner_ref_key') throw apiError('CONFLICT', `${key.owner} already has a scenario with ref "${p.fields.ref}"`, { field: 'input.ref' });
      throw error;
    }
  }
}

export interface ImportOutcome {
  created: ScenarioRow[];
  updated: ScenarioRow[];
  unchanged: ScenarioRow[];
}

/** Writes a prepared collection in one transaction: each ref creates the owner's scenario or updates it; all or nothing. */
export async function importPrepared(prisma: PrismaClient, key: ApiKeyIdentity, entries: Prepared[], limits: { scenariosPerOwner: number }): Promise<ImportOutcome> {
  try {
    return await importInTransaction(prisma, key, entries, limits);
  } catch (error) {
    // A save or another import changed one of these scenarios meanwhile; nothing of this import was written.
    if (error instanceof LostRace || violatedConstraint(error) !== undefined) {
      throw apiError('CONFLICT', `another save changed ${key.owner}'s scenarios meanwhile; nothing was imported: import again`, { field: 'collection' });
    }
    throw error;
  }
}

function importInTransaction(prisma: PrismaClient, key: ApiKeyIdentity, entries: Prepared[], limits: { scenariosPerOwner: number }): Promise<ImportOutcome> {
  return prisma.$transaction(async (tx) => {
    const outcome: ImportOutcome = { created: [], updated: [], unchanged: [] };
    const existing = await tx.scenario.findMany({ where: { owner: key.owner, ref: { in: entries.map((e) => e.fields.ref!) } } });
    const byRef = new Map(existing.map((row) => [row.ref, row]));
    const owned = await tx.scenario.count({ where: { owner: key.owner } });
    const adding = entries.filter((e) => !byRef.has(e.fields.ref)).length;
    if (owned + adding > limits.scenariosPerOwner) {
      throw apiError('LIMIT_EXCEEDED', `${key.owner} has ${owned} scenarios; ${adding} more would pass the limit of ${limits.scenariosPerOwner}`, { limit: limits.scenariosPerOwner });
    }
    for (const [i, entry] of entries.entries()) {
      const at = (field: string) => `collection.scenarios[${i}].${field}`;
      const current = byRef.get(entry.fields.ref);
      if (!current) {
        outcome.created.push(await createIn(tx, key, entry, at));
        continue;
      }
      const row = await updateIn(tx, key, current, entry, at);
      (row === current ? outcome.unchanged : outcome.updated).push(row);
    }
    return outcome;
  });
}
