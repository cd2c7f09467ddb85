import { GraphQLNonNegativeInt } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from './connection.js';
import { Game } from './enums.js';

@ObjectType('Rule', { description: 'A numbered entry of the Comprehensive Rules (chapter, section, rule or sub-rule)' })
export class Rule {
  @Field(() => ID, { description: 'e.g. "SWU:7.6.10"' })
  id!: string;

  @Field(() => Game, { name: 'game' })
  gameId!: string;

  @Field(() => String, { description: 'e.g. "7.6.10" or "1.5.1A"' })
  number!: string;

  @Field(() => String, { description: 'chapter, section, rule or letter' })
  kind!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { description: 'Official text' })
  text!: string;

  @Field(() => GraphQLNonNegativeInt, { nullable: true, description: 'Page of the rules document' })
  page!: number | null;

  @Field(() => String, { description: 'Version of the rules document, e.g. "8.0"' })
  version!: string;

  parentNumber!: string | null;
}

export const { EdgeType: RuleEdge, ConnectionType: RuleConnection } = connectionTypes('Rule', Rule);
