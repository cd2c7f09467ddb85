// GraphQL types of the rules engine: the `resolve` mutation's input and result, and `validateState`.
// They mirror engine/api.ts one to one; the JSON scalar carries what the engine defines per game (state, action).
import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { ObjectType } from '../object-type.js';
import { Game } from '../types/enums.js';

export enum ResolveStatus {
  RESOLVED = 'RESOLVED',
  NEEDS_CHOICE = 'NEEDS_CHOICE',
  INVALID = 'INVALID',
  UNSUPPORTED = 'UNSUPPORTED',
}
registerEnumType(ResolveStatus, {
  name: 'ResolveStatus',
  description: 'How a resolution ended',
  valuesConfig: {
    RESOLVED: { description: 'The action resolved (or, with stopAfterEachStep, made one step: see `complete`)' },
    NEEDS_CHOICE: { description: 'A player must choose: answer `prompt` by appending to `choices` and send the same request again' },
    INVALID: { description: 'The state, action or a choice is not valid: see `errors` (every error, each with its path)' },
    UNSUPPORTED: { description: 'The engine cannot run a card, ability or rule this needs yet: see `unsupported`. It never guesses.' },
  },
});

export enum UnsupportedKind {
  CARD = 'CARD',
  ABILITY = 'ABILITY',
  RULE = 'RULE',
  ACTION = 'ACTION',
  GAME = 'GAME',
}
registerEnumType(UnsupportedKind, { name: 'UnsupportedKind', description: 'What the engine cannot run yet' });

@InputType('ChoiceInput', { description: "A player's answer to a prompt" })
export class ChoiceInput {
  @Field(() => String, { nullable: true, description: 'The prompt answered; when given it must be the pending prompt id' })
  prompt?: string | null;

  @Field(() => [String], { description: "Ids of the chosen options, between the prompt's min and max" })
  options!: string[];
}

@InputType('ResolveOptionsInput')
export class ResolveOptionsInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Stop after each step: the result is RESOLVED with `complete: false` and a STEP prompt; append its answer to `choices` to run the next step',
  })
  stopAfterEachStep?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Name each step's rule in its log text (the full rule is always at `rule { entry { text } }`)" })
  explain?: boolean | null;
}

@InputType('ResolveInput')
export class ResolveInput {
  @Field(() => Game)
  game!: Game;

  @Field(() => GraphQLJSON, { description: "The game state; for SWU Karabast's serialized state, extended (see `stateSchema`)" })
  state!: unknown;

  @Field(() => GraphQLJSON, { description: 'The action to resolve (attack, play a card, pass...)' })
  action!: unknown;

  @Field(() => [ChoiceInput], { nullable: true, description: 'Answers to the prompts met so far, in order' })
  choices?: ChoiceInput[] | null;

  @Field(() => ResolveOptionsInput, { nullable: true })
  options?: ResolveOptionsInput | null;
}

@ObjectType('PromptOption', { description: 'One answer a prompt offers; the protocol is `promptSchema`' })
export class PromptOption {
  @Field(() => String, { description: 'Stable: the same request gives the same id. "decline" declines an optional prompt and is chosen alone' })
  id!: string;

  @Field(() => String, { description: 'Built one way for every kind: a card is "Name, Subtitle (player2)", "Base Name, Location (player2\'s base)", "Shield on Wampa (player2)"' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'What the option stands for, unique within the prompt: a card instance id, a player, a trigger instance; a choice of words stands for itself' })
  ref?: string | null;

  @Field(() => String, { nullable: true, description: 'The card instance the option is about (a target, the source of a trigger), null for a player or words' })
  card?: string | null;
}

@ObjectType('Prompt', { description: 'A decision a player must make before the engine can go on' })
export class Prompt {
  @Field(() => String, { description: 'Deterministic: the same request always gives the same id' })
  id!: string;

  @Field(() => String)
  player!: string;

  @Field(() => String, { description: 'One of the kinds `promptSchema` documents: TARGET, MAY (an optional ability: its targets or "resolve", and "decline"), BOUNTY (the same, collecting a Bounty), DEFENDER, TRIGGER_ORDER, PLAYER_ORDER, PLAYERS, OPTION, OPTION_ORDER, REPLACEMENT, UNIQUE, RESOURCE, STEP' })
  kind!: string;

  @Field(() => String)
  text!: string;

  @Field(() => [PromptOption])
  options!: PromptOption[];

  @Field(() => Int)
  min!: number;

  @Field(() => Int)
  max!: number;
}

@ObjectType('RuleRef', { description: 'The rule a step applies; `entry` is its full text from the catalog' })
export class RuleRef {
  @Field(() => String, { description: 'Comprehensive Rules number, e.g. "7.6.10"' })
  number!: string;

  @Field(() => String)
  title!: string;

  /** The game the rule belongs to, for `entry`; not a field. */
  game!: string;
}

@ObjectType('LogEntry', { description: 'One step of a resolution' })
export class LogEntry {
  @Field(() => Int)
  step!: number;

  @Field(() => String, { description: 'ATTACK_DECLARED, DAMAGE_DEALT, DEFEATED, TRIGGERED, ABILITY_RESOLVED, REPLACED, CHOICE_MADE...' })
  kind!: string;

  @Field(() => String)
  text!: string;

  @Field(() => [String], { description: 'Instance ids of the cards involved' })
  cards!: string[];

  @Field(() => String, { nullable: true })
  player?: string | null;

  @Field(() => RuleRef, { nullable: true })
  rule?: RuleRef | null;
}

@ObjectType('EngineError', { description: 'What is wrong with a submitted state, action or choice' })
export class EngineError {
  @Field(() => String, { description: 'BAD_STATE, UNKNOWN_CARD, UNKNOWN_FIELD, WRONG_ZONE, DUPLICATE_ID, ILLEGAL_ACTION, BAD_CHOICE...' })
  code!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'JSON path of the value at fault, e.g. "$.player1.groundArena[0].damage" or "$.choices[2]"' })
  path!: string;
}

@ObjectType('Unsupported', { description: 'The card, ability, rule or action the engine cannot run yet' })
export class Unsupported {
  @Field(() => UnsupportedKind)
  kind!: UnsupportedKind;

  @Field(() => String, { description: 'The card id, ability, rule number, action type or game' })
  ref!: string;

  @Field(() => String)
  reason!: string;
}

@ObjectType('ResolveResult')
export class ResolveResult {
  @Field(() => ResolveStatus)
  status!: ResolveStatus;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The resulting state, in the input format (the input unchanged for INVALID and UNSUPPORTED)' })
  state?: unknown;

  @Field(() => Prompt, { nullable: true })
  prompt?: Prompt | null;

  @Field(() => [LogEntry])
  log!: LogEntry[];

  @Field(() => [EngineError])
  errors!: EngineError[];

  @Field(() => Unsupported, { nullable: true })
  unsupported?: Unsupported | null;

  @Field(() => Boolean, { description: 'False when stopAfterEachStep returned before the action finished' })
  complete!: boolean;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The derived view of `state` (format: `viewSchema`): each card in play with its current power, HP, remaining HP, keywords and abilities and where each comes from; hand costs after modifiers; what the active player may do next. Null when it cannot be computed (an invalid state, or one the engine cannot read: see `unsupported`)',
  })
  view?: unknown;
}

@ObjectType('ValidationResult')
export class ValidationResult {
  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => [EngineError], { description: 'Every error found, each with its JSON path' })
  errors!: EngineError[];

  @Field(() => GraphQLJSON, { nullable: true, description: 'The derived view of a valid state (format: `viewSchema`); null for an invalid one' })
  view?: unknown;
}
