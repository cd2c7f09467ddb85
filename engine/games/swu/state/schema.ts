// The SWU state format as a JSON Schema (draft 2020-12), published by the API. It describes every accepted input
// variant; normalizeState is the authority on what the values mean and checks what a schema cannot (card refs,
// card kinds per zone, unique instance ids). Kept by hand next to normalize.ts: a test checks the two agree on examples.
import { DEFAULT_DECK_SIZE, DEFAULT_RESOURCE_COUNT, MAX_ZONE_SIZE } from './defaults.js';

const cardRef = {
  type: 'string',
  minLength: 1,
  description: 'A card: internal name ("sabine-wren#explosives-artist", "shield") or set code ("SOR_142").',
};
const instanceId = { type: 'string', minLength: 1, maxLength: 100, description: 'Instance id, unique in the state. Generated ("c1", "c2"...) when absent.' };
const count = { type: 'integer', minimum: 0 };
const zoneCount = { type: 'integer', minimum: 0, maximum: MAX_ZONE_SIZE };
const playerId = { enum: ['player1', 'player2', 1, 2], description: 'A player; 1 and 2 are the numbers Karabast exports.' };
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

function list(items: object, description?: string): object {
  return { type: 'array', maxItems: MAX_ZONE_SIZE, items, ...(description ? { description } : {}) };
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
    player1: { $ref: '#/$defs/player' },
    player2: { $ref: '#/$defs/player' },
    reportingPlayer: { $ref: '#/$defs/player', description: "Karabast's other name for player1 (the player who reported the state)." },
    opponent: { $ref: '#/$defs/player', description: "Karabast's other name for player2." },
    autoSingleTarget: { type: 'boolean', default: false, description: 'A prompt with a single legal target is answered automatically.' },
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
    effects: list({ $ref: '#/$defs/lastingEffect' }, 'Active lasting effects.'),
    delayed: list({ $ref: '#/$defs/delayedEffect' }, 'Delayed effects waiting for their condition.'),
    pendingTriggers: list({ $ref: '#/$defs/pendingTrigger' }, 'Triggered abilities waiting to resolve.'),
    customCards: list({ $ref: '#/$defs/cardDefinition' }, 'Card definitions used before the catalog (by id, then internal name).'),
    seed: { ...count, default: 1, description: 'Seed for anything random; the same seed gives the same result.' },
    nextId: { type: 'integer', minimum: 1, description: 'Next number for instance ids the engine creates.' },
  },
  $defs: {
    cardRef,
    instanceId,
    player: {
      type: 'object',
      additionalProperties: false,
      properties: {
        hand: { oneOf: [{ ...zoneCount, description: 'A count of filler cards.' }, list({ $ref: '#/$defs/plainCard' })] },
        groundArena: list({ $ref: '#/$defs/unit' }),
        spaceArena: list({ $ref: '#/$defs/unit' }),
        discard: list({ $ref: '#/$defs/plainCard' }),
        resources: {
          oneOf: [
            { ...zoneCount, description: 'A count of anonymous ready resources.' },
            {
              type: 'object',
              additionalProperties: false,
              properties: { readyCount: zoneCount, exhaustedCount: zoneCount },
              description: "Karabast's resource counts.",
            },
            list({ $ref: '#/$defs/resource' }),
          ],
        },
        base: { $ref: '#/$defs/base' },
        leader: { $ref: '#/$defs/leader' },
        deck: {
          oneOf: [{ ...zoneCount, description: 'A count of filler cards.' }, list({ $ref: '#/$defs/plainCard' }, 'Top card first. [] is an empty deck.')],
        },
        hasInitiative: { type: 'boolean' },
        hasForceToken: { type: 'boolean', default: false },
        credits: { ...count, default: 0 },
        passed: { type: 'boolean', default: false, description: 'Has passed in this action phase.' },
        initiativeTaken: { type: 'boolean', default: false, description: 'Took the initiative this action phase (passes for the rest of it).' },
      },
    },
    plainCard: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: { card: { $ref: '#/$defs/cardRef' }, id: { $ref: '#/$defs/instanceId' }, owner: playerId, ...unusedAtDefault },
        },
      ],
    },
    unit: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { $ref: '#/$defs/cardRef' },
            id: { $ref: '#/$defs/instanceId' },
            damage: { ...count, default: 0 },
            exhausted: { type: 'boolean', default: false },
            upgrades: list({ $ref: '#/$defs/upgrade' }, 'Upgrades and tokens ("shield", "experience").'),
            capturedUnits: list({ $ref: '#/$defs/captured' }),
            owner: { ...playerId, description: 'Owner, when not the player whose arena lists the unit (its controller).' },
            deployed: { const: false },
            flipped: { const: false },
          },
        },
      ],
    },
    upgrade: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { $ref: '#/$defs/cardRef' },
            id: { $ref: '#/$defs/instanceId' },
            owner: { ...playerId, description: "Owner and controller; default: the unit's controller." },
            ownerAndController: { ...playerId, description: "Karabast's name for owner." },
            controller: { ...playerId, description: "As Karabast exports it: the unit's controller or the owner." },
            ...unusedAtDefault,
          },
        },
      ],
    },
    captured: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { $ref: '#/$defs/cardRef' },
            id: { $ref: '#/$defs/instanceId' },
            owner: { ...playerId, description: "Default: the captor's opponent." },
            ...unusedAtDefault,
          },
        },
      ],
    },
    resource: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { oneOf: [{ $ref: '#/$defs/cardRef' }, { type: 'null', description: 'An anonymous resource.' }] },
            id: { $ref: '#/$defs/instanceId' },
            exhausted: { type: 'boolean', default: false },
            damage: { const: 0 },
            upgrades: { type: 'array', maxItems: 0 },
            capturedUnits: { type: 'array', maxItems: 0 },
            deployed: { const: false },
            flipped: { const: false },
            owner: playerId,
          },
        },
      ],
    },
    leader: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { $ref: '#/$defs/cardRef' },
            id: { $ref: '#/$defs/instanceId' },
            deployed: { type: 'boolean', default: false, description: 'Deployed as a unit in its arena.' },
            exhausted: { type: 'boolean', default: false },
            damage: { ...count, default: 0, description: 'Only when deployed.' },
            upgrades: list({ $ref: '#/$defs/upgrade' }, 'Only when deployed.'),
            flipped: { type: 'boolean', default: false },
            epicActionUsed: { type: 'boolean', default: false },
            epicActionSpent,
            capturedUnits: { type: 'array', maxItems: 0, description: 'Units captured by a deployed leader are not supported yet.' },
            owner: playerId,
          },
        },
      ],
    },
    base: {
      oneOf: [
        { $ref: '#/$defs/cardRef' },
        {
          type: 'object',
          required: ['card'],
          additionalProperties: false,
          properties: {
            card: { $ref: '#/$defs/cardRef' },
            id: { $ref: '#/$defs/instanceId' },
            damage: { ...count, default: 0 },
            epicActionUsed: { type: 'boolean', default: false },
            epicActionSpent,
            exhausted: { const: false },
            upgrades: { type: 'array', maxItems: 0 },
            capturedUnits: { type: 'array', maxItems: 0 },
            deployed: { const: false },
            flipped: { const: false },
            owner: playerId,
          },
        },
      ],
    },
    lastingEffect: {
      type: 'object',
      required: ['source', 'controller', 'duration', 'effect'],
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/instanceId' },
        source: { type: 'string', minLength: 1, description: 'Instance id of the card that created it.' },
        controller: playerId,
        duration: { enum: ['thisAttack', 'thisPhase', 'thisRound', 'whileSourceInPlay', 'untilNextTurn'] },
        targets: { type: 'array', items: { type: 'string' }, description: 'Instance ids it applies to.' },
        effect: { description: 'What it does, in the ability language.' },
      },
    },
    delayedEffect: {
      type: 'object',
      required: ['source', 'controller', 'when', 'effect'],
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/instanceId' },
        source: { type: 'string', minLength: 1 },
        controller: playerId,
        when: { description: 'The trigger condition, in the ability language.' },
        effect: { description: 'What it does, in the ability language.' },
      },
    },
    pendingTrigger: {
      type: 'object',
      required: ['source', 'controller', 'ability'],
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/instanceId' },
        source: { type: 'string', minLength: 1 },
        controller: playerId,
        ability: { type: 'string', minLength: 1 },
        layer: { ...count, default: 0, description: 'Nesting depth: 0 for the outer window.' },
        context: { type: 'object' },
      },
    },
    cardDefinition: {
      type: 'object',
      required: ['id', 'internalName', 'name', 'type'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', minLength: 1 },
        internalName: { type: 'string', minLength: 1 },
        name: { type: 'string', minLength: 1 },
        subtitle: { type: ['string', 'null'] },
        type: { type: 'string', minLength: 1, description: 'Unit, Event, Upgrade, Leader, Base, Token Unit, Token Upgrade.' },
        cost: { type: ['integer', 'null'] },
        power: { type: ['integer', 'null'] },
        hp: { type: ['integer', 'null'] },
        upgradePower: { type: ['integer', 'null'] },
        upgradeHp: { type: ['integer', 'null'] },
        arena: { type: ['string', 'null'], description: '"Ground" or "Space" for units.' },
        aspects: { type: 'array', items: { type: 'string' } },
        traits: { type: 'array', items: { type: 'string' } },
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
                properties: { name: { type: 'string' }, value: { type: ['integer', 'null'] }, text: { type: ['string', 'null'] } },
              },
            ],
          },
        },
        text: { type: ['string', 'null'] },
        backText: { type: ['string', 'null'] },
        abilities: { description: 'Abilities in the engine ability language.' },
      },
    },
  },
} as const;
