// "<effect> a unit <clause> ...": one reading of a clause that narrows the unit an effect chooses, shared by the
// templates that read "with 3 or less power", "with a Shield token on it", "without an Experience token on it",
// "that costs the same as the played unit" and the like.
import type { Effect, UnitFilter } from '../abilities/types.js';
import { effectNodes } from './effect-nodes.js';
import { target } from './phrases.js';
import type { CompileContext, EffectTemplate } from './types.js';

/**
 * `text` compiled, with its one choice narrowed by `add`: the choice must be of one unit, with the filter `np` (the
 * unit phrase) reads on its own (not a token phrase: in "give an Experience token to a unit ..." the unit is the
 * choice). Undefined for any other shape.
 */
export function narrowedChoice(text: string, np: string, add: UnitFilter, ctx: CompileContext): Effect | undefined {
  const phrase = target(np, ctx);
  if (!phrase || !('choose' in phrase) || phrase.choose !== 'unit' || phrase.count) return undefined;
  const effect = ctx.effect(text);
  if (!effect) return undefined;
  const choices = effectNodes(effect, (o) => 'choose' in o || 'chooseUpgrade' in o);
  if (choices.length !== 1 || choices[0]!.choose !== 'unit' || JSON.stringify(choices[0]!.filter ?? {}) !== JSON.stringify(phrase.filter ?? {})) return undefined;
  choices[0]!.filter = { ...(phrase.filter ?? {}), ...add };
  return effect;
}

/**
 * A template for "… <a unit phrase> <clause> …": the sentence read without the clause (narrowedChoice) and the filter
 * `narrow` reads from the clause's match (undefined: not this template's). `clause` is a regular expression source;
 * `guard`, when given, must not match the rest of the sentence (a second "power" would be ambiguous).
 */
export function narrowingTemplate(clause: string, narrow: (m: RegExpExecArray, ctx: CompileContext) => UnitFilter | undefined, guard?: RegExp): EffectTemplate {
  const shape = new RegExp(`^(?<before>.*?\\b)(?<np>(?:an?|another) (?:(?!\\btokens? to\\b)[^.,])*?\\bunit) ${clause}(?<after>(?![a-z]).*)$`, 'is');
  return (text, ctx) => {
    const m = shape.exec(text.trim());
    if (!m) return undefined;
    const { before, np, after } = m.groups as { before: string; np: string; after: string };
    if (guard?.test(before + after)) return undefined;
    const add = narrow(m, ctx);
    return add ? narrowedChoice(`${before}${np}${after}`, np, add, ctx) : undefined;
  };
}
