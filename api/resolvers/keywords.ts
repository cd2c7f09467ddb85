import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Keyword as KeywordRow, Rule as RuleRow } from '../../prisma/generated/client.js';
import { CardConnection } from '../../schema/types/card.js';
import type { Connection } from '../../schema/types/connection.js';
import { Game } from '../../schema/types/enums.js';
import { CardKeyword, Keyword } from '../../schema/types/keyword.js';
import { Rule } from '../../schema/types/rule.js';
import { nameKey } from '../catalog-snapshot.js';
import type { ApiContext } from '../context.js';
import { notFound } from '../errors.js';
import { globalId, keyOf } from '../global-id.js';
import type { CardKeywordWithKeyword, CatalogCard as CardRow } from '../loaders.js';
import { pageArgs, toConnection } from '../pagination.js';
import { checkText, likeLiteral, MAX_NAME_LENGTH } from '../text-input.js';

@Resolver(() => Keyword)
export class KeywordResolver {
  @Query(() => [Keyword], { description: "A game's keyword glossary, by name. Available before any catalog import." })
  async keywords(@Ctx() ctx: ApiContext, @Arg('game', () => Game) game: Game): Promise<readonly KeywordRow[]> {
    const snapshot = await ctx.catalog.snapshot();
    return snapshot ? (snapshot.glossary.get(game) ?? []) : ctx.prisma.keyword.findMany({ where: { gameId: game }, orderBy: { name: 'asc' } });
  }

  @Query(() => Keyword, {
    nullable: true,
    description: 'One keyword by name (any case). Null, with a NOT_FOUND error carrying suggestions, when the game has no such keyword.',
  })
  async keyword(
    @Ctx() ctx: ApiContext,
    @Arg('game', () => Game) game: Game,
    @Arg('name', () => String) name: string,
  ): Promise<KeywordRow | null> {
    checkText('name', name, MAX_NAME_LENGTH);
    const snapshot = await ctx.catalog.snapshot();
    const keyword = snapshot
      ? (snapshot.keywordByName.get(nameKey(game, name.trim())) ?? null)
      : await ctx.prisma.keyword.findFirst({ where: { gameId: game, name: { equals: likeLiteral(name.trim()), mode: 'insensitive' } } });
    if (keyword) return keyword;
    throw notFound(`No ${game} keyword named "${name}"`, { field: 'name', suggestions: await ctx.catalog.suggestKeywords(game, name, ctx.budget) });
  }

  @FieldResolver(() => ID)
  id(@Root() keyword: KeywordRow): string {
    return globalId('Keyword', keyword.gameId, keyOf(keyword));
  }

  @FieldResolver(() => CardConnection, { description: 'Cards that have this keyword, in set and number order' })
  async cards(
    @Root() keyword: KeywordRow,
    @Ctx() ctx: ApiContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 0 to 100 (default 20)' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Connection<CardRow>> {
    const page = pageArgs(first, after);
    const ids = await ctx.loaders.cardIdsByKeyword.load(keyword.id);
    const cards = await ctx.loaders.cardById.loadMany(ids.slice(page.skip, page.skip + page.take));
    const nodes = cards.filter((c): c is CardRow => c != null && !(c instanceof Error));
    return toConnection(nodes, page, ids.length);
  }

  @FieldResolver(() => [Rule], { description: 'The rule entries that define it, once the rules are imported' })
  async rules(@Root() keyword: KeywordRow, @Ctx() ctx: ApiContext): Promise<RuleRow[]> {
    const rules = await ctx.loaders.ruleById.loadMany(keyword.ruleNumbers.map((n) => `${keyword.gameId}:${n}`));
    return rules.filter((r): r is RuleRow => r != null && !(r instanceof Error));
  }
}

@Resolver(() => CardKeyword)
export class CardKeywordResolver {
  @FieldResolver(() => String, { description: 'The keyword name' })
  name(@Root() entry: CardKeywordWithKeyword): string {
    return entry.keyword.name;
  }

  @FieldResolver(() => String, { description: 'As printed: "Raid 2", "Smuggle [5 resources]"' })
  label(@Root() entry: CardKeywordWithKeyword): string {
    return [entry.keyword.name, entry.value ?? null, entry.text ?? null].filter((p) => p !== null && p !== '').join(' ');
  }
}
