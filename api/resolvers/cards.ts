import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { Prisma } from '../../prisma/generated/client.js';
import { SwuAttributes, Ti4Attributes, XwingAttributes } from '../../schema/types/attributes.js';
import { Card, CardConnection, Printing, Ruling } from '../../schema/types/card.js';
import type { Connection } from '../../schema/types/connection.js';
import { CardOrderField, Game, OrderDirection } from '../../schema/types/enums.js';
import { EngineSupport } from '../../schema/types/engine-support.js';
import { CardFilter, CardOrder } from '../../schema/types/inputs.js';
import { CardKeyword } from '../../schema/types/keyword.js';
import type { ApiContext } from '../context.js';
import { apiError, badQuerySyntax, badUserInput, notFound } from '../errors.js';
import { globalId, idCandidates, keyOf, parseGlobalId } from '../global-id.js';
import { nameKey, type CatalogSnapshot } from '../catalog-snapshot.js';
import { SEARCH_COLUMNS, type CardKeywordWithKeyword, type CatalogCard as CardRow } from '../loaders.js';
import { pageArgs, selectsTotal, toConnection, type Page } from '../pagination.js';
import { SEARCH_SYNTAX_HELP } from '../search/fields.js';
import { compileFilter } from '../search/filter.js';
import { GAME_SEARCH } from '../search/games.js';
import { compileSearch, parseSearch, SearchSyntaxError, type SearchNode } from '../search/index.js';
import { checkText, likeLiteral, MAX_NAME_LENGTH } from '../text-input.js';

type Sql = Prisma.Sql;

const TAIL = Prisma.sql`c."set" ASC NULLS LAST, c."number" ASC NULLS LAST, c.id ASC`;

function orderByFor(game: Game, order: CardOrder | null | undefined): Sql {
  const desc = order?.direction === OrderDirection.DESC;
  const dir = Prisma.raw(desc ? 'DESC' : 'ASC');
  const field = order?.field ?? CardOrderField.SET_NUMBER;
  switch (field) {
    case CardOrderField.SET_NUMBER:
      return desc ? Prisma.sql`c."set" DESC NULLS FIRST, c."number" DESC NULLS FIRST, c.id DESC` : TAIL;
    case CardOrderField.NAME:
      return Prisma.sql`c.name ${dir}, c.subtitle ${dir} NULLS FIRST, ${TAIL}`;
    case CardOrderField.COST:
      return Prisma.sql`c.cost ${dir} NULLS LAST, ${TAIL}`;
    case CardOrderField.POWER:
    case CardOrderField.HP: {
      const expr = GAME_SEARCH[game]!.number[field.toLowerCase()];
      if (!expr) throw badUserInput('orderBy.field', `Ordering by ${field} does not apply to ${game} cards`);
      return Prisma.sql`${expr} ${dir} NULLS LAST, ${TAIL}`;
    }
  }
}

function compileQuery(ast: SearchNode, game: Game): Sql {
  try {
    return compileSearch(ast, game);
  } catch (error) {
    if (error instanceof SearchSyntaxError) throw badQuerySyntax(error);
    throw error;
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

/**
 * The first of `ids` that is a card of `game` (or, with `printings`, a printing of one), in the catalog's snapshot:
 * card ids first, then printings, as the database lookups do.
 */
function inSnapshot(snapshot: CatalogSnapshot, game: string, ids: readonly string[], printings: boolean): CardRow | undefined {
  const found = [...ids.map((id) => snapshot.cards.get(id)), ...(printings ? ids.map((id) => snapshot.cards.get(snapshot.cardOfPrinting.get(id) ?? '')) : [])];
  return found.find((card) => card?.gameId === game);
}

/** "Did you mean": from the catalog's name index (built once per catalog version), within the request's budget. */
function nameSuggestions(ctx: ApiContext, game: string, query: string) {
  return ctx.catalog.suggestCards(game, query, ctx.budget);
}

/**
 * The Card columns the API reads: not the search columns (searchText is every text of the card again, and each row
 * crosses the database driver's wire format: on PGlite that parsing is a large part of a search's cost).
 */
const CARD_COLUMNS = Prisma.raw(
  ['id', 'gameId', 'set', 'number', 'internalName', 'name', 'subtitle', 'type', 'cost', 'unique', 'text', 'attributes', 'abilities', 'engineSupport', 'sources', 'contentHash']
    .map((c) => `c."${c}"`)
    .join(', '),
);

/** One page of a search, with the total when asked for, in one statement (count(*) OVER () before LIMIT). */
async function searchPage(ctx: ApiContext, where: Sql, orderBy: Sql, page: Page, withTotal: boolean): Promise<Connection<CardRow>> {
  if (page.take === 0) {
    const total = withTotal ? (await ctx.prisma.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM "Card" c WHERE ${where}`))[0]!.n : -1;
    return toConnection([], page, total);
  }
  const select = (columns: Sql) =>
    ctx.prisma.$queryRaw<(CardRow & { _total: number })[]>(
      Prisma.sql`SELECT ${columns}${withTotal ? Prisma.sql`, count(*) OVER ()::int AS "_total"` : Prisma.empty}
        FROM "Card" c WHERE ${where} ORDER BY ${orderBy} LIMIT ${page.take} OFFSET ${page.skip}`,
    );
  // With the catalog in memory only the ids cross the driver (a card row is most of a search's parsing cost), and a
  // page once read is remembered for that catalog version (Catalog.searchIds): the same search again asks nothing.
  const snapshot = await ctx.catalog.snapshot();
  const key = snapshot && JSON.stringify([where.sql, where.values, orderBy.sql, orderBy.values, page.take, page.skip, withTotal], (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
  const ids =
    snapshot &&
    (await ctx.catalog.searchIds(snapshot.version, key!, async () => {
      const rows = await select(Prisma.sql`c.id`);
      return { ids: rows.map((r) => r.id), total: rows[0]?._total ?? -1 };
    }));
  const fromMemory = ids?.ids.map((id) => ({ ...snapshot!.cards.get(id)!, _total: ids.total }));
  const rows = fromMemory?.every((row) => row.id !== undefined) ? fromMemory : await select(CARD_COLUMNS);
  let total = rows[0]?._total ?? -1;
  // A page past the end has no row to carry the total: count it on its own.
  if (withTotal && rows.length === 0) {
    total = (await ctx.prisma.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM "Card" c WHERE ${where}`))[0]!.n;
  }
  const nodes = rows.map(({ _total, ...row }) => row as CardRow);
  return toConnection(nodes, page, total);
}

/** The game's own attributes of a card, or null for another game's card. */
function attributesOf(card: CardRow, game: Game): never | null {
  return card.gameId === game ? (card.attributes as never) : null;
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
    const conditions: Sql[] = [Prisma.sql`c."gameId" = ${game}`, ...compileFilter(filter, game)];
    if (ast) conditions.push(compileQuery(ast, game));
    // Not asked for: skip the count (totalCount is then never read).
    const connection = await searchPage(ctx, Prisma.join(conditions, ' AND '), orderByFor(game, orderBy), page, selectsTotal(info));
    for (const edge of connection.edges) ctx.loaders.cardById.prime(edge.node.id, edge.node);
    return connection;
  }

  @Query(() => Card, {
    nullable: true,
    description:
      'One card, identified in exactly one way: `id` (global id "Card:SWU:SOR_010", or the key within `game`: "SOR_010", "pilot:jakefarrell"), `setCode` (any printing, e.g. "SOR_010"), `internalName` (Karabast name, XWS id, AsyncTI4 alias), or `name` (with `subtitle` when several cards share the name). Null, with a NOT_FOUND error carrying suggestions, when there is no such card.',
  })
  async card(
    @Ctx() ctx: ApiContext,
    @Arg('game', () => Game, { defaultValue: Game.SWU }) game: Game,
    @Arg('id', () => String, { nullable: true }) id?: string | null,
    @Arg('setCode', () => String, { nullable: true }) setCode?: string | null,
    @Arg('internalName', () => String, { nullable: true }) internalName?: string | null,
    @Arg('name', () => String, { nullable: true }) name?: string | null,
    @Arg('subtitle', () => String, { nullable: true }) subtitle?: string | null,
  ): Promise<CardRow | null> {
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

    // With the catalog in memory (at the current version) every lookup is answered there, miss included: a request of
    // many lookups then runs no chain of database statements (on the embedded database, one that would hold up every
    // other request).
    const snapshot = await ctx.catalog.snapshot();
    if (id != null) {
      const global = parseGlobalId(id);
      if (global && global.type !== 'Card') throw badUserInput('id', `"${id}" is the id of a ${global.type}, not of a Card`);
      const [gameId, key] = global ? [global.game, global.key] : [game, id];
      const candidates = idCandidates(gameId, key);
      const card = snapshot
        ? inSnapshot(snapshot, gameId, candidates, false)
        : await ctx.prisma.card.findFirst({ where: { id: { in: candidates }, gameId }, omit: SEARCH_COLUMNS });
      if (card) return card;
      throw notFound(`No ${gameId} card with id "${id}"`, { field: 'id', suggestions: await nameSuggestions(ctx, gameId, key) });
    }
    if (setCode != null) {
      const candidates = setCodeCandidates(setCode);
      const card = snapshot
        ? inSnapshot(snapshot, game, candidates, true)
        : ((await ctx.prisma.card.findFirst({ where: { id: { in: candidates }, gameId: game }, omit: SEARCH_COLUMNS })) ??
          (await ctx.prisma.printing.findFirst({ where: { id: { in: candidates }, card: { gameId: game } }, include: { card: { omit: SEARCH_COLUMNS } } }))
            ?.card);
      if (card) return card;
      throw notFound(`No card printed as "${setCode}"`, { field: 'setCode', suggestions: [] });
    }
    if (internalName != null) {
      const card = snapshot
        ? snapshot.byInternalName.get(nameKey(game, internalName))?.[0]
        : await ctx.prisma.card.findFirst({
            where: { gameId: game, internalName: { equals: likeLiteral(internalName), mode: 'insensitive' } },
            omit: SEARCH_COLUMNS,
          });
      if (card) return card;
      throw notFound(`No card with internal name "${internalName}"`, {
        field: 'internalName',
        suggestions: await nameSuggestions(ctx, game, internalName.replace(/[#-]/g, ' ')),
      });
    }

    const wanted = name!;
    const matches = snapshot
      ? (snapshot.byName.get(nameKey(game, wanted.trim())) ?? [])
          .filter((c) => subtitle == null || c.subtitle?.toLowerCase() === subtitle.trim().toLowerCase())
          .slice(0, 20)
      : await ctx.prisma.card.findMany({
          omit: SEARCH_COLUMNS,
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

  @FieldResolver(() => ID)
  id(@Root() card: CardRow): string {
    return globalId('Card', card.gameId, keyOf(card));
  }

  @FieldResolver(() => String)
  key(@Root() card: CardRow): string {
    return keyOf(card);
  }

  @FieldResolver(() => SwuAttributes, { nullable: true, description: 'SWU cards only' })
  swu(@Root() card: CardRow): SwuAttributes | null {
    return attributesOf(card, Game.SWU);
  }

  @FieldResolver(() => XwingAttributes, { nullable: true, description: 'X-Wing cards only' })
  xwing(@Root() card: CardRow): XwingAttributes | null {
    return attributesOf(card, Game.XWING);
  }

  @FieldResolver(() => Ti4Attributes, { nullable: true, description: 'TI4 cards only' })
  ti4(@Root() card: CardRow): Ti4Attributes | null {
    return attributesOf(card, Game.TI4);
  }

  @FieldResolver(() => [Printing], { description: 'Every printing, the Normal one included (TI4 action cards: each physical copy)' })
  printings(@Root() card: CardRow, @Ctx() ctx: ApiContext) {
    return ctx.loaders.printingsByCard.load(card.id);
  }

  @FieldResolver(() => [CardKeyword], { description: 'Keywords as printed, in order, resolved to their definitions' })
  keywords(@Root() card: CardRow, @Ctx() ctx: ApiContext): Promise<CardKeywordWithKeyword[]> {
    return ctx.loaders.keywordsByCard.load(card.id);
  }

  @FieldResolver(() => EngineSupport, {
    nullable: true,
    description: 'SWU: what the rules engine runs of this card (null for other games, and for a catalog imported before the compiler)',
  })
  engineSupport(@Root() card: CardRow): EngineSupport | null {
    return card.gameId === Game.SWU ? ((card.engineSupport as EngineSupport | null) ?? null) : null;
  }

  @FieldResolver(() => [Ruling])
  rulings(@Root() card: CardRow, @Ctx() ctx: ApiContext) {
    return ctx.loaders.rulingsByCard.load(card.id);
  }
}

@Resolver(() => Ruling)
export class RulingResolver {
  @FieldResolver(() => ID)
  id(@Root() ruling: { id: string; gameId: string }): string {
    return globalId('Ruling', ruling.gameId, ruling.id);
  }
}
