// Saved scenarios over GraphQL: scenario(id), scenarios(filter, first, after), saveScenario, importScenarios,
// exportScenarios, assertionKinds, and a scenario's derived fields (cards, rules, today's result, outdated,
// differences, engineAgrees, history). Reads are public; writes need an API key (api/auth/keys.ts).
import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { assertionKinds } from '../../engine/scenarios.js';
import type { Prisma, Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import { Card, Ruling } from '../../schema/types/card.js';
import type { Connection } from '../../schema/types/connection.js';
import { Game } from '../../schema/types/enums.js';
import { Rule } from '../../schema/types/rule.js';
import { rowIdCandidates } from '../global-id.js';
import type { ResolveStatus } from '../../schema/engine/types.js';
import {
  AssertionKindInfo, AssertionResult, ImportScenariosResult, ResultDifference, Scenario, ScenarioConnection, ScenarioFilter,
  ScenarioInput, ScenarioResult, ScenarioRevision,
} from '../../schema/scenarios/types.js';
import type { ApiContext } from '../context.js';
import { badUserInput, notFound } from '../errors.js';
import { pageArgs, selectsTotal, toConnection, type Page } from '../pagination.js';
import { checkText } from '../text-input.js';
import { differencesOf, refreshStale } from './check.js';
import { MAX_COLLECTION_SCENARIOS, parseCollection } from './collection.js';
import { logFor } from '../engine/log.js';
import { checkFor, memoOf, versionsOf, writer } from './context.js';
import { exportCollection } from './export.js';
import { fieldErrors, readScenarioFields, type ScenarioFields } from './fields.js';
import type { StoredResult } from './run.js';
import { importPrepared, prepare, saveScenario, SHARE_ID_LENGTH } from './store.js';
import { splitVersions } from './versions.js';

const RULE_NUMBER = /^\d+(\.\d+)*[A-Za-z]?$/;
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

function resultFor(result: StoredResult, versions: string, game: string): ScenarioResult {
  const { engine, catalog } = splitVersions(versions);
  return {
    engineVersion: engine, catalogVersion: catalog, status: result.status as ResolveStatus, state: result.state, prompt: result.prompt,
    asked: result.asked.map((a) => ({ prompt: a.prompt, answer: a.answer ? { prompt: a.answer.prompt ?? null, options: a.answer.options } : null })),
    log: logFor(result.log, game), errors: result.errors,
    unsupported: result.unsupported as ScenarioResult['unsupported'], complete: result.complete,
  };
}

/** The filter's conditions except `outdated` and `agrees` (those need today's checks first). */
function whereOf(filter: ScenarioFilter | null | undefined): Prisma.ScenarioWhereInput[] {
  const and: Prisma.ScenarioWhereInput[] = [];
  if (!filter) return and;
  for (const field of ['card', 'rule', 'ruling', 'tag', 'owner'] as const) checkText(`filter.${field}`, filter[field], 200);
  if (filter.game) and.push({ gameId: filter.game });
  if (filter.card) and.push({ cards: { some: { cardId: { in: rowIdCandidates('Card', filter.card) } } } });
  if (filter.rule) {
    const number = filter.rule.trim();
    if (!RULE_NUMBER.test(number)) throw badUserInput('filter.rule', `"${filter.rule}" is not a rule number like "7.6.10"`);
    // The rule, its dotted sub-rules ("7.6" -> "7.6.10") and its lettered ones ("1.16.5" -> "1.16.5E"), not "7.60".
    const numbers = { OR: [{ number: { in: [number, ...LETTERS.map((l) => `${number}${l}`)] } }, { number: { startsWith: `${number}.` } }] };
    and.push({ rules: { some: filter.game ? { gameId: filter.game, ...numbers } : numbers } });
  }
  if (filter.ruling) and.push({ rulingIds: { hasSome: rowIdCandidates('Ruling', filter.ruling) } });
  if (filter.tag) and.push({ tags: { has: filter.tag.trim().toLowerCase() } });
  if (filter.owner) and.push({ owner: filter.owner });
  return and;
}

const ORDER: Prisma.ScenarioOrderByWithRelationInput[] = [{ updatedAt: 'desc' }, { id: 'asc' }];

export async function scenarioPage(ctx: ApiContext, where: Prisma.ScenarioWhereInput, page: Page, withTotal: boolean): Promise<Connection<ScenarioRow>> {
  const [nodes, totalCount] = await Promise.all([
    page.take === 0 ? Promise.resolve([]) : ctx.prisma.scenario.findMany({ where, orderBy: ORDER, skip: page.skip, take: page.take }),
    withTotal ? ctx.prisma.scenario.count({ where }) : Promise.resolve(-1),
  ]);
  return toConnection(nodes, page, totalCount);
}

/** Rows matching a filter, today's checks refreshed first when it asks for `outdated` or `agrees`. */
async function filtered(ctx: ApiContext, filter: ScenarioFilter | null | undefined): Promise<Prisma.ScenarioWhereInput> {
  const and = whereOf(filter);
  if (filter?.outdated != null || filter?.agrees != null) {
    await refreshStale(ctx.prisma, { AND: and }, await versionsOf(ctx));
    if (filter.outdated != null) and.push({ outdated: filter.outdated });
    if (filter.agrees != null) and.push({ agrees: filter.agrees });
  }
  return { AND: and };
}

function fieldsOf(input: Record<string, unknown>, at: (field: string) => string): ScenarioFields {
  const { fields, errors } = readScenarioFields(input, at);
  if (!fields) throw fieldErrors(errors);
  return fields;
}

@Resolver(() => Scenario)
export class ScenarioResolver {
  @Query(() => Scenario, { description: 'A saved scenario by its share id' })
  async scenario(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<ScenarioRow> {
    checkText('id', id, 200);
    const row = await ctx.prisma.scenario.findUnique({ where: { id } });
    if (!row) throw notFound(`No scenario with id "${id}"`, { field: 'id' });
    return row;
  }

  @Query(() => ScenarioConnection, { description: 'Saved scenarios, most recently changed first' })
  async scenarios(
    @Ctx() ctx: ApiContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => ScenarioFilter, { nullable: true }) filter?: ScenarioFilter | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 0 to 100 (default 20)' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Connection<ScenarioRow>> {
    const page = pageArgs(first, after);
    return scenarioPage(ctx, await filtered(ctx, filter), page, selectsTotal(info));
  }

  @Query(() => [AssertionKindInfo], { description: "The assertion kinds a game's expected outcomes may use" })
  assertionKinds(@Arg('game', () => Game) game: Game): AssertionKindInfo[] {
    return assertionKinds(game);
  }

  @Query(() => GraphQLJSON, { description: `The scenarios matching \`filter\` as one collection file (our JSON format), at most ${MAX_COLLECTION_SCENARIOS}` })
  async exportScenarios(
    @Ctx() ctx: ApiContext,
    @Arg('filter', () => ScenarioFilter, { nullable: true }) filter?: ScenarioFilter | null,
    @Arg('description', () => String, { nullable: true }) description?: string | null,
  ): Promise<unknown> {
    checkText('description', description, 5000);
    const collection = await exportCollection(ctx.prisma, await filtered(ctx, filter), MAX_COLLECTION_SCENARIOS, description ?? undefined);
    if (!collection) throw badUserInput('filter', `more than ${MAX_COLLECTION_SCENARIOS} scenarios match: narrow the filter (by owner, tag, game...)`);
    return collection;
  }

  @Mutation(() => Scenario, {
    description: 'Creates a scenario (without `id`) or updates one of your own (with `id`; send `version` to refuse overwriting a newer save). ' +
      'Checked and run on today\'s engine before anything is written. Needs an API key.',
  })
  async saveScenario(@Ctx() ctx: ApiContext, @Arg('input', () => ScenarioInput) input: ScenarioInput): Promise<ScenarioRow> {
    const key = writer(ctx);
    if (input.id != null) checkText('input.id', input.id, SHARE_ID_LENGTH * 2);
    const raw = { ...input, choices: input.choices?.map((c) => (c.prompt != null ? { prompt: c.prompt, options: c.options } : { options: c.options })) };
    const at = (field: string) => `input.${field}`;
    const prepared = await prepare(ctx.prisma, fieldsOf(raw, at), at, await versionsOf(ctx));
    return saveScenario(ctx.prisma, key, prepared, { id: input.id, version: input.version }, ctx.writeLimiter.settings);
  }

  @Mutation(() => ImportScenariosResult, {
    description: 'Imports a collection file (our JSON format) as your scenarios, in one transaction: each `ref` creates your scenario with that ref or updates it. Needs an API key.',
  })
  async importScenarios(@Ctx() ctx: ApiContext, @Arg('collection', () => GraphQLJSON) collection: unknown) {
    const parsed = parseCollection(collection);
    if (parsed.errors.length > 0) throw fieldErrors(parsed.errors.map((e) => ({ ...e, path: `collection${e.path.slice(1)}` })));
    const key = writer(ctx, Math.max(1, Math.ceil(parsed.scenarios.length / ctx.writeLimiter.settings.importScenariosPerWrite)));
    const versions = await versionsOf(ctx);
    const prepared = [];
    for (const [i, fields] of parsed.scenarios.entries()) prepared.push(await prepare(ctx.prisma, fields, (f) => `collection.scenarios[${i}].${f}`, versions));
    return importPrepared(ctx.prisma, key, prepared, ctx.writeLimiter.settings);
  }

  @FieldResolver(() => [String], { description: 'Ids of the cards it involves: named by its state, or in a step or prompt of its resolution' })
  cardIds(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<string[]> {
    return memoOf(ctx).cardIds.load(row.id);
  }

  @FieldResolver(() => [Card], { description: 'The cards it involves that the catalog holds' })
  async cards(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext) {
    const found = await ctx.loaders.cardById.loadMany(await memoOf(ctx).cardIds.load(row.id));
    return found.filter((c) => c != null && !(c instanceof Error));
  }

  @FieldResolver(() => [String], { description: 'Numbers of the rules its resolution applied' })
  async ruleNumbers(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<string[]> {
    return (await memoOf(ctx).ruleIds.load(row.id)).map((id) => id.slice(id.indexOf(':') + 1));
  }

  @FieldResolver(() => [Rule], { description: 'The rule entries its resolution applied, once the rules are imported' })
  async rules(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext) {
    const found = await ctx.loaders.ruleById.loadMany(await memoOf(ctx).ruleIds.load(row.id));
    return found.filter((r) => r != null && !(r instanceof Error));
  }

  @FieldResolver(() => [Ruling], { description: 'The rulings it illustrates (those still in the catalog)' })
  rulings(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext) {
    return row.rulingIds.length === 0 ? [] : ctx.prisma.ruling.findMany({ where: { id: { in: row.rulingIds } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
  }

  @FieldResolver(() => ScenarioResult, { description: "The result as recorded when it was last saved, with the engine version that produced it" })
  recorded(@Root() row: ScenarioRow): ScenarioResult {
    return resultFor(row.recorded as unknown as StoredResult, row.recordedWith, row.gameId);
  }

  @FieldResolver(() => ScenarioResult, { description: "Today's result: recomputed when the engine or the catalog changed since it was last computed" })
  async result(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<ScenarioResult> {
    const check = await checkFor(ctx, row);
    return resultFor(check.result, check.with, row.gameId);
  }

  @FieldResolver(() => Boolean, { description: "Today's result differs from the recorded one (see `differences`); save it again to record today's" })
  async outdated(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<boolean> {
    return (await checkFor(ctx, row)).outdated;
  }

  @FieldResolver(() => [ResultDifference], { description: "Where today's result differs from the recorded one (at most 50 places)" })
  async differences(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<ResultDifference[]> {
    return differencesOf(row, await checkFor(ctx, row)).map((d) => ({ path: d.path, recorded: d.left, current: d.right }));
  }

  @FieldResolver(() => Boolean, { nullable: true, description: "Its expected outcome holds on today's engine; null when it has none" })
  async engineAgrees(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<boolean | null> {
    return (await checkFor(ctx, row)).agrees;
  }

  @FieldResolver(() => [AssertionResult], { description: "Each assertion of the expected outcome, checked on today's result" })
  async assertions(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext): Promise<AssertionResult[]> {
    return (await checkFor(ctx, row)).assertions;
  }

  @FieldResolver(() => [ScenarioRevision], { description: 'Every change, newest first' })
  history(@Root() row: ScenarioRow, @Ctx() ctx: ApiContext) {
    return ctx.prisma.scenarioRevision.findMany({ where: { scenarioId: row.id }, orderBy: { version: 'desc' } });
  }
}
