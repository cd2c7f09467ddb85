import { GraphQLJSON, GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, Int } from 'type-graphql';
import { ObjectType } from '../object-type.js';
import { Node } from './node.js';
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

@ObjectType('Ruling', { implements: Node, description: 'A clarification about a card, official or as its source publishes it' })
export class Ruling extends Node {

  @Field(() => String)
  text!: string;

  @Field(() => String, { description: 'Who published it, e.g. "FFG card list", "api.swuapi.com", "tirules.com notes"' })
  source!: string;

  @Field(() => GraphQLDateTime, { nullable: true, description: 'When the source published or was retrieved' })
  date!: Date | null;

  @Field(() => String, { description: 'The card reference as given by the source (SWU set and number)' })
  cardRef!: string;

  gameId!: string;
}

@ObjectType('Card', {
  implements: Node,
  description:
    'A card of any game. The fields every game has are here; what only one game has is in `swu`, `xwing` or `ti4` (null for the other games)',
})
export class Card extends Node {
  @Field(() => String, {
    description:
      'Its id within its game, as engine states and `card(id:)` take it: SWU the set code of the Normal printing ("SOR_045"); X-Wing "<kind>:<xws>" ("pilot:jakefarrell"); TI4 "<kind>:<alias>" ("tech:gd")',
  })
  key!: string;

  @Field(() => Game, { name: 'game', simple: false })
  gameId!: string;

  @Field(() => String, { nullable: true, description: 'SWU set code ("SOR"); TI4 expansion ("base", "pok"); null where the game has none' })
  set!: string | null;

  @Field(() => String, { nullable: true, description: 'Collector number where the game prints one ("045")' })
  number!: string | null;

  @Field(() => String, { description: 'The game\'s own reference: Karabast "yoda#old-master", XWS "jakefarrell", AsyncTI4 "iff"' })
  internalName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'SWU subtitle, X-Wing pilot caption, TI4 leader title' })
  subtitle!: string | null;

  @Field(() => String, {
    description: 'SWU: Unit, Event, Upgrade, Leader, Base, Token Unit...; X-Wing: Ship, Pilot, Crew Upgrade..., Condition, Damage; TI4: Technology, Action Card, Unit...',
  })
  type!: string;

  @Field(() => Int, { nullable: true, description: 'SWU cost, X-Wing points, TI4 unit or card cost' })
  cost!: number | null;

  @Field(() => Boolean, { description: 'SWU unique (•), X-Wing limited to one copy' })
  unique!: boolean;

  @Field(() => String, { nullable: true, description: 'Main text box: SWU front text, X-Wing ability, TI4 card text' })
  text!: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      'SWU: the card\'s abilities in the engine\'s ability language (JSON; `swuAbilityJsonSchema` in the engine package describes it), compiled from the printed text at import or hand-written; null until compiled and for other games',
  })
  abilities!: unknown;

  @Field(() => [String], { description: 'Sources merged into this card, e.g. ["swudb", "ffg"]' })
  sources!: string[];

  attributes!: unknown;
}

export const { EdgeType: CardEdge, ConnectionType: CardConnection } = connectionTypes('Card', Card);
