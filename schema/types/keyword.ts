import { GraphQLNonNegativeInt } from 'graphql-scalars';
import { Field } from 'type-graphql';
import { ObjectType } from '../object-type.js';
import { Node } from './node.js';
import { Game, KeywordParameter, KeywordStacking } from './enums.js';

@ObjectType('Keyword', {
  implements: Node,
  description: 'A keyword (SWU keyword ability, X-Wing pilot or ship keyword, TI4 unit ability), defined in our own words; the official text is in `rules`',
})
export class Keyword extends Node {
  @Field(() => Game, { name: 'game', simple: false })
  gameId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  definition!: string;

  @Field(() => KeywordStacking)
  stacking!: string;

  @Field(() => KeywordParameter)
  parameter!: string;

  @Field(() => [String], { description: 'Numbers of the rule entries that define it, e.g. ["7.5.10"]' })
  ruleNumbers!: string[];
}

@ObjectType('CardKeyword', { description: 'A keyword as printed on a card: "Raid 2" is Raid with value 2' })
export class CardKeyword {
  @Field(() => Keyword)
  keyword!: Keyword;

  @Field(() => GraphQLNonNegativeInt, { description: 'Order on the card (Bounty and Smuggle can appear more than once)' })
  position!: number;

  @Field(() => GraphQLNonNegativeInt, { nullable: true, description: 'The number after the keyword (Raid 2 -> 2)' })
  value!: number | null;

  @Field(() => String, { nullable: true, description: 'The cost or ability text that follows the keyword' })
  text!: string | null;
}
