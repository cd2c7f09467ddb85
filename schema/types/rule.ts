import { GraphQLNonNegativeInt } from 'graphql-scalars';
import { Field } from 'type-graphql';
import { ObjectType } from '../object-type.js';
import { Node } from './node.js';
import { connectionTypes } from './connection.js';
import { Game } from './enums.js';

@ObjectType('Rule', {
  implements: Node,
  description: 'A numbered entry of a game\'s rules: SWU Comprehensive Rules (chapter, section, rule or sub-rule), TI4 Living Rules Reference topics',
})
export class Rule extends Node {
  @Field(() => Game, { name: 'game', simple: false })
  gameId!: string;

  @Field(() => String, { description: 'e.g. "7.6.10" or "1.5.1A" (SWU), "87" (TI4)' })
  number!: string;

  @Field(() => String, { description: 'chapter, section, rule or letter (SWU); topic (TI4)' })
  kind!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { description: 'Official text' })
  text!: string;

  @Field(() => String, { nullable: true, description: 'Unofficial clarifications published with it (TI4: the tirules.com Notes), apart from the official text' })
  notes!: string | null;

  @Field(() => GraphQLNonNegativeInt, { nullable: true, description: 'Page of the rules document' })
  page!: number | null;

  @Field(() => String, { description: 'Version of the rules document, e.g. "8.0"; TI4: the tirules.com revision' })
  version!: string;

  parentNumber!: string | null;
}

export const { EdgeType: RuleEdge, ConnectionType: RuleConnection } = connectionTypes('Rule', Rule);
