// Attack-bound text (issue 7, wave 2 family "attacks"; language in abilities/defs/attacks.ts):
// - "Attack with a unit, even if it's exhausted." (the attacker may be exhausted);
// - "Attack with a unit. It gets +1/+0 for this attack and deals its combat damage before the defender." /
//   "... That unit can't attack bases for this attack." / "For this attack, he gains Overwhelm and can't attack bases.":
//   modifiers of the one attack the earlier sentences make (7.1.6);
// - "While attacking, this unit deals combat damage before the defender." (6.3.5C);
// - an upgrade's "While attached unit is defending, the attacker gets -1/-0.";
import type { AttackModifiers, Effect } from '../../abilities/types.js';
import { keywordGrant, statChange, unitPhrase } from '../phrases.js';
import { bare } from '../text.js';
import { effectNodes } from '../effect-nodes.js';
import type { CompileContext, EffectTemplate, HeadTemplate, LineTemplate, TemplateModule } from '../types.js';

type AttackWith = Extract<Effect, { do: 'attackWith' }>;

/** What the modifiers of one attack add: stat and keyword modifiers, "can't attack bases" (the defender must be a unit). */
interface Mods {
  modifiers: AttackModifiers;
  unitsOnly: boolean;
}

/** "gets +1/+0", "gains Overwhelm", "can't attack bases", "deals its combat damage before the defender", joined by "and". */
function readMods(text: string): Mods | undefined {
  const modifiers: AttackModifiers = {};
  let unitsOnly = false;
  const parts = text.trim().split(/,?\s+and\s+/i);
  for (const raw of parts) {
    const part = raw.trim();
    let m: RegExpExecArray | null;
    if ((m = /^gets ([+-]\d+\/[+-]\d+)$/i.exec(part)) && modifiers.power === undefined && modifiers.hp === undefined) {
      const s = statChange(m[1]!);
      if (!s || (!s.power && !s.hp)) return undefined;
      if (s.power) modifiers.power = s.power;
      if (s.hp) modifiers.hp = s.hp;
    } else if ((m = /^gains (.+)$/i.exec(part))) {
      const grants = m[1]!.split(/\s*,\s*/).map(keywordGrant);
      if (grants.some((g) => !g)) return undefined;
      modifiers.keywords = [...(modifiers.keywords ?? []), ...(grants as NonNullable<ReturnType<typeof keywordGrant>>[])];
    } else if (/^can't attack bases$/i.test(part) && !unitsOnly) {
      unitsOnly = true;
    } else if (/^deals (?:its )?combat damage before the defender$/i.test(part) && !modifiers.combatDamageFirst) {
      modifiers.combatDamageFirst = true;
    } else {
      return undefined;
    }
  }
  return Object.keys(modifiers).length || unitsOnly ? { modifiers, unitsOnly } : undefined;
}

/** Every attackWith in an effect (not inside a gained ability). */
function attacksIn(effect: Effect): AttackWith[] {
  return effectNodes<AttackWith>(effect, (o) => o.do === 'attackWith');
}

/**
 * The earlier text `prefix` makes exactly one attack, in its last sentence, and "it" / "that unit" / "he" is its
 * attacker: the modifiers are added to that attack. Undefined when the attack already has modifiers or a defender
 * restriction (two readings to merge), or when "another" could refer back to an earlier choice of an event.
 */
function modifyAttack(prefix: string, mods: Mods, ctx: CompileContext): Effect | undefined {
  // LOF Darth Maul's Lightsaber: "If attached unit is Darth Maul, you may attack with him.": "him" is attached unit.
  const named = /^(if attached unit is [A-Z][^,]*, you may attack with) (?:him|her)$/i.exec(prefix.trim());
  if (named && ctx.host === 'upgrade') prefix = `${named[1]} attached unit`;
  const sentences = prefix.split(/\.\s+/);
  if (!/\battack with\b/i.test(sentences[sentences.length - 1]!)) return undefined;
  const first = ctx.effect(prefix);
  if (!first) return undefined;
  const copy = JSON.parse(JSON.stringify(first)) as Effect;
  const attacks = attacksIn(copy);
  if (attacks.length !== 1) return undefined;
  const attack = attacks[0]!;
  if (attack.forThisAttack || attack.defender) return undefined;
  if ('choose' in attack.attacker && attack.attacker.filter?.other && ctx.host === 'event') return undefined;
  if (Object.keys(mods.modifiers).length) attack.forThisAttack = mods.modifiers;
  if (mods.unitsOnly) attack.defender = { unitsOnly: true };
  return copy;
}

const PRONOUN = "(?:it|that unit|that [a-z]+ unit|he|she)";

/** "<attack>. It gets +1/+0 for this attack [and deals its combat damage before the defender]." */
const itForThisAttack: EffectTemplate = (text, ctx) => {
  const m = new RegExp(`^(.+)\\.\\s+${PRONOUN} (.+?) for this attack(?: and (.+))?$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const mods = readMods(m[3] ? `${m[2]} and ${m[3]}` : m[2]!);
  return mods ? modifyAttack(m[1]!, mods, ctx) : undefined;
};

/** "<attack>. For this attack, he gains Overwhelm and can't attack bases." */
const forThisAttackIt: EffectTemplate = (text, ctx) => {
  const m = new RegExp(`^(.+)\\.\\s+for this attack, ${PRONOUN} (.+)$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const mods = readMods(m[2]!);
  return mods ? modifyAttack(m[1]!, mods, ctx) : undefined;
};

/** "Attack with a unit, even if it's exhausted." */
const evenIfExhausted: EffectTemplate = (text, ctx) => {
  const m = /^(attack with .+?),? even if (?:it's|it is) exhausted$/i.exec(text.trim());
  if (!m) return undefined;
  const attack = ctx.effect(m[1]!);
  if (!attack || attack.do !== 'attackWith' || attack.forThisAttack || attack.defender || !('choose' in attack.attacker)) return undefined;
  return { ...attack, evenIfExhausted: true };
};

/** "While attacking, this unit deals combat damage before the defender." (a unit's constant ability, 6.3.5C) */
const strikesFirst: LineTemplate = (line, ctx) => {
  if (!/^while attacking, this unit deals combat damage before the defender$/i.test(bare(line))) return undefined;
  if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { combatDamageFirst: true } }];
};

/**
 * SOR Electrostaff: "While attached unit is defending, the attacker gets -1/-0." (an upgrade: the attacker of the unit it
 * is attached to). A unit's own "While this unit is defending, ..." is main's constant-lines.ts (a constant on
 * attacking enemy units); an upgrade's constants apply only to its attached unit (stats.ts), hence this grant.
 */
const attackerGets: LineTemplate = (line, ctx) => {
  const m = /^while attached unit is defending, the attacker gets (-\d+)\/-0$/i.exec(bare(line));
  if (!m || ctx.host !== 'upgrade') return undefined;
  const power = Number.parseInt(m[1]!, 10);
  if (power === 0) return undefined;
  return [{ kind: 'constant', id: '', text: line, affects: 'self', grant: { attackerWhileDefending: { power } } }];
};

/**
 * LOF Chirrut Imwe: "When this unit is attacked (before damage is dealt): ... the attacker gets -2/-0 for this attack.":
 * the attacker is bound by that head only (compile.ts); the change lasts while the attack does (7.7.3).
 */
const attackerGetsForThisAttack: EffectTemplate = (text, ctx) => {
  const m = /^the attacker gets ([+-]\d+\/[+-]\d+) for this attack$/i.exec(text.trim());
  const name = ctx.named?.['the attacker'];
  if (!m || !name) return undefined;
  const s = statChange(m[1]!);
  if (!s || (!s.power && !s.hp)) return undefined;
  return { do: 'modifyStats', target: { ref: name }, ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}), duration: 'thisAttack' };
};

/**
 * TWI Asajj Ventress (unit side): "On Attack: [If ...,] this unit gets +1/+0 for this attack and deals combat damage
 * before the defender.": two lasting effects on this unit for this attack. Only after On Attack (an attack is under way).
 */
const selfForThisAttack: EffectTemplate = (text, ctx) => {
  const m = /^this unit gets ([+-]\d+\/[+-]\d+) for this attack and deals (?:its )?combat damage before the defender$/i.exec(text.trim());
  if (!m || !ctx.named?.['the defender'] || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const s = statChange(m[1]!);
  if (!s || (!s.power && !s.hp)) return undefined;
  return {
    do: 'sequence',
    steps: [
      { do: 'modifyStats', target: { self: true }, ...(s.power ? { power: s.power } : {}), ...(s.hp ? { hp: s.hp } : {}), duration: 'thisAttack' },
      { do: 'dealCombatDamageFirst', target: { self: true }, duration: 'thisAttack' },
    ],
  };
};

/**
 * SEC Accelerate Our Plans: "Exhaust a friendly unit. If you do, attack with another unit. It gets +3/+0 for this
 * attack.": "another" is another than the unit the first sentence chose (bound by name, filter notRef).
 */
const ifYouDoAnother: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+if you do, attack with another ((?:[a-z-]+ )*)unit\.\s+it (.+?) for this attack$/i.exec(text.trim());
  if (!m) return undefined;
  const mods = readMods(m[3]!);
  if (!mods) return undefined;
  const effect = ctx.effect(`${m[1]}. If you do, attack with a ${m[2]}unit`);
  if (!effect || effect.do !== 'ifYouDo' || effect.else || effect.then.do !== 'attackWith') return undefined;
  const first = effect.effect;
  const attack = effect.then;
  if (!('target' in first) || typeof first.target !== 'object' || !('choose' in first.target) || first.target.choose !== 'unit' || first.target.count || first.target.as) return undefined;
  if (!('choose' in attack.attacker) || attack.forThisAttack || attack.defender) return undefined;
  const name = 'firstChosen';
  return {
    ...effect,
    effect: { ...first, target: { ...first.target, as: name } } as Effect,
    then: {
      ...attack,
      attacker: { ...attack.attacker, filter: { ...attack.attacker.filter, notRef: name } },
      ...(Object.keys(mods.modifiers).length ? { forThisAttack: mods.modifiers } : {}),
      ...(mods.unitsOnly ? { defender: { unitsOnly: true } } : {}),
    },
  };
};

/**
 * LAW Cassian Andor: "When a friendly unit's attack ends:" (6.3.5): a data trigger on the attacker (v2/watchers.ts),
 * whether or not it survived; it binds "defender" ("If the defending unit was defeated"). Friendly units only, on a
 * unit (a leader's side needs "exhaust this leader" as an effect, not read yet); "another" is not read.
 */
const friendlyAttackEnds: HeadTemplate = (head, ctx) => {
  const m = /^when (a friendly .*?unit)'s attack ends$/i.exec(head.trim());
  if (!m || (ctx.host !== 'unit' && ctx.host !== 'leaderUnit')) return undefined;
  const phrase = unitPhrase(m[1]!);
  if (!phrase || phrase.noun !== 'unit' || phrase.quantifier !== 'a' || phrase.filter.other) return undefined;
  if (Object.keys(phrase.filter).some((k) => k !== 'controller' && k !== 'trait') || phrase.filter.controller !== 'friendly') return undefined;
  return { kind: 'triggered', when: { on: 'event', event: 'attackEnds', filter: phrase.filter }, relevant: 'constant' };
};

export const attacks: TemplateModule = {
  area: 'attacks',
  lines: [strikesFirst, attackerGets],
  heads: [friendlyAttackEnds],
  effects: [evenIfExhausted, ifYouDoAnother, itForThisAttack, forThisAttackIt, attackerGetsForThisAttack, selfForThisAttack],
};
