// "<A>. If you do, <B>." (8.9): B resolves only if A was done. When A is a cost the player may pay (discard a card,
// deal damage to your base, exhaust this unit, defeat a friendly unit, use the Force, pay resources) it compiles to
// `pay`; when A is an effect, to `ifYouDo` (the engine checks what A actually did, v2/costs.ts). Only atomic A's: the
// engine's "if you do" follows a single effect.
import type { Effect } from '../../abilities/types.js';
import { count, target } from '../phrases.js';
import { splitSentences } from '../text.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';

type CostPart = Extract<Effect, { do: 'pay' }>['cost'][number];

const ATOMIC = new Set(['dealDamage', 'heal', 'defeat', 'giveToken', 'exhaust', 'ready', 'draw', 'modifyStats', 'gainKeyword', 'capture', 'returnToHand', 'createToken', 'discardFromHand']);

/** "discard a card from your hand", "deal 2 damage to your base"... -> the cost part; undefined if it is no cost. */
function costPart(text: string, ctx: CompileContext): CostPart | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^discard (a|\d+|two) cards? from your hand$/i.exec(t))) {
    const n = count(m[1]!);
    return n ? { discard: n } : undefined;
  }
  if ((m = /^deal (\d+) damage to your base$/i.exec(t))) return { damageYourBase: Number.parseInt(m[1]!, 10) };
  if (/^use the force$/i.test(t)) return { useTheForce: true };
  if ((m = /^pay (\d+)(?: resources?)?$/i.exec(t))) return { resources: Number.parseInt(m[1]!, 10) };
  if ((m = /^exhaust (this unit|this leader)$/i.exec(t))) {
    const self = m[1]!.toLowerCase() === 'this leader' ? ctx.host === 'leader' : ctx.host === 'unit' || ctx.host === 'leaderUnit';
    return self ? { exhaust: { self: true } } : undefined;
  }
  if ((m = /^defeat (an? .+ unit|another friendly unit)$/i.exec(t))) {
    const unit = target(m[1]!, ctx);
    // Only the controller's own units pay a cost (a friendly unit).
    return unit && 'choose' in unit && unit.choose === 'unit' && unit.filter?.controller === 'friendly' ? { defeat: unit } : undefined;
  }
  return undefined;
}

const ifYouDo: EffectTemplate = (text, ctx) => {
  const m = /^(.+?)\.\s+If you do, (.+)$/is.exec(text);
  // One sentence each side: "A. If you do, B. C." is (A if-you-do B) then C, compiled as a sequence elsewhere.
  if (!m || /\.\s/.test(m[1]!) || splitSentences(m[2]!).length > 1) return undefined;
  const optional = /^you may (.+)$/i.exec(m[1]!);
  const first = optional ? optional[1]! : m[1]!;
  const cost = costPart(first, ctx);
  if (cost) {
    const then = ctx.effect(m[2]!);
    return then ? { do: 'pay', cost: [cost], then, optional: !!optional } : undefined;
  }
  const effect = ctx.effect(first);
  if (!effect || !ATOMIC.has(effect.do)) return undefined;
  const then = ctx.linked(effect, m[2]!);
  if (!then) return undefined;
  return { do: 'ifYouDo', effect: optional ? { do: 'may', effect } : effect, then };
};

export const ifYouDoTemplates: TemplateModule = { area: 'if-you-do', effects: [ifYouDo] };
