// The ability language as a JSON Schema (draft 2020-12), for tools that write card abilities (the catalog's
// ability column, custom cards in a state). It mirrors types.ts; validate.ts is the engine's own check.
const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false });
const effect = (name: string, properties: Record<string, unknown>, required: string[] = []) =>
  obj({ do: { const: name }, ...properties }, ['do', ...required]);
const who = { enum: ['you', 'opponent'] };
const duration = { enum: ['thisAttack', 'thisPhase', 'thisRound', 'whileSourceInPlay', 'untilNextTurn'] };
const base = { id: { type: 'string', minLength: 1 }, text: { type: 'string' }, side: { enum: ['leader', 'unit'] } };

export const swuAbilityJsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://rules-api/schemas/swu-abilities.json',
  title: 'Star Wars: Unlimited ability language',
  description: "A card's abilities: an array of abilities the engine interprets. Absent means \"not defined yet\" (UNSUPPORTED when the text matters).",
  type: 'array',
  items: ref('ability'),
  $defs: {
    ability: { oneOf: ['triggered', 'constant', 'action', 'event', 'deploy', 'replacement', 'attachTo', 'unsupported'].map((k) => ref(`${k}Ability`)) },
    triggeredAbility: obj({ kind: { const: 'triggered' }, ...base, when: ref('trigger'), condition: ref('condition'), effect: ref('effect'), resolvedBy: { const: 'opponent' } }, ['kind', 'id', 'text', 'when', 'effect']),
    constantAbility: obj({ kind: { const: 'constant' }, ...base, condition: ref('condition'), affects: { oneOf: [{ const: 'self' }, obj({ filter: ref('filter') }, ['filter'])] }, grant: ref('grant') }, ['kind', 'id', 'text', 'affects', 'grant']),
    actionAbility: obj({ kind: { const: 'action' }, ...base, epic: { type: 'boolean' }, cost: obj({ resources: { type: 'integer', minimum: 0 }, exhaust: { type: 'boolean' } }), effect: ref('effect') }, ['kind', 'id', 'text', 'cost', 'effect']),
    eventAbility: obj({ kind: { const: 'event' }, ...base, effect: ref('effect') }, ['kind', 'id', 'text', 'effect']),
    deployAbility: obj({ kind: { const: 'deploy' }, ...base, minResources: { type: 'integer', minimum: 0 } }, ['kind', 'id', 'text', 'minResources']),
    replacementAbility: obj({ kind: { const: 'replacement' }, ...base, would: { enum: ['defeated', 'dealtDamage', 'captured'] }, instead: ref('effect') }, ['kind', 'id', 'text', 'would', 'instead']),
    attachToAbility: obj({ kind: { const: 'attachTo' }, ...base, filter: ref('filter') }, ['kind', 'id', 'text', 'filter']),
    unsupportedAbility: obj({ kind: { const: 'unsupported' }, ...base, relevant: { type: 'array', items: { enum: ['constant', 'played', 'attack', 'defeated', 'action', 'opponentPlays'] } }, rule: { type: 'string' } }, ['kind', 'id', 'text', 'relevant']),
    trigger: {
      oneOf: [
        obj({ on: { enum: ['played', 'deployed', 'defeated', 'captured', 'bounty', 'attack', 'defense', 'attackEnds', 'completesAttack'] } }, ['on']),
        obj({ on: { const: 'dealsCombatDamage' }, to: { enum: ['unit', 'base', 'any'] }, toFilter: ref('filter'), whileAttacking: { type: 'boolean' } }, ['on']),
        obj({ on: { const: 'unitDealtCombatDamage' }, unit: ref('filter'), survives: { type: 'boolean' } }, ['on', 'unit']),
      ],
    },
    filter: obj({
      controller: { enum: ['friendly', 'enemy', 'any'] }, arena: { enum: ['ground', 'space'] }, trait: { type: 'string' }, aspect: { type: 'string' },
      nonLeader: { type: 'boolean' }, leader: { type: 'boolean' }, other: { type: 'boolean' }, notRef: { type: 'string' }, maxCost: { type: 'integer' }, minCost: { type: 'integer' }, maxRemainingHp: { type: 'integer' },
      damaged: { type: 'boolean' }, exhausted: { type: 'boolean' }, canAttack: { type: 'boolean' }, keyword: { type: 'string' }, unitsOnly: { type: 'boolean' },
    }),
    target: {
      oneOf: [
        obj({ self: { const: true } }, ['self']),
        obj({ ref: { type: 'string' } }, ['ref']),
        obj({ choose: { enum: ['unit', 'unitOrBase', 'base'] }, filter: ref('filter'), optional: { type: 'boolean' }, count: { type: 'integer', minimum: 1 }, as: { type: 'string' }, chooser: who }, ['choose']),
        obj({ all: { const: 'units' }, filter: ref('filter') }, ['all']),
        obj({ base: who }, ['base']),
      ],
    },
    amount: {
      oneOf: [
        { type: 'integer', minimum: 0 },
        obj({ damageOn: { type: 'string' } }, ['damageOn']),
        obj({ powerOf: { type: 'string' } }, ['powerOf']),
        obj({ event: { const: 'amount' } }, ['event']),
      ],
    },
    keyword: obj({ name: { type: 'string' }, value: { type: ['integer', 'null'] }, text: { type: ['string', 'null'] }, effect: ref('effect') }, ['name']),
    grant: obj({ power: { type: 'integer' }, hp: { type: 'integer' }, keyword: ref('keyword'), ability: ref('ability'), cantBeAttacked: { type: 'boolean' } }),
    condition: {
      oneOf: [
        obj({ youControl: ref('filter'), atLeast: { type: 'integer', minimum: 1 } }, ['youControl']),
        obj({ not: ref('condition') }, ['not']),
        obj({ baseDamaged: who }, ['baseDamaged']),
        obj({ enemyUnitThisCanAttack: { const: true } }, ['enemyUnitThisCanAttack']),
        obj({ self: ref('filter') }, ['self']),
      ],
    },
    attackModifiers: obj({ power: { type: 'integer' }, hp: { type: 'integer' }, gain: { type: 'array', items: ref('ability') }, keywords: { type: 'array', items: ref('keyword') } }),
    effect: {
      oneOf: [
        effect('sequence', { steps: { type: 'array', items: ref('effect') } }, ['steps']),
        effect('dealDamage', { target: ref('target'), amount: ref('amount'), by: ref('target') }, ['target', 'amount']),
        effect('heal', { target: ref('target'), amount: ref('amount') }, ['target', 'amount']),
        effect('defeat', { target: ref('target') }, ['target']),
        effect('defeatShields', { target: ref('target') }, ['target']),
        effect('draw', { player: { enum: ['you', 'opponent', 'chosen'] }, count: { type: 'integer', minimum: 1 } }),
        effect('giveToken', { token: { enum: ['shield', 'experience'] }, target: ref('target'), count: { type: 'integer', minimum: 1 } }, ['token', 'target']),
        effect('exhaust', { target: ref('target') }, ['target']),
        effect('ready', { target: ref('target') }, ['target']),
        effect('attackWith', { attacker: ref('target'), defender: ref('filter'), forThisAttack: ref('attackModifiers'), as: { type: 'string' } }, ['attacker']),
        effect('modifyStats', { target: ref('target'), power: { type: 'integer' }, hp: { type: 'integer' }, duration }, ['target', 'duration']),
        effect('gainKeyword', { target: ref('target'), keyword: ref('keyword'), duration }, ['target', 'keyword', 'duration']),
        effect('gainAbility', { target: ref('target'), ability: ref('ability'), duration }, ['target', 'ability', 'duration']),
        effect('chooseAnyNumberOfPlayers', { then: ref('effect') }, ['then']),
        effect('chooseOptions', { count: { type: 'integer', minimum: 1 }, options: { type: 'array', items: obj({ label: { type: 'string' }, effect: ref('effect') }, ['label', 'effect']) } }, ['count', 'options']),
        effect('may', { effect: ref('effect'), text: { type: 'string' } }, ['effect']),
        effect('if', { condition: ref('condition'), then: ref('effect'), else: ref('effect') }, ['condition', 'then']),
        effect('capture', { target: ref('target'), by: ref('target') }, ['target', 'by']),
        effect('rescue', { target: ref('target') }, ['target']),
        effect('takeControl', { target: ref('target') }, ['target']),
        effect('shuffleDeck', { player: who }),
        effect('delay', { when: obj({ event: { enum: ['attackEnded', 'attackDeclared', 'played', 'defeat', 'draw', 'damage'] } }, ['event']), effect: ref('effect'), text: { type: 'string' } }, ['when', 'effect']),
        effect('playFromHand', { filter: obj({ type: { type: 'string' }, aspect: { type: 'string' }, maxCost: { type: 'integer' } }), ignoreAspectPenalty: { type: 'boolean' }, free: { type: 'boolean' }, costReduction: { type: 'integer', minimum: 0 } }),
      ],
    },
  },
} as const;
