// The game-specific attributes of a card (prisma/attributes.ts) as GraphQL types: `Card.swu`, `Card.xwing`,
// `Card.ti4`, each null for the other games' cards.
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int } from 'type-graphql';
import { ObjectType } from '../object-type.js';

@ObjectType('SwuAttributes', { description: 'What only Star Wars: Unlimited cards have' })
export class SwuAttributes {
  @Field(() => String, { nullable: true })
  rarity!: string | null;

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
  doubleSided!: boolean;

  @Field(() => String, { nullable: true, description: "Back side (a leader's unit side)" })
  backText!: string | null;

  @Field(() => String, { nullable: true })
  deployBox!: string | null;

  @Field(() => String, { nullable: true })
  epicAction!: string | null;

  @Field(() => String, { nullable: true })
  artist!: string | null;
}

@ObjectType('XwingAttack', { description: 'A primary or upgrade attack: its arc, value and, for upgrades, ranges' })
export class XwingAttack {
  @Field(() => String)
  arc!: string;

  @Field(() => Int)
  value!: number;

  @Field(() => Int, { nullable: true })
  minRange!: number | null;

  @Field(() => Int, { nullable: true })
  maxRange!: number | null;

  @Field(() => Boolean, { nullable: true })
  ordnance!: boolean | null;
}

@ObjectType('XwingLinkedAction')
export class XwingLinkedAction {
  @Field(() => String)
  type!: string;

  @Field(() => String)
  difficulty!: string;
}

@ObjectType('XwingAction', { description: 'An action on the action bar: type, difficulty (White, Red, Purple) and a linked action' })
export class XwingAction {
  @Field(() => String)
  type!: string;

  @Field(() => String)
  difficulty!: string;

  @Field(() => XwingLinkedAction, { nullable: true })
  linked!: XwingLinkedAction | null;
}

@ObjectType('XwingCharge', { description: 'Charges or Force: how many, and how many recover at the end of each round' })
export class XwingCharge {
  @Field(() => Int)
  value!: number;

  @Field(() => Int)
  recovers!: number;

  @Field(() => String, { nullable: true, description: 'Force only: light or dark, where the card says' })
  side!: string | null;
}

@ObjectType('XwingShipAbility')
export class XwingShipAbility {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType('XwingUpgradeSide', { description: 'One side of an upgrade card (dual cards have two)' })
export class XwingUpgradeSide {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'The upgrade type, e.g. Crew' })
  type!: string;

  @Field(() => [String], { description: 'Slots it takes' })
  slots!: string[];

  @Field(() => String, { nullable: true })
  ability!: string | null;

  @Field(() => String, { nullable: true, description: 'Flavour text' })
  text!: string | null;

  @Field(() => XwingCharge, { nullable: true })
  charges!: XwingCharge | null;

  @Field(() => XwingCharge, { nullable: true })
  force!: XwingCharge | null;

  @Field(() => XwingAttack, { nullable: true })
  attack!: XwingAttack | null;

  @Field(() => [XwingAction])
  actions!: XwingAction[];

  @Field(() => GraphQLJSON, { description: 'What equipping it grants (actions, stats, slots, force), as xwing-data2 gives it' })
  grants!: unknown[];

  @Field(() => GraphQLJSON, { nullable: true, description: 'Device details (bombs, mines), as xwing-data2 gives them' })
  device!: unknown;

  @Field(() => [String], { description: 'Conditions it brings into play (XWS ids)' })
  conditions!: string[];
}

@ObjectType('XwingAttributes', { description: 'What only X-Wing (2nd edition) cards have' })
export class XwingAttributes {
  @Field(() => String, { description: 'ship, pilot, upgrade, condition or damage' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'XWS faction id, e.g. "rebelalliance" (ships and pilots)' })
  faction!: string | null;

  @Field(() => String, { nullable: true, description: 'XWS id of the ship (ships and pilots), e.g. "rz1awing"' })
  ship!: string | null;

  @Field(() => String, { nullable: true })
  shipName!: string | null;

  @Field(() => String, { nullable: true, description: 'Small, Medium, Large, Huge' })
  size!: string | null;

  @Field(() => Int, { nullable: true })
  initiative!: number | null;

  @Field(() => Int, { nullable: true, description: 'Copies a list may hold (1 = unique); null when unlimited' })
  limited!: number | null;

  @Field(() => Int, { nullable: true, description: 'Loadout value: upgrade points the pilot may spend' })
  loadout!: number | null;

  @Field(() => [String], { description: 'Upgrade slots a pilot has' })
  slots!: string[];

  @Field(() => [XwingAttack])
  attacks!: XwingAttack[];

  @Field(() => Int, { nullable: true })
  agility!: number | null;

  @Field(() => Int, { nullable: true })
  hull!: number | null;

  @Field(() => Int, { nullable: true })
  shields!: number | null;

  @Field(() => [XwingAction])
  actions!: XwingAction[];

  @Field(() => XwingCharge, { nullable: true })
  charges!: XwingCharge | null;

  @Field(() => XwingCharge, { nullable: true })
  force!: XwingCharge | null;

  @Field(() => XwingShipAbility, { nullable: true })
  shipAbility!: XwingShipAbility | null;

  @Field(() => [String], { description: 'Formats it is legal in: standard, extended, epic' })
  formats!: string[];

  @Field(() => GraphQLJSON, { description: 'Upgrades: who may equip it, as xwing-data2 gives it ({ factions }, { sizes }, ...)' })
  restrictions!: unknown[];

  @Field(() => [XwingUpgradeSide], { description: 'Upgrades: each side of the card' })
  sides!: XwingUpgradeSide[];

  @Field(() => [String], { description: 'Ships: maneuver dial ("1TW" = speed 1, turn, white)' })
  dial!: string[];

  @Field(() => String, { nullable: true, description: 'Damage cards: Pilot or Ship' })
  damageType!: string | null;

  @Field(() => Int, { nullable: true, description: 'Damage cards: copies in the core damage deck' })
  copies!: number | null;

  @Field(() => String, { nullable: true })
  flavorText!: string | null;
}

@ObjectType('Ti4Roll', { description: 'A roll: hits on this value or higher, with this many dice' })
export class Ti4Roll {
  @Field(() => Int)
  hitsOn!: number;

  @Field(() => Int)
  dice!: number;
}

@ObjectType('Ti4UnitStats')
export class Ti4UnitStats {
  @Field(() => String, { description: 'fighter, infantry, carrier, mech, flagship...' })
  baseType!: string;

  @Field(() => Ti4Roll, { nullable: true })
  combat!: Ti4Roll | null;

  @Field(() => Int, { nullable: true })
  move!: number | null;

  @Field(() => Int, { nullable: true })
  capacity!: number | null;

  @Field(() => Int, { nullable: true })
  production!: number | null;

  @Field(() => Ti4Roll, { nullable: true })
  antiFighterBarrage!: Ti4Roll | null;

  @Field(() => Ti4Roll, { nullable: true })
  bombardment!: Ti4Roll | null;

  @Field(() => Ti4Roll, { nullable: true })
  spaceCannon!: Ti4Roll | null;

  @Field(() => Boolean)
  sustainDamage!: boolean;

  @Field(() => Boolean)
  planetaryShield!: boolean;

  @Field(() => Boolean)
  isShip!: boolean;

  @Field(() => String, { nullable: true, description: 'The unit it upgrades to (AsyncTI4 id)' })
  upgradesTo!: string | null;

  @Field(() => String, { nullable: true, description: 'The technology it needs (AsyncTI4 alias)' })
  requiredTech!: string | null;
}

@ObjectType('Ti4Agenda')
export class Ti4Agenda {
  @Field(() => String, { description: 'Law or Directive' })
  type!: string;

  @Field(() => String, { description: 'What is voted on ("For/Against", "Elect Player"...)' })
  target!: string;

  @Field(() => String, { nullable: true })
  forText!: string | null;

  @Field(() => String, { nullable: true })
  againstText!: string | null;
}

@ObjectType('Ti4Leader')
export class Ti4Leader {
  @Field(() => String, { description: 'agent, commander or hero' })
  type!: string;

  @Field(() => String, { nullable: true })
  unlock!: string | null;
}

@ObjectType('Ti4Attributes', { description: 'What only Twilight Imperium 4 cards have' })
export class Ti4Attributes {
  @Field(() => String, {
    description:
      'faction, ability, technology, action, promissory, agenda, leader, unit, strategy, public-objective, secret-objective, relic, exploration, planet or breakthrough',
  })
  kind!: string;

  @Field(() => String, { description: 'Expansion: base, pok, codex1..codex4, thunders_edge' })
  source!: string;

  @Field(() => String, { nullable: true, description: 'Faction alias, e.g. "arborec"; null for generic cards' })
  faction!: string | null;

  @Field(() => String, { nullable: true, description: 'When the ability is used, where the source gives it apart from the effect' })
  window!: string | null;

  @Field(() => String, { nullable: true })
  phase!: string | null;

  @Field(() => [String], { description: 'Technologies: BIOTIC, WARFARE, PROPULSION, CYBERNETIC, UNITUPGRADE' })
  techTypes!: string[];

  @Field(() => String, { nullable: true, description: 'Technologies: prerequisites, one letter per colour ("BB")' })
  requirements!: string | null;

  @Field(() => Ti4UnitStats, { nullable: true })
  unit!: Ti4UnitStats | null;

  @Field(() => Ti4Agenda, { nullable: true })
  agenda!: Ti4Agenda | null;

  @Field(() => Ti4Leader, { nullable: true })
  leader!: Ti4Leader | null;

  @Field(() => Int, { nullable: true, description: 'Objectives: victory points' })
  points!: number | null;

  @Field(() => Int, { nullable: true, description: 'Strategy cards: initiative' })
  initiative!: number | null;

  @Field(() => Int, { nullable: true })
  resources!: number | null;

  @Field(() => Int, { nullable: true })
  influence!: number | null;

  @Field(() => [String])
  planetTypes!: string[];

  @Field(() => [String])
  techSpecialties!: string[];

  @Field(() => [String], { description: 'Physical copies in the deck (action cards), AsyncTI4 aliases' })
  copies!: string[];

  @Field(() => GraphQLJSON, { description: 'The rest of the source record, with the AsyncTI4 data set\'s field names' })
  details!: Record<string, unknown>;
}
