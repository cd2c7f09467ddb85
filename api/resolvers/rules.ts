import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import type { Prisma, Rule as RuleRow } from '../../prisma/generated/client.js';
import type { Connection } from '../../schema/types/connection.js';
import { Game } from '../../schema/types/enums.js';
import { Rule, RuleConnection } from '../../schema/types/rule.js';
import type { ApiContext } from '../context.js';
import { badUserInput, notFound } from '../errors.js';
import { globalId, keyOf } from '../global-id.js';
import { nameKey } from '../catalog-snapshot.js';
import { RULE_ORDER } from '../loaders.js';
import { pageArgs, selectsTotal, toConnection } from '../pagination.js';
import { checkText, likeLiteral } from '../text-input.js';

const RULE_NUMBER = /^\d+(\.\d+)*[A-Za-z]?$/;

/*
 * What `rules(search:)` matches, said twice: as a database filter (while the catalog is not in memory) and over the
 * entries in memory. test/api-catalog.test.ts compares the two answers. A number matches the entry, its dotted
 * descendants and its lettered sub-rules ("1.5.1A"), but not "1.10" for "1.1"; words match the title or the text, in
 * any case.
 */
function ruleWhere(term: string): Prisma.RuleWhereInput {
  return RULE_NUMBER.test(term)
    ? { OR: [{ number: { equals: term, mode: 'insensitive' } }, { number: { startsWith: `${term}.` } }, { parentNumber: { equals: term, mode: 'insensitive' } }] }
    : { OR: [{ title: { contains: likeLiteral(term), mode: 'insensitive' } }, { text: { contains: likeLiteral(term), mode: 'insensitive' } }] };
}

function ruleMatcher(term: string): (rule: RuleRow) => boolean {
  const lower = term.toLowerCase();
  if (RULE_NUMBER.test(term)) {
    // Lengths first: only a number as long as the term can equal it, and lower-casing every entry's number on every
    // request was most of the search's time.
    const same = (n: string | null) => n !== null && n.length === lower.length && n.toLowerCase() === lower;
    const descendant = `${term}.`;
    return (r) => same(r.number) || r.number.startsWith(descendant) || same(r.parentNumber);
  }
  return (r) => {
    const { title, text } = lowerCased(r);
    return title.includes(lower) || text.includes(lower);
  };
}

/** An entry's title and text, lower-cased once per entry of the catalog in memory, not on every search. */
const LOWER_CASED = new WeakMap<RuleRow, { title: string; text: string }>();
function lowerCased(rule: RuleRow): { title: string; text: string } {
  let lower = LOWER_CASED.get(rule);
  if (!lower) LOWER_CASED.set(rule, (lower = { title: (rule.title ?? '').toLowerCase(), text: rule.text.toLowerCase() }));
  return lower;
}
const MAX_RULE_NUMBER = 40;

@Resolver(() => Rule)
export class RuleResolver {
  @Query(() => RuleConnection, {
    description: 'Rule entries in document order; `search` matches a number prefix ("7.6"), or words in the title or text',
  })
  async rules(
    @Ctx() ctx: ApiContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('game', () => Game) game: Game,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 0 to 100 (default 20)' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<Connection<RuleRow>> {
    const page = pageArgs(first, after);
    const term = checkText('search', search)?.trim();
    if (term && term.length > 200) throw badUserInput('search', '"search" is longer than 200 characters');
    const snapshot = await ctx.catalog.snapshot();
    if (snapshot) {
      const entries = snapshot.rules.get(game) ?? [];
      const matching = term ? entries.filter(ruleMatcher(term)) : entries;
      return toConnection(matching.slice(page.skip, page.skip + page.take), page, matching.length);
    }
    const where: Prisma.RuleWhereInput = { gameId: game, ...(term ? ruleWhere(term) : {}) };
    const [nodes, totalCount] = await Promise.all([
      page.take === 0 ? Promise.resolve([]) : ctx.prisma.rule.findMany({ where, orderBy: RULE_ORDER, skip: page.skip, take: page.take }),
      selectsTotal(info) ? ctx.prisma.rule.count({ where }) : Promise.resolve(-1),
    ]);
    for (const rule of nodes) ctx.loaders.ruleById.prime(rule.id, rule);
    return toConnection(nodes, page, totalCount);
  }

  @Query(() => Rule, {
    nullable: true,
    description:
      'One rule entry by number, e.g. "7.6.10" or "1.5.1A" (SWU), "87" (TI4). Null, with a NOT_FOUND error naming the nearest entry that exists, when there is none.',
  })
  async rule(@Ctx() ctx: ApiContext, @Arg('game', () => Game) game: Game, @Arg('number', () => String) number: string): Promise<RuleRow | null> {
    const wanted = number.trim();
    // Real numbers are short ("1.5.1A"); a long one would be split into one ancestor lookup per part below.
    if (wanted.length > MAX_RULE_NUMBER) throw badUserInput('number', `"number" is longer than ${MAX_RULE_NUMBER} characters`);
    if (!RULE_NUMBER.test(wanted)) throw badUserInput('number', `"${number}" is not a rule number like "7.6.10" or "1.5.1A"`);
    const snapshot = await ctx.catalog.snapshot();
    const rule = snapshot
      ? (snapshot.ruleByNumber.get(nameKey(game, wanted)) ?? null)
      : await ctx.prisma.rule.findFirst({ where: { gameId: game, number: { equals: wanted, mode: 'insensitive' } } });
    if (rule) return rule;
    // Point at the closest entry that exists, so a client can walk down from there.
    const parts = wanted.split('.');
    const ancestors = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('.'));
    const found = await ctx.prisma.rule.findMany({ where: { gameId: game, number: { in: ancestors } }, select: { number: true } });
    const nearest = ancestors.reverse().find((a) => found.some((f) => f.number === a)) ?? null;
    throw notFound(`No ${game} rule numbered "${wanted}"`, { field: 'number', nearest });
  }

  @FieldResolver(() => ID)
  id(@Root() rule: RuleRow): string {
    return globalId('Rule', rule.gameId, keyOf(rule));
  }

  @FieldResolver(() => Rule, { nullable: true })
  parent(@Root() rule: RuleRow, @Ctx() ctx: ApiContext) {
    return rule.parentNumber ? ctx.loaders.ruleById.load(`${rule.gameId}:${rule.parentNumber}`) : null;
  }

  @FieldResolver(() => [Rule], { description: 'Sub-entries in document order' })
  children(@Root() rule: RuleRow, @Ctx() ctx: ApiContext) {
    return ctx.loaders.ruleChildren.load(`${rule.gameId}:${rule.number}`);
  }
}
