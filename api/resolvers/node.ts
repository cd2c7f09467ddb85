import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Node, NODE_TYPE } from '../../schema/types/node.js';
import type { ApiContext } from '../context.js';
import { badUserInput, notFound } from '../errors.js';
import { idCandidates, parseGlobalId, type NodeType } from '../global-id.js';
import { checkText, MAX_NAME_LENGTH } from '../text-input.js';

/** Most ids one `nodes` call takes: each is a lookup (batched per type, but still a row to load). */
export const MAX_NODE_IDS = 100;

type Row = { id: string; gameId: string };

/** Loads the row behind a global id through the request's batch loaders, or null when there is none. */
async function load(ctx: ApiContext, type: NodeType, game: string, key: string): Promise<Row | null> {
  const { loaders } = ctx;
  const inGame = (row: Row | null | undefined | Error): Row | null => (row && !(row instanceof Error) && row.gameId === game ? row : null);
  switch (type) {
    case 'Card':
      return (await loaders.cardById.loadMany(idCandidates(game, key))).map(inGame).find((row) => row !== null) ?? null;
    case 'Keyword':
      return inGame(await loaders.keywordById.load(`${game}:${key}`));
    case 'Rule':
      return inGame(await loaders.ruleById.load(`${game}:${key}`));
    case 'Ruling':
      return inGame(await loaders.rulingById.load(key));
  }
}

/** The node, tagged with its GraphQL type; a typed error (returned, not thrown, so a list keeps its other items). */
async function resolveNode(ctx: ApiContext, id: string, field: string): Promise<object | Error> {
  checkText(field, id, MAX_NAME_LENGTH);
  const global = parseGlobalId(id);
  if (!global) {
    return badUserInput(field, `"${id}" is not a global id; expected "<Type>:<GAME>:<key>", e.g. "Card:SWU:SOR_045"`, { value: id });
  }
  const row = await load(ctx, global.type, global.game, global.key);
  if (!row) return notFound(`No ${global.type} with id "${id}"`, { field, id });
  return { ...row, [NODE_TYPE]: global.type };
}

@Resolver()
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: 'Any object by its global id; null, with a NOT_FOUND error, when there is none' })
  async node(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<object | null> {
    const node = await resolveNode(ctx, id, 'id');
    if (node instanceof Error) throw node;
    return node;
  }

  @Query(() => [Node], {
    nullable: 'items',
    description: `Objects by global id, in the order asked (at most ${MAX_NODE_IDS}); an id with no object gives null there and a NOT_FOUND error with its index in the path`,
  })
  async nodes(@Ctx() ctx: ApiContext, @Arg('ids', () => [ID]) ids: string[]): Promise<(object | Error)[]> {
    if (ids.length > MAX_NODE_IDS) throw badUserInput('ids', `"ids" takes at most ${MAX_NODE_IDS} ids; got ${ids.length}`);
    // graphql-js reports an Error in a list as that item's error (path [..., index]) and leaves the item null.
    return Promise.all(ids.map((id, i) => resolveNode(ctx, id, `ids[${i}]`)));
  }
}
