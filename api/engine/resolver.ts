// The engine behind GraphQL: `resolve` (mutation), `validateState` and `stateSchema` (queries), and RuleRef.entry.
// A bad state, action or choice is an answer (status INVALID with every error), not a GraphQL error: only input
// that GraphQL itself cannot carry to the engine (too many choices, empty option ids) is BAD_USER_INPUT.
import { GraphQLJSON } from 'graphql-scalars';
import type { GraphQLResolveInfo, GraphQLSchema, SelectionSetNode } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ResolveResult as EngineResult, ValidationResult as EngineValidation } from '../../engine/api.js';
import { promptJsonSchema } from '../../engine/core/prompt-schema.js';
import {
  type ChoiceInput, type EngineError, type Prompt, ResolveInput, ResolveResult, type ResolveStatus, RuleRef, type UnsupportedKind,
  ValidationResult,
} from '../../schema/engine/types.js';
import { Game } from '../../schema/types/enums.js';
import { Rule } from '../../schema/types/rule.js';
import type { ApiContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { stateBytes } from '../limits.js';
import { LIMITS } from './choice-limits.js';
import { engineFor } from './engine.js';
import { logFor } from './log.js';
import { engineThreads, THREAD_STATE_BYTES } from './threads.js';

function checkChoices(choices: ChoiceInput[] | null | undefined): void {
  if (!choices) return;
  if (choices.length > LIMITS.choices) {
    throw badUserInput('input.choices', `At most ${LIMITS.choices} choices can be sent; got ${choices.length}`);
  }
  // Loops rather than forEach: this runs on every resolve, and tsx names each closure it makes.
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[i]!;
    if (choice.options.length > LIMITS.optionsPerChoice) {
      throw badUserInput(`input.choices[${i}].options`, `A choice has at most ${LIMITS.optionsPerChoice} options; got ${choice.options.length}`);
    }
    for (let j = 0; j < choice.options.length; j++) {
      const option = choice.options[j]!;
      if (option.length === 0 || option.length > LIMITS.idLength) {
        throw badUserInput(`input.choices[${i}].options[${j}]`, `An option id is 1 to ${LIMITS.idLength} characters long`);
      }
    }
    if (choice.prompt !== null && choice.prompt !== undefined && (choice.prompt.length === 0 || choice.prompt.length > LIMITS.idLength)) {
      throw badUserInput(`input.choices[${i}].prompt`, `A prompt id is 1 to ${LIMITS.idLength} characters long`);
    }
  }
}

/** Whether the query asks for `field` of this result: the derived view costs time, so it is computed only then. */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  for (const node of info.fieldNodes) if (selectsIn(node.selectionSet, field, info.fragments, undefined)) return true;
  return false;
}

/** A function of its own, not a closure: it runs on every resolve, and tsx names each closure it makes. */
function selectsIn(set: SelectionSetNode | undefined, field: string, fragments: GraphQLResolveInfo['fragments'], seen: Set<string> | undefined): boolean {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') {
      if (s.name.value === field) return true;
    } else if (s.kind === 'InlineFragment') {
      if (selectsIn(s.selectionSet, field, fragments, seen)) return true;
    } else if (!seen?.has(s.name.value)) {
      (seen ??= new Set()).add(s.name.value);
      if (selectsIn(fragments[s.name.value]?.selectionSet, field, fragments, seen)) return true;
    }
  }
  return false;
}

const answerOf = (c: ChoiceInput) => (c.prompt ? { prompt: c.prompt, options: c.options } : { options: c.options });

function toGraphQL(result: EngineResult, game: Game): ResolveResult {
  return {
    status: result.status as ResolveStatus,
    state: result.state,
    prompt: result.prompt ? (result.prompt as Prompt) : null,
    log: logFor(result.log, game),
    errors: result.errors as EngineError[],
    unsupported: result.unsupported ? { ...result.unsupported, kind: result.unsupported.kind as UnsupportedKind } : null,
    complete: result.complete,
    view: result.view ?? null,
  };
}

async function resolveMutation(input: ResolveInput, ctx: ApiContext, info: GraphQLResolveInfo): Promise<ResolveResult> {
  checkChoices(input.choices);
  const engine = engineFor(input.game);
  const request = {
    game: input.game,
    state: input.state,
    action: input.action,
    choices: (input.choices ?? []).map(answerOf),
    options: { stopAfterEachStep: input.options?.stopAfterEachStep ?? false, explain: input.options?.explain ?? false, view: selects(info, 'view') },
  };
  // The request's budget pays for the engine's time and for the state and log it sends back. A large state runs
  // on an engine thread, which is stopped when the budget runs out or the client goes away.
  if (stateBytes(input.state) > THREAD_STATE_BYTES) {
    const table = await engine.loadCardTable(ctx.prisma, input.state);
    return toGraphQL(await engineThreads.resolve(request, table, engine.starter, ctx.budget), input.game);
  }
  const cards = await engine.loadCards(ctx.prisma, input.state);
  const result = ctx.budget.measure(() => engine.resolve(request, cards));
  ctx.budget.chargeBytesOf(result.state, result.log);
  return toGraphQL(result, input.game);
}

/**
 * Root fields that answer the engine's results as they are: plain data, every leaf already of its GraphQL type
 * (the engine's types are the schema's), so api/direct-execution.ts need not serialise their leaves one by one.
 */
export const ENGINE_ANSWERS: ReadonlySet<string> = new Set(['resolve', 'validateState']);

const direct = new WeakSet<GraphQLSchema>();

/**
 * type-graphql turns the arguments of every call into instances of its input classes, walking its metadata for each
 * field of each input object; `resolve` reads plain values only and runs once per engine request, so it is called
 * with graphql's own coerced arguments instead (the schema, built from the class below, is unchanged). Call before
 * anything wraps the field (guardRootFields).
 */
export function resolveWithoutTypeGraphQL(schema: GraphQLSchema): void {
  const field = schema.getMutationType()?.getFields().resolve;
  if (!field || direct.has(schema)) return;
  direct.add(schema);
  field.resolve = (_source, args: { input?: ResolveInput }, ctx: ApiContext, info) => resolveMutation(args.input!, ctx, info);
}

@Resolver()
export class EngineResolver {
  @Mutation(() => ResolveResult, {
    description:
      'Runs the rules engine on a state and an action. Returns the resulting state, one log entry per step with the ' +
      'rule it applies, or the prompt a player must answer next (append the answer to `choices` and send again).',
  })
  resolve(@Arg('input', () => ResolveInput) input: ResolveInput, @Ctx() ctx: ApiContext, @Info() info: GraphQLResolveInfo): Promise<ResolveResult> {
    return resolveMutation(input, ctx, info);
  }

  @Query(() => ValidationResult, { description: 'Checks a state without resolving anything: every error, each with its JSON path' })
  async validateState(
    @Arg('game', () => Game) game: Game,
    @Arg('state', () => GraphQLJSON) state: unknown,
    @Ctx() ctx: ApiContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ValidationResult> {
    const engine = engineFor(game);
    let result: EngineValidation;
    if (stateBytes(state) > THREAD_STATE_BYTES) {
      result = await engineThreads.validate(game, state, await engine.loadCardTable(ctx.prisma, state), engine.starter, ctx.budget, selects(info, 'view'));
    } else {
      const cards = await engine.loadCards(ctx.prisma, state);
      result = ctx.budget.measure(() => engine.validateState(game, state, cards, { view: selects(info, 'view') }));
    }
    return { valid: result.valid, errors: result.errors as EngineError[], view: result.view ?? null };
  }

  @Query(() => GraphQLJSON, {
    nullable: true,
    description: "The game's state format as a JSON Schema (draft 2020-12); null for a game whose engine has none yet",
  })
  stateSchema(@Arg('game', () => Game) game: Game): unknown {
    return engineFor(game).stateSchema ?? null;
  }

  @Query(() => GraphQLJSON, {
    description: 'The prompt protocol (every game) as a JSON Schema (draft 2020-12): the kinds, the option fields, how "decline" works',
  })
  promptSchema(): unknown {
    return promptJsonSchema;
  }

  @Query(() => GraphQLJSON, {
    nullable: true,
    description: "The game's derived view (the `view` of resolve and validateState) as a JSON Schema (draft 2020-12); null for a game that has none yet",
  })
  viewSchema(@Arg('game', () => Game) game: Game): unknown {
    return engineFor(game).viewSchema ?? null;
  }
}

@Resolver(() => RuleRef)
export class RuleRefResolver {
  @FieldResolver(() => Rule, { nullable: true, description: 'The full rule from the catalog; null when the rules text is not imported' })
  entry(@Root() ref: RuleRef, @Ctx() ctx: ApiContext): Promise<unknown> {
    return ctx.loaders.ruleById.load(`${ref.game}:${ref.number}`);
  }
}

