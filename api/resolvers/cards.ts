import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Query, Resolver, Root } from 'type-graphql';
import type { Prisma, Card as CardRow } from '../../prisma/generated/client.js';
import { Card, CardConnection, Printing, Ruling } from '../../schema/types/card.js';
import type { Connection } from '../../schema/types/connection.js';
import { CardOrderField, Game, OrderDirection } from '../../schema/types/enums.js';
import { CardFilter, CardOrder } from '../../schema/types/inputs.js';
import { CardKeyword } from '../../schema/types/keyword.js';
import type { ApiContext } from '../context.js';
import { apiError, badQuerySyntax, badUserInput, notFound } from '../errors.js';
import type { CardKeywordWithKeyword } from '../loaders.js';
import { pageArgs, selectsTotal, toConnection, type Page } from '../pagination.js';
import { SEARCH_SYNTAX_HELP } from '../search/fields.js';
import { compileFilter, filterUsesVocabulary } from '../search/filter.js';
import {
  compileSearch,
  EMPTY_VOCABULARY,
  parseSearch,
  SearchSyntaxError,
  usesVocabulary,
  type SearchNode,
} from '../search/index.js';
import { suggest } from '../suggest.js';
import { checkText, likeLiteral, MAX_NAME_LENGTH } from '../text-input.js';

type OrderBy = Prisma.CardOrderByWithRelationInput[];

function orderByFor(order: CardOrder | null | undefined): OrderBy {
  const sort = order?.direction === OrderDirection.DESC ? 'desc' : 'asc';
  const tail: OrderBy = [{ set: 'asc' }, { number: 'asc' }, { id: 'asc' }];
  switch (order?.field ?? CardOrderField.SET_NUMBER) {
    case CardOrderField.SET_NUMBER:
      return [{ set: sort }, { number: sort }, { id: sort }];
    case CardOrderField.NAME:
      return [{ name: sort }, { subtitle: { sort, nulls: 'first' } }, ...tail];
    case CardOrderField.COST:
      return [{ cost: { sort, nulls: 'last' } }, ...tail];
    case CardOrderField.POWER:
      return [{ power: { sort, nulls: 'last' } }, ...tail];
    case CardOrderField.HP:
      return [{ hp: { sort, nulls: 'last' } }, ...tail];
  }
}

function parseQueryArgument(query: string | null | undefined): SearchNode | null {
  if (query == null) return null;
  checkText('query', query);
  if (query.length > 1000) throw badUserInput('query', 'Search query is longer than 1000 characters');
  try {
    return parseSearch(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) throw badQuerySyntax(error);
    throw error;
  }
}

const SET_CODE = /^([A-Za-z0-9]+)[_\s-]+([A-Za-z]*)(\d+)([A-Za-z]*)$/;

/** "sor_10", "SOR 010", "SOR-010" -> ["SOR_10", "SOR_010"]: the raw spelling and the zero-padded one. */
function setCodeCandidates(setCode: string): string[] {
  const match = SET_CODE.exec(setCode.trim());
  if (!match) {
    throw badUserInput('setCode', `"${setCode}" is not a set code; expected SET_NUMBER, e.g. "SOR_010"`, { value: setCode });
  }
  const [, set, prefix, digits, suffix] = match as unknown as [string, string, string, string, string];
  const upper = (s: string) => s.toUpperCase();
  return [...new Set([`${upper(set)}_${upper(prefix)}${digits}${upper(suffix)}`, `${upper(set)}_${upper(prefix)}${digits.padStart(3, '0')}${upper(suffix)}`])];
}

const cardLabel = (c: Pick<CardRow, 'name' | 'subtitle'>): string => (c.subtitle ? `${c.name}, ${c.subtitle}` : c.name);

async function nameSuggestions(ctx: ApiContext, game: Game, query: string) {
  const cards = await ctx.prisma.card.findMany({
    where: { gameId: game },
    select: { id: true, name: true, subtitle: true, internalName: true },
    orderBy: { id: 'asc' },
  });
  return suggest(query, cards, (c) => [cardLabel(c), c.name, c.internalName.replace(/[#-]/g, ' ')]).map(({ item, score }) => ({
    id: item.id,
    name: item.name,
    subtitle: item.subtitle,
    score,
  }));
}

@Resolver(() => Card)
export class CardResolver {
  @Query(() => CardConnection, {
    description:
      'Search cards. `query` uses the compact search syntax (e.g. `k:sentinel c<=3 -asp:villainy`, `(t:unit or t:leader) tr:jedi`); `filter` adds typed conditions.',
  })
  async cards(
    @Ctx() ctx: ApiContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('game', () => Game, { defaultValue: Game.SWU }) game: Game,
    @Arg('query', () => String, { nullable: true, description: SEARCH_SYNTAX_HELP }) query?: string | null,
    @Arg('filter', () => CardFilter, { nullable: true }) filter?: CardFilter | null,
    @Arg('orderBy', () => CardOrder, { nullable: true }) orderBy?: CardOrder | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 0 to 100 (default 20)' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Connection<CardRow>> {
    const page = pageArgs(first, after);
    const ast = parseQueryArgument(query);
    const vocabulary = usesVocabulary(ast) || filterUsesVocabulary(filter) ? await ctx.vocabulary() : EMPTY_VOCABULARY;
    const conditions: Prisma.CardWhereInput[] = [{ gameId: game }, ...compileFilter(filter, vocabulary)];
    if (ast) conditions.push(compileSearch(ast, vocabulary));
    const where: Prisma.CardWhereInput = { AND: conditions };
    return this.page(ctx, where, orderByFor(orderBy), page, selectsTotal(info));
  }

  private async page(ctx: ApiContext, where: Prisma.CardWhereInput, orderBy: OrderBy, page: Page, withTotal: boolean): Promise<Connection<CardRow>> {
    const [nodes, totalCount] = await Promise.all([
      page.take === 0 ? Promise.resolve([]) : ctx.prisma.card.findMany({ where, orderBy, skip: page.skip, take: page.take }),
      // Not asked for: skip the COUNT (totalCount is then never read).
      withTotal ? ctx.prisma.card.count({ where }) : Promise.resolve(-1),
    ]);
    for (const node of nodes) ctx.loaders.cardById.prime(node.id, node);
    return toConnection(nodes, page, totalCount);
  }

  @Query(() => Card, {
    description:
      'One card, identified in exactly one way: `id`, `setCode` (any printing, e.g. "SOR_010"), `internalName`, or `name` (with `subtitle` when several cards share the name).',
  })
  async card(
    @Ctx() ctx: ApiContext,
    @Arg('game', () => Game, { defaultValue: Game.SWU }) game: Game,
    @Arg('id', () => String, { nullable: true }) id?: string | null,
    @Arg('setCode', () => String, { nullable: true }) setCode?: string | null,
    @Arg('internalName', () => String, { nullable: true }) internalName?: string | null,
    @Arg('name', () => String, { nullable: true }) name?: string | null,
    @Arg('subtitle', () => String, { nullable: true }) subtitle?: string | null,
  ): Promise<CardRow> {
    for (const [field, value] of Object.entries({ id, setCode, internalName, name, subtitle })) checkText(field, value, MAX_NAME_LENGTH);
    const given = Object.entries({ id, setCode, internalName, name }).filter(([, v]) => v != null).map(([k]) => k);
    if (given.length !== 1) {
      throw badUserInput(
        given.length === 0 ? 'id' : given.join(','),
        `Identify the card in exactly one way: id, setCode, internalName, or name (+ subtitle); got ${given.length === 0 ? 'none' : given.join(', ')}`,
        { fields: ['id', 'setCode', 'internalName', 'name'], given },
      );
    }
    if (subtitle != null && name == null) {
      throw badUserInput('subtitle', '"subtitle" is only used together with "name"', { fields: ['name', 'subtitle'] });
    }

    if (id != null) {
      const card = await ctx.prisma.card.findFirst({ where: { id, gameId: game } });
      if (card) return card;
      throw notFound(`No card with id "${id}"`, { field: 'id', suggestions: [] });
    }
    if (setCode != null) {
      const candidates = setCodeCandidates(setCode);
      const card =
        (await ctx.prisma.card.findFirst({ where: { id: { in: candidates }, gameId: game } })) ??
        (await ctx.prisma.printing.findFirst({ where: { id: { in: candidates }, card: { gameId: game } }, include: { card: true } }))?.card;
      if (card) return card;
      throw notFound(`No card printed as "${setCode}"`, { field: 'setCode', suggestions: [] });
    }
    if (internalName != null) {
      const card = await ctx.prisma.card.findFirst({ where: { gameId: game, internalName: { equals: likeLiteral(internalName), mode: 'insensitive' } } });
      if (card) return card;
      throw notFound(`No card with internal name "${internalName}"`, {
        field: 'internalName',
        suggestions: await nameSuggestions(ctx, game, internalName.replace(/[#-]/g, ' ')),
      });
    }

    const wanted = name!;
    const matches = await ctx.prisma.card.findMany({
      where: {
        gameId: game,
        name: { equals: likeLiteral(wanted.trim()), mode: 'insensitive' },
        ...(subtitle != null ? { subtitle: { equals: likeLiteral(subtitle.trim()), mode: 'insensitive' } } : {}),
      },
      orderBy: [{ set: 'asc' }, { number: 'asc' }],
      take: 20,
    });
    if (matches.length === 1) return matches[0]!;
    if (matches.length > 1) {
      throw apiError('AMBIGUOUS', `${matches.length} cards are named "${wanted}"; add "subtitle" (or use id/setCode)`, {
        field: 'subtitle',
        candidates: matches.map((c) => ({ id: c.id, name: c.name, subtitle: c.subtitle })),
      });
    }
    const label = subtitle != null ? `${wanted}, ${subtitle}` : wanted;
    throw notFound(`No card named "${label}"`, { field: 'name', suggestions: await nameSuggestions(ctx, game, label) });
  }

  @FieldResolver(() => [Printing], { description: 'Every printing, the Normal one included' })
  printings(@Root() card: CardRow, @Ctx() ctx: ApiContext) {
    return ctx.loaders.printingsByCard.load(card.id);
  }

  @FieldResolver(() => [CardKeyword], { description: 'Keywords as printed, in order, resolved to their definitions' })
  keywords(@Root() card: CardRow, @Ctx() ctx: ApiContext): Promise<CardKeywordWithKeyword[]> {
    return ctx.loaders.keywordsByCard.load(card.id);
  }

  @FieldResolver(() => [Ruling])
  rulings(@Root() card: CardRow, @Ctx() ctx: ApiContext) {
    return ctx.loaders.rulingsByCard.load(card.id);
  }
}
