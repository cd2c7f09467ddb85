// The atomic effects today's language has: damage, heal, defeat, exhaust, ready, draw, tokens, capture. Each reads a
// whole sentence ("Deal 2 damage to a unit") and its target phrase completely, or not at all.
import type { Effect } from '../../abilities/types.js';
import { count, target } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';

type Build = (m: RegExpExecArray, ctx: CompileContext) => Effect | undefined;

/** A sentence template: the regex must match the whole sentence (case-insensitive). */
export function sentence(pattern: RegExp, build: Build): EffectTemplate {
  const whole = new RegExp(`^(?:${pattern.source})$`, 'i');
  const template = (text: string, ctx: CompileContext) => {
    const m = whole.exec(text);
    return m ? build(m, ctx) : undefined;
  };
  const prefix = literalPrefix(pattern.source);
  return prefix === undefined ? template : Object.assign(template, { prefix });
}

const REGEX_SYNTAX = new Set('\\^$.|?*+()[]{}');
const QUANTIFIERS = new Set('?*+{');

/**
 * The plain text a pattern's every match starts with, lower-cased (`deal (\d+) damage to (.+)` -> "deal "), or
 * undefined when there is none or the pattern is an alternation. Only ASCII: case-insensitive matching (without the u
 * flag) pairs an ASCII letter with its other case only, so a sentence whose lower-cased start differs cannot match.
 */
export function literalPrefix(source: string): string | undefined {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return undefined;
  }
  let end = 0;
  while (end < source.length && source.charCodeAt(end) < 128 && !REGEX_SYNTAX.has(source[end]!)) end++;
  // A quantifier after the text applies to its last character, which may then be absent ("units?").
  if (end < source.length && QUANTIFIERS.has(source[end]!)) end--;
  return end > 0 ? source.slice(0, end).toLowerCase() : undefined;
}

const dealDamage = sentence(/deal (\d+) damage to (.+)/, (m, ctx) => {
  const t = target(m[2]!, ctx);
  return t ? { do: 'dealDamage', target: t, amount: Number.parseInt(m[1]!, 10) } : undefined;
});

const heal = sentence(/heal (\d+) damage from (.+)/, (m, ctx) => {
  const t = target(m[2]!, ctx);
  return t ? { do: 'heal', target: t, amount: Number.parseInt(m[1]!, 10) } : undefined;
});

const defeat = sentence(/defeat (.+)/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  // Bases can't be defeated by an effect that names units; only unit targets make sense here.
  return t && !('base' in t) && !('choose' in t && t.choose !== 'unit') ? { do: 'defeat', target: t } : undefined;
});

const exhaust = sentence(/(exhaust|ready) (.+)/, (m, ctx) => {
  const t = target(m[2]!, ctx);
  if (!t || 'base' in t || ('choose' in t && t.choose !== 'unit')) return undefined;
  return { do: m[1]!.toLowerCase() === 'exhaust' ? 'exhaust' : 'ready', target: t };
});

const draw = sentence(/draw (a|\d+) cards?/, (m) => {
  const n = count(m[1]!);
  if (n === undefined || (n === 1) !== (m[0].toLowerCase().endsWith('card'))) return undefined;
  return n === 1 ? { do: 'draw', player: 'you' } : { do: 'draw', player: 'you', count: n };
});

function token(word: string): 'shield' | 'experience' | undefined {
  const w = word.toLowerCase();
  return w === 'shield' ? 'shield' : w === 'experience' ? 'experience' : undefined;
}

function giveTokens(n: string, kind: string, plural: string, np: string, ctx: CompileContext): Effect | undefined {
  const amount = count(n);
  const tok = token(kind);
  const t = target(np, ctx);
  if (amount === undefined || !tok || !t || 'base' in t || ('choose' in t && t.choose !== 'unit')) return undefined;
  if ((amount === 1) !== (plural === '')) return undefined;
  return amount === 1 ? { do: 'giveToken', token: tok, target: t } : { do: 'giveToken', token: tok, target: t, count: amount };
}

// "Give a Shield token to a unit" / "Give 2 Experience tokens to a friendly unit"
const giveTokenTo = sentence(/give (a|an|\d+|two|three) (shield|experience) token(s?) to (.+)/, (m, ctx) => giveTokens(m[1]!, m[2]!, m[3]!, m[4]!, ctx));
// "Give another unit a Shield token"
const giveUnitToken = sentence(/give (.+?) (a|an|\d+|two|three) (shield|experience) token(s?)/, (m, ctx) => giveTokens(m[2]!, m[3]!, m[4]!, m[1]!, ctx));

// "This unit captures an enemy non-leader unit."
const capture = sentence(/this unit captures (.+)/, (m, ctx) => {
  const t = target(m[1]!, ctx);
  const self = target('this unit', ctx);
  if (!t || !self || !('choose' in t) || t.choose !== 'unit') return undefined;
  return { do: 'capture', target: t, by: self };
});

export const effectsBasic: TemplateModule = {
  area: 'effects-basic',
  effects: [dealDamage, heal, defeat, exhaust, draw, giveTokenTo, giveUnitToken, capture],
};
