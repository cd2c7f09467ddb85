// `scenarios` on cards, rules and rulings: the saved scenarios that involve a card (Card.id), apply a rule (Rule.id)
// or illustrate a ruling. Rulings as tests: each has `engineAgrees`.
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, Info, Int, Resolver, Root } from 'type-graphql';
import type { Card as CardRow, Prisma, Rule as RuleRow, Ruling as RulingRow, Scenario as ScenarioRow } from '../../prisma/generated/client.js';
import { Card, Ruling } from '../../schema/types/card.js';
import type { Connection } from '../../schema/types/connection.js';
import { Rule } from '../../schema/types/rule.js';
import { ScenarioConnection } from '../../schema/scenarios/types.js';
import type { ApiContext } from '../context.js';
import { pageArgs, selectsTotal } from '../pagination.js';
import { scenarioPage } from './resolver.js';

function page(ctx: ApiContext, info: GraphQLResolveInfo, where: Prisma.ScenarioWhereInput, first?: number | null, after?: string | null): Promise<Connection<ScenarioRow>> {
  return scenarioPage(ctx, where, pageArgs(first, after), selectsTotal(info));
}

const FIRST = { nullable: true, description: 'Page size, 0 to 100 (default 20)' } as const;

@Resolver(() => Card)
export class CardScenariosResolver {
  @FieldResolver(() => ScenarioConnection, { description: 'Saved scenarios that involve this card, most recently changed first' })
  scenarios(
    @Root() card: CardRow, @Ctx() ctx: ApiContext, @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, FIRST) first?: number | null, @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return page(ctx, info, { cards: { some: { cardId: card.id } } }, first, after);
  }
}

@Resolver(() => Rule)
export class RuleScenariosResolver {
  @FieldResolver(() => ScenarioConnection, { description: 'Saved scenarios whose resolution applies this rule, most recently changed first' })
  scenarios(
    @Root() rule: RuleRow, @Ctx() ctx: ApiContext, @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, FIRST) first?: number | null, @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return page(ctx, info, { rules: { some: { ruleId: rule.id } } }, first, after);
  }
}

@Resolver(() => Ruling)
export class RulingScenariosResolver {
  @FieldResolver(() => ScenarioConnection, { description: 'Saved scenarios that illustrate this ruling (each says whether the engine agrees)' })
  scenarios(
    @Root() ruling: RulingRow, @Ctx() ctx: ApiContext, @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, FIRST) first?: number | null, @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return page(ctx, info, { rulingIds: { has: ruling.id } }, first, after);
  }
}
