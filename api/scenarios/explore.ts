// explore(input): every combination of answers to a request's prompts, up to a limit (engine/core/explore.ts).
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { explore } from '../../engine/scenarios.js';
import { ExploreInput, Exploration } from '../../schema/scenarios/types.js';
import type { ApiContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { engineFor } from '../engine/engine.js';
import { EXPLORE_RUNS_PER_REQUEST, logFor, memoOf } from './context.js';
import { fieldErrors, readChoices, type FieldError } from './fields.js';

export const DEFAULT_EXPLORE_LIMIT = 200;

@Resolver()
export class ExploreResolver {
  @Query(() => Exploration, {
    description:
      'Resolves a state and action under every combination of answers to its prompts (orders, targets, may / may not), depth first, up to `limit` ' +
      'engine runs, and returns the distinct end states, one sequence of answers reaching each, and which prompts decided the difference. ' +
      `\`complete: false\` says the limit cut the search. One request spends at most ${EXPLORE_RUNS_PER_REQUEST} runs in all.`,
  })
  async explore(@Ctx() ctx: ApiContext, @Arg('input', () => ExploreInput) input: ExploreInput) {
    const limit = input.limit ?? DEFAULT_EXPLORE_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > EXPLORE_RUNS_PER_REQUEST) {
      throw badUserInput('input.limit', `limit is 1 to ${EXPLORE_RUNS_PER_REQUEST} engine runs`, { value: input.limit });
    }
    const errors: FieldError[] = [];
    const choices = readChoices(input.choices?.map((c) => (c.prompt != null ? { prompt: c.prompt, options: c.options } : { options: c.options })), 'input.choices', errors);
    if (errors.length > 0) throw fieldErrors(errors);
    const memo = memoOf(ctx);
    // Aliased explores share the request's budget: the last ones get what is left (and say they were cut).
    const budget = Math.min(limit, memo.exploreRuns);
    if (budget === 0) throw badUserInput('input.limit', `this request already spent its ${EXPLORE_RUNS_PER_REQUEST} engine runs on explore`);
    const cards = await engineFor(input.game).loadCards(ctx.prisma, input.state);
    const result = explore({ game: input.game, state: input.state, action: input.action, choices }, cards, { limit: budget });
    memo.exploreRuns -= result.runs;
    return { ...result, endStates: result.endStates.map((e) => ({ ...e, log: logFor(e.log, input.game) })) };
  }
}
