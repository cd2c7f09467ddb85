// "<effect> a unit with <clause> ...": one reading of a clause that narrows the unit an effect chooses, shared by the
// templates that read "with 3 or less power", "with a Shield token on it" and the like.
import type { UnitFilter } from '../abilities/types.js';
import { effectNodes } from './effect-nodes.js';
import { target } from './phrases.js';
import type { EffectTemplate } from './types.js';

/**
 * A template for "… <a unit phrase> with <clause> …": the sentence read without the clause must compile with exactly
 * one choice (of one unit, with the phrase's own filter: not a token phrase, in "give an Experience token to a unit
 * with …" the unit is the choice), and the clause narrows that choice. `clause` is a regular expression source whose
 * groups `narrow` reads; `guard` must not match the rest of the sentence (a second "power" would be ambiguous).
 */
export function narrowingTemplate(clause: string, guard: RegExp, narrow: (groups: string[]) => UnitFilter): EffectTemplate {
  const shape = new RegExp(`^(.*?\\b)((?:an?|another) (?:(?!\\btokens? to\\b)[^.,])*?\\bunit) with ${clause}\\b(.*)$`, 'i');
  return (text, ctx) => {
    const m = shape.exec(text.trim());
    if (!m) return undefined;
    const [before, unit, after] = [m[1]!, m[2]!, m[m.length - 1]!];
    if (guard.test(before + after)) return undefined;
    const phrase = target(unit, ctx);
    if (!phrase || !('choose' in phrase) || phrase.choose !== 'unit' || phrase.count) return undefined;
    const effect = ctx.effect(`${before}${unit}${after}`);
    if (!effect) return undefined;
    const choices = effectNodes(effect, (o) => 'choose' in o || 'chooseUpgrade' in o);
    if (choices.length !== 1 || choices[0]!.choose !== 'unit' || JSON.stringify(choices[0]!.filter ?? {}) !== JSON.stringify(phrase.filter ?? {})) return undefined;
    choices[0]!.filter = { ...(phrase.filter ?? {}), ...narrow(m.slice(3, -1)) };
    return effect;
  };
}
