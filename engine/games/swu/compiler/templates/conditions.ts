// "You may ..." and "If <condition>, ...": optional effects and the conditions today's language can check.
import type { Condition, UnitFilter } from '../../abilities/types.js';
import { unitPhrase } from '../phrases.js';
import type { CompileContext, EffectTemplate, TemplateModule } from '../types.js';

/** "you control a Rebel unit", "you control 2 or more units", "this unit is damaged" -> the condition. */
export function condition(text: string, ctx: CompileContext): Condition | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if (/^the force is with you$/i.test(t)) return { forceIsWithYou: true };
  if ((m = /^you control (\d+) or more (.+ units|units)$/i.exec(t))) {
    const phrase = unitPhrase(`all ${m[2]!.replace(/^units$/i, 'units')}`);
    if (!phrase || phrase.noun !== 'units' || phrase.filter.controller) return undefined;
    return { youControl: phrase.filter, atLeast: Number.parseInt(m[1]!, 10) };
  }
  if ((m = /^you control ((?:a|an|another) .+)$/i.exec(t))) {
    const phrase = unitPhrase(m[1]!);
    if (!phrase || phrase.noun !== 'unit' || phrase.filter.controller) return undefined;
    return { youControl: phrase.filter };
  }
  // What happened this phase (the state's history): "a friendly unit was defeated this phase", "you played a
  // Villainy card this phase", "you attacked with a Fighter unit this phase".
  if ((m = /^(a|an) (.+ unit) was defeated this phase$/i.exec(t))) {
    const phrase = unitPhrase(`${m[1]} ${m[2]}`);
    if (!phrase || phrase.noun !== 'unit' || phrase.filter.other) return undefined;
    return { happenedThisPhase: 'defeated', ...(Object.keys(phrase.filter).length ? { filter: phrase.filter } : {}) };
  }
  if ((m = /^you attacked with (a|an) (.+ unit|unit) this phase$/i.exec(t))) {
    const phrase = unitPhrase(`${m[1]} ${m[2]}`);
    if (!phrase || phrase.noun !== 'unit' || phrase.filter.other || phrase.filter.controller) return undefined;
    return { happenedThisPhase: 'attacked', filter: { ...phrase.filter, controller: 'friendly' } };
  }
  if ((m = /^you played (a|an) (?:(\S+) )?(card|unit|event|upgrade) this phase$/i.exec(t))) {
    const phrase = m[2] ? unitPhrase(`a ${m[2]} unit`) : { filter: {} as UnitFilter };
    if (!phrase || Object.keys(phrase.filter).some((k) => k !== 'trait' && k !== 'aspect')) return undefined;
    return { happenedThisPhase: 'played', cardType: m[3]!.toLowerCase() as 'card' | 'unit' | 'event' | 'upgrade', filter: { ...phrase.filter, controller: 'friendly' } };
  }
  if ((m = /^this unit is (damaged|undamaged|exhausted|ready)$/i.exec(t))) {
    if (ctx.host !== 'unit' && ctx.host !== 'leaderUnit') return undefined;
    const word = m[1]!.toLowerCase();
    const self: UnitFilter = word === 'damaged' || word === 'undamaged' ? { damaged: word === 'damaged' } : { exhausted: word === 'exhausted' };
    return { self };
  }
  return undefined;
}

const may: EffectTemplate = (text, ctx) => {
  const m = /^you may (.+)$/is.exec(text);
  // "You may X. If you do, Y": the second sentence depends on the first and is not part of this template.
  // "You may attack with a unit. It gets +2/+0 for this attack." is one optional attack.
  if (!m || (/\.\s/.test(m[1]!) && !/^attack with /i.test(m[1]!))) return undefined;
  const effect = ctx.effect(m[1]!);
  return effect ? { do: 'may', effect } : undefined;
};

const ifThen: EffectTemplate = (text, ctx) => {
  const m = /^if ([^,]+), (.+)$/is.exec(text);
  if (!m || /^you do$|^they do$|^you don't$|^they don't$/i.test(m[1]!.trim()) || /\.\s/.test(m[2]!)) return undefined;
  const c = condition(m[1]!, ctx);
  if (!c) return undefined;
  const then = ctx.effect(m[2]!);
  return then ? { do: 'if', condition: c, then } : undefined;
};

export const conditions: TemplateModule = { area: 'conditions', effects: [may, ifThen] };
