import type { buildSchema } from 'type-graphql';
import { EngineResolver, RuleRefResolver } from '../api/engine/resolver.js';
import { CardResolver, RulingResolver } from '../api/resolvers/cards.js';
import { CardKeywordResolver, KeywordResolver } from '../api/resolvers/keywords.js';
import { NodeResolver } from '../api/resolvers/node.js';
import { RuleResolver } from '../api/resolvers/rules.js';
import { ExploreResolver } from '../api/scenarios/explore.js';
import { CardScenariosResolver, RuleScenariosResolver, RulingScenariosResolver } from '../api/scenarios/links.js';
import { ScenarioResolver } from '../api/scenarios/resolver.js';

type ResolverClasses = Parameters<typeof buildSchema>[0]['resolvers'];

/** Every resolver class in the schema. To add yours (e.g. the engine's `resolve` mutation), append it here. */
export const resolvers: ResolverClasses = [
  CardResolver,
  RulingResolver,
  NodeResolver,
  KeywordResolver,
  CardKeywordResolver,
  RuleResolver,
  EngineResolver, RuleRefResolver,
  ScenarioResolver, ExploreResolver, CardScenariosResolver, RuleScenariosResolver, RulingScenariosResolver,
];
