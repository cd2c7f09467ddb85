// explore(input): every combination of answers to a request's prompts, up to a limit (engine/core/explore.ts).
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { explore } from '../../engine/scenarios.js';
import { ExploreInput, Exploration } from '../../schema/scenarios/types.js';
import type { ApiContext } from '../context.js';
import { badUserInput } from '../errors.js';
import { engineFor } from '../engine/engine.js';
import { logFor } from '../engine/log.js';
import { DEFAULT_EXPLORE_LIMIT, EXPLORE_RUNS_PER_REQUEST, memoOf } from './context.js';
import { fieldErrors, readChoices, type FieldError } from './fields.js';

/**
 * Each run reads the whole state, so runs cost in proportion to its size: at most this many bytes of state are run
 * per explore (a 6 KB state gets the full 1,000 runs, a 1 MB one 20).
 */
export const EXPLORE_STATE_BYTES = 20_000_000;

@Resolver()
export class ExploreResolver {
  @Query(() => Exploration, {
    description:
      'Resolves a state and action under every combination of answers to its prompts (orders, targets, may / may not), depth first, up to `limit` ' +
      'engine runs, and returns the distinct end states, one sequence of answers reaching each, and which prompts decided the difference. ' +
      `\`complete: false\` says the limit cut the search; \`limit\` is the one applied, lower than asked for a very large state or when ` +
      `the request has spent its ${EXPLORE_RUNS_PER_REQUEST} runs on other explores.`,
  })
  async explore(@Ctx() ctx: ApiContext, @Arg('input', () => ExploreInput) input: ExploreInput) {
    const limit = input.limit ?? DEFAULT_EXPLORE_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > EXPLORE_RUNS_PER_REQUEST) {
      throw badUserInput('input.limit', `limit is 1 to ${EXPLORE_RUNS_PER_REQUEST} engine runs`, { value: input.limit });
    }
    const errors: FieldError[] = [];
    const choices = readChoices(input.choices?.map((c) => (c.prompt != null ? { prompt: c.prompt, options: c.options } : { options: c.options })), 'input.choices', errors);
    if (errors.length > 0) throw fieldErrors(errors);
    const cards = await engineFor(input.game).loadCards(ctx.prisma, input.state);
    // From here to the end nothing awaits, so aliased explores take their share of the request's budget in turn.
    const memo = memoOf(ctx);
    const stateBytes = JSON.stringify(input.state ?? null).length;
    const budget = Math.min(limit, memo.exploreRuns, Math.max(1, Math.floor(EXPLORE_STATE_BYTES / stateBytes)));
    if (memo.exploreRuns === 0) throw badUserInput('input.limit', `this request already spent its ${EXPLORE_RUNS_PER_REQUEST} engine runs on explore`);
    const result = explore({ game: input.game, state: input.state, action: input.action, choices }, cards, { limit: budget });
    memo.exploreRuns -= result.runs;
    return { ...result, endStates: result.endStates.map((e) => ({ ...e, log: logFor(e.log, input.game) })) };
  }
}
