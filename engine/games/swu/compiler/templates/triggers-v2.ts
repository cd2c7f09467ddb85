// Templates for triggers on other cards ("When a friendly unit is defeated", "When you play an Underworld card",
// "When an enemy unit attacks"), what happened this phase ("If you played a Villainy card this phase, ..."), costs
// and "if you do" ("You may use the Force. If you do, ..."; "Action [Exhaust, use the Force]"), and "for each"
// amounts. Each reads its phrase completely or not at all.
import type { ActionAbility, Condition, Effect, TriggerSpec, UnitFilter } from '../../abilities/types.js';
import { actionCost } from './heads.js';
import { count, target, unitPhrase } from '../phrases.js';
import { effectNames, forEachAmount } from './amounts.js';
import type { CompileContext, EffectTemplate, HeadResult, HeadTemplate, TemplateModule } from '../types.js';
import { splitSentences } from '../text.js';
import { disclosePart } from './costs.js';
import type { Amount } from '../../abilities/types.js';

type DataSpec = Extract<TriggerSpec, { on: 'event' }>;
type CostPart = NonNullable<ActionAbility['cost']['parts']>[number];

const ASPECTS = ['vigilance', 'command', 'aggression', 'cunning', 'villainy', 'heroism'];

/** "a friendly Rebel unit", "another unit", "an enemy ground unit" -> filter and whether it says "another". */
function subjectUnit(np: string): { filter: UnitFilter; other: boolean } | undefined {
  const phrase = unitPhrase(np);
  if (!phrase || phrase.noun !== 'unit' || (phrase.quantifier !== 'a' && phrase.quantifier !== 'another')) return undefined;
  const { other, ...filter } = phrase.filter;
  return { filter, other: !!other };
}

/** "an Underworld card", "another Villainy card", "an event", "a unit", "an upgrade", "another Bounty Hunter unit". */
function playedCard(np: string): { filter: UnitFilter; cardType: DataSpec['cardType']; other: boolean } | undefined {
  const m = /^(a|an|another)\s+(?:(.+?)\s+)?(card|unit|event|upgrade)$/i.exec(np.trim());
  if (!m) return undefined;
  const other = m[1]!.toLowerCase() === 'another';
  const noun = m[3]!.toLowerCase() as 'card' | 'unit' | 'event' | 'upgrade';
  const filter: UnitFilter = {};
  const words = m[2]?.trim() ?? '';
  if (words) {
    // One aspect or one trait word (two-word traits through the unit phrase reader).
    if (ASPECTS.includes(words.toLowerCase())) filter.aspect = words[0]!.toUpperCase() + words.slice(1).toLowerCase();
    else {
      const phrase = unitPhrase(`a ${words} unit`);
      if (!phrase || Object.keys(phrase.filter).some((k) => k !== 'trait' && k !== 'aspect')) return undefined;
      Object.assign(filter, phrase.filter);
    }
  }
  return { filter, cardType: noun, other };
}

function dataTrigger(spec: Omit<DataSpec, 'on'>): HeadResult {
  const when: DataSpec = { on: 'event', ...spec };
  if (when.filter && Object.keys(when.filter).length === 0) delete when.filter;
  return { kind: 'triggered', when, relevant: 'constant' };
}

const isUnitHost = (ctx: CompileContext) => ctx.host === 'unit' || ctx.host === 'leaderUnit';

const triggerOnOthers: HeadTemplate = (head, ctx) => {
  if (ctx.host === 'event') return undefined;
  const h = head.trim();
  let m: RegExpExecArray | null;
  // "When a friendly unit is defeated", "When another friendly unit is defeated", "When an enemy unit is defeated"
  if ((m = /^when (.+) is defeated$/i.exec(h))) {
    const s = subjectUnit(m[1]!);
    if (!s || (s.other && !isUnitHost(ctx))) return undefined;
    return dataTrigger({ event: 'defeated', ...(s.other ? { relation: 'other' } : {}), filter: s.filter });
  }
  // "When a friendly Force unit attacks", "When an enemy unit attacks"
  if ((m = /^when (.+) attacks$/i.exec(h)) && !/^this unit$/i.test(m[1]!)) {
    const s = subjectUnit(m[1]!);
    if (!s || (s.other && !isUnitHost(ctx))) return undefined;
    return dataTrigger({ event: 'attacks', ...(s.other ? { relation: 'other' } : {}), filter: s.filter });
  }
  // "When you play an Underworld card", "When you play another unit", "When an opponent plays an event",
  // "When you play a Command unit (including this one)" (the reminder is dropped: "a" already includes it).
  if ((m = /^when (you play|an opponent plays) (.+)$/i.exec(h))) {
    const p = playedCard(m[2]!);
    if (!p || (p.other && !isUnitHost(ctx))) return undefined;
    const controller = m[1]!.toLowerCase() === 'you play' ? 'friendly' : 'enemy';
    return dataTrigger({ event: 'played', ...(p.other ? { relation: 'other' } : {}), ...(p.cardType !== 'card' ? { cardType: p.cardType } : {}), filter: { controller, ...p.filter } });
  }
  if (/^when you deploy a leader$/i.test(h)) return dataTrigger({ event: 'deployed', filter: { controller: 'friendly' } });
  return undefined;
};

const triggerOnSelf: HeadTemplate = (head, ctx) => {
  const h = head.trim().toLowerCase();
  if (isUnitHost(ctx)) {
    if (h === 'when this unit is attacked') return dataTrigger({ event: 'attacked', relation: 'self' });
    if (h === 'when this unit is dealt damage') return dataTrigger({ event: 'dealtDamage', relation: 'self' });
    if (h === 'when combat damage is dealt to this unit') return dataTrigger({ event: 'dealtDamage', relation: 'self', combat: true });
    if (h === 'when 1 or more damage is healed from this unit') return dataTrigger({ event: 'healed', relation: 'self' });
  }
  if (ctx.host === 'upgrade') {
    if (h === 'when attached unit is attacked') return dataTrigger({ event: 'attacked', relation: 'attached' });
    if (h === 'when attached unit attacks') return dataTrigger({ event: 'attacks', relation: 'attached' });
    if (h === 'when attached unit readies') return dataTrigger({ event: 'readied', relation: 'attached' });
  }
  return undefined;
};

/** A cost phrase: "use the Force", "discard a card from your hand", "defeat another friendly unit", "pay 2 resources"... */
export function costPart(text: string, ctx: CompileContext): CostPart | undefined {
  const t = text.trim().replace(/\s*\([^)]*\)\s*$/, '');
  let m: RegExpExecArray | null;
  if (/^use the force$/i.test(t)) return { useTheForce: true };
  if (/^disclose /i.test(t)) return disclosePart(t);
  if ((m = /^discard (a|\d+|two) cards? from your hand$/i.exec(t))) return { discard: count(m[1]!)! };
  if ((m = /^deal (\d+) damage to your base$/i.exec(t))) return { damageYourBase: Number.parseInt(m[1]!, 10) };
  // "You may pay 2" (later printings: "pay 2 resources").
  if ((m = /^pay (\d+)(?: resources?)?$/i.exec(t))) return { resources: Number.parseInt(m[1]!, 10) };
  if (/^exhaust this leader$/i.test(t)) return ctx.host === 'leader' ? { exhaust: { self: true } } : undefined;
  if (/^(exhaust|defeat) this unit$/i.test(t)) return isUnitHost(ctx) ? (/^exhaust/i.test(t) ? { exhaust: { self: true } } : { defeat: { self: true } }) : undefined;
  if ((m = /^(exhaust|defeat) (.+)$/i.exec(t))) {
    const phrase = unitPhrase(m[2]!);
    // Only friendly units pay costs; a cost on an enemy unit is an effect, not a cost.
    if (!phrase || phrase.noun !== 'unit' || phrase.quantifier === 'each' || phrase.filter.controller !== 'friendly') return undefined;
    const tg = target(m[2]!, ctx);
    if (!tg || !('choose' in tg)) return undefined;
    return m[1]!.toLowerCase() === 'exhaust' ? { exhaust: tg } : { defeat: tg };
  }
  return undefined;
}

/** "Action [Exhaust, use the Force]", "Action [C=1, Exhaust, defeat a friendly unit]". */
const actionWithParts: HeadTemplate = (head, ctx) => {
  const m = /^action\s*\[([^\]]*)\]$/i.exec(head.trim());
  if (!m || ctx.host === 'event' || ctx.host === 'upgrade') return undefined;
  const basic: string[] = [];
  const parts: CostPart[] = [];
  for (const raw of m[1]!.split(',')) {
    const part = costPart(raw, ctx);
    if (part) parts.push(part);
    else basic.push(raw);
  }
  const cost = actionCost(basic.join(','));
  if (!cost || parts.length === 0) return undefined;
  return { kind: 'action', cost: { ...cost, parts }, relevant: 'action' };
};

/**
 * "<first>. If you do, <then>", "You may <first>. If you do, <then>" and "You may <first>. If you don't, <else>",
 * with <first> a cost or an effect.
 */
const ifYouDo: EffectTemplate = (text, ctx) => {
  const m = /^(you may )?(.+?)\.\s+if you (do|don't), (.+)$/is.exec(text.trim());
  // One sentence each side: "A. If you do, B. C." is (A if-you-do B) then C, compiled as a sequence elsewhere.
  if (!m || /\.\s/.test(m[2]!) || splitSentences(m[4]!).length > 1) return undefined;
  const optional = !!m[1];
  // An effect first ("Exhaust a friendly unit": an exhausted one may be chosen, it just isn't "done", 1.5.4E); what
  // only a cost can be ("use the Force", "pay 2", "exhaust this leader") second.
  // Discarding from hand is a cost either way (nothing can make it not "done" once a card is chosen): paid as one.
  const cost = costPart(m[2]!, ctx);
  const first = cost && 'discard' in cost ? undefined : ctx.effect(m[2]!);
  if (!first && !cost) return undefined;
  // After an effect, "it" in the rest is what that effect chose ("Exhaust a friendly unit. If you do, give ... to it").
  const rest = first ? ctx.linked(first, m[4]!) : ctx.effect(m[4]!);
  if (!rest) return undefined;
  const branches: { then: Effect; else?: Effect } = m[3]!.toLowerCase() === 'do' ? { then: rest } : { then: { do: 'sequence', steps: [] }, else: rest };
  if (first) return { do: 'ifYouDo', effect: optional ? { do: 'may', effect: first } : first, ...branches };
  const part = cost!; // no effect first, so a cost (checked above)
  // 8.37.4: "Use the Force" is always optional ("they may defeat their Force token").
  return { do: 'pay', cost: [part], ...branches, ...(optional || 'useTheForce' in part ? {} : { optional: false }) };
};

/** "a friendly unit was defeated this phase", "you played a Villainy card this phase", "an enemy unit attacked this phase". */
export function historyCondition(text: string): Condition | undefined {
  const t = text.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(a|an|another|(\d+) or more) (.+?) (?:was|were) defeated this phase$/i.exec(t))) {
    const s = subjectUnit(`a ${m[3]!.replace(/units$/i, 'unit')}`);
    if (!s || s.other || m[1]!.toLowerCase() === 'another') return undefined;
    return { happenedThisPhase: 'defeated', filter: s.filter, ...(m[2] ? { atLeast: Number.parseInt(m[2], 10) } : {}) };
  }
  if ((m = /^you played (.+) this phase$/i.exec(t))) {
    const p = playedCard(m[1]!);
    if (!p || p.other) return undefined;
    return { happenedThisPhase: 'played', filter: { controller: 'friendly', ...p.filter }, ...(p.cardType !== 'card' ? { cardType: p.cardType } : {}) };
  }
  if ((m = /^you attacked with (a|an) (.+) this phase$/i.exec(t))) {
    const s = subjectUnit(`a ${m[2]!}`);
    if (!s || s.other || s.filter.controller) return undefined;
    return { happenedThisPhase: 'attacked', filter: { controller: 'friendly', ...s.filter } };
  }
  if ((m = /^(a|an) (.+) attacked this phase$/i.exec(t))) {
    const s = subjectUnit(`a ${m[2]!}`);
    if (!s || s.other) return undefined;
    return { happenedThisPhase: 'attacked', filter: s.filter };
  }
  return undefined;
}

const ifThisPhase: EffectTemplate = (text, ctx) => {
  const m = /^if ([^,]+ this phase), (.+)$/is.exec(text.trim());
  if (!m || /\.\s/.test(m[2]!)) return undefined;
  const condition = historyCondition(m[1]!);
  if (!condition) return undefined;
  const then = ctx.effect(m[2]!);
  return then ? { do: 'if', condition, then } : undefined;
};

/** "for each friendly unit", "for each other friendly Rebel unit", "for each unit you control". */
export function forEachUnits(np: string): UnitFilter | undefined {
  const phrase = unitPhrase(/^other /i.test(np) ? `another ${np.slice(6)}` : `a ${np}`);
  if (!phrase || phrase.noun !== 'unit') return undefined;
  return phrase.filter;
}

/** "Deal 1 damage to <target> for each <units>", "Heal 1 damage from <target> for each <units>". */
const forEach: EffectTemplate = (text, ctx) => {
  const m = /^(deal|heal) (\d+) damage (to|from) (.+?) for each (.+)$/i.exec(text.trim());
  if (!m || (m[1]!.toLowerCase() === 'deal') !== (m[3]!.toLowerCase() === 'to')) return undefined;
  const tg = target(m[4]!, ctx);
  // What is counted (templates/amounts.ts): units, damage on this unit, cards...
  const counted = forEachAmount(m[5]!, effectNames(ctx));
  if (!tg || !counted) return undefined;
  const per = Number.parseInt(m[2]!, 10);
  const amount: Amount | undefined = per === 1 ? counted : typeof counted === 'number' ? undefined : 'countUnits' in counted || 'countCards' in counted || 'countThisPhase' in counted ? { ...counted, times: per } : undefined;
  if (!amount) return undefined;
  const effect: Effect = m[1]!.toLowerCase() === 'deal' ? { do: 'dealDamage', target: tg, amount } : { do: 'heal', target: tg, amount };
  return effect;
};

export const triggersV2: TemplateModule = {
  area: 'triggers-v2',
  heads: [triggerOnOthers, triggerOnSelf, actionWithParts],
  effects: [ifYouDo, ifThisPhase, forEach],
};
