// Structural check of ability-language JSON (custom cards and catalog rows): every problem with its JSON path, so a
// malformed definition is a clear INVALID answer instead of a crash halfway through a resolution.
import type { EngineError } from '../../../api.js';

type Errors = EngineError[];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const KINDS = ['triggered', 'constant', 'action', 'event', 'deploy', 'replacement', 'attachTo', 'unsupported'];
const TRIGGERS = ['played', 'deployed', 'defeated', 'captured', 'bounty', 'attack', 'defense', 'attackEnds', 'completesAttack', 'dealsCombatDamage', 'unitDealtCombatDamage'];
const DURATIONS = ['thisAttack', 'thisPhase', 'thisRound', 'whileSourceInPlay', 'untilNextTurn'];
const FILTER_KEYS = ['controller', 'arena', 'trait', 'aspect', 'nonLeader', 'leader', 'other', 'notRef', 'maxCost', 'minCost', 'maxRemainingHp', 'damaged', 'exhausted', 'canAttack', 'keyword', 'unitsOnly'];

/** Fields each effect needs, and which of them are targets / effects / amounts. */
const EFFECTS: Record<string, { targets?: string[]; effects?: string[]; amounts?: string[]; required?: string[] }> = {
  sequence: { required: ['steps'] },
  dealDamage: { targets: ['target'], amounts: ['amount'] },
  heal: { targets: ['target'], amounts: ['amount'] },
  defeat: { targets: ['target'] },
  defeatShields: { targets: ['target'] },
  draw: {},
  giveToken: { targets: ['target'], required: ['token'] },
  exhaust: { targets: ['target'] },
  ready: { targets: ['target'] },
  attackWith: { targets: ['attacker'] },
  modifyStats: { targets: ['target'], required: ['duration'] },
  gainKeyword: { targets: ['target'], required: ['keyword', 'duration'] },
  gainAbility: { targets: ['target'], required: ['ability', 'duration'] },
  chooseAnyNumberOfPlayers: { effects: ['then'] },
  may: { effects: ['effect'] },
  if: { effects: ['then'], required: ['condition'] },
  capture: { targets: ['target', 'by'] },
  rescue: { targets: ['target'] },
  takeControl: { targets: ['target'] },
  chooseOptions: { required: ['count', 'options'] },
  delay: { effects: ['effect'], required: ['when'] },
  playFromHand: {},
  shuffleDeck: {},
};

function filter(v: unknown, path: string, errors: Errors): void {
  if (v === undefined) return;
  if (!isObj(v)) return void errors.push({ code: 'BAD_ABILITY', path, message: 'a filter is an object' });
  for (const k of Object.keys(v)) if (!FILTER_KEYS.includes(k)) errors.push({ code: 'BAD_ABILITY', path: `${path}.${k}`, message: `unknown filter field "${k}"; known: ${FILTER_KEYS.join(', ')}` });
}

function target(v: unknown, path: string, errors: Errors): void {
  if (!isObj(v)) return void errors.push({ code: 'BAD_ABILITY', path, message: 'a target is { self: true } | { ref } | { choose, filter? } | { all: "units", filter? } | { base: "you" | "opponent" }' });
  if ('self' in v || 'ref' in v) return;
  if ('base' in v) {
    if (v.base !== 'you' && v.base !== 'opponent') errors.push({ code: 'BAD_ABILITY', path: `${path}.base`, message: 'base is "you" or "opponent"' });
    return;
  }
  if ('choose' in v) {
    if (!['unit', 'unitOrBase', 'base'].includes(v.choose as string)) errors.push({ code: 'BAD_ABILITY', path: `${path}.choose`, message: 'choose is "unit", "unitOrBase" or "base"' });
    filter(v.filter, `${path}.filter`, errors);
    return;
  }
  if ('all' in v) return filter(v.filter, `${path}.filter`, errors);
  errors.push({ code: 'BAD_ABILITY', path, message: 'unknown target shape' });
}

function amount(v: unknown, path: string, errors: Errors): void {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return;
  if (isObj(v) && ('damageOn' in v || 'powerOf' in v || v.event === 'amount')) return;
  errors.push({ code: 'BAD_ABILITY', path, message: 'an amount is a non-negative integer, { damageOn }, { powerOf } or { event: "amount" }' });
}

export function validateEffect(v: unknown, path: string, errors: Errors): void {
  if (!isObj(v) || typeof v.do !== 'string') return void errors.push({ code: 'BAD_ABILITY', path, message: 'an effect is an object with "do"' });
  const spec = EFFECTS[v.do];
  if (!spec) return void errors.push({ code: 'BAD_ABILITY', path: `${path}.do`, message: `unknown effect "${v.do}"; known: ${Object.keys(EFFECTS).join(', ')}` });
  for (const k of [...(spec.required ?? []), ...(spec.targets ?? []), ...(spec.effects ?? []), ...(spec.amounts ?? [])]) {
    if (v[k] === undefined) errors.push({ code: 'BAD_ABILITY', path: `${path}.${k}`, message: `${v.do} needs "${k}"` });
  }
  for (const k of spec.targets ?? []) if (v[k] !== undefined) target(v[k], `${path}.${k}`, errors);
  for (const k of spec.effects ?? []) if (v[k] !== undefined) validateEffect(v[k], `${path}.${k}`, errors);
  for (const k of spec.amounts ?? []) if (v[k] !== undefined) amount(v[k], `${path}.${k}`, errors);
  if (v.duration !== undefined && !DURATIONS.includes(v.duration as string)) errors.push({ code: 'BAD_ABILITY', path: `${path}.duration`, message: `duration is one of ${DURATIONS.join(', ')}` });
  if (v.do === 'sequence') {
    if (!Array.isArray(v.steps)) errors.push({ code: 'BAD_ABILITY', path: `${path}.steps`, message: 'steps is an array of effects' });
    else v.steps.forEach((s, i) => validateEffect(s, `${path}.steps[${i}]`, errors));
  }
  if (v.do === 'chooseOptions' && Array.isArray(v.options)) v.options.forEach((o, i) => validateEffect(isObj(o) ? o.effect : undefined, `${path}.options[${i}].effect`, errors));
  if (v.do === 'gainAbility' && v.ability !== undefined) validateAbility(v.ability, `${path}.ability`, errors);
  if (v.do === 'giveToken' && v.token !== 'shield' && v.token !== 'experience') errors.push({ code: 'BAD_ABILITY', path: `${path}.token`, message: 'token is "shield" or "experience"' });
}

function validateAbility(a: unknown, path: string, errors: Errors): void {
  if (!isObj(a)) return void errors.push({ code: 'BAD_ABILITY', path, message: 'an ability is an object' });
  if (!KINDS.includes(a.kind as string)) return void errors.push({ code: 'BAD_ABILITY', path: `${path}.kind`, message: `kind is one of ${KINDS.join(', ')}` });
  if (typeof a.id !== 'string' || a.id === '') errors.push({ code: 'BAD_ABILITY', path: `${path}.id`, message: 'id is a non-empty string' });
  if (typeof a.text !== 'string') errors.push({ code: 'BAD_ABILITY', path: `${path}.text`, message: 'text is a string' });
  if (a.side !== undefined && a.side !== 'leader' && a.side !== 'unit') errors.push({ code: 'BAD_ABILITY', path: `${path}.side`, message: 'side is "leader" or "unit"' });
  switch (a.kind) {
    case 'triggered':
      if (!isObj(a.when) || !TRIGGERS.includes(a.when.on as string)) errors.push({ code: 'BAD_ABILITY', path: `${path}.when`, message: `when is { on } with on one of ${TRIGGERS.join(', ')}` });
      validateEffect(a.effect, `${path}.effect`, errors);
      break;
    case 'constant':
      if (a.affects !== 'self' && !(isObj(a.affects) && isObj(a.affects.filter))) errors.push({ code: 'BAD_ABILITY', path: `${path}.affects`, message: 'affects is "self" or { filter }' });
      if (!isObj(a.grant)) errors.push({ code: 'BAD_ABILITY', path: `${path}.grant`, message: 'grant is an object' });
      else if (a.grant.ability !== undefined) validateAbility(a.grant.ability, `${path}.grant.ability`, errors);
      break;
    case 'action':
      if (!isObj(a.cost)) errors.push({ code: 'BAD_ABILITY', path: `${path}.cost`, message: 'cost is { resources?, exhaust? }' });
      validateEffect(a.effect, `${path}.effect`, errors);
      break;
    case 'event':
      validateEffect(a.effect, `${path}.effect`, errors);
      break;
    case 'deploy':
      if (typeof a.minResources !== 'number') errors.push({ code: 'BAD_ABILITY', path: `${path}.minResources`, message: 'minResources is a number' });
      break;
    case 'replacement':
      if (!['defeated', 'dealtDamage', 'captured'].includes(a.would as string)) errors.push({ code: 'BAD_ABILITY', path: `${path}.would`, message: 'would is "defeated", "dealtDamage" or "captured"' });
      validateEffect(a.instead, `${path}.instead`, errors);
      break;
    case 'attachTo':
      if (!isObj(a.filter)) errors.push({ code: 'BAD_ABILITY', path: `${path}.filter`, message: 'filter is an object' });
      else filter(a.filter, `${path}.filter`, errors);
      break;
    case 'unsupported':
      if (!Array.isArray(a.relevant)) errors.push({ code: 'BAD_ABILITY', path: `${path}.relevant`, message: 'relevant is an array' });
      break;
  }
}

/** Validates a card's `abilities` value: undefined/null (not defined yet) or an array of abilities. */
export function validateAbilities(raw: unknown, path: string): EngineError[] {
  const errors: Errors = [];
  if (raw === undefined || raw === null) return errors;
  if (!Array.isArray(raw)) return [{ code: 'BAD_ABILITY', path, message: 'abilities is an array of abilities in the SWU ability language' }];
  raw.forEach((a, i) => validateAbility(a, `${path}[${i}]`, errors));
  return errors;
}
