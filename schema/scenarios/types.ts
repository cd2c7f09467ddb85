// GraphQL types of saved scenarios and of explore(). Game-specific parts (state, action, assertions) are JSON, as in
// `resolve`; their formats are the engine's (stateSchema, engine/core/outcomes.ts).
import { GraphQLDateTime, GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import { ObjectType } from '../object-type.js';
import { ChoiceInput, EngineError, LogEntry, Prompt, ResolveResult, ResolveStatus, Unsupported } from '../engine/types.js';
import { connectionTypes } from '../types/connection.js';
import { Game } from '../types/enums.js';

@ObjectType('ScenarioChoice', { description: "A recorded answer to a prompt: the prompt's id and the chosen option ids" })
export class ScenarioChoice {
  @Field(() => String, { nullable: true })
  prompt?: string | null;

  @Field(() => [String])
  options!: string[];
}

@ObjectType('AskedPrompt', { description: 'A prompt met while resolving, with the recorded answer (null: still pending at the end)' })
export class AskedPrompt {
  @Field(() => Prompt)
  prompt!: Prompt;

  @Field(() => ScenarioChoice, { nullable: true })
  answer!: ScenarioChoice | null;
}

@ObjectType('ScenarioResult', { description: "The engine's result for a scenario (as `resolve` answers it), the prompts asked on the way, and the versions that computed it" })
export class ScenarioResult extends ResolveResult {
  @Field(() => String, { description: 'ENGINE_VERSION and a fingerprint of the engine sources, e.g. "0.1.0+3fa2c91b07de"' })
  engineVersion!: string;

  @Field(() => String, { description: 'The catalog version: "0" for the built-in cards, else the changed imports and the time of the last' })
  catalogVersion!: string;

  @Field(() => [AskedPrompt], { description: 'Every prompt met, in order, with its recorded answer' })
  asked!: AskedPrompt[];
}

@ObjectType('ResultDifference', { description: 'A place where today\'s result differs from the recorded one' })
export class ResultDifference {
  @Field(() => String, { description: 'JSON path in the result: $.status, $.state..., $.log[3].rule, $.asked[1].options...' })
  path!: string;

  @Field(() => GraphQLJSON, { nullable: true })
  recorded!: unknown;

  @Field(() => GraphQLJSON, { nullable: true })
  current!: unknown;
}

@ObjectType('AssertionResult', { description: 'One assertion of the expected outcome, checked on today\'s result' })
export class AssertionResult {
  @Field(() => Int)
  index!: number;

  @Field(() => GraphQLJSON)
  assertion!: unknown;

  @Field(() => Boolean)
  passed!: boolean;

  @Field(() => GraphQLJSON, { nullable: true, description: 'What was found, in the assertion\'s terms' })
  actual!: unknown;

  @Field(() => String)
  message!: string;
}

@ObjectType('ScenarioRevision', { description: 'One change of a scenario: who, when, which fields, and their values before' })
export class ScenarioRevision {
  @Field(() => Int, { description: 'The version this change produced (1: created)' })
  version!: number;

  @Field(() => GraphQLDateTime)
  at!: Date;

  @Field(() => String, { description: 'Id of the API key that made the change' })
  keyId!: string;

  @Field(() => String)
  owner!: string;

  @Field(() => [String], { description: '"created", or the fields changed (title, state, expected, recorded...)' })
  changes!: string[];

  @Field(() => GraphQLJSON, { nullable: true, description: "The changed fields' values before the change" })
  previous!: unknown;
}

@ObjectType('Scenario', {
  description: 'A saved game state, action and answers to its prompts, runnable and shareable by its short id, with an optional expected outcome',
})
export class Scenario {
  @Field(() => ID, { description: 'Short random share id' })
  id!: string;

  @Field(() => Game, { name: 'game', simple: false })
  gameId!: string;

  @Field(() => String, { description: "The owner of the key that created it; only the owner's keys can change it" })
  owner!: string;

  @Field(() => String, { nullable: true, description: "The collection's own key for it, unique per owner (e.g. \"TRIG-02\")" })
  ref!: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => GraphQLJSON)
  state!: unknown;

  @Field(() => GraphQLJSON)
  action!: unknown;

  @Field(() => [ScenarioChoice])
  choices!: unknown;

  @Field(() => [GraphQLJSON], { nullable: true, description: 'The expected outcome as assertions; null when none is given' })
  expected!: unknown;

  @Field(() => [String], { description: 'Ids of the rulings it illustrates' })
  rulingIds!: string[];

  @Field(() => Int, { description: 'Starts at 1; +1 per change. Send it with an update to refuse overwriting a newer one' })
  version!: number;

  @Field(() => GraphQLDateTime)
  createdAt!: Date;

  @Field(() => GraphQLDateTime)
  updatedAt!: Date;
}

export const { EdgeType: ScenarioEdge, ConnectionType: ScenarioConnection } = connectionTypes('Scenario', Scenario);

@InputType('ScenarioInput', { description: 'A scenario to create (without `id`) or to update (with `id`)' })
export class ScenarioInput {
  @Field(() => ID, { nullable: true, description: 'The scenario to update; omit to create one' })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: 'The version you last read: the save is refused (CONFLICT) if it has changed since' })
  version?: number | null;

  @Field(() => String, { nullable: true, description: 'Your own key for it, unique among your scenarios (letters, digits, . _ : -)' })
  ref?: string | null;

  @Field(() => Game)
  game!: Game;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: 'Up to 20 tags of a-z 0-9 . _ : - (stored in lower case)' })
  tags?: string[] | null;

  @Field(() => GraphQLJSON, { description: 'The game state, as for `resolve` (checked before saving)' })
  state!: unknown;

  @Field(() => GraphQLJSON)
  action!: unknown;

  @Field(() => [ChoiceInput], { nullable: true, description: 'Answers to the prompts, in order (they must answer the prompts the engine asks)' })
  choices?: ChoiceInput[] | null;

  @Field(() => [GraphQLJSON], { nullable: true, description: 'The expected outcome as assertions, e.g. { kind: "unit", card: "Wampa", damage: 3 } (see assertionKinds)' })
  expected?: unknown[] | null;

  @Field(() => [ID], { nullable: true, description: 'Ids of the card rulings it illustrates' })
  rulings?: string[] | null;
}

@InputType('ScenarioFilter', { description: 'Conditions combined with AND' })
export class ScenarioFilter {
  @Field(() => Game, { nullable: true })
  game?: Game | null;

  @Field(() => String, { nullable: true, description: 'A card id ("SOR_045") the scenario involves' })
  card?: string | null;

  @Field(() => String, { nullable: true, description: 'A rule number ("7.6.10"; "7.6" includes its sub-rules) a step of the scenario applies' })
  rule?: string | null;

  @Field(() => ID, { nullable: true, description: 'A ruling id the scenario illustrates' })
  ruling?: string | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => String, { nullable: true })
  owner?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true: only scenarios whose recorded result differs from today's engine" })
  outdated?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true / false: only scenarios whose expected outcome holds / fails on today\'s engine' })
  agrees?: boolean | null;
}

@ObjectType('AssertionKind', { description: 'An assertion kind an expected outcome may use' })
export class AssertionKindInfo {
  @Field(() => String)
  kind!: string;

  @Field(() => String)
  description!: string;

  @Field(() => [String], { description: 'Its fields; an optional one ends with "?"' })
  fields!: string[];
}

@ObjectType('ImportScenariosResult')
export class ImportScenariosResult {
  @Field(() => [Scenario])
  created!: unknown[];

  @Field(() => [Scenario])
  updated!: unknown[];

  @Field(() => [Scenario])
  unchanged!: unknown[];
}

// ---- explore --------------------------------------------------------------------------------------------------

@InputType('ExploreInput')
export class ExploreInput {
  @Field(() => Game)
  game!: Game;

  @Field(() => GraphQLJSON)
  state!: unknown;

  @Field(() => GraphQLJSON)
  action!: unknown;

  @Field(() => [ChoiceInput], { nullable: true, description: 'Answers given before exploring: the search starts after them' })
  choices?: ChoiceInput[] | null;

  @Field(() => Int, { nullable: true, description: 'Most engine runs to spend (each answer tried costs one), 1 to 1000; default 200' })
  limit?: number | null;
}

@ObjectType('ExploredChoice')
export class ExploredChoice {
  @Field(() => String)
  prompt!: string;

  @Field(() => String)
  kind!: string;

  @Field(() => String)
  player!: string;

  @Field(() => [String])
  options!: string[];

  @Field(() => [String])
  labels!: string[];
}

@ObjectType('ExploredEndState', { description: 'A distinct end state and one sequence of answers that reaches it' })
export class ExploredEndState {
  @Field(() => Int)
  id!: number;

  @Field(() => ResolveStatus)
  status!: ResolveStatus;

  @Field(() => GraphQLJSON, { nullable: true })
  state!: unknown;

  @Field(() => [EngineError])
  errors!: EngineError[];

  @Field(() => Unsupported, { nullable: true })
  unsupported!: Unsupported | null;

  @Field(() => [LogEntry], { description: 'The log of the sequence in `choices`' })
  log!: LogEntry[];

  @Field(() => [ExploredChoice], { description: 'One sequence of answers (the first found) that reaches it' })
  choices!: ExploredChoice[];

  @Field(() => Int, { description: 'How many explored sequences end here' })
  sequences!: number;
}

@ObjectType('ExploredAnswer')
export class ExploredAnswer {
  @Field(() => [String])
  options!: string[];

  @Field(() => [String])
  labels!: string[];

  @Field(() => [Int], { description: 'End states reached after this answer' })
  endStates!: number[];
}

@ObjectType('FactValue')
export class FactValue {
  @Field(() => [String], { description: 'The answer (labels)' })
  answer!: string[];

  @Field(() => Int, { description: 'The first end state reached after it' })
  endState!: number;

  @Field(() => GraphQLJSON, { nullable: true })
  value!: unknown;
}

@ObjectType('FactDifference', { description: 'A fact of the end states (a unit, a hand, a base...) that differs between the answers' })
export class FactDifference {
  @Field(() => String)
  fact!: string;

  @Field(() => [FactValue])
  values!: FactValue[];
}

@ObjectType('ExploredPrompt', { description: 'A prompt as met during the search (grouped by player, kind, text and options)' })
export class ExploredPrompt {
  @Field(() => String)
  kind!: string;

  @Field(() => String)
  player!: string;

  @Field(() => String)
  text!: string;

  @Field(() => Int)
  occurrences!: number;

  @Field(() => Boolean, { description: 'Different answers led to different end states: this choice matters' })
  decisive!: boolean;

  @Field(() => [ExploredAnswer])
  answers!: ExploredAnswer[];

  @Field(() => [FactDifference], { description: 'Why it matters: the facts that differ between its answers\' end states' })
  differences!: FactDifference[];
}

@ObjectType('Exploration', { description: 'Every combination of answers to the prompts of a request, up to a limit' })
export class Exploration {
  @Field(() => Int)
  runs!: number;

  @Field(() => Int, { description: 'The limit applied: as asked, or lower for a very large state or a request that already explored' })
  limit!: number;

  @Field(() => Boolean, { description: 'Every combination was tried; false: the limit cut the search' })
  complete!: boolean;

  @Field(() => Int, { description: 'Prompts where the limit stopped the search before every answer was tried' })
  cutPrompts!: number;

  @Field(() => [ExploredEndState])
  endStates!: ExploredEndState[];

  @Field(() => [ExploredPrompt])
  prompts!: ExploredPrompt[];
}
