// Attack-bound text, wave 4 (issue 7, family "attacks"; language in abilities/defs/attacks-more.ts):
// - "<attack>. If it's attacking a unit, it gets +1/+0 for this attack." / "If it attacks a ground unit, it gets +2/+0
//   and the defender gets -2/-0 for this attack.": modifiers that apply once the defender is declared (6.3.1B);
// - "<attack>. After completing this attack, defeat it." / "... you may exhaust a space unit.": the rest resolves after
//   the attack and its triggers (7.6.8A), only if the attack was made; "it" is the attacker;
// - "Attack with a ground unit, and that ground unit gets +2/+0 for this attack." (a modified attack, 7.1.6);
// - lasting combat effects: "Each enemy unit gets -4/-0 while attacking that unit this phase." (errata: "For this
//   phase, while that unit is defending, the attacker gets -4/-0"), "For this phase, each enemy unit gets -2/-0 while
//   it's attacking a base." (errata: "while a base is being attacked by an enemy unit"), "For this phase, that unit
//   can't deal combat damage." (6.3.0C).
import type { AttackModifiers, Effect, Target } from '../../abilities/types.js';
import { keywordGrant, statChange, target, unitPhrase } from '../phrases.js';
import { effectNodes } from '../effect-nodes.js';
import { narrowingTemplate } from '../narrow.js';
import type { CompileContext, EffectTemplate, HeadTemplate, LineTemplate, TemplateModule } from '../types.js';
import { bare } from '../text.js';
import { sentence } from './effects-basic.js';

type AttackWith = Extract<Effect, { do: 'attackWith' }>;

/** "gets +2/+0", "gains Saboteur", "the defender gets -2/-0", joined by "and": one set of modifiers. */
function modifiersOf(text: string): AttackModifiers | undefined {
  const out: AttackModifiers = {};
  for (const raw of text.trim().split(/,?\s+and\s+/i)) {
    const part = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^gets ([+-]\d+\/[+-]\d+)$/i.exec(part)) && out.power === undefined && out.hp === undefined) {
      const s = statChange(m[1]!);
      if (!s || (!s.power && !s.hp)) return undefined;
      if (s.power) out.power = s.power;
      if (s.hp) out.hp = s.hp;
    } else if ((m = /^gains (.+)$/i.exec(part))) {
      const grants = m[1]!.split(/\s*,\s*/).map(keywordGrant);
      if (grants.some((g) => !g)) return undefined;
      out.keywords = [...(out.keywords ?? []), ...(grants as NonNullable<ReturnType<typeof keywordGrant>>[])];
    } else if ((m = /^the defender gets ([+-]\d+)\/[+-]0$/i.exec(part)) && !out.defender) {
      const power = Number.parseInt(m[1]!, 10);
      if (!power) return undefined;
      out.defender = { power };
    } else {
      return undefined;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** The earlier text compiled, with its one attack (not inside a gained ability); undefined unless exactly one. */
function oneAttack(prefix: string, ctx: CompileContext): { effect: Effect; attack: AttackWith } | undefined {
  if (!/\battack with\b/i.test(prefix)) return undefined;
  const first = ctx.effect(prefix);
  if (!first) return undefined;
  const copy = JSON.parse(JSON.stringify(first)) as Effect;
  const attacks = effectNodes<AttackWith>(copy, (o) => o.do === 'attackWith');
  if (attacks.length !== 1) return undefined;
  return { effect: copy, attack: attacks[0]! };
}

/** "a unit" / "a ground unit" / "an exhausted unit": what the defender must be (no "other", no derived facts). */
function defenderUnit(np: string): Record<string, unknown> | undefined {
  const phrase = unitPhrase(np);
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || phrase.filter.other || phrase.filter.controller) return undefined;
  if (Object.keys(phrase.filter).some((k) => k !== 'arena' && k !== 'trait' && k !== 'damaged' && k !== 'exhausted')) return undefined;
  return phrase.filter;
}

/** "<attack>. If it's attacking a unit, it gets +1/+0 for this attack." / "If it attacks a ground unit, ..." */
const ifAttacking: EffectTemplate = (text, ctx) => {
  const m = /^(.+)\.\s+if (?:it's attacking|it is attacking|it attacks) (an? (?:[^,]+? )?unit), it (.+) for this attack$/i.exec(text.trim());
  if (!m) return undefined;
  const unit = defenderUnit(m[2]!);
  const modifiers = modifiersOf(m[3]!);
  if (!unit || !modifiers) return undefined;
  const found = oneAttack(m[1]!, ctx);
  if (!found || found.attack.forThisAttack?.ifAttacking || found.attack.forThisAttack?.also) return undefined;
  found.attack.forThisAttack = { ...found.attack.forThisAttack, ifAttacking: { unit, modifiers } };
  return found.effect;
};

/**
 * "<attack>. After completing this attack, <rest>." (7.6.8A): the attack is wrapped where it is (inside "if" / "you
 * may"); "it" / "that unit" in the rest is the attacker (the attack's one choice, bound by name).
 */
const afterCompleting: EffectTemplate = (text, ctx) => {
  const m = /^(.+)\.\s+after completing this attack, (.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const found = oneAttack(m[1]!, ctx);
  if (!found) return undefined;
  const { attack } = found;
  if (!('choose' in attack.attacker) || attack.attacker.as || attack.as) return undefined;
  const holder: Effect = { do: 'attackWith', attacker: attack.attacker } as AttackWith;
  const rest = ctx.linked(holder, m[2]!);
  if (!rest) return undefined;
  // The attacker, bound when it is chosen (interpreter: a choice's `as`), is what the rest calls "it".
  const bound = (holder as AttackWith).attacker;
  const wrapped: Effect = { do: 'afterAttack', attack: { ...attack, attacker: bound }, then: rest };
  for (const k of Object.keys(attack)) delete (attack as Record<string, unknown>)[k];
  Object.assign(attack, wrapped);
  return found.effect;
};

/** "Attack with a ground unit, and that ground unit gets +2/+0 for this attack." */
const attackAndGets = sentence(/(attack with (an? (?:[^,]+? )?unit)), and that (?:[a-z]+ )?unit (gets [+-]\d+\/[+-]\d+(?: and gains [A-Za-z]+(?: \d+)?)?) for this attack/, (m, ctx) => {
  const attack = ctx.effect(m[1]!);
  const modifiers = modifiersOf(m[3]!);
  if (!attack || attack.do !== 'attackWith' || attack.forThisAttack || attack.defender || !modifiers || modifiers.defender) return undefined;
  return { ...attack, forThisAttack: modifiers };
});

/** The unit an earlier part named ("that unit", "it"), bound by name. */
function named(np: string, ctx: CompileContext): Target | undefined {
  if (!ctx.pronoun) return undefined;
  const t = target(np, ctx);
  return t && 'ref' in t ? t : undefined;
}

/** "Each enemy unit gets -4/-0 while attacking that unit this phase." (errata: while that unit is defending, the attacker gets -4/-0) */
const whileAttackingThat = sentence(/each enemy unit gets (-\d+)\/-0 while attacking (that unit|it) this phase/, (m, ctx) => {
  const t = named(m[2]!, ctx);
  const power = Number.parseInt(m[1]!, 10);
  return t && power ? { do: 'combatLasting', target: t, duration: 'thisPhase', attackerPower: power } : undefined;
});

/** "For this phase, each enemy unit gets -2/-0 while it's attacking a base." (errata: while a base is being attacked by an enemy unit; enemy units attack only your base) */
const whileAttackingBase = sentence(/for this phase, each enemy unit gets (-\d+)\/-0 while it's attacking a base/, (m) => {
  const power = Number.parseInt(m[1]!, 10);
  return power ? { do: 'combatLasting', target: { base: 'you' }, duration: 'thisPhase', attackerPower: power } : undefined;
});

/** "For this phase, that unit can't deal combat damage." */
const cantDealCombat = sentence(/for this phase, (that unit|it) can't deal combat damage/, (m, ctx) => {
  const t = named(m[1]!, ctx);
  return t ? { do: 'combatLasting', target: t, duration: 'thisPhase', cantDealCombatDamage: true } : undefined;
});

/**
 * "When Attack Ends: If this unit survived, ...": the unit survived its attack when it is still in play as the attack
 * ends (6.3.5): a condition of the trigger, checked then (a unit defeated later, before the ability resolves, did
 * survive the attack).
 */
const survivedLine: LineTemplate = (line, ctx) => {
  const m = /^when attack ends: if this unit survived, (.+)$/i.exec(bare(line));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? [{ kind: 'triggered', id: '', text: line, when: { on: 'attackEnds' }, condition: { self: {} }, effect }] : undefined;
};

/** "This unit can attack space units." / "This unit can attack units in the ground arena." (a unit's constant) */
const canAttackLine: LineTemplate = (line, ctx) => {
  const m = /^this unit can attack (?:(ground|space) units|units in the (ground|space) arena)$/i.exec(bare(line));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const arena = (m[1] ?? m[2])!.toLowerCase() as 'ground' | 'space';
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { canAttackArena: arena } }];
};

/** "<attack>. It gains Saboteur and can attack ground units for this attack." */
const canAttackForThisAttack: EffectTemplate = (text, ctx) => {
  const m = /^(.+)\.\s+it (?:(.+?) and )?can attack (ground|space) units for this attack$/i.exec(text.trim());
  if (!m) return undefined;
  const modifiers = m[2] ? modifiersOf(m[2]) : {};
  if (!modifiers || modifiers.defender) return undefined;
  const found = oneAttack(m[1]!, ctx);
  if (!found || found.attack.forThisAttack || found.attack.defender) return undefined;
  found.attack.forThisAttack = { ...modifiers, canAttackArena: m[3]!.toLowerCase() as 'ground' | 'space' };
  return found.effect;
};

/** "<attack>. For this attack, it deals damage equal to its remaining HP instead of its power." */
const remainingHpDamage: EffectTemplate = (text, ctx) => {
  const m = /^(.+)\.\s+for this attack, it deals damage equal to its remaining hp instead of its power$/i.exec(text.trim());
  if (!m) return undefined;
  const found = oneAttack(m[1]!, ctx);
  if (!found || found.attack.forThisAttack || found.attack.defender) return undefined;
  found.attack.forThisAttack = { damageFromRemainingHp: true };
  return found.effect;
};

/**
 * SEC Colonel Yularen: "Attack with a unit. Then, you may attack with another unit that costs less than it.": "another"
 * and "it" are the first attacker (bound by name; printed costs, ruling).
 */
const thenAnotherCheaper = sentence(/(attack with an? (?:[^.]+? )?unit)\. then, you may attack with another ((?:[a-z-]+ )*)unit that costs less than it/, (m, ctx) => {
  const first = ctx.effect(m[1]!);
  const second = ctx.effect(`attack with a ${m[2]}unit`);
  if (!first || first.do !== 'attackWith' || !('choose' in first.attacker) || first.attacker.as || first.as) return undefined;
  if (!second || second.do !== 'attackWith' || !('choose' in second.attacker) || second.forThisAttack || second.defender) return undefined;
  const name = 'firstAttacker';
  return {
    do: 'sequence',
    steps: [
      { ...first, attacker: { ...first.attacker, as: name } },
      { do: 'may', effect: { ...second, attacker: { ...second.attacker, filter: { ...second.attacker.filter, notRef: name, lessThan: { stat: 'cost', of: name } } } } },
    ],
  };
});

/**
 * LAW Hound's Tooth: "defeat a unit with less power than this unit", TWI Enfys Nest: "return an enemy non-leader unit
 * with less power than this unit to its owner's hand" (current power of both, ruling). Only these two verbs: another
 * effect narrowed this way would be a card nobody has checked.
 */
const lessPowerThanThis = narrowingTemplate('with less power than this unit', () => ({ lessThan: { stat: 'power', of: 'self' } }), /\bpower\b/i);
const defeatOrReturnWeaker: EffectTemplate = (text, ctx) => {
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  return /^defeat an? (?:[^.]+? )?unit with less power than this unit$|^return an? (?:[^.]+? )?unit with less power than this unit to its owner's hand$/i.test(text) ? lessPowerThanThis(text, ctx) : undefined;
};

/**
 * JTL Bossk: "On Attack: Exhaust the defender and deal 1 damage to it (if it's a unit)." (errata: "defending unit"):
 * nothing happens when the defender is a base.
 */
const exhaustDefender = sentence(/exhaust the defender and deal (\d+) damage to it(?: \(if it's a unit\))?/, (m, ctx) => {
  const name = ctx.named?.['the defender'];
  if (!name) return undefined;
  return { do: 'if', condition: { boundUnit: name, filter: {} }, then: { do: 'sequence', steps: [
    { do: 'exhaust', target: { ref: name } },
    { do: 'dealDamage', target: { ref: name }, amount: Number.parseInt(m[1]!, 10) },
  ] } };
});

/** SOR Hardpoint Heavy Blaster: "If this unit isn't attacking a base, you may deal 2 damage to a unit in the defender's arena." */
const notAttackingBase = sentence(/if this unit isn't attacking a base, (you may )?deal (\d+) damage to (an? (?:[^.]+? )?unit) in the defender's arena/, (m, ctx) => {
  const name = ctx.named?.['the defender'];
  if (!name || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const t = target(m[3]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.filter?.sameArenaAs) return undefined;
  const deal: Effect = { do: 'dealDamage', target: { ...t, filter: { ...t.filter, sameArenaAs: name } }, amount: Number.parseInt(m[2]!, 10) };
  return { do: 'if', condition: { boundUnit: name, filter: {} }, then: m[1] ? { do: 'may', effect: deal } : deal };
});

/** JTL Cat and Mouse: "ready a friendly unit in the same arena with power equal to or less than that enemy unit" (after "Exhaust an enemy unit. If you do,"). */
const readyWeaker = sentence(/ready (an? (?:[^.]+? )?unit) in the same arena with power equal to or less than (?:that enemy unit|that unit|it)/, (m, ctx) => {
  if (!ctx.pronoun) return undefined;
  const t = target(m[1]!, ctx);
  if (!t || !('choose' in t) || t.choose !== 'unit' || t.count || t.filter?.sameArenaAs) return undefined;
  return { do: 'ready', target: { ...t, filter: { ...t.filter, sameArenaAs: ctx.pronoun, lessThan: { stat: 'power', of: ctx.pronoun, orEqual: true } } } };
});

/**
 * LAW Anakin's Podracer: "While attacking, if no other units have attacked this phase, this unit deals combat damage
 * before the defending unit." (6.3.5C): the attack being made is recorded too, so "other" units only.
 */
const firstAttackStrikesFirst: LineTemplate = (line, ctx) => {
  if (!/^while attacking, if no other units have attacked this phase, this unit deals combat damage before the defending unit$/i.test(bare(line))) return undefined;
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  return [{
    kind: 'constant', id: '', text: line, affects: 'self', grant: { combatDamageFirst: true },
    condition: { allOf: [{ self: { attacking: true } }, { not: { happenedThisPhase: 'attacked', filter: { other: true } } }] },
  }];
};

/** LAW The Stranger: "While attacking, you may have the defending unit deal combat damage before this unit." */
const defenderFirstLine: LineTemplate = (line, ctx) => {
  if (!/^while attacking, you may have the defending unit deal combat damage before this unit$/i.test(bare(line))) return undefined;
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { defenderFirstOption: true } }];
};

/** The kinds of ability a unit can gain for an attack (support.ts requireGainedAbilitySupported). */
const GAINABLE = ['triggered', 'action', 'replacement'];

/**
 * JTL Stay on Target: "Attack with a Vehicle unit. For this attack, it gets +2/+0 and gains: "When this unit deals
 * damage to a base: Draw a card."": the gained ability is the attacker's for this attack (7.1.6).
 */
const gainsQuoted: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+for this attack, it (?:gets ([+-]\d+\/[+-]\d+) and )?gains: ["“]([^"“”]+)["”]\.?$/is.exec(text.trim());
  if (!m) return undefined;
  const gained = ctx.ability(m[3]!.trim().replace(/\.$/, '') + '.', 'unit');
  if (!gained || !GAINABLE.includes(gained.kind)) return undefined;
  const stats = m[2] ? statChange(m[2]) : undefined;
  if (m[2] && (!stats || (!stats.power && !stats.hp))) return undefined;
  const found = oneAttack(m[1]!, ctx);
  if (!found || found.attack.forThisAttack || found.attack.defender) return undefined;
  found.attack.forThisAttack = {
    ...(stats?.power ? { power: stats.power } : {}), ...(stats?.hp ? { hp: stats.hp } : {}),
    gain: [{ ...gained, id: `${ctx.card.id}-gained`, text: `${m[3]!.trim()} (${ctx.card.name})` } as typeof gained],
  };
  return found.effect;
};

/** "When this unit deals damage to a base" (any damage, combat or not, 1 or more, to either base). */
const dealsDamageToBase: HeadTemplate = (head, ctx) => {
  if (!/^when this unit deals damage to a base$/i.test(head.trim()) || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  return { kind: 'triggered', when: { on: 'event', event: 'dealsDamage', toBase: 'any', relation: 'self' }, relevant: 'constant' };
};

/** TWI Rush Clovis: "On Attack: If the defending player controls no ready resources, create a Battle Droid token." */
const defendingPlayerNoReady = sentence(/if the defending player controls no ready resources, (.+)/, (m, ctx) => {
  if (!ctx.named?.['the defender']) return undefined;
  const then = ctx.effect(m[1]!);
  return then ? { do: 'if', condition: { readyResources: { player: 'opponent', atMost: 0 } }, then } : undefined;
});

/** TWI Anakin Skywalker (unit side): "This unit gets +1/+0 for every 5 damage on your base." */
const perBaseDamage: LineTemplate = (line, ctx) => {
  const m = /^this unit gets \+(\d+)\/\+(\d+) for every (\d+) damage on (your|an enemy) base$/i.exec(bare(line));
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const power = Number.parseInt(m[1]!, 10);
  const hp = Number.parseInt(m[2]!, 10);
  const every = Number.parseInt(m[3]!, 10);
  if ((!power && !hp) || every < 1) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { ...(power ? { power } : {}), ...(hp ? { hp } : {}), per: { baseDamageEvery: { player: m[4]!.toLowerCase() === 'your' ? 'you' : 'opponent', every } } } }];
};

export const attacksMore: TemplateModule = {
  area: 'attacks-more',
  heads: [dealsDamageToBase],
  lines: [survivedLine, canAttackLine, firstAttackStrikesFirst, defenderFirstLine, perBaseDamage],
  effects: [defendingPlayerNoReady, gainsQuoted, exhaustDefender, notAttackingBase, readyWeaker, canAttackForThisAttack, remainingHpDamage, thenAnotherCheaper, defeatOrReturnWeaker, ifAttacking, afterCompleting, attackAndGets, whileAttackingThat, whileAttackingBase, cantDealCombat],
};
