import { Field, InputType, Int } from 'type-graphql';
import { EngineSupportStatus } from './engine-support.js';
import { CardOrderField, OrderDirection } from './enums.js';

@InputType('IntRange', { description: 'Inclusive bounds; either may be omitted' })
export class IntRange {
  @Field(() => Int, { nullable: true })
  min?: number | null;

  @Field(() => Int, { nullable: true })
  max?: number | null;
}

@InputType('CardFilter', {
  description: 'Typed filters, combined with AND (and with `query` when both are given). Text matches ignore case.',
})
export class CardFilter {
  @Field(() => [String], { nullable: true, description: 'Set codes; a card in any of them matches' })
  set?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Card types (exact, e.g. "Unit", "Token Upgrade"); any of them' })
  type?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Aspects the card must all have' })
  aspects?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Traits the card must all have' })
  traits?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Keyword names the card must all have' })
  keywords?: string[] | null;

  @Field(() => String, { nullable: true, description: '"Ground" or "Space"' })
  arena?: string | null;

  @Field(() => [String], { nullable: true, description: 'Rarities; any of them' })
  rarity?: string[] | null;

  @Field(() => IntRange, { nullable: true })
  cost?: IntRange | null;

  @Field(() => IntRange, { nullable: true })
  power?: IntRange | null;

  @Field(() => IntRange, { nullable: true })
  hp?: IntRange | null;

  @Field(() => Boolean, { nullable: true })
  unique?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'SWU: true for cards the engine runs completely (EXECUTABLE), false for the others' })
  executable?: boolean | null;

  @Field(() => [EngineSupportStatus], { nullable: true, description: 'SWU: engine support statuses; any of them' })
  engineSupport?: EngineSupportStatus[] | null;
}

@InputType('CardOrder')
export class CardOrder {
  @Field(() => CardOrderField)
  field!: CardOrderField;

  @Field(() => OrderDirection, { nullable: true, defaultValue: OrderDirection.ASC })
  direction?: OrderDirection | null;
}
