import { GraphQLJSON, GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from './connection.js';
import { Game } from './enums.js';

@ObjectType('Printing', { description: 'One printing of a card: the Normal one or a variant (Hyperspace, Foil, Showcase...)' })
export class Printing {
  @Field(() => ID, { description: 'Set code of the printing, e.g. "SOR_045" or "SOR_314"' })
  id!: string;

  @Field(() => String)
  set!: string;

  @Field(() => String, { description: 'Collector number as printed (a string: "045", "T01")' })
  number!: string;

  @Field(() => String)
  variantType!: string;

  @Field(() => String, { nullable: true })
  artist!: string | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;
}

@ObjectType('Ruling', { description: 'An official clarification about a card' })
export class Ruling {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'Who published it, e.g. "FFG card list" or "api.swuapi.com"' })
  source!: string;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the source published or was retrieved' })
  date!: Date | null;

  @Field(() => String, { description: 'The card reference as given by the source (set and number)' })
  cardRef!: string;
}

@ObjectType('Card', { description: 'A card, identified by the set code of its Normal printing' })
export class Card {
  @Field(() => ID, { description: 'Set code of the Normal printing, e.g. "SOR_045"' })
  id!: string;

  @Field(() => Game, { name: 'game' })
  gameId!: string;

  @Field(() => String)
  set!: string;

  @Field(() => String)
  number!: string;

  @Field(() => String, { description: 'Karabast-style name, e.g. "yoda#old-master"' })
  internalName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  subtitle!: string | null;

  @Field(() => String, { description: 'Unit, Event, Upgrade, Leader, Base, Token Unit, Token Upgrade' })
  type!: string;

  @Field(() => String, { nullable: true })
  rarity!: string | null;

  @Field(() => Int, { nullable: true })
  cost!: number | null;

  @Field(() => Int, { nullable: true })
  power!: number | null;

  @Field(() => Int, { nullable: true })
  hp!: number | null;

  @Field(() => Int, { nullable: true, description: 'Power an upgrade gives (+X/+0)' })
  upgradePower!: number | null;

  @Field(() => Int, { nullable: true, description: 'HP an upgrade gives (+0/+X)' })
  upgradeHp!: number | null;

  @Field(() => [String])
  arenas!: string[];

  @Field(() => [String], { description: 'Aspect icons; a double icon appears twice' })
  aspects!: string[];

  @Field(() => [String])
  traits!: string[];

  @Field(() => Boolean)
  unique!: boolean;

  @Field(() => Boolean)
  doubleSided!: boolean;

  @Field(() => String, { nullable: true, description: 'Front text box' })
  text!: string | null;

  @Field(() => String, { nullable: true, description: "Back side (a leader's unit side)" })
  backText!: string | null;

  @Field(() => String, { nullable: true })
  deployBox!: string | null;

  @Field(() => String, { nullable: true })
  epicAction!: string | null;

  @Field(() => String, { nullable: true })
  artist!: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Engine ability definitions; null until compiled' })
  abilities!: unknown;

  @Field(() => [String], { description: 'Sources merged into this card, e.g. ["swudb", "ffg"]' })
  sources!: string[];
}

export const { EdgeType: CardEdge, ConnectionType: CardConnection } = connectionTypes('Card', Card);
