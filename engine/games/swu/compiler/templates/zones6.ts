// Deck and discard-pile effects, wave 6 (abilities/defs/zones6.ts, v2/zones6.ts): a card discarded from a deck or
// revealed from the top of one, then a condition on that card's printed facts ("If it shares an aspect with your base,
// return it to your hand", "If it's an event, exhaust a resource that player controls", "If that card costs 3 or less,
// draw a card", "If it's not a unit, give an Experience token to another unit"); what left play this phase ("If a
// friendly unit left play this phase", the state's thisPhase.left, v2/history.ts). Each reads its whole text or nothing.
import type { Ability, Condition, Effect } from '../../abilities/types.js';
import { bare } from '../text.js';
import type { CompileContext, EffectTemplate, LineTemplate, TemplateModule } from '../types.js';
import { cardCondition } from './conditions-more.js';

const CARD = 'discarded';
const REVEALED = 'revealed';

/** The effect after "If it ..., ": the few that name the card or its owner, or any effect that names neither. */
function afterCondition(text: string, ctx: CompileContext, whose: 'you' | 'defending'): Effect | undefined {
  const t = text.trim().replace(/\.$/, '');
  // The card is still in its owner's discard pile unless something moved it (then nothing returns).
  if (/^return it to your hand$/i.test(t)) return whose === 'you' ? { do: 'discardedThisWay', name: CARD, each: true, to: 'hand' } : undefined;
  // "that player": the defending player, whose deck it was (the opponent, two players).
  if (/^exhaust a resource that player controls$/i.test(t)) return whose === 'defending' ? { do: 'exhaustResources', count: 1, player: 'opponent' } : undefined;
  if (/\b(it|its|that card|that player|they|them)\b/i.test(t)) return undefined;
  return ctx.effect(t);
}

/**
 * Kuiil, Chopper, Cassian Andor (Piloting): "Discard a card from your deck / the defending player's deck. If it ... /
 * If that card ..., <effect>." (1.14.3: the top card). The defending player only in an On Attack ability.
 */
const discardThenIf: EffectTemplate = (text, ctx) => {
  // "that card" is "it": the one card discarded.
  const m = /^discard a card from (your|the defending player's) deck\.\s+if (it(?:'s| )[^,]+), ([^.]+)\.?$/i.exec(text.trim().replace(/\bif that card /i, 'if it '));
  if (!m) return undefined;
  const whose = m[1]!.toLowerCase() === 'your' ? 'you' : 'defending';
  if (whose === 'defending' && !ctx.named?.['the defender']) return undefined;
  const condition = cardCondition(m[2]!, CARD);
  const then = condition && afterCondition(m[3]!, ctx, whose);
  if (!condition || !then) return undefined;
  return { do: 'sequence', steps: [
    { do: 'discardFromDeck', count: 1, ...(whose === 'defending' ? { player: 'opponent' as const } : {}), as: CARD },
    { do: 'if', condition, then },
  ] };
};

/**
 * Rickety Quadjumper: "You may reveal the top card of your deck. If it's not a unit, <effect>." The revealed card stays
 * on top (the printed reminder); nothing revealed (declined, or an empty deck), there is no "it" and nothing happens.
 */
const revealTopThenIf: EffectTemplate = (text, ctx) => {
  const m = /^(you may )?reveal the top card of your deck\.\s+if (it's [^,]+), ([^.]+)\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const condition = cardCondition(m[2]!, REVEALED);
  const t = m[3]!.trim();
  const then = condition && !/\b(it|its|that card)\b/i.test(t) ? ctx.effect(t) : undefined;
  if (!condition || !then) return undefined;
  const reveal: Effect = { do: 'revealTopOfDeck', as: REVEALED };
  return { do: 'sequence', steps: [m[1] ? { do: 'may', effect: reveal } : reveal, { do: 'if', condition, then }] };
};

/** "a friendly unit left play this phase" / "an enemy unit ..." / "a unit ..." (8.12.1: any way out of play). */
function leftPlayCondition(text: string): Condition | undefined {
  const m = /^(?:a|an) (friendly |enemy )?unit left play this phase$/i.exec(text.trim());
  if (!m) return undefined;
  const side = m[1]?.trim().toLowerCase() as 'friendly' | 'enemy' | undefined;
  return { happenedThisPhase: 'leftPlay', ...(side ? { filter: { controller: side } } : {}) };
}

/**
 * LOF Disturbance in the Force: "If a friendly unit left play this phase, the Force is with you and you may give a
 * Shield token to a unit." ("the Force is with you and ..." is two steps; nothing else is split at "and".)
 */
const ifLeftPlay: EffectTemplate = (text, ctx) => {
  const m = /^if ([^,]+), (?:(the force is with you) and )?([^.]+)\.?$/i.exec(text.trim());
  const condition = m && leftPlayCondition(m[1]!);
  if (!condition) return undefined;
  const first = m![2] ? ctx.effect(m![2]) : undefined;
  const rest = ctx.effect(m![3]!);
  if (!rest || (m![2] && !first)) return undefined;
  return { do: 'if', condition, then: first ? { do: 'sequence', steps: [first, rest] } : rest };
};

/** SEC Let's Talk: "If a friendly unit left play this phase, this event costs 3 less to play." (6.2.3) */
const leftPlayCost: LineTemplate = (line, ctx) => {
  const m = /^if ([^,]+), this (unit|event|upgrade) costs (\d+) less to play$/i.exec(bare(line));
  const condition = m && ctx.host === m[2]!.toLowerCase() ? leftPlayCondition(m[1]!) : undefined;
  if (!condition) return undefined;
  const ability: Ability = { kind: 'costModifier', id: '', text: line, affects: 'self', modifier: { amount: -Number(m![3]) }, condition };
  return [ability];
};

export const zones6: TemplateModule = { area: 'zones6', lines: [leftPlayCost], effects: [discardThenIf, revealTopThenIf, ifLeftPlay] };
