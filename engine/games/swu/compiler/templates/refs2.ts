// Sentences that name again what the trigger found (issue 7, family "refs2"): "When a friendly unit's attack ends:
// If no other units have attacked this phase, you may return it to its owner's hand." ("it": the unit whose attack
// ended, the trigger's subject, which may have left play during the attack: it is returned only from play, 8.24.1),
// and "When this unit deals combat damage to a base: ... deal 3 damage to that base." (the base the trigger names,
// compile.ts binds "that base" to `dealtTo`); "another unit" after "Create an X-Wing token." (other than that token,
// 8.18.2) and in a Pilot's "When played as an upgrade" (other than the attached unit, the card's errata); Krrsantan's
// "Return this unit to your hand" (errata: "to its owner's hand").
import type { Effect } from '../../abilities/types.js';
import { effectNodes } from '../effect-nodes.js';
import { target } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';
import { sentence } from './effects-basic.js';

/**
 * "You may return it to its owner's hand" where "it" is a trigger's subject: only a unit still in play is returned
 * (8.24.1: by default a return moves a card from play), so the choice is offered only then; "If you do" follows it.
 * Registered before the general "you may" readings, which would return the card from any zone it is in.
 */
const returnSubjectFromPlay: EffectTemplate = (text, ctx) => {
  const m = /^(you may )?return it to its owner's hand\.?$/i.exec(text.trim());
  if (!m || ctx.pronoun !== 'subject') return undefined;
  const it = target('it', ctx);
  if (!it || !('ref' in it)) return undefined;
  const ret: Effect = { do: 'returnToHand', target: it };
  return { do: 'if', condition: { unitInPlay: it.ref }, then: m[1] ? { do: 'may', effect: ret } : ret };
};

/**
 * `text` with its one "another unit" read as "a unit", compiled, and that one unit choice made other than the unit
 * bound to `name`; undefined unless the text says "another" once and compiles with exactly one choice of one unit.
 */
function anotherThan(text: string, name: string, ctx: CompileContext): Effect | undefined {
  const m = /^(.*?\b)another unit\b(.*)$/is.exec(text.trim());
  if (!m || /\b(another|other|it|its|that)\b/i.test(`${m[1]}${m[2]}`)) return undefined;
  const effect = ctx.effect(`${m[1]}a unit${m[2]}`);
  const choices = effect ? effectNodes(effect, (o) => o.choose === 'unit') : [];
  if (!effect || choices.length !== 1 || (choices[0]!.count ?? 1) !== 1 || choices[0]!.anyNumber) return undefined;
  const filter = (choices[0]!.filter ?? {}) as Record<string, unknown>;
  if (filter.notRef !== undefined || filter.notRefs !== undefined || filter.other !== undefined) return undefined;
  choices[0]!.filter = { ...filter, notRef: name };
  return effect;
}

/**
 * "Create an X-Wing token. You may give a Shield token to another unit.": "another" separates the first card the
 * ability affects (the token it created) from the next (8.18.2); the token is bound (createToken `as`).
 */
const createThenAnother: EffectTemplate = (text, ctx) => {
  const m = /^(create an? [^.]+? token)\.\s+([^.]+?)\.?$/is.exec(text.trim());
  if (!m || ctx.pronoun !== undefined) return undefined;
  const first = ctx.effect(m[1]!);
  if (!first || first.do !== 'createToken' || first.count !== undefined || first.as !== undefined || first.player !== undefined) return undefined;
  const later = anotherThan(m[2]!, CREATED, ctx);
  return later ? { do: 'sequence', steps: [{ ...first, as: CREATED }, later] } : undefined;
};

/** The name the token "Create an X-Wing token." made is bound to, for "another unit" after it. */
const CREATED = 'createdToken';

/**
 * A Pilot's "When played as an upgrade: You may give an Experience token to another unit." (JTL Wingman Victor Three,
 * errata: "a unit other than the attached unit"): compiled as the upgrade's When Played, where `attachedTo` is bound.
 */
const pilotAnotherUnit: EffectTemplate = (text, ctx) => {
  if (ctx.host !== 'upgrade' || !ctx.card.keywords.some((k) => k.name === 'Piloting') || ctx.named?.['attached unit'] !== 'attachedTo' || ctx.pronoun !== undefined) return undefined;
  if (!/^give (?:an?|\d+) (?:shield|experience) tokens? to another unit\.?$/i.test(text.trim())) return undefined;
  return anotherThan(text, 'attachedTo', ctx);
};

/** LAW Krrsantan's "Return this unit to your hand (from play).", errata "to its owner's hand" (8.24). */
const returnSelfToYourHand = sentence(/return this unit to your hand/, (_m, ctx) => (ctx.host === 'unit' ? { do: 'returnToHand', target: { self: true } } : undefined));

export const refs2: TemplateModule = {
  area: 'refs2',
  effects: [returnSubjectFromPlay, createThenAnother, pilotAnotherUnit, returnSelfToYourHand],
};
