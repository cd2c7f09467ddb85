// The prompt protocol, the same for every game: what a NEEDS_CHOICE answer asks and how to answer it. Published as a
// JSON Schema (the API's promptSchema) and used by tests to check every prompt the engine makes.
//
// - An answer is { prompt: <prompt id>, options: [<option ids>] }, between min and max of them, appended to `choices`
//   (or sent alone with the state returned at the prompt and the action { type: "continue" }).
// - Option ids are stable: the same request gives the same ids. `ref` says what the option stands for and is unique
//   within the prompt (a card instance, a player, a trigger instance; words stand for themselves); `card` is the card
//   instance the option is about, if any.
// - An optional ability is ONE prompt (kind MAY, or BOUNTY while collecting a Bounty): the targets it would choose
//   (or one "resolve" option when it chooses nothing first) together with "decline", which is chosen alone.
import { arr, describe, int, jsonSchema, nullable, obj, oneOfStrings, str, type Format } from './schema.js';

/** Every prompt kind, with what it asks. */
export const PROMPT_KINDS: Readonly<Record<string, string>> = {
  TARGET: 'Choose the target(s) of an ability that is not optional.',
  MAY: 'An optional ability ("you may..."): its targets, or "resolve" when it has nothing to choose first, and "decline".',
  BOUNTY: 'Collecting a Bounty (optional): the same shape as MAY, asked of the player who collects it.',
  DEFENDER: 'Choose what an attacking unit attacks: legal defenders only (Sentinel, arena, restrictions applied).',
  TRIGGER_ORDER: 'Several of your triggered abilities are waiting: choose which resolves next (one option per trigger instance).',
  PLAYER_ORDER: 'Both players have triggered abilities: the active player chooses who resolves theirs first.',
  PLAYERS: 'Choose any number of players.',
  OPTION: 'Choose among the options an ability or a card offers ("Choose one:", which Smuggle to use).',
  OPTION_ORDER: 'Choose which of the chosen options resolves next.',
  REPLACEMENT: 'Several replacement effects apply: choose which applies first.',
  UNIQUE: 'You control more than one copy of a unique card: choose the copies to defeat.',
  RESOURCE: 'Regroup: you may resource a card from your hand (min 0).',
  STEP: 'stopAfterEachStep: the state after the step just done; answer "continue" to go on.',
  RESOLVE_OR_DECLINE: 'Resolve one of your available abilities, or decline (games whose players alternate).',
  SECONDARY: 'TI4: use the secondary ability of the strategy card just played, or not.',
  DESTROY: 'TI4: choose the units to destroy.',
  COMMAND_POOL: 'TI4: choose the command pool a token goes to.',
};

export const promptFormat: Format = {
  id: 'prompt',
  title: 'Prompt',
  description: 'A decision a player must make before the engine can go on (status NEEDS_CHOICE).',
  root: 'prompt',
  defs: {
    prompt: obj({
      id: describe(str({ minLength: 1 }), 'Deterministic: "p<n>-<KIND>", the n-th prompt of the resolution.'),
      player: describe(str({ minLength: 1 }), 'Who must answer.'),
      kind: oneOfStrings(Object.keys(PROMPT_KINDS), Object.entries(PROMPT_KINDS).map(([k, v]) => `${k}: ${v}`).join(' ')),
      text: str(),
      options: arr(obj({
        id: describe(str({ minLength: 1 }), 'Stable; an answer lists option ids. "decline" declines and is chosen alone.'),
        label: describe(str({ minLength: 1 }), 'Built one way for every kind: "Battlefield Marine (player2)", "Chopper Base, Atollon (player2\'s base)".'),
        ref: describe(str({ minLength: 1 }), 'What the option stands for, unique within the prompt.'),
        card: describe(nullable(str({ minLength: 1 })), 'The card instance the option is about, if any.'),
      }), { minItems: 1 }),
      min: int({ minimum: 0 }),
      max: int({ minimum: 1 }),
    }),
  },
};

export const promptJsonSchema = jsonSchema(promptFormat);
