// The SWU state format as a JSON Schema (draft 2020-12), published by the API. It describes every accepted input
// variant; normalizeState is the authority on what the values mean and checks what a schema cannot (card refs,
// card kinds per zone, unique instance ids). Kept by hand next to normalize.ts: a test checks the two agree on examples.
import { jsonSchema } from '../../../core/schema.js';
import { DEFAULT_DECK_SIZE, DEFAULT_RESOURCE_COUNT, MAX_ZONE_SIZE } from './defaults.js';
import { swuTimingFormat } from './timing.js';
import { phaseHistoryJsonSchema } from './history.js';

const cardRef = {
  type: 'string',
  minLength: 1,
  description: 'A card: internal name ("sabine-wren#explosives-artist", "shield") or set code ("SOR_142").',
};
const instanceId = { type: 'string', minLength: 1, maxLength: 100, description: 'Instance id, unique in the state. Generated ("c1", "c2"...) when absent.' };
const count = { type: 'integer', minimum: 0 };
const zoneCount = { type: 'integer', minimum: 0, maximum: MAX_ZONE_SIZE };
const playerId = { enum: ['player1', 'player2', 1, 2], description: 'A player; 1 and 2 are the numbers Karabast exports.' };
const usedThisRoundSchema = { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Ids of its "Use this ability only once each round" abilities used this round (8.32.3).' };
const epicActionSpent = { type: 'boolean', description: "Karabast's name for epicActionUsed." };
/** Karabast's generic card fields that mean nothing in some zones: accepted only at their default value. */
const unusedAtDefault = {
  damage: { const: 0 },
  exhausted: { const: false },
  upgrades: { type: 'array', maxItems: 0 },
  capturedUnits: { type: 'array', maxItems: 0 },
  deployed: { const: false },
  flipped: { const: false },
};

/** The fields of unusedAtDefault a given zone cannot use, in the order given. */
function atDefault(...fields: (keyof typeof unusedAtDefault)[]): object {
  return Object.fromEntries(fields.map((field) => [field, unusedAtDefault[field]]));
}
const flag = { type: 'boolean', default: false };
const fillerCount = { ...zoneCount, description: 'A count of filler cards.' };
const nullable = (type: string) => ({ type: [type, 'null'] });
const nonEmpty = { type: 'string', minLength: 1 };
const strings = { type: 'array', items: { type: 'string' } };
const ref = (def: string) => ({ $ref: `#/$defs/${def}` });

function list(items: object, description?: string): object {
  return { type: 'array', maxItems: MAX_ZONE_SIZE, items, ...(description ? { description } : {}) };
}

/**
 * A card in a zone: its reference alone, or an object with the card, its instance id and the zone's own fields
 * (a `card` among them replaces the default one in place).
 */
function cardEntry(properties: object): object {
  return {
    oneOf: [
      ref('cardRef'),
      {
        type: 'object',
        required: ['card'],
        additionalProperties: false,
        properties: { card: ref('cardRef'), id: ref('instanceId'), ...properties },
      },
    ],
  };
}

const abilityEffect = { description: 'What it does, in the ability language.' };

/** The fields every effect or trigger waiting in the state starts with. */
function sourcedBy(sourceDescription?: string): object {
  return {
    id: ref('instanceId'),
    source: { ...nonEmpty, ...(sourceDescription ? { description: sourceDescription } : {}) },
    controller: playerId,
  };
}

export const swuStateJsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://rules-api.local/schemas/swu-state.json',
  title: 'Star Wars: Unlimited game state',
  description:
    "Karabast's serialized game state (as exported for bug reports and used by its test setup), extended with what a " +
    'mid-turn state needs. Every field is optional; missing ones get Karabast\'s defaults: leader Darth Vader / Luke ' +
    `Skywalker, base Kestro City / Administrator's Tower, ${DEFAULT_RESOURCE_COUNT} ready resources, a ` +
    `${DEFAULT_DECK_SIZE}-card deck of Underworld Thug, initiative with player1, activePlayer = the initiative holder ` +
    '(with karabastDefaults: false, missing zones are empty instead, as in Karabast\'s exports).',
  type: 'object',
  additionalProperties: false,
  properties: {
    phase: { enum: ['setup', 'action', 'regroup'], default: 'action' },
    player1: ref('player'),
    player2: ref('player'),
    reportingPlayer: { ...ref('player'), description: "Karabast's other name for player1 (the player who reported the state)." },
    opponent: { ...ref('player'), description: "Karabast's other name for player2." },
    autoSingleTarget: { ...flag, description: 'A prompt with a single legal target is answered automatically.' },
    error: { type: 'string', description: 'Written by Karabast when it could not capture the state; such a state is refused.' },
    activePlayer: { ...playerId, description: 'Whose turn it is. Default: the player with the initiative.' },
    round: { type: 'integer', minimum: 1, default: 1 },
    karabastDefaults: {
      type: 'boolean',
      default: true,
      description:
        "true: missing fields get Karabast's test-setup defaults (see above). false: missing zones are empty, as in " +
        "Karabast's exportGameState output, and leader and base are required.",
    },
    actionNumber: { type: 'integer', minimum: 0, description: "Karabast's action counter in history exports; accepted, not kept." },
    effects: list(ref('lastingEffect'), 'Active lasting effects.'),
    delayed: list(ref('delayedEffect'), 'Delayed effects waiting for their condition.'),
    pendingTriggers: list(ref('pendingTrigger'), 'Triggered abilities waiting to resolve.'),
    customCards: list(ref('cardDefinition'), 'Card definitions used before the catalog (by id, then internal name).'),
    seed: { ...count, default: 1, description: 'Seed for anything random; the same seed gives the same result.' },
    nextId: { type: 'integer', minimum: 1, description: 'Next number for instance ids the engine creates.' },
    thisPhase: phaseHistoryJsonSchema,
    timing: {
      ...ref('swuTiming'),
      description: 'Only in a state returned at a prompt: what is left of the resolution. Send the state back as it is, with the action { "type": "continue" } and the answer.',
    },
  },
  $defs: {
    // The timing's own definitions (and the ability language they use), from their one definition.
    ...(jsonSchema(swuTimingFormat) as { $defs: Record<string, object> }).$defs,
    cardRef,
    instanceId,
    player: {
      type: 'object',
      additionalProperties: false,
      properties: {
        hand: { oneOf: [fillerCount, list(ref('plainCard'))] },
        groundArena: list(ref('unit')),
        spaceArena: list(ref('unit')),
        discard: list(ref('plainCard')),
        resources: {
          oneOf: [
            { ...zoneCount, description: 'A count of anonymous ready resources.' },
            {
              type: 'object',
              additionalProperties: false,
              properties: { readyCount: zoneCount, exhaustedCount: zoneCount },
              description: "Karabast's resource counts.",
            },
            list(ref('resource')),
          ],
        },
        base: ref('base'),
        leader: ref('leader'),
        deck: {
          oneOf: [fillerCount, list(ref('plainCard'), 'Top card first. [] is an empty deck.')],
        },
        hasInitiative: { type: 'boolean' },
        hasForceToken: flag,
        credits: { ...count, default: 0 },
        passed: { ...flag, description: 'Has passed in this action phase.' },
        initiativeTaken: { ...flag, description: 'Took the initiative this action phase (passes for the rest of it).' },
      },
    },
    plainCard: cardEntry({ owner: playerId, ...unusedAtDefault }),
    unit: cardEntry({
      damage: { ...count, default: 0 },
      exhausted: flag,
      upgrades: list(ref('upgrade'), 'Upgrades and tokens ("shield", "experience").'),
      capturedUnits: list(ref('captured')),
      owner: { ...playerId, description: 'Owner, when not the player whose arena lists the unit (its controller).' },
      enteredThisPhase: { ...flag, description: 'Played or created this phase (Hidden, 7.5.18).' },
      usedThisRound: usedThisRoundSchema,
      ...atDefault('deployed', 'flipped'),
    }),
    upgrade: cardEntry({
      owner: { ...playerId, description: "Owner and controller; default: the unit's controller." },
      ownerAndController: { ...playerId, description: "Karabast's name for owner." },
      controller: { ...playerId, description: "As Karabast exports it: the unit's controller or the owner." },
      ...unusedAtDefault,
    }),
    captured: cardEntry({ owner: { ...playerId, description: "Default: the captor's opponent." }, ...unusedAtDefault }),
    resource: cardEntry({
      card: { oneOf: [ref('cardRef'), { type: 'null', description: 'An anonymous resource.' }] },
      exhausted: flag,
      ...atDefault('damage', 'upgrades', 'capturedUnits', 'deployed', 'flipped'),
      owner: playerId,
    }),
    leader: cardEntry({
      deployed: { ...flag, description: 'Deployed as a unit in its arena (or, with asUpgrade, as an upgrade).' },
      asUpgrade: { ...flag, description: 'Deployed as an upgrade (3.4.4A): the leader card is listed in the upgrades of the unit it is attached to (same id, or none).' },
      exhausted: flag,
      damage: { ...count, default: 0, description: 'Only when deployed.' },
      upgrades: list(ref('upgrade'), 'Only when deployed.'),
      flipped: flag,
      epicActionUsed: flag,
      epicActionSpent,
      enteredThisPhase: { ...flag, description: 'Deployed this phase (Hidden, 7.5.18).' },
      usedThisRound: usedThisRoundSchema,
      capturedUnits: { type: 'array', maxItems: 0, description: 'Units captured by a deployed leader are not supported yet.' },
      owner: playerId,
    }),
    base: cardEntry({
      damage: { ...count, default: 0 },
      epicActionUsed: flag,
      usedThisGame: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Ids of its "no more than N times each game" action abilities, one entry per use.' },
      epicActionSpent,
      ...atDefault('exhausted', 'upgrades', 'capturedUnits', 'deployed', 'flipped'),
      owner: playerId,
    }),
    lastingEffect: {
      type: 'object',
      required: ['source', 'controller', 'duration', 'effect'],
      additionalProperties: false,
      properties: {
        ...sourcedBy('Instance id of the card that created it.'),
        duration: { enum: ['thisAttack', 'thisPhase', 'thisRound', 'whileSourceInPlay', 'untilNextTurn'] },
        targets: { ...strings, description: 'Instance ids it applies to.' },
        effect: abilityEffect,
      },
    },
    delayedEffect: {
      type: 'object',
      required: ['source', 'controller', 'when', 'effect'],
      additionalProperties: false,
      properties: {
        ...sourcedBy(),
        when: { description: 'The trigger condition, in the ability language.' },
        effect: abilityEffect,
        refs: { type: 'object', additionalProperties: { type: 'string' }, description: 'Names the effect refers to ("defeat it": the unit\'s instance id), bound when it was created.' },
      },
    },
    pendingTrigger: {
      type: 'object',
      required: ['source', 'controller', 'ability'],
      additionalProperties: false,
      properties: {
        ...sourcedBy(),
        ability: nonEmpty,
        layer: { ...count, default: 0, description: 'Nesting depth: 0 for the outer window.' },
        context: { type: 'object' },
      },
    },
    cardDefinition: {
      type: 'object',
      required: ['id', 'internalName', 'name', 'type'],
      additionalProperties: false,
      properties: {
        id: nonEmpty,
        internalName: nonEmpty,
        name: nonEmpty,
        subtitle: nullable('string'),
        type: { ...nonEmpty, description: 'Unit, Event, Upgrade, Leader, Base, Token Unit, Token Upgrade.' },
        cost: nullable('integer'),
        power: nullable('integer'),
        hp: nullable('integer'),
        upgradePower: nullable('integer'),
        upgradeHp: nullable('integer'),
        arena: { ...nullable('string'), description: '"Ground" or "Space" for units.' },
        aspects: strings,
        traits: strings,
        unique: { type: 'boolean' },
        keywords: {
          type: 'array',
          items: {
            oneOf: [
              { type: 'string', description: '"Raid 2", "Sentinel"' },
              {
                type: 'object',
                required: ['name'],
                additionalProperties: false,
                properties: { name: { type: 'string' }, value: nullable('integer'), text: nullable('string') },
              },
            ],
          },
        },
        text: nullable('string'),
        backText: nullable('string'),
        epicAction: { ...nullable('string'), description: 'A leader\'s printed Epic Action: the standard deploy one needs no abilities defined.' },
        abilities: { description: 'Abilities in the engine ability language.' },
      },
    },
  },
} as const;
